#pragma once

#include "data/ItemRecord.h"
#include "data/MapEffect.h"
#include "data/MonsterRecord.h"
#include "data/Ruleset.h"
#include "data/SpellRecord.h"
#include "data/TrapRecord.h"
#include "data/schema/Schema.h"

#include <functional>
#include <optional>

namespace pd {
class Pack;
}

namespace pd::schema {

// The fields of the pack files' records and of the ruleset, each declared once: the loader reads
// by them (each record's fromJson), the reference check and the rename follow their ids, and
// the Editor's forms are made from them (with the tooltip words the Editor keeps by key).
const Schema<ItemRecord> &items();
const Schema<SpellRecord> &spells();
const Schema<MonsterRecord> &monsters();
const Schema<TrapRecord> &traps();
const Schema<Ruleset> &ruleset();
const Schema<Ruleset::Band> &band();
const Schema<Ruleset::InventoryEntry> &inventoryEntry();
// One entry of an item's or spell's "effects".
const Schema<MapEffect> &effect();
// One entry of a monster's "tricks".
const Schema<MonsterTrick> &trick();

// The same, flattened (flatten()): a record kind's fields (none for tables, which are rows of
// their own), the ruleset's and a depth band's.
const QList<Field> &fields(RecordKind kind);
const QList<Field> &rulesetFields();
const QList<Field> &bandFields();
// The field that sorts records of the kind into the sorts Field::appliesTo names: "kind" for
// items, "type" for spells; empty for the kinds whose fields apply to every record.
QString sortKey(RecordKind kind);

// One id a field of the pack's own files names.
struct Reference {
    QString file;    // "monsters.json"
    QString pointer; // the field ("/monsters/3/trophy", "/chests/trap")
    RecordKind kind; // of the record it names
    QString id;
    // Who refers: a record (its kind and id) or, for the ruleset, nothing.
    std::optional<RecordKind> fromKind;
    QString fromId;
};
// Every id the fields of the pack's own records and its ruleset name (not tables' rows: their
// results are a structure of their own), records first, in the schemas' order.
void forEachReference(const Pack &pack, const std::function<void(const Reference &)> &visit);

} // namespace pd::schema
