#include "PackOption.h"

#include "data/PackLoader.h"

namespace pd::cli {

bool loadPackForCommand(const QString &folder, const char *command, Io &io, Pack &pack) {
    Diagnostics diagnostics;
    pack = PackLoader::load(resolvePackFolder(folder), diagnostics);
    diagnostics.sort();
    for (const Diagnostic &d : diagnostics.items())
        io.err << d.toString() << "\n";
    if (diagnostics.hasErrors()) {
        io.err << "permadungeon-cli: " << command << ": the pack has " << diagnostics.errorCount()
               << (diagnostics.errorCount() == 1 ? " error" : " errors")
               << "; see 'permadungeon-cli validate " << folder << "'\n";
        return false;
    }
    return true;
}

} // namespace pd::cli
