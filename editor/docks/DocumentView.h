#pragma once

#include "data/PackReferences.h"
#include "document/PackChanges.h"

#include <QPointer>
#include <QStringList>

#include <optional>
#include <utility>

class QWidget;

namespace pd {

class PackDocument;
class ViewHub;
class ViewWatch;

// What the hub tells a view when it refreshes it: what is new since its last refresh.
struct ViewUpdate {
    bool opened = false;   // another pack, or the same read again: everything is new
    PackChanges changes;   // the values the edits since changed, each with its origin
    bool touched = false;  // they touched what it shows (else only its problems changed)
    bool problems = false; // the problems it shows changed

    void add(const ViewUpdate &later);
};

// A view of a pack document: a dock, or the table or record in the centre. It says what it
// shows (needs()), and its document's hub (ViewHub) refreshes it once per edit that touched
// any of that, after the edit's compile is in (so pack() and diagnostics() are the edit's),
// and not for the other edits. One that refreshes WhenShown and is out of sight (closed, behind
// another dock's tab, another page of the centre) is refreshed once when it is seen again.
//
// A view is the widget that derives from it: the edits it makes name it as their origin
// (PackDocument::setValue(..., this)), and the hub leaves out of its changes those it made
// itself unless it asks for its own edits too (ownEdits), so that it is never rebuilt under
// the cursor of the person typing in it.
class DocumentView {
public:
    struct Needs {
        QStringList files;                         // anything in these files
        QList<std::pair<QString, QString>> values; // a file's value at a pointer: it, under it
                                                   // or around it
        QList<RecordKind> ids; // the ids of a kind (a record added, removed, moved, renamed)
        QList<std::pair<RecordKind, QString>> keys; // a member of any record of a kind, and
                                                    // the ids
        bool everyFile = false;                     // any value of any file (a search)
        bool translations = false; // any translation file: a text, a language made or undone
        // It reads the compiled pack: a change of the pack's dependencies (pack.json) changes
        // every record and table in it.
        bool compiled = false;
        QStringList problemsIn;    // the problems of these files (what they say, not where)
        bool everyProblem = false; // every problem, and where it is (line and column)
        bool ownEdits = false;     // its own edits too (it keeps the field typed in itself)
    };
    enum class When { AtOnce, WhenShown };

    virtual ~DocumentView();

    virtual Needs needs() const = 0;
    // A closer look at changes that touch what needs() says: whether they change what it shows
    // (a search: whether a result, or a value that now matches, is among them).
    virtual bool concerns(const PackChanges &changes) const {
        Q_UNUSED(changes);
        return true;
    }
    // Another pack: forget the last one's (what is chosen, typed, measured). At once, even out
    // of sight; the refresh (`opened`) follows, when the view is seen.
    virtual void reset() {}
    virtual void refresh(const ViewUpdate &update) = 0;

    // Refreshes now when an update waits for the view to be seen (its content is asked for).
    void flush() const;
    bool isStale() const { return m_waiting.has_value(); }
    // How many times the hub refreshed it (the tests count them edit by edit).
    int refreshCount() const { return m_refreshes; }
    QWidget *viewWidget() const { return m_widget; }

protected:
    // `widget` is the view itself (the derived class's `this`).
    DocumentView(PackDocument *document, QWidget *widget, When when = When::AtOnce);

private:
    friend class ViewHub;
    friend class ViewWatch;
    bool inView() const;
    void refreshNow(const ViewUpdate &update) const;
    void showIfSeen(); // it came into view

    QWidget *m_widget;
    When m_when;
    QPointer<ViewHub> m_hub;
    ViewWatch *m_watch = nullptr;
    mutable std::optional<ViewUpdate> m_waiting;
    mutable int m_refreshes = 0;
};

} // namespace pd
