#include "RenameKey.h"

#include "json/JsonTree.h"

namespace pd {

RenameKey::RenameKey(PackDocument *document, const QString &file, const QString &objectPointer,
                     const QString &key, const QString &newKey, QUndoCommand *parent)
    : PackCommand(document, QString(), parent)
    , m_file(file)
    , m_object(objectPointer)
    , m_key(key)
    , m_newKey(newKey) {}

void RenameKey::apply(const QString &from, const QString &to) {
    JsonTree *object = mutableValue(m_file, m_object);
    if (!object || !object->isObject() || !object->renameMember(from, to))
        return;
    noteChange(m_file, m_object);
}

} // namespace pd
