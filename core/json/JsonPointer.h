#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringView>
#include <initializer_list>

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

// The readers of saved structs (Combatant::fromJson, ...) say where a problem is as
// "/key: message", relative to the struct, or give a bare "message" about the struct as a
// whole. `nested` puts such an error below `pointer`: "/stats" and "/hp: missing" make
// "/stats/hp: missing", "/stats" and "bad" make "/stats: bad".
QString nested(const QString &pointer, const QString &error);
// The first of `keys` that `object` lacks, as the error "/key: missing"; empty when it has them
// all. The saved structs' readers require every key their toJson always writes.
QString firstMissing(const QJsonObject &object, std::initializer_list<QLatin1String> keys);

} // namespace pd::jsonpointer
