// `cast SPELL [DIR]`, `cast SPELL X Y` on the map: heal and buff spells on the hero; attack and
// debuff spells fly like bolts where the ruleset has `spellBolts`.
#include "engine/Game.h"

#include "data/Pack.h"
#include "rpg/Spells.h"

#include <algorithm>

namespace pd {

Game::TurnCost Game::doCast(const Command &command) {
    const QString &id = command.id;
    const std::optional<Point> at = command.aim();
    const Ruleset &rules = m_pack.ruleset;
    HeroState &hero = m_state.hero;
    const SpellRecord *spell = m_pack.spell(id);
    if (!spell)
        return refuse(LogEntry::noSuchSpell(id));
    LogEntry why;
    if (!isUnlocked(*spell, hero.stats, rules))
        return refuse(LogEntry::spellNotLearned(id, elementName(spell->element)));
    if (!canCast(hero.stats, *spell, rules, Caster::Hero, &why))
        return refuse(why);
    GameEvent e;
    e.kind = GameEvent::Kind::SpellCast;
    e.actor = 0;
    e.id = id;
    switch (spell->type) {
    case SpellRecord::Type::Heal: {
        qint64 healed = 0;
        if (!castHealSpell(hero.stats, *spell, rules, &why, &healed))
            return refuse(why);
        e.amount = healed;
        emitEvent(e);
        log(LogEntry::healCast(id, healed));
        if (!spell->effects.isEmpty())
            applyEffects(spell->effects, id, {}, -1);
        return {true, 1};
    }
    case SpellRecord::Type::Buff: {
        const SpellOutcome o = castSpell(hero.stats, hero.stats, *spell, rules, Caster::Hero);
        e.amount = o.amount;
        emitEvent(e);
        log(LogEntry::buffCast(id, o.buff.rounds));
        if (!spell->effects.isEmpty())
            applyEffects(spell->effects, id, {}, -1);
        return {true, 1};
    }
    case SpellRecord::Type::Effect:
        return castEffects(command, *spell, e);
    case SpellRecord::Type::Attack:
    case SpellRecord::Type::Debuff:
        break;
    }
    // Attack and debuff spells fly like bolts on the map (classic's "spellBolts").
    if (!rules.spellBolts)
        return refuse(LogEntry::spellOnlyInBattle(id));
    Direction d{};
    if (std::optional<LogEntry> problem = aimProblem(command, d))
        return refuse(std::move(*problem));
    hero.facing = d;
    Point stop;
    const std::vector<Point> line = missileLine(at ? *at : hero.pos + offset(d), 1000);
    const int hit = at ? flyBolt(line, id, stop) : flyBolt(d, 1000, id, stop);
    if (hit < 0) {
        // The MP is spent and the point earned all the same: the spell was cast.
        Combatant nobody;
        castSpell(hero.stats, nobody, *spell, rules, Caster::Hero);
        emitEvent(e);
        log(LogEntry::spellWall(id));
        if (!spell->effects.isEmpty())
            applyEffects(spell->effects, id, line, -1);
        return {true, 1};
    }
    Actor &target = m_state.current().actors[hit];
    e.target = target.id;
    const qint64 hpBefore = target.stats.hp;
    const SpellOutcome o = castSpell(hero.stats, target.stats, *spell, rules, Caster::Hero);
    e.amount = o.amount;
    emitEvent(e);
    const int targetId = target.id;
    if (spell->type == SpellRecord::Type::Debuff) {
        log(LogEntry::spellTakesHold(id, target.record, o.buff.rounds));
    } else {
        const qint64 damage = hpBefore - target.stats.hp;
        if (o.blocked)
            log(LogEntry::spellBlocked(id, target.record));
        else
            log(LogEntry::spellHits(id, target.record, damage, o.restricted));
        if (target.stats.hp <= 0)
            killActor(hit);
        else if (target.mode == Actor::Mode::Idle || target.mode == Actor::Mode::Wander)
            target.mode = Actor::Mode::Chase;
    }
    if (!spell->effects.isEmpty())
        applyEffects(spell->effects, id, line, actorIndexById(targetId));
    return {true, 1};
}

// An effect spell: the MP spent and the element's point earned as for any spell, then its effects;
// one that flies (a bolt or a blink) needs the aim, checked before anything is spent.
Game::TurnCost Game::castEffects(const Command &command, const SpellRecord &spell, GameEvent e) {
    HeroState &hero = m_state.hero;
    const bool flies = std::any_of(spell.effects.begin(), spell.effects.end(),
                                   [](const MapEffect &fx) { return fx.needsAim(); });
    std::vector<Point> line;
    if (flies) {
        Direction d{};
        if (std::optional<LogEntry> problem = aimProblem(command, d))
            return refuse(std::move(*problem));
        hero.facing = d;
        const std::optional<Point> at = command.aim();
        line = missileLine(at ? *at : hero.pos + offset(d), 1000);
    }
    Combatant nobody;
    castSpell(hero.stats, nobody, spell, m_pack.ruleset, Caster::Hero);
    emitEvent(e);
    log(LogEntry::effectCast(spell.id));
    int hit = -1;
    if (std::any_of(spell.effects.begin(), spell.effects.end(),
                    [](const MapEffect &fx) { return fx.on == MapEffect::Target::Bolt; })) {
        Point stop;
        hit = flyBolt(line, spell.id, stop);
    }
    applyEffects(spell.effects, spell.id, line, hit);
    return {true, 1};
}

} // namespace pd
