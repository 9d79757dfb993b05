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

QString nested(const QString &pointer, const QString &error) {
    if (error.startsWith(u'/'))
        return pointer + error;
    return pointer + QStringLiteral(": ") + error;
}

QString firstMissing(const QJsonObject &object, std::initializer_list<QLatin1String> keys) {
    for (QLatin1String key : keys) {
        if (!object.contains(key))
            return u'/' + escape(QString(key)) + QStringLiteral(": missing");
    }
    return QString();
}

} // namespace pd::jsonpointer
