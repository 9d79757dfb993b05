#include "EditorWorkspace.h"

#include "data/PackLoader.h"
#include "data/PackManifest.h"
#include "docks/ProblemsDock.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "preview/ImpactView.h"
#include "preview/SeedPreviewDock.h"
#include "records/RecordForm.h"
#include "records/RecordSheet.h"
#include "search/SearchDock.h"
#include "tables/OddsDock.h"
#include "tables/TableEditor.h"
#include "tables/WhereFromDock.h"
#include "words/ArchiveWords.h"
#include "json/JsonEditor.h"
#include "json/JsonPointer.h"
#include "json/JsonWriter.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabBar>
#include <QUndoView>

namespace pd {

namespace {

const int kMaxRecent = 8;

// What a new record of each kind starts as: valid, so the pack stays free of problems.
JsonTree recordTemplate(RecordKind kind, const QString &id) {
    QByteArray json;
    switch (kind) {
    case RecordKind::Table:
        json = R"({"id": "", "name": "New table", "rows": [{"weight": 1, "text": "Something"}]})";
        break;
    case RecordKind::Item:
        json =
            R"({"id": "", "name": "New item", "kind": "treasure", "worth": "1d6", "glyph": "$", "color": "#f0c850"})";
        break;
    case RecordKind::Spell:
        json =
            R"({"id": "", "name": "New spell", "element": "Fire", "level": 1, "type": "attack", "mp": 4, "power": 10, "bonusRate": 1})";
        break;
    case RecordKind::Monster:
        json =
            R"({"id": "", "name": "New monster", "race": "beast", "tier": "normal", "level": 1, "stats": {"hp": 20, "atk": 8}, "xp": 5, "glyph": "m", "color": "#c05050"})";
        break;
    case RecordKind::Trap:
        json = R"({"id": "", "name": "New trap", "damage": "1d4", "glyph": "^"})";
        break;
    }
    Diagnostics ignored;
    JsonTree tree = JsonTree::fromSource(JsonReader::parse(json, QString(), ignored));
    tree.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
    return tree;
}

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
    m_tableEditor = new TableEditor(m_document, m_centre);
    m_form = new RecordForm(m_document, m_centre);
    m_centre->addWidget(m_welcome);
    m_centre->addWidget(m_tableEditor);
    m_centre->addWidget(m_form);
    setCentralWidget(m_centre);

    createActions();
    createDocks();

    connect(m_document, &PackDocument::modifiedChanged, this, &EditorWorkspace::titleChanged);
    qApp->installEventFilter(this);
    connect(m_document, &PackDocument::opened, this, [this] {
        m_id.clear();
        m_odds->setTable(QString());
        m_welcome->setText(welcomeText());
        m_centre->setCurrentWidget(m_welcome);
        updateActions();
        Q_EMIT titleChanged();
    });
    connect(m_document, &PackDocument::packRebuilt, this, [this] {
        // A record that is gone (undo of its creation, a rename) is no longer shown.
        if (!m_id.isEmpty() && !m_document->recordPointer(m_kind, m_id))
            select(m_kind, QString());
        updateActions();
        m_recoveryTimer.start();
    });
    m_recoveryTimer.setSingleShot(true);
    m_recoveryTimer.setInterval(2000);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &EditorWorkspace::writeRecovery);
    retranslateUi();
    updateActions();
}

EditorWorkspace::~EditorWorkspace() = default;

QByteArray EditorWorkspace::saveLayout() const {
    // Never shown: the docks have no sizes yet, so the layout put back is still the one to keep.
    return m_defaultLayout.isEmpty() ? m_savedLayout : saveState();
}

void EditorWorkspace::restoreLayout(const QByteArray &layout) {
    m_savedLayout = layout;
    if (!m_defaultLayout.isEmpty())
        restoreState(layout);
}

void EditorWorkspace::createActions() {
    m_fileMenu = new QMenu(this);
    m_fileMenu->setObjectName(QStringLiteral("EditorFileMenu"));
    m_editMenu = new QMenu(this);
    m_editMenu->setObjectName(QStringLiteral("EditorEditMenu"));
    m_windowMenu = new QMenu(this);
    m_windowMenu->setObjectName(QStringLiteral("EditorWindowMenu"));

    auto add = [this](QMenu *menu, const char *name, QKeySequence key, auto slot) {
        auto *a = menu->addAction(QString());
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        m_actions.insert(QLatin1String(name), a);
        return a;
    };
    add(m_fileMenu, "NewPackAction", QKeySequence::New, [this] { newPack(); });
    add(m_fileMenu, "OpenPackAction", QKeySequence::Open, [this] { openPackDialog(); });
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("RecentPacksMenu"));
    m_fileMenu->addSeparator();
    add(m_fileMenu, "SavePackAction", QKeySequence::Save, [this] { save(); });
    add(m_fileMenu, "SavePackAsAction", QKeySequence::SaveAs, [this] { saveAs(); });
    add(m_fileMenu, "RevertPackAction", QKeySequence(), [this] { revert(); });
    m_fileMenu->addSeparator();
    add(m_fileMenu, "ExportZipAction", QKeySequence(), [this] { exportZipDialog(); });
    add(m_fileMenu, "ImportZipAction", QKeySequence(), [this] { importZipDialog(); });

    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("UndoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("RedoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    add(m_editMenu, "AddRecordAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
        [this] { addRecord(m_kind); });
    add(m_editMenu, "DuplicateRecordAction", QKeySequence(Qt::CTRL | Qt::Key_D),
        [this] { duplicateRecord(); });
    add(m_editMenu, "RenameRecordAction", QKeySequence(Qt::Key_F2), [this] {
        bool ok = false;
        const QString id = QInputDialog::getText(
            this, tr("Rename"), tr("New id for \"%1\" (every reference follows):").arg(m_id),
            QLineEdit::Normal, m_id, &ok);
        if (ok)
            renameRecord(id);
    });
    add(m_editMenu, "DeleteRecordAction", QKeySequence(), [this] { deleteRecord(); });
    m_editMenu->addSeparator();
    add(m_editMenu, "FindAction", QKeySequence::Find, [this] {
        m_search->show();
        m_search->raise();
        m_search->field()->setFocus();
        m_search->field()->selectAll();
    });
    // Shortcuts belong to this tab: the Game tab has its own keys.
    for (QAction *a : m_actions)
        addAction(a);
    addAction(m_undo);
    addAction(m_redo);
    for (QAction *a : actions())
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

void EditorWorkspace::createDocks() {
    for (RecordKind kind : allRecordKinds()) {
        auto *dock = new RecordListDock(kind, m_document, this);
        dock->setActions({m_actions.value(QStringLiteral("AddRecordAction")),
                          m_actions.value(QStringLiteral("DuplicateRecordAction")),
                          m_actions.value(QStringLiteral("RenameRecordAction")),
                          m_actions.value(QStringLiteral("DeleteRecordAction"))});
        connect(dock, &RecordListDock::recordChosen, this, &EditorWorkspace::select);
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible && dock->kind() != m_kind && !dock->currentId().isEmpty())
                select(dock->kind(), dock->currentId());
        });
        addDockWidget(Qt::LeftDockWidgetArea, dock);
        if (!m_lists.isEmpty())
            tabifyDockWidget(m_lists.first(), dock);
        m_lists << dock;
        m_docks << dock;
    }
    m_lists.first()->raise();

    auto *packDock = new QDockWidget(this);
    packDock->setObjectName(QStringLiteral("PackFilesDock"));
    m_packFiles = new QListWidget(packDock);
    m_packFiles->setObjectName(QStringLiteral("PackFilesList"));
    packDock->setWidget(m_packFiles);
    connect(m_packFiles, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { selectFile(item->data(Qt::UserRole).toString()); });
    connect(m_packFiles, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { selectFile(item->data(Qt::UserRole).toString()); });
    addDockWidget(Qt::LeftDockWidgetArea, packDock);
    tabifyDockWidget(m_lists.last(), packDock);
    m_lists.first()->raise();
    m_docks << packDock;

    auto *jsonDock = new QDockWidget(this);
    jsonDock->setObjectName(QStringLiteral("JsonDock"));
    m_json = new JsonEditor(m_document, jsonDock);
    jsonDock->setWidget(m_json);
    connect(m_json, &JsonEditor::idEdited, this, [this](const QString &id) { select(m_kind, id); });
    addDockWidget(Qt::RightDockWidgetArea, jsonDock);

    m_odds = new OddsDock(m_document, this);
    addDockWidget(Qt::RightDockWidgetArea, m_odds);
    tabifyDockWidget(jsonDock, m_odds);
    m_odds->raise();

    m_whereFrom = new WhereFromDock(m_document, this);
    connect(m_whereFrom, &WhereFromDock::tableChosen, this, [this](const QString &table) {
        if (RecordListDock *dock = listDock(RecordKind::Table))
            dock->raise();
        select(RecordKind::Table, table);
    });
    addDockWidget(Qt::RightDockWidgetArea, m_whereFrom);
    tabifyDockWidget(jsonDock, m_whereFrom);
    m_odds->raise();
    m_docks << m_whereFrom;

    m_problems = new ProblemsDock(m_document, this);
    connect(m_problems, &ProblemsDock::activated, this, &EditorWorkspace::reveal);
    addDockWidget(Qt::BottomDockWidgetArea, m_problems);
    m_search = new SearchDock(m_document, this);
    connect(m_search, &SearchDock::activated, this, &EditorWorkspace::reveal);
    addDockWidget(Qt::BottomDockWidgetArea, m_search);
    tabifyDockWidget(m_problems, m_search);
    auto *historyDock = new QDockWidget(this);
    historyDock->setObjectName(QStringLiteral("HistoryDock"));
    m_history = new QUndoView(m_document->undoStack(), historyDock);
    historyDock->setWidget(m_history);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    tabifyDockWidget(m_problems, historyDock);
    m_sheet = new RecordSheet(m_document, this);
    connect(m_sheet, &RecordSheet::recordChosen, this, &EditorWorkspace::select);
    addDockWidget(Qt::BottomDockWidgetArea, m_sheet);
    tabifyDockWidget(m_problems, m_sheet);
    m_preview = new SeedPreviewDock(m_document, this);
    connect(m_preview, &SeedPreviewDock::tableRequested, this,
            [this](const QString &table) { select(RecordKind::Table, table); });
    connect(m_preview, &SeedPreviewDock::playRequested, this,
            [this](std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &seedText,
                   int depth) {
                Q_EMIT playRequested(std::move(pack), m_document->folder(), seed, seedText, depth);
            });
    connect(m_preview->impact(), &ImpactView::recordRequested, this,
            [this](ImpactRow::Kind kind, const QString &id) {
                const std::optional<RecordKind> record =
                    kind == ImpactRow::Kind::Monster ? std::optional(RecordKind::Monster)
                    : kind == ImpactRow::Kind::Item  ? std::optional(RecordKind::Item)
                    : kind == ImpactRow::Kind::Trap  ? std::optional(RecordKind::Trap)
                    : kind == ImpactRow::Kind::Chest ? std::optional(RecordKind::Table)
                                                     : std::nullopt;
                if (!record)
                    return;
                if (RecordListDock *dock = listDock(*record))
                    dock->raise();
                select(*record, id);
            });
    addDockWidget(Qt::BottomDockWidgetArea, m_preview);
    tabifyDockWidget(m_problems, m_preview);
    m_problems->raise();
    m_docks << jsonDock << m_odds << m_problems << m_search << historyDock << m_sheet << m_preview;

    for (QDockWidget *dock : std::as_const(m_docks))
        m_windowMenu->addAction(dock->toggleViewAction());
    m_windowMenu->addSeparator();
    auto *reset = m_windowMenu->addAction(QString());
    reset->setObjectName(QStringLiteral("ResetLayoutAction"));
    connect(reset, &QAction::triggered, this, [this] {
        restoreState(m_defaultLayout);
        for (QDockWidget *dock : std::as_const(m_docks))
            dock->show();
    });
}

void EditorWorkspace::retranslateUi() {
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_windowMenu->setTitle(tr("&Window"));
    m_recentMenu->setTitle(tr("Open &recent"));
    const std::pair<const char *, QString> texts[] = {
        {"NewPackAction", tr("&New pack…")},
        {"OpenPackAction", tr("&Open pack…")},
        {"SavePackAction", tr("&Save pack")},
        {"SavePackAsAction", tr("Save pack &as…")},
        {"RevertPackAction", tr("Re&vert to saved")},
        {"AddRecordAction", tr("Add")},
        {"ExportZipAction", tr("&Export pack as zip…")},
        {"ImportZipAction", tr("&Import zip as a new pack…")},
        {"DuplicateRecordAction", tr("Duplicate")},
        {"RenameRecordAction", tr("Rename…")},
        {"DeleteRecordAction", tr("Delete")},
        {"FindAction", tr("&Find in pack…")},
        {"ResetLayoutAction", tr("&Reset layout")},
    };
    for (const auto &[name, text] : texts)
        if (auto *a = findChild<QAction *>(QLatin1String(name)))
            a->setText(text);
    if (auto *json = findChild<QDockWidget *>(QStringLiteral("JsonDock")))
        json->setWindowTitle(tr("JSON"));
    if (auto *history = findChild<QDockWidget *>(QStringLiteral("HistoryDock")))
        history->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<opened>"));
    if (auto *pack = findChild<QDockWidget *>(QStringLiteral("PackFilesDock")))
        pack->setWindowTitle(tr("Pack"));
    m_packFiles->clear();
    const std::pair<const char *, QString> files[] = {
        {"ruleset.json", tr("Ruleset: the game's variants")},
        {"pack.json", tr("Manifest: name, version, dependencies")},
        {"tileset.json", tr("Tileset: glyphs, colours, sprites")},
        {"sounds.json", tr("Sounds and music")}};
    for (const auto &[file, text] : files) {
        auto *item = new QListWidgetItem(text, m_packFiles);
        item->setData(Qt::UserRole, QLatin1String(file));
        item->setToolTip(QLatin1String(file));
    }
    m_welcome->setText(welcomeText());
    fillRecentMenu();
}

// Undo and redo in a form's field undo the pack, not the field's own text (which would leave
// the field and the pack apart).
bool EditorWorkspace::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        auto *widget = qobject_cast<QWidget *>(watched);
        if ((key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) && widget &&
            (m_tableEditor->isAncestorOf(widget) || m_form->isAncestorOf(widget))) {
            event->ignore();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

QString EditorWorkspace::welcomeText() const {
    if (m_document->isOpen())
        return tr("<h2>%1</h2><p>%2</p><p>Choose a table, item, spell, monster or trap in the "
                  "lists at the left. Every change can be undone (Ctrl+Z); problems show below "
                  "as you type; File ▸ Save pack writes only the files that changed.</p>")
            .arg(m_document->displayName().toHtmlEscaped(), m_document->folder().toHtmlEscaped());
    return tr("<h2>Editor</h2><p>Open a pack folder (File ▸ Open pack…, or "
              "<tt>permadungeon --edit FOLDER</tt>) or make one from a bundled pack (File ▸ New "
              "pack…).</p>");
}

// Dock sizes only mean something once the tab has its size: the first time it is shown, the
// default layout is made (and kept for Window ▸ Reset layout), then the person's is put back.
void EditorWorkspace::showEvent(QShowEvent *event) {
    QMainWindow::showEvent(event);
    if (!m_defaultLayout.isEmpty())
        return;
    resizeDocks({m_lists.first(), m_odds}, {qMax(width() / 4, 340), qMax(width() / 4, 380)},
                Qt::Horizontal);
    resizeDocks({m_problems}, {height() / 5}, Qt::Vertical);
    m_defaultLayout = saveState();
    if (!m_savedLayout.isEmpty())
        restoreState(m_savedLayout);
    // Dock tabs say their whole name ("Monsters", not "Monst…"); too many scroll.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar *bar : findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
}

void EditorWorkspace::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void EditorWorkspace::setActive(bool active) {
    for (QMenu *menu : menus())
        menu->menuAction()->setVisible(active);
    for (QAction *a : actions())
        a->setEnabled(active);
    if (active)
        updateActions();
}

void EditorWorkspace::updateActions() {
    const bool open = m_document->isOpen();
    const bool record = open && !m_id.isEmpty();
    for (const char *name : {"SavePackAction", "SavePackAsAction", "RevertPackAction",
                             "ExportZipAction", "AddRecordAction", "FindAction"})
        m_actions.value(QLatin1String(name))->setEnabled(open);
    for (const char *name : {"DuplicateRecordAction", "RenameRecordAction", "DeleteRecordAction"})
        m_actions.value(QLatin1String(name))->setEnabled(record);
}

QString EditorWorkspace::title() const {
    return m_document->isOpen() ? m_document->displayName() + QStringLiteral("[*]") : QString();
}

RecordListDock *EditorWorkspace::listDock(RecordKind kind) const {
    for (RecordListDock *dock : m_lists)
        if (dock->kind() == kind)
            return dock;
    return nullptr;
}

void EditorWorkspace::select(RecordKind kind, const QString &id) {
    m_kind = kind;
    m_id = id;
    for (RecordListDock *dock : std::as_const(m_lists))
        if (dock->kind() == kind)
            dock->setCurrentId(id);
    const std::optional<QString> pointer =
        id.isEmpty() ? std::nullopt : m_document->recordPointer(kind, id);
    const QString file = QLatin1String(recordKindInfo(kind).file);
    if (!pointer) {
        m_welcome->setText(welcomeText());
        m_centre->setCurrentWidget(m_welcome);
        m_json->showValue(QString(), QString());
        m_odds->setTable(QString());
    } else if (kind == RecordKind::Table) {
        m_tableEditor->setTable(id);
        m_centre->setCurrentWidget(m_tableEditor);
        m_json->showValue(file, *pointer);
        m_odds->setTable(id);
        m_odds->raise();
    } else {
        m_form->setRecord(kind, id);
        m_centre->setCurrentWidget(m_form);
        m_json->showValue(file, *pointer);
        m_odds->setTable(QString());
        if (kind == RecordKind::Spell) {
            if (auto *dock = findChild<QDockWidget *>(QStringLiteral("JsonDock")))
                dock->raise(); // the odds are a table's
        } else {
            // Items, monsters and traps come from somewhere: show where.
            m_whereFrom->setRecord(kind == RecordKind::Item      ? TableResult::Kind::Item
                                   : kind == RecordKind::Monster ? TableResult::Kind::Monster
                                                                 : TableResult::Kind::Trap,
                                   id);
            m_whereFrom->raise();
        }
    }
    updateActions();
}

void EditorWorkspace::selectFile(const QString &file) {
    m_id.clear();
    m_odds->setTable(QString());
    for (RecordListDock *dock : std::as_const(m_lists))
        dock->setCurrentId(QString());
    if (file == QLatin1String("ruleset.json") && m_document->value(file, QString())) {
        m_form->setRuleset();
        m_centre->setCurrentWidget(m_form);
    } else {
        m_welcome->setText(welcomeText());
        m_centre->setCurrentWidget(m_welcome);
        if (auto *dock = findChild<QDockWidget *>(QStringLiteral("JsonDock")))
            dock->raise();
    }
    m_json->showValue(file, QString());
    updateActions();
}

void EditorWorkspace::reveal(const QString &file, const QString &pointer) {
    if (const auto at = recordAt(file, pointer)) {
        const JsonTree *record = m_document->value(
            file, jsonpointer::child(u'/' + QLatin1String(recordKindInfo(at->first).arrayKey),
                                     at->second));
        const JsonTree *id = record ? record->member(QStringLiteral("id")) : nullptr;
        if (id) {
            if (RecordListDock *dock = listDock(at->first))
                dock->raise();
            select(at->first, id->scalar().toString());
            if (at->first == RecordKind::Table)
                m_tableEditor->focusPointer(pointer);
            else
                m_form->focusPointer(pointer);
            m_json->revealPointer(pointer);
            return;
        }
    }
    // The ruleset, the manifest, the tileset, the sounds: the file, at the place.
    selectFile(file);
    if (m_form->showsRuleset())
        m_form->focusPointer(pointer);
    m_json->revealPointer(pointer);
}

QString EditorWorkspace::uniqueId(RecordKind kind, const QString &base) const {
    QString id = base;
    for (int n = 2; m_document->recordPointer(kind, id); ++n)
        id = base + u'-' + QString::number(n);
    return id;
}

void EditorWorkspace::addRecord(RecordKind kind) {
    if (!m_document->isOpen())
        return;
    const RecordKindInfo &info = recordKindInfo(kind);
    const QString file = QLatin1String(info.file);
    const QString array = u'/' + QLatin1String(info.arrayKey);
    if (!m_document->value(file, array)) {
        QMessageBox::warning(this, tr("Add"),
                             tr("The pack has no %1 of its own to add to.").arg(file));
        return;
    }
    static const char *const bases[] = {"new-table", "new-item", "new-spell", "new-monster",
                                        "new-trap"};
    const QString id = uniqueId(kind, QLatin1String(bases[int(kind)]));
    const qsizetype at = m_document->value(file, array)->size();
    m_document->insertItem(file, array, at, recordTemplate(kind, id), tr("Add %1").arg(id));
    if (RecordListDock *dock = listDock(kind))
        dock->raise();
    select(kind, id);
}

void EditorWorkspace::duplicateRecord() {
    const std::optional<QString> pointer = m_document->recordPointer(m_kind, m_id);
    if (!pointer)
        return;
    const QString file = QLatin1String(recordKindInfo(m_kind).file);
    JsonTree copy = *m_document->value(file, *pointer);
    const QString id = uniqueId(m_kind, m_id + QStringLiteral("-copy"));
    copy.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
    const qsizetype index = pointer->section(u'/', -1).toLongLong();
    m_document->insertItem(file, jsonpointer::parent(*pointer), index + 1, copy,
                           tr("Duplicate %1").arg(m_id));
    select(m_kind, id);
}

bool EditorWorkspace::deleteRecord() {
    const std::optional<QString> pointer = m_document->recordPointer(m_kind, m_id);
    if (!pointer)
        return false;
    const QList<PackReference> users = m_document->usersOf(m_kind, m_id);
    if (!users.isEmpty()) {
        QStringList lines;
        for (const PackReference &r : users)
            lines << (r.fromKind ? QStringLiteral("%1 (%2)").arg(r.fromId, r.file)
                                 : QStringLiteral("%1 %2").arg(r.file, r.pointer));
        lines.removeDuplicates();
        QMessageBox box(QMessageBox::Information, tr("Delete"),
                        tr("\"%1\" is used, so it is kept. Change these first:").arg(m_id),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("DeleteRefusedBox"));
        box.setInformativeText(lines.join(u'\n'));
        if (!qEnvironmentVariableIsSet("PD_NO_DIALOGS"))
            box.exec();
        return false;
    }
    const QString file = QLatin1String(recordKindInfo(m_kind).file);
    m_document->removeItem(file, jsonpointer::parent(*pointer),
                           pointer->section(u'/', -1).toLongLong(), tr("Delete %1").arg(m_id));
    select(m_kind, QString());
    return true;
}

bool EditorWorkspace::renameRecord(const QString &newId) {
    const QString id = m_id;
    switch (m_document->renameRecord(m_kind, id, newId.trimmed(),
                                     tr("Rename %1 to %2").arg(id, newId.trimmed()))) {
    case PackDocument::Rename::Done:
        select(m_kind, newId.trimmed());
        return true;
    case PackDocument::Rename::IdTaken:
        QMessageBox::warning(this, tr("Rename"), tr("\"%1\" is taken.").arg(newId));
        return false;
    case PackDocument::Rename::EmptyId:
        QMessageBox::warning(this, tr("Rename"), tr("An id cannot be empty."));
        return false;
    case PackDocument::Rename::NoSuchRecord:
        return false;
    }
    return false;
}

bool EditorWorkspace::openPack(const QString &folder) {
    if (!maybeSave())
        return false;
    QString error;
    if (!m_document->open(folder, &error)) {
        QMessageBox::warning(this, tr("Open pack"), tr("Cannot open the pack: %1").arg(error));
        return false;
    }
    addRecent(m_document->folder());
    offerRecovery();
    return true;
}

bool EditorWorkspace::maybeSave() {
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        QFile::remove(recoveryPath(m_document->folder()));
        m_document->undoStack()->setClean(); // leaving: nothing to keep
        return true;
    }
    return false;
}

void EditorWorkspace::newPack() {
    if (!maybeSave())
        return;
    const QStringList bundled =
        QDir(PackLoader::bundledDataDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    bool ok = false;
    const QString from = QInputDialog::getItem(
        this, tr("New pack"), tr("Start from the bundled pack:"), bundled, 0, false, &ok);
    if (!ok)
        return;
    const QString folder = QFileDialog::getSaveFileName(
        this, tr("New pack folder"), QDir::homePath() + QStringLiteral("/my-") + from);
    if (folder.isEmpty())
        return;
    if (QFileInfo::exists(folder) && !QDir(folder).isEmpty()) {
        QMessageBox::warning(this, tr("New pack"), tr("%1 is not empty.").arg(folder));
        return;
    }
    PackDocument scratch;
    QString error;
    if (!scratch.open(PackLoader::bundledDataDir() + u'/' + from, &error) ||
        !scratch.saveAs(folder, &error)) {
        QMessageBox::warning(this, tr("New pack"), error);
        return;
    }
    // A pack of its own: its own id (reverse-DNS, as every pack's) and name, so it does not
    // shadow the bundled one.
    const QString folderName = QFileInfo(folder).fileName();
    const QString id = packIdFor(folderName);
    scratch.setValue(QStringLiteral("pack.json"), QStringLiteral("/id"), JsonTree(QJsonValue(id)),
                     QString());
    scratch.setValue(QStringLiteral("pack.json"), QStringLiteral("/name"),
                     JsonTree(QJsonValue(folderName)), QString());
    scratch.save(&error);
    openPack(folder);
}

QString EditorWorkspace::packIdFor(const QString &folderName) {
    QString slug;
    for (const QChar c : folderName.toLower())
        slug += (c.isLetterOrNumber() && c.unicode() < 128) ? c : u'-';
    slug = slug.split(u'-', Qt::SkipEmptyParts).join(u'-');
    const QString id = QStringLiteral("local.") + slug;
    return PackManifest::isValidPackId(id) ? id : QStringLiteral("local.pack");
}

void EditorWorkspace::openPackDialog() {
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Open a pack folder"),
        m_document->isOpen() ? QFileInfo(m_document->folder()).absolutePath()
                             : PackLoader::bundledDataDir());
    if (!folder.isEmpty())
        openPack(folder);
}

bool EditorWorkspace::save() {
    m_json->applyNow();
    QString error;
    if (!m_document->save(&error)) {
        QMessageBox::warning(this, tr("Save pack"),
                             tr("Nothing was lost, but the pack could not "
                                "be saved: %1")
                                 .arg(error));
        return false;
    }
    QFile::remove(recoveryPath(m_document->folder()));
    return true;
}

bool EditorWorkspace::saveAs() {
    const QString folder =
        QFileDialog::getSaveFileName(this, tr("Save pack as (a new folder)"), m_document->folder());
    if (folder.isEmpty())
        return false;
    QString error;
    const QString old = m_document->folder();
    if (!m_document->saveAs(folder, &error)) {
        QMessageBox::warning(this, tr("Save pack as"), error);
        return false;
    }
    QFile::remove(recoveryPath(old));
    addRecent(m_document->folder());
    Q_EMIT titleChanged();
    return true;
}

void EditorWorkspace::revert() {
    if (m_document->isModified() &&
        QMessageBox::question(this, tr("Revert"),
                              tr("Drop every change since the pack was saved?")) !=
            QMessageBox::Yes)
        return;
    QString error;
    m_document->revert(&error);
    QFile::remove(recoveryPath(m_document->folder()));
}

bool EditorWorkspace::exportZip(const QString &zipPath, QString *problems) {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const PackArchive::Report report = PackArchive::exportPack(m_document->folder(), zipPath);
    QGuiApplication::restoreOverrideCursor();
    if (!report.ok()) {
        if (problems)
            *problems = ArchiveWords::report(report, false);
        return false;
    }
    Q_EMIT message(tr("Exported %n files to %1 (%2)", nullptr, int(report.files.size()))
                       .arg(QDir::toNativeSeparators(zipPath),
                            ArchiveWords::bytes(QFileInfo(zipPath).size())));
    return true;
}

bool EditorWorkspace::importZip(const QString &zipPath, const QString &folder, QString *problems) {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const PackArchive::Report report = PackArchive::importPack(zipPath, folder);
    QGuiApplication::restoreOverrideCursor();
    if (!report.ok()) {
        if (problems)
            *problems = ArchiveWords::report(report, true);
        return false;
    }
    QString error;
    if (!m_document->open(folder, &error)) {
        if (problems)
            *problems = error;
        return false;
    }
    addRecent(m_document->folder());
    Q_EMIT message(tr("Imported %n files from %1 into %2", nullptr, int(report.files.size()))
                       .arg(QDir::toNativeSeparators(zipPath), QDir::toNativeSeparators(folder)));
    return true;
}

QString EditorWorkspace::zipFolder() const {
    // Where the last zip went or came from; else beside the pack open now.
    const QString last = QSettings().value(QStringLiteral("editor/zipFolder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return m_document->isOpen() ? QFileInfo(m_document->folder()).absolutePath() : QDir::homePath();
}

void EditorWorkspace::exportZipDialog() {
    if (!m_document->isOpen())
        return;
    if (m_document->isModified()) {
        // The zip holds the files on disk: the edits must be there first.
        const auto answer =
            QMessageBox::question(this, tr("Export pack as zip"),
                                  tr("The zip holds the saved files. Save the changes to %1 first?")
                                      .arg(m_document->displayName()),
                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save || !save())
            return;
    }
    const std::shared_ptr<const Pack> pack = m_document->pack();
    QString name = QFileInfo(m_document->folder()).fileName();
    if (pack && !pack->manifest.version.toString().isEmpty())
        name += u'-' + pack->manifest.version.toString();
    const QString zip = QFileDialog::getSaveFileName(
        this, tr("Export pack as zip"), zipFolder() + u'/' + name + QStringLiteral(".zip"),
        tr("Zip archives (*.zip)"));
    if (zip.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("editor/zipFolder"), QFileInfo(zip).absolutePath());
    QString problems;
    if (!exportZip(zip, &problems)) {
        QMessageBox box(QMessageBox::Warning, tr("Export pack as zip"),
                        tr("The zip was not written; nothing else changed."), QMessageBox::Ok,
                        this);
        box.setInformativeText(problems);
        box.exec();
    }
}

void EditorWorkspace::importZipDialog() {
    if (!maybeSave())
        return;
    const QString zip = QFileDialog::getOpenFileName(this, tr("Import a zip as a new pack"),
                                                     zipFolder(), tr("Zip archives (*.zip)"));
    if (zip.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("editor/zipFolder"), QFileInfo(zip).absolutePath());
    // A new folder beside the zip, named after it, as a suggestion.
    const QFileInfo info(zip);
    QString suggestion = info.absolutePath() + u'/' + info.completeBaseName();
    for (int n = 2; QFileInfo::exists(suggestion); ++n)
        suggestion =
            info.absolutePath() + u'/' + info.completeBaseName() + u'-' + QString::number(n);
    const QString folder =
        QFileDialog::getSaveFileName(this, tr("New pack folder for the zip"), suggestion, QString(),
                                     nullptr, QFileDialog::ShowDirsOnly);
    if (folder.isEmpty())
        return;
    QString problems;
    if (!importZip(zip, folder, &problems)) {
        QMessageBox box(
            QMessageBox::Warning, tr("Import a zip as a new pack"),
            tr("%1 was not imported; nothing was written.").arg(QDir::toNativeSeparators(zip)),
            QMessageBox::Ok, this);
        box.setInformativeText(problems);
        box.exec();
        return;
    }
    offerRecovery();
}

void EditorWorkspace::addRecent(const QString &folder) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("editor/recent")).toStringList();
    recent.removeAll(folder);
    recent.prepend(folder);
    settings.setValue(QStringLiteral("editor/recent"), recent.mid(0, kMaxRecent));
    fillRecentMenu();
}

void EditorWorkspace::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("editor/recent")).toStringList();
    for (const QString &folder : recent) {
        auto *a = m_recentMenu->addAction(folder);
        connect(a, &QAction::triggered, this, [this, folder] { openPack(folder); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QString EditorWorkspace::recoveryPath(const QString &folder) {
    const QByteArray key =
        QCryptographicHash::hash(QDir::cleanPath(folder).toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery/") + QString::fromLatin1(key) + QStringLiteral(".json");
}

// Unsaved work is kept beside the user's data a moment after each change, so a crash loses
// at most two seconds of it; saving, reverting or discarding removes it.
void EditorWorkspace::writeRecovery() {
    if (!m_document->isOpen())
        return;
    const QString path = recoveryPath(m_document->folder());
    if (!m_document->isModified()) {
        QFile::remove(path);
        return;
    }
    QJsonObject files;
    for (const auto &[name, file] : m_document->files().files)
        files.insert(name, QString::fromUtf8(JsonWriter::write(file.tree)));
    const QJsonObject root{{QStringLiteral("format"), 1},
                           {QStringLiteral("folder"), m_document->folder()},
                           {QStringLiteral("files"), files}};
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(QJsonDocument(root).toJson());
        out.commit();
    }
}

void EditorWorkspace::offerRecovery() {
    const QString path = recoveryPath(m_document->folder());
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return;
    const QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    const QJsonObject files = root.value(QStringLiteral("files")).toObject();
    if (files.isEmpty() || root.value(QStringLiteral("folder")).toString() != m_document->folder())
        return;
    const bool restore =
        qEnvironmentVariableIsSet("PD_RESTORE_RECOVERY") ||
        (!qEnvironmentVariableIsSet("PD_NO_DIALOGS") &&
         QMessageBox::question(this, tr("Unsaved changes found"),
                               tr("%1 was not saved last time (the program may have stopped). "
                                  "Restore those changes?")
                                   .arg(m_document->displayName())) == QMessageBox::Yes);
    if (!restore) {
        QFile::remove(path);
        return;
    }
    // Restored as one undo step, unsaved, so the person sees and keeps or drops them.
    m_document->undoStack()->beginMacro(tr("Restore unsaved changes"));
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        Diagnostics ignored;
        const JsonSource source =
            JsonReader::parse(it.value().toString().toUtf8(), it.key(), ignored);
        if (source.isValid() && m_document->files().has(it.key()))
            m_document->setValue(it.key(), QString(), JsonTree::fromSource(source),
                                 tr("Restore unsaved changes"));
    }
    m_document->undoStack()->endMacro();
}

} // namespace pd
