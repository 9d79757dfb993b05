#pragma once

#include "CommandContext.h"

#include "data/Pack.h"
#include "json/Diagnostic.h"

namespace pd::cli {

// Loads a pack for a command. Errors (and warnings) go to stderr; returns false when the pack
// has errors, since a command must not run on half-read data.
bool loadPackForCommand(const QString &folder, const char *command, Io &io, Pack &pack);

} // namespace pd::cli
