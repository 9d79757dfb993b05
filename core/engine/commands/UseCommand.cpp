// `use ITEM [DIR | X Y | on OTHER]` on the map: medicine is taken (refused when it would restore
// nothing and does nothing else); a scroll is read; a wand is zapped along the aim; their effects
// follow (docs/rules.md "Effects"); equipment is equipped.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Spawn.h"

#include <algorithm>

namespace pd {

Game::TurnCost Game::doUse(const Command &command) {
    const QString &id = command.id;
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(LogEntry::notCarried(id));
    if (rec->isEquipment())
        return doEquip(Command::withId(Command::Kind::Equip, id));
    if (!rec->isUsable())
        return refuse(LogEntry::cannotUse(id));
    if (rec->isThrown())
        return throwItem(command, *rec);
    if (rec->isWand() && hero.charges.value(id) <= 0)
        return refuse(LogEntry::wandEmpty(id, rec->rechargeTurns > 0));
    // `on OTHER`: the item an identify reveals first must be one the hero carries.
    if (!command.text.isEmpty() && hero.inventory.count(command.text) == 0)
        return refuse(LogEntry::notCarried(command.text));
    // Where a wand or a flying effect goes: the aim's line, checked before anything is spent.
    std::vector<Point> line;
    if (rec->needsAim()) {
        Direction d{};
        if (std::optional<LogEntry> problem = aimProblem(command, d))
            return refuse(std::move(*problem));
        hero.facing = d;
        const std::optional<Point> at = command.aim();
        line = missileLine(at ? *at : hero.pos + offset(d), 1000);
    }
    const qint64 hp = hero.stats.hp, mp = hero.stats.mp;
    if (rec->kind == ItemRecord::Kind::Medicine && !rec->restores.isZero()) {
        LogEntry refusal;
        // An unknown potion is drunk even when it would restore nothing: the refusal would tell.
        if (!applyMedicine(hero.stats, *rec, m_pack.ruleset, &refusal) && rec->effects.isEmpty() &&
            isKnown(id))
            return refuse(refusal);
    }
    GameEvent e;
    e.kind = GameEvent::Kind::ItemUsed;
    e.id = id;
    e.amount = hero.stats.hp - hp;
    emitEvent(e);
    // An unknown kind is known once used: "the murky potion was ..." comes before the lines that
    // name what was drunk, read or zapped and what it did.
    identify(id);
    if (rec->isWand()) {
        const int left = --hero.charges[id];
        log(LogEntry::zappedWand(id, left));
        if (left <= 0 && rec->rechargeTurns <= 0) {
            hero.inventory.remove(id);
            hero.charges.remove(id);
            log(LogEntry::wandCrumbles(id));
        }
    } else {
        hero.inventory.remove(id);
        if (rec->kind == ItemRecord::Kind::Scroll)
            log(LogEntry::readScroll(id));
        else if (!rec->restores.isZero())
            log(LogEntry::drank(id, hero.stats.hp - hp, hero.stats.mp - mp));
    }
    if (!rec->effects.isEmpty()) {
        int hit = -1;
        if (rec->isWand() ||
            std::any_of(rec->effects.begin(), rec->effects.end(),
                        [](const MapEffect &fx) { return fx.on == MapEffect::Target::Bolt; })) {
            Point stop;
            hit = flyBolt(line, id, stop);
        }
        if (rec->kind == ItemRecord::Kind::Medicine && rec->restores.isZero())
            log(LogEntry::drank(id, 0, 0));
        applyEffects(rec->effects, id, line, hit, command.text);
    }
    return {true, 1};
}

} // namespace pd
