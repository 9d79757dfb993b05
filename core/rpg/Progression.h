#pragma once

#include "rpg/Combatant.h"

namespace pd {

struct Ruleset;

// The maze-duel levels (docs/rules.md "Progression"). ruleset.experience[i] is the experience
// that reaches level i + 1 (level 1 at 0); each level gained adds ruleset.levelGains to the base
// attributes once. Current HP and MP rise by the same amount as their maxima (a level-up is not
// a free full heal: a wounded hero stays as wounded as before, by the same number of points).

// The highest level the ruleset's table reaches (at least 1).
int maxHeroLevel(const Ruleset &rules);
// The experience that reaches `level` (0 for level 1); -1 beyond maxHeroLevel.
qint64 experienceForLevel(int level, const Ruleset &rules);

// Adds `levels` × levelGains to hero.base and the same HP/MP gain to the current values; raises
// hero.level. Nothing for levels ≤ 0.
void applyLevelGains(Combatant &hero, int levels, const Ruleset &rules);

// Adds `amount` (ignored when ≤ 0) to `xp` and applies every level it reaches. Returns the
// number of levels gained.
int gainExperience(Combatant &hero, qint64 &xp, qint64 amount, const Ruleset &rules);

// A fresh hero (rpg/Spawn's makeHero) at `level` (clamped to 1..maxHeroLevel), full HP and MP;
// `xp` receives the experience that level starts at. Used by the balance simulation.
Combatant heroAtLevel(const Ruleset &rules, int level, const QString &name = QString(),
                      qint64 *xp = nullptr);

} // namespace pd
