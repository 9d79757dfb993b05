#include "JsonPointer.h"

namespace pd::jsonpointer {

QString escape(QStringView key) {
    if (!key.contains(u'~') && !key.contains(u'/'))
        return key.toString();
    QString out = key.toString();
    out.replace(u'~', QStringLiteral("~0"));
    out.replace(u'/', QStringLiteral("~1"));
    return out;
}

QString parent(const QString &pointer) {
    const qsizetype slash = pointer.lastIndexOf(u'/');
    return slash <= 0 ? QString() : pointer.left(slash);
}

} // namespace pd::jsonpointer
