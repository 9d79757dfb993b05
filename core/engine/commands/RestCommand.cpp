// `rest`: wait, a turn at a time, until HP and MP have come back by themselves (the ruleset's
// hpRegenTurns and mpRegenTurns), and stop at once when a monster comes into view, one is heard
// arriving (the ruleset's dungeon.arrivals) or the hero is hurt. Brogue's and DCSS's "rest until
// better", for packs that regenerate.
#include "engine/Game.h"

#include "data/Pack.h"
#include "gen/Geometry.h"

namespace pd {

namespace {

// The most turns one rest takes: the player may rest again. A safety net for a pack whose
// regeneration is very slow, so that one key never plays thousands of turns unasked.
constexpr int kRestTurnLimit = 1000;

// What a rest could bring back now: HP where it regenerates and is short, MP likewise.
bool restWouldMend(const Game &game) {
    const Ruleset &rules = game.pack().ruleset;
    const Combatant &hero = game.hero();
    return (rules.hpComesBack() && hero.hp < game.heroMaxHp()) ||
           (rules.mpComesBack() && hero.mp < game.heroMaxMp());
}

} // namespace

std::optional<LogEntry> Game::restRefusal() const {
    if (m_state.battle)
        return LogEntry::inBattle();
    const Ruleset &rules = m_pack.ruleset;
    if (!rules.hpComesBack() && !rules.mpComesBack())
        return LogEntry::restMendsNothing();
    if (!restWouldMend(*this)) {
        // Full of what comes back: the same words as medicine that is not needed.
        if (rules.hpComesBack() && rules.mpComesBack())
            return LogEntry::hpAndMpFull();
        return rules.hpComesBack() ? LogEntry::hpFull() : LogEntry::mpFull();
    }
    // The monster in view nearest the hero (the first by id of the nearest), named.
    const Actor *nearest = nullptr;
    int best = 0;
    for (const Actor &a : m_state.current().actors) {
        // Seen with the eyes: an unseen (invisible) monster is not named, nor one only felt.
        if (!isVisible(a.pos) || !seesActor(a))
            continue;
        const int d = chebyshev(a.pos, m_state.hero.pos);
        if (!nearest || d < best) {
            nearest = &a;
            best = d;
        }
    }
    if (nearest)
        return LogEntry::restInView(nearest->record);
    return std::nullopt;
}

Game::TurnCost Game::doRest(const Command &) {
    if (std::optional<LogEntry> why = restRefusal())
        return refuse(std::move(*why));
    const int depth = m_state.depth;
    int turns = 0;
    while (turns < kRestTurnLimit) {
        const qint64 hp = m_state.hero.stats.hp;
        const int firstNewId = m_state.nextActorId;
        endHeroTurn();
        ++turns;
        // A battle, a new level or the end of the run hands control back at once, unlogged:
        // what happened says itself.
        if (isOver() || m_state.battle || m_state.depth != depth)
            return {true, 0};
        if (m_state.hero.stats.hp < hp) {
            log(LogEntry::restInterrupted(QString(), turns));
            return {true, 0};
        }
        for (const Actor &a : m_state.current().actors) {
            if (isVisible(a.pos) && seesActor(a)) { // none was in view when the rest began
                log(LogEntry::restInterrupted(a.record, turns));
                return {true, 0};
            }
        }
        for (const Actor &a : m_state.current().actors) {
            if (a.arrived && a.id >= firstNewId) { // heard arriving this turn, out of view
                log(LogEntry::restHeard(turns));
                return {true, 0};
            }
        }
        if (!restWouldMend(*this))
            break;
    }
    log(LogEntry::rested(turns, !restWouldMend(*this)));
    return {true, 0};
}

} // namespace pd
