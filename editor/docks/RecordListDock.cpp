#include "RecordListDock.h"

#include "document/PackDocument.h"
#include "records/RecordWords.h"
#include "words/Words.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace pd {

namespace {

// A record's id, name and what the filters sort it by, whatever its kind.
struct Entry {
    QString id;
    QString name;
    QString facet[2];
    QString translation; // the name in the reader's language, when the pack has another
};

// The kind of pack text a record kind's names are; tables have none.
std::optional<PackTexts::Kind> textKind(RecordKind kind) {
    switch (kind) {
    case RecordKind::Item:
        return PackTexts::Kind::Item;
    case RecordKind::Spell:
        return PackTexts::Kind::Spell;
    case RecordKind::Monster:
        return PackTexts::Kind::Monster;
    case RecordKind::Trap:
        return PackTexts::Kind::Trap;
    case RecordKind::Table:
        break;
    }
    return std::nullopt;
}

QList<Entry> entries(const Pack &pack, RecordKind kind) {
    QList<Entry> out;
    const std::optional<PackTexts::Kind> texts = textKind(kind);
    auto add = [&](const auto &records, auto facets) {
        for (const auto &r : records)
            if (pack.isOwn(r.origin)) {
                Entry e{r.id, r.name, {}, {}};
                facets(r, e);
                // The Editor edits the pack's own language; the reader's is shown beside it.
                if (texts) {
                    const QString shown =
                        Words::packText(&pack, *texts, r.id, PackTexts::Field::Name, r.name);
                    if (shown != r.name)
                        e.translation = shown;
                }
                out << e;
            }
    };
    switch (kind) {
    case RecordKind::Table:
        add(pack.tables, [](const RandomTable &, Entry &) {});
        break;
    case RecordKind::Item:
        add(pack.items, [](const ItemRecord &r, Entry &e) {
            e.facet[0] = ItemRecord::kindName(r.kind);
            e.facet[1] = r.tier > 0 ? QString::number(r.tier) : QString();
        });
        break;
    case RecordKind::Spell:
        add(pack.spells, [](const SpellRecord &r, Entry &e) {
            e.facet[0] = elementName(r.element);
            e.facet[1] = SpellRecord::typeNames().value(int(r.type));
        });
        break;
    case RecordKind::Monster:
        add(pack.monsters, [](const MonsterRecord &r, Entry &e) {
            e.facet[0] = r.element ? elementName(*r.element) : QString();
            e.facet[1] = MonsterRecord::tierNames().value(int(r.tier));
        });
        break;
    case RecordKind::Trap:
        add(pack.traps, [](const TrapRecord &, Entry &) {});
        break;
    }
    return out;
}

} // namespace

RecordListDock::RecordListDock(RecordKind kind, PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_kind(kind)
    , m_document(document) {
    const QString key = QLatin1String(recordKindInfo(kind).arrayKey);
    setObjectName(QStringLiteral("RecordListDock-") + key);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_search = new QLineEdit(body);
    m_search->setObjectName(QStringLiteral("RecordSearch"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto *filters = new QHBoxLayout;
    for (QComboBox *&combo : m_filters) {
        combo = new QComboBox(body);
        filters->addWidget(combo);
        connect(combo, &QComboBox::currentIndexChanged, this,
                qOverload<>(&RecordListDock::refresh));
    }
    layout->addLayout(filters);
    m_list = new QListWidget(body);
    m_list->setObjectName(QStringLiteral("RecordList"));
    layout->addWidget(m_list);
    m_tools = new QToolBar(body);
    m_tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_tools);
    setWidget(body);

    // This list's actions: on this kind and this list's record, whatever the centre shows.
    auto add = [this, &key](const char *name, auto signal, bool needsRecord) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name) + u'-' + key);
        a->setProperty("needsRecord", needsRecord);
        connect(a, &QAction::triggered, this, signal);
        m_tools->addAction(a);
        m_actions << a;
        return a;
    };
    add(
        "Add", [this] { Q_EMIT addRequested(m_kind); }, false);
    add(
        "Duplicate", [this] { Q_EMIT duplicateRequested(m_kind, currentId()); }, true);
    add(
        "Rename", [this] { Q_EMIT renameRequested(m_kind, currentId()); }, true);
    QAction *remove = add(
        "Delete", [this] { Q_EMIT deleteRequested(m_kind, currentId()); }, true);
    // The Delete key deletes the chosen record while the list has the focus (in a text field it
    // deletes text).
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_list->addAction(remove);

    connect(m_search, &QLineEdit::textChanged, this, qOverload<>(&RecordListDock::refresh));
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        updateActions();
        if (!m_refreshing && item)
            Q_EMIT recordChosen(m_kind, item->data(Qt::UserRole).toString());
    });
    retranslateUi();
}

// The list shows ids, names and what the filters sort by: other fields do not concern it.
DocumentView::Needs RecordListDock::needs() const {
    Needs needs;
    for (const char *key : {"name", "kind", "tier", "element", "type"})
        needs.keys << std::pair(m_kind, QString::fromLatin1(key));
    needs.compiled = true;
    return needs;
}

void RecordListDock::refresh(const ViewUpdate &) {
    refresh();
}

void RecordListDock::reset() {
    const QSignalBlocker block(m_search);
    m_search->clear();
    for (QComboBox *combo : m_filters) {
        const QSignalBlocker blockCombo(combo);
        combo->setCurrentIndex(0);
    }
    m_list->clear(); // nothing of the last pack is chosen
    updateActions();
    // (the hub fills it next; a list behind another when it is shown: 10,000 items)
}

QAction *RecordListDock::action(const QString &name) const {
    for (QAction *a : m_actions)
        if (a->objectName().startsWith(name + u'-'))
            return a;
    return nullptr;
}

void RecordListDock::updateActions() {
    const bool open = m_document->isOpen();
    const bool chosen = open && m_list->currentItem();
    for (QAction *a : std::as_const(m_actions))
        a->setEnabled(a->property("needsRecord").toBool() ? chosen : open);
}

QString RecordListDock::currentId() const {
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void RecordListDock::setCurrentId(const QString &id) {
    if (!id.isEmpty())
        flush(); // (refresh() calls this again, with the list filled)
    selectId(id);
    if (id.isEmpty() || currentId() == id || !m_document->pack())
        return;
    const QList<Entry> all = entries(*m_document->pack(), m_kind);
    if (std::none_of(all.cbegin(), all.cend(), [&](const Entry &e) { return e.id == id; }))
        return;
    {
        const QSignalBlocker block(m_search);
        m_search->clear();
        for (QComboBox *combo : m_filters) {
            const QSignalBlocker blockCombo(combo);
            combo->setCurrentIndex(0);
        }
    }
    refresh(); // (selects what was current: none)
    selectId(id);
    updateActions();
}

void RecordListDock::selectId(const QString &id) {
    m_refreshing = true;
    m_list->setCurrentItem(nullptr);
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(i);
            m_list->scrollToItem(m_list->item(i));
        }
    m_refreshing = false;
}

QStringList RecordListDock::visibleIds() const {
    flush();
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->data(Qt::UserRole).toString();
    return out;
}

void RecordListDock::retranslateUi() {
    switch (m_kind) {
    case RecordKind::Table:
        setWindowTitle(tr("Tables"));
        break;
    case RecordKind::Item:
        setWindowTitle(tr("Items"));
        break;
    case RecordKind::Spell:
        setWindowTitle(tr("Spells"));
        break;
    case RecordKind::Monster:
        setWindowTitle(tr("Monsters"));
        break;
    case RecordKind::Trap:
        setWindowTitle(tr("Traps"));
        break;
    }
    m_search->setPlaceholderText(tr("Search ids and names"));
    m_search->setAccessibleName(tr("Search ids and names"));
    // Qt's button for the actions a narrow dock cannot show.
    if (auto *more = m_tools->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More actions"));
    m_list->setAccessibleName(windowTitle());
    for (QComboBox *combo : m_filters)
        combo->setAccessibleName(tr("Filter"));
    const std::pair<const char *, QString> texts[] = {{"Add", tr("Add")},
                                                      {"Duplicate", tr("Duplicate")},
                                                      {"Rename", tr("Rename…")},
                                                      {"Delete", tr("Delete")}};
    for (const auto &[name, text] : texts)
        if (QAction *a = action(QLatin1String(name)))
            a->setText(text);
    if (QAction *a = action(QStringLiteral("Add")))
        a->setToolTip(tr("Add a new %1 to the pack").arg(RecordWords::kind(m_kind)));
    refresh();
}

int RecordListDock::buttonsWidth() const {
    const QMargins margins = widget()->layout()->contentsMargins();
    return m_tools->sizeHint().width() + margins.left() + margins.right() + 8;
}

void RecordListDock::refresh() {
    m_refreshing = true;
    const QString current = currentId();
    const QList<Entry> all = entries(*m_document->pack(), m_kind);

    // The filters offer what the records have, "all" first.
    static const char *const names[5][2] = {{"", ""},
                                            {QT_TR_NOOP("All kinds"), QT_TR_NOOP("All tiers")},
                                            {QT_TR_NOOP("All elements"), QT_TR_NOOP("All types")},
                                            {QT_TR_NOOP("All elements"), QT_TR_NOOP("All tiers")},
                                            {"", ""}};
    for (int f = 0; f < 2; ++f) {
        QComboBox *combo = m_filters[f];
        const QString chosen = combo->currentIndex() > 0 ? combo->currentText() : QString();
        QStringList values;
        for (const Entry &e : all)
            if (!e.facet[f].isEmpty() && !values.contains(e.facet[f]))
                values << e.facet[f];
        values.sort();
        const QSignalBlocker block(combo);
        combo->clear();
        combo->setVisible(!values.isEmpty());
        combo->addItem(tr(names[int(m_kind)][f]));
        combo->addItems(values);
        combo->setCurrentIndex(qMax(0, int(values.indexOf(chosen)) + 1));
    }

    const QString needle = m_search->text().trimmed();
    m_list->clear();
    for (const Entry &e : all) {
        bool shown = needle.isEmpty() || e.id.contains(needle, Qt::CaseInsensitive) ||
                     e.name.contains(needle, Qt::CaseInsensitive) ||
                     e.translation.contains(needle, Qt::CaseInsensitive);
        for (int f = 0; f < 2; ++f)
            if (m_filters[f]->currentIndex() > 0 && e.facet[f] != m_filters[f]->currentText())
                shown = false;
        if (!shown)
            continue;
        QString label = e.name.isEmpty() || e.name == e.id
                            ? e.id
                            : QStringLiteral("%1  ·  %2").arg(e.name, e.id);
        if (!e.translation.isEmpty())
            label = tr("%1  (%2)", "a record's name, then in the reader's language")
                        .arg(label, e.translation);
        auto *item = new QListWidgetItem(label, m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.id);
    }
    m_refreshing = false;
    selectId(current);
    updateActions();
}

} // namespace pd
