#include "engine/GameState.h"

#include "engine/StateHash.h"
#include "json/JsonObjectReader.h"

#include <QStringList>
#include <algorithm>

namespace pd {

namespace {

const QStringList &modeNames() {
    static const QStringList names = {QStringLiteral("idle"),   QStringLiteral("patrol"),
                                      QStringLiteral("wander"), QStringLiteral("chase"),
                                      QStringLiteral("return"), QStringLiteral("wait"),
                                      QStringLiteral("flee"),   QStringLiteral("guard")};
    return names;
}

template <typename T>
int indexAt(const QList<T> &list, Point p) {
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].pos == p)
            return int(i);
    }
    return -1;
}

} // namespace

QString Actor::modeName(Mode m) {
    return modeNames().value(int(m));
}

QJsonObject Actor::toJson() const {
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("record"), record},
                  {QStringLiteral("stats"), stats.toJson()},
                  {QStringLiteral("x"), pos.x},
                  {QStringLiteral("y"), pos.y},
                  {QStringLiteral("facing"), directionName(facing)},
                  {QStringLiteral("energy"), energy},
                  {QStringLiteral("xp"), double(xp)},
                  {QStringLiteral("mode"), modeName(mode)},
                  {QStringLiteral("homeX"), home.x},
                  {QStringLiteral("homeY"), home.y},
                  {QStringLiteral("pathStep"), pathStep},
                  {QStringLiteral("pathAxis"), directionName(pathAxis)},
                  {QStringLiteral("outward"), outward},
                  {QStringLiteral("chaseSteps"), chaseSteps},
                  {QStringLiteral("waitTurns"), waitTurns},
                  {QStringLiteral("speedBonus"), speedBonus},
                  {QStringLiteral("trailStep"), trailStep}};
    if (guards >= 0)
        o.insert(QStringLiteral("guards"), guards);
    return o;
}

std::optional<Actor> Actor::fromJson(const QJsonObject &o, QString *error) {
    Actor a;
    auto fail = [error](const QString &m) {
        if (error)
            *error = m;
        return std::nullopt;
    };
    // A whole number within [min, max] (missing gives fallback); the first bad one is reported.
    bool ok = true;
    auto whole = [&](const char *key, qint64 min, qint64 max, qint64 fallback) -> qint64 {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return fallback;
        const std::optional<qint64> i = JsonObjectReader::toInteger(v, min, max);
        if (!ok || !i) {
            if (ok && error)
                *error = QStringLiteral("/%1: expected a whole number from %2 to %3")
                             .arg(QLatin1String(key))
                             .arg(min)
                             .arg(max);
            ok = false;
            return fallback;
        }
        return *i;
    };
    a.id = o.value(QStringLiteral("id")).toInt(-1);
    if (a.id < 1)
        return fail(QStringLiteral("/id: a monster's id must be a positive number"));
    a.record = o.value(QStringLiteral("record")).toString();
    const auto stats = Combatant::fromJson(o.value(QStringLiteral("stats")).toObject(), error);
    if (!stats)
        return std::nullopt;
    a.stats = *stats;
    a.pos = {o.value(QStringLiteral("x")).toInt(-1), o.value(QStringLiteral("y")).toInt(-1)};
    const auto facing = directionFromName(o.value(QStringLiteral("facing")).toString());
    if (!facing)
        return fail(QStringLiteral("/facing: not a direction"));
    a.facing = *facing;
    a.energy = int(whole("energy", -1000, 1000, 0));
    a.xp = whole("xp", 0, qint64(1) << 50, 0);
    const qsizetype mode = modeNames().indexOf(o.value(QStringLiteral("mode")).toString());
    if (mode < 0)
        return fail(QStringLiteral("/mode: unknown monster mode"));
    a.mode = Mode(mode);
    a.home = {int(whole("homeX", 0, 100000, 0)), int(whole("homeY", 0, 100000, 0))};
    a.pathStep = int(whole("pathStep", -1000000, 1000000, 0));
    a.pathAxis =
        directionFromName(o.value(QStringLiteral("pathAxis")).toString()).value_or(Direction::E);
    a.outward = o.value(QStringLiteral("outward")).toBool(true);
    a.chaseSteps = int(whole("chaseSteps", 0, 1000000, 0));
    a.waitTurns = int(whole("waitTurns", 0, 1000000, 0));
    a.speedBonus = int(whole("speedBonus", 0, 1000, 0));
    a.guards = int(whole("guards", -1, 1000000, -1));
    a.trailStep = int(whole("trailStep", -1, 100000000, -1));
    if (!ok)
        return std::nullopt;
    return a;
}

int LevelState::actorAt(Point p) const {
    return indexAt(actors, p);
}

int LevelState::chestAt(Point p) const {
    return indexAt(chests, p);
}

int LevelState::trapAt(Point p) const {
    return indexAt(traps, p);
}

int LevelState::chipAt(Point p) const {
    return indexAt(chips, p);
}

int LevelState::chipsLeft() const {
    return int(
        std::count_if(chips.begin(), chips.end(), [](const ChipState &c) { return !c.taken; }));
}

bool LevelState::isExplored(Point p) const {
    return level.map.inBounds(p) && explored[std::size_t(level.map.index(p))] != 0;
}

std::optional<Point> LevelState::trailCell(int step) const {
    if (trail.isEmpty() || step > heroSteps)
        return std::nullopt;
    const qsizetype oldest = heroSteps - (trail.size() - 1);
    return trail[std::max<qsizetype>(0, step - oldest)];
}

void GameState::appendLog(LogEntry entry) {
    m_logHash = m_logHash * statehash::kLogBase + statehash::entryHash(entry);
    log.append(std::move(entry));
    if (log.size() > kMaxLog) {
        const qsizetype drop = log.size() - kMaxLog;
        for (qsizetype i = 0; i < drop; ++i)
            m_logHash -= statehash::entryHash(log[i]) *
                         statehash::power(statehash::kLogBase, std::uint64_t(log.size() - 1 - i));
        log.remove(0, drop);
    }
}

void GameState::setLog(QList<LogEntry> entries) {
    log = std::move(entries);
    m_logHash = 0;
    for (const LogEntry &e : std::as_const(log))
        m_logHash = m_logHash * statehash::kLogBase + statehash::entryHash(e);
}

QJsonObject RunSummary::toJson() const {
    return {{QStringLiteral("hero"), hero},
            {QStringLiteral("alive"), alive},
            {QStringLiteral("won"), won},
            {QStringLiteral("cause"), cause.toString()},
            {QStringLiteral("depth"), depth},
            {QStringLiteral("deepest"), deepest},
            {QStringLiteral("turn"), turn},
            {QStringLiteral("score"), double(score)},
            {QStringLiteral("kills"), kills},
            {QStringLiteral("hp"), double(hp)},
            {QStringLiteral("stateHash"), stateHash}};
}

} // namespace pd
