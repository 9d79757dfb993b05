#pragma once

#include <QDockWidget>

class QLineEdit;
class QTreeWidget;

namespace pd {

class LazyRefresh;
class PackDocument;

// Finds text anywhere in the pack's files (ids, names, descriptions, any string or key, case
// ignored); each result names its file and field, and activating one shows it.
class SearchDock : public QDockWidget {
    Q_OBJECT

public:
    SearchDock(PackDocument *document, QWidget *parent = nullptr);
    void search(const QString &text);
    int resultCount() const;
    QLineEdit *field() const { return m_field; }
    void retranslateUi();

Q_SIGNALS:
    void activated(const QString &file, const QString &pointer);

private:
    PackDocument *m_document;
    QLineEdit *m_field;
    QTreeWidget *m_results;
    LazyRefresh *m_lazy;
};

} // namespace pd
