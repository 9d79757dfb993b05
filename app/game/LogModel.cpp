#include "LogModel.h"
#include "game/GamePalette.h"

#include "render/ColourVision.h"
#include "rpg/Battle.h"
#include "settings/AppSettings.h"

#include <QBrush>

namespace pd {

LogModel::LogModel(QObject *parent)
    : QAbstractListModel(parent) {}

void LogModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void LogModel::append(const QList<LogEntry> &entries) {
    QList<Row> fresh;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const LogEntry &e = entries[i];
        QString text;
        // A chest, then the worth of each treasure it held: one line for the one event.
        if (e.kind == LogEntry::Kind::ChestOpened && m_chestWording) {
            QList<LogEntry> worths;
            qsizetype j = i + 1;
            for (; j < entries.size() && entries[j].turn == e.turn &&
                   (entries[j].kind == LogEntry::Kind::TreasureXp ||
                    entries[j].kind == LogEntry::Kind::TreasureGold);
                 ++j)
                worths << entries[j];
            if (!worths.isEmpty()) {
                text = m_chestWording(e, worths);
                i = j - 1;
            }
        }
        if (text.isNull())
            text = m_wording ? m_wording(e) : QString();
        Row *last = !fresh.isEmpty() ? &fresh.last() : !m_rows.isEmpty() ? &m_rows.last() : nullptr;
        const Tone t = tone(e);
        if (last && last->text == text && last->category == e.category && last->tone == t) {
            ++last->count;
            last->turn = e.turn;
            if (fresh.isEmpty()) {
                const QModelIndex i = index(int(m_rows.size()) - 1);
                Q_EMIT dataChanged(i, i);
            }
            continue;
        }
        fresh.append({text, e.category, t, e.turn, 1});
    }
    if (fresh.isEmpty())
        return;
    beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + fresh.size() - 1));
    m_rows.append(fresh);
    endInsertRows();
}

int LogModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LogModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return r.count > 1 ? tr("%1 ×%2").arg(r.text).arg(r.count) : r.text;
    case Qt::ForegroundRole:
        return QBrush(toneColour(r.tone, r.category));
    case CategoryRole:
        return int(r.category);
    case ToneRole:
        return int(r.tone);
    case CountRole:
        return r.count;
    case TurnRole:
        return r.turn;
    case Qt::ToolTipRole:
        return tr("Turn %1").arg(r.turn);
    default:
        return {};
    }
}

QColor LogModel::colour(LogEntry::Category c) {
    // On the parchment theme the same hues, dark enough to read on light ground.
    const QColor dark = darkColour(c);
    return GamePalette::current().light ? dark.darker(c == LogEntry::Category::Info ? 380 : 220)
                                        : dark;
}

QColor LogModel::darkColour(LogEntry::Category c) {
    switch (c) {
    case LogEntry::Category::Info:
        return {0xd8, 0xd2, 0xc4};
    case LogEntry::Category::Combat:
        return {0xf0, 0x8a, 0x6a};
    case LogEntry::Category::Loot:
        return {0xf0, 0xd0, 0x60};
    case LogEntry::Category::Hazard:
        return {0xe8, 0x60, 0xc0};
    case LogEntry::Category::Flavour:
        return {0x9a, 0xb0, 0xc8};
    case LogEntry::Category::Warning:
        return {0xa8, 0xa0, 0x90};
    case LogEntry::Category::Story:
        return {0x90, 0xe0, 0xa8};
    }
    return Qt::white;
}

LogModel::Tone LogModel::tone(const LogEntry &e) {
    using K = LogEntry::Kind;
    switch (e.kind) {
    case K::MonsterHits:
    case K::TrapSprung:
    case K::ChestTrapped:
    case K::Burned:
    case K::FellDown:
    case K::IntoLava:
    case K::BumpedInto:
    case K::XpDrained:
    case K::BoltCostsXp:
        return Tone::Taken;
    case K::MonsterShoots:
        return e.as<K::MonsterShoots>().damage > 0 ? Tone::Taken : Tone::Neutral;
    case K::MonsterBreathes:
        return e.as<K::MonsterBreathes>().damage > 0 ? Tone::Taken : Tone::Neutral;
    case K::StatusHarms:
        return e.as<K::StatusHarms>().monster.isEmpty() ? Tone::Taken : Tone::Neutral;
    case K::BlastHurts:
        return e.as<K::BlastHurts>().monster.isEmpty() ? Tone::Taken : Tone::Neutral;
    case K::EffectHurts:
        return e.as<K::EffectHurts>().monster.isEmpty() ? Tone::Taken : Tone::Dealt;
    case K::HeroHits:
    case K::MissileHits:
    case K::SpellHits:
    case K::ThrownHits:
        return Tone::Dealt;
    case K::BattleLine: {
        const std::optional<BattleLogEntry> b =
            BattleLogEntry::fromJson(e.as<K::BattleLine>().entry);
        if (!b || b->amount <= 0)
            return Tone::Neutral;
        using Ev = BattleLogEntry::Event;
        const bool hero = b->actor == BattleLogEntry::Actor::Hero;
        if (b->event == Ev::Attack || b->event == Ev::Spell)
            return hero ? Tone::Dealt : Tone::Taken;
        if (b->event == Ev::Burning)
            return hero ? Tone::Taken : Tone::Dealt;
        return Tone::Neutral;
    }
    default:
        return Tone::Neutral;
    }
}

QColor LogModel::toneColour(Tone t, LogEntry::Category c) {
    if (t == Tone::Neutral)
        return colour(c);
    // Red for the hero's blood, blue for the monsters': apart in every colour palette, and
    // apart from the categories' colours (combat's salmon, loot's gold).
    const bool light = GamePalette::current().light;
    const QColor base = t == Tone::Taken
                            ? (light ? QColor(0xb0, 0x10, 0x10) : QColor(0xff, 0x4a, 0x4a))
                            : (light ? QColor(0x10, 0x50, 0xa0) : QColor(0x6a, 0xb8, 0xff));
    return ColourVision::transform(AppSettings::instance().colourPalette(), base);
}

} // namespace pd
