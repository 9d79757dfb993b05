#pragma once

#include "data/PackFiles.h"

#include <QStringList>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace pd {

class PackDocument;

// Pack files read again from disk in place of the document's, after another program saved them:
// one undo step. Each file changes whole, with what it was loaded from, so undo brings back the
// document's own text together with the disk it was read from (a save then asks again whether
// to write it over the other program's), and redo the other program's.
class ReloadFiles : public QUndoCommand {
public:
    // Reads the files now (as PackFiles::read would); applied by redo().
    ReloadFiles(PackDocument *document, const QStringList &files, const QString &text,
                QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    void exchange();

    PackDocument *m_document;
    std::vector<std::pair<QString, PackFiles::OnDisk>> m_files; // the other state of each
};

} // namespace pd
