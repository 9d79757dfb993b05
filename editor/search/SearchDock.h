#pragma once

#include "docks/DocumentView.h"

#include <QDockWidget>

class QLineEdit;
class QTreeWidget;

namespace pd {

// Finds text anywhere in the pack's files (ids, names, descriptions, any string or key, case
// ignored); each result names its file and field, and activating one shows it. An edit searches
// again only when it changed a result or made a value that matches.
class SearchDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    SearchDock(PackDocument *document, QWidget *parent = nullptr);
    void search(const QString &text);
    int resultCount() const;
    QLineEdit *field() const { return m_field; }
    void retranslateUi();

    Needs needs() const override;
    bool concerns(const PackChanges &changes) const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void activated(const QString &file, const QString &pointer);

private:
    static constexpr int kMaxResults = 500;

    PackDocument *m_document;
    QLineEdit *m_field;
    QTreeWidget *m_results;
};

} // namespace pd
