#include "ItemKnowledge.h"

#include "engine/StateHash.h"
#include "json/Fail.h"
#include "json/JsonPointer.h"

#include <QJsonArray>
#include <algorithm>

namespace pd {

bool ItemKnowledge::isIdentified(const QString &item) const {
    return std::binary_search(identified.cbegin(), identified.cend(), item);
}

bool ItemKnowledge::identify(const QString &item) {
    const auto at = std::lower_bound(identified.begin(), identified.end(), item);
    if (at != identified.end() && *at == item)
        return false;
    identified.insert(at, item);
    called.remove(item);
    return true;
}

QJsonObject ItemKnowledge::toJson() const {
    QJsonObject o;
    if (!identified.isEmpty())
        o.insert(QStringLiteral("identified"), QJsonArray::fromStringList(identified));
    if (!called.isEmpty()) {
        QJsonObject names;
        for (auto it = called.cbegin(); it != called.cend(); ++it)
            names.insert(it.key(), it.value());
        o.insert(QStringLiteral("called"), names);
    }
    return o;
}

std::optional<ItemKnowledge> ItemKnowledge::fromJson(const QJsonValue &value, QString *error) {
    if (!value.isObject()) {
        fail(error, QStringLiteral("expected an object"));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    ItemKnowledge k;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("identified") && it.key() != QLatin1String("called")) {
            fail(error, QStringLiteral("/%1: unknown key").arg(jsonpointer::escape(it.key())));
            return std::nullopt;
        }
    }
    if (o.contains(QStringLiteral("identified"))) {
        const QJsonValue ids = o.value(QStringLiteral("identified"));
        if (!ids.isArray()) {
            fail(error, QStringLiteral("/identified: expected a list of item ids"));
            return std::nullopt;
        }
        const QJsonArray a = ids.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isString() || a[i].toString().isEmpty()) {
                fail(error, QStringLiteral("/identified/%1: expected an item's id").arg(i));
                return std::nullopt;
            }
            k.identify(a[i].toString());
        }
    }
    if (o.contains(QStringLiteral("called"))) {
        const QJsonValue names = o.value(QStringLiteral("called"));
        if (!names.isObject()) {
            fail(error, QStringLiteral("/called: expected an object of item ids and names"));
            return std::nullopt;
        }
        const QJsonObject n = names.toObject();
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString name = it.value().toString();
            if (!it.value().isString() || name.trimmed().isEmpty() ||
                name.size() > kMaxCalledLength) {
                fail(error, QStringLiteral("/called/%1: expected a name of 1 to %2 characters")
                                .arg(jsonpointer::escape(it.key()))
                                .arg(kMaxCalledLength));
                return std::nullopt;
            }
            k.called.insert(it.key(), name);
        }
    }
    return k;
}

void ItemKnowledge::hash(CanonicalWriter &w) const {
    if (isEmpty())
        return;
    w.text(QStringLiteral("item-knowledge"));
    w.integer(identified.size());
    for (const QString &id : identified)
        w.text(id);
    w.integer(called.size());
    for (auto it = called.cbegin(); it != called.cend(); ++it) {
        w.text(it.key());
        w.text(it.value());
    }
}

} // namespace pd
