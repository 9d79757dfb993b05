#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

class QAction;
class QMenu;
class QWidget;

namespace pd {

class PackDocument;
class PackFolderGuard;

// The Editor's File menu and what it does with the pack's files: new (the empty pack or a copy
// of a bundled one), open and the recent packs, save (asking first when the pack has problems,
// and saying in the status bar what was written), save as, revert, the zip export and import,
// the unsaved work written aside every few seconds and offered back after a crash, and the
// word on a save that had stopped half-way. Other programs on the same folder (its lock, files
// changed on disk, a save that meets them) are the PackFolderGuard's to tell. Dialogs open over
// `window`.
class PackFileController : public QObject {
    Q_OBJECT

public:
    PackFileController(PackDocument *document, QWidget *window);

    QMenu *menu() const { return m_menu; }
    PackFolderGuard *guard() const { return m_guard; }
    QAction *action(const QString &objectName) const;

    bool openPack(const QString &folder); // asks to save unsaved work first
    // Asks what to do with unsaved changes: false when the person cancels.
    bool maybeSave();
    // Saves; when the pack has problems it asks first (listing them), and when another program
    // changed a file it would write, whether to reload theirs or keep mine. False when not saved.
    bool save();
    bool saveAs();
    void revert();
    // A new pack in `folder` (the empty one when `from` is empty, else a copy of that pack
    // folder), opened; false with a warning when it cannot be made.
    bool createPack(const QString &folder, const QString &from);

    // The pack's folder as a zip (the saved files: save first). False with the reasons, in
    // words, when it could not be written; nothing else is touched then.
    bool exportZip(const QString &zipPath, QString *problems);
    // A zip unpacked into a new folder and opened, only when every entry passes and the pack
    // has no errors; otherwise false with the reasons and nothing written. Unsaved changes of
    // the pack open now are the caller's to deal with first (maybeSave).
    bool importZip(const QString &zipPath, const QString &folder, QString *problems);

    static QString recoveryPath(const QString &folder);

    void setActive(bool active);
    void updateActions();
    void retranslateUi();

Q_SIGNALS:
    // Before anything is written: docks holding typed text apply it.
    void aboutToSave();
    void message(const QString &text);
    void titleChanged();

private:
    void newPackDialog();
    void openPackDialog();
    void exportZipDialog();
    void importZipDialog();
    // The pack has errors: may it be written anyway (`what`: saved, exported)? Asks, listing them.
    bool confirmProblems(const QString &title, const QString &question);
    void reportRecoveredSave();
    void addRecent(const QString &folder);
    void fillRecentMenu();
    QString zipFolder() const;
    void writeRecovery();
    void offerRecovery();

    bool saved(const QStringList &written);

    PackDocument *m_document;
    QWidget *m_window;
    PackFolderGuard *m_guard;
    QMenu *m_menu;
    QMenu *m_recentMenu;
    QList<QAction *> m_actions;
    QTimer m_recoveryTimer;
    bool m_active = true;
    bool m_recoveryFailed = false; // the last recovery copy could not be written (said once)
};

} // namespace pd
