// A second program editing a pack (tst_editorfiles): it opens the folder as the Editor does
// (PackDocument, which takes the folder's edit lock), prints "locked" or "read-only", and holds
// the pack until it reads "quit" (then prints "bye" and lets go of the lock as it exits). Killed,
// it leaves its lock file behind, naming a process that is gone.

#include "document/PackDocument.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

using namespace pd;

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 2)
        return 2;
    PackDocument document;
    document.setChecking(PackDocument::Checking::OnThisThread);
    QString error;
    if (!document.open(args.at(1), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("%s\n", document.isReadOnly() ? "read-only" : "locked");
    std::fflush(stdout);
    for (std::string line; std::getline(std::cin, line);) {
        if (line == "quit")
            break;
    }
    std::printf("bye\n");
    std::fflush(stdout);
    return 0;
}
