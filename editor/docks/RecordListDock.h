#pragma once

#include "data/PackReferences.h"

#include <QDockWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QToolBar;

namespace pd {

class PackDocument;

// The pack's own records of one kind: search by id or name, filters by what sorts that kind
// (an item's kind and tier, a spell's element and type, a monster's element and tier), and the
// record actions. Choosing a record asks the workspace to show it.
class RecordListDock : public QDockWidget {
    Q_OBJECT

public:
    RecordListDock(RecordKind kind, PackDocument *document, QWidget *parent = nullptr);

    RecordKind kind() const { return m_kind; }
    QString currentId() const;
    void setCurrentId(const QString &id); // without signalling
    void setActions(const QList<QAction *> &actions);
    QStringList visibleIds() const;
    QLineEdit *searchField() const { return m_search; }
    void retranslateUi();

Q_SIGNALS:
    void recordChosen(RecordKind kind, const QString &id);

private:
    void refresh();

    RecordKind m_kind;
    PackDocument *m_document;
    QLineEdit *m_search;
    QComboBox *m_filters[2];
    QListWidget *m_list;
    QToolBar *m_tools;
    bool m_refreshing = false;
};

} // namespace pd
