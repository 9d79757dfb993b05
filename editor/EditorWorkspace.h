#pragma once

#include "data/PackReferences.h"

#include <QMainWindow>
#include <QTimer>

#include <memory>

class QAction;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class QUndoView;

namespace pd {

class JsonEditor;
class OddsDock;
class PackDocument;
class ProblemsDock;
class RecordForm;
class RecordListDock;
class RecordSheet;
class SearchDock;
class SeedPreviewDock;
class TableEditor;
class WhereFromDock;

// The Editor tab: a pack document with docks around the record being edited. The record lists
// (tables, items, spells, monsters, traps) choose what the centre shows: a table's rows, or a
// record's form; beside it the record's raw JSON, the table's exact odds, the problems, the
// search and the undo history. Docks move, float and tab; their layout is remembered. Its
// menus (File, Edit, Window) are shown by the program's window while the tab is current.
class EditorWorkspace : public QMainWindow {
    Q_OBJECT

public:
    explicit EditorWorkspace(QWidget *parent = nullptr);
    ~EditorWorkspace() override;

    PackDocument *document() const { return m_document; }
    QList<QMenu *> menus() const { return {m_fileMenu, m_editMenu, m_windowMenu}; }
    // Menus and shortcuts work only while the tab is shown.
    void setActive(bool active);

    bool openPack(const QString &folder); // asks to save unsaved work first
    // Asks what to do with unsaved changes: false when the person cancels.
    bool maybeSave();
    // What the window title shows: the pack's name, and [*] for unsaved changes.
    QString title() const;
    // The docks' arrangement, kept by the program between its runs; a layout given before the
    // tab is first shown is put back then (dock sizes need the tab's size).
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &layout);

    void select(RecordKind kind, const QString &id);
    // A pack file as a whole: the ruleset in its form, the others (manifest, tileset, sounds)
    // in the JSON dock.
    void selectFile(const QString &file);
    // Shows the record and field a JSON pointer names (problems and search results).
    void reveal(const QString &file, const QString &pointer);
    RecordKind currentKind() const { return m_kind; }
    const QString &currentId() const { return m_id; }

    // Record actions on the current record (also in the Edit menu and the lists' toolbars).
    void addRecord(RecordKind kind);
    void duplicateRecord();
    bool deleteRecord(); // refused (with the list of users) while anything uses it
    bool renameRecord(const QString &newId);

    TableEditor *tableEditor() const { return m_tableEditor; }
    RecordForm *recordForm() const { return m_form; }
    JsonEditor *jsonEditor() const { return m_json; }
    OddsDock *oddsDock() const { return m_odds; }
    ProblemsDock *problemsDock() const { return m_problems; }
    RecordListDock *listDock(RecordKind kind) const;
    SearchDock *searchDock() const { return m_search; }
    RecordSheet *sheet() const { return m_sheet; }
    WhereFromDock *whereFromDock() const { return m_whereFrom; }
    SeedPreviewDock *seedPreview() const { return m_preview; }

    // The pack's folder as a zip (the saved files: save first). False with the reasons, in
    // words, when it could not be written; nothing else is touched then.
    bool exportZip(const QString &zipPath, QString *problems);
    // A zip unpacked into a new folder and opened, only when every entry passes and the pack
    // has no errors; otherwise false with the reasons and nothing written. Unsaved changes of
    // the pack open now are the caller's to deal with first (maybeSave).
    bool importZip(const QString &zipPath, const QString &folder, QString *problems);

    static QString recoveryPath(const QString &folder);
    // A new pack's id from its folder's name: "My Dungeon!" -> "local.my-dungeon".
    static QString packIdFor(const QString &folderName);

Q_SIGNALS:
    void titleChanged();
    // A short note for the status bar ("Exported … to …").
    void message(const QString &text);
    // "Play this seed": a trial run of the pack as it is in the editor (a snapshot: later edits
    // do not reach it), at a seed and depth.
    void playRequested(std::shared_ptr<const Pack> pack, const QString &folder, std::uint64_t seed,
                       const QString &seedText, int depth);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void createDocks();
    void retranslateUi();
    void updateActions();
    void addRecent(const QString &folder);
    void fillRecentMenu();
    void newPack();
    void openPackDialog();
    bool save();
    bool saveAs();
    void revert();
    void exportZipDialog();
    void importZipDialog();
    QString zipFolder() const;
    void writeRecovery();
    void offerRecovery();
    QString uniqueId(RecordKind kind, const QString &base) const;
    QString welcomeText() const;

    PackDocument *m_document;
    RecordKind m_kind = RecordKind::Table;
    QString m_id;
    QStackedWidget *m_centre;
    QLabel *m_welcome;
    TableEditor *m_tableEditor;
    RecordForm *m_form;
    JsonEditor *m_json;
    OddsDock *m_odds;
    ProblemsDock *m_problems;
    SearchDock *m_search;
    RecordSheet *m_sheet;
    WhereFromDock *m_whereFrom;
    SeedPreviewDock *m_preview;
    QUndoView *m_history;
    QList<RecordListDock *> m_lists;
    QListWidget *m_packFiles;
    QList<QDockWidget *> m_docks;
    QMenu *m_fileMenu;
    QMenu *m_editMenu;
    QMenu *m_windowMenu;
    QMenu *m_recentMenu;
    QAction *m_undo;
    QAction *m_redo;
    QHash<QString, QAction *> m_actions;
    QTimer m_recoveryTimer;
    QByteArray m_defaultLayout;
    QByteArray m_savedLayout;
};

} // namespace pd
