#pragma once

// A copy of a pack whose hero starts with the given kit (item id, count) instead of the pack's
// own starting inventory: how the engine tests of issue 32's systems hand the hero what a test
// needs. `calm` also takes the monsters' characters away, so no battle character (rage, cowardice)
// changes what a test counts.

#include "data/Pack.h"

#include <QList>
#include <utility>

namespace pd::test {

inline Pack withKit(Pack pack, const QList<std::pair<const char *, int>> &items,
                    bool calm = false) {
    pack.ruleset.inventory.clear();
    for (const auto &[id, count] : items)
        pack.ruleset.inventory.append({QLatin1String(id), count, {}});
    if (calm)
        for (MonsterRecord &m : pack.monsters)
            m.characters = false;
    return pack;
}

} // namespace pd::test
