#include "ProblemsDock.h"

#include "data/Pack.h"
#include "document/PackDocument.h"
#include "records/RecordWords.h"
#include "records/TextTranslations.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

enum ProblemRole { ProblemFileRole = Qt::UserRole, PointerRole, AtKeyRole, ReplaceRole, WithRole };
constexpr int kFixColumn = 2;
} // namespace

ProblemsDock::ProblemsDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document) {
    setObjectName(QStringLiteral("ProblemsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(body);
    m_summary->setObjectName(QStringLiteral("ProblemsSummary"));
    // While a big pack's compile runs aside the list is the last edit's but one: said beside
    // the summary, in a place kept for it so that nothing moves when it comes and goes.
    m_checking = new QLabel(body);
    m_checking->setObjectName(QStringLiteral("ProblemsChecking"));
    QSizePolicy keep = m_checking->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_checking->setSizePolicy(keep);
    QFont italic = m_checking->font(); // a state, not a problem (greyed was too faint to read)
    italic.setItalic(true);
    m_checking->setFont(italic);
    m_checking->setVisible(document->isChecking());
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_checking);
    m_list = new QTreeWidget(body);
    m_list->setObjectName(QStringLiteral("ProblemsList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setColumnCount(3);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(kFixColumn, QHeaderView::ResizeToContents);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QWidget::customContextMenuRequested, this, &ProblemsDock::showMenu);
    // The selected row's quick fix, from the keyboard (Ctrl+., as in other editors).
    m_fix = new QAction(this);
    m_fix->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_fix->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_list->addAction(m_fix);
    connect(m_fix, &QAction::triggered, this, [this] { applyFix(m_list->currentItem()); });
    // One click on a fix makes it.
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item, int column) {
        if (column == kFixColumn)
            applyFix(item);
    });
    layout->addLayout(top);
    layout->addWidget(m_list);
    setWidget(body);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT activated(item->data(0, ProblemFileRole).toString(),
                         item->data(0, PointerRole).toString());
    });
    connect(document, &PackDocument::checkingChanged, m_checking, &QLabel::setVisible);
    retranslateUi();
}

// Only when the list of problems is another one (a keystroke that changes no problem leaves the
// dock alone), or a place it names is called another (a record renamed).
DocumentView::Needs ProblemsDock::needs() const {
    Needs needs;
    needs.everyProblem = true;
    if (m_list->topLevelItemCount() > 0)
        needs.ids = allRecordKinds();
    // The texts the pack's other languages lack: a language added or undone; with languages,
    // a record added, a name given, a text translated.
    needs.translations = true;
    if (!TextTranslations::languagesOf(*m_document).isEmpty()) {
        needs.ids = allRecordKinds();
        for (RecordKind kind :
             {RecordKind::Item, RecordKind::Spell, RecordKind::Monster, RecordKind::Trap}) {
            needs.keys << std::pair(kind, QStringLiteral("name"));
            needs.keys << std::pair(kind, QStringLiteral("description"));
        }
        needs.keys << std::pair(RecordKind::Trap, QStringLiteral("sprung"));
    }
    return needs;
}

void ProblemsDock::refresh(const ViewUpdate &) {
    refresh();
}

QString ProblemsDock::fixText(int row) const {
    flush();
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->text(kFixColumn) : QString();
}

bool ProblemsDock::applyFix(int row) {
    flush();
    return applyFix(m_list->topLevelItem(row));
}

bool ProblemsDock::applyFix(QTreeWidgetItem *item) {
    if (!item || item->text(kFixColumn).isEmpty())
        return false;
    const QString with = item->data(0, WithRole).toString();
    return m_document->applyFix(
        item->data(0, ProblemFileRole).toString(), item->data(0, PointerRole).toString(),
        item->data(0, AtKeyRole).toBool(), item->data(0, ReplaceRole).toString(), with,
        tr("Use \u201c%1\u201d").arg(with));
}

void ProblemsDock::showMenu(const QPoint &at) {
    QTreeWidgetItem *item = m_list->itemAt(at);
    if (!item)
        return;
    QMenu menu(this);
    QAction *show = menu.addAction(tr("&Show"));
    QAction *fix = nullptr;
    if (!item->text(kFixColumn).isEmpty()) {
        fix = menu.addAction(item->text(kFixColumn));
        fix->setShortcut(m_fix->shortcut());
        menu.setDefaultAction(fix);
    }
    QAction *chosen = menu.exec(m_list->viewport()->mapToGlobal(at));
    if (chosen == show)
        Q_EMIT m_list->itemActivated(item, 0);
    else if (chosen && chosen == fix)
        applyFix(item);
}

int ProblemsDock::rowCount() const {
    flush();
    return m_list->topLevelItemCount();
}

QString ProblemsDock::text(int row) const {
    flush();
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->text(0) + QStringLiteral(": ") + item->text(1) : QString();
}

bool ProblemsDock::showsChecking() const {
    return !m_checking->isHidden();
}

QString ProblemsDock::toolTip(int row) const {
    flush();
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->toolTip(1) : QString();
}

void ProblemsDock::retranslateUi() {
    setWindowTitle(tr("Problems"));
    m_list->setAccessibleName(tr("Problems"));
    m_list->setHeaderLabels({tr("Where"), tr("Problem"), tr("Quick fix")});
    m_fix->setText(tr("Apply the quick fix"));
    m_list->headerItem()->setToolTip(
        0, tr("The record and the place in it; hover for the file, line and column"));
    m_checking->setText(tr("checking…"));
    m_checking->setToolTip(tr("The pack is being checked again after the last change; the list "
                              "is brought up to date when that is done"));
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
    const QBrush link = palette().brush(QPalette::Link);
    QFont underlined = m_list->font();
    underlined.setUnderline(true);
    for (const Diagnostic &d : std::as_const(items)) {
        // The record and place a designer knows them by; the file, line and column (as the
        // command line prints them) on hover.
        const QString where = RecordWords::place(*m_document, d.file, d.pointer);
        auto *item = new QTreeWidgetItem(m_list, {where, d.message});
        item->setIcon(0, d.isError() ? error : warning);
        const QString line = d.toString();
        item->setToolTip(0, line);
        item->setToolTip(1, line);
        item->setData(0, ProblemFileRole, d.file);
        item->setData(0, PointerRole, d.pointer);
        // A quick fix, while the place still reads what it did when the problem was found.
        if (d.hasFix() && m_document->fixApplies(d.file, d.pointer, d.atKey, d.replace, d.with)) {
            item->setData(0, AtKeyRole, d.atKey);
            item->setData(0, ReplaceRole, d.replace);
            item->setData(0, WithRole, d.with);
            item->setText(kFixColumn, tr("Use \u201c%1\u201d").arg(d.with));
            item->setToolTip(kFixColumn, tr("Replace \u201c%1\u201d with \u201c%2\u201d (one "
                                            "click, or Ctrl+.; Ctrl+Z takes it back)")
                                             .arg(d.replace, d.with));
            item->setForeground(kFixColumn, link);
            item->setFont(kFixColumn, underlined);
        }
    }
    listUntranslated();
    m_list->resizeColumnToContents(0);
    const int errors = m_document->diagnostics().errorCount();
    const int warnings = m_document->diagnostics().warningCount();
    m_summary->setText(errors + warnings == 0
                           ? tr("No problems.")
                           : tr("%n error(s)", nullptr, errors) + QStringLiteral(", ") +
                                 tr("%n warning(s)", nullptr, warnings));
}

// After the problems, a line per language whose file lacks texts a player reads: how many,
// leading to the first of them (its record's form has a line for it in each language).
void ProblemsDock::listUntranslated() {
    const std::shared_ptr<const Pack> pack = m_document->pack();
    if (!m_document->isOpen() || !pack)
        return;
    const QStringList languages = TextTranslations::languagesOf(*m_document);
    if (languages.isEmpty())
        return;
    const QIcon info = style()->standardIcon(QStyle::SP_MessageBoxInformation);
    for (const QString &language : languages) {
        // Counted with the compile (aside, for a big pack), or here when it was not.
        std::optional<PackCompile::MissingTexts> missing = m_document->missingTexts(language);
        if (!missing) {
            const QList<PackTexts::Entry> all = pack->texts.missing(*pack, language);
            missing = PackCompile::MissingTexts{all.size(), all.value(0)};
        }
        if (missing->count == 0)
            continue;
        const PackTexts::Entry &first = missing->first;
        QString file = QStringLiteral("pack.json"), pointer;
        const char *field = first.field == PackTexts::Field::Name          ? "name"
                            : first.field == PackTexts::Field::Description ? "description"
                                                                           : "sprung";
        const RecordKind kinds[] = {RecordKind::Table,   RecordKind::Item, RecordKind::Spell,
                                    RecordKind::Monster, RecordKind::Trap, RecordKind::Table};
        if (first.kind == PackTexts::Kind::Pack) {
            pointer = u'/' + QLatin1String(field);
        } else {
            const RecordKind kind = kinds[int(first.kind)];
            file = QLatin1String(recordKindInfo(kind).file);
            const QString record = m_document->recordPointer(kind, first.id).value_or(QString());
            pointer = record + u'/' + QLatin1String(field);
        }
        const QString translation =
            PackTexts::folderName() + u'/' + language + QStringLiteral(".json");
        const QString name = QLocale(language).nativeLanguageName();
        const QString title = name.isEmpty() ? language : tr("%1 (%2)").arg(name, language);
        auto *item = new QTreeWidgetItem(
            m_list, {translation, tr("%n text(s) not translated into %1, the first: %2", nullptr,
                                     int(missing->count))
                                      .arg(title, RecordWords::place(*m_document, file, pointer))});
        item->setIcon(0, info);
        item->setToolTip(1, tr("The Languages dock lists them; each record's form has a line for "
                               "its texts in %1.")
                                .arg(title));
        item->setData(0, ProblemFileRole, file);
        item->setData(0, PointerRole, pointer);
    }
}

} // namespace pd
