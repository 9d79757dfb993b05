#include "Level.h"

#include "random/Rng.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace pd {

QString LevelEntity::kindName(Kind k) {
    switch (k) {
    case Kind::Monster:
        return QStringLiteral("monster");
    case Kind::Item:
        return QStringLiteral("item");
    case Kind::Chest:
        return QStringLiteral("chest");
    case Kind::Trap:
        return QStringLiteral("trap");
    case Kind::Chip:
        return QStringLiteral("chip");
    }
    return {};
}

QStringList Level::toAscii(bool withEntities) const {
    QStringList rows;
    rows.reserve(map.height());
    for (int y = 0; y < map.height(); ++y) {
        QString row(map.width(), u'#');
        for (int x = 0; x < map.width(); ++x)
            row[x] = QLatin1Char(tileGlyph(map.at(x, y)));
        rows << row;
    }
    if (withEntities) {
        for (const LevelEntity &e : entities) {
            if (!map.inBounds(e.at))
                continue;
            char c = '?';
            switch (e.kind) {
            case LevelEntity::Kind::Monster:
                c = 'm';
                break;
            case LevelEntity::Kind::Item:
                c = '!';
                break;
            case LevelEntity::Kind::Chest:
                c = 'c';
                break;
            case LevelEntity::Kind::Trap:
                c = '^';
                break;
            case LevelEntity::Kind::Chip:
                c = '*';
                break;
            }
            rows[e.at.y][e.at.x] = QLatin1Char(c);
        }
        if (map.inBounds(arrival) && map.at(arrival) == Tile::Floor)
            rows[arrival.y][arrival.x] = u'@';
    }
    return rows;
}

QJsonObject Level::toJson() const {
    QJsonArray rowsArray;
    for (const QString &r : toAscii(false))
        rowsArray.append(r);
    QJsonArray entityArray;
    for (const LevelEntity &e : entities) {
        QJsonObject o{{QStringLiteral("kind"), LevelEntity::kindName(e.kind)},
                      {QStringLiteral("id"), e.id},
                      {QStringLiteral("x"), e.at.x},
                      {QStringLiteral("y"), e.at.y}};
        if (e.quantity != 1)
            o.insert(QStringLiteral("quantity"), e.quantity);
        if (e.guards >= 0)
            o.insert(QStringLiteral("guards"), e.guards);
        entityArray.append(o);
    }
    QJsonArray roomArray;
    for (const RoomInfo &r : rooms)
        roomArray.append(QJsonObject{{QStringLiteral("x"), r.bounds.x},
                                     {QStringLiteral("y"), r.bounds.y},
                                     {QStringLiteral("width"), r.bounds.width},
                                     {QStringLiteral("height"), r.bounds.height},
                                     {QStringLiteral("shape"), r.shape}});
    QJsonArray doorArray;
    for (const DoorInfo &d : doors)
        doorArray.append(QJsonObject{{QStringLiteral("x"), d.at.x},
                                     {QStringLiteral("y"), d.at.y},
                                     {QStringLiteral("side"), sideName(d.side)},
                                     {QStringLiteral("room"), d.room}});
    QJsonArray deadEndArray;
    for (const Point &p : deadEnds)
        deadEndArray.append(QJsonObject{{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}});
    auto point = [](const std::optional<Point> &p) {
        return p ? QJsonValue(QJsonObject{{QStringLiteral("x"), p->x}, {QStringLiteral("y"), p->y}})
                 : QJsonValue(QJsonValue::Null);
    };
    return QJsonObject{{QStringLiteral("depth"), depth},
                       {QStringLiteral("generator"), generator},
                       {QStringLiteral("generatorVersion"), generatorVersion},
                       {QStringLiteral("rngVersion"), Rng::kVersion},
                       {QStringLiteral("settings"), settings},
                       {QStringLiteral("width"), width()},
                       {QStringLiteral("height"), height()},
                       {QStringLiteral("rows"), rowsArray},
                       {QStringLiteral("arrival"), point(arrival)},
                       {QStringLiteral("stairsUp"), point(stairsUp)},
                       {QStringLiteral("stairsDown"), point(stairsDown)},
                       {QStringLiteral("rooms"), roomArray},
                       {QStringLiteral("doors"), doorArray},
                       {QStringLiteral("deadEnds"), deadEndArray},
                       {QStringLiteral("entities"), entityArray},
                       {QStringLiteral("hash"), hash()}};
}

namespace {
// FNV-1a fed field by field: numbers as decimal text and separators, so the hash is a function
// of the values alone (no platform layout, no JSON formatting).
class Fnv {
public:
    void bytes(const char *data, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) {
            m_h ^= std::uint8_t(data[i]);
            m_h *= 1099511628211ULL;
        }
    }
    void byte(char c) { bytes(&c, 1); }
    void number(qint64 v) {
        char buf[24];
        int n = 0;
        std::uint64_t u = v < 0 ? std::uint64_t(0) - std::uint64_t(v) : std::uint64_t(v);
        do {
            buf[n++] = char('0' + u % 10);
            u /= 10;
        } while (u);
        if (v < 0)
            byte('-');
        while (n)
            byte(buf[--n]);
        byte(',');
    }
    void text(const QString &s) {
        const QByteArray u = s.toUtf8();
        bytes(u.constData(), std::size_t(u.size()));
        byte(';');
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 14695981039346656037ULL;
};
} // namespace

QString Level::hash() const {
    Fnv f;
    f.number(depth);
    f.text(generator);
    f.number(generatorVersion);
    f.number(map.width());
    f.number(map.height());
    for (Tile t : map.tiles())
        f.byte(char('0' + int(t)));
    f.byte(';');
    for (const RoomInfo &r : rooms) {
        f.number(r.bounds.x), f.number(r.bounds.y), f.number(r.bounds.width),
            f.number(r.bounds.height);
        f.text(r.shape);
    }
    for (const DoorInfo &d : doors)
        f.number(d.at.x), f.number(d.at.y), f.number(int(d.side)), f.number(d.room);
    f.byte(';');
    f.number(arrival.x), f.number(arrival.y);
    f.number(stairsUp ? stairsUp->x : -1), f.number(stairsUp ? stairsUp->y : -1);
    f.number(stairsDown ? stairsDown->x : -1), f.number(stairsDown ? stairsDown->y : -1);
    for (const LevelEntity &e : entities) {
        f.number(int(e.kind));
        f.text(e.id);
        f.number(e.at.x), f.number(e.at.y), f.number(e.quantity), f.number(e.guards);
    }
    return QStringLiteral("%1").arg(f.value(), 16, 16, QLatin1Char('0'));
}

} // namespace pd
