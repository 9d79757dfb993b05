#include "AttributesPanel.h"
#include "game/GamePalette.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "rpg/Progression.h"
#include "rpg/Spells.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace pd {

AttributesPanel::AttributesPanel(GameSession &session, QWidget *parent)
    : GamePanel(session, parent) {
    setObjectName(QStringLiteral("AttributesPanel"));
    m_scroll = new QScrollArea(this);
    m_scroll->setAccessibleName(tr("Attributes"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setStyleSheet(QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget "
                                           "{ background: transparent; }"));
    m_sheet = new QLabel;
    m_sheet->setObjectName(QStringLiteral("AttributeSheet"));
    m_sheet->setTextFormat(Qt::RichText);
    m_sheet->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_sheet->setWordWrap(true);
    m_scroll->setWidget(m_sheet);
    m_scroll->setFocusPolicy(Qt::StrongFocus);
    m_scroll->installEventFilter(this);
    body()->addWidget(m_scroll);
    retranslateKeys();
    refresh();
}

// A sheet to read, not a list to choose from: the arrows scroll it. In the report's deck the
// other menus are a Left or Right away and M goes back to the maze, as in every page of it.
QString AttributesPanel::keysLine(bool inDeck) const {
    return inDeck ? tr("↑↓ scroll · ←→ the other menus · M back to the maze")
                  : tr("↑↓ scroll · Esc closes");
}

QString AttributesPanel::sheetText() const {
    return m_sheet->text();
}

QWidget *AttributesPanel::focusTarget() const {
    return m_scroll;
}

bool AttributesPanel::eventFilter(QObject *watched, QEvent *event) {
    // The sheet has no rows to choose: the arrows scroll it, Esc closes.
    if (watched == m_scroll && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        QScrollBar *bar = m_scroll->verticalScrollBar();
        switch (key->key()) {
        case Qt::Key_Up:
            bar->setValue(bar->value() - bar->singleStep() * 3);
            return true;
        case Qt::Key_Down:
            bar->setValue(bar->value() + bar->singleStep() * 3);
            return true;
        case Qt::Key_Escape:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            Q_EMIT closeRequested();
            return true;
        case Qt::Key_Left:
        case Qt::Key_Right:
            // Never a sideways scroll: the tab's (the report's deck turns to the next menu).
            Q_EMIT keyUnused(key);
            return true;
        default:
            break;
        }
    }
    return GamePanel::eventFilter(watched, event);
}

void AttributesPanel::refresh() {
    setTitle(tr("Attributes"));
    retranslateKeys();
    const Game *g = game();
    if (!g) {
        m_sheet->clear();
        return;
    }
    const Ruleset &rules = g->pack().ruleset;
    const HeroState &hero = g->state().hero;
    const Combatant &c = g->hero();
    const Stats now = g->heroStats();
    const auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    const QString dim = GamePalette::current().style(QStringLiteral("color:@dim"));
    QString html;
    html +=
        QStringLiteral("<p style='font-size:13pt'><b>%1</b> &nbsp; <span style='%2'>%3</span></p>")
            .arg(esc(c.name), dim, tr("Level %1").arg(c.level));
    if (rules.health == Ruleset::Health::Xp) {
        html +=
            QStringLiteral("<p>%1</p>").arg(tr("Experience is your health here: %1 XP.").arg(c.hp));
    } else if (c.level >= maxHeroLevel(rules)) {
        html +=
            QStringLiteral("<p>%1</p>").arg(tr("%1 XP: the highest level there is.").arg(hero.xp));
    } else {
        const qint64 next = experienceForLevel(c.level + 1, rules);
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 XP · level %2 at %3 XP: %4 to go.")
                             .arg(hero.xp)
                             .arg(c.level + 1)
                             .arg(next)
                             .arg(next - hero.xp));
    }

    // base + equipment + buffs = now (HP and MP: their maxima, with the current value beside).
    const QString cell = QStringLiteral("<td align='right' style='padding:2px 10px'>%1</td>");
    html +=
        QStringLiteral("<table cellspacing='0' style='margin-top:6px'><tr style='%1'>").arg(dim);
    html += QStringLiteral("<td style='padding:2px 10px 2px 0'>%1</td>").arg(tr("Attribute"));
    for (const QString &h : {tr("Base"), tr("Equipment"), tr("Buffs"), tr("Now")})
        html += cell.arg(h);
    html += QStringLiteral("</tr>");
    for (Stat s : kAllStats) {
        const qint64 buffs = now[s] - c.base[s] - c.equipment[s];
        auto signedNumber = [](qint64 v) {
            return v == 0 ? QStringLiteral("·")
                          : (v > 0 ? QStringLiteral("+%1").arg(v) : QStringLiteral("−%1").arg(-v));
        };
        QString total = QStringLiteral("<b>%1</b>").arg(now[s]);
        if (s == Stat::Hp && rules.health == Ruleset::Health::Hp)
            total = tr("%1 of <b>%2</b>").arg(c.hp).arg(now[s]);
        else if (s == Stat::Mp)
            total = tr("%1 of <b>%2</b>").arg(c.mp).arg(now[s]);
        html += QStringLiteral("<tr><td style='padding:2px 10px 2px 0'>%1</td>")
                    .arg(esc(GameWording::statName(s)));
        html += cell.arg(c.base[s]) + cell.arg(signedNumber(c.equipment[s])) +
                cell.arg(signedNumber(buffs)) + cell.arg(total);
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");

    if (!c.buffs.isEmpty()) {
        html += QStringLiteral("<p style='%1; margin-top:10px'>%2</p><p>").arg(dim, tr("In force"));
        QStringList lines;
        for (const Buff &b : c.buffs) {
            lines << QStringLiteral("<span style='color:%1'>%2</span> — %3")
                         .arg(b.debuff ? GamePalette::current().style(QStringLiteral("@bad"))
                                       : GamePalette::current().style(QStringLiteral("@good")),
                              esc(GameWording::buffName(b)), tr("%n turn(s) left", "", b.rounds));
        }
        html += lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
    }

    // Elements: only where the pack has spells.
    if (!g->pack().spells.isEmpty()) {
        html += QStringLiteral("<p style='%1; margin-top:10px'>%2</p>")
                    .arg(dim, tr("Elements: a point for every spell cast; points open the "
                                 "levels of an element's spells"));
        html += QStringLiteral("<table cellspacing='0'>");
        const QList<const SpellRecord *> open = heroSpells(c, g->pack());
        for (int e = 0; e < kElementCount; ++e) {
            const auto element = Element(e);
            const int points = elementPoints(c, element);
            int levels = 0;
            for (int threshold : rules.spellUnlock)
                levels += points >= threshold ? 1 : 0;
            QString next;
            if (levels < int(rules.spellUnlock.size()))
                next = tr("level %1 at %2 points").arg(levels + 1).arg(rules.spellUnlock[levels]);
            QStringList names;
            for (const SpellRecord *sp : open) {
                if (sp->element == element)
                    names << esc(Words::spellName(&g->pack(), sp->id));
            }
            html += QStringLiteral("<tr><td style='padding:2px 10px 2px 0'>%1</td>")
                        .arg(esc(GameWording::elementName(element)));
            html += cell.arg(tr("%n point(s)", "", points));
            html += QStringLiteral("<td style='padding:2px 10px'>%1</td>")
                        .arg(levels == 0   ? tr("no spell open")
                             : levels == 1 ? tr("level 1 open")
                                           : tr("levels 1–%1 open").arg(levels));
            html += QStringLiteral("<td style='padding:2px 10px; %1'>%2</td></tr>").arg(dim, next);
            if (!names.isEmpty())
                html += QStringLiteral("<tr><td></td><td colspan='3' style='padding:0 10px 4px "
                                       "10px'>%1</td></tr>")
                            .arg(names.join(QStringLiteral(", ")));
        }
        html += QStringLiteral("</table>");
    }
    m_sheet->setText(html);
}

} // namespace pd
