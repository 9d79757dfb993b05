#include "ManualBrowser.h"

#include "AppLog.h"
#include "Manual.h"

#include <QTextBlock>
#include <QTextCursor>

namespace pd {

ManualBrowser::ManualBrowser(QWidget *parent)
    : QTextBrowser(parent) {
    setOpenExternalLinks(true); // http(s) and mailto go to the desktop's programs
    setSearchPaths({QStringLiteral(":/manual")});
    // Back and forward load pages without doSetSource: the anchors are made on every load.
    connect(this, &QTextBrowser::sourceChanged, this, &ManualBrowser::addHeadingAnchors);
}

void ManualBrowser::doSetSource(const QUrl &name, QTextDocument::ResourceType type) {
    // A link within the page shown ("#random-draws") is resolved against it: only a scroll.
    const QUrl resolved = source().isValid() ? source().resolved(name) : name;
    if (Manual::fileOf(resolved).isEmpty()) {
        qCDebug(lcHelp, "a link out of the manual: %s", qPrintable(resolved.toString()));
        Q_EMIT refused(resolved);
        return;
    }
    QTextBrowser::doSetSource(resolved, QTextDocument::MarkdownResource);
    // The headings' anchors are made once the page is loaded: the scroll to one comes after.
    if (resolved.hasFragment())
        scrollToAnchor(resolved.fragment());
}

void ManualBrowser::addHeadingAnchors() {
    QTextDocument *doc = document();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() <= 0 || block.length() <= 1)
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames({Manual::anchorOf(block.text())});
        cursor.mergeCharFormat(anchor);
    }
    doc->setModified(false);
}

QStringList ManualBrowser::anchors() const {
    QStringList out;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            out << it.fragment().charFormat().anchorNames();
    out.removeDuplicates();
    return out;
}

} // namespace pd
