#pragma once

#include "rpg/LogKindTable.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <optional>

namespace pd {

// A kind's arguments, typed: LogArgs<LogEntry::Kind::SpellLocked> has `spell`, `points`,
// `element`, `name` and `has`, as LogKinds.def lists them. The words read an entry through it
// (LogEntry::as), so a misspelt argument does not compile.
template <auto K>
struct LogArgs;

// One thing the rules report to the player, as data: a kind and its arguments (record ids,
// numbers, cells), never a sentence. The front ends word it (pd::words, through tr()), so the
// state hash, saves and replays are the same in every language. Refusals (why a command or a
// battle action was not carried out) are log entries too.
//
// The kinds and their arguments are listed once, in LogKinds.def: the builders below, LogArgs
// and the names saves hold are made from it. An entry keeps its arguments as a save holds them
// (a JSON object by argument name), so that a line read from an older save, a key since
// dropped or a flag written as a number included, is written back and hashed as it was read.
struct LogEntry {
    enum class Category { Info, Combat, Loot, Hazard, Flavour, Warning, Story };

    enum class Kind {
#define PD_LOG_KIND(Name, builder, saved, category, args) Name,
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND
    };
    static constexpr int kKindCount = 0
#define PD_LOG_KIND(Name, builder, saved, category, args) +1
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND
        ;
    static constexpr Kind kLastKind = Kind(kKindCount - 1);

    // One pile on the hero's cell (items-here) and one find in a chest (chest-opened): `kind`
    // is a table result's kind ("item", "monster", "trap", "text"), `text` its words.
    struct ItemCount {
        QString item;
        qint64 count = 0;
    };
    struct Loot {
        QString kind;
        QString id;
        QString text;
        qint64 count = 0;
    };

    int turn = 0;
    Category category = Category::Info;
    Kind kind = Kind::Legacy;

    // The builders, one a kind, named after it: LogEntry::spellLocked(spell, points, element,
    // name, has). Each gives an entry of its kind in the kind's usual category.
#define PD_LOG_KIND(Name, builder, saved, category, args)                                          \
    static LogEntry builder(PD_LOG_PARAMS(args));
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND

    // The same from the kind's arguments as one value.
    template <Kind K>
    static LogEntry of(const LogArgs<K> &args);
    // The arguments of this entry, of kind K (a missing one is empty, 0 or false).
    template <Kind K>
    LogArgs<K> as() const;

    static QString categoryName(Category c); // "info", "combat", ...
    static Category categoryFromName(const QString &name);
    static Category categoryOf(Kind kind);
    static QString kindName(Kind kind); // "hero-hits"
    static std::optional<Kind> kindFromName(const QString &name);

    QJsonObject toJson() const;
    // toJson's "args" (written only when not empty).
    const QJsonObject &jsonArgs() const {
        return m_args;
    }
    // Reads what toJson writes, strictly: fails, with "/key: why" in `error`, on a missing key,
    // an unknown kind or category, or a field of the wrong type.
    static std::optional<LogEntry> fromJson(const QJsonObject &o, QString *error = nullptr);
    bool operator==(const LogEntry &o) const;

private:
    QJsonObject m_args;
};

// An argument's value as a save holds it, and back. Reading converts as a QVariant would (text
// "3" is the number 3), as the words did when the arguments were a QVariantMap.
namespace logarg {
QJsonValue toJson(const QString &v);
QJsonValue toJson(qint64 v);
QJsonValue toJson(bool v);
QJsonValue toJson(const QJsonObject &v);
QJsonValue toJson(const QList<LogEntry::ItemCount> &v);
QJsonValue toJson(const QList<LogEntry::Loot> &v);
void read(const QJsonValue &j, QString &v);
void read(const QJsonValue &j, qint64 &v);
void read(const QJsonValue &j, bool &v);
void read(const QJsonValue &j, QJsonObject &v);
void read(const QJsonValue &j, QList<LogEntry::ItemCount> &v);
void read(const QJsonValue &j, QList<LogEntry::Loot> &v);
} // namespace logarg

// `fields(args, f)` calls f(key, value) for every argument, in the table's order.
#define PD_LOG_KIND(Name, builder, saved, category, args)                                          \
    template <>                                                                                    \
    struct LogArgs<LogEntry::Kind::Name> {                                                         \
        PD_LOG_MEMBERS(args)                                                                       \
        template <class S, class F>                                                                \
        static void fields(S &s, F &&f) {                                                          \
            PD_LOG_VISITS(args)                                                                    \
            (void)s;                                                                               \
            (void)f;                                                                               \
        }                                                                                          \
    };
#include "rpg/LogKinds.def"
#undef PD_LOG_KIND

template <LogEntry::Kind K>
LogEntry LogEntry::of(const LogArgs<K> &args) {
    LogEntry e;
    e.kind = K;
    e.category = categoryOf(K);
    LogArgs<K>::fields(args, [&e](const char *key, const auto &value) {
        e.m_args.insert(QLatin1String(key), logarg::toJson(value));
    });
    return e;
}

template <LogEntry::Kind K>
LogArgs<K> LogEntry::as() const {
    Q_ASSERT(kind == K);
    LogArgs<K> args;
    LogArgs<K>::fields(args, [this](const char *key, auto &value) {
        logarg::read(m_args.value(QLatin1String(key)), value);
    });
    return args;
}

} // namespace pd
