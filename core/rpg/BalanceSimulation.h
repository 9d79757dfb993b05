#pragma once

#include "data/MonsterRecord.h"
#include "rpg/Battle.h"

#include <QMap>
#include <QStringList>

#include <cstdint>

namespace pd {

class Pack;

// `permadungeon-cli balance` (SPEC §4), docs/rules.md "Balance": many simulated battles per
// monster against a hero of the monster's level.

struct BalanceOptions {
    int battles = 10000;       // per monster
    std::uint64_t seed = 1;    // battle i of monster M uses Rng::forStream(seed, "balance/M", i)
    int threads = 0;           // 0: one per core; the report is the same for any count
    QStringList monsters;      // only these ids, in this order (empty: every monster, pack order)
    int maxRounds = 200;       // a battle still going after this many rounds is "stalled"
    int healBelowPercent = 40; // the hero's policy, see autoHeroAction
};

// How the pack fights: the maze-duel battle screen (health = hp, battle = screen); a map fight of
// a bump pack (health = hp, battle = bump: blows only, as Game::heroAttacks/actorAttacksHero and
// MonsterAi fight); or the room-by-room XP-as-health contact duel (health = xp).
enum class BalanceMode { Battle, Bump, Contact };

struct BalanceRow {
    QString id;
    QString name;
    MonsterRecord::Tier tier = MonsterRecord::Tier::Normal;
    int level = 1;
    int heroLevel = 1;
    int battles = 0;
    int won = 0;           // the monster died
    int fled = 0;          // the monster escaped (gone, no reward)
    int died = 0;          // the hero died
    int stalled = 0;       // nobody won within maxRounds
    qint64 rounds = 0;     // summed over all battles
    qint64 heroHpLeft = 0; // summed over won battles: HP (or XP) the hero kept

    double rate(int count) const { return battles ? double(count) / battles : 0.0; }
    double averageRounds() const { return battles ? double(rounds) / battles : 0.0; }
};

struct BalanceReport {
    BalanceMode mode = BalanceMode::Battle;
    QList<BalanceRow> rows;
};

// The simulated hero for a monster of `level`: heroAtLevel(level) wearing, in each of the melee,
// armour and shoes slots, the pack's best item of tier ≤ level - 1 (none at level 1: what a hero
// has usually found by then), with the medicine of ruleset.hero.inventory in its bag.
struct BalanceHero {
    Combatant hero;
    QMap<QString, int> bag; // medicine id → count
};
BalanceHero balanceHero(const Pack &pack, int level);

// The hero's auto-play: when HP < healBelowPercent of max, the strongest heal spell it can cast,
// else the first HP medicine in its bag (pack order), else, if a heal spell it knows lacks only
// MP, the first MP medicine; otherwise Attack. It never defends, buffs or escapes.
BattleAction autoHeroAction(const Battle &battle, const Pack &pack, const QMap<QString, int> &bag,
                            int healBelowPercent);
// The same policy for a hero outside a battle screen (a bump pack's map fight, where a heal spell
// is castHealSpell and medicine is Game's Use).
BattleAction autoHeroAction(const Combatant &hero, const Pack &pack, const QMap<QString, int> &bag,
                            int healBelowPercent);

// One simulated battle against a fresh `monster` (its dice rolled at depth = its level). In bump
// mode a round is one map turn: the hero acts (it bumped into the monster, so it strikes first),
// then the monster gains its speed in energy and acts once per 100 (the rest kept, at most 100, as
// in Game::monstersAct): below fleeBelow percent of its HP it runs (fled), else it strikes. Blows
// are rollAttack, the engine's draws: hit, then critical.
struct BalanceBattle {
    Battle::Outcome outcome = Battle::Outcome::Ongoing; // Ongoing: stalled
    int rounds = 0;
    qint64 heroHpLeft = 0;
};
BalanceBattle simulateBattle(const Pack &pack, const MonsterRecord &monster,
                             const BalanceOptions &options, int index);

BalanceMode balanceMode(const Pack &pack);
// Every monster (or options.monsters), options.battles each, on options.threads threads.
BalanceReport simulateBalance(const Pack &pack, const BalanceOptions &options);

} // namespace pd
