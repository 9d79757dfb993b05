#include "RecordActions.h"

#include "EditorWorkspace.h"
#include "data/RecordFields.h"
#include "docks/RecordListDock.h"
#include "document/PackDocument.h"
#include "records/RecordWords.h"
#include "search/SearchDock.h"
#include "workspace/Dialogs.h"
#include "workspace/DockLayout.h"
#include "workspace/NewRecordDialog.h"
#include "workspace/RenameDialog.h"
#include "json/JsonEditor.h"
#include "json/JsonPointer.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

namespace pd {

namespace {

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

QList<QKeySequence> unique(const QList<QKeySequence> &keys) {
    QList<QKeySequence> out;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty() && !out.contains(k))
            out << k;
    return out;
}

} // namespace

RecordActions::RecordActions(EditorWorkspace *workspace, PackDocument *document, DockLayout *docks)
    : QObject(workspace)
    , m_workspace(workspace)
    , m_document(document)
    , m_docks(docks) {
    m_menu = new QMenu(workspace);
    m_menu->setObjectName(QStringLiteral("EditorEditMenu"));
    auto add = [this](const char *name, const QList<QKeySequence> &keys, auto slot) {
        auto *a = m_menu->addAction(QString());
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::ApplicationShortcut);
        connect(a, &QAction::triggered, this, slot);
        m_workspace->addAction(a);
        m_actions << a;
        return a;
    };
    QUndoStack *stack = document->undoStack();
    // Typed JSON is applied first, so that undo takes back the last thing done.
    m_undo = add("UndoAction", unique(QKeySequence::keyBindings(QKeySequence::Undo)), [this] {
        m_docks->json()->applyNow();
        m_document->undoStack()->undo();
    });
    m_redo = add("RedoAction",
                 unique(QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                            QKeySequence(Qt::CTRL | Qt::Key_Y)} +
                        QKeySequence::keyBindings(QKeySequence::Redo)),
                 [this] {
                     m_docks->json()->applyNow();
                     m_document->undoStack()->redo();
                 });
    connect(stack, &QUndoStack::undoTextChanged, this, [this] { retranslateUi(); });
    connect(stack, &QUndoStack::redoTextChanged, this, [this] { retranslateUi(); });
    connect(stack, &QUndoStack::canUndoChanged, this, [this] { updateActions(); });
    connect(stack, &QUndoStack::canRedoChanged, this, [this] { updateActions(); });
    m_menu->addSeparator();
    add("AddRecordAction", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)},
        [this] { addRecord(m_docks->shownListKind()); });
    add("DuplicateRecordAction", {QKeySequence(Qt::CTRL | Qt::Key_D)},
        [this] { duplicateRecord(m_workspace->currentKind(), m_workspace->currentId()); });
    add("RenameRecordAction", {QKeySequence(Qt::Key_F2)},
        [this] { renameWithDialog(m_workspace->currentKind(), m_workspace->currentId()); });
    QAction *remove = add("DeleteRecordAction", {}, [this] {
        deleteRecord(m_workspace->currentKind(), m_workspace->currentId());
    });
    // Shown with its key; the key itself is each record list's (while the list has the focus;
    // in a field it deletes text).
    m_workspace->removeAction(remove);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_menu->addSeparator();
    add("FindAction", unique(QKeySequence::keyBindings(QKeySequence::Find)), [this] {
        SearchDock *search = m_docks->search();
        search->show();
        search->raise();
        search->field()->setFocus();
        search->field()->selectAll();
    });

    for (RecordListDock *list : m_docks->lists()) {
        connect(list, &RecordListDock::addRequested, this,
                [this](RecordKind kind) { addRecord(kind); });
        connect(list, &RecordListDock::duplicateRequested, this, &RecordActions::duplicateRecord);
        connect(list, &RecordListDock::renameRequested, this, &RecordActions::renameWithDialog);
        connect(list, &RecordListDock::deleteRequested, this,
                [this](RecordKind kind, const QString &id) { deleteRecord(kind, id); });
    }
    qApp->installEventFilter(this);
    retranslateUi();
    updateActions();
}

RecordActions::~RecordActions() = default;

QAction *RecordActions::action(const QString &objectName) const {
    for (QAction *a : m_actions)
        if (a->objectName() == objectName)
            return a;
    return nullptr;
}

void RecordActions::retranslateUi() {
    m_menu->setTitle(tr("&Edit"));
    QUndoStack *stack = m_document->undoStack();
    m_undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    const std::pair<const char *, QString> texts[] = {
        {"AddRecordAction", tr("Add")},        {"DuplicateRecordAction", tr("Duplicate")},
        {"RenameRecordAction", tr("Rename…")}, {"DeleteRecordAction", tr("Delete")},
        {"FindAction", tr("&Find in pack…")},
    };
    for (const auto &[name, text] : texts)
        if (QAction *a = action(QLatin1String(name)))
            a->setText(text);
}

void RecordActions::setActive(bool active) {
    m_active = active;
    updateActions();
}

void RecordActions::updateActions() {
    const bool open = m_document->isOpen();
    const bool record = open && !m_workspace->currentId().isEmpty();
    for (QAction *a : std::as_const(m_actions)) {
        const QString name = a->objectName();
        bool enabled = open;
        if (name == QLatin1String("UndoAction"))
            enabled = m_document->undoStack()->canUndo();
        else if (name == QLatin1String("RedoAction"))
            enabled = m_document->undoStack()->canRedo();
        else if (name != QLatin1String("AddRecordAction") && name != QLatin1String("FindAction"))
            enabled = record;
        a->setEnabled(m_active && enabled);
    }
}

// A widget of this Editor: the workspace, its docks (floating ones too: windows of their own),
// not a dialog opened over it.
bool RecordActions::inEditor(const QWidget *widget) const {
    if (!widget || qobject_cast<const QDialog *>(widget->window()))
        return false;
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (w == m_workspace)
            return true;
    return false;
}

bool RecordActions::eventFilter(QObject *watched, QEvent *event) {
    // A dialog of the Editor closed: its window is the active one again, so that keys reach
    // it (on a display with no window manager nobody else gives it back, and Ctrl+S after the
    // crash-recovery dialog went nowhere).
    if (event->type() == QEvent::Hide && m_active) {
        auto *dialog = qobject_cast<QDialog *>(watched);
        bool ours = false;
        for (const QWidget *w = dialog ? dialog->parentWidget() : nullptr; w && !ours;
             w = w->parentWidget())
            ours = w == m_workspace;
        if (ours)
            QTimer::singleShot(0, m_workspace, [this] {
                if (m_active && !QApplication::activeModalWidget() && m_workspace->isVisible())
                    m_workspace->window()->activateWindow();
            });
    }
    if (event->type() == QEvent::ShortcutOverride && m_active) {
        auto *key = static_cast<QKeyEvent *>(event);
        auto *widget = qobject_cast<QWidget *>(watched);
        const QKeySequence typed(key->keyCombination());
        const bool undoKey = m_undo->shortcuts().contains(typed);
        const bool redoKey = m_redo->shortcuts().contains(typed);
        if ((undoKey || redoKey) && inEditor(widget)) {
            JsonEditor *json = m_docks->json();
            const bool typingJson = widget == json || json->isAncestorOf(widget);
            if (!(typingJson && json->holdsInvalidText())) {
                event->ignore(); // the field does not take the key: the pack's undo does
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

QString RecordActions::uniqueId(RecordKind kind, const QString &base) const {
    QString id = base;
    for (int n = 2; m_document->recordPointer(kind, id); ++n)
        id = base + u'-' + QString::number(n);
    return id;
}

void RecordActions::addRecord(RecordKind kind) {
    if (!m_document->isOpen())
        return;
    const QString file = QLatin1String(recordKindInfo(kind).file);
    if (m_document->files().unreadable.contains(file)) {
        QMessageBox::warning(m_workspace, tr("Add"),
                             tr("%1 does not parse: mend it first (see Problems).").arg(file));
        return;
    }
    static const char *const bases[] = {"new-table", "new-item", "new-spell", "new-monster",
                                        "new-trap"};
    if (!dialogsAllowed()) {
        addRecord(kind, uniqueId(kind, QLatin1String(bases[int(kind)])), QString());
        return;
    }
    // Asked first: a cancelled Add changes nothing (not even the file made for it).
    NewRecordDialog dialog(m_document, kind, m_workspace);
    if (dialog.exec() == QDialog::Accepted)
        addRecord(kind, dialog.id(), dialog.name());
}

bool RecordActions::addRecord(RecordKind kind, const QString &id, const QString &name) {
    const RecordKindInfo &info = recordKindInfo(kind);
    const QString file = QLatin1String(info.file);
    const QString array = u'/' + QLatin1String(info.arrayKey);
    if (!m_document->isOpen() || !fields::isValidId(id) || m_document->recordPointer(kind, id) ||
        m_document->files().unreadable.contains(file))
        return false;
    // A pack without the file yet (the empty pack has no spells or traps) gets it, empty.
    m_document->ensureRecordFile(kind);
    if (!m_document->value(file, array))
        m_document->setValue(file, array, JsonTree::array(),
                             tr("Add %1").arg(QLatin1String(info.arrayKey)));
    if (!m_document->value(file, array))
        return false;
    JsonTree record = recordTemplate(kind, id);
    if (!name.isEmpty())
        record.setMember(QStringLiteral("name"), JsonTree(QJsonValue(name)));
    const qsizetype at = m_document->value(file, array)->size();
    m_document->insertItem(file, array, at, record, tr("Add %1").arg(id));
    // A record added, copied, renamed or deleted is shown with the pack compiled (a big pack's
    // compile runs aside: its lists and pickers would name the record only later).
    m_document->settle();
    m_workspace->showRecord(kind, id);
    return true;
}

void RecordActions::duplicateRecord(RecordKind kind, const QString &id) {
    const std::optional<QString> pointer = m_document->recordPointer(kind, id);
    if (!pointer)
        return;
    const QString file = QLatin1String(recordKindInfo(kind).file);
    JsonTree copy = *m_document->value(file, *pointer);
    const QString newId = uniqueId(kind, id + QStringLiteral("-copy"));
    copy.setMember(QStringLiteral("id"), JsonTree(QJsonValue(newId)));
    const qsizetype index = pointer->section(u'/', -1).toLongLong();
    m_document->insertItem(file, jsonpointer::parent(*pointer), index + 1, copy,
                           tr("Duplicate %1").arg(id));
    m_document->settle();
    m_workspace->showRecord(kind, newId);
}

bool RecordActions::deleteRecord(RecordKind kind, const QString &id, Used used) {
    const std::optional<QString> pointer = m_document->recordPointer(kind, id);
    if (!pointer)
        return false;
    m_document->settle(); // a reference typed a moment ago counts
    const QList<PackReference> users = m_document->usersOf(kind, id);
    bool withReferences = false;
    if (!users.isEmpty()) {
        QStringList lines;
        for (const PackReference &r : users)
            lines << (r.fromKind ? tr("%1 (%2)").arg(r.fromId, r.file)
                                 : tr("%1 %2").arg(r.file, r.pointer));
        lines.removeDuplicates();
        if (used == Used::Ask && dialogsAllowed()) {
            // What goes with it, counted as a designer sees it: rows of tables, and the other
            // places (ids in lists, fields, tiles).
            int rows = 0, others = 0;
            for (const PackDocument::Removal &r : m_document->referenceRemovals(kind, id))
                (r.item && r.file == QLatin1String("tables.json") ? rows : others) += 1;
            QMessageBox box(
                QMessageBox::Question, tr("Delete"),
                tr("\"%1\" is used by %n place(s).", nullptr, int(lines.size())).arg(id),
                QMessageBox::NoButton, m_workspace);
            box.setObjectName(QStringLiteral("DeleteUsedBox"));
            QStringList what;
            if (rows > 0)
                what << tr("%n table row(s) that give it", nullptr, rows);
            if (others > 0)
                what << tr("%n other reference(s) to it", nullptr, others);
            box.setInformativeText(
                tr("Delete it with %1 in one step (Ctrl+Z brings all back), or keep it and "
                   "change them first:")
                    .arg(what.join(tr(" and "))) +
                u'\n' + lines.join(u'\n'));
            QPushButton *remove =
                box.addButton(tr("&Delete with references"), QMessageBox::DestructiveRole);
            QPushButton *keep = box.addButton(tr("&Keep"), QMessageBox::RejectRole);
            box.setDefaultButton(keep);
            box.exec();
            used = box.clickedButton() == remove ? Used::RemoveReferences : Used::Keep;
        }
        if (used != Used::RemoveReferences) {
            Q_EMIT m_workspace->message(
                tr("\"%1\" is used by %n place(s), so it is kept.", nullptr, int(lines.size()))
                    .arg(id));
            return false;
        }
        withReferences = true;
    }
    m_document->deleteRecord(kind, id, tr("Delete %1").arg(id), withReferences);
    m_document->settle();
    if (m_workspace->currentKind() == kind && m_workspace->currentId() == id)
        m_workspace->select(kind, QString());
    Q_EMIT m_workspace->message(
        withReferences ? tr("Deleted %1 and %n reference(s) to it (Ctrl+Z brings them back).",
                            nullptr, int(users.size()))
                             .arg(id)
                       : tr("Deleted %1 (Ctrl+Z brings it back).").arg(id));
    return true;
}

bool RecordActions::renameRecord(RecordKind kind, const QString &id, const QString &newId) {
    const QString target = newId.trimmed();
    if (const QString why = RenameDialog::refusal(m_document, kind, id, target); !why.isEmpty()) {
        if (dialogsAllowed())
            QMessageBox::warning(m_workspace, tr("Rename"), why);
        Q_EMIT m_workspace->message(why);
        return false;
    }
    m_document->renameRecord(kind, id, target, tr("Rename %1 to %2").arg(id, target));
    m_document->settle();
    m_workspace->showRecord(kind, target);
    return true;
}

bool RecordActions::renameWithDialog(RecordKind kind, const QString &id) {
    if (!m_document->recordPointer(kind, id))
        return false;
    RenameDialog dialog(m_document, kind, id, m_workspace);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return renameRecord(kind, id, dialog.newId());
}

} // namespace pd
