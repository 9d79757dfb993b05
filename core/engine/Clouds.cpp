#include "engine/Clouds.h"

#include "data/Ruleset.h"
#include "engine/Direction.h"
#include "engine/Doors.h"

#include <QJsonObject>
#include <algorithm>

namespace pd::clouds {

namespace {

int cellIndex(const LevelState &ls, Point p) {
    return ls.level.map.index(p);
}

} // namespace

const CloudCell *at(const LevelState &ls, Point p) {
    if (ls.clouds.isEmpty())
        return nullptr;
    const int i = cellIndex(ls, p);
    const auto it =
        std::lower_bound(ls.clouds.begin(), ls.clouds.end(), i, [&](const CloudCell &c, int index) {
            return cellIndex(ls, c.pos) < index;
        });
    return it != ls.clouds.end() && it->pos == p ? &*it : nullptr;
}

void add(LevelState &ls, const CloudCell &c) {
    if (c.volume <= 0 || !ls.level.map.inBounds(c.pos))
        return;
    const int i = cellIndex(ls, c.pos);
    auto it = std::lower_bound(
        ls.clouds.begin(), ls.clouds.end(), i,
        [&](const CloudCell &cell, int index) { return cellIndex(ls, cell.pos) < index; });
    if (it == ls.clouds.end() || it->pos != c.pos) {
        CloudCell added = c;
        added.volume = std::min(c.volume, kMaxVolume);
        ls.clouds.insert(it, added);
        return;
    }
    const int volume = std::min(kMaxVolume, it->volume + c.volume);
    if (c.volume > it->volume)
        *it = c;
    it->volume = volume;
}

QList<Point> spread(LevelState &ls, const Ruleset &rules, Point hero) {
    QList<Point> ignited;
    if (ls.clouds.isEmpty())
        return ignited;
    TileMap &map = ls.level.map;
    // The box the clouds cover, one cell wider: nothing beyond it changes.
    int x0 = map.width(), y0 = map.height(), x1 = -1, y1 = -1;
    for (const CloudCell &c : std::as_const(ls.clouds)) {
        x0 = std::min(x0, c.pos.x - 1);
        y0 = std::min(y0, c.pos.y - 1);
        x1 = std::max(x1, c.pos.x + 1);
        y1 = std::max(y1, c.pos.y + 1);
    }
    x0 = std::max(0, x0);
    y0 = std::max(0, y0);
    x1 = std::min(map.width() - 1, x1);
    y1 = std::min(map.height() - 1, y1);
    const int w = x1 - x0 + 1, h = y1 - y0 + 1;
    const auto box = [&](Point p) { return std::size_t((p.y - y0) * w + (p.x - x0)); };
    std::vector<int> volume(std::size_t(w * h), 0), from(std::size_t(w * h), -1);
    std::vector<std::uint8_t> open(std::size_t(w * h), 0);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const Point p{x, y};
            open[box(p)] = map.passable(p) && !doors::isClosed(ls, rules, hero, p);
        }
    for (qsizetype k = 0; k < ls.clouds.size(); ++k) {
        volume[box(ls.clouds[k].pos)] = ls.clouds[k].volume;
        from[box(ls.clouds[k].pos)] = int(k);
    }
    QList<CloudCell> next;
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Point p{x, y};
            if (!open[box(p)])
                continue;
            qint64 sum = volume[box(p)];
            int count = 1;
            int best = from[box(p)], bestVolume = volume[box(p)];
            for (Direction d : kDirections) {
                const Point n = p + offset(d);
                const bool inBox = n.x >= x0 && n.y >= y0 && n.x <= x1 && n.y <= y1;
                // Beyond the box no cloud lies, but an open cell there still takes a share.
                if (inBox ? !open[box(n)]
                          : !map.inBounds(n) || !map.passable(n) ||
                                doors::isClosed(ls, rules, hero, n))
                    continue;
                ++count;
                if (!inBox)
                    continue;
                sum += volume[box(n)];
                if (volume[box(n)] > bestVolume) {
                    bestVolume = volume[box(n)];
                    best = from[box(n)];
                }
            }
            int v = int(sum / count);
            if (v <= 0 || best < 0)
                continue;
            CloudCell c = ls.clouds[best];
            c.pos = p;
            v -= c.isFire() ? 1 + v / 4 : 1;
            if (c.isFire() && map.at(p) == Tile::DeepWater)
                v = 0; // water puts fire out
            if (c.isFire() && map.at(p) == Tile::Grass) {
                map.set(p, Tile::Floor);
                ls.burnt.append(p);
                ignited.append(p);
                v = std::max(v, 0) + kGrassFuel;
            }
            if (v <= 0)
                continue;
            c.volume = std::min(v, kMaxVolume);
            next.append(c);
        }
    }
    ls.clouds = std::move(next);
    return ignited;
}

bool harms(const CloudCell &c) {
    return c.volume > 0 && c.status != StatusKind::Hasted && c.status != StatusKind::Invisible &&
           c.status != StatusKind::Telepathic;
}

QJsonArray toJson(const QList<CloudCell> &cells) {
    QJsonArray a;
    for (const CloudCell &c : cells)
        a.append(QJsonObject{{QStringLiteral("x"), c.pos.x},
                             {QStringLiteral("y"), c.pos.y},
                             {QStringLiteral("status"), Statuses::name(c.status)},
                             {QStringLiteral("volume"), c.volume},
                             {QStringLiteral("turns"), c.turns},
                             {QStringLiteral("power"), c.power}});
    return a;
}

bool fromJson(const QJsonValue &value, LevelState &ls, QString *error) {
    const auto fail = [error](const QString &m) {
        if (error)
            *error = m;
        return false;
    };
    if (!value.isArray() || value.toArray().isEmpty())
        return fail(QStringLiteral(": expected a list of cloud cells"));
    const QJsonArray a = value.toArray();
    const TileMap &map = ls.level.map;
    const auto whole = [](const QJsonValue &v, int min, int max) -> std::optional<int> {
        const double d = v.toDouble(-1e18);
        if (!v.isDouble() || d < min || d > max || d != double(qint64(d)))
            return std::nullopt;
        return int(d);
    };
    QList<CloudCell> cells;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString at = QStringLiteral("/%1").arg(i);
        if (!a.at(i).isObject())
            return fail(at + QStringLiteral(": expected an object"));
        const QJsonObject o = a.at(i).toObject();
        const auto x = whole(o.value(QStringLiteral("x")), 0, map.width() - 1);
        const auto y = whole(o.value(QStringLiteral("y")), 0, map.height() - 1);
        if (!x)
            return fail(at + QStringLiteral("/x: expected a column of the map"));
        if (!y)
            return fail(at + QStringLiteral("/y: expected a row of the map"));
        const Point p{*x, *y};
        if (!map.passable(p))
            return fail(at + QStringLiteral(": a cloud in a wall"));
        const auto status = Statuses::fromName(o.value(QStringLiteral("status")).toString());
        if (!status)
            return fail(at + QStringLiteral("/status: expected one of ") +
                        Statuses::names().join(QStringLiteral(", ")));
        const auto volume = whole(o.value(QStringLiteral("volume")), 1, kMaxVolume);
        if (!volume)
            return fail(
                at +
                QStringLiteral("/volume: expected a whole number from 1 to %1").arg(kMaxVolume));
        const auto turns = whole(o.value(QStringLiteral("turns")), 1, Statuses::kMaxTurns);
        if (!turns)
            return fail(at + QStringLiteral("/turns: expected a whole number from 1 to %1")
                                 .arg(Statuses::kMaxTurns));
        const auto power = whole(o.value(QStringLiteral("power")), 0, 1000000);
        if (!power)
            return fail(at + QStringLiteral("/power: expected a whole number from 0"));
        if (!cells.isEmpty() && map.index(cells.last().pos) >= map.index(p))
            return fail(at + QStringLiteral(": cells out of reading order, or one twice"));
        cells.append({p, *status, *volume, *turns, *power});
    }
    ls.clouds = std::move(cells);
    return true;
}

} // namespace pd::clouds
