#include "ViewHub.h"

#include "docks/DocumentView.h"
#include "document/PackDocument.h"

#include <QSet>
#include <QWidget>

namespace pd {

namespace {

// What a problem says and of what, not where it is in the text.
QString gist(const Diagnostic &d) {
    return QStringLiteral("%1\n%2\n%3\n%4\n%5")
        .arg(d.file, d.pointer, d.message)
        .arg(int(d.severity))
        .arg(d.atKey);
}

bool sameWhere(const QList<Diagnostic> &a, const QList<Diagnostic> &b) {
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (gist(a.at(i)) != gist(b.at(i)) || a.at(i).location.line != b.at(i).location.line ||
            a.at(i).location.column != b.at(i).location.column)
            return false;
    return true;
}

// The files whose problems say something else than they did.
QSet<QString> filesChanged(const QList<Diagnostic> &before, const QList<Diagnostic> &after) {
    QHash<QString, QStringList> was, now;
    for (const Diagnostic &d : before)
        was[d.file] << gist(d);
    for (const Diagnostic &d : after)
        now[d.file] << gist(d);
    QSet<QString> out;
    for (auto it = was.cbegin(); it != was.cend(); ++it)
        if (now.value(it.key()) != it.value())
            out.insert(it.key());
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        if (!was.contains(it.key()))
            out.insert(it.key());
    return out;
}

bool touches(const DocumentView::Needs &needs, const PackChanges &changes) {
    if (changes.isEmpty())
        return false;
    if (needs.everyFile)
        return true;
    for (const QString &file : needs.files)
        if (changes.touchesFile(file))
            return true;
    if (needs.translations)
        for (const PackChanges::Change &c : changes.items())
            if (PackFiles::isTranslation(c.file))
                return true;
    for (const auto &[file, pointer] : needs.values)
        if (changes.touches(file, pointer))
            return true;
    for (RecordKind kind : needs.ids)
        if (changes.touchesIds(kind))
            return true;
    for (const auto &[kind, key] : needs.keys)
        if (changes.touchesKey(kind, key))
            return true;
    return needs.compiled &&
           changes.touches(QStringLiteral("pack.json"), QStringLiteral("/dependencies"));
}

} // namespace

ViewHub *ViewHub::of(PackDocument *document) {
    if (auto *hub = document->findChild<ViewHub *>(QString(), Qt::FindDirectChildrenOnly))
        return hub;
    return new ViewHub(document);
}

ViewHub::ViewHub(PackDocument *document)
    : QObject(document)
    , m_document(document)
    , m_problems(document->diagnostics().items()) {
    connect(document, &PackDocument::opened, this, &ViewHub::opened);
    connect(document, &PackDocument::updated, this, &ViewHub::updated);
}

void ViewHub::add(DocumentView *view) {
    m_views.append(view);
}

void ViewHub::remove(DocumentView *view) {
    m_views.removeOne(view);
}

void ViewHub::opened() {
    m_problems = m_document->diagnostics().items();
    m_queued.clear();
    const QList<DocumentView *> views = m_views;
    for (DocumentView *view : views)
        if (m_views.contains(view)) {
            view->m_waiting.reset();
            view->reset();
        }
    ViewUpdate update;
    update.opened = true;
    for (DocumentView *view : views)
        if (m_views.contains(view)) {
            if (view->m_when == DocumentView::When::WhenShown && !view->inView())
                view->m_waiting = update;
            else
                view->refreshNow(update);
        }
}

void ViewHub::updated(const PackUpdate &update) {
    // A view's refresh that changes the problems (text it holds that does not parse) is told
    // after this round, not in the middle of it.
    if (m_delivering) {
        m_queued.append(update);
        return;
    }
    m_delivering = true;
    deliver(update);
    while (!m_queued.isEmpty())
        deliver(m_queued.takeFirst());
    m_delivering = false;
}

void ViewHub::deliver(const PackUpdate &update) {
    bool problemsChanged = false; // (where they are, too)
    QSet<QString> problemFiles;
    if (update.problems) {
        const QList<Diagnostic> &now = m_document->diagnostics().items();
        problemsChanged = !sameWhere(m_problems, now);
        problemFiles = filesChanged(m_problems, now);
        m_problems = now;
    }
    const QList<DocumentView *> views = m_views;
    for (DocumentView *view : views) {
        if (!m_views.contains(view)) // (gone with a view refreshed before it)
            continue;
        const DocumentView::Needs needs = view->needs();
        ViewUpdate told;
        told.changes = update.changes;
        const PackChanges others =
            needs.ownEdits ? update.changes : update.changes.without(view->viewWidget());
        told.touched = touches(needs, others) && (view->isStale() || view->concerns(others));
        told.problems = needs.everyProblem ? problemsChanged : false;
        for (const QString &file : needs.problemsIn)
            told.problems = told.problems || problemFiles.contains(file);
        if (!told.touched && !told.problems)
            continue;
        if (view->m_waiting)
            view->m_waiting->add(told);
        else if (view->m_when == DocumentView::When::WhenShown && !view->inView())
            view->m_waiting = told;
        else
            view->refreshNow(told);
    }
}

} // namespace pd
