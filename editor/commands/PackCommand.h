#pragma once

#include "data/PackFiles.h"
#include "document/PackChanges.h"

#include <QUndoCommand>

namespace pd {

class JsonTree;
class PackDocument;

// The base of every undo command of a pack document, and the only way to change its files:
// PackDocument's mutableValue, noteChange and exchangeFile are private, for this class only.
// Each change a command notes carries its origin: undo or redo, or, while the document pushes
// it (its first redo), the edit the document was asked for and the view it was typed in.
class PackCommand : public QUndoCommand {
public:
    void undo() final;
    void redo() final;

protected:
    PackCommand(PackDocument *document, const QString &text, QUndoCommand *parent = nullptr);

    virtual void undoEdit() = 0;
    virtual void redoEdit() = 0;

    PackDocument *document() const { return m_document; }
    // The value to change in place (nullptr when the file or pointer has none), then say so.
    JsonTree *mutableValue(const QString &file, const QString &pointer) const;
    void noteChange(const QString &file, const QString &pointer) const;
    // A whole file (and its read problems) exchanged with `state` (ReloadFiles).
    void exchangeFile(const QString &file, PackFiles::OnDisk &state) const;

private:
    PackDocument *m_document;
    PackChanges::Origin::Kind m_step = PackChanges::Origin::Kind::Redo;
};

} // namespace pd
