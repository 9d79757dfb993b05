#pragma once

#include "rpg/LogEntry.h"

#include <QString>

// What the Game*.cpp files share to write log entries: the kinds by a short name, and u"..."_s
// for argument keys. Internal to the engine.
namespace pd::gamelog {

using K = LogEntry::Kind;
using namespace Qt::StringLiterals;

} // namespace pd::gamelog
