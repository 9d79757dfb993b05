#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace pd {

// The version of the rules of play (the engine's turns, combat, AI, and how Dungeon populates a
// level): bumped whenever the same pack, seed and commands would play out differently. Records
// made before it existed are version 1.
//   2: the room-by-room collision, door warm-up and fungus drift; waiting monsters are not
//      fought; MP regeneration; patrols touch the hero only by stepping into it; a maze's
//      chests only in its dead ends.
//   3: the maze duel's wandering monsters notice the hero only ahead of them, give up after five
//      cells chased (in sight or not) and go back to where the chase began; monsters on a battle
//      screen pack never flee on the map.
//   4: chests.stepOnto: with it, walking into a chest steps onto it and opens it there.
//   5: the pack-data systems of issue 32 (rest and regeneration, statuses and effects, unknown
//      items, charges and thrown items, doors and secret doors, terrain, monster tricks, clouds,
//      vaults and shops); a pack that uses none of them plays as under 4.
constexpr int kRulesVersion = 5;

// The versions of everything that decides what a seed makes and plays: the random number
// generator, each dungeon generator and the rules. Replays and saves record them, so that one
// made by a build that differs is refused by name instead of silently playing another game.
//
//   "versions": {"rng": 1, "rooms": 1, "caves": 1, "maze": 1, "chambers": 2, "rules": 5}
QJsonObject currentVersions();

// Checks a recorded "versions" value against this build. On the first problem returns false
// with the JSON pointer below "/versions" (e.g. "/versions/chambers") and a message naming the
// generator and both versions.
bool checkVersions(const QJsonValue &recorded, QString *pointer, QString *message);

} // namespace pd
