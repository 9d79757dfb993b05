#pragma once

#include <QObject>
#include <QStringList>

class QPushButton;
class QWidget;

namespace pd {

class PackBanner;
class PackDocument;
class PackWatcher;

// What the Editor says and does about other programs using the pack's folder. The edit lock:
// a pack another window holds (or a folder that cannot be written) is open read-only, with a
// banner saying so and a Try again button. The watcher: files another program changed on disk
// are offered for reload in a banner (Reload theirs or Keep mine when this document changed
// them too), never in a dialog that pops up while someone types. And the question a save asks
// when one of the files it would write was changed on disk since it was read.
class PackFolderGuard : public QObject {
    Q_OBJECT

public:
    PackFolderGuard(PackDocument *document, QWidget *window);

    // The banners, one above the other, for the window to put above what it edits.
    QWidget *banners() const { return m_banners; }
    PackBanner *lockBanner() const { return m_lockBanner; }
    PackBanner *reloadBanner() const { return m_reloadBanner; }
    PackWatcher *watcher() const { return m_watcher; }

    // A save found `files` changed on disk since they were read (nothing was written): asks
    // whether to reload them (dropping this document's changes to them), save over them, or
    // neither. Without dialogs (PD_NO_DIALOGS) nobody is asked: neither.
    enum class Answer { ReloadTheirs, KeepMine, Cancel };
    Answer askAboutConflict(const QStringList &files);
    // Reads the files again from disk, as one undo step, and says so.
    void reload(const QStringList &files);
    // Takes the lock when the other program has let go (the banner's Try again).
    bool tryAgain();

    void retranslateUi();

Q_SIGNALS:
    void message(const QString &text);

private:
    void showLock();
    void showChangedOnDisk();
    QStringList mineAmong(const QStringList &files) const;

    PackDocument *m_document;
    QWidget *m_window;
    PackWatcher *m_watcher;
    QWidget *m_banners;
    PackBanner *m_lockBanner;
    QPushButton *m_tryAgain;
    PackBanner *m_reloadBanner;
    QPushButton *m_reload;
    QPushButton *m_keepMine;
    QPushButton *m_ignore;
};

} // namespace pd
