// The hero's things: medicine, equipment and the weapon in hand.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/GameText.h"
#include "engine/MonsterAi.h"
#include "rpg/Buffs.h"
#include "rpg/Combat.h"
#include "rpg/Progression.h"
#include "rpg/Spawn.h"
#include "rpg/Spells.h"
#include "tables/TableRoller.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace pd {

using namespace gametext;

Game::TurnCost Game::doUse(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(QStringLiteral("You have no %1.").arg(rec ? rec->name : id));
    if (rec->isEquipment())
        return doEquip(id);
    if (rec->kind != ItemRecord::Kind::Medicine)
        return refuse(QStringLiteral("You cannot use the %1.").arg(rec->name));
    QString refusal;
    const qint64 hp = hero.stats.hp, mp = hero.stats.mp;
    if (!applyMedicine(hero.stats, *rec, m_pack.ruleset, &refusal))
        return refuse(refusal);
    hero.inventory.remove(id);
    GameEvent e;
    e.kind = GameEvent::Kind::ItemUsed;
    e.id = id;
    e.amount = hero.stats.hp - hp;
    emitEvent(e);
    QStringList gains;
    if (hero.stats.hp > hp)
        gains.append(QStringLiteral("+%1 HP").arg(hero.stats.hp - hp));
    if (hero.stats.mp > mp)
        gains.append(QStringLiteral("+%1 MP").arg(hero.stats.mp - mp));
    log(QStringLiteral("You drink the %1: %2.").arg(rec->name, gains.join(QStringLiteral(", "))),
        LogEntry::Category::Loot);
    return {true, 1};
}

Game::TurnCost Game::doEquip(const QString &id) {
    HeroState &hero = m_state.hero;
    const ItemRecord *rec = m_pack.item(id);
    if (!rec || hero.inventory.count(id) == 0)
        return refuse(QStringLiteral("You have no %1.").arg(rec ? rec->name : id));
    if (!rec->isEquipment())
        return refuse(QStringLiteral("The %1 is not something to wear or wield.").arg(rec->name));
    hero.inventory.remove(id);
    const QString old = hero.equipment.put(*rec);
    if (!old.isEmpty()) {
        if (const ItemRecord *o = m_pack.item(old))
            hero.inventory.add(*o);
    }
    refreshEquipment();
    GameEvent e;
    e.kind = GameEvent::Kind::Equipped;
    e.id = id;
    e.text = Equipment::slotName(rec->slot);
    emitEvent(e);
    const ItemRecord *o = m_pack.item(old);
    log(o ? QStringLiteral("You put on the %1 instead of the %2.").arg(rec->name, o->name)
          : QStringLiteral("You put on the %1.").arg(rec->name));
    return {true, 1};
}

Game::TurnCost Game::doUnequip(const QString &slotName) {
    HeroState &hero = m_state.hero;
    const auto slot = Equipment::slotFromName(slotName);
    if (!slot)
        return refuse(
            QStringLiteral("\"%1\" is not a slot (melee, ranged, armour, shoes).").arg(slotName));
    const QString old = hero.equipment.take(*slot);
    const ItemRecord *rec = m_pack.item(old);
    if (!rec)
        return refuse(QStringLiteral("You wear nothing there."));
    hero.inventory.add(*rec);
    if (*slot == ItemRecord::Slot::Ranged)
        hero.rangedInHand = false;
    refreshEquipment();
    log(QStringLiteral("You take off the %1.").arg(rec->name));
    return {true, 1};
}

Game::TurnCost Game::doSwap() {
    HeroState &hero = m_state.hero;
    if (!hero.rangedInHand && hero.equipment.isEmpty(ItemRecord::Slot::Ranged))
        return refuse(QStringLiteral("You have no ranged weapon to switch to."));
    hero.rangedInHand = !hero.rangedInHand;
    refreshEquipment();
    const ItemRecord *w = m_pack.item(hero.equipment.worn(
        hero.rangedInHand ? ItemRecord::Slot::Ranged : ItemRecord::Slot::Melee));
    log(w ? QStringLiteral("You ready the %1.").arg(w->name)
          : QStringLiteral("You put your weapon away and raise your fists."));
    return {true, 1};
}

void Game::refreshEquipment() {
    HeroState &hero = m_state.hero;
    Stats bonus;
    for (int i = 0; i < Equipment::kSlotCount; ++i) {
        const ItemRecord::Slot slot = Equipment::slotAt(i);
        // Only the weapon in hand counts: seed 000's homework makes switching matter.
        if ((slot == ItemRecord::Slot::Melee && hero.rangedInHand) ||
            (slot == ItemRecord::Slot::Ranged && !hero.rangedInHand))
            continue;
        if (const ItemRecord *item = m_pack.item(hero.equipment.worn(slot)))
            bonus += item->bonus;
    }
    hero.stats.equipment = bonus;
    const qint64 maxHp = hero.stats.maxHp(m_pack.ruleset);
    const qint64 maxMp = hero.stats.maxMp(m_pack.ruleset);
    if (m_pack.ruleset.health == Ruleset::Health::Hp)
        hero.stats.hp = std::min(hero.stats.hp, maxHp);
    hero.stats.mp = std::min(hero.stats.mp, maxMp);
}

} // namespace pd
