#include "ProblemsDock.h"

#include "document/PackDocument.h"
#include "records/RecordWords.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {
enum Role { FileRole = Qt::UserRole, PointerRole };
}

ProblemsDock::ProblemsDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("ProblemsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(body);
    m_summary->setObjectName(QStringLiteral("ProblemsSummary"));
    m_list = new QTreeWidget(body);
    m_list->setObjectName(QStringLiteral("ProblemsList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setColumnCount(2);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    setWidget(body);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT activated(item->data(0, FileRole).toString(), item->data(0, PointerRole).toString());
    });
    // Only when the list of problems is another one (a keystroke that changes no problem
    // leaves the dock alone).
    connect(document, &PackDocument::diagnosticsChanged, this, &ProblemsDock::refresh);
    connect(document, &PackDocument::opened, this, &ProblemsDock::refresh);
    retranslateUi();
}

int ProblemsDock::rowCount() const {
    return m_list->topLevelItemCount();
}

QString ProblemsDock::text(int row) const {
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->text(0) + QStringLiteral(": ") + item->text(1) : QString();
}

QString ProblemsDock::toolTip(int row) const {
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->toolTip(1) : QString();
}

void ProblemsDock::retranslateUi() {
    setWindowTitle(tr("Problems"));
    m_list->setAccessibleName(tr("Problems"));
    m_list->setHeaderLabels({tr("Where"), tr("Problem")});
    m_list->headerItem()->setToolTip(
        0, tr("The record and the place in it; hover for the file, line and column"));
    refresh();
}

void ProblemsDock::refresh() {
    m_list->clear();
    QList<Diagnostic> items = m_document->diagnostics().items();
    std::stable_sort(items.begin(), items.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.isError() && !b.isError();
    });
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const Diagnostic &d : std::as_const(items)) {
        // The record and place a designer knows them by; the file, line and column (as the
        // command line prints them) on hover.
        const QString where = RecordWords::place(*m_document, d.file, d.pointer);
        auto *item = new QTreeWidgetItem(m_list, {where, d.message});
        item->setIcon(0, d.isError() ? error : warning);
        const QString line = d.toString();
        item->setToolTip(0, line);
        item->setToolTip(1, line);
        item->setData(0, FileRole, d.file);
        item->setData(0, PointerRole, d.pointer);
    }
    m_list->resizeColumnToContents(0);
    const int errors = m_document->diagnostics().errorCount();
    const int warnings = m_document->diagnostics().warningCount();
    m_summary->setText(errors + warnings == 0
                           ? tr("No problems.")
                           : tr("%n error(s)", nullptr, errors) + QStringLiteral(", ") +
                                 tr("%n warning(s)", nullptr, warnings));
}

} // namespace pd
