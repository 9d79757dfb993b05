#include "PackCommand.h"

#include "document/PackDocument.h"

namespace pd {

PackCommand::PackCommand(PackDocument *document, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document) {}

void PackCommand::undo() {
    m_step = PackChanges::Origin::Kind::Undo;
    undoEdit();
}

void PackCommand::redo() {
    m_step = PackChanges::Origin::Kind::Redo;
    redoEdit();
}

JsonTree *PackCommand::mutableValue(const QString &file, const QString &pointer) const {
    return m_document->mutableValue(file, pointer);
}

void PackCommand::noteChange(const QString &file, const QString &pointer) const {
    m_document->noteChange(file, pointer, m_step);
}

void PackCommand::exchangeFile(const QString &file, PackFiles::OnDisk &state) const {
    m_document->exchangeFile(file, state, m_step);
}

} // namespace pd
