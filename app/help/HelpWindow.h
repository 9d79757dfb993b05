#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace pd {

class ManualBrowser;

// The manual's window: the contents (pages by audience, each page's sections under it) beside
// the page, back and forward, and a search in the page (Ctrl+F, Enter or F3 for the next
// match, Shift+F3 for the one before; the search goes round the page's end). It is a window of
// its own beside the program's, so the page stays in view while one plays or edits.
class HelpWindow : public QWidget {
    Q_OBJECT

public:
    explicit HelpWindow(QWidget *parent = nullptr);

    // Shows the page (a file of Manual::pages(), "" for the first) at an anchor, if given.
    void openPage(const QString &file, const QString &anchor = {});
    QString currentPage() const;
    ManualBrowser *browser() const { return m_browser; }
    QTreeWidget *contents() const { return m_contents; }
    QLineEdit *findEdit() const { return m_find; }
    // Finds the search text in the page from the cursor on (backward: before it), round the
    // page's end; false when the page does not have it.
    bool findNext(bool backward = false);
    // The note under the page: a refused link, a search that found nothing ("" when none).
    QString note() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildContents();
    void sourceShown(const QUrl &url);
    void retranslateUi();
    void setNote(const QString &text);

    QTreeWidget *m_contents = nullptr;
    ManualBrowser *m_browser = nullptr;
    QToolButton *m_back = nullptr;
    QToolButton *m_forward = nullptr;
    QLabel *m_findLabel = nullptr;
    QLineEdit *m_find = nullptr;
    QToolButton *m_findPrevious = nullptr;
    QToolButton *m_findNext = nullptr;
    QLabel *m_note = nullptr;
    bool m_syncing = false; // the contents follow the page without opening it again
};

} // namespace pd
