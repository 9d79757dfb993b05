#include "WhereFrom.h"

#include "data/Pack.h"
#include "data/Vault.h"
#include "dice/DiceDistribution.h"
#include "json/JsonObjectReader.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <functional>

namespace pd {

QString WhereSource::kindKey(Kind k) {
    switch (k) {
    case Kind::Table:
        return QStringLiteral("table");
    case Kind::Band:
        return QStringLiteral("band");
    case Kind::ChestLoot:
        return QStringLiteral("chest-loot");
    case Kind::ChestMimic:
        return QStringLiteral("chest-mimic");
    case Kind::ChestTrap:
        return QStringLiteral("chest-trap");
    case Kind::ChestGuard:
        return QStringLiteral("chest-guard");
    case Kind::Trophy:
        return QStringLiteral("trophy");
    case Kind::StartingInventory:
        return QStringLiteral("starting-inventory");
    case Kind::WinItem:
        return QStringLiteral("win-item");
    case Kind::VaultItem:
        return QStringLiteral("vault-item");
    case Kind::VaultStock:
        return QStringLiteral("vault-stock");
    case Kind::VaultMonster:
        return QStringLiteral("vault-monster");
    case Kind::VaultKey:
        return QStringLiteral("vault-key");
    }
    return {};
}

QString WhereSource::roleKey(Role r) {
    switch (r) {
    case Role::None:
        return {};
    case Role::Monsters:
        return QStringLiteral("monsters");
    case Role::Items:
        return QStringLiteral("items");
    case Role::Traps:
        return QStringLiteral("traps");
    case Role::Chests:
        return QStringLiteral("chests");
    case Role::Chips:
        return QStringLiteral("chips");
    case Role::Vaults:
        return QStringLiteral("vaults");
    }
    return {};
}

namespace {

using SourceKind = WhereSource::Kind;
using SourceRole = WhereSource::Role;

void forEachResult(const TableResult &r, const std::function<void(const TableResult &)> &f) {
    f(r);
    for (const TableResult &item : r.items)
        forEachResult(item, f);
}

// A band's tables that Dungeon::populate rolls its count of times, in its order.
struct BandTable {
    SourceRole role;
    QString table;
    DiceField count;
};

QList<BandTable> rolledTables(const Ruleset::Band &b) {
    return {{SourceRole::Monsters, b.monsters, b.monsterCount},
            {SourceRole::Items, b.items, b.itemCount},
            {SourceRole::Traps, b.traps, b.trapCount},
            {SourceRole::Chips, b.chips, b.chipCount}};
}

BandTable rolledTable(const Ruleset::Band &b, SourceRole role) {
    for (const BandTable &bt : rolledTables(b))
        if (bt.role == role)
            return bt;
    return {SourceRole::None, QString(), DiceField()};
}

const LeafOdds *leafIn(const TableOddsReport &r, const QString &key) {
    for (const LeafOdds &l : r.leaves)
        if (l.key == key)
            return &l;
    return nullptr;
}

// The ways below one result, before the step of its row is put in front.
struct Partial {
    QList<int> elements;
    WherePath path;
};

struct Ways {
    QList<WherePath> paths;
    bool complete = true;
};

// Chests of one loot table that a band's levels get from one place.
struct ChestGroup {
    SourceRole role;
    QString loot;
    QStringList valueKeys; // the {"chest": loot} results counted (Items, Traps, Chips)
};

class SourceFinder {
public:
    SourceFinder(const Pack &pack, TableResult::Kind kind, const QString &id,
                 const WhereFrom::Options &options)
        : m_pack(pack)
        , m_kind(kind)
        , m_id(id)
        , m_key(TableResult::kindKey(kind) + u' ' + id)
        , m_options(options) {}

    void run(WhereFromReport &report) {
        findGivingTables();
        const Ruleset &rules = m_pack.ruleset;
        for (int d = 1; d <= rules.depth; ++d) {
            const Ruleset::Band *band = rules.bandFor(d);
            for (int b = 0; band && b < rules.bands.size(); ++b)
                if (&rules.bands.at(b) == band)
                    m_depthsOfBand[b] << d;
        }
        m_pTrapped = rules.chestTrap.isEmpty()
                         ? Rational(0)
                         : Rational(std::clamp(rules.chestTrappedPercent, 0, 100)) / Rational(100);
        m_pMimic = rules.chestMimic.isEmpty()
                       ? Rational(0)
                       : (Rational(1) - m_pTrapped) *
                             Rational(std::clamp(rules.chestMimicPercent, 0, 100)) / Rational(100);

        if (!computeOdds())
            return finish(report);
        for (const RandomTable &t : m_pack.tables) {
            if (m_pack.table(t.id) == &t && m_giving.contains(t.id))
                addTableSource(t);
            if (!step())
                return finish(report);
        }
        for (auto it = m_depthsOfBand.constBegin(); it != m_depthsOfBand.constEnd(); ++it) {
            addBandSources(it.key(), it.value());
            if (!step() || !m_error.isEmpty())
                return finish(report);
        }
        addRecordSources();
        finish(report);
    }

private:
    bool gives(const TableResult &r) const { return r.kind == m_kind && r.ref == m_id; }

    // Tables that name the thing or reach a table that does (whatever the odds): the only ones
    // whose odds and ways matter.
    void findGivingTables() {
        QHash<QString, QStringList> referencedBy;
        QStringList queue;
        for (const RandomTable &t : m_pack.tables) {
            if (m_pack.table(t.id) != &t)
                continue; // a later table of the same id is never rolled
            bool direct = false;
            for (const TableRow &row : t.rows) {
                forEachResult(row.result, [&](const TableResult &r) {
                    direct |= gives(r);
                    if (r.kind == TableResult::Kind::Table)
                        referencedBy[r.ref] << t.id;
                });
            }
            if (direct)
                queue << t.id;
        }
        m_giving = QSet<QString>(queue.begin(), queue.end());
        while (!queue.isEmpty()) {
            const QString id = queue.takeLast();
            for (const QString &by : referencedBy.value(id)) {
                if (!m_giving.contains(by)) {
                    m_giving.insert(by);
                    queue << by;
                }
            }
        }
    }

    bool chestsMatter() const {
        const Ruleset &rules = m_pack.ruleset;
        return m_kind == TableResult::Kind::Item ||
               (m_kind == TableResult::Kind::Monster && m_id == rules.chestMimic) ||
               (m_kind == TableResult::Kind::Trap && m_id == rules.chestTrap);
    }

    bool guardsMatter(const Ruleset::Band &b) const {
        return m_kind == TableResult::Kind::Monster && m_giving.contains(b.monsters) &&
               !b.chests.isEmpty();
    }

    // Odds of every table that gives the thing, of the band tables whose chests may, and of the
    // generator tables that may make a maze, with one memo.
    bool computeOdds() {
        QStringList ids;
        QSet<QString> listed;
        auto add = [&](const QString &id) {
            if (!id.isEmpty() && m_pack.table(id) && !listed.contains(id)) {
                listed.insert(id);
                ids << id;
            }
        };
        for (const RandomTable &t : m_pack.tables)
            if (m_giving.contains(t.id))
                add(t.id);
        for (auto it = m_depthsOfBand.constBegin(); it != m_depthsOfBand.constEnd(); ++it) {
            const Ruleset::Band &b = m_pack.ruleset.bands.at(it.key());
            // Only tables that can make chests: a broken table that cannot stays out of it.
            if (chestsMatter())
                for (const BandTable &bt : rolledTables(b))
                    if (bt.role != SourceRole::Monsters && !chestValues(bt.table).isEmpty())
                        add(bt.table);
            if (guardsMatter(b))
                add(b.generator);
            if (vaultsOn(b))
                for (const BandVault &v : vaultsOf(it.key()))
                    if (vaultGives(v.vault)) {
                        add(b.vaults);
                        break;
                    }
        }
        m_extra = int(m_pack.tables.size() + m_depthsOfBand.size());
        TableOddsOptions options;
        options.depth = m_options.depth;
        options.outcomes = false;
        options.progress = [this](int done, int total) {
            m_oddsTotal = total;
            m_done = done;
            return report();
        };
        const QList<TableOddsReport> reports = TableOdds(m_pack).compute(ids, options);
        if (m_cancelled)
            return false;
        m_done = m_oddsTotal;
        for (const TableOddsReport &r : reports) {
            if (!r.error.isEmpty()) {
                m_error = QStringLiteral("table \"%1\": %2").arg(r.table, r.error);
                return false;
            }
            m_odds.insert(r.table, r);
        }
        return true;
    }

    // A table's odds at a band's depth: computed again only when its counts use depth.
    const TableOddsReport *oddsAt(const QString &table, int depth) {
        const auto base = m_odds.constFind(table);
        if (base == m_odds.constEnd())
            return nullptr;
        if (!base->usesDepth)
            return &*base;
        auto &atDepth = m_oddsAt[depth];
        if (auto it = atDepth.constFind(table); it != atDepth.constEnd())
            return &*it;
        TableOddsOptions options;
        options.depth = depth;
        options.outcomes = false;
        options.progress = [this](int, int) { return report(); };
        const TableOddsReport r = TableOdds(m_pack).compute(table, options);
        if (!r.error.isEmpty() && !r.cancelled)
            m_error =
                QStringLiteral("table \"%1\" at depth %2: %3").arg(table).arg(depth).arg(r.error);
        return &*atDepth.insert(table, r);
    }

    // A band's count at one depth as Dungeon::populate rolls it: DiceField::atDepth, which takes
    // a count that does not parse there for 0, and max(0, count).
    static DiceDistribution countAt(const DiceField &count, int depth) {
        const DiceDistribution d = TableOdds::countDistribution(count, depth, nullptr);
        return d.isValid() ? d : DiceDistribution::constant(0);
    }

    // --- Tables and their ways ------------------------------------------------------------

    void addTableSource(const RandomTable &t) {
        const LeafOdds *leaf = leafIn(m_odds[t.id], m_key);
        if (!leaf || leaf->expected.isZero())
            return; // only rows that never come up lead to it
        WhereSource s;
        s.kind = SourceKind::Table;
        s.table = t.id;
        s.chance = leaf->chance;
        s.expected = leaf->expected;
        s.chanceKnown = leaf->chanceKnown;
        const Ways &ways = tableWays(t);
        s.paths = ways.paths;
        s.pathsComplete = ways.complete;
        m_sources << s;
    }

    const Ways &tableWays(const RandomTable &t) {
        if (auto it = m_ways.constFind(t.id); it != m_ways.constEnd())
            return *it;
        Ways ways;
        // TableOdds found no cycle among these tables; this only keeps a broken pack from
        // recursing for ever.
        if (!m_walking.contains(t.id)) {
            m_walking.insert(t.id);
            const TableOddsReport &odds = m_odds[t.id];
            for (int i = 0; i < t.rows.size() && i < odds.rows.size(); ++i) {
                const Rational &p = odds.rows.at(i).probability;
                if (p.isZero())
                    continue;
                QList<Partial> parts;
                resultWays(t.rows.at(i).result, parts, ways.complete);
                for (Partial &part : parts) {
                    if (ways.paths.size() >= WhereFrom::kMaxPaths) {
                        ways.complete = false;
                        break;
                    }
                    part.path.steps.prepend(WhereStep{t.id, i, part.elements});
                    part.path.chance = p * part.path.chance;
                    part.path.expected = p * part.path.expected;
                    ways.paths << part.path;
                }
            }
            m_walking.remove(t.id);
        }
        return *m_ways.insert(t.id, ways);
    }

    void resultWays(const TableResult &res, QList<Partial> &out, bool &complete) {
        out.clear();
        switch (res.kind) {
        case TableResult::Kind::Table:
            if (const RandomTable *sub = m_pack.table(res.ref); sub && m_giving.contains(res.ref)) {
                const Ways &below = tableWays(*sub);
                complete &= below.complete;
                for (const WherePath &p : below.paths)
                    out << Partial{{}, p};
            }
            break;
        case TableResult::Kind::List:
            for (int j = 0; j < res.items.size(); ++j) {
                QList<Partial> parts;
                resultWays(res.items.at(j), parts, complete);
                for (Partial &p : parts) {
                    p.elements.prepend(j);
                    out << p;
                }
            }
            break;
        default:
            if (gives(res)) {
                Partial p;
                p.path.chance = Rational(1);
                p.path.expected = Rational(1);
                out << p;
            }
            break;
        }
        if (!res.hasCount() || out.isEmpty())
            return;
        // TableOdds computed this count already; an invalid one stopped it.
        const DiceDistribution c =
            TableOdds::countDistribution(res.count, m_options.depth, nullptr);
        if (!c.isValid())
            return;
        const Rational mean = c.mean();
        for (Partial &p : out) {
            p.path.expected = p.path.expected * mean;
            const std::optional<Rational> chance = TableOdds::atLeastOnce(c, p.path.chance);
            p.path.chanceKnown &= chance.has_value();
            if (chance)
                p.path.chance = *chance;
        }
    }

    // --- Bands -------------------------------------------------------------------------

    // Per depth: `rolls` times a roll that gives it with (chance, expected) each.
    static WhereDepth levelOdds(int depth, const DiceDistribution &rolls,
                                const Rational &rollChance, const Rational &rollExpected,
                                bool rollChanceKnown) {
        WhereDepth w;
        w.depth = depth;
        w.rolls = rolls.mean();
        w.rollChance = rollChance;
        w.rollExpected = rollExpected;
        w.expected = w.rolls * rollExpected;
        w.rollChanceKnown = rollChanceKnown;
        const std::optional<Rational> chance = TableOdds::atLeastOnce(rolls, rollChance);
        w.chanceKnown = rollChanceKnown && chance.has_value();
        w.chance = chance.value_or(Rational(0));
        return w;
    }

    static bool anyExpected(const QList<WhereDepth> &depths) {
        for (const WhereDepth &d : depths)
            if (!d.expected.isZero())
                return true;
        return false;
    }

    void addBandSources(int bandIndex, const QList<int> &depths) {
        const Ruleset::Band &band = m_pack.ruleset.bands.at(bandIndex);
        // Dungeon::populate places only monsters from the monster table; from the others,
        // monsters, traps and items (chips are items).
        for (const BandTable &bt : rolledTables(band)) {
            if (bt.table.isEmpty() || !m_giving.contains(bt.table))
                continue;
            if (bt.role == SourceRole::Monsters && m_kind != TableResult::Kind::Monster)
                continue;
            WhereSource s;
            s.kind = SourceKind::Band;
            s.role = bt.role;
            s.table = bt.table;
            s.band = bandIndex;
            for (int d : depths) {
                const TableOddsReport *odds = oddsAt(bt.table, d);
                if (!odds || !m_error.isEmpty())
                    return;
                const LeafOdds *leaf = leafIn(*odds, m_key);
                s.depths << levelOdds(d, countAt(bt.count, d), leaf ? leaf->chance : Rational(0),
                                      leaf ? leaf->expected : Rational(0),
                                      !leaf || leaf->chanceKnown);
            }
            addPerRoll(s);
            if (anyExpected(s.depths))
                m_sources << s;
        }
        if (chestsMatter())
            addChestSources(bandIndex, depths);
        if (guardsMatter(band))
            addGuardSource(bandIndex, depths);
        if (vaultsOn(band))
            addVaultSources(bandIndex, depths);
    }

    // The source's per-roll odds are those at the band's first depth.
    static void addPerRoll(WhereSource &s) {
        if (s.depths.isEmpty())
            return;
        s.chance = s.depths.first().rollChance;
        s.expected = s.depths.first().rollExpected;
        s.chanceKnown = s.depths.first().rollChanceKnown;
    }

    // Calls `onValue` for every value result a table can give, through its nested tables (each
    // table once).
    template <typename F>
    void forEachValueThrough(const QString &tableId, F onValue) {
        QSet<QString> seen;
        QStringList stack{tableId};
        while (!stack.isEmpty()) {
            const RandomTable *t = m_pack.table(stack.takeLast());
            if (!t || seen.contains(t->id))
                continue;
            seen.insert(t->id);
            for (const TableRow &row : t->rows)
                forEachResult(row.result, [&](const TableResult &r) {
                    if (r.kind == TableResult::Kind::Table)
                        stack << r.ref;
                    if (r.kind == TableResult::Kind::Value && r.value.isObject())
                        onValue(r);
                });
        }
    }

    // {"chest": id} values a table can give, by leaf key, through its nested tables.
    QList<std::pair<QString, QString>> chestValues(const QString &tableId) {
        QList<std::pair<QString, QString>> out;
        forEachValueThrough(tableId, [&](const TableResult &r) {
            if (!r.value.toObject().contains(QStringLiteral("chest")))
                return;
            const std::pair<QString, QString> v{
                r.leafKey(), r.value.toObject().value(QStringLiteral("chest")).toString()};
            if (!out.contains(v))
                out << v;
        });
        return out;
    }

    void addChestSources(int bandIndex, const QList<int> &depths) {
        const Ruleset::Band &band = m_pack.ruleset.bands.at(bandIndex);
        QList<ChestGroup> groups;
        if (!band.chests.isEmpty())
            groups << ChestGroup{SourceRole::Chests, band.chests, {}};
        for (const BandTable &bt : rolledTables(band)) {
            if (bt.role == SourceRole::Monsters || bt.table.isEmpty() || !m_pack.table(bt.table))
                continue;
            for (const auto &value : chestValues(bt.table)) {
                // (named copies: clang 14 cannot capture a structured binding)
                const QString &key = value.first;
                const QString &loot = value.second;
                auto it = std::find_if(groups.begin(), groups.end(), [&](const ChestGroup &g) {
                    return g.role == bt.role && g.loot == loot;
                });
                if (it == groups.end())
                    groups << ChestGroup{bt.role, loot, {key}};
                else
                    it->valueKeys << key;
            }
        }
        const Rational opened = Rational(1) - m_pMimic;
        for (const ChestGroup &g : groups) {
            const RandomTable *loot = m_pack.table(g.loot);
            WhereSource s;
            s.band = bandIndex;
            s.role = g.role;
            s.table = g.loot;
            if (m_kind == TableResult::Kind::Item) {
                // A chest's loot is rolled when it is opened, and a mimic has none.
                if (!loot || !m_giving.contains(g.loot))
                    continue;
                s.kind = SourceKind::ChestLoot;
            } else if (m_kind == TableResult::Kind::Monster) {
                if (m_pMimic.isZero() || !m_pack.monster(m_id))
                    continue;
                s.kind = SourceKind::ChestMimic;
            } else {
                if (m_pTrapped.isZero() || !m_pack.trap(m_id))
                    continue;
                s.kind = SourceKind::ChestTrap;
            }
            for (int d : depths) {
                Rational perChest, perChestExpected;
                bool known = true;
                if (s.kind == SourceKind::ChestLoot) {
                    const TableOddsReport *odds = oddsAt(g.loot, d);
                    if (!odds || !m_error.isEmpty())
                        return;
                    const LeafOdds *leaf = leafIn(*odds, m_key);
                    perChest = leaf ? opened * leaf->chance : Rational(0);
                    perChestExpected = leaf ? opened * leaf->expected : Rational(0);
                    known = !leaf || leaf->chanceKnown;
                } else {
                    perChest = perChestExpected =
                        s.kind == SourceKind::ChestMimic ? m_pMimic : m_pTrapped;
                }
                if (g.role == SourceRole::Chests) {
                    s.depths << levelOdds(d, countAt(band.chestCount, d), perChest,
                                          perChestExpected, known);
                    continue;
                }
                // Chests from values: how many a level gets is known on average only.
                const BandTable bt = rolledTable(band, g.role);
                const TableOddsReport *odds = oddsAt(bt.table, d);
                if (!odds || !m_error.isEmpty())
                    return;
                Rational chestsPerRoll;
                for (const QString &key : g.valueKeys)
                    if (const LeafOdds *leaf = leafIn(*odds, key))
                        chestsPerRoll = chestsPerRoll + leaf->expected;
                WhereDepth w;
                w.depth = d;
                w.rolls = countAt(bt.count, d).mean() * chestsPerRoll;
                w.rollChance = perChest;
                w.rollExpected = perChestExpected;
                w.expected = w.rolls * perChestExpected;
                w.rollChanceKnown = known;
                w.chanceKnown = false;
                s.depths << w;
            }
            addPerRoll(s);
            if (anyExpected(s.depths))
                m_sources << s;
        }
    }

    // Dungeon::populate, in a maze: a chest whose guard finds no monster left rolls the band's
    // monster table once more. How often depends on how many monsters fit, so only the
    // per-roll odds are given.
    void addGuardSource(int bandIndex, const QList<int> &depths) {
        const Ruleset::Band &band = m_pack.ruleset.bands.at(bandIndex);
        bool maze = false;
        if (const auto gen = m_odds.constFind(band.generator); gen != m_odds.constEnd()) {
            for (const QString &key : mazeSettings(band.generator)) {
                const LeafOdds *leaf = leafIn(*gen, key);
                maze |= leaf && !leaf->expected.isZero();
            }
        }
        bool chests = false;
        for (int d : depths)
            chests |= countAt(band.chestCount, d).maximum() > 0;
        if (!maze || !chests)
            return;
        WhereSource s;
        s.kind = SourceKind::ChestGuard;
        s.role = SourceRole::Monsters;
        s.table = band.monsters;
        s.band = bandIndex;
        s.perLevelKnown = false;
        for (int d : depths) {
            const TableOddsReport *odds = oddsAt(band.monsters, d);
            if (!odds || !m_error.isEmpty())
                return;
            const LeafOdds *leaf = leafIn(*odds, m_key);
            WhereDepth w;
            w.depth = d;
            w.rollChance = leaf ? leaf->chance : Rational(0);
            w.rollExpected = leaf ? leaf->expected : Rational(0);
            w.rollChanceKnown = !leaf || leaf->chanceKnown;
            w.chanceKnown = false;
            s.depths << w;
        }
        addPerRoll(s);
        if (!s.expected.isZero())
            m_sources << s;
    }

    // The leaf keys of generator settings that make a maze.
    QStringList mazeSettings(const QString &tableId) {
        QStringList out;
        forEachValueThrough(tableId, [&](const TableResult &r) {
            if (r.value.toObject().value(QStringLiteral("generator")).toString() ==
                QLatin1String("maze"))
                out << r.leafKey();
        });
        return out;
    }

    // --- Vaults -----------------------------------------------------------------------------

    // A vault a band's vault table can give (engine/Vaults.cpp: the first vault of a roll).
    struct BandVault {
        Vault vault;
        QString key;   // its leaf key in the table's odds
        QString label; // the row's text
    };

    // Vaults::place runs for a level of a band with a vault table, unless levels are made room
    // by room.
    bool vaultsOn(const Ruleset::Band &b) const {
        const Ruleset &rules = m_pack.ruleset;
        return rules.vaultChancePercent > 0 && rules.levels != Ruleset::Levels::Disposable &&
               !b.vaults.isEmpty() && m_pack.table(b.vaults);
    }

    // The vaults the band's table gives, each once, as Vaults::place reads them (one with
    // problems places nothing; the validator reports them).
    const QList<BandVault> &vaultsOf(int bandIndex) {
        if (auto it = m_bandVaults.constFind(bandIndex); it != m_bandVaults.constEnd())
            return *it;
        QList<BandVault> out;
        QSet<QString> seen;
        forEachValueThrough(m_pack.ruleset.bands.at(bandIndex).vaults, [&](const TableResult &r) {
            if (!Vault::looksLikeVault(r.value))
                return;
            const QString key = r.leafKey();
            if (seen.contains(key))
                return;
            seen.insert(key);
            Diagnostics scratch;
            JsonContext context(QStringLiteral("tables.json"), scratch);
            JsonObjectReader reader(context, r.value, QString());
            BandVault v{Vault::fromJson(reader), key, r.text};
            if (!v.vault.grid.isEmpty() && !scratch.hasErrors())
                out << v;
        });
        return *m_bandVaults.insert(bandIndex, out);
    }

    bool vaultMonsterIsRecord(const Vault &v) const { return m_pack.monster(v.monsters); }

    // Whether a vault, placed, can hold the thing.
    bool vaultGives(const Vault &v) const {
        if (m_kind == TableResult::Kind::Item)
            return (v.count(QLatin1Char('$')) > 0 && m_giving.contains(v.items)) ||
                   (v.count(QLatin1Char('S')) > 0 && m_giving.contains(v.stock)) ||
                   (v.hasLockedDoor() && m_id == m_pack.ruleset.vaultKey);
        if (m_kind == TableResult::Kind::Monster && v.count(QLatin1Char('M')) > 0)
            return vaultMonsterIsRecord(v) ? v.monsters == m_id : m_giving.contains(v.monsters);
        return false;
    }

    // Whether one roll of a table can give more than one result that `pick` takes (counted
    // safely: a count on a table or list that can give one, or a list of two that can).
    bool canGiveSeveral(const QString &tableId,
                        const std::function<bool(const TableResult &)> &pick) const {
        using Found = std::pair<bool, bool>; // (can give one, can give several)
        QHash<QString, Found> memo;
        std::function<Found(const TableResult &)> node;
        std::function<Found(const QString &)> table = [&](const QString &id) {
            if (auto it = memo.constFind(id); it != memo.constEnd())
                return *it;
            memo.insert(id, Found(false, false)); // a cycle: TableOdds reports it
            Found f(false, false);
            if (const RandomTable *t = m_pack.table(id))
                for (const TableRow &row : t->rows) {
                    const Found n = node(row.result);
                    f.first |= n.first;
                    f.second |= n.second;
                }
            memo.insert(id, f);
            return f;
        };
        node = [&](const TableResult &r) {
            Found f(false, false);
            if (r.kind == TableResult::Kind::Table) {
                f = table(r.ref);
            } else if (r.kind == TableResult::Kind::List) {
                int giving = 0;
                for (const TableResult &item : r.items) {
                    const Found n = node(item);
                    giving += n.first ? 1 : 0;
                    f.second |= n.second;
                }
                f.first = giving > 0;
                f.second |= giving > 1;
            } else {
                f.first = pick(r);
            }
            if (r.hasCount() && f.first && !r.isLeaf())
                f.second = true;
            return f;
        };
        return table(tableId).second;
    }

    // Per level of each depth, for each vault that can hold it: the ruleset's chance times the
    // chance a roll of the band's table gives the vault, then its cells' rolls.
    void addVaultSources(int bandIndex, const QList<int> &depths) {
        const Ruleset::Band &band = m_pack.ruleset.bands.at(bandIndex);
        const Ruleset &rules = m_pack.ruleset;
        const Rational perLevel =
            Rational(std::clamp(rules.vaultChancePercent, 0, 100)) / Rational(100);
        const bool severalVaults = canGiveSeveral(band.vaults, [](const TableResult &r) {
            return r.kind == TableResult::Kind::Value && Vault::looksLikeVault(r.value);
        });
        for (const BandVault &bv : vaultsOf(bandIndex)) {
            if (!vaultGives(bv.vault))
                continue;
            const Vault &v = bv.vault;
            QList<WhereSource> parts;
            auto part = [&](SourceKind kind, int cells, const QString &table) {
                WhereSource s;
                s.kind = kind;
                s.role = SourceRole::Vaults;
                s.band = bandIndex;
                s.table = table;
                s.vault = v.name.isEmpty() ? bv.label : v.name;
                s.vaultTable = band.vaults;
                s.count = cells;
                s.upperBound = severalVaults;
                parts << s;
            };
            if (m_kind == TableResult::Kind::Item) {
                auto isItem = [](const TableResult &r) {
                    return r.kind == TableResult::Kind::Item;
                };
                if (v.count(QLatin1Char('$')) > 0 && m_giving.contains(v.items)) {
                    part(SourceKind::VaultItem, v.count(QLatin1Char('$')), v.items);
                    parts.last().upperBound |= canGiveSeveral(v.items, isItem);
                }
                if (v.count(QLatin1Char('S')) > 0 && m_giving.contains(v.stock)) {
                    part(SourceKind::VaultStock, v.count(QLatin1Char('S')), v.stock);
                    parts.last().upperBound |= canGiveSeveral(v.stock, isItem);
                }
                if (v.hasLockedDoor() && m_id == rules.vaultKey)
                    part(SourceKind::VaultKey, 1, QString());
            } else if (vaultMonsterIsRecord(v)) {
                part(SourceKind::VaultMonster, v.count(QLatin1Char('M')), QString());
                parts.last().monster = v.monsters;
            } else {
                part(SourceKind::VaultMonster, v.count(QLatin1Char('M')), v.monsters);
                parts.last().upperBound |= canGiveSeveral(v.monsters, [](const TableResult &r) {
                    return r.kind == TableResult::Kind::Monster;
                });
            }
            for (WhereSource &s : parts) {
                for (int d : depths) {
                    const TableOddsReport *vaultOdds = oddsAt(band.vaults, d);
                    if (!vaultOdds || !m_error.isEmpty())
                        return;
                    const LeafOdds *vl = leafIn(*vaultOdds, bv.key);
                    Rational pVault;
                    if (vl) {
                        // A chance too costly to have exactly: its average bounds it.
                        s.upperBound |= !vl->chanceKnown;
                        pVault = perLevel * (vl->chanceKnown ? vl->chance : vl->expected);
                    }
                    Rational p(1), e(1); // the key, or a vault's own monster
                    bool known = true;
                    if (!s.table.isEmpty()) {
                        const TableOddsReport *odds = oddsAt(s.table, d);
                        if (!odds || !m_error.isEmpty())
                            return;
                        const LeafOdds *leaf = leafIn(*odds, m_key);
                        p = leaf ? leaf->chance : Rational(0);
                        // A vault's monster is one, whatever the count on its row.
                        e = !leaf                                ? Rational(0)
                            : s.kind == SourceKind::VaultMonster ? leaf->chance
                                                                 : leaf->expected;
                        known = !leaf || leaf->chanceKnown;
                    }
                    WhereDepth w;
                    w.depth = d;
                    w.rolls = pVault * Rational(s.count);
                    w.rollChance = p;
                    w.rollExpected = e;
                    w.rollChanceKnown = known;
                    w.expected = w.rolls * e;
                    Rational none(1);
                    for (int i = 0; i < s.count; ++i)
                        none = none * (Rational(1) - p);
                    w.chance = known ? pVault * (Rational(1) - none) : Rational(0);
                    w.chanceKnown = known;
                    s.depths << w;
                }
                addPerRoll(s);
                if (anyExpected(s.depths))
                    m_sources << s;
            }
        }
    }

    // --- Records and the ruleset ------------------------------------------------------------

    void addRecordSources() {
        if (m_kind != TableResult::Kind::Item)
            return;
        auto once = [](WhereSource &s, const Rational &n) {
            s.chance = Rational(1);
            s.expected = n;
        };
        for (const MonsterRecord &m : m_pack.monsters) {
            if (m_pack.monster(m.id) != &m || m.trophy != m_id)
                continue;
            WhereSource s;
            s.kind = SourceKind::Trophy;
            s.monster = m.id;
            once(s, Rational(1));
            m_sources << s;
        }
        const Ruleset &rules = m_pack.ruleset;
        for (const Ruleset::InventoryEntry &e : rules.inventory) {
            if (e.item != m_id || e.count <= 0)
                continue;
            WhereSource s;
            s.kind = SourceKind::StartingInventory;
            s.count = e.count;
            once(s, Rational(e.count));
            m_sources << s;
        }
        if (rules.hasWin && rules.winItem == m_id && rules.winDepth >= 1 &&
            rules.winDepth <= rules.depth) {
            WhereSource s;
            s.kind = SourceKind::WinItem;
            s.depth = rules.winDepth;
            once(s, Rational(1));
            WhereDepth w;
            w.depth = rules.winDepth;
            w.rolls = w.rollChance = w.rollExpected = w.chance = w.expected = Rational(1);
            s.depths << w;
            m_sources << s;
        }
    }

    // --- Progress ---------------------------------------------------------------------------

    bool report() {
        if (m_cancelled)
            return false;
        if (m_options.progress && !m_options.progress(m_done, m_oddsTotal + m_extra))
            m_cancelled = true;
        return !m_cancelled;
    }
    bool step() {
        ++m_done;
        return report();
    }

    void finish(WhereFromReport &report) {
        if (m_cancelled) {
            report.cancelled = true;
            return;
        }
        if (!m_error.isEmpty()) {
            report.error = m_error;
            return;
        }
        m_done = m_oddsTotal + m_extra;
        if (!this->report()) {
            report.cancelled = true;
            return;
        }
        report.sources = m_sources;
    }

    const Pack &m_pack;
    const TableResult::Kind m_kind;
    const QString m_id;
    const QString m_key; // the leaf key TableOdds reports it under
    const WhereFrom::Options &m_options;
    QSet<QString> m_giving;
    QMap<int, QList<int>> m_depthsOfBand; // band index -> the depths it makes
    Rational m_pTrapped, m_pMimic;
    QHash<QString, TableOddsReport> m_odds;
    QHash<int, QHash<QString, TableOddsReport>> m_oddsAt;
    QHash<QString, Ways> m_ways;
    QHash<int, QList<BandVault>> m_bandVaults;
    QSet<QString> m_walking;
    QList<WhereSource> m_sources;
    QString m_error;
    bool m_cancelled = false;
    int m_done = 0;
    int m_oddsTotal = 0;
    int m_extra = 0;
};

} // namespace

QList<TableResult::Kind> WhereFrom::kindsOf(const QString &id) const {
    QList<TableResult::Kind> kinds;
    if (m_pack.item(id))
        kinds << TableResult::Kind::Item;
    if (m_pack.monster(id))
        kinds << TableResult::Kind::Monster;
    if (m_pack.trap(id))
        kinds << TableResult::Kind::Trap;
    return kinds;
}

WhereFromReport WhereFrom::find(TableResult::Kind kind, const QString &id) const {
    return find(kind, id, Options());
}

WhereFromReport WhereFrom::find(TableResult::Kind kind, const QString &id,
                                const Options &options) const {
    WhereFromReport report;
    report.kind = kind;
    report.id = id;
    if (kind != TableResult::Kind::Item && kind != TableResult::Kind::Monster &&
        kind != TableResult::Kind::Trap) {
        report.error = QStringLiteral("only items, monsters and traps come from somewhere");
        return report;
    }
    if (!kindsOf(id).contains(kind)) {
        report.error =
            QStringLiteral("no %1 \"%2\" in the pack").arg(TableResult::kindKey(kind), id);
        return report;
    }
    SourceFinder(m_pack, kind, id, options).run(report);
    return report;
}

} // namespace pd
