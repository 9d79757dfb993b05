#pragma once

#include "data/PackReferences.h"
#include "engine/Replay.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QMenu;
class QScrollArea;
class QStackedWidget;

namespace pd {

class DockLayout;
class JsonEditor;
class OddsDock;
class PackDocument;
class PackFileController;
class PlaytestDock;
class ProblemsDock;
class RecordActions;
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
// search and the undo history. The workspace wires three parts that each have one job (as
// Tiled's main window, document manager and actions): PackFileController (the File menu: new,
// open, save, recovery, zips), RecordActions (the Edit menu: undo, records, find) and
// DockLayout (the docks and the Window menu); itself it keeps what is chosen and shown.
class EditorWorkspace : public QMainWindow {
    Q_OBJECT

public:
    explicit EditorWorkspace(QWidget *parent = nullptr);
    ~EditorWorkspace() override;

    PackDocument *document() const { return m_document; }
    PackFileController *files() const { return m_files; }
    RecordActions *actions() const { return m_actions; }
    DockLayout *docks() const { return m_docks; }
    // File, Edit and Window, File first (the program's window adds Quit at its end).
    QList<QMenu *> menus() const;
    // Menus and shortcuts work only while the tab is shown; floating docks hide with it.
    void setActive(bool active);

    bool openPack(const QString &folder); // asks to save unsaved work first
    // Asks what to do with unsaved changes: false when the person cancels.
    bool maybeSave();
    // What the window title shows: the pack's name, with its folder's when they differ
    // ("Classic — my-copy"), and [*] for unsaved changes.
    QString title() const;
    // The docks' arrangement, kept by the program between its runs; a layout given before the
    // tab is first shown is put back then (dock sizes need the tab's size).
    QByteArray saveLayout() const;
    void restoreLayout(const QByteArray &layout);

    void select(RecordKind kind, const QString &id);
    // select(), with the record's list brought forward.
    void showRecord(RecordKind kind, const QString &id);
    // A pack file as a whole: the ruleset in its form, the others (manifest, tileset, sounds)
    // in the JSON dock.
    void selectFile(const QString &file);
    // Shows the record and field a JSON pointer names (problems and search results).
    void reveal(const QString &file, const QString &pointer);
    RecordKind currentKind() const { return m_kind; }
    const QString &currentId() const { return m_id; }

    // The record actions on the current record (RecordActions has them for any record).
    void addRecord(RecordKind kind);
    void duplicateRecord();
    bool deleteRecord();
    bool renameRecord(const QString &newId);

    TableEditor *tableEditor() const { return m_tableEditor; }
    RecordForm *recordForm() const { return m_form; }
    JsonEditor *jsonEditor() const;
    OddsDock *oddsDock() const;
    ProblemsDock *problemsDock() const;
    RecordListDock *listDock(RecordKind kind) const;
    SearchDock *searchDock() const;
    RecordSheet *sheet() const;
    WhereFromDock *whereFromDock() const;
    SeedPreviewDock *seedPreview() const;
    PlaytestDock *playtestDock() const;

    bool exportZip(const QString &zipPath, QString *problems);
    bool importZip(const QString &zipPath, const QString &folder, QString *problems);
    static QString recoveryPath(const QString &folder);

Q_SIGNALS:
    void titleChanged();
    // A short note for the status bar ("Exported … to …").
    void message(const QString &text);
    // "Play this seed": a trial run of the pack as it is in the editor (a snapshot: later edits
    // do not reach it), at a seed and depth.
    void playRequested(std::shared_ptr<const Pack> pack, const QString &folder, std::uint64_t seed,
                       const QString &seedText, int depth);
    // The Playtest dock's "watch": one of the bot's runs played back in the Game tab.
    void watchRequested(std::shared_ptr<const Pack> pack, const QString &folder,
                        const Replay &replay);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void connectDocks();
    void retranslateUi();
    void showWelcome();
    QString welcomeText() const;

    PackDocument *m_document;
    RecordKind m_kind = RecordKind::Table;
    QString m_id;
    QStackedWidget *m_centre;
    QLabel *m_welcome;
    QScrollArea *m_tableScroll;
    TableEditor *m_tableEditor;
    RecordForm *m_form;
    DockLayout *m_docks;
    PackFileController *m_files;
    RecordActions *m_actions;
    bool m_active = true;
};

} // namespace pd
