#include "GeneratorSettings.h"

#include "data/RecordFields.h"
#include "dice/DiceExpression.h"

namespace pd {

namespace {

// A whole number, or an expression of `depth` without dice ("depth+4").
int depthValue(JsonObjectReader &r, const QString &key, int depth, int fallback, int min, int max) {
    const QJsonValue v = r.value(key);
    if (v.isUndefined())
        return fallback;
    if (v.isDouble()) {
        const auto i = JsonObjectReader::toInteger(v, min, max);
        if (!i) {
            r.error(key, QStringLiteral("expected a whole number from %1 to %2").arg(min).arg(max));
            return fallback;
        }
        return int(*i);
    }
    if (!v.isString()) {
        r.error(key, QStringLiteral("expected a number or an expression of depth, found %1")
                         .arg(JsonObjectReader::typeName(v)));
        return fallback;
    }
    QString text = v.toString();
    text.replace(QStringLiteral("depth"), QStringLiteral("(%1)").arg(depth), Qt::CaseInsensitive);
    DiceError err;
    const DiceExpression e = DiceExpression::parse(text, &err);
    if (!e.isValid() || !e.isConstant()) {
        r.error(key, e.isValid() ? QStringLiteral("\"%1\" has dice; a setting is a number or an "
                                                  "expression of depth")
                                       .arg(v.toString())
                                 : QStringLiteral("invalid expression \"%1\": %2")
                                       .arg(v.toString(), err.toString()));
        return fallback;
    }
    const qint64 value = e.minimum();
    if (value < min || value > max) {
        r.error(key, QStringLiteral("\"%1\" is %2 at depth %3; it must be %4 to %5")
                         .arg(v.toString())
                         .arg(value)
                         .arg(depth)
                         .arg(min)
                         .arg(max));
        return fallback;
    }
    return int(value);
}

} // namespace

const QStringList &GeneratorSettings::names() {
    static const QStringList n = {QStringLiteral("rooms"), QStringLiteral("caves"),
                                  QStringLiteral("maze"), QStringLiteral("chambers")};
    return n;
}

const QStringList &GeneratorSettings::shapeNames() {
    static const QStringList n = {QStringLiteral("rectangle"), QStringLiteral("L"),
                                  QStringLiteral("cross"), QStringLiteral("round"),
                                  QStringLiteral("pillared")};
    return n;
}

QString GeneratorSettings::name() const {
    return names().at(int(kind));
}

int GeneratorSettings::version() const {
    switch (kind) {
    case Kind::Rooms:
        return kRoomsVersion;
    case Kind::Caves:
        return kCavesVersion;
    case Kind::Maze:
        return maze.algorithm == MazeSettings::Algorithm::Walk ? kMazeWalkVersion : kMazeVersion;
    case Kind::Chambers:
        return kChambersVersion;
    }
    return 0;
}

GeneratorSettings GeneratorSettings::fromJson(JsonObjectReader &r, int depth) {
    GeneratorSettings s;
    if (!r.isObject())
        return s;
    s.raw = r.object();
    const QString name =
        r.requiredEnumeration(QStringLiteral("generator"), names(), QStringLiteral("generator"));
    if (name.isEmpty())
        return s;
    s.kind = Kind(names().indexOf(name));
    switch (s.kind) {
    case Kind::Rooms: {
        RoomsSettings &o = s.rooms;
        o.width = depthValue(r, QStringLiteral("width"), depth, o.width, 20, 256);
        o.height = depthValue(r, QStringLiteral("height"), depth, o.height, 20, 256);
        o.maxRooms = depthValue(r, QStringLiteral("maxRooms"), depth, o.maxRooms, 1, 200);
        o.roomMin = depthValue(r, QStringLiteral("roomMin"), depth, o.roomMin, 3, 60);
        o.roomMax = depthValue(r, QStringLiteral("roomMax"), depth, o.roomMax, 3, 60);
        o.loopPercent = depthValue(r, QStringLiteral("loopPercent"), depth, o.loopPercent, 0, 100);
        o.doors = r.boolean(QStringLiteral("doors"), o.doors);
        if (o.roomMin > o.roomMax)
            r.error(QStringLiteral("roomMin"),
                    QStringLiteral("roomMin %1 is above roomMax %2").arg(o.roomMin).arg(o.roomMax));
        else if (o.roomMax > std::min(o.width, o.height) - 2)
            r.error(QStringLiteral("roomMax"),
                    QStringLiteral("rooms of %1 do not fit a %2×%3 map with its border")
                        .arg(o.roomMax)
                        .arg(o.width)
                        .arg(o.height));
        break;
    }
    case Kind::Caves: {
        CavesSettings &o = s.caves;
        o.width = depthValue(r, QStringLiteral("width"), depth, o.width, 20, 256);
        o.height = depthValue(r, QStringLiteral("height"), depth, o.height, 20, 256);
        o.fillPercent = depthValue(r, QStringLiteral("fillPercent"), depth, o.fillPercent, 0, 80);
        o.passes = depthValue(r, QStringLiteral("passes"), depth, o.passes, 0, 20);
        o.wallThreshold =
            depthValue(r, QStringLiteral("wallThreshold"), depth, o.wallThreshold, 1, 9);
        o.connect = r.enumeration(QStringLiteral("connect"),
                                  {QStringLiteral("largest"), QStringLiteral("tunnels")},
                                  QStringLiteral("tunnels"),
                                  QStringLiteral("connect mode")) == QLatin1String("largest")
                        ? CavesSettings::Connect::Largest
                        : CavesSettings::Connect::Tunnels;
        break;
    }
    case Kind::Maze:
        s.maze.cells = depthValue(r, QStringLiteral("cells"), depth, s.maze.cells, 2, 127);
        s.maze.algorithm =
            r.enumeration(QStringLiteral("algorithm"),
                          {QStringLiteral("prim"), QStringLiteral("walk")}, QStringLiteral("prim"),
                          QStringLiteral("maze algorithm")) == QLatin1String("walk")
                ? MazeSettings::Algorithm::Walk
                : MazeSettings::Algorithm::Prim;
        break;
    case Kind::Chambers: {
        ChambersSettings &o = s.chambers;
        o.sizeTable = fields::readRef(r, QStringLiteral("size"));
        o.shapeTable = fields::readRef(r, QStringLiteral("shape"));
        o.exitsTable = fields::readRef(r, QStringLiteral("exits"));
        o.contentsTable = fields::readRef(r, QStringLiteral("contents"));
        o.rooms = depthValue(r, QStringLiteral("rooms"), depth, o.rooms, 1, 60);
        o.axisDoors = r.boolean(QStringLiteral("axisDoors"), false);
        for (const char *key : {"size", "shape", "exits"})
            if (!r.has(QLatin1String(key)))
                r.missing(QLatin1String(key), QStringLiteral(" (a table id)"));
        break;
    }
    }
    r.finish();
    return s;
}

} // namespace pd
