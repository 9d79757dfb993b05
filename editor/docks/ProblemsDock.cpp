#include "ProblemsDock.h"

#include "document/PackDocument.h"

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
    m_list = new QTreeWidget(body);
    m_list->setObjectName(QStringLiteral("ProblemsList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setColumnCount(3);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    setWidget(body);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT activated(item->data(0, FileRole).toString(), item->data(0, PointerRole).toString());
    });
    connect(document, &PackDocument::packRebuilt, this, &ProblemsDock::refresh);
    retranslateUi();
    refresh();
}

int ProblemsDock::rowCount() const {
    return m_list->topLevelItemCount();
}

void ProblemsDock::retranslateUi() {
    setWindowTitle(tr("Problems"));
    m_list->setHeaderLabels({tr("Where"), tr("Field"), tr("Problem")});
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
        QString where = d.file;
        if (d.location.isValid())
            where += QStringLiteral(":%1:%2").arg(d.location.line).arg(d.location.column);
        auto *item = new QTreeWidgetItem(m_list, {where, d.pointer, d.message});
        item->setIcon(0, d.isError() ? error : warning);
        item->setToolTip(2, d.message);
        item->setData(0, FileRole, d.file);
        item->setData(0, PointerRole, d.pointer);
    }
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    const int errors = m_document->diagnostics().errorCount();
    const int warnings = m_document->diagnostics().warningCount();
    m_summary->setText(errors + warnings == 0
                           ? tr("No problems.")
                           : tr("%n error(s)", nullptr, errors) + QStringLiteral(", ") +
                                 tr("%n warning(s)", nullptr, warnings));
}

} // namespace pd
