#pragma once

#include "Cli.h"

#include "data/Pack.h"
#include "json/Diagnostic.h"

namespace pd::cli {

// Loads a pack for a command. Errors (and warnings) go to stderr; returns false when the pack
// has errors, since a command must not run on half-read data.
bool loadPackForCommand(const QString &folder, const char *command, Io &io, Pack &pack);
// A bare pack name ("classic") means a bundled pack when no such folder exists here.
QString resolvePackFolder(const QString &argument);

} // namespace pd::cli
