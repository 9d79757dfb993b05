#pragma once

#include "commands/PackCommand.h"
#include "data/PackFiles.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace pd {

// Pack files read again from disk in place of the document's, after another program saved them:
// one undo step. Each file changes whole, with what it was loaded from, so undo brings back the
// document's own text together with the disk it was read from (a save then asks again whether
// to write it over the other program's), and redo the other program's.
class ReloadFiles : public PackCommand {
public:
    // Reads the files now (as PackFiles::read would); applied by redo().
    ReloadFiles(PackDocument *document, const QStringList &files, const QString &text,
                QUndoCommand *parent = nullptr);

protected:
    void undoEdit() override { exchange(); }
    void redoEdit() override { exchange(); }

private:
    void exchange();

    std::vector<std::pair<QString, PackFiles::OnDisk>> m_files; // the other state of each
};

} // namespace pd
