#pragma once

#include "json/Diagnostic.h"

#include <QDockWidget>

class QLabel;
class QTreeWidget;

namespace pd {

class PackDocument;

// Every problem of the pack as it is now, errors first, refreshed after each edit; once a file
// is saved its problems carry line and column. Activating one asks to show that place.
class ProblemsDock : public QDockWidget {
    Q_OBJECT

public:
    ProblemsDock(PackDocument *document, QWidget *parent = nullptr);
    int rowCount() const;
    void retranslateUi();

Q_SIGNALS:
    void activated(const QString &file, const QString &pointer);

private:
    void refresh();

    PackDocument *m_document;
    QLabel *m_summary;
    QTreeWidget *m_list;
};

} // namespace pd
