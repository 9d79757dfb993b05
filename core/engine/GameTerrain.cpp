// Terrain with rules (the ruleset's "terrain"; docs/rules.md "Terrain"): what deep water, lava
// and a chasm do to the hero who steps in. Monsters never enter them (MonsterAi walks the map
// with its hazards walled up), so only the hero meets them.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Terrain.h"

#include <algorithm>

namespace pd {

void Game::enterTerrain(Point p, Point from) {
    LevelState &ls = m_state.current();
    switch (ls.level.map.at(p)) {
    case Tile::DeepWater:
        if (ls.level.map.at(from) != Tile::DeepWater)
            log(LogEntry::swimming());
        return;
    case Tile::Lava:
        // Lava kills whoever enters it (ours: no immunity yet; Brogue spares the fire-immune
        // and the levitating, which this engine does not have).
        log(LogEntry::intoLava());
        recordBlow(Blow::How::Lava, QString(), std::max<qint64>(0, m_state.hero.stats.hp), 0);
        heroDies(DeathCause::of(DeathCause::Kind::Lava));
        return;
    case Tile::Chasm:
        fallIntoChasm();
        return;
    default:
        return;
    }
}

// Down to the next depth (never made on the last: Terrain lays no chasm there), onto a random
// dry floor cell reachable from its arrival, drawn from the game's stream; the fall's damage is
// the ruleset's fallDamage dice.
void Game::fallIntoChasm() {
    const int depth = m_state.depth + 1;
    if (depth > m_dungeon.depthCount())
        return;
    const qint64 damage = std::max<qint64>(0, m_pack.ruleset.fallDamage.roll(depth, m_state.rng));
    log(LogEntry::fellDown(depth, damage));
    enterLevel(depth, true);
    if (m_state.depth != depth)
        return;
    LevelState &ls = m_state.current();
    const TileMap &map = ls.level.map;
    const std::vector<std::uint8_t> dry =
        terrain::dryReachable(map, ls.level.arrival, m_pack.ruleset.movement);
    std::vector<Point> cells;
    for (int i = 0; i < map.size(); ++i) {
        const Point c = map.point(i);
        if (dry[std::size_t(i)] && map.at(c) == Tile::Floor && ls.actorAt(c) < 0 &&
            ls.chestAt(c) < 0)
            cells.push_back(c);
    }
    if (!cells.empty()) {
        m_state.hero.pos = cells[m_state.rng.below(std::uint32_t(cells.size()))];
        updateFov();
    }
    damageHero(damage, DeathCause::of(DeathCause::Kind::Fall), Blow::How::Fall);
}

// Each turn the hero ends in deep water, with the ruleset's deepWaterDropPercent, one item he
// carries unequipped (a stack drawn from the game's stream, one of it) floats away: to the
// nearest dry floor cell within kShoreReach (reading order within each ring), or lost when there
// is none. Brogue drops a random unequipped item the same way, but lets it drift in the water.
void Game::terrainTurn() {
    constexpr int kShoreReach = 5;
    HeroState &hero = m_state.hero;
    LevelState &ls = m_state.current();
    const int percent = m_pack.ruleset.deepWaterDropPercent;
    if (!m_state.alive || percent <= 0 || ls.level.map.at(hero.pos) != Tile::DeepWater ||
        hero.inventory.isEmpty() || !m_state.rng.chance(std::uint64_t(percent), 100))
        return;
    const QList<Inventory::Stack> &stacks = hero.inventory.stacks();
    const QString id = stacks.at(qsizetype(m_state.rng.below(std::uint32_t(stacks.size())))).item;
    hero.inventory.remove(id);
    const TileMap &map = ls.level.map;
    std::optional<Point> shore;
    for (int r = 1; r <= kShoreReach && !shore; ++r) {
        for (int y = hero.pos.y - r; y <= hero.pos.y + r && !shore; ++y) {
            for (int x = hero.pos.x - r; x <= hero.pos.x + r && !shore; ++x) {
                const Point c{x, y};
                if (chebyshev(c, hero.pos) == r && map.at(c) == Tile::Floor)
                    shore = c;
            }
        }
    }
    if (shore)
        ls.items.append({id, 1, *shore});
    log(LogEntry::floatsAway(id, !shore));
}

} // namespace pd
