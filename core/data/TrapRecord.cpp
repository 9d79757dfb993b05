#include "TrapRecord.h"

namespace pd {

TrapRecord TrapRecord::fromJson(JsonObjectReader &r) {
    TrapRecord t;
    t.pointer = r.pointer();
    if (!r.isObject())
        return t;
    t.id = fields::readId(r);
    t.name = r.requiredString(QStringLiteral("name"));
    t.description = r.string(QStringLiteral("description"));
    if (!r.has(QStringLiteral("damage")))
        r.missing(QStringLiteral("damage"));
    t.damage = fields::readDice(r, QStringLiteral("damage"), QStringLiteral("0"), 0, 100000);
    t.sprungName = r.string(QStringLiteral("sprung"), t.name);
    t.hidden = r.boolean(QStringLiteral("hidden"), false);
    t.glyph = fields::readGlyph(r, QStringLiteral("glyph"), QStringLiteral("^"));
    t.sprungGlyph = fields::readGlyph(r, QStringLiteral("sprungGlyph"), t.glyph);
    t.color = fields::readColor(r, QStringLiteral("color"));
    r.finish();
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
