#pragma once

#include <QString>
#include <QUndoCommand>

namespace pd {

class PackDocument;

// Renames a member of an object where it stands (a tile named after a record).
class RenameKey : public QUndoCommand {
public:
    RenameKey(PackDocument *document, const QString &file, const QString &objectPointer,
              const QString &key, const QString &newKey, QUndoCommand *parent);

    void undo() override { apply(m_newKey, m_key); }
    void redo() override { apply(m_key, m_newKey); }

private:
    void apply(const QString &from, const QString &to);

    PackDocument *m_document;
    QString m_file;
    QString m_object;
    QString m_key;
    QString m_newKey;
};

} // namespace pd
