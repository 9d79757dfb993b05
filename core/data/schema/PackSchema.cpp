#include "PackSchema.h"

#include "data/Pack.h"

namespace pd::schema {

const QList<Field> &fields(RecordKind kind) {
    static const QList<Field> itemFields = flatten(items()), spellFields = flatten(spells()),
                              monsterFields = flatten(monsters()), trapFields = flatten(traps()),
                              none;
    switch (kind) {
    case RecordKind::Item:
        return itemFields;
    case RecordKind::Spell:
        return spellFields;
    case RecordKind::Monster:
        return monsterFields;
    case RecordKind::Trap:
        return trapFields;
    case RecordKind::Table:
        break;
    }
    return none;
}

const QList<Field> &rulesetFields() {
    static const QList<Field> out = flatten(ruleset());
    return out;
}

const QList<Field> &bandFields() {
    static const QList<Field> out = flatten(band());
    return out;
}

QString sortKey(RecordKind kind) {
    switch (kind) {
    case RecordKind::Item:
        return items().sortKey;
    case RecordKind::Spell:
        return spells().sortKey;
    case RecordKind::Monster:
        return monsters().sortKey;
    case RecordKind::Trap:
        return traps().sortKey;
    case RecordKind::Table:
        break;
    }
    return {};
}

namespace {

template <typename T>
void visitOwn(const Pack &pack, RecordKind fromKind, const QList<T> &records,
              const Schema<T> &schema, const std::function<void(const Reference &)> &visit) {
    const QString file = QLatin1String(recordKindInfo(fromKind).file);
    for (const T &record : records) {
        if (!pack.isOwn(record.origin))
            continue;
        visitRefs(schema, record, [&](const QString &pointer, RecordKind kind, const QString &id) {
            visit(Reference{file, pointer, kind, id, fromKind, record.id});
        });
    }
}

} // namespace

void forEachReference(const Pack &pack, const std::function<void(const Reference &)> &visit) {
    visitOwn(pack, RecordKind::Item, pack.items, items(), visit);
    visitOwn(pack, RecordKind::Spell, pack.spells, spells(), visit);
    visitOwn(pack, RecordKind::Monster, pack.monsters, monsters(), visit);
    visitOwn(pack, RecordKind::Trap, pack.traps, traps(), visit);
    visitRefs(ruleset(), pack.ruleset,
              [&](const QString &pointer, RecordKind kind, const QString &id) {
                  visit(Reference{QStringLiteral("ruleset.json"), pointer, kind, id, std::nullopt,
                                  QString()});
              });
}

} // namespace pd::schema
