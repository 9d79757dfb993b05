#include "ReloadFiles.h"

#include "document/PackDocument.h"

namespace pd {

ReloadFiles::ReloadFiles(PackDocument *document, const QStringList &files, const QString &text,
                         QUndoCommand *parent)
    : PackCommand(document, text, parent) {
    for (const QString &file : files)
        m_files.emplace_back(file, document->files().readOne(file, QString()));
}

void ReloadFiles::exchange() {
    const PackDocument::Batch batch(document());
    for (auto &[file, state] : m_files)
        exchangeFile(file, state);
}

} // namespace pd
