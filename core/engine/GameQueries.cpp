#include "engine/Doors.h"
#include "engine/Game.h"
#include "engine/Terrain.h"

#include "data/Pack.h"
#include "rpg/Spells.h"

#include <algorithm>

namespace pd {

std::vector<Point> Game::travelPath(Point target) const {
    const LevelState &ls = m_state.current();
    const TileMap &map = ls.level.map;
    if (isOver() || m_state.battle || !map.inBounds(target) || !map.passable(target) ||
        !ls.isExplored(target) || target == m_state.hero.pos)
        return {};
    // A travel keeps off deep water, lava and chasms (engine/Terrain.h): into those, step by hand.
    TileMap dry;
    std::vector<Point> path = m_paths->find(terrain::walkMap(map, dry), m_state.hero.pos, target,
                                            m_pack.ruleset.movement, nullptr);
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Point p = path[i];
        const int chest = ls.chestAt(p);
        const bool monster = ls.actorAt(p) >= 0 && isVisible(p);
        if (monster || (chest >= 0 && !ls.chests[chest].opened)) {
            path.resize(i);
            break;
        }
    }
    return path;
}

std::vector<Point> Game::aimLine(Point at) const {
    const LevelState &ls = m_state.current();
    const HeroState &hero = m_state.hero;
    if (isOver() || at == hero.pos || !ls.level.map.inBounds(at) || !isVisible(at))
        return {};
    if (m_pack.ruleset.movement == 4 && at.x != hero.pos.x && at.y != hero.pos.y)
        return {};
    const ItemRecord *weapon =
        hero.rangedInHand ? m_pack.item(hero.equipment.worn(ItemRecord::Slot::Ranged)) : nullptr;
    const int range = weapon ? std::max(1, weapon->range) : 1000;
    std::vector<Point> line = missileLine(at, range);
    Point p = hero.pos;
    TileMap shut; // a shut door stops a missile like a wall (engine/Doors.h)
    const TileMap &sight = doors::sightMap(ls, m_pack.ruleset, hero.pos, shut);
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto d = directionBetween(p, line[i]);
        if (!d || !canStep(sight, p, *d, 8)) {
            line.resize(i);
            break;
        }
        p = line[i];
        if (ls.actorAt(p) >= 0 && isVisible(p)) {
            line.resize(i + 1);
            break;
        }
    }
    return line;
}

std::optional<LogEntry> Game::refusal(const Command &command) const {
    // submit's answer: whether the command is taken is settled before the world's turns.
    Game trial(*this);
    trial.m_refusal.reset();
    const Command played = command.kind == Command::Kind::Act ? actCommand() : command;
    if (trial.play(played, false))
        return std::nullopt;
    return trial.m_refusal.value_or(LogEntry{});
}

Command Game::actCommand() const {
    if (m_state.battle)
        return Command::of(Command::Kind::Attack);
    const LevelState &ls = level();
    const HeroState &hero = m_state.hero;
    for (int i = 0; i < 8; ++i) {
        const Direction d = Direction((int(hero.facing) + i) % 8);
        const int c = ls.chestAt(hero.pos + offset(d));
        if (c >= 0 && !ls.chests[c].opened)
            return {Command::Kind::Interact, d, {}, {}};
    }
    const Tile here = ls.level.map.at(hero.pos);
    if (here == Tile::StairsDown)
        return Command::of(Command::Kind::Descend);
    if (here == Tile::StairsUp)
        return Command::of(Command::Kind::Climb);
    return {Command::Kind::Interact, hero.facing, {}, {}};
}

Point Game::aimStart() const {
    const bool fourWay = m_pack.ruleset.movement == 4;
    const Point hero = m_state.hero.pos;
    std::optional<Point> best;
    int bestDistance = 0;
    for (const Actor &a : level().actors) {
        if (!isVisible(a.pos) || (fourWay && a.pos.x != hero.x && a.pos.y != hero.y))
            continue;
        const int d = std::max(std::abs(a.pos.x - hero.x), std::abs(a.pos.y - hero.y));
        if (!best || d < bestDistance) {
            best = a.pos;
            bestDistance = d;
        }
    }
    if (best)
        return *best;
    const Direction facing = m_state.hero.facing;
    return hero + offset(fourWay && isDiagonal(facing) ? Direction::S : facing);
}

} // namespace pd

namespace pd {

QList<Blow> Game::lastBlows(int n) const {
    const QList<Blow> &all = m_recap.blows;
    const qsizetype keep = std::clamp<qsizetype>(n, 0, all.size());
    return all.mid(all.size() - keep);
}

RunReport Game::runReport() const {
    RunReport r;
    for (auto it = m_recap.kills.cbegin(); it != m_recap.kills.cend(); ++it)
        r.kills.append({it.key(), it.value()});
    // Most first; the map's order (by id) among equals.
    std::stable_sort(r.kills.begin(), r.kills.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    r.identified = m_recap.identified;
    // Learned: open now, and not to a hero with no element points (as every hero starts).
    Combatant fresh = m_state.hero.stats;
    fresh.elementPoints.fill(0);
    for (const SpellRecord *spell : heroSpells(m_state.hero.stats, m_pack))
        if (!isUnlocked(*spell, fresh, m_pack.ruleset))
            r.spells.append(spell->id);
    r.deepest = m_state.deepest;
    r.depth = m_state.depth;
    r.turns = m_state.turn;
    r.gold = m_state.hero.gold;
    bool treasure = false;
    for (const ItemRecord &item : m_pack.items)
        treasure = treasure || item.kind == ItemRecord::Kind::Treasure;
    r.hasGold = r.gold > 0 || (m_pack.ruleset.health == Ruleset::Health::Hp && treasure);
    return r;
}

} // namespace pd
