#pragma once

#include "json/JsonReader.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <vector>

namespace pd {

// A JSON value whose objects keep their members in the order a person wrote them (QJsonObject
// sorts its keys). The editor keeps each pack file as one, so that what it writes back has the
// file's own key order, its "$comment"s and any key the game does not know.
class JsonTree {
public:
    JsonTree() = default;              // null
    JsonTree(const QJsonValue &value); // objects in QJsonObject's (sorted) order
    // The document as read, objects ordered as its text writes them.
    static JsonTree fromSource(const JsonSource &source);
    static JsonTree object() { return JsonTree(QJsonValue::Object); }
    static JsonTree array() { return JsonTree(QJsonValue::Array); }
    // A number with the spelling its file gave it ("1.0").
    static JsonTree number(double value, const QString &spelling);

    QJsonValue::Type type() const { return m_type; }
    bool isObject() const { return m_type == QJsonValue::Object; }
    bool isArray() const { return m_type == QJsonValue::Array; }
    bool isContainer() const { return isObject() || isArray(); }
    QJsonValue toValue() const; // the whole tree (orders lost)
    QJsonValue scalar() const { return m_scalar; }
    // A number as its file spelt it ("1.0", "2.50"), kept so that writing the file back gives
    // the same text; empty for numbers made in memory and for plain integers.
    const QString &numberText() const { return m_numberText; }

    // Objects and arrays.
    qsizetype size() const { return qsizetype(m_children.size()); }
    const JsonTree &at(qsizetype i) const { return m_children[std::size_t(i)]; }
    JsonTree &at(qsizetype i) { return m_children[std::size_t(i)]; }
    // Objects.
    const QString &keyAt(qsizetype i) const { return m_keys.at(i); }
    const QStringList &keys() const { return m_keys; }
    qsizetype indexOf(const QString &key) const { return m_keys.indexOf(key); }
    const JsonTree *member(const QString &key) const;
    // Replaces the member's value where it stands, or appends it.
    void setMember(const QString &key, const JsonTree &value);
    // A new member at this place among the others (the member's value where it stands when it
    // is there already).
    void insertMember(qsizetype index, const QString &key, const JsonTree &value);
    bool removeMember(const QString &key);
    // Gives a member another key where it stands; false if there is none or the key is taken.
    bool renameMember(const QString &key, const QString &newKey);
    // Arrays.
    void insertItem(qsizetype index, const JsonTree &value);
    void removeItem(qsizetype index);
    void moveItem(qsizetype from, qsizetype to);

    // By JSON pointer (RFC 6901); nullptr when nothing is there.
    const JsonTree *find(const QString &pointer) const;
    JsonTree *find(const QString &pointer);

    bool operator==(const JsonTree &other) const;
    bool operator!=(const JsonTree &other) const { return !(*this == other); }

private:
    explicit JsonTree(QJsonValue::Type containerType)
        : m_type(containerType) {}
    static JsonTree build(const QJsonValue &value, const JsonSourceMap *order,
                          const QString &pointer);

    QJsonValue::Type m_type = QJsonValue::Null;
    QJsonValue m_scalar;              // null, bool, number or string
    QString m_numberText;             // a number as its file spelt it
    QStringList m_keys;               // objects: one per child
    std::vector<JsonTree> m_children; // objects and arrays
};

} // namespace pd
