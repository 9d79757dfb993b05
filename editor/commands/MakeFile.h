#pragma once

#include "commands/PackCommand.h"
#include "data/PackFiles.h"

namespace pd {

class JsonTree;

// A pack file the pack did not have, made whole (a translation for a language added in the
// Editor): one undo step, which undo takes away again. It is written at the next save, with the
// rest, all or nothing.
class MakeFile : public PackCommand {
public:
    MakeFile(PackDocument *document, const QString &file, const JsonTree &tree, const QString &text,
             QUndoCommand *parent = nullptr);

protected:
    void undoEdit() override { exchangeFile(m_file, m_other); }
    void redoEdit() override { exchangeFile(m_file, m_other); }

private:
    QString m_file;
    PackFiles::OnDisk m_other; // the file as made while undone, nothing while done
};

} // namespace pd
