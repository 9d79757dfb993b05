// A second program that holds a lock (tst_runfiles, the second copy of Permadungeon): it takes
// the FileLock at the path it is given, prints "locked" (or why not) and holds it until its
// standard input closes or it is killed.

#include "files/FileLock.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    if (app.arguments().size() != 2)
        return 2;
    pd::FileLock lock(app.arguments().at(1));
    const pd::FileLock::Result result = lock.tryLock(5000);
    std::printf("%s\n", result == pd::FileLock::Result::Locked ? "locked" : "refused");
    std::fflush(stdout);
    if (result != pd::FileLock::Result::Locked)
        return 1;
    while (std::getchar() != EOF) {
    }
    return 0;
}
