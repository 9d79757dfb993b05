#include "SpellsPanel.h"
#include "game/GamePalette.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "rpg/Spells.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <algorithm>

namespace pd {

SpellsPanel::SpellsPanel(GameSession &session, QWidget *parent)
    : ListCardPanel(session, QStringLiteral("Spell"), 3, parent) {
    setObjectName(QStringLiteral("SpellsPanel"));
    m_cast = addAction(QStringLiteral("CastAction"), u'c', true, [this] { cast(); });
    refresh();
}

bool SpellsPanel::needsAim(const QString &id) const {
    const Game *g = game();
    const SpellRecord *spell = g ? g->pack().spell(id) : nullptr;
    if (!spell || g->state().battle)
        return false;
    if (spell->type == SpellRecord::Type::Effect)
        return std::any_of(spell->effects.begin(), spell->effects.end(),
                           [](const MapEffect &e) { return e.needsAim(); });
    return g->pack().ruleset.spellBolts &&
           (spell->type == SpellRecord::Type::Attack || spell->type == SpellRecord::Type::Debuff);
}

void SpellsPanel::cast() {
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    if (needsAim(id))
        Q_EMIT aimRequested(id);
    else
        request(Command::withId(Command::Kind::Cast, id));
}

void SpellsPanel::refresh() {
    setTitle(tr("Spells"));
    setActionText(m_cast, tr("Cast"));
    const QString keep = selectedId();
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->setHeaderLabels({tr("Spell"), tr("Level"), tr("MP")});
    const Game *g = game();
    if (g) {
        const Combatant &hero = g->hero();
        for (int e = 0; e < kElementCount; ++e) {
            const auto element = Element(e);
            QTreeWidgetItem *heading = nullptr;
            for (const SpellRecord &sp : g->pack().spells) {
                if (sp.element != element)
                    continue;
                if (!heading)
                    heading =
                        addHeading(m_list, tr("%1 — %n point(s)", "", elementPoints(hero, element))
                                               .arg(GameWording::elementName(element)));
                auto *row = new QTreeWidgetItem(heading, {Words::spellName(&g->pack(), sp.id),
                                                          QString::number(sp.level),
                                                          QString::number(sp.mp)});
                row->setData(0, Qt::UserRole, sp.id);
                row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
                row->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
                if (!isUnlocked(sp, hero, g->pack().ruleset)) {
                    for (int c = 0; c < 3; ++c)
                        row->setForeground(c, GamePalette::current().disabled);
                }
            }
        }
    }
    if (m_list->topLevelItemCount() == 0)
        addHeading(m_list, tr("This dungeon has no spells."));
    if (!selectId(keep)) {
        // The first spell that can be cast now, else the first listed.
        QTreeWidgetItem *first = nullptr;
        for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
            if (!((*it)->flags() & Qt::ItemIsSelectable))
                continue;
            if (!first)
                first = *it;
            if (g && !refusal(Command::withId(Command::Kind::Cast,
                                              (*it)->data(0, Qt::UserRole).toString()))) {
                first = *it;
                break;
            }
        }
        if (first)
            m_list->setCurrentItem(first);
    }
    updateDetails();
    showLevel();
}

void SpellsPanel::updateDetails() {
    const Game *g = game();
    const QString id = selectedId();
    const SpellRecord *sp = g ? g->pack().spell(id) : nullptr;
    if (!sp) {
        m_details->clear();
        m_cast->setEnabled(false);
        m_cast->setToolTip(QString());
        updateReasons();
        return;
    }
    const Ruleset &rules = g->pack().ruleset;
    const Combatant &hero = g->hero();
    const auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    const qint64 strength = spellStrength(*sp, hero);
    QStringList lines;
    lines << GamePalette::current()
                 .style(QStringLiteral("<p style='font-size:13pt; color:@accent'><b>%1</b></p>"))
                 .arg(esc(Words::spellName(&g->pack(), sp->id)));
    lines << GamePalette::current()
                 .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                 .arg(tr("%1, level %2, %3 · %4 MP")
                          .arg(GameWording::elementName(sp->element))
                          .arg(sp->level)
                          .arg(GameWording::spellType(sp->type))
                          .arg(sp->mp));
    const QString description = Words::description(&g->pack(), PackTexts::Kind::Spell, sp->id);
    if (!description.isEmpty())
        lines << QStringLiteral("<p>%1</p>").arg(esc(description));
    QString does;
    switch (sp->type) {
    case SpellRecord::Type::Attack:
        does = tr("Does %1 damage, not lessened by defence; a third more against an element "
                  "it restricts.")
                   .arg(strength);
        break;
    case SpellRecord::Type::Heal:
        does =
            tr("Heals %1 HP (you have %2 of %3).").arg(strength).arg(hero.hp).arg(g->heroMaxHp());
        break;
    case SpellRecord::Type::Buff: {
        Buff b{sp->effect, false, sp->rounds, strength, sp->id};
        does = tr("Gives you %1 for %n round(s).", "", sp->rounds).arg(GameWording::buffName(b));
        break;
    }
    case SpellRecord::Type::Debuff: {
        Buff b{sp->effect, true, sp->rounds, strength, sp->id};
        does =
            tr("Gives the enemy %1 for %n round(s).", "", sp->rounds).arg(GameWording::buffName(b));
        break;
    }
    case SpellRecord::Type::Effect:
        break; // its effects are all it does
    }
    if (!sp->effects.isEmpty()) {
        const QString effects = tr("Does: %1.").arg(GameWording::effects(&g->pack(), sp->effects));
        does = does.isEmpty() ? effects : does + QLatin1Char(' ') + effects;
    }
    lines << QStringLiteral("<p>%1</p>").arg(does);
    if (sp->type != SpellRecord::Type::Effect)
        lines << GamePalette::current()
                     .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                     .arg(tr("Strength %1: power %2 + %3 point(s) of %4 × %5.")
                              .arg(strength)
                              .arg(sp->power)
                              .arg(elementPoints(hero, sp->element))
                              .arg(GameWording::elementName(sp->element))
                              .arg(QString::number(sp->bonusRate / 100.0)));
    if (!isUnlocked(*sp, hero, rules)) {
        const int need = rules.spellUnlock[std::size_t(std::clamp(sp->level, 1, 3) - 1)];
        lines << GamePalette::current()
                     .style(QStringLiteral("<p style='color:@warning'>%1</p>"))
                     .arg(tr("Opens at %1 points of %2; you have %3.")
                              .arg(need)
                              .arg(GameWording::elementName(sp->element))
                              .arg(elementPoints(hero, sp->element)));
    }
    if (needsAim(id))
        lines << GamePalette::current()
                     .style(QStringLiteral("<p style='color:@dim'>%1</p>"))
                     .arg(tr("It flies like a bolt: aim it at a cell or in a direction."));
    m_details->setText(lines.join(QString()));
    setRefusal(m_cast, refusal(Command::withId(Command::Kind::Cast, id)));
}

} // namespace pd
