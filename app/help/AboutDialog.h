#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QTabWidget;

namespace pd {

// Help ▸ About Permadungeon: what the program is and its version, then four pages as KDE's
// About boxes have them: where it lives and where to report a bug, who made it, the licence in
// full (the GPL's text, built in), and what it is built with at which versions. Everything is
// reached by the keyboard (Ctrl+Tab or the pages' letters, Tab to the links, Esc closes).
class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    static QString homepage();   // https://…/, where the program lives
    static QString bugTracker(); // where a bug is reported
    QTabWidget *pages() const { return m_pages; }
    QString licenceText() const; // the licence page's text (the whole GPL)

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_about = nullptr;
    QLabel *m_authors = nullptr;
    QLabel *m_components = nullptr;
    QPlainTextEdit *m_licence = nullptr;
    QTabWidget *m_pages = nullptr;
};

} // namespace pd
