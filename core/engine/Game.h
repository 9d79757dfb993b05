#pragma once

#include "data/Appearances.h"
#include "data/MapEffect.h"
#include "engine/DijkstraMap.h"
#include "engine/FieldOfView.h"
#include "engine/FreshOnCopy.h"
#include "engine/GameState.h"
#include "engine/PathFinder.h"
#include "engine/RunRecap.h"
#include "engine/Terrain.h"
#include "gen/Dungeon.h"

#include <QJsonObject>
#include <memory>

namespace pd {

class MonsterAi;
class Pack;
struct AttackResult;
struct Combatant;
struct MonsterRecord;
struct MonsterTrick;

// The rules of play, headless. A Game owns its state and turns commands into state changes
// and events; it never draws, plays a sound or reads the clock. Same pack + seed + commands ⇒
// same state, which stateHash() proves.
class Game {
public:
    Game(const Pack &pack, std::uint64_t seed, const QString &heroName = QString());
    // A game whose first level is `first` instead of the generated one (a designer's test room,
    // a scripted scenario). Deeper levels are generated as usual. Such a game cannot be saved.
    Game(const Pack &pack, std::uint64_t seed, const QString &heroName, const Level &first);
    // A game that keeps its pack alive: a view or the editor hands it a snapshot of the pack and
    // may drop its own copy. (The constructors above borrow a pack that outlives the game.)
    Game(std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &heroName = QString());
    // A run that begins at `startDepth` (1 to the pack's depth) with the hero as made: the seed
    // preview's "play this seed". Replays and saves keep the depth.
    Game(std::shared_ptr<const Pack> pack, std::uint64_t seed, const QString &heroName,
         int startDepth);
    Game(const Pack &pack, std::uint64_t seed, const QString &heroName, int startDepth);
    bool hasFixedLevel() const { return m_fixedFirst.has_value(); }
    // A saved game: the state's JSON (GameState's format). nullptr with a message naming the
    // JSON path when the state does not fit this pack or is damaged.
    static std::unique_ptr<Game> fromJson(const Pack &pack, const QJsonObject &state,
                                          QString *error = nullptr);
    QJsonObject toJson() const;

    // Carries out one command. False when it was not possible now: no time passes, nothing
    // changes, and lastRefusal() says why. Only commands carried out are recorded for the
    // replay (a refused one changes nothing, so the replay needs none). An `act` is played and
    // recorded as the command actCommand() makes of it.
    bool submit(const Command &command);
    // Why the last command submitted was refused (the front ends word it); nothing after one
    // that was carried out. Not part of the state: not saved, not hashed.
    const std::optional<LogEntry> &lastRefusal() const { return m_refusal; }

    const GameState &state() const { return m_state; }
    const LevelState &level() const { return m_state.current(); }
    const Pack &pack() const { return m_pack; }
    bool isOver() const { return !m_state.alive || m_state.won; }
    const QList<Command> &commands() const { return m_commands; }
    // A loaded game's past commands, so that its replay still starts from the first turn.
    void restoreCommands(const QList<Command> &commands) { m_commands = commands; }

    // Events since the last call, oldest first.
    QList<GameEvent> takeEvents();
    // The hero's field of view now (everything, when the ruleset turns FOV off).
    bool isVisible(Point p) const;
    // Whether the hero sees the monster now: in view (an invisible one only from the next
    // cell), or anywhere on the level while telepathic.
    bool seesActor(const Actor &a) const;
    const FieldOfView &fieldOfView() const { return m_fov; }

    // The battle that ended last, as it stood at its end (for the battle screen's result), until
    // the next one starts. Not part of the game's state: not saved, not hashed.
    const std::optional<Battle> &finishedBattle() const { return m_finishedBattle; }

    RunSummary summary() const;
    // The end screen's death recap: the last `n` blows the hero took (at most
    // RunRecap::kMaxBlows), oldest first, the fatal one last when the hero died of one.
    QList<Blow> lastBlows(int n) const;
    // The end screen's "This run": kills by kind, item kinds identified, spells, how deep.
    RunReport runReport() const;
    // What the run did that the state does not keep (engine/RunRecap.h): not saved, not hashed.
    const RunRecap &recap() const { return m_recap; }
    // A loaded game's recap, from the replay of its commands (SaveGame::read).
    void restoreRecap(const RunRecap &recap) { m_recap = recap; }
    // Lets go of what the last command left to show (its events, its refusal, the battle it
    // ended): a replayed game handed on as a loaded one shows nothing of the past.
    void forgetLastTurn();
    // XXH64 of the state's canonical binary form, as 16 hex digits: equal states, equal hashes
    // (engine/StateHash.h). The log and the rooms left behind enter as running hashes, so the
    // cost does not grow with them.
    QString stateHash() const;

    // The hero as it stands now: the battle screen's copy while a battle is fought (it is
    // handed back when the battle ends), else the one on the map.
    const Combatant &hero() const;
    // Whether the battle screen fights the monster `actorId` now.
    bool inBattleWith(int actorId) const;
    // A monster as it stands now: the battle screen's copy while it is fought there (hurt and
    // buffed as the battle has it), else the one on the map.
    const Combatant &combatant(const Actor &monster) const;
    // Attributes of the hero as they count now (equipment, buffs).
    Stats heroStats() const;
    qint64 heroMaxHp() const;
    qint64 heroMaxMp() const;

    // Queries for the views; none changes the game or draws from its RNG.
    // The cells `travel target` would walk, in order (empty when it would be refused). It stops
    // short of a monster in sight or a closed chest on the way, as travel does.
    std::vector<Point> travelPath(Point target) const;
    // The cells a missile fired at `at` would cross, up to the first wall or monster in sight
    // (included); empty when firing there would be refused for the cell itself.
    std::vector<Point> aimLine(Point at) const;
    // The cells a cone breath from `from` aimed at `aim` fills (trick breath, shape "cone"):
    // within `range` cells (Chebyshev), at most 45° either side of the aim, not a wall or a
    // locked door of `sight`, and seen from `from` (no cell of sight's that blocks sight between
    // them on the line); nearest first, then in reading order. `from` is not one of them.
    static std::vector<Point> breathCone(const TileMap &sight, Point from, Point aim, int range);
    // Why `command` would be refused now (the log entry submit would write), or nullopt when it
    // would be carried out. Nothing is recorded: menus grey out actions with it. It plays the
    // command on a copy of the game, so it is exactly submit's answer.
    std::optional<LogEntry> refusal(const Command &command) const;
    // Why `rest` would be refused now, or nullopt: refusal(rest) without resting on a copy
    // (AutoPlay asks it every turn).
    std::optional<LogEntry> restRefusal() const;
    // What the act key means now: in a battle, attack; beside an unopened chest, open it (the
    // one faced first, then the others clockwise); on stairs, take them (the maze duel opens
    // and leaves by Enter); else interact the way the hero faces.
    Command actCommand() const;
    // Where a shot's target starts: the nearest monster in view (in a row or column with the
    // hero where moves are 4-way, as shots go there), else the cell the hero faces (south for a
    // diagonal facing where moves are 4-way).
    Point aimStart() const;
    // One byte per cell of the current level: non-zero where a monster stands or a closed chest
    // is (what a monster's path must go round).
    std::vector<std::uint8_t> occupancy() const;

    // Unidentified items (an item record's "appearances", data/Appearances.h). Whether the kind
    // is known: its record has no appearances, or it was identified this run.
    bool isKnown(const QString &itemId) const;
    // The kind's look this run ("Murky potion"), nullptr when it has none; the name the player
    // gave it (`call`), empty when none. Front ends name items through Words::itemName(game, id).
    const Appearance *appearance(const QString &itemId) const { return m_appearances.of(itemId); }
    QString calledName(const QString &itemId) const;
    // Makes the kind known for the rest of the run and logs it ("identified"); false when it was
    // known already (nothing changes). Using an unknown item calls it; an identify effect may.
    bool identify(const QString &itemId);

private:
    friend class GameStateReader; // Game::fromJson's reader, one function per saved struct

    struct TurnCost {
        bool accepted = false;
        int turns = 0;
    };

    Game(const Pack &pack, std::uint64_t seed, bool);
    void start(const QString &heroName);

    // submit's work, before the recording. Without `worldTurns`, it stops once the command is
    // carried out or refused, before the world's turns it costs (all refusal() needs to know).
    bool play(const Command &command, bool worldTurns = true);
    // The handler of the command's kind on the map (play() gives a battle's to doBattle). Each
    // handler has a file of its own in engine/commands/ (doMove: MoveCommand.cpp, ...): it
    // either refuses (refuse(), nothing changed) or carries the command out and says how many
    // turns the world then moves on.
    TurnCost dispatch(const Command &command);
    TurnCost doMove(const Command &command);
    TurnCost doTurn(const Command &command);
    TurnCost doPickup(const Command &command);
    TurnCost doDrop(const Command &command);
    TurnCost doInteract(const Command &command);
    TurnCost doDescend(const Command &command);
    TurnCost doClimb(const Command &command);
    TurnCost doTravel(const Command &command);
    TurnCost doFire(const Command &command);
    TurnCost doCast(const Command &command);
    TurnCost castEffects(const Command &command, const SpellRecord &spell, GameEvent e); // cast
    TurnCost doDefend(const Command &command);
    TurnCost doUse(const Command &command);
    TurnCost throwItem(const Command &command, const ItemRecord &item); // use: a thrown item
    void dropOnFloor(const ItemRecord &item, Point p);
    TurnCost doEquip(const Command &command);
    TurnCost doUnequip(const Command &command);
    TurnCost doSwap(const Command &command);
    TurnCost doRest(const Command &command);
    TurnCost doSearch(const Command &command);
    TurnCost doCall(const Command &command); // CallCommand.cpp
    // The battle screen's actions (attack, defend, escape, cast, use) while a battle is fought.
    TurnCost doBattle(const Command &command);
    // Why a missile cannot be aimed at `at` (a cell the hero must see, in line where moves are
    // 4-way), or empty; `d` receives the first step's direction when it can.
    std::optional<LogEntry> aimProblem(Point at, Direction &d) const;
    // Fire's and cast's aim: `d` receives the direction the missile leaves in (the command's,
    // the aimed cell's first step, or the facing), or why it cannot go.
    std::optional<LogEntry> aimProblem(const Command &command, Direction &d) const;
    void startBattle(int actorIndex);
    void finishBattle();
    // What a battle screen line shows on the map (nullopt: nothing, or what follows shows it).
    std::optional<GameEvent> battleEvent(const BattleLogEntry &entry) const;
    // A battle line's blow on the hero for the recap (BattleCommand.cpp); `hp` follows the
    // battle's hero through the round's lines.
    void recordBattleLine(const BattleLogEntry &entry, const QString &monster, qint64 &hp);
    // Logs why (no time passes) and tells the views with a Refused event.
    TurnCost refuse(LogEntry why);

    // The world moves on
    void endHeroTurn();
    void regenerate(); // the turn's HP and MP coming back by themselves
    // The ruleset's dungeon.arrivals (GameArrivals.cpp): at the end of a turn, maybe a monster
    // comes to the hero's level out of his sight; how many of those that came are alive there.
    void arrivals();
    int arrivedAlive() const;
    void monstersAct();
    void monsterAct(int index);
    void stepActor(Actor &a, Point to);
    void heroAttacks(int actorIndex);
    void actorAttacksHero(int actorIndex);
    void contactHero(int actorIndex, bool heroWalkedIn);
    void goThroughDoor(Side side);
    AttackResult mapBlow(const Combatant &attacker, const Combatant &target, GameEvent e,
                         const QString &monster, bool byHero);
    // `how` and `cause.id` go into the recap's blow (engine/RunRecap.h).
    void damageHero(qint64 amount, const DeathCause &cause, Blow::How how,
                    const QString &detail = QString());
    // Notes a blow the hero took, with the hero's HP after it.
    void recordBlow(Blow::How how, const QString &id, qint64 damage, qint64 hpAfter,
                    const QString &detail = QString());
    void damageActor(int actorIndex, qint64 amount);
    void killActor(int actorIndex, bool rewards = true);
    // Casts a bolt-like projectile from the hero; the index of the monster it hit, or -1.
    int flyBolt(Direction d, int range, const QString &id, Point &stop);
    // The cells a missile crosses after leaving the hero, up to `range`: along the line through
    // `at` (Bresenham, carried on past it).
    std::vector<Point> missileLine(Point at, int range) const;
    int flyBolt(const std::vector<Point> &line, const QString &id, Point &stop);
    void enterCell(Point p, Point from);
    // Terrain (engine/Terrain.h; GameTerrain.cpp): the hero's step into deep water, lava or a
    // chasm, and each turn in deep water.
    void enterTerrain(Point p, Point from);
    void fallIntoChasm();
    void terrainTurn();
    void openChest(int chestIndex);
    // A monster of `rec` appears at `at`, chasing (the mimic out of its chest, a summon): rolled
    // from the game's stream, added to the level, told to the views. Its id.
    int appear(const MonsterRecord &rec, Point at);
    void springTrap(int trapIndex, bool onHero);
    void gainItem(const QString &item, int count);
    // "equipmentOnce": a piece found before (or held from the start) that is left where it is.
    bool isRepeatEquipment(const QString &item) const;
    void gainExperience(qint64 amount);
    void heroDies(const DeathCause &cause);
    void refreshEquipment();
    void learnStartingKit(); // the kinds the hero starts with are known
    void updateFov();

    // Levels
    void enterLevel(int depth, bool fromAbove, std::optional<Side> entry = std::nullopt);
    bool buildLevel(int depth, std::optional<Side> entry, LevelState &out, QString *error);
    void populate(LevelState &ls, int depth);
    // The mode a monster starts in by its AI (patrol, wander, guard; else idle): on its level's
    // making, and when it wakes.
    Actor::Mode startMode(const Actor &a) const;
    // A sleeping monster wakes: to what its AI starts in (patrol, wander, guard; else idle), and
    // the log says so when it is in view.
    void wake(Actor &a);
    // Whether a sleeping monster hears the hero this turn: within the turn's noise (m_noise), 1
    // in 3 (the game's stream; drawn only for a sleeper within it).
    bool hearsHero(const Actor &a);
    bool roomByRoom() const;

    // Monster tricks (GameTricks.cpp, MonsterRecord::tricks). A thief's hit takes something
    // and sends it away; its death gives it back. A death may burst, a wound may split.
    void steal(int actorIndex, const MonsterTrick &t);
    void strike(const MonsterTrick &t);
    void dropStolen(const Actor &a);
    void explode(const Actor &a, const MonsterTrick &t);
    void split(int actorIndex, const MonsterTrick &t);
    // A breath or a call for help the AI chose (its Intent::Kind::Trick), `trickIndex` in the
    // record's list; it waits its `every` turns before the next.
    void useTrick(int actorIndex, int trickIndex);
    void breatheCone(int actorIndex, const MonsterTrick &t); // a breath of shape "cone"
    void trickTurn(Actor &a); // once a turn before it acts: cooldowns, regeneration
    // An invisible monster (trick `invisible`) strikes or is hurt: seen for its `turns`.
    void unveil(Actor &a);
    bool hiddenByTrick(const Actor &a) const; // invisible, and not seen for a while
    bool freeForMonster(Point p) const;       // floor, no hero, monster or closed chest
    // The cells from `from` to `to` (Bresenham), `to` included, `from` not.
    static std::vector<Point> lineBetween(Point from, Point to);

    // Effects and statuses (GameEffects.cpp). An item's or spell's effects, in order: `aim` is
    // the line a bolt flies along (empty when nothing flies), `hit` the monster index a bolt
    // already met (-1: none). `source` names the item or spell in the log and a death; `chosen`
    // the item the player picked for an identify (`use ITEM on OTHER`; empty: none).
    void applyEffects(const QList<MapEffect> &effects, const QString &source,
                      const std::vector<Point> &aim, int hit, const QString &chosen = QString());
    // One effect on one holder: the hero (actor id 0) or a monster, by id (an effect may kill or
    // move monsters, so indexes do not last).
    void applyEffect(const MapEffect &effect, const QString &source, int actorId,
                     const std::vector<Point> &aim, const QString &chosen = QString());
    void putStatus(int actorId, StatusKind kind, int turns, int power);
    // The hero's statuses count down at the end of each turn; a monster's before it acts. False
    // when the monster dies of them (the caller removes it).
    void tickHeroStatuses();
    bool tickActorStatuses(int index);
    // A free floor cell of the level (no monster, chest or hero), drawn from the game's stream;
    // one out of the hero's sight when there is any.
    std::optional<Point> randomFreeCell(bool outOfSight);
    void moveHeroTo(Point to); // a teleport or a blink: no step, no trap sprung on the way
    int actorIndexById(int id) const;
    // A wand's charges coming back by themselves (its record's rechargeTurns), once a turn.
    void rechargeWands();
    // The world's turns an action of the hero costs, by the hero's haste and slowness.
    int heroActionTurns(int turns);
    // Clouds (GameClouds.cpp, engine/Clouds.h): where a cloud effect starts (the hero, or where
    // its bolt stopped), letting it out, each turn's spreading and soaking, and one holder's soak.
    Point cloudCentre(const MapEffect &e, const std::vector<Point> &aim, int hitId) const;
    void releaseCloud(const MapEffect &e, Point at);
    void cloudTurn();
    void soak(int actorId, const CloudCell &c);

    void log(LogEntry entry);
    void emitEvent(GameEvent e);
    // The run is won: the win's points, the cause, `line` on the log and the Won event.
    void winRun(LogEntry line);
    int monsterSpeed(const Actor &a) const;
    bool blocksMove(Point p) const; // wall, monster, closed chest

    std::shared_ptr<const Pack> m_ownedPack; // set when the game keeps its pack alive
    const Pack &m_pack;
    Dungeon m_dungeon;
    GameState m_state;
    FieldOfView m_fov;
    TileMap m_sightScratch; // updateFov's map as sight meets it (kept: no allocation a turn)
    // Caches and buffers, not state: a copy of the game (refusal's trial) starts without them.
    FreshOnCopy<terrain::WalkCache> m_walkCache; // the monsters' walk map, kept while it holds
    mutable FreshOnCopy<PathFinder> m_paths;     // searching changes no game state
    FreshOnCopy<DijkstraMap> m_swarmMap; // the swarms' distance map, kept while the hero stands
    FreshOnCopy<DijkstraMap> m_fleeMap;  // the fleeing monsters' map, likewise
    QList<GameEvent> m_events;
    QList<Command> m_commands;
    std::optional<LogEntry> m_refusal;
    // How far the hero's last command carried (ruleset stealthRange, halved or doubled by what the
    // command was): set by play() before the world moves on, so never saved.
    int m_noise = 0;
    // The AI of the monsters' round being played (monstersAct), so that a monster placed, moved
    // or killed by a trick keeps its occupancy right; null between rounds.
    MonsterAi *m_roundAi = nullptr;
    std::optional<Level> m_fixedFirst;
    std::optional<Battle> m_finishedBattle;
    RunRecap m_recap; // made by the commands: not saved, not hashed (engine/RunRecap.h)
    ItemAppearances m_appearances; // the unidentified kinds' looks: (pack, seed), never saved
    // stateHash's running hash of the first m_historyHashed rooms left behind.
    mutable qsizetype m_historyHashed = 0;
    mutable std::uint64_t m_historyHash = 0;
};

} // namespace pd
