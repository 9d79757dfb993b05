#include "EditGroup.h"

#include "document/PackDocument.h"

namespace pd {

EditGroup::EditGroup(PackDocument *document, const QString &text)
    : QUndoCommand(text)
    , m_document(document) {}

void EditGroup::undo() {
    const PackDocument::Batch batch(m_document);
    QUndoCommand::undo();
}

void EditGroup::redo() {
    const PackDocument::Batch batch(m_document);
    QUndoCommand::redo();
}

} // namespace pd
