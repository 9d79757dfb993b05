#pragma once

#include "commands/PackCommand.h"
#include "json/JsonTree.h"

namespace pd {

// Adds an item to an array of a pack file (a record, a row), or takes one out.
class InsertRemoveItem : public PackCommand {
public:
    enum class Action { Insert, Remove };

    InsertRemoveItem(PackDocument *document, Action action, const QString &file,
                     const QString &arrayPointer, qsizetype index, const JsonTree &item,
                     const QString &text, QUndoCommand *parent = nullptr);

protected:
    void undoEdit() override { apply(m_action == Action::Remove); }
    void redoEdit() override { apply(m_action == Action::Insert); }

private:
    void apply(bool insert);

    Action m_action;
    QString m_file;
    QString m_array;
    qsizetype m_index;
    JsonTree m_item;
};

} // namespace pd
