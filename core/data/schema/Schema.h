#pragma once

#include "data/Element.h"
#include "data/RecordFields.h"
#include "data/schema/Field.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QList>

#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace pd::schema {

// A place a field names a record: its JSON pointer, the kind of record and the id.
using RefVisitor = std::function<void(const QString &pointer, RecordKind kind, const QString &id)>;

// One field of a struct T, or an object of them: its description (Field), how the loader reads
// it into a T, and the ids it names. Made by the builders below, a line a field:
//   integer("sight", 0, 60, &MonsterRecord::sight).byDefault("7"),
// A field's path is its key in the object that holds it; an object's members are read in their
// order, which is also the order of the Editor's rows.
template <typename T>
struct Member {
    using Read = std::function<void(const Field &, JsonObjectReader &, const QString &sort, T &)>;
    using Refs =
        std::function<void(const Field &, const T &, const QString &pointer, const RefVisitor &)>;
    using Check = std::function<void(JsonObjectReader &, const QString &sort, T &)>;

    Field field;
    Read read; // from the object holding the field, knowing the record's sort
    Refs refs; // the ids it names; `pointer` is the field's own
    // An object (FieldType::Object, or a whole record): its members, and what is checked across
    // them once they are read.
    std::vector<Member> members; // (a vector: Member is incomplete here)
    Check check;
    bool readUnlessObject = true; // read (as fallbacks) when it is not an object, so its checks run
    bool nullIsAbsent = false;    // null is the same as leaving it out ("win": null)
    std::function<bool(const T &)> followIf; // its references count only when this holds
    QString missingHint;                     // after "missing required key ..."

    Member &&required(const QString &hint = QString()) && {
        field.required = true;
        missingHint = hint;
        return std::move(*this);
    }
    Member &&byDefault(const char *text) && {
        field.defaultText = QString::fromUtf8(text);
        return std::move(*this);
    }
    Member &&defaultFor(const char *sort, const char *text) && {
        field.defaultFor.insert(QLatin1String(sort), QString::fromUtf8(text));
        return std::move(*this);
    }
    Member &&forSorts(const QStringList &sorts, bool requiredThere = false) && {
        field.appliesTo = sorts;
        if (requiredThere)
            field.requiredFor = sorts;
        return std::move(*this);
    }
    // Required for these sorts only, among those it is for (a thrown item's range).
    Member &&requiredForSorts(const QStringList &sorts) && {
        field.requiredFor = sorts;
        return std::move(*this);
    }
    Member &&requiredIf(const char *key, const char *value) && {
        field.requiredIfKey = QLatin1String(key);
        field.requiredIfValue = QLatin1String(value);
        return std::move(*this);
    }
    Member &&oneOf(const QStringList &values, const char *noun) && {
        field.values = values;
        field.noun = QLatin1String(noun);
        return std::move(*this);
    }
    Member &&range(qint64 min, qint64 max) && {
        field.min = min;
        field.max = max;
        return std::move(*this);
    }
    Member &&tip(const char *key) && {
        field.tooltipKey = QLatin1String(key);
        return std::move(*this);
    }
    Member &&notInForm() && {
        field.inForm = false;
        return std::move(*this);
    }
    // A list of flat objects the Editor's form edits as one line ("haste turns=12; teleport").
    Member &&editedInForm() && {
        field.inForm = true;
        return std::move(*this);
    }
    Member &&onlyAnObject() && {
        readUnlessObject = false;
        return std::move(*this);
    }
    Member &&nullMeansAbsent() && {
        nullIsAbsent = true;
        return std::move(*this);
    }
    // Read its own way (a rule of its own, a fallback taken from another field).
    Member &&reads(void (*reader)(const Field &, JsonObjectReader &, T &)) && {
        read = [reader](const Field &f, JsonObjectReader &r, const QString &, T &t) {
            reader(f, r, t);
        };
        return std::move(*this);
    }
    Member &&checkedBy(void (*rule)(JsonObjectReader &, T &)) && {
        check = [rule](JsonObjectReader &r, const QString &, T &t) { rule(r, t); };
        return std::move(*this);
    }
    Member &&checkedBy(void (*rule)(JsonObjectReader &, const QString &sort, T &)) && {
        check = rule;
        return std::move(*this);
    }
    Member &&followedIf(bool (*when)(const T &)) && {
        followIf = when;
        return std::move(*this);
    }
};

// The fields of one kind of object in a pack file (a record, the ruleset, a depth band).
template <typename T>
struct Schema {
    QString name;                  // "monster": its fields' tooltip keys begin "monster/"
    QString T::*pointer = nullptr; // where a T keeps the JSON pointer it was read from
    QString sortKey;               // the field whose value sorts the records ("kind"), if any
    Member<T> object;              // its fields (an object without a key)
};

// What the loader keeps for a field that is missing or wrong: its default for the record's sort,
// else its default, else `current` (what the T holds: its own default).
inline QString fallbackText(const Field &f, const QString &sort, const QString &current) {
    const QString text = f.defaultFor.value(sort, f.defaultText);
    return text.isEmpty() ? current : text;
}
constexpr qint64 kUnbounded = std::numeric_limits<qint64>::max();

inline QStringList words(std::initializer_list<const char *> list) {
    QStringList out;
    for (const char *w : list)
        out << QLatin1String(w);
    return out;
}

namespace detail {

template <typename T>
Member<T> leaf(const char *path, FieldType type) {
    Member<T> m;
    m.field.path = QLatin1String(path);
    m.field.type = type;
    return m;
}

template <typename T>
void readObject(const Member<T> &object, JsonObjectReader &r, const QString &sortKey, QString &sort,
                T &t);

template <typename T>
void readMember(const Member<T> &m, JsonObjectReader &r, const QString &sortKey, QString &sort,
                T &t) {
    if (m.field.type != FieldType::Object) {
        m.read(m.field, r, sort, t);
        return;
    }
    const QString &key = m.field.path;
    if (!r.has(key)) {
        if (m.field.required)
            r.missing(key, m.missingHint);
        return;
    }
    const QJsonValue value = r.value(key);
    if (m.nullIsAbsent && value.isNull())
        return;
    JsonObjectReader sub(r.context(), value, r.pointerOf(key));
    if (m.readUnlessObject || sub.isObject())
        readObject(m, sub, sortKey, sort, t);
}

template <typename T>
void readObject(const Member<T> &object, JsonObjectReader &r, const QString &sortKey, QString &sort,
                T &t) {
    for (const Member<T> &m : object.members) {
        readMember(m, r, sortKey, sort, t);
        // The record's sort, once it is known to be one: the fields after it may depend on it.
        if (!sortKey.isEmpty() && m.field.path == sortKey) {
            const QJsonValue v = r.object().value(sortKey);
            sort = m.field.values.contains(v.toString()) ? v.toString() : QString();
        }
    }
    if (object.check)
        object.check(r, sort, t);
    r.finish();
}

template <typename T>
void visitRefs(const Member<T> &object, const T &t, const QString &pointer,
               const RefVisitor &visit) {
    for (const Member<T> &m : object.members) {
        if (m.field.type == FieldType::Object) {
            if (!m.followIf || m.followIf(t))
                visitRefs(m, t, jsonpointer::child(pointer, m.field.path), visit);
        } else if (m.refs) {
            m.refs(m.field, t, jsonpointer::child(pointer, m.field.path), visit);
        }
    }
}

template <typename T>
void flatten(const Member<T> &object, const QString &schemaName, const QString &prefix,
             bool objectRequired, QList<Field> &out) {
    for (const Member<T> &m : object.members) {
        Field f = m.field;
        f.path = prefix + m.field.path;
        f.required = objectRequired && m.field.required;
        if (m.field.type == FieldType::Object) {
            flatten(m, schemaName, f.path + u'/', f.required, out);
            continue;
        }
        if (f.tooltipKey.isEmpty())
            f.tooltipKey = schemaName + u'/' + f.path;
        if (f.required)
            f.defaultText.clear(); // (what the loader keeps when it is missing: not a default)
        out << f;
    }
}

} // namespace detail

// Reads a T from its object: every field in the schema's order, then the checks across them;
// warns about keys no field reads. Errors are reported through `r` as each field's reader
// reports them.
template <typename T>
void read(const Schema<T> &schema, JsonObjectReader &r, T &t) {
    if (schema.pointer)
        t.*schema.pointer = r.pointer();
    if (!schema.object.readUnlessObject && !r.isObject())
        return;
    QString sort;
    detail::readObject(schema.object, r, schema.sortKey, sort, t);
}

// Every id the T's fields name, with its pointer.
template <typename T>
void visitRefs(const Schema<T> &schema, const T &t, const RefVisitor &visit) {
    detail::visitRefs(schema.object, t, t.*schema.pointer, visit);
}

// Every field, objects' members with their whole path ("ranged/damage"), in order; a field is
// required only when every object holding it is, and has a tooltip key.
template <typename T>
QList<Field> flatten(const Schema<T> &schema) {
    QList<Field> out;
    detail::flatten(schema.object, schema.name, QString(), true, out);
    return out;
}

// ---- the builders: one per kind of field ----

template <typename T>
Member<T> object(const char *path, std::vector<Member<T>> members) {
    Member<T> m = detail::leaf<T>(path, FieldType::Object);
    m.field.inForm = false;
    m.members = std::move(members);
    return m;
}

template <typename T>
Member<T> id(QString T::*member) {
    Member<T> m = detail::leaf<T>("id", FieldType::Id);
    m.field.required = true;
    m.field.inForm = false; // the record list adds and renames
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        t.*member = fields::readId(r, f.path);
    };
    return m;
}

template <typename T>
Member<T> text(const char *path, QString T::*member, FieldType type = FieldType::Text) {
    Member<T> m = detail::leaf<T>(path, type);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &sort, T &t) {
        t.*member = f.required ? r.requiredString(f.path)
                               : r.string(f.path, fallbackText(f, sort, t.*member));
    };
    return m;
}

template <typename T, typename E>
Member<T> enumeration(const char *path, const QStringList &values, const char *noun, E T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Enum);
    m.field.values = values;
    m.field.noun = QLatin1String(noun);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const QString value = f.required ? r.requiredEnumeration(f.path, f.values, f.noun)
                                         : r.enumeration(f.path, f.values, f.defaultText, f.noun);
        if (!value.isEmpty())
            t.*member = E(f.values.indexOf(value));
    };
    return m;
}

// An element that may be left out (a monster's), or one every record has (a spell's).
template <typename T>
Member<T> element(const char *path, std::optional<Element> T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Element);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const QString value =
            r.enumeration(f.path, elementNames(), QString(), QStringLiteral("element"));
        if (!value.isEmpty())
            t.*member = elementFromName(value);
    };
    return m;
}
template <typename T>
Member<T> element(const char *path, Element T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Element);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const QString value =
            f.required
                ? r.requiredEnumeration(f.path, elementNames(), QStringLiteral("element"))
                : r.enumeration(f.path, elementNames(), f.defaultText, QStringLiteral("element"));
        t.*member = elementFromName(value).value_or(t.*member);
    };
    return m;
}

// A whole number in [min, max]. Missing or wrong, it keeps its default (a required one: min).
template <typename T>
Member<T> integer(const char *path, qint64 min, qint64 max, int T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Integer);
    m.field.min = min;
    m.field.max = max;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &sort, T &t) {
        const QString text = fallbackText(f, sort, QString());
        const qint64 fallback = !text.isEmpty() ? text.toLongLong()
                                : f.required    ? f.min
                                                : qint64(t.*member);
        t.*member = int(f.required ? r.requiredInteger(f.path, f.min, f.max, fallback)
                                   : r.integer(f.path, fallback, f.min, f.max));
    };
    return m;
}

// A number with at most two decimals, kept in hundredths; min and max in hundredths too.
template <typename T>
Member<T> hundredths(const char *path, qint64 min, qint64 max, int T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Hundredths);
    m.field.min = min;
    m.field.max = max;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const qint64 fallback =
            f.defaultText.isEmpty() ? t.*member : qRound64(f.defaultText.toDouble() * 100);
        t.*member = int(fields::readHundredths(r, f.path, fallback, f.min, f.max));
    };
    return m;
}

// Dice (or a whole number) that may roll from min to max.
template <typename T>
Member<T> dice(const char *path, qint64 min, qint64 max, DiceField T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Dice);
    m.field.min = min;
    m.field.max = max;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &sort, T &t) {
        if (f.required && r.isObject() && !r.has(f.path))
            r.missing(f.path);
        t.*member =
            fields::readDice(r, f.path, fallbackText(f, sort, (t.*member).text), f.min, f.max);
    };
    return m;
}

template <typename T>
Member<T> boolean(const char *path, bool T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Bool);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const bool fallback =
            f.defaultText.isEmpty() ? t.*member : f.defaultText == QLatin1String("true");
        t.*member = r.boolean(f.path, fallback);
    };
    return m;
}

template <typename T>
Member<T> glyph(const char *path, QString T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Glyph);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &sort, T &t) {
        t.*member = fields::readGlyph(r, f.path, fallbackText(f, sort, t.*member));
    };
    return m;
}

template <typename T>
Member<T> color(const char *path, QString T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Color);
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &sort, T &t) {
        t.*member = fields::readColor(r, f.path, fallbackText(f, sort, t.*member));
    };
    return m;
}

// Whole numbers per attribute, each in [min, max]; left out, the T keeps its own.
template <typename T>
Member<T> stats(const char *path, qint64 min, qint64 max, Stats T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Stats);
    m.field.min = min;
    m.field.max = max;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        if (r.has(f.path))
            t.*member = fields::readStats(r, f.path, f.min, f.max);
    };
    return m;
}

// The id of a record of `kind`: checked for its syntax here, for its record once the pack is
// loaded. A required one is read as an id ("invalid id ... (use lower-case letters ...)").
template <typename T>
Member<T> ref(const char *path, RecordKind kind, QString T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::Ref);
    m.field.ref = kind;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        t.*member = f.required ? fields::readId(r, f.path) : fields::readRef(r, f.path);
    };
    m.refs = [member](const Field &f, const T &t, const QString &pointer, const RefVisitor &visit) {
        if (!(t.*member).isEmpty())
            visit(pointer, f.ref, t.*member);
    };
    return m;
}

// An array of ids of records of `kind`.
template <typename T>
Member<T> refList(const char *path, RecordKind kind, QStringList T::*member) {
    Member<T> m = detail::leaf<T>(path, FieldType::RefList);
    m.field.ref = kind;
    m.read = [member](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const QString noun = QLatin1String(recordKindInfo(f.ref).noun);
        const QJsonValue v = r.value(f.path);
        if (v.isUndefined())
            return;
        if (!v.isArray()) {
            r.error(f.path, QStringLiteral("expected an array of %1 ids").arg(noun));
            return;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a.at(i).isString() || !fields::isValidId(a.at(i).toString()))
                r.context().error(jsonpointer::child(r.pointerOf(f.path), i),
                                  QStringLiteral("expected a %1 id").arg(noun));
            else
                (t.*member) << a.at(i).toString();
        }
    };
    m.refs = [member](const Field &f, const T &t, const QString &pointer, const RefVisitor &visit) {
        for (qsizetype i = 0; i < (t.*member).size(); ++i)
            visit(jsonpointer::child(pointer, i), f.ref, (t.*member).at(i));
    };
    return m;
}

// An array of objects, each read by its own schema (which keeps each one's pointer).
template <typename T, typename E>
Member<T> list(const char *path, QList<E> T::*member, const Schema<E> &(*element)()) {
    Member<T> m = detail::leaf<T>(path, FieldType::List);
    m.field.inForm = false;
    m.field.listKey = element().object.members.front().field.path;
    m.read = [member, element](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        const QJsonArray array = r.array(f.path, f.required);
        for (qsizetype i = 0; i < array.size(); ++i) {
            JsonObjectReader er(r.context(), array.at(i),
                                jsonpointer::child(r.pointerOf(f.path), i));
            E e;
            schema::read(element(), er, e);
            (t.*member) << e;
        }
    };
    m.refs = [member, element](const Field &, const T &t, const QString &,
                               const RefVisitor &visit) {
        for (const E &e : t.*member)
            schema::visitRefs(element(), e, visit);
    };
    return m;
}

// A field read its own way (a rule of its own, a default taken from another field); `type`
// says what editor it needs. The reader may ask for the record's sort.
template <typename T>
Member<T> custom(const char *path, FieldType type,
                 void (*reader)(const Field &, JsonObjectReader &, T &)) {
    Member<T> m = detail::leaf<T>(path, type);
    m.read = [reader](const Field &f, JsonObjectReader &r, const QString &, T &t) {
        reader(f, r, t);
    };
    return m;
}
template <typename T>
Member<T> custom(const char *path, FieldType type,
                 void (*reader)(const Field &, JsonObjectReader &, const QString &sort, T &)) {
    Member<T> m = detail::leaf<T>(path, type);
    m.read = reader;
    return m;
}

// A key that is no longer read: refused with `message`, which names what replaced it.
template <typename T>
Member<T> retired(const char *path, const char *message) {
    Member<T> m = detail::leaf<T>(path, FieldType::Retired);
    m.field.inForm = false;
    m.read = [message](const Field &f, JsonObjectReader &r, const QString &, T &) {
        if (r.has(f.path)) {
            r.value(f.path);
            r.error(f.path, QString::fromUtf8(message));
        }
    };
    return m;
}

} // namespace pd::schema
