#include "rpg/LogEntry.h"

#include "json/JsonObjectReader.h"

#include <QJsonArray>
#include <algorithm>
#include <array>

namespace pd {

namespace {

using K = LogEntry::Kind;
using C = LogEntry::Category;

struct LogKindInfo {
    K kind;
    const char *name;
    C category;
};

// In enum order: the name is what saves hold, so it never changes.
constexpr LogKindInfo kLogKinds[] = {
#define PD_LOG_KIND(Name, builder, saved, category, args) {K::Name, saved, C::category},
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND
};
static_assert(std::size(kLogKinds) == std::size_t(LogEntry::kKindCount));

const QStringList &categoryNames() {
    static const QStringList names = {QStringLiteral("info"),    QStringLiteral("combat"),
                                      QStringLiteral("loot"),    QStringLiteral("hazard"),
                                      QStringLiteral("flavour"), QStringLiteral("warning"),
                                      QStringLiteral("story")};
    return names;
}

} // namespace

#define PD_LOG_KIND(Name, builder, saved, category, args)                                          \
    LogEntry LogEntry::builder(PD_LOG_PARAMS(args)) {                                              \
        return of(LogArgs<Kind::Name>{PD_LOG_NAMES(args)});                                        \
    }
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND

QString LogEntry::categoryName(Category c) {
    return categoryNames().value(int(c));
}

LogEntry::Category LogEntry::categoryFromName(const QString &name) {
    return Category(std::max<qsizetype>(0, categoryNames().indexOf(name)));
}

LogEntry::Category LogEntry::categoryOf(Kind kind) {
    return kLogKinds[std::size_t(kind)].category;
}

QString LogEntry::kindName(Kind kind) {
    return QString::fromLatin1(kLogKinds[std::size_t(kind)].name);
}

std::optional<LogEntry::Kind> LogEntry::kindFromName(const QString &name) {
    for (const LogKindInfo &k : kLogKinds) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

QJsonObject LogEntry::toJson() const {
    QJsonObject o{{QStringLiteral("turn"), turn},
                  {QStringLiteral("category"), categoryName(category)},
                  {QStringLiteral("kind"), kindName(kind)}};
    if (!m_args.isEmpty())
        o.insert(QStringLiteral("args"), m_args);
    return o;
}

std::optional<LogEntry> LogEntry::fromJson(const QJsonObject &o, QString *error) {
    // The pointer of the first problem goes before its message ("/kind: missing"). Every key
    // toJson always writes is required ("args" only when there are any).
    auto fail = [error](const QString &key, const QString &m) {
        if (error)
            *error = u'/' + key + QStringLiteral(": ") + m;
        return std::nullopt;
    };
    for (const QString &key :
         {QStringLiteral("turn"), QStringLiteral("category"), QStringLiteral("kind")}) {
        if (!o.contains(key))
            return fail(key, key == QLatin1String("kind")
                                 ? QStringLiteral("missing: every line says its kind")
                                 : QStringLiteral("missing"));
    }
    LogEntry e;
    const std::optional<qint64> turn =
        JsonObjectReader::toInteger(o.value(QStringLiteral("turn")), 0, 100000000);
    if (!turn)
        return fail(QStringLiteral("turn"),
                    QStringLiteral("expected a whole number of at least 0"));
    e.turn = int(*turn);
    const QJsonValue category = o.value(QStringLiteral("category"));
    if (!category.isString())
        return fail(QStringLiteral("category"), QStringLiteral("expected text"));
    e.category = categoryFromName(category.toString());
    if (categoryName(e.category) != category.toString())
        return fail(QStringLiteral("category"),
                    QStringLiteral("unknown category \"%1\"").arg(category.toString()));
    const QJsonValue kind = o.value(QStringLiteral("kind"));
    if (!kind.isString())
        return fail(QStringLiteral("kind"), QStringLiteral("expected the kind's name"));
    const auto known = kindFromName(kind.toString());
    if (!known)
        return fail(QStringLiteral("kind"),
                    QStringLiteral("unknown log entry kind \"%1\"").arg(kind.toString()));
    e.kind = *known;
    const QJsonValue args = o.value(QStringLiteral("args"));
    if (!args.isUndefined() && !args.isObject())
        return fail(QStringLiteral("args"), QStringLiteral("expected an object"));
    e.m_args = args.toObject();
    if (e.kind == Kind::Legacy && !e.m_args.value(QStringLiteral("text")).isString())
        return fail(QStringLiteral("args/text"),
                    QStringLiteral("missing: an old line keeps its words"));
    return e;
}

bool LogEntry::operator==(const LogEntry &o) const {
    // Through JSON: a number read back from a save is a double, the one written an integer.
    return toJson() == o.toJson();
}

namespace logarg {

QJsonValue toJson(const QString &v) {
    return v;
}

QJsonValue toJson(qint64 v) {
    return v;
}

QJsonValue toJson(bool v) {
    return v;
}

QJsonValue toJson(const QJsonObject &v) {
    return v;
}

QJsonValue toJson(const QList<LogEntry::ItemCount> &v) {
    QJsonArray a;
    for (const LogEntry::ItemCount &i : v)
        a.append(QJsonObject{{QStringLiteral("item"), i.item}, {QStringLiteral("count"), i.count}});
    return a;
}

QJsonValue toJson(const QList<LogEntry::Loot> &v) {
    QJsonArray a;
    for (const LogEntry::Loot &l : v)
        a.append(QJsonObject{{QStringLiteral("kind"), l.kind},
                             {QStringLiteral("id"), l.id},
                             {QStringLiteral("text"), l.text},
                             {QStringLiteral("count"), l.count}});
    return a;
}

void read(const QJsonValue &j, QString &v) {
    v = j.toVariant().toString();
}

void read(const QJsonValue &j, qint64 &v) {
    v = j.toVariant().toLongLong();
}

void read(const QJsonValue &j, bool &v) {
    v = j.toVariant().toBool();
}

void read(const QJsonValue &j, QJsonObject &v) {
    v = j.toObject();
}

void read(const QJsonValue &j, QList<LogEntry::ItemCount> &v) {
    v.clear();
    for (const QVariant &x : j.toVariant().toList()) {
        const QVariantMap m = x.toMap();
        v.append({m.value(QStringLiteral("item")).toString(),
                  m.value(QStringLiteral("count")).toLongLong()});
    }
}

void read(const QJsonValue &j, QList<LogEntry::Loot> &v) {
    v.clear();
    for (const QVariant &x : j.toVariant().toList()) {
        const QVariantMap m = x.toMap();
        v.append({m.value(QStringLiteral("kind")).toString(),
                  m.value(QStringLiteral("id")).toString(),
                  m.value(QStringLiteral("text")).toString(),
                  m.value(QStringLiteral("count")).toLongLong()});
    }
}

} // namespace logarg

} // namespace pd
