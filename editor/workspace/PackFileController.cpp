#include "PackFileController.h"
#include "EditorLog.h"
#include "workspace/Dialogs.h"

#include "data/PackArchive.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "document/PackDocument.h"
#include "files/AtomicFile.h"
#include "records/RecordWords.h"
#include "words/ArchiveWords.h"
#include "workspace/NewPackDialog.h"
#include "workspace/PackBanner.h"
#include "workspace/PackFolderGuard.h"
#include "json/JsonWriter.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace pd {

namespace {

const int kMaxRecent = 8;
const int kMaxListed = 12; // problems listed in a question; the rest are counted

} // namespace

PackFileController::PackFileController(PackDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_guard(new PackFolderGuard(document, window)) {
    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("EditorFileMenu"));
    auto add = [this](const char *name, const QKeySequence &key, auto slot) {
        auto *a = m_menu->addAction(QString());
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty()) {
            a->setShortcut(key);
            // Whatever has the focus in the Editor, even a floating dock or nothing at all
            // (after a dialog); a hidden tab's actions are disabled (setActive).
            a->setShortcutContext(Qt::ApplicationShortcut);
        }
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a);
        m_actions << a;
        return a;
    };
    add("NewPackAction", QKeySequence::New, [this] { newPackDialog(); });
    add("OpenPackAction", QKeySequence::Open, [this] { openPackDialog(); });
    m_recentMenu = m_menu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("RecentPacksMenu"));
    m_menu->addSeparator();
    add("SavePackAction", QKeySequence::Save, [this] { save(); });
    add("SavePackAsAction", QKeySequence::SaveAs, [this] { saveAs(); });
    add("RevertPackAction", QKeySequence(), [this] { revert(); });
    m_menu->addSeparator();
    add("ExportZipAction", QKeySequence(), [this] { exportZipDialog(); });
    add("ImportZipAction", QKeySequence(), [this] { importZipDialog(); });

    m_recoveryTimer.setSingleShot(true);
    m_recoveryTimer.setInterval(2000);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &PackFileController::writeRecovery);
    connect(document, &PackDocument::changed, this, [this] { m_recoveryTimer.start(); });
    connect(document, &PackDocument::modifiedChanged, this, &PackFileController::titleChanged);
    connect(document, &PackDocument::opened, this, [this] {
        updateActions();
        Q_EMIT titleChanged();
    });
    connect(document, &PackDocument::lockChanged, this, [this] {
        updateActions();
        Q_EMIT titleChanged();
    });
    connect(m_guard, &PackFolderGuard::message, this, &PackFileController::message);
    retranslateUi();
    updateActions();
}

QAction *PackFileController::action(const QString &objectName) const {
    for (QAction *a : m_actions)
        if (a->objectName() == objectName)
            return a;
    return nullptr;
}

void PackFileController::retranslateUi() {
    m_menu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &recent"));
    const std::pair<const char *, QString> texts[] = {
        {"NewPackAction", tr("&New pack…")},
        {"OpenPackAction", tr("&Open pack…")},
        {"SavePackAction", tr("&Save pack")},
        {"SavePackAsAction", tr("Save pack &as…")},
        {"RevertPackAction", tr("Re&vert to saved")},
        {"ExportZipAction", tr("&Export pack as zip…")},
        {"ImportZipAction", tr("&Import zip as a new pack…")},
    };
    for (const auto &[name, text] : texts)
        if (QAction *a = action(QLatin1String(name)))
            a->setText(text);
    fillRecentMenu();
    m_guard->retranslateUi();
}

void PackFileController::setActive(bool active) {
    m_active = active;
    updateActions();
}

void PackFileController::updateActions() {
    const bool open = m_document->isOpen();
    for (QAction *a : std::as_const(m_actions)) {
        const QString name = a->objectName();
        const bool needsPack =
            name == QLatin1String("SavePackAction") || name == QLatin1String("SavePackAsAction") ||
            name == QLatin1String("RevertPackAction") || name == QLatin1String("ExportZipAction");
        // Read-only (another window holds the pack): Save As a copy, not Save.
        const bool writes = name == QLatin1String("SavePackAction");
        a->setEnabled(m_active && (open || !needsPack) && !(writes && m_document->isReadOnly()));
    }
    m_recentMenu->setEnabled(m_active && !m_recentMenu->isEmpty());
}

bool PackFileController::openPack(const QString &folder) {
    if (!maybeSave())
        return false;
    QString error;
    if (!m_document->open(folder, &error)) {
        QMessageBox::warning(m_window, tr("Open pack"), tr("Cannot open the pack: %1").arg(error));
        return false;
    }
    addRecent(m_document->folder());
    reportRecoveredSave();
    offerRecovery();
    if (m_document->isReadOnly())
        Q_EMIT message(m_guard->lockBanner()->text());
    return true;
}

// A save that a kill stopped half-way was finished, or undone, by the open: the person is told
// which, since the pack is not quite as they may remember it.
void PackFileController::reportRecoveredSave() {
    using Outcome = PackSaveJournal::Recovery::Outcome;
    const PackSaveJournal::Recovery &r = m_document->recovered();
    const QString files = r.files.join(QStringLiteral(", "));
    QString text;
    switch (r.outcome) {
    case Outcome::Nothing:
        return;
    case Outcome::Finished:
        text = tr("The last save of %1 was stopped half-way; it has been finished now (%2).")
                   .arg(m_document->displayName(), files);
        break;
    case Outcome::RolledBack:
        text = tr("The last save of %1 was stopped before it was written; the files are as they "
                  "were before it (%2).")
                   .arg(m_document->displayName(), files);
        break;
    case Outcome::Busy:
        text = tr("Another program is saving %1 now; what was read may change when it is done.")
                   .arg(m_document->displayName());
        break;
    case Outcome::Failed:
        text = tr("The last save of %1 was stopped half-way and cannot be finished: %2")
                   .arg(m_document->displayName(), r.error);
        break;
    }
    Q_EMIT message(text);
    if (dialogsAllowed()) {
        QMessageBox box(r.outcome == Outcome::Failed ? QMessageBox::Warning
                                                     : QMessageBox::Information,
                        tr("Open pack"), text, QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("RecoveredSaveBox"));
        box.exec();
    }
}

bool PackFileController::maybeSave() {
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return m_document->isReadOnly() ? saveAs() : save();
    if (answer == QMessageBox::Discard) {
        if (!m_document->isReadOnly()) // (the unsaved work there is the other window's)
            QFile::remove(recoveryPath(m_document->folder()));
        m_document->undoStack()->setClean(); // leaving: nothing to keep
        return true;
    }
    return false;
}

bool PackFileController::confirmProblems(const QString &title, const QString &question) {
    m_document->settle(); // the problems of the last keystroke, not of one before it
    const Diagnostics &d = m_document->diagnostics();
    if (!d.hasErrors())
        return true;
    if (!dialogsAllowed())
        return false; // nobody to ask: nothing broken is written unasked
    QStringList lines;
    for (const Diagnostic &p : d.items()) {
        if (!p.isError())
            continue;
        if (lines.size() == kMaxListed) {
            lines << tr("… and %n more", nullptr, d.errorCount() - kMaxListed);
            break;
        }
        // Named as Problems names them ("mon-d1, row 1, weight"), not by JSON pointer.
        lines << tr("%1: %2").arg(RecordWords::place(*m_document, p.file, p.pointer), p.message);
    }
    QMessageBox box(QMessageBox::Warning, title,
                    tr("%n problem(s): %1", nullptr, d.errorCount()).arg(question),
                    QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("ProblemsQuestionBox"));
    box.setInformativeText(lines.join(u'\n'));
    QPushButton *anyway = box.addButton(tr("%1 anyway").arg(title), QMessageBox::AcceptRole);
    anyway->setObjectName(QStringLiteral("AnywayButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == anyway;
}

bool PackFileController::save() {
    Q_EMIT aboutToSave();
    if (m_document->isReadOnly()) {
        Q_EMIT message(m_guard->lockBanner()->text());
        return false;
    }
    if (!confirmProblems(tr("Save"), tr("save the pack anyway?")))
        return false;
    QString error;
    QStringList written;
    QStringList conflicts;
    if (m_document->save(&error, &written, &conflicts))
        return saved(written);
    if (!conflicts.isEmpty()) {
        qCInfo(lcEditor, "%s: %s", qPrintable(m_document->folder()), qPrintable(error));
        switch (m_guard->askAboutConflict(conflicts)) {
        case PackFolderGuard::Answer::ReloadTheirs:
            m_guard->reload(conflicts);
            return false; // the pack is another now: its problems and the rest are seen first
        case PackFolderGuard::Answer::Cancel:
            Q_EMIT message(tr("Not saved: another program changed %1 on disk since it was read.")
                               .arg(conflicts.join(QStringLiteral(", "))));
            return false;
        case PackFolderGuard::Answer::KeepMine:
            written.clear();
            if (m_document->save(&error, &written, nullptr, PackFiles::Conflict::Overwrite))
                return saved(written);
            break;
        }
    }
    qCWarning(lcEditor, "%s was not saved: %s", qPrintable(m_document->folder()),
              qPrintable(error));
    QMessageBox::warning(m_window, tr("Save pack"),
                         tr("Nothing was lost, but the pack could not be saved: %1").arg(error));
    return false;
}

bool PackFileController::saved(const QStringList &written) {
    QFile::remove(recoveryPath(m_document->folder()));
    qCDebug(lcEditor, "saved %s: %s", qPrintable(m_document->folder()),
            qPrintable(written.join(QStringLiteral(", "))));
    const int errors = m_document->diagnostics().errorCount();
    QString text = written.isEmpty() ? tr("Nothing to save: the files in %1 are as shown.")
                                           .arg(QDir::toNativeSeparators(m_document->folder()))
                                     : tr("Saved %1 in %2.")
                                           .arg(written.join(QStringLiteral(", ")),
                                                QDir::toNativeSeparators(m_document->folder()));
    if (errors > 0)
        text += u' ' + tr("It has %n problem(s).", nullptr, errors);
    Q_EMIT message(text);
    return true;
}

bool PackFileController::saveAs() {
    // Not read-only: a save dialog may make the folder to save into (its New Folder button).
    const QString folder = QFileDialog::getSaveFileName(m_window, tr("Save pack as (a new folder)"),
                                                        m_document->folder());
    if (folder.isEmpty())
        return false;
    Q_EMIT aboutToSave();
    QString error;
    const QString old = m_document->folder();
    const bool wasMine = !m_document->isReadOnly();
    PackDocument::Lock refused;
    if (!m_document->saveAs(folder, &error, &refused)) {
        if (refused.result == FileLock::Result::HeldElsewhere)
            error = tr("%1 is open in another Permadungeon window (process %2).")
                        .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath()))
                        .arg(refused.owner.pid);
        else if (refused.result == FileLock::Result::CannotWrite)
            error = tr("%1 cannot be written: %2")
                        .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath()),
                             refused.reason);
        QMessageBox::warning(m_window, tr("Save pack as"), error);
        return false;
    }
    if (wasMine) // (a read-only pack's unsaved work aside is the other window's)
        QFile::remove(recoveryPath(old));
    addRecent(m_document->folder());
    Q_EMIT message(tr("Saved the pack in %1.").arg(QDir::toNativeSeparators(m_document->folder())));
    Q_EMIT titleChanged();
    return true;
}

void PackFileController::revert() {
    if (m_document->isModified() &&
        QMessageBox::question(m_window, tr("Revert"),
                              tr("Drop every change since the pack was saved?")) !=
            QMessageBox::Yes)
        return;
    QString error;
    m_document->revert(&error);
    if (!m_document->isReadOnly())
        QFile::remove(recoveryPath(m_document->folder()));
}

void PackFileController::newPackDialog() {
    if (!maybeSave())
        return;
    QString suggestion = QDir::homePath() + QStringLiteral("/my-pack");
    for (int n = 2; QFileInfo::exists(suggestion); ++n)
        suggestion = QDir::homePath() + QStringLiteral("/my-pack-") + QString::number(n);
    NewPackDialog dialog(QDir::toNativeSeparators(suggestion), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    createPack(dialog.folder(), dialog.from());
}

bool PackFileController::createPack(const QString &folder, const QString &from) {
    QString error;
    if (!PackTemplate::create(folder, from, &error)) {
        QMessageBox::warning(m_window, tr("New pack"), tr("The pack was not made: %1").arg(error));
        return false;
    }
    if (!openPack(folder))
        return false;
    Q_EMIT message(tr("Made the pack %1 in %2.")
                       .arg(m_document->displayName(), QDir::toNativeSeparators(folder)));
    return true;
}

void PackFileController::openPackDialog() {
    // Read-only: a dialog that opens a pack deletes or renames nothing (Delete and F2 in Qt's
    // own dialog would).
    const QString folder = QFileDialog::getExistingDirectory(
        m_window, tr("Open a pack folder"),
        m_document->isOpen() ? QFileInfo(m_document->folder()).absolutePath()
                             : PackLoader::bundledDataDir(),
        QFileDialog::ShowDirsOnly | QFileDialog::ReadOnly);
    if (!folder.isEmpty())
        openPack(folder);
}

bool PackFileController::exportZip(const QString &zipPath, QString *problems) {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const PackArchive::Report report = PackArchive::exportPack(m_document->folder(), zipPath);
    QGuiApplication::restoreOverrideCursor();
    if (!report.ok()) {
        if (problems)
            *problems = ArchiveWords::report(report, false);
        return false;
    }
    QString text =
        tr("Exported %n files to %1 (%2)", nullptr, int(report.files.size()))
            .arg(QDir::toNativeSeparators(zipPath), ArchiveWords::bytes(QFileInfo(zipPath).size()));
    if (const int errors = m_document->diagnostics().errorCount(); errors > 0)
        text += u' ' + tr("It has %n problem(s).", nullptr, errors);
    Q_EMIT message(text);
    return true;
}

bool PackFileController::importZip(const QString &zipPath, const QString &folder,
                                   QString *problems) {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const PackArchive::Report report = PackArchive::importPack(zipPath, folder);
    QGuiApplication::restoreOverrideCursor();
    QString cleaned;
    if (!report.cleaned.isEmpty()) {
        QStringList names;
        for (const QString &path : report.cleaned)
            names << QDir::toNativeSeparators(path);
        cleaned = tr("Removed %1, left by an import that was stopped half-way.")
                      .arg(names.join(QStringLiteral(", ")));
    }
    if (!report.ok()) {
        if (problems)
            *problems = ArchiveWords::report(report, true);
        if (!cleaned.isEmpty())
            Q_EMIT message(cleaned);
        return false;
    }
    QString error;
    if (!m_document->open(folder, &error)) {
        if (problems)
            *problems = error;
        return false;
    }
    addRecent(m_document->folder());
    QString text = tr("Imported %n files from %1 into %2", nullptr, int(report.files.size()))
                       .arg(QDir::toNativeSeparators(zipPath), QDir::toNativeSeparators(folder));
    if (!cleaned.isEmpty())
        text += QStringLiteral(". ") + cleaned;
    Q_EMIT message(text);
    return true;
}

QString PackFileController::zipFolder() const {
    // Where the last zip went or came from; else beside the pack open now.
    const QString last = QSettings().value(QStringLiteral("editor/zipFolder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return m_document->isOpen() ? QFileInfo(m_document->folder()).absolutePath() : QDir::homePath();
}

void PackFileController::exportZipDialog() {
    if (!m_document->isOpen())
        return;
    if (m_document->isModified()) {
        // The zip holds the files on disk: the edits must be there first.
        const auto answer =
            QMessageBox::question(m_window, tr("Export pack as zip"),
                                  tr("The zip holds the saved files. Save the changes to %1 first?")
                                      .arg(m_document->displayName()),
                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save || !save())
            return;
    } else if (!confirmProblems(tr("Export"), tr("export the pack anyway?"))) {
        return;
    }
    const std::shared_ptr<const Pack> pack = m_document->pack();
    QString name = QFileInfo(m_document->folder()).fileName();
    if (pack && !pack->manifest.version.toString().isEmpty())
        name += u'-' + pack->manifest.version.toString();
    // Not read-only: a save dialog may make the folder to save into (its New Folder button).
    const QString zip = QFileDialog::getSaveFileName(
        m_window, tr("Export pack as zip"), zipFolder() + u'/' + name + QStringLiteral(".zip"),
        tr("Zip archives (*.zip)"));
    if (zip.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("editor/zipFolder"), QFileInfo(zip).absolutePath());
    QString problems;
    if (!exportZip(zip, &problems)) {
        QMessageBox box(QMessageBox::Warning, tr("Export pack as zip"),
                        tr("The zip was not written; nothing else changed."), QMessageBox::Ok,
                        m_window);
        box.setInformativeText(problems);
        box.exec();
    }
}

void PackFileController::importZipDialog() {
    if (!maybeSave())
        return;
    // Read-only, as every dialog that opens something.
    const QString zip =
        QFileDialog::getOpenFileName(m_window, tr("Import a zip as a new pack"), zipFolder(),
                                     tr("Zip archives (*.zip)"), nullptr, QFileDialog::ReadOnly);
    if (zip.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("editor/zipFolder"), QFileInfo(zip).absolutePath());
    // A new folder beside the zip, named after it, as a suggestion.
    const QFileInfo info(zip);
    QString suggestion = info.absolutePath() + u'/' + info.completeBaseName();
    for (int n = 2; QFileInfo::exists(suggestion); ++n)
        suggestion =
            info.absolutePath() + u'/' + info.completeBaseName() + u'-' + QString::number(n);
    // Not read-only: it names a folder to make, and may make the one to put it in.
    const QString folder =
        QFileDialog::getSaveFileName(m_window, tr("New pack folder for the zip"), suggestion,
                                     QString(), nullptr, QFileDialog::ShowDirsOnly);
    if (folder.isEmpty())
        return;
    QString problems;
    if (!importZip(zip, folder, &problems)) {
        QMessageBox box(
            QMessageBox::Warning, tr("Import a zip as a new pack"),
            tr("%1 was not imported; nothing was written.").arg(QDir::toNativeSeparators(zip)),
            QMessageBox::Ok, m_window);
        box.setInformativeText(problems);
        box.exec();
        return;
    }
    offerRecovery();
}

void PackFileController::addRecent(const QString &folder) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("editor/recent")).toStringList();
    recent.removeAll(folder);
    recent.prepend(folder);
    settings.setValue(QStringLiteral("editor/recent"), recent.mid(0, kMaxRecent));
    fillRecentMenu();
}

void PackFileController::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("editor/recent")).toStringList();
    for (const QString &folder : recent) {
        auto *a = m_recentMenu->addAction(QDir::toNativeSeparators(folder));
        connect(a, &QAction::triggered, this, [this, folder] { openPack(folder); });
    }
    m_recentMenu->setEnabled(m_active && !recent.isEmpty());
}

QString PackFileController::recoveryPath(const QString &folder) {
    const QByteArray key =
        QCryptographicHash::hash(QDir::cleanPath(folder).toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery/") + QString::fromLatin1(key) + QStringLiteral(".json");
}

// Unsaved work is kept beside the user's data a moment after each change, so a crash loses
// at most two seconds of it; saving, reverting or discarding removes it.
void PackFileController::writeRecovery() {
    // Read-only: the file aside for this folder is the window's that holds it.
    if (!m_document->isOpen() || m_document->isReadOnly())
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
    QString error;
    if (!makeFolder(QFileInfo(path).absolutePath(), &error) ||
        !AtomicFile::write(path, QJsonDocument(root).toJson(), &error)) {
        qCWarning(lcEditor, "unsaved changes cannot be kept aside: %s", qPrintable(error));
        // Said once until it works again: a crash now would lose what is not saved.
        if (!m_recoveryFailed)
            Q_EMIT message(tr("Unsaved changes cannot be kept aside in case of a crash: %1. "
                              "Save the pack to keep them.")
                               .arg(error));
        m_recoveryFailed = true;
        return;
    }
    m_recoveryFailed = false;
}

void PackFileController::offerRecovery() {
    if (m_document->isReadOnly())
        return; // (the other window's unsaved work, not to be taken from it)
    const QString path = recoveryPath(m_document->folder());
    QFile in(path);
    if (!QFileInfo(path).isFile() || !in.open(QIODevice::ReadOnly))
        return;
    const QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    const QJsonObject files = root.value(QStringLiteral("files")).toObject();
    if (files.isEmpty() || root.value(QStringLiteral("folder")).toString() != m_document->folder())
        return;
    bool restore = qEnvironmentVariableIsSet("PD_RESTORE_RECOVERY");
    if (!restore && dialogsAllowed()) {
        QMessageBox box(QMessageBox::Question, tr("Unsaved changes found"),
                        tr("%1 was not saved last time (the program may have stopped). Restore "
                           "those changes?")
                            .arg(m_document->displayName()),
                        QMessageBox::Yes | QMessageBox::No, m_window);
        box.setObjectName(QStringLiteral("RestoreRecoveryBox"));
        restore = box.exec() == QMessageBox::Yes;
    }
    if (!restore) {
        QFile::remove(path);
        return;
    }
    // Restored as one undo step, unsaved, so the person sees and keeps or drops them.
    static const QRegularExpression translationFile(
        QStringLiteral("^translations/[a-z]{2,3}(_[A-Z][A-Za-z0-9]{1,3})?\\.json$"));
    QList<std::pair<QString, JsonTree>> restored;
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        Diagnostics ignored;
        const JsonSource source =
            JsonReader::parse(it.value().toString().toUtf8(), it.key(), ignored);
        // A pack's file, or one made in the Editor (a tileset, a translation) and never saved;
        // never a path outside the pack.
        if (source.isValid() &&
            (m_document->files().has(it.key()) || PackLoader::knownFiles().contains(it.key()) ||
             translationFile.match(it.key()).hasMatch()))
            restored.append({it.key(), JsonTree::fromSource(source)});
    }
    m_document->replaceFiles(restored, tr("Restore unsaved changes"));
}

} // namespace pd
