#pragma once

#include "json/Diagnostic.h"

#include <QDockWidget>

class QLabel;
class QTreeWidget;

namespace pd {

class PackDocument;

// Every problem of the pack as it is now, errors first, refreshed when they change: each names
// the record and the place in it ("mon-d1, row 3, weight"), with the file, line and column (as
// permadungeon-cli validate prints them) on hover once the file is saved. Activating one asks
// to show that place.
class ProblemsDock : public QDockWidget {
    Q_OBJECT

public:
    ProblemsDock(PackDocument *document, QWidget *parent = nullptr);
    int rowCount() const;
    // A row as read: "mon-d1, row 3, weight: -3 is below 0"; its tooltip, the command line's.
    QString text(int row) const;
    QString toolTip(int row) const;
    // "checking…" beside the summary while the last edit's compile runs aside.
    bool showsChecking() const;
    void retranslateUi();

Q_SIGNALS:
    void activated(const QString &file, const QString &pointer);

private:
    void refresh();

    PackDocument *m_document;
    QLabel *m_summary;
    QLabel *m_checking;
    QTreeWidget *m_list;
};

} // namespace pd
