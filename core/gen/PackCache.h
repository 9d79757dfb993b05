#pragma once

#include "data/GeneratorSettings.h"
#include "tables/CompiledTables.h"

#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace pd {

class Pack;
struct RoomValue;

// What making levels needs of a pack, worked out once per pack content and shared by every
// Dungeon and thread: the compiled tables, generator settings read once per (value, depth) and
// table values as rooms read them.
// A Dungeon lives for one run, often one level (batches, benchmarks), so this outlives it.
class PackCache {
public:
    // The cache for the pack's current tables and items. Entries are told apart by the shared
    // data of those lists, which each entry keeps a reference to: the same data means the same
    // content (a list that changes gets data of its own), whatever address the Pack has.
    static std::shared_ptr<const PackCache> of(const Pack &pack);

    explicit PackCache(const Pack &pack);
    ~PackCache();

    const CompiledTables &tables() const { return m_tables; }
    // GeneratorSettings::fromJson of a Value leaf at a depth; false with the errors when the
    // settings are invalid (`out` then holds what was read, as fromJson leaves it).
    bool settings(int leaf, int depth, GeneratorSettings &out, QString *error) const;
    // RoomValue::read of a leaf's value, read once; leaf -1 gives the reading of no value.
    const RoomValue &roomValue(int leaf) const;

private:
    bool isFor(const Pack &pack) const;

    struct Settings {
        GeneratorSettings settings;
        QString error;
    };

    CompiledTables m_tables;
    QList<RandomTable> m_tableData; // held so that their data identifies this entry
    QList<ItemRecord> m_itemData;
    mutable std::mutex m_mutex;
    mutable std::map<std::pair<int, int>, Settings> m_settings;         // (leaf, depth)
    mutable std::vector<std::unique_ptr<const RoomValue>> m_roomValues; // per leaf, when read
};

} // namespace pd
