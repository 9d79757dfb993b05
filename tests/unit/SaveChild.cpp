// A program that saves a pack and is killed while it does (tst_packfiles): it renames a monster
// and every reference to it, back and forth, saving each time, and prints each step of a save
// as it happens so that the test can kill it there. With "stop-after-first-file" it saves once
// and dies right after the first file of the save is in place.

#include "data/PackFiles.h"
#include "data/PackSaveJournal.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

#include "PackFixture.h"

using namespace pd;

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        return 2;
    const QString folder = args.at(1);
    const bool once = args.at(2) == QLatin1String("stop-after-first-file");
    PackSaveJournal::setTestHook([once](PackSaveJournal::Step step, const QString &file) {
        switch (step) {
        case PackSaveJournal::Step::NewFilesWritten:
            std::printf("new-files\n");
            break;
        case PackSaveJournal::Step::JournalWritten:
            std::printf("journal\n");
            break;
        case PackSaveJournal::Step::FileReplaced:
            std::printf("replaced %s\n", qPrintable(file));
            if (once) {
                std::fflush(stdout);
                std::_Exit(3); // dies here, as a kill would
            }
            break;
        }
        std::fflush(stdout);
        return true;
    });
    Diagnostics read;
    PackFiles files = PackFiles::read(folder, read, QString());
    // Whichever name the last run left, the other one next.
    const bool renamed = files.text(QStringLiteral("monsters.json")).contains("goblin-renamed");
    const QString names[2] = {QStringLiteral("goblin"), QStringLiteral("goblin-renamed")};
    for (int n = renamed ? 1 : 0;; ++n) {
        if (!test::renameInFiles(files, RecordKind::Monster, names[n % 2], names[(n + 1) % 2]))
            return 1;
        QString error;
        if (!files.write(nullptr, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("saved %d\n", n);
        std::fflush(stdout);
    }
}
