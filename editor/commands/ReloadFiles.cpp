#include "ReloadFiles.h"

#include "document/PackDocument.h"

namespace pd {

ReloadFiles::ReloadFiles(PackDocument *document, const QStringList &files, const QString &text,
                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document) {
    for (const QString &file : files)
        m_files.emplace_back(file, document->files().readOne(file, QString()));
}

void ReloadFiles::undo() {
    exchange();
}

void ReloadFiles::redo() {
    exchange();
}

void ReloadFiles::exchange() {
    const PackDocument::Batch batch(m_document);
    for (auto &[file, state] : m_files)
        m_document->exchangeFile(file, state);
}

} // namespace pd
