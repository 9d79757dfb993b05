#pragma once

#include "engine/GameState.h"

#include <QJsonArray>

namespace pd {

struct Ruleset;

// Clouds on the map (the effects fire-cloud and gas-cloud; ours: docs/rules.md "Clouds"). A cloud
// is a volume per cell (LevelState::clouds). Each turn every cell's new volume is the mean of its
// own and its open neighbours' (Brogue's gas rule, in whole numbers: what the division leaves is
// lost), so a cloud spreads into rooms and along corridors, never through walls or shut doors;
// then it thins (gas by 1 a cell, fire by 1 and a quarter). A cell takes the status of the
// largest volume it drew from. Fire never enters deep water, and sets tall grass alight: the
// grass becomes floor (LevelState::burnt) and feeds the fire kGrassFuel more. No randomness.
namespace clouds {

constexpr int kGrassFuel = 20;
constexpr int kMaxVolume = 100000; // a cell's volume is capped there

// The cloud at `p`, nullptr when none.
const CloudCell *at(const LevelState &ls, Point p);
// Adds `c.volume` at c.pos (capped); a cell holding another status takes the added one when the
// added volume is the larger.
void add(LevelState &ls, const CloudCell &c);

// One turn of every cloud of the level: spread, thin, burn grass. The hero stands at `hero`
// (doors he stands in are open). The cells of grass that caught fire, in reading order.
QList<Point> spread(LevelState &ls, const Ruleset &rules, Point hero);

// Whether a cloud's cell counts as harm to the one standing in it (the bot and the views).
bool harms(const CloudCell &c);

// Saves: [{"x", "y", "status", "volume", "turns", "power"}]; the reader checks each key.
QJsonArray toJson(const QList<CloudCell> &cells);
// Reads a saved level's "clouds" onto `ls` (its map made); nullopt-free: false with `error`
// naming the index and key ("/2/volume: ...").
bool fromJson(const QJsonValue &value, LevelState &ls, QString *error);

} // namespace clouds

} // namespace pd
