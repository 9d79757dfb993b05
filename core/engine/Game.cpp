// The game as a whole: making one, taking a command, what it tells its views.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Spawn.h"

#include <algorithm>
#include <utility>

namespace pd {

Game::Game(const Pack &pack, std::uint64_t seed, bool)
    : m_pack(pack)
    , m_dungeon(pack, seed) {
    m_state.seed = seed;
    m_state.packHash = pack.contentHash();
    m_state.packId = pack.manifest.id;
    m_state.rng = Rng::forStream(seed, u"play");
    m_appearances = ItemAppearances::shuffle(pack, seed);
}

Game::Game(const Pack &pack, std::uint64_t seed, const QString &heroName)
    : Game(pack, seed, true) {
    start(heroName);
}

Game::Game(std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &heroName)
    : Game(*pack, seed, true) {
    m_ownedPack = std::move(pack);
    start(heroName);
}

Game::Game(std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &heroName,
           int startDepth)
    : Game(*pack, seed, true) {
    m_ownedPack = std::move(pack);
    m_state.startDepth = std::clamp(startDepth, 1, std::max(1, m_dungeon.depthCount()));
    start(heroName);
}

Game::Game(const Pack &pack, std::uint64_t seed, const QString &heroName, int startDepth)
    : Game(pack, seed, true) {
    m_state.startDepth = std::clamp(startDepth, 1, std::max(1, m_dungeon.depthCount()));
    start(heroName);
}

Game::Game(const Pack &pack, std::uint64_t seed, const QString &heroName, const Level &first)
    : Game(pack, seed, true) {
    m_fixedFirst = first;
    m_fixedFirst->depth = 1;
    start(heroName);
}

void Game::start(const QString &heroName) {
    const Pack &pack = m_pack;
    const Ruleset &rules = pack.ruleset;
    HeroState &hero = m_state.hero;
    hero.stats = makeHero(rules, heroName);
    if (rules.health == Ruleset::Health::Xp)
        hero.stats.hp = rules.heroXp;
    for (const Ruleset::InventoryEntry &e : rules.inventory) {
        const ItemRecord *item = pack.item(e.item);
        if (!item)
            continue;
        if (item->isWand()) { // a wand the hero starts with is full, one of each kind
            hero.inventory.add(*item, 1);
            hero.charges[item->id] += int(item->charges.expression.maximum()) * e.count;
        } else {
            hero.inventory.add(*item, e.count);
        }
    }
    learnStartingKit();
    log(LogEntry::heroEnters(hero.stats.name));
    enterLevel(m_state.startDepth, true);
}

bool Game::submit(const Command &command) {
    // A refused command changes nothing, so it is neither recorded (a replay holds what was
    // carried out) nor logged in the state: lastRefusal() says why it was refused.
    m_refusal.reset();
    const Command played = command.kind == Command::Kind::Act ? actCommand() : command;
    const bool accepted = play(played);
    if (accepted)
        m_commands.append(played);
    return accepted;
}

namespace {

// How far a command's noise carries: quiet ones (waiting, resting, raising a guard, turning) half
// the ruleset's range, loud ones (a shot, a spell) twice it.
int noiseOf(Command::Kind kind, int range) {
    switch (kind) {
    case Command::Kind::Wait:
    case Command::Kind::Rest:
    case Command::Kind::Search:
    case Command::Kind::Defend:
    case Command::Kind::Turn:
        return std::max(1, range / 2);
    case Command::Kind::Fire:
    case Command::Kind::Cast:
        return range * 2;
    default:
        return range;
    }
}

} // namespace

bool Game::play(const Command &command, bool worldTurns) {
    if (!m_state.alive)
        return refuse(LogEntry::runOver(m_state.cause.toString())).accepted;
    if (m_state.won)
        return refuse(LogEntry::alreadyWon()).accepted;
    if (m_state.battle)
        return doBattle(command).accepted;
    if (command.kind == Command::Kind::Act) // submit plays what it means here
        return play(actCommand(), worldTurns);
    // Worn gear carries the noise further (plate) or less far (a cloak), never to nothing.
    m_noise = noiseOf(command.kind, std::max(1, m_pack.ruleset.stealthRange +
                                                    m_state.hero.equipment.noise(m_pack)));
    const TurnCost cost = dispatch(command);
    if (!worldTurns)
        return cost.accepted;
    // A guard lasts until the hero's next action (in a maze-duel battle, until its next turn);
    // turning where he stands is none.
    if (cost.accepted && command.kind != Command::Kind::Defend &&
        command.kind != Command::Kind::Turn && command.kind != Command::Kind::Call)
        m_state.hero.stats.defending = false;
    const int turns = cost.accepted && command.kind != Command::Kind::Turn
                          ? heroActionTurns(cost.turns)
                          : cost.turns;
    for (int i = 0; i < turns && m_state.alive && !m_state.won; ++i)
        endHeroTurn();
    // Paralysed or asleep, the hero does nothing while the world goes on (no key asked).
    for (int held = 0;
         held < Statuses::kMaxTurns && m_state.alive && !m_state.won && !m_state.battle &&
         (m_state.hero.statuses.has(StatusKind::Paralysis) ||
          m_state.hero.statuses.has(StatusKind::Asleep));
         ++held)
        endHeroTurn();
    return cost.accepted;
}

Game::TurnCost Game::dispatch(const Command &command) {
    using Kind = Command::Kind;
    switch (command.kind) {
    case Kind::Move:
        return doMove(command);
    case Kind::Turn:
        return doTurn(command);
    case Kind::Wait:
        return {true, 1};
    case Kind::Pickup:
        return doPickup(command);
    case Kind::Drop:
        return doDrop(command);
    case Kind::Interact:
        return doInteract(command);
    case Kind::Descend:
        return doDescend(command);
    case Kind::Climb:
        return doClimb(command);
    case Kind::Travel:
        return doTravel(command);
    case Kind::Fire:
        return doFire(command);
    case Kind::Cast:
        return doCast(command);
    case Kind::Defend:
        return doDefend(command);
    case Kind::Use:
        return doUse(command);
    case Kind::Equip:
        return doEquip(command);
    case Kind::Unequip:
        return doUnequip(command);
    case Kind::Swap:
        return doSwap(command);
    case Kind::Rest:
        return doRest(command);
    case Kind::Search:
        return doSearch(command);
    case Kind::Call:
        return doCall(command);
    case Kind::Attack:
    case Kind::Escape:
        return refuse(LogEntry::noBattle());
    case Kind::Act: // play() plays what it means
        break;
    }
    return {};
}

Game::TurnCost Game::refuse(LogEntry why) {
    GameEvent e;
    e.kind = GameEvent::Kind::Refused;
    e.id = LogEntry::kindName(why.kind);
    emitEvent(e);
    why.turn = m_state.turn;
    m_refusal = std::move(why);
    return {false, 0};
}

bool Game::isVisible(Point p) const {
    if (!m_pack.ruleset.fovEnabled)
        return m_state.current().level.map.inBounds(p);
    return m_fov.isVisible(p);
}

const Combatant &Game::hero() const {
    return m_state.battle ? m_state.battle->hero() : m_state.hero.stats;
}

bool Game::inBattleWith(int actorId) const {
    return m_state.battle && m_state.battleActor == actorId;
}

const Combatant &Game::combatant(const Actor &monster) const {
    return inBattleWith(monster.id) ? m_state.battle->monster() : monster.stats;
}

Stats Game::heroStats() const {
    return hero().effective(m_pack.ruleset);
}

qint64 Game::heroMaxHp() const {
    return hero().maxHp(m_pack.ruleset);
}

qint64 Game::heroMaxMp() const {
    return hero().maxMp(m_pack.ruleset);
}

// Every way a run is won ends here: climbing out, brought back, taken where it must be.
void Game::winRun(LogEntry line) {
    m_state.won = true;
    m_state.score += m_pack.ruleset.scoreWin;
    m_state.cause = DeathCause::of(DeathCause::Kind::Won);
    log(std::move(line));
    GameEvent e;
    e.kind = GameEvent::Kind::Won;
    emitEvent(e);
}

void Game::log(LogEntry entry) {
    entry.turn = m_state.turn;
    GameEvent e;
    e.kind = GameEvent::Kind::Message;
    e.id = LogEntry::kindName(entry.kind);
    e.category = int(entry.category);
    m_state.appendLog(std::move(entry));
    emitEvent(e);
}

void Game::emitEvent(GameEvent e) {
    e.turn = m_state.turn;
    m_events.append(std::move(e));
}

QList<GameEvent> Game::takeEvents() {
    return std::exchange(m_events, {});
}

void Game::forgetLastTurn() {
    m_events.clear();
    m_refusal.reset();
    m_finishedBattle.reset();
}

RunSummary Game::summary() const {
    RunSummary s;
    s.hero = m_state.hero.stats.name;
    s.alive = m_state.alive;
    s.won = m_state.won;
    s.cause = m_state.cause;
    s.depth = m_state.depth;
    s.deepest = m_state.deepest;
    s.turn = m_state.turn;
    s.score = m_state.score;
    s.kills = m_state.kills;
    s.hp = m_state.hero.stats.hp;
    s.stateHash = stateHash();
    return s;
}

} // namespace pd
