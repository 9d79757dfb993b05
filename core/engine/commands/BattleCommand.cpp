// The battle screen's actions while a battle is fought: `attack`, `defend`, `escape`, `cast SPELL`
// and `use ITEM` are a round of the battle; every other command is refused.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

// The recap's share of a battle screen line: a blow on the hero, or a change of its HP that
// the next blow's "HP after" must count.
void Game::recordBattleLine(const BattleLogEntry &entry, const QString &monster, qint64 &hp) {
    using Ev = BattleLogEntry::Event;
    const bool byMonster = entry.actor == BattleLogEntry::Actor::Monster;
    const bool hurt = (byMonster && (entry.event == Ev::Attack || entry.event == Ev::Spell)) ||
                      (!byMonster && entry.event == Ev::Burning);
    if (hurt && entry.amount > 0) {
        hp -= entry.amount;
        recordBlow(entry.event == Ev::Attack  ? Blow::How::Melee
                   : entry.event == Ev::Spell ? Blow::How::Spell
                                              : Blow::How::Burning,
                   entry.event == Ev::Burning ? QString() : monster, entry.amount,
                   std::max<qint64>(hp, 0), entry.event == Ev::Spell ? entry.id : QString());
    } else if (!byMonster &&
               (entry.event == Ev::Heal || entry.event == Ev::Item || entry.event == Ev::Growing)) {
        hp += entry.amount;
    }
}

Game::TurnCost Game::doBattle(const Command &command) {
    Battle &battle = *m_state.battle;
    BattleAction action;
    switch (command.kind) {
    case Command::Kind::Attack:
        action = BattleAction::attack();
        break;
    case Command::Kind::Defend:
        action = BattleAction::defend();
        break;
    case Command::Kind::Escape:
        action = BattleAction::escape();
        break;
    case Command::Kind::Cast:
        // An effect spell works on the map only: refused before anything is spent.
        if (const SpellRecord *spell = m_pack.spell(command.id);
            spell && spell->type == SpellRecord::Type::Effect)
            return refuse(LogEntry::spellOnlyOnMap(command.id));
        action = BattleAction::spell(command.id);
        break;
    case Command::Kind::Use:
        if (m_state.hero.inventory.count(command.id) == 0)
            return refuse(LogEntry::notCarried(command.id));
        action = BattleAction::item(command.id);
        break;
    default:
        return refuse(LogEntry::inBattle());
    }
    const qsizetype seen = battle.log().size();
    qint64 hp = battle.hero().hp; // followed line by line for the recap's blows
    LogEntry why;
    if (!battle.heroAct(action, m_pack, m_state.rng, &why))
        return refuse(why);
    if (action.kind == BattleAction::Kind::Item)
        m_state.hero.inventory.remove(action.id);
    ++m_state.turn;
    for (qsizetype i = seen; i < battle.log().size(); ++i) {
        const BattleLogEntry &entry = battle.log()[i];
        if (const auto e = battleEvent(entry))
            emitEvent(*e);
        log(LogEntry::battleLine(entry.toJson(), battle.monsterId(), battle.hero().name));
        recordBattleLine(entry, battle.monsterId(), hp);
    }
    if (action.kind == BattleAction::Kind::Item)
        identify(action.id); // an unknown kind is known once used
    if (battle.isOver())
        finishBattle();
    return {true, 0};
}

} // namespace pd
