#include "SearchDock.h"

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
    , DocumentView(document, this, When::WhenShown)
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
    connect(m_field, &QLineEdit::textChanged, this, &SearchDock::search);
    connect(m_results, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT activated(item->text(0), item->text(1)); });
    retranslateUi();
}

DocumentView::Needs SearchDock::needs() const {
    Needs needs;
    needs.everyFile = !m_field->text().trimmed().isEmpty();
    return needs;
}

namespace {

// Whether a key or a string at or under `node` holds the text.
bool holds(const JsonTree &node, const QString &needle) {
    if (node.isObject()) {
        for (qsizetype i = 0; i < node.size(); ++i)
            if ((!node.at(i).isContainer() &&
                 node.keyAt(i).contains(needle, Qt::CaseInsensitive)) ||
                holds(node.at(i), needle))
                return true;
        return false;
    }
    if (node.isArray()) {
        for (qsizetype i = 0; i < node.size(); ++i)
            if (holds(node.at(i), needle))
                return true;
        return false;
    }
    return node.type() == QJsonValue::String &&
           node.scalar().toString().contains(needle, Qt::CaseInsensitive);
}

} // namespace

// The results change when a change reached one of them (it, or something around it: an item
// inserted before it moves its pointer), or made a value that matches; with the results cut
// short, any change may bring one.
bool SearchDock::concerns(const PackChanges &changes) const {
    // (a rename rewriting 30,000 values: searching again costs less than looking)
    const qsizetype results = m_results->topLevelItemCount();
    if (results >= kMaxResults || changes.items().size() * results > 100000)
        return true;
    for (int i = 0; i < m_results->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *result = m_results->topLevelItem(i);
        if (changes.touches(result->text(0), result->text(1)))
            return true;
    }
    const QString needle = m_field->text().trimmed();
    for (const PackChanges::Change &c : changes.items()) {
        if (c.pointer.isEmpty() ||
            c.pointer.section(u'/', -1).contains(needle, Qt::CaseInsensitive))
            return true; // a whole file, or a key that matches
        if (const JsonTree *value = m_document->value(c.file, c.pointer);
            value && holds(*value, needle))
            return true;
    }
    return false;
}

void SearchDock::reset() {
    const QSignalBlocker block(m_field);
    m_field->clear();
    m_results->clear();
}

void SearchDock::refresh(const ViewUpdate &) {
    search(m_field->text());
}

void SearchDock::retranslateUi() {
    setWindowTitle(tr("Search"));
    m_field->setPlaceholderText(tr("Find in the whole pack"));
    m_field->setAccessibleName(tr("Find in the whole pack"));
    m_results->setAccessibleName(tr("Search results"));
    m_results->setHeaderLabels({tr("File"), tr("Field"), tr("Text")});
}

int SearchDock::resultCount() const {
    flush();
    return m_results->topLevelItemCount();
}

void SearchDock::search(const QString &text) {
    m_results->clear();
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return;
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
