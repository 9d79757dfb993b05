#include "PackCache.h"

#include "data/Pack.h"
#include "gen/ChambersGenerator.h"

#include <algorithm>
#include <vector>

namespace pd {

namespace {
// Packs in use at once: the game's, an editor's copy being changed, a test's few.
constexpr std::size_t kCachedPacks = 8;
} // namespace

PackCache::PackCache(const Pack &pack)
    : m_tables(pack)
    , m_tableData(pack.tables)
    , m_itemData(pack.items)
    , m_roomValues(std::size_t(m_tables.leafCount())) {}

PackCache::~PackCache() = default;

bool PackCache::isFor(const Pack &pack) const {
    return pack.tables.constData() == m_tableData.constData() &&
           pack.tables.size() == m_tableData.size() &&
           pack.items.constData() == m_itemData.constData() &&
           pack.items.size() == m_itemData.size();
}

std::shared_ptr<const PackCache> PackCache::of(const Pack &pack) {
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const PackCache>> recent; // most recently used first
    {
        const std::lock_guard<std::mutex> lock(mutex);
        for (std::size_t i = 0; i < recent.size(); ++i)
            if (recent[i]->isFor(pack)) {
                std::rotate(recent.begin(), recent.begin() + std::ptrdiff_t(i),
                            recent.begin() + std::ptrdiff_t(i) + 1);
                return recent.front();
            }
    }
    auto made = std::make_shared<const PackCache>(pack);
    const std::lock_guard<std::mutex> lock(mutex);
    recent.insert(recent.begin(), made);
    if (recent.size() > kCachedPacks)
        recent.pop_back();
    return made;
}

bool PackCache::settings(int leaf, int depth, GeneratorSettings &out, QString *error) const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    auto it = m_settings.find({leaf, depth});
    if (it == m_settings.end()) {
        Settings s;
        Diagnostics diagnostics;
        JsonContext context(QStringLiteral("generator settings"), diagnostics);
        JsonObjectReader reader(context, m_tables.leaf(leaf).value, QString());
        s.settings = GeneratorSettings::fromJson(reader, depth);
        if (diagnostics.hasErrors())
            s.error = diagnostics.toStringList().join(QStringLiteral("; "));
        it = m_settings.emplace(std::make_pair(leaf, depth), std::move(s)).first;
    }
    out = it->second.settings;
    if (it->second.error.isEmpty())
        return true;
    if (error)
        *error = it->second.error;
    return false;
}

const RoomValue &PackCache::roomValue(int leaf) const {
    if (leaf < 0) {
        static const RoomValue none = RoomValue::read(QJsonValue(QJsonValue::Undefined));
        return none;
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    std::unique_ptr<const RoomValue> &slot = m_roomValues[std::size_t(leaf)];
    if (!slot)
        slot = std::make_unique<const RoomValue>(RoomValue::read(m_tables.leaf(leaf).value));
    return *slot;
}

} // namespace pd
