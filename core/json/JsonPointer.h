#pragma once

#include <QString>
#include <QStringView>

namespace pd::jsonpointer {

// RFC 6901 helpers: "/monsters/3/element".
QString escape(QStringView key); // "~" -> "~0", "/" -> "~1"
inline QString child(const QString &parent, QStringView key) {
    return parent + u'/' + escape(key);
}
inline QString child(const QString &parent, qsizetype index) {
    return parent + u'/' + QString::number(index);
}
QString parent(const QString &pointer); // "" for the root and its children's parent

} // namespace pd::jsonpointer
