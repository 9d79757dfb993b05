#pragma once

#include "json/JsonTree.h"

#include <QUndoCommand>

namespace pd {

class PackDocument;

// Adds an item to an array of a pack file (a record, a row), or takes one out.
class InsertRemoveItem : public QUndoCommand {
public:
    enum class Action { Insert, Remove };

    InsertRemoveItem(PackDocument *document, Action action, const QString &file,
                     const QString &arrayPointer, qsizetype index, const JsonTree &item,
                     const QString &text, QUndoCommand *parent = nullptr);

    void undo() override { apply(m_action == Action::Remove); }
    void redo() override { apply(m_action == Action::Insert); }

private:
    void apply(bool insert);

    PackDocument *m_document;
    Action m_action;
    QString m_file;
    QString m_array;
    qsizetype m_index;
    JsonTree m_item;
};

} // namespace pd
