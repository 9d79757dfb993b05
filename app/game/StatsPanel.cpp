#include "StatsPanel.h"

#include "GameSession.h"
#include "game/GamePalette.h"

#include "HudBar.h"
#include "ScreenReader.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"
#include "rpg/Progression.h"
#include "settings/AppSettings.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace pd {

namespace {

// The dark panel's own shades; on the light theme the palette's list, text and dim roles.
QColor panelShade() {
    return GamePalette::current().light ? GamePalette::current().list : QColor(0x15, 0x14, 0x12);
}
QColor textShade() {
    return GamePalette::current().light ? GamePalette::current().text : QColor(0xe8, 0xe0, 0xcc);
}
QColor dimShade() {
    return GamePalette::current().light ? GamePalette::current().dim : QColor(0x9a, 0x92, 0x80);
}
using hud::drawBar;
using hud::kHp;
using hud::kMp;
using hud::kXp;

} // namespace

StatsPanel::StatsPanel(GameSession &session, QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("StatsPanel"));
    connect(&session, &GameSession::started, this,
            [this, &session] { setGame(session.game(), session.seedText()); });
    connect(&session, &GameSession::turnPlayed, this, &StatsPanel::refresh);
    setAutoFillBackground(true);
    // Reached by F6 from the map (not by Tab, the fight key), read by a screen reader.
    setFocusPolicy(Qt::ClickFocus);
    applyTheme();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 0, 12, 10);
    layout->addStretch(1);
    m_seed = new QLabel(this);
    m_seed->setObjectName(QStringLiteral("SeedLabel"));
    m_seed->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_seed->setFocusPolicy(Qt::NoFocus);
    m_seed->setWordWrap(true);
    // On a short panel (a small screen) the seed covers what is painted under it, never
    // mixes with it.
    m_seed->setAutoFillBackground(true);
    layout->addWidget(m_seed);
}

QSize StatsPanel::sizeHint() const {
    return {250, 520};
}

QSize StatsPanel::minimumSizeHint() const {
    // Short on a small screen (scale 2 on a laptop): the monsters in view then say how many
    // more there are below what fits.
    return {210, 200};
}

void StatsPanel::setFocusCell(std::optional<Point> cell) {
    if (cell == m_focus)
        return;
    m_focus = cell;
    update();
}

void StatsPanel::setGame(const Game *game, const QString &seedText) {
    m_game = game;
    if (game)
        m_figures.setPack(&game->pack());
    m_peakXp = 0;
    m_seedText = seedText;
    refresh();
}

void StatsPanel::refresh() {
    m_seed->setText(m_game ? tr("Seed: %1").arg(m_seedText) : QString());
    m_seed->setToolTip(tr("Select the seed to copy it; the same seed makes the same dungeon."));
    if (hasFocus())
        speak();
    update();
}

void StatsPanel::speak() {
    ScreenReader::describe(this, spokenText());
}

void StatsPanel::focusInEvent(QFocusEvent *event) {
    speak();
    update(); // the focus frame
    QWidget::focusInEvent(event);
}

void StatsPanel::focusOutEvent(QFocusEvent *event) {
    update();
    QWidget::focusOutEvent(event);
}

QString StatsPanel::spokenText() const {
    if (!m_game)
        return QString();
    const Game &game = *m_game;
    const Ruleset &rules = game.pack().ruleset;
    const GameState &s = game.state();
    const Combatant &c = game.hero();
    const Stats stats = game.heroStats();
    QStringList lines;
    lines << tr("%1, %2").arg(c.name, subtitle(game));
    if (rules.health == Ruleset::Health::Xp) {
        lines << tr("%1 %2").arg(tr("XP")).arg(std::max<qint64>(0, c.hp));
    } else {
        lines << tr("%1 %2 of %3").arg(tr("HP")).arg(c.hp).arg(game.heroMaxHp());
        if (const qint64 maxMp = game.heroMaxMp(); maxMp > 0)
            lines << tr("%1 %2 of %3").arg(tr("MP")).arg(c.mp).arg(maxMp);
        const qint64 next = experienceForLevel(c.level + 1, rules);
        lines << (c.level >= maxHeroLevel(rules)
                      ? tr("XP %1 (highest level)").arg(s.hero.xp)
                      : tr("XP %1 · next level at %2").arg(s.hero.xp).arg(next));
    }
    if (showsAttributes(rules)) {
        QStringList attributes;
        for (Stat st : kAllStats)
            if (st != Stat::Hp && st != Stat::Mp)
                attributes << tr("%1 %2").arg(GameWording::statName(st)).arg(stats[st]);
        lines << attributes.join(QStringLiteral(", "));
    }
    for (const Buff &b : c.buffs)
        lines << tr("%1, %2").arg(GameWording::buffName(b), tr("%n turn(s)", nullptr, b.rounds));
    for (const Status &st : s.hero.statuses.list())
        lines << tr("%1, %2").arg(Words::statusName(st.kind), tr("%n turn(s)", nullptr, st.turns));
    QStringList figures;
    figures << tr("%1 %2")
                   .arg(rules.levels == Ruleset::Levels::Disposable ? tr("Room") : tr("Depth"))
                   .arg(s.depth);
    figures << tr("%1 %2").arg(tr("Score")).arg(s.score);
    figures << tr("%1 %2").arg(tr("Turn")).arg(s.turn);
    if (!s.current().chips.isEmpty())
        figures << tr("%1 %2").arg(tr("Chips left")).arg(s.current().chipsLeft());
    if (rules.health == Ruleset::Health::Hp && s.hero.gold > 0)
        figures << tr("%1 %2").arg(tr("Gold")).arg(s.hero.gold);
    lines << figures.join(QStringLiteral(", "));
    const QList<KnownActor> monsters = PlayerView::visibleActors(game);
    if (monsters.isEmpty()) {
        lines << tr("No monster in view");
    } else {
        QStringList seen;
        for (const KnownActor &m : monsters) {
            const GameWording::MonsterCard card = GameWording::monsterCard(game, m.id);
            seen << tr("%1, %2").arg(card.name, card.state);
        }
        lines << tr("%1: %2").arg(tr("In view"), seen.join(QStringLiteral("; ")));
    }
    lines << tr("Seed: %1").arg(m_seedText);
    return lines.join(u'\n');
}

void StatsPanel::applyTheme() {
    QPalette pal = palette();
    pal.setColor(QPalette::Window, panelShade());
    pal.setColor(QPalette::WindowText, dimShade());
    setPalette(pal);
    update();
}

void StatsPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        refresh(); // (said again in the new language when it has the focus)
    QWidget::changeEvent(event);
}

bool StatsPanel::showsAttributes(const Ruleset &rules) {
    return rules.health != Ruleset::Health::Xp || rules.bump != Ruleset::Bump::Contact;
}

QString StatsPanel::subtitle(const Game &game) {
    // A pack with one level only (room by room: XP is all there is) shows no level.
    if (maxHeroLevel(game.pack().ruleset) <= 1)
        return Words::packName(game.pack());
    return tr("Level %1 · %2").arg(game.hero().level).arg(Words::packName(game.pack()));
}

void StatsPanel::paintEvent(QPaintEvent *) {
    if (!m_game)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const Game &game = *m_game;
    const Ruleset &rules = game.pack().ruleset;
    const GameState &s = game.state();
    const HeroState &hero = s.hero;
    const Combatant &c = game.hero(); // the battle screen's copy during a battle
    const Stats stats = game.heroStats();
    const int left = 12, width = this->width() - 24;
    int y = 14;

    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 1.35);
    title.setBold(true);
    p.setFont(title);
    p.setPen(textShade());
    const int titleH = QFontMetrics(title).height();
    p.drawText(QRect(left, y, width, titleH), Qt::AlignLeft | Qt::AlignVCenter, c.name);
    y += titleH + 2;
    p.setFont(font());
    const int lineH = fontMetrics().height();
    p.setPen(dimShade());
    p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft, subtitle(game));
    y += lineH + 10;

    const int barH = lineH + 6;
    if (rules.health == Ruleset::Health::Xp) {
        // Room by room, experience is health and has no maximum: the number is the XP, the bar
        // how much of the most the hero has held this run he still has.
        m_peakXp = std::max({m_peakXp, c.hp, qint64(rules.heroXp)});
        drawBar(p, QRect(left, y, width, barH), c.hp, m_peakXp, kXp, tr("XP"),
                QString::number(std::max<qint64>(0, c.hp)));
        y += barH + 2;
        p.setPen(dimShade());
        p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft,
                   tr("most this run: %1").arg(m_peakXp));
        y += lineH + 6;
    } else {
        drawBar(p, QRect(left, y, width, barH), c.hp, game.heroMaxHp(), kHp, tr("HP"));
        y += barH + 6;
        const qint64 maxMp = game.heroMaxMp();
        if (maxMp > 0) {
            drawBar(p, QRect(left, y, width, barH), c.mp, maxMp, kMp, tr("MP"));
            y += barH + 6;
        }
        const qint64 next = experienceForLevel(c.level + 1, rules);
        const qint64 here = experienceForLevel(c.level, rules);
        const bool maxed = c.level >= maxHeroLevel(rules);
        QRect xpRect(left, y, width, 6);
        p.fillRect(xpRect, GamePalette::current().button);
        if (!maxed && next > here)
            p.fillRect(QRect(left, y, int(qint64(width) * (hero.xp - here) / (next - here)), 6),
                       kXp);
        y += 8;
        p.setPen(dimShade());
        p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft,
                   maxed ? tr("XP %1 (highest level)").arg(hero.xp)
                         : tr("XP %1 · next level at %2").arg(hero.xp).arg(next));
        y += lineH + 8;
    }

    // The other five attributes, one a row (HP and MP stand above as bars): long names, as in
    // German, never run into their numbers. Where XP is health and a bump is a collision (the
    // room-by-room chapter) they play no part; the homework's blows and armour use them.
    const bool attributes = showsAttributes(rules);
    for (Stat st : kAllStats) {
        if (st == Stat::Hp || st == Stat::Mp || !attributes)
            continue;
        const QRect cell(left, y, width, lineH);
        const QString value = QString::number(stats[st]);
        const int valueWidth = fontMetrics().horizontalAdvance(value) + 8;
        p.setPen(dimShade());
        p.drawText(cell.adjusted(0, 0, -valueWidth, 0), Qt::AlignLeft,
                   fontMetrics().elidedText(GameWording::statName(st), Qt::ElideRight,
                                            width - valueWidth));
        p.setPen(textShade());
        p.drawText(cell, Qt::AlignRight, value);
        y += lineH + 2;
    }
    y += 8;

    if (!c.buffs.isEmpty()) {
        for (const Buff &b : c.buffs) {
            p.setPen(b.debuff ? GamePalette::current().bad : GamePalette::current().good);
            p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft, GameWording::buffName(b));
            p.setPen(dimShade());
            p.drawText(QRect(left, y, width, lineH), Qt::AlignRight,
                       tr("%n turn(s)", nullptr, b.rounds));
            y += lineH + 2;
        }
        y += 8;
    }

    // Statuses from effects: a good one (hasted, invisible, telepathic) in the good colour.
    if (const Statuses &statuses = s.hero.statuses; !statuses.isEmpty()) {
        for (const Status &st : statuses.list()) {
            const bool good = st.kind == StatusKind::Hasted || st.kind == StatusKind::Invisible ||
                              st.kind == StatusKind::Telepathic;
            p.setPen(good ? GamePalette::current().good : GamePalette::current().bad);
            QString name = Words::statusName(st.kind);
            if (!name.isEmpty())
                name[0] = name[0].toUpper();
            p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft, name);
            p.setPen(dimShade());
            p.drawText(QRect(left, y, width, lineH), Qt::AlignRight,
                       tr("%n turn(s)", nullptr, st.turns));
            y += lineH + 2;
        }
        y += 8;
    }

    auto line = [&](const QString &label, const QString &value) {
        p.setPen(dimShade());
        p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft, label);
        p.setPen(textShade());
        p.drawText(QRect(left, y, width, lineH), Qt::AlignRight, value);
        y += lineH + 2;
    };
    line(rules.levels == Ruleset::Levels::Disposable ? tr("Room") : tr("Depth"),
         QString::number(s.depth));
    line(tr("Score"), QString::number(s.score));
    line(tr("Turn"), QString::number(s.turn));
    if (!s.current().chips.isEmpty())
        line(tr("Chips left"), QString::number(s.current().chipsLeft()));
    if (rules.health == Ruleset::Health::Hp && hero.gold > 0)
        line(tr("Gold"), QString::number(hero.gold));
    paintThreats(p, y + 10, m_seed->geometry().top() - 6);
    if (hasFocus()) { // reached by F6: a frame says where the keyboard is
        p.setPen(QPen(GamePalette::current().frame, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

// The monsters in view, from `y` down to `bottom`; returns where it stopped.
int StatsPanel::paintThreats(QPainter &p, int y, int bottom) {
    m_listed.clear();
    m_opened = -1;
    const Game &game = *m_game;
    const int left = 12, width = this->width() - 24;
    const int lineH = fontMetrics().height();
    QList<KnownActor> monsters = PlayerView::visibleActors(game);
    const Point hero = game.state().hero.pos;
    std::stable_sort(
        monsters.begin(), monsters.end(), [&](const KnownActor &a, const KnownActor &b) {
            const bool fa = m_focus && a.pos == *m_focus, fb = m_focus && b.pos == *m_focus;
            if (fa != fb)
                return fa;
            return chebyshev(a.pos, hero) < chebyshev(b.pos, hero);
        });
    if (bottom - y < lineH) // (no room left on a short panel, not even for the heading)
        return y;
    p.setPen(dimShade());
    QFont heading = font();
    heading.setBold(true);
    p.setFont(heading);
    p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft,
               monsters.isEmpty() ? tr("No monster in view") : tr("In view"));
    p.setFont(font());
    y += lineH + 4;
    if (bottom - y < lineH)
        return y;
    // The figures in the look the map has now, at the band's colours.
    m_figures.setLook(AppSettings::instance().look());
    m_figures.setColourPalette(AppSettings::instance().colourPalette());
    m_figures.setDepth(game.state().depth);
    const int fig = std::max(16, lineH * 2);
    if (m_figures.cellSize() != fig)
        m_figures.setCellSize(fig);
    m_figures.setDevicePixelRatio(devicePixelRatioF());
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    const QFontMetrics smallMetrics(small);
    for (qsizetype i = 0; i < monsters.size(); ++i) {
        const KnownActor &m = monsters[i];
        const bool open = i == 0 && m_focus && m.pos == *m_focus;
        const GameWording::MonsterCard card = GameWording::monsterCard(game, m.id);
        const int rowH = std::max(fig, lineH + 6 + smallMetrics.height()) + 6;
        if (y + rowH > bottom) {
            p.setPen(dimShade());
            p.drawText(QRect(left, y, width, lineH), Qt::AlignLeft,
                       tr("… and %n more", nullptr, int(monsters.size() - i)));
            return y + lineH;
        }
        m_listed << m.id;
        if (open) {
            m_opened = m.id;
            p.fillRect(QRect(left - 6, y - 2, width + 12, rowH), GamePalette::current().button);
        }
        p.drawPixmap(QRect(left, y, fig, fig), m_figures.figure(m.record, Direction::S));
        const int x = left + fig + 8, w = width - fig - 8;
        QFont nameFont = font();
        nameFont.setBold(true);
        p.setFont(nameFont);
        p.setPen(textShade());
        const QString name =
            card.tier.isEmpty() ? card.name : tr("%1 (%2)").arg(card.name, card.tier);
        p.drawText(QRect(x, y, w, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, w));
        p.setFont(small);
        // Its health as a thin bar under the name, how it is under that.
        const QRect bar(x, y + lineH + 1, w, 4);
        p.fillRect(bar, GamePalette::current().list.darker(130));
        if (card.maxHp > 0)
            p.fillRect(QRect(bar.topLeft(),
                             QSize(int(qint64(w) * std::clamp<qint64>(card.hp, 0, card.maxHp) /
                                       card.maxHp),
                                   4)),
                       hud::inPalette(kHp));
        p.setPen(dimShade());
        p.drawText(QRect(x, y + lineH + 6, w, smallMetrics.height()), Qt::AlignLeft,
                   smallMetrics.elidedText(card.state, Qt::ElideRight, w));
        y += rowH;
        if (!open)
            continue;
        // The look card: its numbers and tricks, then the pack's words, as far as they fit.
        QStringList lines = card.lines;
        if (!card.description.isEmpty())
            lines << card.description;
        p.setPen(textShade());
        for (qsizetype l = 0; l < lines.size(); ++l) {
            if (l == lines.size() - 1 && !card.description.isEmpty())
                p.setPen(dimShade());
            const QRect r =
                smallMetrics.boundingRect(QRect(left, y, width, 1000), Qt::TextWordWrap, lines[l]);
            if (y + r.height() > bottom)
                break;
            p.drawText(QRect(left, y, width, r.height()), Qt::TextWordWrap, lines[l]);
            y += r.height() + 1;
        }
        y += 6;
        p.setFont(font());
    }
    p.setFont(font());
    return y;
}

} // namespace pd
