#include "RunSlot.h"

#include "AppLog.h"
#include "GameSession.h"

#include "files/AtomicFile.h"
#include "files/FileLock.h"

#include <QFileInfo>
#include <QSettings>

#include <memory>

namespace pd {

namespace {

struct Held {
    int slot = -1; // none taken yet
    std::unique_ptr<FileLock> lock;
};

Held &held() {
    static Held h;
    return h;
}

void claim() {
    Held &h = held();
    h.slot = 0;
    QString error;
    if (!makeFolder(GameSession::dataDir(), &error)) {
        qCWarning(lcSave).noquote() << "no saved-run place can be held:" << error;
        return;
    }
    // A place with a run waiting first, so that a run is never left behind by a new one.
    for (const bool withRun : {true, false}) {
        for (int slot = 0; slot < RunSlot::kMaxSlots; ++slot) {
            if (withRun && !RunSlot::hasRun(slot))
                continue;
            auto lock = std::make_unique<FileLock>(RunSlot::lockPath(slot));
            switch (lock->tryLock(0)) {
            case FileLock::Result::Locked:
                h.slot = slot;
                h.lock = std::move(lock);
                qCDebug(lcSave) << "holding the saved-run place" << slot;
                return;
            case FileLock::Result::HeldElsewhere:
                continue;
            case FileLock::Result::CannotWrite:
                qCWarning(lcSave).noquote() << "no saved-run place can be held:" << lock->reason();
                return;
            }
        }
    }
    qCWarning(lcSave) << "every saved-run place is held by another program";
}

} // namespace

int RunSlot::index() {
    if (held().slot < 0)
        claim();
    return held().slot;
}

bool RunSlot::isHeld() {
    index();
    return held().lock && held().lock->isLocked();
}

void RunSlot::release() {
    held().lock.reset();
    held().slot = -1;
}

QString RunSlot::savePath(int slot) {
    return GameSession::dataDir() + (slot == 0 ? QStringLiteral("/current.save")
                                               : QStringLiteral("/current-%1.save").arg(slot + 1));
}

QString RunSlot::lockPath(int slot) {
    return savePath(slot) + QStringLiteral(".lock");
}

QString RunSlot::settingsGroup(int slot) {
    return slot == 0 ? QStringLiteral("run") : QStringLiteral("run-%1").arg(slot + 1);
}

bool RunSlot::hasRun(int slot) {
    if (QFileInfo::exists(savePath(slot)))
        return true;
    const QString replay =
        QSettings().value(settingsGroup(slot) + QStringLiteral("/replay")).toString();
    return !replay.isEmpty() && QFileInfo::exists(replay);
}

bool RunSlot::isHeldElsewhere(int slot, qint64 *pid) {
    if (slot == held().slot && isHeld())
        return false;
    if (!QFileInfo::exists(lockPath(slot)))
        return false;
    FileLock probe(lockPath(slot));
    if (probe.tryLock(0) != FileLock::Result::HeldElsewhere)
        return false; // free (the probe let it go again), or nobody can hold it
    if (pid)
        *pid = probe.owner().pid;
    return true;
}

int RunSlot::runOpenElsewhere(qint64 *pid) {
    for (int slot = 0; slot < kMaxSlots; ++slot)
        if (hasRun(slot) && isHeldElsewhere(slot, pid))
            return slot;
    return -1;
}

} // namespace pd
