#include "PackFolderGuard.h"

#include "document/PackDocument.h"
#include "workspace/PackBanner.h"
#include "workspace/PackWatcher.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSysInfo>
#include <QVBoxLayout>

namespace pd {

namespace {

QString listed(const QStringList &files) {
    return files.join(QStringLiteral(", "));
}

} // namespace

PackFolderGuard::PackFolderGuard(PackDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_watcher(new PackWatcher(document, this)) {
    m_banners = new QWidget(window);
    m_banners->setObjectName(QStringLiteral("PackBanners"));
    auto *layout = new QVBoxLayout(m_banners);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_lockBanner = new PackBanner(QStringLiteral("EditLockBanner"), m_banners);
    m_tryAgain = m_lockBanner->addButton(QStringLiteral("TryLockAgainButton"));
    m_reloadBanner = new PackBanner(QStringLiteral("ReloadBanner"), m_banners);
    m_reload = m_reloadBanner->addButton(QStringLiteral("ReloadButton"));
    m_keepMine = m_reloadBanner->addButton(QStringLiteral("KeepMineButton"));
    m_ignore = m_reloadBanner->addButton(QStringLiteral("IgnoreButton"));
    layout->addWidget(m_lockBanner);
    layout->addWidget(m_reloadBanner);

    connect(m_tryAgain, &QPushButton::clicked, this, &PackFolderGuard::tryAgain);
    connect(m_reload, &QPushButton::clicked, this, [this] { reload(m_watcher->pending()); });
    connect(m_keepMine, &QPushButton::clicked, this, [this] {
        const QStringList files = m_watcher->pending();
        const QStringList mine = mineAmong(files);
        m_document->keepMine(mine); // (no longer changed on disk: what is there is the base)
        QStringList others = files;
        for (const QString &file : mine)
            others.removeAll(file);
        m_watcher->dismiss(others);
        Q_EMIT message(tr("Kept your changes to %1: saving writes them over the other program's.")
                           .arg(listed(mine)));
    });
    connect(m_ignore, &QPushButton::clicked, this,
            [this] { m_watcher->dismiss(m_watcher->pending()); });
    connect(m_watcher, &PackWatcher::changedOnDisk, this, &PackFolderGuard::showChangedOnDisk);
    connect(document, &PackDocument::lockChanged, this, &PackFolderGuard::showLock);
    connect(document, &PackDocument::opened, this, &PackFolderGuard::showLock);
    // Which of the files this document changed decides the banner's words and buttons.
    connect(document, &PackDocument::modifiedChanged, this, [this] {
        if (!m_watcher->pending().isEmpty())
            showChangedOnDisk();
    });
    retranslateUi();
}

void PackFolderGuard::retranslateUi() {
    m_tryAgain->setText(tr("Try again"));
    m_reload->setText(tr("Reload"));
    m_keepMine->setText(tr("Keep mine"));
    m_ignore->setText(tr("Ignore"));
    showLock();
    showChangedOnDisk();
}

void PackFolderGuard::showLock() {
    const PackDocument::Lock &lock = m_document->lock();
    m_lockBanner->setVisible(m_document->isReadOnly());
    if (!m_document->isReadOnly())
        return;
    const QString name = m_document->displayName();
    if (lock.result == FileLock::Result::HeldElsewhere) {
        const QString host = lock.owner.hostName;
        if (!host.isEmpty() && host != QSysInfo::machineHostName())
            m_lockBanner->setText(tr("%1 is open in Permadungeon on %2 (process %3); you can look "
                                     "at it and Save As a copy.")
                                      .arg(name, host)
                                      .arg(lock.owner.pid));
        else
            m_lockBanner->setText(tr("%1 is open in another Permadungeon window (process %2); you "
                                     "can look at it and Save As a copy.")
                                      .arg(name)
                                      .arg(lock.owner.pid));
    } else {
        m_lockBanner->setText(
            tr("%1 cannot be saved in its folder (%2); you can look at it and Save As a copy.")
                .arg(name, lock.reason));
    }
}

bool PackFolderGuard::tryAgain() {
    if (m_document->retryLock()) {
        Q_EMIT message(tr("%1 can be saved now.").arg(m_document->displayName()));
        return true;
    }
    Q_EMIT message(m_lockBanner->text());
    return false;
}

QStringList PackFolderGuard::mineAmong(const QStringList &files) const {
    const QStringList changed = m_document->changedFiles();
    QStringList out;
    for (const QString &file : files)
        if (changed.contains(file))
            out << file;
    return out;
}

void PackFolderGuard::showChangedOnDisk() {
    const QStringList files = m_watcher->pending();
    m_reloadBanner->setVisible(!files.isEmpty());
    if (files.isEmpty())
        return;
    const QStringList mine = mineAmong(files);
    if (mine.isEmpty()) {
        m_reloadBanner->setText(tr("Another program changed %1 on disk.").arg(listed(files)));
        m_reload->setText(tr("Reload"));
    } else {
        m_reloadBanner->setText(
            tr("Another program changed %1 on disk, and you changed %2 here: Reload theirs drops "
               "your changes there (Undo brings them back); Keep mine writes yours over theirs at "
               "the next save.")
                .arg(listed(files), listed(mine)));
        m_reload->setText(tr("Reload theirs"));
    }
    m_keepMine->setVisible(!mine.isEmpty());
    m_ignore->setVisible(mine.isEmpty());
}

void PackFolderGuard::reload(const QStringList &files) {
    if (files.isEmpty())
        return;
    m_document->reloadFiles(files, tr("Reload %1").arg(listed(files)));
    m_watcher->check();
    Q_EMIT message(
        tr("Reloaded %1 from disk (Undo brings back what was here).").arg(listed(files)));
}

PackFolderGuard::Answer PackFolderGuard::askAboutConflict(const QStringList &files) {
    if (qEnvironmentVariableIsSet("PD_NO_DIALOGS"))
        return Answer::Cancel; // nobody to ask: nothing is written over another program's work
    QMessageBox box(QMessageBox::Warning, tr("Save pack"),
                    tr("Another program changed %1 on disk since it was read here; nothing was "
                       "saved.")
                        .arg(listed(files)),
                    QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("SaveConflictBox"));
    box.setInformativeText(tr("Reload theirs reads those files again and drops your changes to "
                              "them (Undo brings them back). Keep mine saves yours over theirs."));
    QPushButton *theirs = box.addButton(tr("Reload theirs"), QMessageBox::DestructiveRole);
    theirs->setObjectName(QStringLiteral("ReloadTheirsButton"));
    QPushButton *mine = box.addButton(tr("Keep mine"), QMessageBox::AcceptRole);
    mine->setObjectName(QStringLiteral("KeepMineButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == theirs)
        return Answer::ReloadTheirs;
    if (box.clickedButton() == mine)
        return Answer::KeepMine;
    return Answer::Cancel;
}

} // namespace pd
