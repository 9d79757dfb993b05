#pragma once

#include "rpg/LogEntry.h"

#include <QJsonObject>
#include <QStringList>

namespace pd::test {

// A log entry as one comparable line, the kind then its arguments in key order:
// "not-enough-mp has=3 mp=4 name=Hero spell=water-bolt". Tests pin what the rules report
// with it; the words for it are the front ends' (tst_words).
inline QString entryText(const LogEntry &e) {
    QStringList parts{LogEntry::kindName(e.kind)};
    const QJsonObject args = e.toJson().value(QLatin1String("args")).toObject();
    for (auto it = args.begin(); it != args.end(); ++it)
        parts.append(it.key() + u'=' + it.value().toVariant().toString());
    return parts.join(u' ');
}

} // namespace pd::test
