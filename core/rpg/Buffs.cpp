#include "rpg/Buffs.h"

#include "data/Ruleset.h"
#include "data/SpellRecord.h"
#include "rpg/Spells.h"

#include <algorithm>

namespace pd {

Buff makeBuff(const SpellRecord &spell, const Combatant &caster) {
    Buff b;
    b.effect = spell.effect;
    b.debuff = spell.type == SpellRecord::Type::Debuff;
    b.rounds = spell.rounds;
    b.amount = spellStrength(spell, caster);
    b.spell = spell.id;
    return b;
}

void addBuff(Combatant &holder, const Buff &buff) {
    if (buff.rounds <= 0 || buff.effect == SpellRecord::Effect::None)
        return;
    for (Buff &b : holder.buffs) {
        if (b.effect == buff.effect && b.debuff == buff.debuff) {
            b = buff;
            return;
        }
    }
    holder.buffs.append(buff);
}

const Buff *findBuff(const Combatant &holder, SpellRecord::Effect effect, bool debuff) {
    for (const Buff &b : holder.buffs)
        if (b.effect == effect && b.debuff == debuff)
            return &b;
    return nullptr;
}

bool isSilenced(const Combatant &who) {
    return findBuff(who, SpellRecord::Effect::Silence, true) != nullptr;
}

bool isInvincible(const Combatant &who) {
    return findBuff(who, SpellRecord::Effect::Invincible, false) != nullptr;
}

TurnStart startOfTurn(Combatant &holder, const Ruleset &rules) {
    TurnStart t;
    holder.defending = false;
    // Maze-duel rules: Growing and Burning act at the start of each of the holder's turns while
    // they last, then every effect decreases a round and retires at 0.
    for (const Buff &b : std::as_const(holder.buffs)) {
        if (b.effect == SpellRecord::Effect::Growing && !b.debuff) {
            const qint64 room = std::max<qint64>(0, holder.maxHp(rules) - holder.hp);
            const qint64 heal = std::clamp<qint64>(b.amount, 0, room);
            holder.hp += heal;
            t.healed += heal;
        } else if (b.effect == SpellRecord::Effect::Burning && b.debuff && holder.hp > 0 &&
                   !isInvincible(holder)) {
            const qint64 hurt = std::clamp<qint64>(b.amount, 0, holder.hp);
            holder.hp -= hurt;
            t.burned += hurt;
        }
    }
    for (qsizetype i = 0; i < holder.buffs.size();) {
        Buff &b = holder.buffs[i];
        if (--b.rounds <= 0) {
            t.expired.append(b);
            holder.buffs.removeAt(i);
        } else {
            ++i;
        }
    }
    t.died = holder.hp <= 0;
    return t;
}

void clearBuffs(Combatant &holder) {
    holder.buffs.clear();
    holder.defending = false;
}

} // namespace pd
