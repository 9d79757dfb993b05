#include "HelpWindow.h"
#include "WindowFit.h"

#include "AppLog.h"
#include "Manual.h"
#include "ManualBrowser.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

constexpr int kFileRole = Qt::UserRole + 1;
constexpr int kAnchorRole = Qt::UserRole + 2;

} // namespace

HelpWindow::HelpWindow(QWidget *parent)
    : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("HelpWindow"));
    resizeToFit(this, QSize(1100, 760));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 6);
    layout->setSpacing(6);

    auto *bar = new QHBoxLayout;
    m_back = new QToolButton(this);
    m_back->setObjectName(QStringLiteral("HelpBack"));
    m_back->setArrowType(Qt::LeftArrow);
    m_back->setEnabled(false);
    m_forward = new QToolButton(this);
    m_forward->setObjectName(QStringLiteral("HelpForward"));
    m_forward->setArrowType(Qt::RightArrow);
    m_forward->setEnabled(false);
    m_findLabel = new QLabel(this);
    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("HelpFind"));
    m_find->setClearButtonEnabled(true);
    m_findLabel->setBuddy(m_find);
    m_findPrevious = new QToolButton(this);
    m_findPrevious->setObjectName(QStringLiteral("HelpFindPrevious"));
    m_findNext = new QToolButton(this);
    m_findNext->setObjectName(QStringLiteral("HelpFindNext"));
    bar->addWidget(m_back);
    bar->addWidget(m_forward);
    bar->addStretch(1);
    bar->addWidget(m_findLabel);
    bar->addWidget(m_find, 1);
    bar->addWidget(m_findPrevious);
    bar->addWidget(m_findNext);
    layout->addLayout(bar);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("HelpSplitter"));
    m_contents = new QTreeWidget(split);
    m_contents->setObjectName(QStringLiteral("HelpContents"));
    m_contents->setHeaderHidden(true);
    m_contents->setColumnCount(1);
    m_browser = new ManualBrowser(split);
    m_browser->setObjectName(QStringLiteral("HelpBrowser"));
    m_browser->document()->setDocumentMargin(14);
    split->addWidget(m_contents);
    split->addWidget(m_browser);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({300, 800});
    layout->addWidget(split, 1);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("HelpNote"));
    m_note->setTextFormat(Qt::PlainText);
    m_note->hide();
    layout->addWidget(m_note);

    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QWidget::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QWidget::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpWindow::sourceShown);
    connect(m_browser, &ManualBrowser::refused, this, [this](const QUrl &url) {
        setNote(tr("That link leads out of the manual: %1").arg(url.toDisplayString()));
    });
    connect(m_contents, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (m_syncing || !item)
            return;
        const QString file = item->data(0, kFileRole).toString();
        if (!file.isEmpty())
            openPage(file, item->data(0, kAnchorRole).toString());
    });
    // Enter on a section or a page shows it again from its heading.
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString file = item->data(0, kFileRole).toString();
        if (!file.isEmpty()) {
            openPage(file, item->data(0, kAnchorRole).toString());
            m_browser->setFocus();
        }
    });
    connect(m_find, &QLineEdit::textChanged, this, [this] {
        QTextCursor start = m_browser->textCursor();
        start.setPosition(start.selectionStart());
        m_browser->setTextCursor(start);
        if (!m_find->text().isEmpty())
            findNext();
        else
            setNote({});
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(m_findNext, &QToolButton::clicked, this, [this] { findNext(); });
    connect(m_findPrevious, &QToolButton::clicked, this, [this] { findNext(true); });

    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    auto *next = new QShortcut(QKeySequence::FindNext, this);
    connect(next, &QShortcut::activated, this, [this] { findNext(); });
    auto *previous = new QShortcut(QKeySequence::FindPrevious, this);
    connect(previous, &QShortcut::activated, this, [this] { findNext(true); });
    auto *back = new QShortcut(QKeySequence::Back, this);
    connect(back, &QShortcut::activated, m_browser, &QTextBrowser::backward);
    auto *forward = new QShortcut(QKeySequence::Forward, this);
    connect(forward, &QShortcut::activated, m_browser, &QTextBrowser::forward);
    auto *closeKey = new QShortcut(QKeySequence::Close, this);
    connect(closeKey, &QShortcut::activated, this, &QWidget::close);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, [this] {
        if (m_find->hasFocus() && !m_find->text().isEmpty())
            return m_find->clear();
        close();
    });

    buildContents();
    retranslateUi();
}

void HelpWindow::buildContents() {
    m_contents->clear();
    for (const Manual::Audience audience :
         {Manual::Audience::Players, Manual::Audience::Designers}) {
        auto *group = new QTreeWidgetItem(m_contents);
        group->setData(0, Qt::UserRole, int(audience));
        QFont bold = m_contents->font();
        bold.setBold(true);
        group->setFont(0, bold);
        for (const Manual::Page &page : Manual::pages()) {
            if (page.audience != audience || !Manual::hasPage(page.file))
                continue;
            auto *item = new QTreeWidgetItem(group);
            item->setData(0, kFileRole, page.file);
            for (const QString &section : Manual::sections(page.file)) {
                auto *child = new QTreeWidgetItem(item, {section});
                child->setData(0, kFileRole, page.file);
                child->setData(0, kAnchorRole, Manual::anchorOf(section));
            }
        }
        group->setExpanded(true);
    }
}

void HelpWindow::openPage(const QString &file, const QString &anchor) {
    QString page = file;
    if (!Manual::hasPage(page)) {
        if (!page.isEmpty())
            qCWarning(lcHelp, "the manual has no page %s; it opens on its first", qPrintable(page));
        page = Manual::pages().value(0).file;
    }
    setNote({});
    m_browser->setSource(Manual::url(page, anchor), QTextDocument::MarkdownResource);
    if (anchor.isEmpty())
        m_browser->verticalScrollBar()->setValue(0);
}

QString HelpWindow::currentPage() const {
    return Manual::fileOf(m_browser->source());
}

// The contents mark the page shown (and its section, when a link led to one).
void HelpWindow::sourceShown(const QUrl &url) {
    const QString file = Manual::fileOf(url);
    m_syncing = true;
    for (int g = 0; g < m_contents->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_contents->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const bool shown = item->data(0, kFileRole).toString() == file;
            item->setExpanded(shown);
            if (!shown)
                continue;
            QTreeWidgetItem *current = item;
            for (int s = 0; s < item->childCount(); ++s)
                if (item->child(s)->data(0, kAnchorRole).toString() == url.fragment())
                    current = item->child(s);
            m_contents->setCurrentItem(current);
        }
    }
    m_syncing = false;
    setWindowTitle(tr("%1 — Permadungeon manual").arg(Manual::title(file)));
}

bool HelpWindow::findNext(bool backward) {
    const QString text = m_find->text();
    if (text.isEmpty())
        return false;
    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_browser->find(text, flags)) {
        setNote({});
        return true;
    }
    // Round the end of the page (or its start, going back).
    const QTextCursor keep = m_browser->textCursor();
    QTextCursor from(m_browser->document());
    from.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    m_browser->setTextCursor(from);
    if (m_browser->find(text, flags)) {
        setNote(backward ? tr("Searched on from the end of the page.")
                         : tr("Searched on from the start of the page."));
        return true;
    }
    m_browser->setTextCursor(keep);
    setNote(tr("“%1” is not on this page.").arg(text));
    return false;
}

QString HelpWindow::note() const {
    return m_note->isVisible() ? m_note->text() : QString();
}

void HelpWindow::setNote(const QString &text) {
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

void HelpWindow::retranslateUi() {
    m_back->setToolTip(tr("Back (Alt+Left)"));
    m_back->setAccessibleName(tr("Back"));
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    m_forward->setAccessibleName(tr("Forward"));
    m_findLabel->setText(tr("&Find in page:"));
    m_find->setAccessibleName(tr("Find in page"));
    m_find->setPlaceholderText(tr("a word on this page"));
    m_findPrevious->setText(tr("Previous"));
    m_findPrevious->setToolTip(tr("The match before (Shift+F3)"));
    m_findNext->setText(tr("Next"));
    m_findNext->setToolTip(tr("The next match (Enter or F3)"));
    m_contents->setAccessibleName(tr("Contents"));
    m_contents->setAccessibleDescription(
        tr("The manual's pages and their sections; Enter shows the one chosen"));
    m_browser->setAccessibleName(tr("Manual page"));
    for (int g = 0; g < m_contents->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_contents->topLevelItem(g);
        group->setText(
            0, Manual::audienceTitle(Manual::Audience(group->data(0, Qt::UserRole).toInt())));
        for (int i = 0; i < group->childCount(); ++i)
            group->child(i)->setText(0,
                                     Manual::title(group->child(i)->data(0, kFileRole).toString()));
    }
    const QString file = currentPage();
    setWindowTitle(file.isEmpty() ? tr("Permadungeon manual")
                                  : tr("%1 — Permadungeon manual").arg(Manual::title(file)));
}

void HelpWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange && m_browser) {
        // The player's manual in the new language: its sections, and the page shown again.
        const QString page = currentPage();
        buildContents();
        retranslateUi();
        if (!page.isEmpty() &&
            Manual::url(page) != m_browser->source().adjusted(QUrl::RemoveFragment))
            openPage(page);
    }
    QWidget::changeEvent(event);
}

} // namespace pd
