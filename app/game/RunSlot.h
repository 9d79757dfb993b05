#pragma once

#include <QString>

namespace pd {

// Where this program keeps its run: one of the saved-run places in the user's data folder
// (current.save, then current-2.save, ...), each held by one living program at a time through a
// lock beside it (current.save.lock). Two copies of the program therefore never play, and save
// over, one run: the second one takes the next place, and is told that the first one's run is
// open elsewhere. A place whose program was killed is free again (the lock names a dead process).
//
// A program holds its place from the first time it needs one until it ends. It takes the first
// free place that has a run waiting to be continued, else the first free place.
class RunSlot {
public:
    static constexpr int kMaxSlots = 8;

    // The place this program holds, taken now if it has none.
    static int index();
    // Whether this program holds its place (false when every place is held, or when the data
    // folder cannot be written; the run then plays in place 0 and its saves report why).
    static bool isHeld();
    // Lets the place go (a test's second program in one process).
    static void release();

    static QString savePath(int slot);
    static QString lockPath(int slot);
    // The settings group that remembers the slot's run between starts: "run", "run-2", ...
    static QString settingsGroup(int slot);
    // Whether a run is waiting in that place: its save, or the replay of a run that did not end.
    static bool hasRun(int slot);
    // Whether another living program holds that place, and which (its process id).
    static bool isHeldElsewhere(int slot, qint64 *pid = nullptr);
    // The first place another living program holds with a run in it, or -1.
    static int runOpenElsewhere(qint64 *pid = nullptr);
};

} // namespace pd
