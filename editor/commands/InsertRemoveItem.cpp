#include "InsertRemoveItem.h"

#include "json/JsonPointer.h"

namespace pd {

InsertRemoveItem::InsertRemoveItem(PackDocument *document, Action action, const QString &file,
                                   const QString &arrayPointer, qsizetype index,
                                   const JsonTree &item, const QString &text, QUndoCommand *parent)
    : PackCommand(document, text, parent)
    , m_action(action)
    , m_file(file)
    , m_array(arrayPointer)
    , m_index(index)
    , m_item(item) {}

void InsertRemoveItem::apply(bool insert) {
    JsonTree *array = mutableValue(m_file, m_array);
    if (!array || !array->isArray())
        return;
    if (insert && m_index >= 0 && m_index <= array->size())
        array->insertItem(m_index, m_item);
    else if (!insert && m_index >= 0 && m_index < array->size())
        array->removeItem(m_index);
    noteChange(m_file, m_array);
}

} // namespace pd
