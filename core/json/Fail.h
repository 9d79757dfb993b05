#pragma once

#include <QString>

namespace pd {

// The last line of every refused step in the readers: report why (when the caller asked) and
// answer false, so a check reads `if (bad) return fail(error, why);`.
inline bool fail(QString *error, const QString &message) {
    if (error)
        *error = message;
    return false;
}

} // namespace pd
