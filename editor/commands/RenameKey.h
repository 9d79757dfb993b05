#pragma once

#include "commands/PackCommand.h"

#include <QString>

namespace pd {

// Renames a member of an object where it stands (a tile named after a record).
class RenameKey : public PackCommand {
public:
    RenameKey(PackDocument *document, const QString &file, const QString &objectPointer,
              const QString &key, const QString &newKey, QUndoCommand *parent);

protected:
    void undoEdit() override { apply(m_newKey, m_key); }
    void redoEdit() override { apply(m_key, m_newKey); }

private:
    void apply(const QString &from, const QString &to);

    QString m_file;
    QString m_object;
    QString m_key;
    QString m_newKey;
};

} // namespace pd
