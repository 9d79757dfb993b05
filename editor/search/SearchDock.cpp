#include "SearchDock.h"

#include "docks/LazyRefresh.h"
#include "document/PackDocument.h"
#include "json/JsonPointer.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>

namespace pd {

SearchDock::SearchDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("SearchDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_field = new QLineEdit(body);
    m_field->setObjectName(QStringLiteral("SearchField"));
    m_field->setClearButtonEnabled(true);
    m_results = new QTreeWidget(body);
    m_results->setObjectName(QStringLiteral("SearchResults"));
    m_results->setRootIsDecorated(false);
    m_results->setColumnCount(3);
    m_results->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    layout->addWidget(m_field);
    layout->addWidget(m_results);
    setWidget(body);
    m_lazy = new LazyRefresh(this, [this] { search(m_field->text()); });
    connect(m_field, &QLineEdit::textChanged, this, &SearchDock::search);
    connect(m_results, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT activated(item->text(0), item->text(1)); });
    connect(document, &PackDocument::changed, this, [this] {
        if (m_field->text().trimmed().isEmpty())
            return;
        m_lazy->request(); // (behind another dock: searched again when it is shown)
    });
    connect(document, &PackDocument::opened, this, [this] {
        const QSignalBlocker block(m_field);
        m_field->clear();
        m_results->clear();
    });
    retranslateUi();
}

void SearchDock::retranslateUi() {
    setWindowTitle(tr("Search"));
    m_field->setPlaceholderText(tr("Find in the whole pack"));
    m_field->setAccessibleName(tr("Find in the whole pack"));
    m_results->setAccessibleName(tr("Search results"));
    m_results->setHeaderLabels({tr("File"), tr("Field"), tr("Text")});
}

int SearchDock::resultCount() const {
    m_lazy->flush();
    return m_results->topLevelItemCount();
}

void SearchDock::search(const QString &text) {
    m_results->clear();
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return;
    const int kMaxResults = 500;
    int found = 0;
    for (const auto &entry : m_document->files().files) {
        const QString &name = entry.first; // (a named copy: lambdas cannot capture a binding)
        std::function<void(const JsonTree &, const QString &)> walk = [&](const JsonTree &node,
                                                                          const QString &pointer) {
            if (found >= kMaxResults)
                return;
            if (node.isObject()) {
                for (qsizetype i = 0; i < node.size(); ++i) {
                    const QString child = jsonpointer::child(pointer, node.keyAt(i));
                    if (node.keyAt(i).contains(needle, Qt::CaseInsensitive) &&
                        !node.at(i).isContainer()) {
                        ++found;
                        new QTreeWidgetItem(m_results, {name, child, node.keyAt(i)});
                    }
                    walk(node.at(i), child);
                }
            } else if (node.isArray()) {
                for (qsizetype i = 0; i < node.size(); ++i)
                    walk(node.at(i), jsonpointer::child(pointer, i));
            } else if (node.type() == QJsonValue::String &&
                       node.scalar().toString().contains(needle, Qt::CaseInsensitive)) {
                ++found;
                new QTreeWidgetItem(m_results, {name, pointer, node.scalar().toString()});
            }
        };
        walk(entry.second.tree, QString());
    }
    m_results->resizeColumnToContents(0);
    m_results->resizeColumnToContents(1);
}

} // namespace pd
