#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace pd {

// The versions of everything that decides what a seed makes: the random number generator and
// each dungeon generator. Replays and saves record them, so that one made by a build whose
// generators differ is refused by name instead of silently playing another dungeon.
//
//   "versions": {"rng": 1, "rooms": 1, "caves": 1, "maze": 1, "chambers": 2}
QJsonObject currentVersions();

// Checks a recorded "versions" value against this build. On the first problem returns false
// with the JSON pointer below "/versions" (e.g. "/versions/chambers") and a message naming the
// generator and both versions.
bool checkVersions(const QJsonValue &recorded, QString *pointer, QString *message);

} // namespace pd
