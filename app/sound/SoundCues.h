#pragma once

#include "engine/GameEvent.h"

#include <QList>
#include <QStringList>

namespace pd {

class Game;
class Pack;

// Which of a pack's sound effects an event plays: every event kind is decided here, by name
// (sounds.json's "effects"), so the sound layer never looks at the rules.
namespace soundcues {

// The effects of one event, in order (most play one; many play none).
QStringList effectsFor(const GameEvent &event, const Pack &pack);
// A turn's effects: each once, in the order they first happen, at most `limit` of them (a
// travel or a big fight must not stack a dozen copies of one sound).
QStringList turnEffects(const QList<GameEvent> &events, const Pack &pack, int limit = 4);
// The music the game calls for now: "battle" while the battle screen is up, else "explore";
// empty when the run is over.
QString musicFor(const Game &game);

} // namespace soundcues

} // namespace pd
