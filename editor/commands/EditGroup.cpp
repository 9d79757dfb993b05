#include "EditGroup.h"

#include "document/PackDocument.h"

namespace pd {

EditGroup::EditGroup(PackDocument *document, const QString &text)
    : PackCommand(document, text) {}

void EditGroup::undoEdit() {
    const PackDocument::Batch batch(document());
    QUndoCommand::undo();
}

void EditGroup::redoEdit() {
    const PackDocument::Batch batch(document());
    QUndoCommand::redo();
}

} // namespace pd
