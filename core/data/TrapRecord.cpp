#include "TrapRecord.h"

#include "data/schema/PackSchema.h"

namespace pd {

TrapRecord TrapRecord::fromJson(JsonObjectReader &r) {
    TrapRecord t;
    schema::read(schema::traps(), r, t);
    return t;
}

QJsonObject TrapRecord::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("id"), id);
    o.insert(QStringLiteral("name"), name);
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    o.insert(QStringLiteral("damage"), damage.toJson());
    if (sprungName != name)
        o.insert(QStringLiteral("sprung"), sprungName);
    if (hidden)
        o.insert(QStringLiteral("hidden"), true);
    o.insert(QStringLiteral("glyph"), glyph);
    if (sprungGlyph != glyph)
        o.insert(QStringLiteral("sprungGlyph"), sprungGlyph);
    if (!color.isEmpty())
        o.insert(QStringLiteral("color"), color);
    return o;
}

} // namespace pd
