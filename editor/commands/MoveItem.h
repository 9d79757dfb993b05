#pragma once

#include <QString>
#include <QUndoCommand>

namespace pd {

class PackDocument;

// Moves an item of an array from one place to another (rows reordered by drag).
class MoveItem : public QUndoCommand {
public:
    MoveItem(PackDocument *document, const QString &file, const QString &arrayPointer,
             qsizetype from, qsizetype to, const QString &text);

    void undo() override { apply(m_to, m_from); }
    void redo() override { apply(m_from, m_to); }

private:
    void apply(qsizetype from, qsizetype to);

    PackDocument *m_document;
    QString m_file;
    QString m_array;
    qsizetype m_from;
    qsizetype m_to;
};

} // namespace pd
