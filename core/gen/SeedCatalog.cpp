#include "SeedCatalog.h"

#include "engine/Versions.h"

#include "data/Pack.h"
#include "data/PackLoader.h"
#include "gen/Dungeon.h"
#include "random/Rng.h"

#include <QMap>

namespace pd {

QString seedCatalog(const Pack &pack, const QString &packName, int firstSeed, int lastSeed,
                    int maxDepth) {
    QString out;
    out += QStringLiteral("# Permadungeon seed catalog: data/%1 (%2 %3)\n")
               .arg(packName, pack.manifest.id, pack.manifest.version.toString());
    out += QStringLiteral("# generators: rooms v%1, caves v%2, maze v%3 (walk v%4), chambers v%5; "
                          "RNG v%6; rules v%7; pack generatorVersion %8\n")
               .arg(kRoomsVersion)
               .arg(kCavesVersion)
               .arg(kMazeVersion)
               .arg(kMazeWalkVersion)
               .arg(kChambersVersion)
               .arg(Rng::kVersion)
               .arg(kRulesVersion)
               .arg(kGeneratorVersion);
    out +=
        QStringLiteral("# Regenerate on purpose with: cmake --build build --target seed-catalog\n");
    const int depths = std::min(maxDepth, pack.ruleset.depth);
    for (int seed = firstSeed; seed <= lastSeed; ++seed) {
        Dungeon dungeon(pack, std::uint64_t(seed));
        for (int depth = 1; depth <= depths; ++depth) {
            QString error;
            const Level level = dungeon.level(depth, &error);
            out += QStringLiteral("\nseed %1 depth %2: ").arg(seed).arg(depth);
            if (!error.isEmpty()) {
                out += QStringLiteral("error: %1\n").arg(error);
                continue;
            }
            out += QStringLiteral("%1 %2x%3 hash %4\n")
                       .arg(level.generator)
                       .arg(level.width())
                       .arg(level.height())
                       .arg(level.hash());
            auto pt = [](Point p) { return QStringLiteral("%1,%2").arg(p.x).arg(p.y); };
            out += QStringLiteral("  arrival %1").arg(pt(level.arrival));
            if (level.stairsUp)
                out += QStringLiteral("  up %1").arg(pt(*level.stairsUp));
            if (level.stairsDown)
                out += QStringLiteral("  down %1").arg(pt(*level.stairsDown));
            out += u'\n';
            if (!level.rooms.isEmpty()) {
                QStringList rooms;
                for (const RoomInfo &r : level.rooms)
                    rooms << QStringLiteral("%1x%2@%3,%4%5")
                                 .arg(r.bounds.width)
                                 .arg(r.bounds.height)
                                 .arg(r.bounds.x)
                                 .arg(r.bounds.y)
                                 .arg(r.shape == QLatin1String("rectangle") ? QString()
                                                                            : u' ' + r.shape);
                out += QStringLiteral("  rooms %1: %2\n")
                           .arg(rooms.size())
                           .arg(rooms.join(QStringLiteral("; ")));
            }
            QMap<int, QStringList> byKind;
            for (const LevelEntity &e : level.entities)
                byKind[int(e.kind)] << QStringLiteral("%1%2@%3").arg(
                    e.quantity > 1 ? QString::number(e.quantity) + u'x' : QString(), e.id,
                    pt(e.at));
            for (auto it = byKind.constBegin(); it != byKind.constEnd(); ++it)
                out += QStringLiteral("  %1s %2: %3\n")
                           .arg(LevelEntity::kindName(LevelEntity::Kind(it.key())))
                           .arg(it.value().size())
                           .arg(it.value().join(QStringLiteral(" ")));
        }
    }
    return out;
}

} // namespace pd
