#pragma once

#include "data/RecordFields.h"

#include <QJsonObject>

namespace pd {

// A trap from traps.json (room-by-room rules: a crack that opens into a pit, a spike plate).
struct TrapRecord {
    QString id;
    QString name;
    QString description;
    DiceField damage;
    QString sprungName;
    bool hidden = false;
    QString glyph;
    QString sprungGlyph;
    QString color;
    QString pointer;
    QString origin; // the id of the pack it comes from (a dependency's, or the pack's own)

    static TrapRecord fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
