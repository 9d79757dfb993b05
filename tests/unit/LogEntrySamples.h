#pragma once

#include "rpg/LogEntry.h"

#include <QJsonValue>
#include <QList>
#include <QVariantMap>

namespace pd::test {

// An entry of kind K whose arguments are taken by name from `values` (a number serves as a flag
// too), converted as a save's would be; built through its typed arguments, as the core builds
// them.
template <LogEntry::Kind K>
LogEntry entryFrom(const QVariantMap &values) {
    LogArgs<K> args;
    LogArgs<K>::fields(args, [&values](const char *key, auto &value) {
        logarg::read(QJsonValue::fromVariant(values.value(QLatin1String(key))), value);
    });
    return LogEntry::of(args);
}

// One entry of every kind, in the order of LogEntry::Kind.
inline QList<LogEntry> everyKind(const QVariantMap &values) {
    return {
#define PD_LOG_KIND(Name, builder, saved, category, args) entryFrom<LogEntry::Kind::Name>(values),
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND
    };
}

} // namespace pd::test
