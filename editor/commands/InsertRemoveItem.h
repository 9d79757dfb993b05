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
                     const QString &text);

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
