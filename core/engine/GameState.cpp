#include "engine/GameState.h"

#include "engine/StateHash.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QJsonArray>
#include <QStringList>
#include <algorithm>

namespace pd {

namespace {

const QStringList &modeNames() {
    static const QStringList names = {
        QStringLiteral("idle"),  QStringLiteral("patrol"), QStringLiteral("wander"),
        QStringLiteral("chase"), QStringLiteral("return"), QStringLiteral("wait"),
        QStringLiteral("flee"),  QStringLiteral("guard"),  QStringLiteral("asleep")};
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
                  {QStringLiteral("chaseFromX"), chaseFrom.x},
                  {QStringLiteral("chaseFromY"), chaseFrom.y},
                  {QStringLiteral("chaseSteps"), chaseSteps},
                  {QStringLiteral("waitTurns"), waitTurns},
                  {QStringLiteral("speedBonus"), speedBonus},
                  {QStringLiteral("trailStep"), trailStep}};
    if (guards >= 0)
        o.insert(QStringLiteral("guards"), guards);
    if (!statuses.isEmpty())
        o.insert(QStringLiteral("statuses"), statuses.toJson());
    if (hasStolen()) {
        QJsonObject stolen;
        if (stolenCount > 0) {
            stolen.insert(QStringLiteral("item"), stolenItem);
            stolen.insert(QStringLiteral("count"), stolenCount);
        }
        if (stolenGold > 0)
            stolen.insert(QStringLiteral("gold"), double(stolenGold));
        o.insert(QStringLiteral("stolen"), stolen);
    }
    if (cooldowns != std::array<int, 2>{0, 0})
        o.insert(QStringLiteral("cooldowns"), QJsonArray{cooldowns[0], cooldowns[1]});
    if (arrived)
        o.insert(QStringLiteral("arrived"), true);
    if (heading)
        o.insert(QStringLiteral("heading"), QJsonArray{heading->x, heading->y});
    return o;
}

std::optional<Actor> Actor::fromJson(const QJsonObject &o, QString *error) {
    // Every key toJson writes must be there with its type ("guards" only when it guards); the
    // first problem is reported as "/key: what".
    Actor a;
    bool ok = true;
    auto fail = [&](const QString &key, const QString &m) {
        if (ok && error)
            *error = u'/' + key + QStringLiteral(": ") + m;
        ok = false;
    };
    auto whole = [&](const QString &key, qint64 min, qint64 max, qint64 fallback,
                     bool optional = false) -> qint64 {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && optional)
            return fallback;
        const std::optional<qint64> i = JsonObjectReader::toInteger(v, min, max);
        if (!i) {
            fail(key,
                 v.isUndefined()
                     ? QStringLiteral("missing")
                     : QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max));
            return fallback;
        }
        return *i;
    };
    auto text = [&](const QString &key) {
        const QJsonValue v = o.value(key);
        if (!v.isString())
            fail(key,
                 v.isUndefined() ? QStringLiteral("missing") : QStringLiteral("expected text"));
        return v.toString();
    };
    auto direction = [&](const QString &key) {
        const auto d = directionFromName(text(key));
        if (!d)
            fail(key, QStringLiteral("not a direction"));
        return d.value_or(Direction::E);
    };
    a.id = int(whole(QStringLiteral("id"), 1, 100000000, 1));
    a.record = text(QStringLiteral("record"));
    const QJsonValue statsValue = o.value(QStringLiteral("stats"));
    if (!ok)
        return std::nullopt;
    if (!statsValue.isObject()) {
        fail(QStringLiteral("stats"), statsValue.isUndefined()
                                          ? QStringLiteral("missing")
                                          : QStringLiteral("expected an object"));
        return std::nullopt;
    }
    QString why;
    const auto stats = Combatant::fromJson(statsValue.toObject(), &why);
    if (!stats) {
        if (error)
            *error = jsonpointer::nested(QStringLiteral("/stats"), why);
        return std::nullopt;
    }
    a.stats = *stats;
    a.pos = {int(whole(QStringLiteral("x"), 0, 100000, 0)),
             int(whole(QStringLiteral("y"), 0, 100000, 0))};
    a.facing = direction(QStringLiteral("facing"));
    a.energy = int(whole(QStringLiteral("energy"), -1000, 1000, 0));
    a.xp = whole(QStringLiteral("xp"), 0, qint64(1) << 50, 0);
    const qsizetype mode = modeNames().indexOf(text(QStringLiteral("mode")));
    if (ok && mode < 0)
        fail(QStringLiteral("mode"), QStringLiteral("unknown monster mode"));
    a.mode = Mode(std::max<qsizetype>(mode, 0));
    a.home = {int(whole(QStringLiteral("homeX"), 0, 100000, 0)),
              int(whole(QStringLiteral("homeY"), 0, 100000, 0))};
    a.pathStep = int(whole(QStringLiteral("pathStep"), -1000000, 1000000, 0));
    a.pathAxis = direction(QStringLiteral("pathAxis"));
    const QJsonValue outward = o.value(QStringLiteral("outward"));
    if (!outward.isBool())
        fail(QStringLiteral("outward"), outward.isUndefined()
                                            ? QStringLiteral("missing")
                                            : QStringLiteral("expected true or false"));
    a.outward = outward.toBool();
    a.chaseFrom = {int(whole(QStringLiteral("chaseFromX"), 0, 100000, 0)),
                   int(whole(QStringLiteral("chaseFromY"), 0, 100000, 0))};
    a.chaseSteps = int(whole(QStringLiteral("chaseSteps"), 0, 1000000, 0));
    a.waitTurns = int(whole(QStringLiteral("waitTurns"), 0, 1000000, 0));
    a.speedBonus = int(whole(QStringLiteral("speedBonus"), 0, 1000, 0));
    a.guards = int(whole(QStringLiteral("guards"), -1, 1000000, -1, true));
    a.trailStep = int(whole(QStringLiteral("trailStep"), -1, 100000000, -1));
    if (!ok)
        return std::nullopt;
    if (const QJsonValue v = o.value(QStringLiteral("statuses")); !v.isUndefined()) {
        QString why;
        std::optional<Statuses> statuses = Statuses::fromJson(v, &why);
        if (!statuses) {
            if (error)
                *error = jsonpointer::nested(QStringLiteral("/statuses"), why);
            return std::nullopt;
        }
        a.statuses = std::move(*statuses);
    }
    if (const QJsonValue v = o.value(QStringLiteral("stolen")); !v.isUndefined()) {
        const QJsonObject so = v.toObject();
        const auto inRange = [](const QJsonValue &n, qint64 min, qint64 max) {
            return JsonObjectReader::toInteger(n, min, max);
        };
        const QJsonValue item = so.value(QStringLiteral("item"));
        const auto count = inRange(so.value(QStringLiteral("count")), 1, 1000000);
        const QJsonValue goldValue = so.value(QStringLiteral("gold"));
        const auto gold = inRange(goldValue, 1, qint64(1) << 50);
        if (!v.isObject()) {
            fail(QStringLiteral("stolen"), QStringLiteral("expected an object"));
        } else if (!item.isUndefined() && (!item.isString() || !count)) {
            fail(QStringLiteral("stolen/item"),
                 QStringLiteral("expected an item id and a \"count\" from 1 to 1000000"));
        } else if (!goldValue.isUndefined() && !gold) {
            fail(QStringLiteral("stolen/gold"), QStringLiteral("expected a whole number above 0"));
        } else if (item.isUndefined() && goldValue.isUndefined()) {
            fail(QStringLiteral("stolen"), QStringLiteral("expected \"item\" or \"gold\""));
        } else {
            a.stolenItem = item.toString();
            a.stolenCount = item.isUndefined() ? 0 : int(*count);
            a.stolenGold = gold.value_or(0);
        }
    }
    if (const QJsonValue v = o.value(QStringLiteral("cooldowns")); !v.isUndefined()) {
        const QJsonArray list = v.toArray();
        if (!v.isArray() || list.size() != 2)
            fail(QStringLiteral("cooldowns"), QStringLiteral("expected two whole numbers"));
        for (qsizetype i = 0; ok && i < 2; ++i) {
            const auto n = JsonObjectReader::toInteger(list.at(i), -1, 100000);
            if (!n)
                fail(QStringLiteral("cooldowns/%1").arg(i),
                     QStringLiteral("expected a whole number from -1 to 100000"));
            else
                a.cooldowns[std::size_t(i)] = int(*n);
        }
    }
    if (const QJsonValue v = o.value(QStringLiteral("arrived")); !v.isUndefined()) {
        if (!v.isBool())
            fail(QStringLiteral("arrived"), QStringLiteral("expected true or false"));
        a.arrived = v.toBool();
    }
    if (const QJsonValue v = o.value(QStringLiteral("heading")); !v.isUndefined()) {
        const QJsonArray cell = v.toArray();
        const auto x = JsonObjectReader::toInteger(cell.at(0), 0, 100000);
        const auto y = JsonObjectReader::toInteger(cell.at(1), 0, 100000);
        if (!v.isArray() || cell.size() != 2 || !x || !y)
            fail(QStringLiteral("heading"), QStringLiteral("expected a cell [x, y]"));
        else
            a.heading = Point{int(*x), int(*y)};
    }
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
