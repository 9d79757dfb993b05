#include "engine/Direction.h"

#include <QStringList>

namespace pd {

namespace {
const QStringList &names() {
    static const QStringList list = {
        QStringLiteral("n"), QStringLiteral("ne"), QStringLiteral("e"), QStringLiteral("se"),
        QStringLiteral("s"), QStringLiteral("sw"), QStringLiteral("w"), QStringLiteral("nw")};
    return list;
}
} // namespace

QString directionName(Direction d) {
    return names().value(int(d));
}

std::optional<Direction> directionFromName(const QString &name) {
    const int i = names().indexOf(name.toLower());
    if (i < 0)
        return std::nullopt;
    return Direction(i);
}

std::optional<Direction> directionBetween(Point from, Point to) {
    const Point d = to - from;
    for (Direction dir : kDirections) {
        if (offset(dir) == d)
            return dir;
    }
    return std::nullopt;
}

} // namespace pd
