#include "engine/PlayerView.h"

#include "data/Pack.h"
#include "engine/Game.h"

namespace pd {

namespace {

KnownActor known(const Game &game, const Actor &a) {
    const Combatant &c = game.combatant(a); // on the battle screen, as the battle has it
    return {a.id,   a.record,         a.pos, a.facing, c.hp, c.maxHp(game.pack().ruleset),
            a.mode, a.statuses.list()};
}

} // namespace

KnownCell PlayerView::at(const Game &game, Point cell) {
    KnownCell k;
    const LevelState &ls = game.level();
    if (!ls.level.map.inBounds(cell) || !ls.isExplored(cell))
        return k;
    k.explored = true;
    k.inView = game.isVisible(cell);
    k.terrain = ls.level.map.at(cell);
    k.hero = cell == game.state().hero.pos;
    if (const int a = ls.actorAt(cell); a >= 0 && game.seesActor(ls.actors[a]))
        k.actor = known(game, ls.actors[a]);
    const int c = ls.chestAt(cell);
    if (c >= 0)
        k.chestOpened = ls.chests[c].opened;
    const int t = ls.trapAt(cell);
    if (t >= 0 && !ls.traps[t].hidden) {
        k.trap = ls.traps[t].trap;
        k.trapSprung = ls.traps[t].sprung;
    }
    const int chip = ls.chipAt(cell);
    k.chip = chip >= 0 && !ls.chips[chip].taken;
    for (const FloorItem &item : ls.items) {
        if (item.pos == cell)
            k.items.append(item);
    }
    return k;
}

QList<KnownActor> PlayerView::visibleActors(const Game &game) {
    QList<KnownActor> out;
    for (const Actor &a : game.level().actors) {
        if (game.seesActor(a))
            out.append(known(game, a));
    }
    return out;
}

QList<KnownThing> PlayerView::thingsIn(const Game &game, int x0, int y0, int x1, int y1) {
    const LevelState &ls = game.level();
    const auto seen = [&](Point p) {
        return p.x >= x0 && p.y >= y0 && p.x < x1 && p.y < y1 && ls.isExplored(p);
    };
    QList<KnownThing> out;
    for (const TrapState &t : ls.traps) {
        if (!t.hidden && seen(t.pos))
            out.append({KnownThing::Kind::Trap, t.pos, t.trap, t.sprung, 1});
    }
    for (const ChipState &c : ls.chips) {
        if (!c.taken && seen(c.pos))
            out.append({KnownThing::Kind::Chip, c.pos, QString(), false, 1});
    }
    for (const FloorItem &i : ls.items) {
        if (seen(i.pos))
            out.append({KnownThing::Kind::Item, i.pos, i.item, false, i.count});
    }
    for (const ChestState &c : ls.chests) { // a mimic is a chest like any other
        if (seen(c.pos))
            out.append({KnownThing::Kind::Chest, c.pos, QString(), c.opened, 1});
    }
    return out;
}

} // namespace pd
