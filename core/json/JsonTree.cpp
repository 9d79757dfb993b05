#include "JsonTree.h"

#include <algorithm>

#include "json/JsonPointer.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstring>

namespace pd {

JsonTree::JsonTree(const QJsonValue &value) {
    *this = build(value, nullptr, QString());
}

namespace {

// Builds the ordered tree straight from text the reader has accepted (so it trusts it, but
// never reads past the end): one pass, no pointers, numbers keep their spelling. Duplicate keys
// keep the first value, as the reader does.
class TreeBuilder {
public:
    explicit TreeBuilder(const QByteArray &text)
        : m_data(text.constData())
        , m_size(text.size()) {
        if (m_size >= 3 && uchar(m_data[0]) == 0xEF && uchar(m_data[1]) == 0xBB &&
            uchar(m_data[2]) == 0xBF)
            m_pos = 3;
    }

    JsonTree value(int depth = 0) {
        skip();
        if (atEnd() || depth > 200)
            return {};
        const char c = m_data[m_pos];
        if (c == '{') {
            ++m_pos;
            JsonTree object = JsonTree::object();
            skip();
            while (!atEnd() && m_data[m_pos] != '}') {
                const QString key = string();
                skip();
                ++m_pos; // :
                JsonTree v = value(depth + 1);
                if (!object.member(key))
                    object.setMember(key, v);
                skip();
                if (!atEnd() && m_data[m_pos] == ',') {
                    ++m_pos;
                    skip();
                }
            }
            ++m_pos;
            return object;
        }
        if (c == '[') {
            ++m_pos;
            JsonTree array = JsonTree::array();
            skip();
            while (!atEnd() && m_data[m_pos] != ']') {
                array.insertItem(array.size(), value(depth + 1));
                skip();
                if (!atEnd() && m_data[m_pos] == ',') {
                    ++m_pos;
                    skip();
                }
            }
            ++m_pos;
            return array;
        }
        if (c == '"')
            return JsonTree(QJsonValue(string()));
        const qsizetype begin = m_pos;
        while (!atEnd() && !std::strchr(",}] \t\r\n", m_data[m_pos]))
            ++m_pos;
        const QByteArray word = QByteArray::fromRawData(m_data + begin, m_pos - begin);
        if (word == "true")
            return JsonTree(QJsonValue(true));
        if (word == "false")
            return JsonTree(QJsonValue(false));
        if (word == "null")
            return {};
        return JsonTree::number(word.toDouble(), QString::fromLatin1(word));
    }

private:
    bool atEnd() const { return m_pos >= m_size; }
    void skip() {
        while (!atEnd() && (m_data[m_pos] == ' ' || m_data[m_pos] == '\n' ||
                            m_data[m_pos] == '\r' || m_data[m_pos] == '\t'))
            ++m_pos;
    }
    QString string() {
        ++m_pos; // "
        const qsizetype begin = m_pos;
        bool plain = true;
        while (!atEnd() && m_data[m_pos] != '"') {
            if (m_data[m_pos] == '\\') {
                plain = false;
                ++m_pos;
            }
            ++m_pos;
        }
        const qsizetype end = qMin(m_pos, m_size);
        ++m_pos; // "
        if (plain)
            return QString::fromUtf8(m_data + begin, end - begin);
        // Escapes are rare in pack files: let the strict reader decode this one string.
        Diagnostics ignored;
        const QByteArray quoted = QByteArray(m_data + begin - 1, end - begin + 2);
        return JsonReader::parse(quoted, QString(), ignored).root.toString();
    }

    const char *m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
};

} // namespace

JsonTree JsonTree::number(double value, const QString &spelling) {
    JsonTree tree(QJsonValue{value});
    // A plain integer needs no spelling: the writer gives it back as it was.
    bool plain = !spelling.isEmpty();
    for (const QChar c : spelling)
        plain = plain && (c.isDigit() || c == u'-');
    if (!plain)
        tree.m_numberText = spelling;
    return tree;
}

JsonTree JsonTree::fromSource(const JsonSource &source) {
    if (!source.isValid())
        return {};
    if (source.map.text().isEmpty())
        return build(source.root, nullptr, QString());
    return TreeBuilder(source.map.text()).value();
}

JsonTree JsonTree::build(const QJsonValue &value, const JsonSourceMap *order,
                         const QString &pointer) {
    JsonTree tree;
    tree.m_type = value.type();
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        QStringList keys = order ? order->keys(pointer) : QStringList();
        if (keys.size() != object.size())
            keys = object.keys();
        tree.m_keys = keys;
        tree.m_children.reserve(std::size_t(keys.size()));
        for (const QString &key : std::as_const(keys))
            tree.m_children.push_back(build(object.value(key), order,
                                            order ? jsonpointer::child(pointer, key) : QString()));
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        tree.m_children.reserve(std::size_t(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i)
            tree.m_children.push_back(
                build(array.at(i), order, order ? jsonpointer::child(pointer, i) : QString()));
    } else if (value.isUndefined()) {
        tree.m_type = QJsonValue::Null;
    } else {
        tree.m_scalar = value;
        if (value.isDouble() && order)
            tree.m_numberText = order->numberText(pointer);
    }
    return tree;
}

QJsonValue JsonTree::toValue() const {
    if (isObject()) {
        QJsonObject object;
        for (qsizetype i = 0; i < size(); ++i)
            object.insert(m_keys.at(i), at(i).toValue());
        return object;
    }
    if (isArray()) {
        QJsonArray array;
        for (const JsonTree &child : m_children)
            array.append(child.toValue());
        return array;
    }
    return m_type == QJsonValue::Null ? QJsonValue(QJsonValue::Null) : m_scalar;
}

const JsonTree *JsonTree::member(const QString &key) const {
    const qsizetype i = m_keys.indexOf(key);
    return i < 0 ? nullptr : &at(i);
}

void JsonTree::setMember(const QString &key, const JsonTree &value) {
    Q_ASSERT(isObject());
    const qsizetype i = m_keys.indexOf(key);
    if (i >= 0) {
        at(i) = value;
        return;
    }
    m_keys << key;
    m_children.push_back(value);
}

void JsonTree::insertMember(qsizetype index, const QString &key, const JsonTree &value) {
    Q_ASSERT(isObject());
    if (m_keys.contains(key)) {
        setMember(key, value);
        return;
    }
    index = std::clamp<qsizetype>(index, 0, m_keys.size());
    m_keys.insert(index, key);
    m_children.insert(m_children.begin() + index, value);
}

bool JsonTree::removeMember(const QString &key) {
    const qsizetype i = m_keys.indexOf(key);
    if (i < 0)
        return false;
    m_keys.removeAt(i);
    m_children.erase(m_children.begin() + i);
    return true;
}

bool JsonTree::renameMember(const QString &key, const QString &newKey) {
    const qsizetype i = m_keys.indexOf(key);
    if (i < 0 || (newKey != key && m_keys.contains(newKey)))
        return false;
    m_keys[i] = newKey;
    return true;
}

void JsonTree::insertItem(qsizetype index, const JsonTree &value) {
    Q_ASSERT(isArray() && index >= 0 && index <= size());
    m_children.insert(m_children.begin() + index, value);
}

void JsonTree::removeItem(qsizetype index) {
    Q_ASSERT(isArray() && index >= 0 && index < size());
    m_children.erase(m_children.begin() + index);
}

void JsonTree::moveItem(qsizetype from, qsizetype to) {
    Q_ASSERT(isArray() && from >= 0 && from < size() && to >= 0 && to < size());
    JsonTree item = std::move(m_children[std::size_t(from)]);
    m_children.erase(m_children.begin() + from);
    m_children.insert(m_children.begin() + to, std::move(item));
}

const JsonTree *JsonTree::find(const QString &pointer) const {
    return const_cast<JsonTree *>(this)->find(pointer);
}

JsonTree *JsonTree::find(const QString &pointer) {
    JsonTree *node = this;
    if (pointer.isEmpty())
        return node;
    if (!pointer.startsWith(u'/'))
        return nullptr;
    const QStringList parts = pointer.mid(1).split(u'/');
    for (QString part : parts) {
        part.replace(QStringLiteral("~1"), QStringLiteral("/"));
        part.replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (node->isObject()) {
            const qsizetype i = node->m_keys.indexOf(part);
            if (i < 0)
                return nullptr;
            node = &node->at(i);
        } else if (node->isArray()) {
            bool ok = false;
            const qsizetype i = part.toLongLong(&ok);
            if (!ok || i < 0 || i >= node->size() || (part.size() > 1 && part.startsWith(u'0')))
                return nullptr;
            node = &node->at(i);
        } else {
            return nullptr;
        }
    }
    return node;
}

bool JsonTree::operator==(const JsonTree &other) const {
    // The spelling of a number is not its value: "1.0" equals 1.
    return m_type == other.m_type && m_scalar == other.m_scalar && m_keys == other.m_keys &&
           m_children == other.m_children;
}

} // namespace pd
