#pragma once

#include "docks/DocumentView.h"
#include "json/Diagnostic.h"

#include <QDockWidget>

class QAction;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace pd {

// Every problem of the pack as it is now, errors first, refreshed when they change: each names
// the record and the place in it ("mon-d1, row 3, weight"), with the file, line and column (as
// permadungeon-cli validate prints them) on hover once the file is saved. Activating one asks
// to show that place. A misspelt id or key has a quick fix, made with one click on its "Use …"
// (or Ctrl+., or the row's menu). Refreshed when the problems, or where they are, change (and,
// while there are any, when the ids that name their places do). After them, a line per language
// the pack's translations leave texts out of: how many, leading to the first.
class ProblemsDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    ProblemsDock(PackDocument *document, QWidget *parent = nullptr);
    int rowCount() const;
    // A row as read: "mon-d1, row 3, weight: -3 is below 0"; its tooltip, the command line's.
    QString text(int row) const;
    QString toolTip(int row) const;
    // The row's quick fix ("Use \u201czombie\u201d" for a misspelt id or key), empty when it has
    // none that still applies; applyFix makes it (one undo step).
    QString fixText(int row) const;
    bool applyFix(int row);
    // "checking…" beside the summary while the last edit's compile runs aside.
    bool showsChecking() const;
    void retranslateUi();

    Needs needs() const override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void activated(const QString &file, const QString &pointer);

private:
    void refresh();
    void listUntranslated();
    bool applyFix(QTreeWidgetItem *item);
    void showMenu(const QPoint &at);

    PackDocument *m_document;
    QLabel *m_summary;
    QLabel *m_checking;
    QTreeWidget *m_list;
    QAction *m_fix;
};

} // namespace pd
