#include "RecordKind.h"

namespace pd {

const RecordKindInfo &recordKindInfo(RecordKind kind) {
    static const RecordKindInfo infos[] = {
        {RecordKind::Table, "tables.json", "tables", "table"},
        {RecordKind::Item, "items.json", "items", "item"},
        {RecordKind::Spell, "spells.json", "spells", "spell"},
        {RecordKind::Monster, "monsters.json", "monsters", "monster"},
        {RecordKind::Trap, "traps.json", "traps", "trap"},
    };
    return infos[int(kind)];
}

const QList<RecordKind> &allRecordKinds() {
    static const QList<RecordKind> kinds = {RecordKind::Table, RecordKind::Item, RecordKind::Spell,
                                            RecordKind::Monster, RecordKind::Trap};
    return kinds;
}

} // namespace pd
