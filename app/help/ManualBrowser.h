#pragma once

#include <QTextBrowser>

namespace pd {

// A QTextBrowser for the manual's Markdown pages: it gives every heading the anchor GitHub
// gives it (so "rules.md#random-draws" lands there), opens web links in the desktop's browser
// and refuses a link to a page the manual does not have (with a note, the page stays).
class ManualBrowser : public QTextBrowser {
    Q_OBJECT

public:
    explicit ManualBrowser(QWidget *parent = nullptr);
    // The anchors the page shown has (its headings'), for tests.
    QStringList anchors() const;

Q_SIGNALS:
    void refused(const QUrl &url); // a link that leads out of the manual

protected:
    void doSetSource(const QUrl &name, QTextDocument::ResourceType type) override;

private:
    void addHeadingAnchors();
};

} // namespace pd
