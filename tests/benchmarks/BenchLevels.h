#pragma once

// Big levels for the benchmarks that time the engine and the Game tab on the same ground: a
// cave from the project's generator with hundreds of monsters, and the pack they come from.
#include "data/PackLoader.h"
#include "engine/Game.h"
#include "engine/MonsterAi.h"
#include "gen/CavesGenerator.h"
#include "random/Rng.h"

#include <QStringList>
#include <climits>

namespace pd::bench {

inline Pack loadClassic() {
    Diagnostics d;
    Pack p = PackLoader::load(QStringLiteral(PD_SOURCE_DATA_DIR "/classic"), d);
    if (d.hasErrors())
        qFatal("classic does not load: %s", qPrintable(d.toStringList().join(u'\n')));
    return p;
}

// Classic, with a hero who outlives any number of turns (so that every timed turn is a real
// one) and a wandering goblin: classic's monsters chase, shoot, swarm and patrol but none
// wanders.
inline Pack benchPack() {
    Pack p = loadClassic();
    p.ruleset.heroStats[Stat::Hp] = 1000000000000;
    MonsterRecord wanderer = *p.monster(QStringLiteral("goblin"));
    wanderer.id = QStringLiteral("goblin-wanderer");
    wanderer.ai = MonsterRecord::Ai::Wander;
    p.monsters.append(wanderer);
    p.rebuildIndex();
    return p;
}

// The mix of monsters on the benchmark levels: chase, ranged, swarm and wander.
inline const QStringList &monsterMix() {
    static const QStringList ids{QStringLiteral("goblin"),        QStringLiteral("zombie"),
                                 QStringLiteral("goblin-archer"), QStringLiteral("cave-rat"),
                                 QStringLiteral("ghoul"),         QStringLiteral("goblin-wanderer"),
                                 QStringLiteral("goblin-leader"), QStringLiteral("cave-rat")};
    return ids;
}

// A cave from the project's generator, the hero on the floor cell nearest the middle and
// `monsters` monsters on other free floor cells, spread at random.
inline Level caveLevel(int width, int height, int monsters, std::uint64_t seed) {
    CavesSettings settings;
    settings.width = width;
    settings.height = height;
    Rng rng = Rng::forStream(seed, u"bench-engine-cave");
    Level level = generateCaves(settings, rng);
    const TileMap &map = level.map;
    QList<Point> floor;
    Point middle{width / 2, height / 2}, hero = level.arrival;
    int best = INT_MAX;
    for (int i = 0; i < map.size(); ++i) {
        const Point p = map.point(i);
        if (map.at(p) != Tile::Floor)
            continue;
        floor.append(p);
        const int d = chebyshev(p, middle);
        if (d < best) {
            best = d;
            hero = p;
        }
    }
    level.arrival = hero;
    for (qsizetype i = floor.size() - 1; i > 0; --i) // Fisher-Yates with the game's RNG
        floor.swapItemsAt(i, qsizetype(rng.below(std::uint32_t(i + 1))));
    const QStringList &mix = monsterMix();
    for (const Point &p : floor) {
        if (level.entities.size() >= monsters)
            break;
        if (p == hero)
            continue;
        LevelEntity e;
        e.kind = LevelEntity::Kind::Monster;
        e.id = mix[level.entities.size() % mix.size()];
        e.at = p;
        level.entities.append(e);
    }
    if (level.entities.size() != monsters)
        qFatal("the cave has room for only %lld monsters", qint64(level.entities.size()));
    return level;
}

// Paces back and forth between two floor cells beside the arrival until the swarms wake
// (MonsterAi::kSwarmAfter steps). False when the hero has nowhere to pace.
inline bool wakeSwarms(Game &game) {
    const TileMap &map = game.level().level.map;
    const Point start = game.state().hero.pos;
    std::optional<Direction> there;
    for (Direction d : kDirections) {
        if (!there && canStep(map, start, d, 8) && canStep(map, start + offset(d), reverse(d), 8))
            there = d;
    }
    if (!there)
        return false;
    for (int i = 0; game.level().heroSteps < MonsterAi::kSwarmAfter && i < 1000; ++i)
        game.submit(Command::move(i % 2 ? reverse(*there) : *there));
    game.takeEvents();
    return game.level().heroSteps >= MonsterAi::kSwarmAfter;
}

} // namespace pd::bench
