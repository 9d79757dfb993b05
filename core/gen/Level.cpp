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

QString Level::hash() const {
    // FNV-1a over a canonical byte layout; independent of QJsonObject and platform.
    QByteArray bytes;
    auto put = [&bytes](qint64 v) { bytes.append(QByteArray::number(v)).append(','); };
    put(depth);
    bytes.append(generator.toUtf8()).append(';');
    put(generatorVersion);
    put(map.width());
    put(map.height());
    for (Tile t : map.tiles())
        bytes.append(char('0' + int(t)));
    bytes.append(';');
    for (const RoomInfo &r : rooms) {
        put(r.bounds.x), put(r.bounds.y), put(r.bounds.width), put(r.bounds.height);
        bytes.append(r.shape.toUtf8()).append(';');
    }
    for (const DoorInfo &d : doors)
        put(d.at.x), put(d.at.y), put(int(d.side)), put(d.room);
    bytes.append(';');
    put(arrival.x), put(arrival.y);
    put(stairsUp ? stairsUp->x : -1), put(stairsUp ? stairsUp->y : -1);
    put(stairsDown ? stairsDown->x : -1), put(stairsDown ? stairsDown->y : -1);
    for (const LevelEntity &e : entities) {
        put(int(e.kind));
        bytes.append(e.id.toUtf8()).append(';');
        put(e.at.x), put(e.at.y), put(e.quantity), put(e.guards);
    }
    return QStringLiteral("%1").arg(seed::fnv1a64(bytes.constData(), std::size_t(bytes.size())), 16,
                                    16, QLatin1Char('0'));
}

} // namespace pd
