#include "ChangeValue.h"

#include "commands/UndoIds.h"
#include "document/PackDocument.h"
#include "json/JsonPointer.h"

namespace pd {

namespace {

QString lastKey(const QString &pointer) {
    QString key = pointer.mid(pointer.lastIndexOf(u'/') + 1);
    key.replace(QStringLiteral("~1"), QStringLiteral("/"));
    key.replace(QStringLiteral("~0"), QStringLiteral("~"));
    return key;
}

} // namespace

ChangeValue::ChangeValue(PackDocument *document, const QString &file, const QString &pointer,
                         std::optional<JsonTree> after, const QString &text, QStringList order,
                         QUndoCommand *parent)
    : PackCommand(document, text, parent)
    , m_file(file)
    , m_pointer(pointer)
    , m_after(std::move(after))
    , m_order(std::move(order)) {
    if (const JsonTree *now = document->value(file, pointer))
        m_before = *now;
}

void ChangeValue::undoEdit() {
    apply(m_before);
}

void ChangeValue::redoEdit() {
    apply(m_after);
}

int ChangeValue::id() const {
    return int(UndoId::ChangeValue);
}

bool ChangeValue::mergeWith(const QUndoCommand *other) {
    const auto *next = static_cast<const ChangeValue *>(other);
    if (next->m_file != m_file || next->m_pointer != m_pointer || next->text() != text())
        return false;
    m_after = next->m_after;
    setObsolete(m_before == m_after); // typed and typed back: nothing to undo
    return true;
}

void ChangeValue::apply(const std::optional<JsonTree> &value) {
    if (m_pointer.isEmpty()) { // the whole file
        if (JsonTree *root = mutableValue(m_file, QString()); root && value)
            *root = *value;
        noteChange(m_file, m_pointer);
        return;
    }
    JsonTree *parent = mutableValue(m_file, jsonpointer::parent(m_pointer));
    if (!parent)
        return;
    const QString key = lastKey(m_pointer);
    if (parent->isObject()) {
        if (value && !parent->member(key) && m_order.contains(key)) {
            // Before the first member the schema orders after it (unknown keys stay put).
            const qsizetype rank = m_order.indexOf(key);
            qsizetype at = parent->size();
            for (qsizetype i = 0; i < parent->size(); ++i)
                if (m_order.indexOf(parent->keyAt(i)) > rank) {
                    at = i;
                    break;
                }
            parent->insertMember(at, key, *value);
        } else if (value)
            parent->setMember(key, *value);
        else
            parent->removeMember(key);
    } else if (parent->isArray() && value) {
        const qsizetype i = key.toLongLong();
        if (i >= 0 && i < parent->size())
            parent->at(i) = *value;
    }
    noteChange(m_file, m_pointer);
}

} // namespace pd
