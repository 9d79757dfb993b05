#include "SoundCues.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "rpg/Status.h"

namespace pd::soundcues {

QStringList effectsFor(const GameEvent &e, const Pack &pack) {
    using K = GameEvent::Kind;
    const auto one = [](const char *name) { return QStringList{QString::fromLatin1(name)}; };
    switch (e.kind) {
    case K::Moved:
        return e.actor == 0 ? one("step") : QStringList();
    case K::Attacked:
        if (e.miss)
            return one("miss");
        if (e.blocked)
            return one("block");
        return one(e.critical ? "critical" : "hit");
    case K::Died:
        return one("die");
    case K::HeroDied:
        return one("hero-die");
    case K::PickedUp:
    case K::Dropped:
        return one("pickup");
    case K::ChestOpened:
        return one("chest");
    case K::TrapSprung:
        return one("trap");
    case K::BoltFired:
        // A spell flying as a bolt sounds as its element (SpellCast); a shot or a bolt whizzes.
        return pack.spell(e.id) ? QStringList() : one("bolt");
    case K::SpellCast: {
        const SpellRecord *spell = pack.spell(e.id);
        if (!spell)
            return one("spell");
        return {QStringLiteral("spell-") + elementName(spell->element).toLower()};
    }
    case K::ItemUsed: {
        // A potion is drunk, a scroll read, a wand zapped (by the item's kind in the pack).
        const ItemRecord *item = pack.item(e.id);
        if (item && item->kind == ItemRecord::Kind::Scroll)
            return one("read");
        if (item && item->isWand())
            return one("zap");
        return one("drink");
    }
    case K::Equipped:
    case K::Unequipped:
    case K::Swapped:
        return one("equip");
    case K::Turned:
        return one("menu-move");
    case K::LevelChanged:
        return one("stairs");
    case K::BattleStarted:
        return one("attack");
    case K::BattleEnded:
        return {}; // the music changes back
    case K::Won:
    case K::LevelUp:
        return one("level");
    case K::XpGained:
        return {}; // it comes with a death, which has its own sound
    case K::GoldGained:
        return one("gold");
    case K::Refused:
        return one("refused");
    case K::Defended:
        return one("defend");
    case K::Escaped:
        return one(e.miss ? "refused" : "escape");
    case K::Fleeing:
    case K::Vanished:
        return one("escape");
    case K::Appeared:
        return one("appear");
    case K::CharacterShown:
        return one(e.id == QLatin1String("timid") ? "debuff" : "buff");
    case K::Healed:
        return one("heal");
    case K::Burned:
        return one("burn");
    case K::BuffExpired:
        return one("expire");
    case K::StatusChanged: {
        if (e.amount <= 0)
            return one("expire");
        // What helps its holder sounds as a blessing, the rest as a curse.
        const auto kind = Statuses::fromName(e.id);
        const bool good = kind && (*kind == StatusKind::Hasted || *kind == StatusKind::Invisible ||
                                   *kind == StatusKind::Telepathic);
        return one(good ? "buff" : "debuff");
    }
    case K::StatusHarmed:
        return one(e.id == Statuses::name(StatusKind::Burning) ? "burn" : "poison");
    case K::Teleported:
        return one("teleport");
    case K::Message:
        // Most lines have their event; a room's door and an arrival have only their line.
        if (e.id == QLatin1String("entered-room") || e.id == QLatin1String("last-room"))
            return one("door");
        if (e.id == QLatin1String("monster-arrives")) // heard out of view (dungeon.arrivals)
            return one("appear");
        return {};
    }
    return {};
}

QStringList turnEffects(const QList<GameEvent> &events, const Pack &pack, int limit) {
    QStringList out;
    for (const GameEvent &e : events) {
        for (const QString &name : effectsFor(e, pack)) {
            if (!out.contains(name) && out.size() < limit)
                out << name;
        }
    }
    return out;
}

QString musicFor(const Game &game) {
    if (game.isOver())
        return {};
    return game.state().battle ? QStringLiteral("battle") : QStringLiteral("explore");
}

} // namespace pd::soundcues
