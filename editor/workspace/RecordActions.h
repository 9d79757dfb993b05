#pragma once

#include "data/PackReferences.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace pd {

class DockLayout;
class EditorWorkspace;
class PackDocument;

// The Editor's Edit menu and the record lists' buttons: undo and redo, add (the kind of the
// list shown, or of the list whose Add was clicked), duplicate, rename (a dialog that refuses a
// bad id as it is typed), delete (refused while anything uses the record) and find.
//
// Undo, redo, save and the rest answer their keys whatever has the focus while the Editor is
// shown, even a field, a dock that floats, or nothing after a dialog: they are application-wide
// shortcuts, enabled only while the tab is (setActive). In a field, undo and redo undo the pack,
// never only the field's text (which would leave the two apart); the JSON dock's text that is
// not valid JSON yet is the one exception, since the pack has not had it.
class RecordActions : public QObject {
    Q_OBJECT

public:
    RecordActions(EditorWorkspace *workspace, PackDocument *document, DockLayout *docks);
    ~RecordActions() override;

    QMenu *menu() const { return m_menu; }
    QAction *action(const QString &objectName) const;

    // Asks for the new record's name and id first (NewRecordDialog); with no dialogs, it is
    // "new-monster" (the kind's numbered "new-…" that is free).
    void addRecord(RecordKind kind);
    // A record of the kind with that id (and name, when one is given), shown; false when the
    // id is not valid or taken.
    bool addRecord(RecordKind kind, const QString &id, const QString &name);
    void duplicateRecord(RecordKind kind, const QString &id);
    // A record in use: asks whether to remove what names it in the same undo step (Ask; with
    // no dialogs, the answer is to keep it), or is told.
    enum class Used { Ask, Keep, RemoveReferences };
    bool deleteRecord(RecordKind kind, const QString &id, Used used = Used::Ask);
    // Refused (with the reason) for an id that is empty, not an id, or taken.
    bool renameRecord(RecordKind kind, const QString &id, const QString &newId);
    bool renameWithDialog(RecordKind kind, const QString &id);

    void setActive(bool active);
    void updateActions();
    void retranslateUi();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString uniqueId(RecordKind kind, const QString &base) const;
    bool inEditor(const QWidget *widget) const;

    EditorWorkspace *m_workspace;
    PackDocument *m_document;
    DockLayout *m_docks;
    QMenu *m_menu;
    QAction *m_undo;
    QAction *m_redo;
    QList<QAction *> m_actions;
    bool m_active = true;
};

} // namespace pd
