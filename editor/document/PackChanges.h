#pragma once

#include "data/PackReferences.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QObject;

namespace pd {

// Where a change of a pack's files came from: an edit made in a view (`view`: the widget the
// person typed it in; none for an edit made in code), or undo, redo, files read again from disk.
struct ChangeOrigin {
    enum class Kind { Edit, Undo, Redo, Reload };
    Kind kind = Kind::Edit;
    const QObject *view = nullptr;
    bool operator==(const ChangeOrigin &o) const { return kind == o.kind && view == o.view; }
    bool operator!=(const ChangeOrigin &o) const { return !(*this == o); }
};

// What one edit, undo or redo changed in a pack's files: the values at JSON pointers, so a
// view asks whether the change touched what it shows (a record, a field of it, the list of a
// kind's ids, a file) and refreshes only then. PackDocument sends one after each step, however
// many values the step rewrote (a rename of a record used 30,000 times is one), or one for the
// steps a compile aside took in together.
//
// Each change carries its origin: the view it was typed in (which shows it already and keeps
// its cursor), or undo, redo, a reload of files from disk. A view tells its own edits from the
// others by it, never by a flag of its own set around the edit: the compile that brings the
// change back may come long after the edit returned.
class PackChanges {
public:
    using Origin = ChangeOrigin;
    struct Change {
        QString file;
        QString pointer; // the value at (or under) this pointer changed; empty: the whole file
        Origin origin;
    };

    void add(const QString &file, const QString &pointer, const Origin &origin = {});
    void add(const PackChanges &other);
    bool isEmpty() const { return m_items.isEmpty(); }
    const QList<Change> &items() const { return m_items; }

    // Every change was made by typing in `view` (so it shows them already).
    bool madeBy(const QObject *view) const;
    // The changes `view` did not make.
    PackChanges without(const QObject *view) const;

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
    // The member `key` of any record of the kind ("/monsters/3/name", or under it), or the
    // records themselves (touchesIds).
    bool touchesKey(RecordKind kind, const QString &key) const;

private:
    QList<Change> m_items;
    QHash<QString, qsizetype> m_seen; // file and pointer -> index in m_items
};

// What one compile shown brought to a document's views (PackDocument::updated): the changes of
// the edits it took in, and whether the problems changed; or a change of the problems alone
// (a save that located them, text typed in a dock that does not parse).
struct PackUpdate {
    PackChanges changes;
    bool problems = false; // PackDocument::diagnostics() differ
};

} // namespace pd
