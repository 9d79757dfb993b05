#include "Vault.h"

#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QJsonArray>

namespace pd {

const char *const Vault::kLegend = "#.+L~\"$MS";

bool Vault::hasLockedDoor() const {
    return count(QLatin1Char('L')) > 0;
}

int Vault::count(QChar c) const {
    int n = 0;
    for (const QString &row : grid)
        n += int(row.count(c));
    return n;
}

bool Vault::looksLikeVault(const QJsonValue &value) {
    return value.isObject() && value.toObject().contains(QStringLiteral("grid"));
}

Vault Vault::fromJson(JsonObjectReader &r) {
    Vault v;
    v.pointer = r.pointer();
    if (!r.isObject()) {
        r.errorHere(QStringLiteral("expected a vault: an object with a \"grid\""));
        return v;
    }
    v.name = r.string(QStringLiteral("vault"));
    v.items = r.string(QStringLiteral("items"));
    v.monsters = r.string(QStringLiteral("monsters"));
    v.stock = r.string(QStringLiteral("stock"));
    const QString gridKey = QStringLiteral("grid");
    const QJsonArray rows = r.array(gridKey, true);
    const QString gridPointer = r.pointerOf(gridKey);
    const QString legend = QString::fromLatin1(kLegend);
    bool ok = r.has(gridKey) && r.object().value(gridKey).isArray();
    for (qsizetype y = 0; y < rows.size(); ++y) {
        const QString rp = jsonpointer::child(gridPointer, y);
        if (!rows.at(y).isString()) {
            r.context().error(rp, QStringLiteral("expected a row of the grid (a string)"));
            ok = false;
            continue;
        }
        const QString row = rows.at(y).toString();
        if (!v.grid.isEmpty() && row.size() != v.grid.first().size()) {
            r.context().error(rp, QStringLiteral("the grid is ragged: row %1 has %2 cells, row 1 "
                                                 "has %3")
                                      .arg(y + 1)
                                      .arg(row.size())
                                      .arg(v.grid.first().size()));
            ok = false;
        }
        for (qsizetype x = 0; x < row.size(); ++x) {
            if (!legend.contains(row.at(x))) {
                r.context().error(rp, QStringLiteral("unknown cell '%1' in column %2 (the legend: "
                                                     "%3)")
                                          .arg(row.at(x))
                                          .arg(x + 1)
                                          .arg(legend));
                ok = false;
            }
        }
        v.grid << row;
    }
    if (!ok) {
        v.grid.clear();
        return v;
    }
    const int w = v.width(), h = v.height();
    if (w < kMinSide || h < kMinSide || w > kMaxSide || h > kMaxSide) {
        r.context().error(gridPointer, QStringLiteral("a vault is %1 to %2 cells each way; this "
                                                      "one is %3 by %4")
                                           .arg(kMinSide)
                                           .arg(kMaxSide)
                                           .arg(w)
                                           .arg(h));
        v.grid.clear();
        return v;
    }
    // Its edge: walls and doors only, at least one door, none in a corner.
    int doors = 0;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            const bool corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1);
            const QChar c = v.at(x, y);
            const bool door = c == QLatin1Char('+') || c == QLatin1Char('L');
            if (!edge)
                continue;
            if (c != QLatin1Char('#') && !(door && !corner)) {
                r.context().error(jsonpointer::child(gridPointer, y),
                                  QStringLiteral("the grid's edge holds only walls (#) and, off "
                                                 "the corners, doors (+ or L); column %1 is '%2'")
                                      .arg(x + 1)
                                      .arg(c));
                v.grid.clear();
                return v;
            }
            doors += door ? 1 : 0;
        }
    }
    if (doors == 0) {
        r.context().error(gridPointer,
                          QStringLiteral("a vault needs a door (+ or L) in its edge, off the "
                                         "corners"));
        v.grid.clear();
        return v;
    }
    if (v.count(QLatin1Char('$')) > 0 && v.items.isEmpty())
        r.missing(QStringLiteral("items"), QStringLiteral(" (a table for its $ cells)"));
    if (v.count(QLatin1Char('M')) > 0 && v.monsters.isEmpty())
        r.missing(QStringLiteral("monsters"),
                  QStringLiteral(" (a table or a monster for its M cells)"));
    if (v.count(QLatin1Char('S')) > 0 && v.stock.isEmpty())
        r.missing(QStringLiteral("stock"),
                  QStringLiteral(" (a shop's table of items for sale, for its S cells)"));
    r.finish();
    return v;
}

} // namespace pd
