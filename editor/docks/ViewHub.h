#pragma once

#include "document/PackChanges.h"
#include "json/Diagnostic.h"

#include <QObject>

namespace pd {

class DocumentView;
class PackDocument;

// The one place a pack document's views are refreshed from (Tiled's documents send typed
// change events; here one hub reads them for every view). After each compile shown (one edit,
// or the edits a compile aside took in together) it asks each view what it shows and refreshes
// those the changes touch, once each: the values changed (less the view's own edits), the
// problems of the files it shows them for. A view out of sight waits until it is seen.
class ViewHub : public QObject {
    Q_OBJECT

public:
    // The document's hub, made the first time a view of it asks.
    static ViewHub *of(PackDocument *document);
    const QList<DocumentView *> &views() const { return m_views; }

private:
    friend class DocumentView;
    explicit ViewHub(PackDocument *document);
    void add(DocumentView *view);
    void remove(DocumentView *view);
    void opened();
    void updated(const PackUpdate &update);
    void deliver(const PackUpdate &update);

    PackDocument *m_document;
    QList<DocumentView *> m_views; // in the order they were made
    QList<Diagnostic> m_problems;  // the problems the views were last told of
    QList<PackUpdate> m_queued;    // updates sent while the views were being refreshed
    bool m_delivering = false;
};

} // namespace pd
