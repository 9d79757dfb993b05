#include "EditorWorkspace.h"

#include "docks/LanguagesDock.h"
#include "docks/PackFilesDock.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "docks/TilesetDock.h"
#include "document/PackDocument.h"
#include "playtest/PlaytestDock.h"
#include "preview/ImpactView.h"
#include "preview/SeedPreviewDock.h"
#include "records/RecordForm.h"
#include "records/RecordSheet.h"
#include "search/SearchDock.h"
#include "tables/OddsDock.h"
#include "tables/TableEditor.h"
#include "tables/WhereFromDock.h"
#include "workspace/DockLayout.h"
#include "workspace/PackFileController.h"
#include "workspace/PackFolderGuard.h"
#include "workspace/RecordActions.h"
#include "json/JsonEditor.h"
#include "json/JsonPointer.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

// Which record a pointer of a file lies in: its kind and index.
std::optional<std::pair<RecordKind, qsizetype>> recordAt(const QString &file,
                                                         const QString &pointer) {
    for (RecordKind kind : allRecordKinds()) {
        const RecordKindInfo &info = recordKindInfo(kind);
        const QString prefix = u'/' + QLatin1String(info.arrayKey) + u'/';
        if (file == QLatin1String(info.file) && pointer.startsWith(prefix)) {
            bool ok = false;
            const qsizetype index = pointer.mid(prefix.size()).section(u'/', 0, 0).toLongLong(&ok);
            if (ok)
                return std::pair(kind, index);
        }
    }
    return std::nullopt;
}

// A name as a person compares two: letters and digits only, in lower case.
QString plain(const QString &name) {
    QString out;
    for (const QChar c : name)
        if (c.isLetterOrNumber())
            out += c.toLower();
    return out;
}

} // namespace

EditorWorkspace::EditorWorkspace(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new PackDocument(this)) {
    setObjectName(QStringLiteral("EditorWorkspace"));
    setWindowFlags(Qt::Widget);
    setDockNestingEnabled(true);
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);

    m_centre = new QStackedWidget(this);
    m_welcome = new QLabel(m_centre);
    m_welcome->setAlignment(Qt::AlignCenter);
    m_welcome->setWordWrap(true);
    // A table with generator settings or a vault is taller than a small screen leaves the centre:
    // it scrolls there, and never makes the window grow past the screen.
    m_tableScroll = new QScrollArea(m_centre);
    m_tableScroll->setObjectName(QStringLiteral("TableScroll"));
    m_tableScroll->setWidgetResizable(true);
    m_tableScroll->setFrameShape(QFrame::NoFrame);
    m_tableEditor = new TableEditor(m_document, m_tableScroll);
    m_tableScroll->setWidget(m_tableEditor);
    m_form = new RecordForm(m_document, m_centre);
    m_centre->addWidget(m_welcome);
    m_centre->addWidget(m_tableScroll);
    m_centre->addWidget(m_form);

    m_docks = new DockLayout(this, m_document);
    m_files = new PackFileController(m_document, this);
    // The banners about the pack's folder (open elsewhere, changed on disk) above what is edited.
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_files->guard()->banners());
    layout->addWidget(m_centre, 1);
    setCentralWidget(central);
    m_actions = new RecordActions(this, m_document, m_docks);
    connectDocks();

    connect(m_files, &PackFileController::message, this, &EditorWorkspace::message);
    connect(m_files, &PackFileController::titleChanged, this, &EditorWorkspace::titleChanged);
    // Text typed in the JSON dock goes into the pack before it is written.
    connect(m_files, &PackFileController::aboutToSave, m_docks->json(), &JsonEditor::applyNow);
    connect(m_document, &PackDocument::opened, this, [this] {
        m_id.clear();
        showWelcome();
        m_actions->updateActions();
    });
    connect(m_document, &PackDocument::changed, this, [this](const PackChanges &changes) {
        // A record that is gone (undo of its creation, a rename) is no longer shown; a table
        // renamed in the JSON is followed by the odds.
        if (!m_id.isEmpty() && changes.touchesIds(m_kind) &&
            !m_document->recordPointer(m_kind, m_id))
            select(m_kind, QString());
        m_actions->updateActions();
        if (changes.touchesFile(QStringLiteral("pack.json")))
            Q_EMIT titleChanged();
    });
    retranslateUi();
    showWelcome();
}

EditorWorkspace::~EditorWorkspace() = default;

void EditorWorkspace::connectDocks() {
    for (RecordListDock *dock : m_docks->lists()) {
        connect(dock, &RecordListDock::recordChosen, this, &EditorWorkspace::select);
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible && dock->kind() != m_kind && !dock->currentId().isEmpty())
                select(dock->kind(), dock->currentId());
        });
    }
    connect(m_docks->packDock(), &PackFilesDock::fileChosen, this, &EditorWorkspace::selectFile);
    connect(m_docks->languages(), &LanguagesDock::fileChosen, this, &EditorWorkspace::selectFile);
    connect(m_docks->languages(), &LanguagesDock::recordChosen, this, &EditorWorkspace::showRecord);
    connect(m_docks->json(), &JsonEditor::idEdited, this,
            [this](const QString &id) { select(m_kind, id); });
    connect(m_docks->whereFrom(), &WhereFromDock::tableChosen, this,
            [this](const QString &table) { showRecord(RecordKind::Table, table); });
    connect(m_form, &RecordForm::lookAsked, this, [this](const QString &tile) {
        TilesetDock *tileset = m_docks->tileset();
        tileset->show();
        tileset->raise();
        tileset->selectTile(tile);
    });
    connect(m_docks->problems(), &ProblemsDock::activated, this, &EditorWorkspace::reveal);
    connect(m_docks->search(), &SearchDock::activated, this, &EditorWorkspace::reveal);
    connect(m_docks->sheet(), &RecordSheet::recordChosen, this, &EditorWorkspace::showRecord);
    SeedPreviewDock *preview = m_docks->preview();
    connect(preview, &SeedPreviewDock::tableRequested, this,
            [this](const QString &table) { showRecord(RecordKind::Table, table); });
    connect(preview, &SeedPreviewDock::playRequested, this,
            [this](std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &seedText,
                   int depth) {
                Q_EMIT playRequested(std::move(pack), m_document->folder(), seed, seedText, depth);
            });
    connect(m_docks->playtest(), &PlaytestDock::watchRequested, this,
            &EditorWorkspace::watchRequested);
    connect(preview->impact(), &ImpactView::recordRequested, this,
            [this](ImpactRow::Kind kind, const QString &id) {
                const std::optional<RecordKind> record =
                    kind == ImpactRow::Kind::Monster ? std::optional(RecordKind::Monster)
                    : kind == ImpactRow::Kind::Item  ? std::optional(RecordKind::Item)
                    : kind == ImpactRow::Kind::Trap  ? std::optional(RecordKind::Trap)
                    : kind == ImpactRow::Kind::Chest ? std::optional(RecordKind::Table)
                                                     : std::nullopt;
                if (record)
                    showRecord(*record, id);
            });
}

QList<QMenu *> EditorWorkspace::menus() const {
    return {m_files->menu(), m_actions->menu(), m_docks->menu()};
}

JsonEditor *EditorWorkspace::jsonEditor() const {
    return m_docks->json();
}
OddsDock *EditorWorkspace::oddsDock() const {
    return m_docks->odds();
}
ProblemsDock *EditorWorkspace::problemsDock() const {
    return m_docks->problems();
}
RecordListDock *EditorWorkspace::listDock(RecordKind kind) const {
    return m_docks->list(kind);
}
SearchDock *EditorWorkspace::searchDock() const {
    return m_docks->search();
}
RecordSheet *EditorWorkspace::sheet() const {
    return m_docks->sheet();
}
WhereFromDock *EditorWorkspace::whereFromDock() const {
    return m_docks->whereFrom();
}
SeedPreviewDock *EditorWorkspace::seedPreview() const {
    return m_docks->preview();
}
PlaytestDock *EditorWorkspace::playtestDock() const {
    return m_docks->playtest();
}

bool EditorWorkspace::openPack(const QString &folder) {
    return m_files->openPack(folder);
}

bool EditorWorkspace::maybeSave() {
    return m_files->maybeSave();
}

bool EditorWorkspace::exportZip(const QString &zipPath, QString *problems) {
    return m_files->exportZip(zipPath, problems);
}

bool EditorWorkspace::importZip(const QString &zipPath, const QString &folder, QString *problems) {
    return m_files->importZip(zipPath, folder, problems);
}

QString EditorWorkspace::recoveryPath(const QString &folder) {
    return PackFileController::recoveryPath(folder);
}

void EditorWorkspace::addRecord(RecordKind kind) {
    m_actions->addRecord(kind);
}

void EditorWorkspace::duplicateRecord() {
    m_actions->duplicateRecord(m_kind, m_id);
}

bool EditorWorkspace::deleteRecord() {
    return m_actions->deleteRecord(m_kind, m_id);
}

bool EditorWorkspace::renameRecord(const QString &newId) {
    return m_actions->renameRecord(m_kind, m_id, newId);
}

QByteArray EditorWorkspace::saveLayout() const {
    return m_docks->saveLayout();
}

void EditorWorkspace::restoreLayout(const QByteArray &layout) {
    m_docks->restoreLayout(layout);
}

void EditorWorkspace::retranslateUi() {
    m_docks->retranslateUi();
    m_welcome->setText(welcomeText());
    m_tableScroll->setAccessibleName(tr("The chosen table"));
}

QString EditorWorkspace::welcomeText() const {
    if (m_document->isOpen())
        return tr("<h2>%1</h2><p>%2</p><p>Choose a table, item, spell, monster or trap in the "
                  "lists at the left. Every change can be undone (Ctrl+Z); problems show below "
                  "as you type; File ▸ Save pack writes only the files that changed.</p>")
            .arg(m_document->displayName().toHtmlEscaped(), m_document->folder().toHtmlEscaped());
    return tr("<h2>Editor</h2><p>Open a pack folder (File ▸ Open pack…, or "
              "<tt>permadungeon --edit FOLDER</tt>) or make a new one, empty or from a bundled "
              "pack (File ▸ New pack…).</p>");
}

void EditorWorkspace::showWelcome() {
    m_welcome->setText(welcomeText());
    m_centre->setCurrentWidget(m_welcome);
}

void EditorWorkspace::showEvent(QShowEvent *event) {
    QMainWindow::showEvent(event);
    m_docks->firstShown();
}

void EditorWorkspace::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_files->retranslateUi();
        m_actions->retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void EditorWorkspace::setActive(bool active) {
    m_active = active;
    for (QMenu *menu : menus())
        menu->menuAction()->setVisible(active);
    m_files->setActive(active);
    m_actions->setActive(active);
    m_docks->setActive(active);
}

QString EditorWorkspace::title() const {
    if (!m_document->isOpen())
        return QString();
    QString name = m_document->displayName();
    const QString folder = QFileInfo(m_document->folder()).fileName();
    // Two packs of one name (a copy of classic is "Classic" too) are told apart by their folder.
    if (plain(name) != plain(folder))
        name = tr("%1 — %2").arg(name, folder);
    if (m_document->isReadOnly())
        name = tr("%1 (read-only)").arg(name);
    return name + QStringLiteral("[*]");
}

void EditorWorkspace::showRecord(RecordKind kind, const QString &id) {
    if (RecordListDock *dock = listDock(kind)) {
        dock->raise();
        m_docks->setShownListKind(kind);
    }
    select(kind, id);
}

void EditorWorkspace::select(RecordKind kind, const QString &id) {
    m_kind = kind;
    m_id = id;
    for (RecordListDock *dock : m_docks->lists())
        if (dock->kind() == kind)
            dock->setCurrentId(id);
    const std::optional<QString> pointer =
        id.isEmpty() ? std::nullopt : m_document->recordPointer(kind, id);
    const QString file = QLatin1String(recordKindInfo(kind).file);
    JsonEditor *json = m_docks->json();
    OddsDock *odds = m_docks->odds();
    if (!pointer) {
        showWelcome();
        json->showValue(QString(), QString());
        odds->setTable(QString());
    } else if (kind == RecordKind::Table) {
        m_tableEditor->setTable(id);
        m_centre->setCurrentWidget(m_tableScroll);
        json->showValue(file, *pointer);
        odds->setTable(id);
        odds->raise();
    } else {
        m_form->setRecord(kind, id);
        m_centre->setCurrentWidget(m_form);
        json->showValue(file, *pointer);
        odds->setTable(QString());
        if (kind == RecordKind::Spell) {
            m_docks->jsonDock()->raise(); // the odds are a table's
        } else {
            // Items, monsters and traps come from somewhere: show where.
            m_docks->whereFrom()->setRecord(kind == RecordKind::Item ? TableResult::Kind::Item
                                            : kind == RecordKind::Monster
                                                ? TableResult::Kind::Monster
                                                : TableResult::Kind::Trap,
                                            id);
            m_docks->whereFrom()->raise();
        }
    }
    m_actions->updateActions();
}

void EditorWorkspace::selectFile(const QString &file) {
    m_id.clear();
    m_docks->odds()->setTable(QString());
    for (RecordListDock *dock : m_docks->lists())
        dock->setCurrentId(QString());
    if (file == QLatin1String("ruleset.json") && m_document->value(file, QString())) {
        m_form->setRuleset();
        m_centre->setCurrentWidget(m_form);
    } else if (file == QLatin1String("pack.json") && m_document->value(file, QString()) &&
               m_document->value(file, QString())->isObject()) {
        m_form->setManifest();
        m_centre->setCurrentWidget(m_form);
    } else {
        showWelcome();
        m_docks->jsonDock()->raise();
    }
    m_docks->json()->showValue(file, QString());
    m_actions->updateActions();
}

void EditorWorkspace::reveal(const QString &file, const QString &pointer) {
    if (const auto at = recordAt(file, pointer)) {
        const JsonTree *record = m_document->value(
            file, jsonpointer::child(u'/' + QLatin1String(recordKindInfo(at->first).arrayKey),
                                     at->second));
        const JsonTree *id = record ? record->member(QStringLiteral("id")) : nullptr;
        if (id) {
            showRecord(at->first, id->scalar().toString());
            m_docks->json()->revealPointer(pointer, false);
            // The field last, so that it keeps the focus (Ctrl+Z then undoes the pack).
            if (at->first == RecordKind::Table)
                m_tableEditor->focusPointer(pointer);
            else
                m_form->focusPointer(pointer);
            return;
        }
    }
    // The ruleset, the manifest, the tileset, the sounds: the file, at the place.
    selectFile(file);
    const bool form = m_form->showsRuleset() || m_form->showsManifest();
    m_docks->json()->revealPointer(pointer, !form);
    if (form)
        m_form->focusPointer(pointer);
}

} // namespace pd
