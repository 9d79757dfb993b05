#include "rpg/LogEntry.h"

#include "json/JsonObjectReader.h"

#include <QJsonArray>
#include <algorithm>
#include <array>

namespace pd {

namespace {

using K = LogEntry::Kind;
using C = LogEntry::Category;

struct KindInfo {
    K kind;
    const char *name;
    C category;
};

// In enum order (checked below): the name is what saves hold, so it never changes.
constexpr KindInfo kKinds[] = {
    {K::Legacy, "legacy", C::Info},
    {K::HeroEnters, "hero-enters", C::Story},
    {K::RunOver, "run-over", C::Warning},
    {K::AlreadyWon, "already-won", C::Warning},
    {K::HeroDied, "hero-died", C::Story},
    {K::WinItemTaken, "win-item-taken", C::Story},
    {K::WonInDaylight, "won-in-daylight", C::Story},
    {K::WonBroughtBack, "won-brought-back", C::Story},
    {K::LevelUp, "level-up", C::Story},
    {K::XpGained, "xp-gained", C::Loot},
    {K::EnteredRoom, "entered-room", C::Flavour},
    {K::EnteredDepth, "entered-depth", C::Flavour},
    {K::WayBlocked, "way-blocked", C::Warning},
    {K::MoveWhere, "move-where", C::Warning},
    {K::OpenWhat, "open-what", C::Warning},
    {K::NoBattle, "no-battle", C::Warning},
    {K::InBattle, "in-battle", C::Warning},
    {K::FourWaysMove, "four-ways-move", C::Warning},
    {K::FourWaysAim, "four-ways-aim", C::Warning},
    {K::CornerBetween, "corner-between", C::Warning},
    {K::WallBlocks, "wall-blocks", C::Flavour},
    {K::CornerSqueeze, "corner-squeeze", C::Flavour},
    {K::NothingToPickUp, "nothing-to-pick-up", C::Warning},
    {K::NothingToOpen, "nothing-to-open", C::Warning},
    {K::ChestAlreadyOpen, "chest-already-open", C::Warning},
    {K::ChestOutOfReach, "chest-out-of-reach", C::Warning},
    {K::NoStairsDown, "no-stairs-down", C::Flavour},
    {K::NoStairsUp, "no-stairs-up", C::Flavour},
    {K::ExitSealed, "exit-sealed", C::Warning},
    {K::BottomOfDungeon, "bottom-of-dungeon", C::Warning},
    {K::WinItemNeeded, "win-item-needed", C::Flavour},
    {K::WayOutShut, "way-out-shut", C::Flavour},
    {K::NoWayThere, "no-way-there", C::Warning},
    {K::AlreadyThere, "already-there", C::Warning},
    {K::InTheWay, "in-the-way", C::Warning},
    {K::AimAtSelf, "aim-at-self", C::Warning},
    {K::AimUnseen, "aim-unseen", C::Warning},
    {K::AimNowhere, "aim-nowhere", C::Warning},
    {K::NothingToShoot, "nothing-to-shoot", C::Warning},
    {K::BoltNeedsMp, "bolt-needs-mp", C::Warning},
    {K::NoSuchSpell, "no-such-spell", C::Warning},
    {K::SpellNotLearned, "spell-not-learned", C::Warning},
    {K::SpellOnlyInBattle, "spell-only-in-battle", C::Warning},
    {K::NotCarried, "not-carried", C::Warning},
    {K::CannotUse, "cannot-use", C::Warning},
    {K::NotEquipment, "not-equipment", C::Warning},
    {K::NotASlot, "not-a-slot", C::Warning},
    {K::SlotEmpty, "slot-empty", C::Warning},
    {K::NoRangedWeapon, "no-ranged-weapon", C::Warning},
    {K::BattleOver, "battle-over", C::Warning},
    {K::NoSuchItem, "no-such-item", C::Warning},
    {K::OnlyMedicineInBattle, "only-medicine-in-battle", C::Warning},
    {K::Silenced, "silenced", C::Warning},
    {K::SpellLocked, "spell-locked", C::Warning},
    {K::NotEnoughMp, "not-enough-mp", C::Warning},
    {K::HpFull, "hp-full", C::Warning},
    {K::MpFull, "mp-full", C::Warning},
    {K::HpAndMpFull, "hp-and-mp-full", C::Warning},
    {K::OnlyHealOutside, "only-heal-outside", C::Warning},
    {K::ChipTaken, "chip-taken", C::Loot},
    {K::ItemsHere, "items-here", C::Loot},
    {K::StairsDownHere, "stairs-down-here", C::Flavour},
    {K::StairsUpHere, "stairs-up-here", C::Flavour},
    {K::TrapSprung, "trap-sprung", C::Hazard},
    {K::EquipmentAgain, "equipment-again", C::Loot},
    {K::ChestMimic, "chest-mimic", C::Hazard},
    {K::ChestTrapped, "chest-trapped", C::Hazard},
    {K::ChestOpened, "chest-opened", C::Loot},
    {K::ChestEmpty, "chest-empty", C::Loot},
    {K::TreasureXp, "treasure-xp", C::Loot},
    {K::TreasureGold, "treasure-gold", C::Loot},
    {K::Taken, "taken", C::Loot},
    {K::WentDown, "went-down", C::Flavour},
    {K::WentUp, "went-up", C::Flavour},
    {K::TravelStopSeen, "travel-stop-seen", C::Warning},
    {K::TravelStopNear, "travel-stop-near", C::Warning},
    {K::Healed, "healed", C::Info},
    {K::Burned, "burned", C::Hazard},
    {K::BuffExpired, "buff-expired", C::Info},
    {K::Drank, "drank", C::Loot},
    {K::PutOn, "put-on", C::Info},
    {K::TookOff, "took-off", C::Info},
    {K::Readied, "readied", C::Info},
    {K::GuardRaised, "guard-raised", C::Combat},
    {K::BoltCostsXp, "bolt-costs-xp", C::Combat},
    {K::MissileWall, "missile-wall", C::Combat},
    {K::MissileMisses, "missile-misses", C::Combat},
    {K::MissileHits, "missile-hits", C::Combat},
    {K::HealCast, "heal-cast", C::Combat},
    {K::BuffCast, "buff-cast", C::Combat},
    {K::SpellWall, "spell-wall", C::Combat},
    {K::SpellTakesHold, "spell-takes-hold", C::Combat},
    {K::SpellBlocked, "spell-blocked", C::Combat},
    {K::SpellHits, "spell-hits", C::Combat},
    {K::HeroBlocked, "hero-blocked", C::Combat},
    {K::HeroMisses, "hero-misses", C::Combat},
    {K::HeroHits, "hero-hits", C::Combat},
    {K::MonsterDies, "monster-dies", C::Combat},
    {K::TrophyDropped, "trophy-dropped", C::Loot},
    {K::XpDrained, "xp-drained", C::Combat},
    {K::MonsterBlocked, "monster-blocked", C::Combat},
    {K::MonsterMisses, "monster-misses", C::Combat},
    {K::MonsterHits, "monster-hits", C::Combat},
    {K::MonsterShoots, "monster-shoots", C::Combat},
    {K::BattleBegins, "battle-begins", C::Combat},
    {K::BattleLine, "battle-line", C::Combat},
    {K::Escaped, "escaped", C::Combat},
    {K::MonsterFled, "monster-fled", C::Combat},
    {K::LastRoom, "last-room", C::Flavour},
    {K::Dropped, "dropped", C::Loot},
    {K::BumpedInto, "bumped-into", C::Combat},
    {K::MonsterWaiting, "monster-waiting", C::Warning},
    {K::InDoorway, "in-doorway", C::Flavour},
};
constexpr std::size_t kKindCount = sizeof(kKinds) / sizeof(kKinds[0]);
static_assert(kKinds[kKindCount - 1].kind == LogEntry::kLastKind,
              "a kind is missing from the table");

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kKindCount; ++i) {
        if (std::size_t(kKinds[i].kind) != i)
            return false;
    }
    return true;
}
static_assert(inEnumOrder(), "kKinds must list the kinds in enum order");

const QStringList &categoryNames() {
    static const QStringList names = {QStringLiteral("info"),    QStringLiteral("combat"),
                                      QStringLiteral("loot"),    QStringLiteral("hazard"),
                                      QStringLiteral("flavour"), QStringLiteral("warning"),
                                      QStringLiteral("story")};
    return names;
}

} // namespace

LogEntry LogEntry::make(Kind kind, QVariantMap args) {
    LogEntry e;
    e.kind = kind;
    e.category = categoryOf(kind);
    e.args = std::move(args);
    return e;
}

QString LogEntry::categoryName(Category c) {
    return categoryNames().value(int(c));
}

LogEntry::Category LogEntry::categoryFromName(const QString &name) {
    return Category(std::max<qsizetype>(0, categoryNames().indexOf(name)));
}

LogEntry::Category LogEntry::categoryOf(Kind kind) {
    return kKinds[std::size_t(kind)].category;
}

QString LogEntry::kindName(Kind kind) {
    return QString::fromLatin1(kKinds[std::size_t(kind)].name);
}

std::optional<LogEntry::Kind> LogEntry::kindFromName(const QString &name) {
    for (const KindInfo &k : kKinds) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

QJsonObject LogEntry::toJson() const {
    QJsonObject o{{QStringLiteral("turn"), turn},
                  {QStringLiteral("category"), categoryName(category)},
                  {QStringLiteral("kind"), kindName(kind)}};
    if (!args.isEmpty())
        o.insert(QStringLiteral("args"), QJsonObject::fromVariantMap(args));
    return o;
}

std::optional<LogEntry> LogEntry::fromJson(const QJsonObject &o, QString *error) {
    // The pointer of the first problem goes before its message ("/kind: missing"). Every key
    // toJson always writes is required ("args" only when there are any).
    auto fail = [error](const QString &key, const QString &m) {
        if (error)
            *error = u'/' + key + QStringLiteral(": ") + m;
        return std::nullopt;
    };
    for (const QString &key :
         {QStringLiteral("turn"), QStringLiteral("category"), QStringLiteral("kind")}) {
        if (!o.contains(key))
            return fail(key, key == QLatin1String("kind")
                                 ? QStringLiteral("missing: every line says its kind")
                                 : QStringLiteral("missing"));
    }
    LogEntry e;
    const std::optional<qint64> turn =
        JsonObjectReader::toInteger(o.value(QStringLiteral("turn")), 0, 100000000);
    if (!turn)
        return fail(QStringLiteral("turn"),
                    QStringLiteral("expected a whole number of at least 0"));
    e.turn = int(*turn);
    const QJsonValue category = o.value(QStringLiteral("category"));
    if (!category.isString())
        return fail(QStringLiteral("category"), QStringLiteral("expected text"));
    e.category = categoryFromName(category.toString());
    if (categoryName(e.category) != category.toString())
        return fail(QStringLiteral("category"),
                    QStringLiteral("unknown category \"%1\"").arg(category.toString()));
    const QJsonValue kind = o.value(QStringLiteral("kind"));
    if (!kind.isString())
        return fail(QStringLiteral("kind"), QStringLiteral("expected the kind's name"));
    const auto known = kindFromName(kind.toString());
    if (!known)
        return fail(QStringLiteral("kind"),
                    QStringLiteral("unknown log entry kind \"%1\"").arg(kind.toString()));
    e.kind = *known;
    const QJsonValue args = o.value(QStringLiteral("args"));
    if (!args.isUndefined() && !args.isObject())
        return fail(QStringLiteral("args"), QStringLiteral("expected an object"));
    e.args = args.toObject().toVariantMap();
    if (e.kind == Kind::Legacy && !args.toObject().value(QStringLiteral("text")).isString())
        return fail(QStringLiteral("args/text"),
                    QStringLiteral("missing: an old line keeps its words"));
    return e;
}

bool LogEntry::operator==(const LogEntry &o) const {
    // Through JSON: a number read back from a save is a double, the one written an integer.
    return toJson() == o.toJson();
}

} // namespace pd
