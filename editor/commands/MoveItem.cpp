#include "MoveItem.h"

#include "json/JsonTree.h"

namespace pd {

MoveItem::MoveItem(PackDocument *document, const QString &file, const QString &arrayPointer,
                   qsizetype from, qsizetype to, const QString &text)
    : PackCommand(document, text)
    , m_file(file)
    , m_array(arrayPointer)
    , m_from(from)
    , m_to(to) {}

void MoveItem::apply(qsizetype from, qsizetype to) {
    JsonTree *array = mutableValue(m_file, m_array);
    if (!array || !array->isArray() || from < 0 || to < 0 || from >= array->size() ||
        to >= array->size())
        return;
    array->moveItem(from, to);
    noteChange(m_file, m_array);
}

} // namespace pd
