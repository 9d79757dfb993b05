#include "Geometry.h"

namespace pd {

QString sideName(Side s) {
    static const char *names[] = {"n", "e", "s", "w"};
    return QString::fromLatin1(names[int(s)]);
}

bool sideFromName(const QString &name, Side &out) {
    for (Side s : kSides) {
        if (sideName(s) == name) {
            out = s;
            return true;
        }
    }
    return false;
}

} // namespace pd
