#include "data/schema/PackSchema.h"

namespace pd::schema {

namespace {

using T = TrapRecord;

// Its name once sprung: its name when left out.
void readSprung(const Field &f, JsonObjectReader &r, TrapRecord &t) {
    t.sprungName = r.string(f.path, t.name);
}

// Its glyph once sprung: its glyph when left out.
void readSprungGlyph(const Field &f, JsonObjectReader &r, TrapRecord &t) {
    t.sprungGlyph = fields::readGlyph(r, f.path, t.glyph);
}

} // namespace

const Schema<TrapRecord> &traps() {
    static const Schema<TrapRecord> schema{
        QStringLiteral("trap"), &T::pointer, QString(),
        object<T>(
            "",
            {
                id(&T::id),
                text("name", &T::name).required().tip("record/name"),
                dice("damage", 0, 100000, &T::damage).required().byDefault("0"),
                custom("sprung", FieldType::Text, readSprung),
                boolean("hidden", &T::hidden).byDefault("false"),
                text("description", &T::description, FieldType::LongText).tip("record/description"),
                glyph("glyph", &T::glyph).byDefault("^").tip("record/glyph"),
                custom("sprungGlyph", FieldType::Glyph, readSprungGlyph),
                color("color", &T::color).tip("record/color"),
            })
            .onlyAnObject()};
    return schema;
}

} // namespace pd::schema
