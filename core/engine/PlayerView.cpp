#include "engine/PlayerView.h"

#include "data/Pack.h"
#include "engine/Game.h"

namespace pd {

namespace {

KnownActor known(const Game &game, const Actor &a) {
    return {a.id,  a.record, a.pos, a.facing, a.stats.hp, a.stats.maxHp(game.pack().ruleset),
            a.mode};
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
    if (k.inView) {
        const int a = ls.actorAt(cell);
        if (a >= 0)
            k.actor = known(game, ls.actors[a]);
    }
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
        if (game.isVisible(a.pos))
            out.append(known(game, a));
    }
    return out;
}

} // namespace pd
