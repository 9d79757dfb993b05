#include "InsertRemoveItem.h"

#include "document/PackDocument.h"
#include "json/JsonPointer.h"

namespace pd {

InsertRemoveItem::InsertRemoveItem(PackDocument *document, Action action, const QString &file,
                                   const QString &arrayPointer, qsizetype index,
                                   const JsonTree &item, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_action(action)
    , m_file(file)
    , m_array(arrayPointer)
    , m_index(index)
    , m_item(item) {}

void InsertRemoveItem::apply(bool insert) {
    JsonTree *array = m_document->mutableValue(m_file, m_array);
    if (!array || !array->isArray())
        return;
    if (insert && m_index >= 0 && m_index <= array->size())
        array->insertItem(m_index, m_item);
    else if (!insert && m_index >= 0 && m_index < array->size())
        array->removeItem(m_index);
    m_document->changed(m_file, m_array);
}

MoveItem::MoveItem(PackDocument *document, const QString &file, const QString &arrayPointer,
                   qsizetype from, qsizetype to, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_file(file)
    , m_array(arrayPointer)
    , m_from(from)
    , m_to(to) {}

void MoveItem::apply(qsizetype from, qsizetype to) {
    JsonTree *array = m_document->mutableValue(m_file, m_array);
    if (!array || !array->isArray() || from < 0 || to < 0 || from >= array->size() ||
        to >= array->size())
        return;
    array->moveItem(from, to);
    m_document->changed(m_file, m_array);
}

RenameKey::RenameKey(PackDocument *document, const QString &file, const QString &objectPointer,
                     const QString &key, const QString &newKey, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_file(file)
    , m_object(objectPointer)
    , m_key(key)
    , m_newKey(newKey) {}

void RenameKey::apply(const QString &from, const QString &to) {
    JsonTree *object = m_document->mutableValue(m_file, m_object);
    if (!object || !object->isObject() || !object->renameMember(from, to))
        return;
    m_document->changed(m_file, m_object);
}

} // namespace pd
