#pragma once

#include "data/PackReferences.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace pd {

// What one edit, undo or redo changed in a pack's files: the values at JSON pointers, so a
// dock asks whether the change touched what it shows (a record, a field of it, the list of a
// kind's ids, a file) and refreshes only then. PackDocument sends one after each step, however
// many values the step rewrote (a rename of a record used 30,000 times is one).
class PackChanges {
public:
    struct Change {
        QString file;
        QString pointer; // the value at (or under) this pointer changed; empty: the whole file
    };

    void add(const QString &file, const QString &pointer);
    bool isEmpty() const { return m_items.isEmpty(); }
    const QList<Change> &items() const { return m_items; }

    // Something in the file.
    bool touchesFile(const QString &file) const;
    // The value at `pointer`, something under it, or something it lies in.
    bool touches(const QString &file, const QString &pointer) const;
    // The ids of a kind, or their order: a record added, removed, moved or renamed, a whole
    // file replaced.
    bool touchesIds(RecordKind kind) const;
    // The record at `recordPointer` as a whole, or one of these members of it (their values
    // and everything under them).
    bool touchesMembers(const QString &file, const QString &recordPointer,
                        const QStringList &keys) const;

private:
    QList<Change> m_items;
    QSet<QString> m_seen;
};

} // namespace pd
