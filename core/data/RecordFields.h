#pragma once

#include "data/Stats.h"
#include "dice/DiceExpression.h"
#include "json/JsonObjectReader.h"

#include <QJsonValue>

namespace pd {

// A dice field as written by the designer: kept as text for saving, parsed for rolling.
struct DiceField {
    QString text;
    DiceExpression expression = DiceExpression::constant(0);

    bool isSet() const { return !text.isEmpty(); }
    QJsonValue toJson() const; // a number when constant and written as one, else the text
    static DiceField constant(qint64 v);
    // Fields that allow the word "depth" (e.g. "1d4+depth") are parsed again per level.
    bool usesDepth() const { return text.contains(QLatin1String("depth"), Qt::CaseInsensitive); }
    DiceExpression atDepth(int depth) const;
    // atDepth, with each (text, depth) parsed once per process: level generation asks for the
    // same few counts every level.
    DiceExpression atDepthCached(int depth) const;
    // One roll of the field at `depth`; 0 when the field is not set. The engine, monster spawns
    // and the balance simulation all roll through this.
    qint64 roll(int depth, Rng &rng) const;
    static QString substituteDepth(QString text, int depth);
};

// Field readers shared by the record converters. Each reports located errors through the
// reader and returns a usable fallback.
namespace fields {

bool isValidId(const QString &id);
// Reads "id", required, checking the id syntax.
QString readId(JsonObjectReader &r, const QString &key = QStringLiteral("id"));
// Reads an optional reference id (syntax only; existence is checked once the pack is loaded).
QString readRef(JsonObjectReader &r, const QString &key);
// A dice expression or a whole number; `minValue` bounds what it may roll.
DiceField readDice(JsonObjectReader &r, const QString &key, const QString &fallback,
                   qint64 minValue = std::numeric_limits<qint64>::min(),
                   qint64 maxValue = std::numeric_limits<qint64>::max());
// Like readDice, but the text may use "depth"; it is checked at both ends of [depthFrom, depthTo].
DiceField readDepthDice(JsonObjectReader &r, const QString &key, const QString &fallback,
                        qint64 minValue, qint64 maxValue, int depthFrom, int depthTo);
// A stats object of whole numbers in [min, max].
Stats readStats(JsonObjectReader &r, const QString &key, qint64 min, qint64 max);
// A colour "#rrggbb".
QString readColor(JsonObjectReader &r, const QString &key, const QString &fallback = QString());
// One character (a glyph on the map).
QString readGlyph(JsonObjectReader &r, const QString &key, const QString &fallback = QString());
// A percentage-style fixed point: 1.5 -> 150 (hundredths); more than two decimals is an error.
qint64 readHundredths(JsonObjectReader &r, const QString &key, qint64 fallback, qint64 min,
                      qint64 max);
// Checks {"format": 1} at the top of a file.
bool readFormat(JsonObjectReader &r, int supported);

} // namespace fields
} // namespace pd
