#pragma once

#include "data/PackReferences.h"
#include "docks/DocumentView.h"

#include <QDockWidget>

class QAction;
class QComboBox;
class QLineEdit;
class QListWidget;
class QToolBar;

namespace pd {

// The pack's own records of one kind: search by id or name, filters by what sorts that kind
// (an item's kind and tier, a spell's element and type, a monster's element and tier), and the
// record actions of this list: Add makes a record of this kind, Duplicate, Rename and Delete
// act on the record chosen here (the Delete key too, while the list has the focus). Choosing a
// record asks the workspace to show it; the actions are asked of it the same way. It shows the
// records' ids and names and what the filters sort by, and no other field.
class RecordListDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    RecordListDock(RecordKind kind, PackDocument *document, QWidget *parent = nullptr);

    // How wide the dock must be for its buttons to stand side by side in this language
    // ("Umbenennen…"), none in the toolbar's overflow menu.
    int buttonsWidth() const;

    RecordKind kind() const { return m_kind; }
    QString currentId() const;
    // Without signalling. A record the search or a filter hides is shown: they are cleared
    // (a record renamed under a search stays in view, with Rename and Delete for it).
    void setCurrentId(const QString &id);
    QStringList visibleIds() const;
    QLineEdit *searchField() const { return m_search; }
    QListWidget *list() const { return m_list; }
    QComboBox *filter(int i) const { return m_filters[i]; }
    // The list's own actions: Add, Duplicate, Rename…, Delete (objectNames "Add", "Duplicate",
    // "Rename", "Delete" followed by "-" and the kind's array key).
    QAction *action(const QString &name) const;
    void retranslateUi();

    Needs needs() const override;
    void reset() override; // a new pack: no search, no filter
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void recordChosen(RecordKind kind, const QString &id);
    void addRequested(RecordKind kind);
    void duplicateRequested(RecordKind kind, const QString &id);
    void renameRequested(RecordKind kind, const QString &id);
    void deleteRequested(RecordKind kind, const QString &id);

private:
    void selectId(const QString &id);
    void refresh();
    void updateActions();

    RecordKind m_kind;
    PackDocument *m_document;
    QLineEdit *m_search;
    QComboBox *m_filters[2];
    QListWidget *m_list;
    QToolBar *m_tools;
    QList<QAction *> m_actions;
    bool m_refreshing = false;
};

} // namespace pd
