// The game's log and the battle screen's lines in words: every LogEntry kind worded here.
#include "Words.h"

#include "data/Element.h"
#include "data/Pack.h"
#include "rpg/Battle.h"

#include <QJsonObject>

namespace pd {

namespace {

QString capitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// Names of the records an entry points at, from the pack in the reader's language when it has
// them.
struct Names {
    const Pack *pack;

    QString monster(const QString &id) const { return Words::monsterName(pack, id); }
    QString item(const QString &id) const { return Words::itemName(pack, id); }
    QString spell(const QString &id) const { return Words::spellName(pack, id); }
    QString trap(const QString &id) const { return Words::trapName(pack, id); }
    QString sprung(const QString &id) const { return Words::sprungName(pack, id); }
};

} // namespace

QString Words::element(const QString &name) {
    const auto e = elementFromName(name);
    if (!e)
        return name;
    switch (*e) {
    case Element::Water:
        return tr("water");
    case Element::Fire:
        return tr("fire");
    case Element::Wood:
        return tr("wood");
    case Element::Earth:
        return tr("earth");
    case Element::Holy:
        return tr("holy");
    case Element::Evil:
        return tr("evil");
    }
    return name;
}

QString Words::effect(SpellRecord::Effect e) {
    using E = SpellRecord::Effect;
    switch (e) {
    case E::Atk:
        return tr("attack");
    case E::Def:
        return tr("defence");
    case E::Hit:
        return tr("accuracy");
    case E::Dop:
        return tr("dodge");
    case E::Cri:
        return tr("critical chance");
    case E::Invincible:
        return tr("invincibility");
    case E::Growing:
        return tr("growth");
    case E::Silence:
        return tr("silence");
    case E::Burning:
        return tr("burning");
    case E::None:
        break;
    }
    return QString();
}

QString Words::battleLine(const BattleLogEntry &entry, const QString &monster, const Pack *pack) {
    using Event = BattleLogEntry::Event;
    // The spell or item by its id in the reader's language; as the entry holds it (the data's
    // own name) without the pack or the record.
    BattleLogEntry e = entry;
    if (pack && !e.id.isEmpty() && e.event != Event::Character) {
        if (e.event == Event::Item) {
            if (pack->item(e.id))
                e.name = itemName(pack, e.id);
        } else if (pack->spell(e.id)) {
            e.name = spellName(pack, e.id);
        }
    }
    // One voice with the map's log: the hero is "you"; the monster is named as on the map,
    // "the goblin", capitalised where it opens the sentence.
    const bool you = e.actor == BattleLogEntry::Actor::Hero;
    const QString It = capitalised(theName(monster));
    const QString it = theName(monster);
    const QString what = effect(e.effect);
    switch (e.event) {
    case Event::Attack:
        if (you)
            return e.critical
                       ? tr("You land a critical hit on %1 for %2 damage!").arg(it).arg(e.amount)
                       : tr("You hit %1 for %2 damage.").arg(it).arg(e.amount);
        return e.critical
                   ? tr("%1 lands a critical hit on you for %2 damage!").arg(It).arg(e.amount)
                   : tr("%1 hits you for %2 damage.").arg(It).arg(e.amount);
    case Event::Miss:
        return you ? tr("You attack %1 and miss.").arg(it)
                   : tr("%1 attacks you and misses.").arg(It);
    case Event::Blocked:
        // The one attacked is invincible.
        if (you)
            return e.name.isEmpty() ? tr("%1 is invincible: your attack does no harm.").arg(It)
                                    : tr("%1 is invincible: your %2 does no harm.").arg(It, e.name);
        return e.name.isEmpty() ? tr("You are invincible: %1's attack does no harm.").arg(it)
                                : tr("You are invincible: %1's %2 does no harm.").arg(it, e.name);
    case Event::Defend:
        return you ? tr("You defend.") : tr("%1 defends.").arg(It);
    case Event::Spell:
        if (you)
            return e.restricted
                       ? tr("You cast %1 on %2 for %3 damage: its element overpowers %2's!")
                             .arg(e.name, it)
                             .arg(e.amount)
                       : tr("You cast %1 on %2 for %3 damage.").arg(e.name, it).arg(e.amount);
        return e.restricted ? tr("%1 casts %2 on you for %3 damage: its element overpowers yours!")
                                  .arg(It, e.name)
                                  .arg(e.amount)
                            : tr("%1 casts %2 on you for %3 damage.").arg(It, e.name).arg(e.amount);
    case Event::Heal:
        return you ? tr("You cast %1 and recover %2 HP.").arg(e.name).arg(e.amount)
                   : tr("%1 casts %2 and recovers %3 HP.").arg(It, e.name).arg(e.amount);
    case Event::Buff:
        if (e.effect == SpellRecord::Effect::Invincible)
            return you ? tr("You cast %1: invincible for %n round(s).", nullptr, e.rounds)
                             .arg(e.name)
                       : tr("%1 casts %2: invincible for %n round(s).", nullptr, e.rounds)
                             .arg(It, e.name);
        if (e.effect == SpellRecord::Effect::Growing)
            return you ? tr("You cast %1: you recover %2 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(e.name)
                             .arg(e.amount)
                       : tr("%1 casts %2: recovers %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(It, e.name)
                             .arg(e.amount);
        return you ? tr("You cast %1: %2 +%3 for %n round(s).", nullptr, e.rounds)
                         .arg(e.name, what)
                         .arg(e.amount)
                   : tr("%1 casts %2: %3 +%4 for %n round(s).", nullptr, e.rounds)
                         .arg(It, e.name, what)
                         .arg(e.amount);
    case Event::Debuff:
        if (e.effect == SpellRecord::Effect::Silence)
            return you ? tr("You cast %1: %2 is silenced for %n round(s).", nullptr, e.rounds)
                             .arg(e.name, it)
                       : tr("%1 casts %2: you are silenced for %n round(s).", nullptr, e.rounds)
                             .arg(It, e.name);
        if (e.effect == SpellRecord::Effect::Burning)
            return you ? tr("You cast %1: %2 burns for %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(e.name, it)
                             .arg(e.amount)
                       : tr("%1 casts %2: you burn for %3 HP a round for %n round(s).", nullptr,
                            e.rounds)
                             .arg(It, e.name)
                             .arg(e.amount);
        return you ? tr("You cast %1 on %2: %3 −%4 for %n round(s).", nullptr, e.rounds)
                         .arg(e.name, it, what)
                         .arg(e.amount)
                   : tr("%1 casts %2 on you: %3 −%4 for %n round(s).", nullptr, e.rounds)
                         .arg(It, e.name, what)
                         .arg(e.amount);
    case Event::Item:
        if (!you) // a monster's draught, should a pack give it one
            return tr("%1 uses %2.").arg(It, e.name);
        if (e.mp && e.amount)
            return tr("You use %1: +%2 HP, +%3 MP.").arg(e.name).arg(e.amount).arg(e.mp);
        return e.mp ? tr("You use %1: +%2 MP.").arg(e.name).arg(e.mp)
                    : tr("You use %1: +%2 HP.").arg(e.name).arg(e.amount);
    case Event::Escape:
        return you ? tr("You escape!") : tr("%1 escapes!").arg(It);
    case Event::EscapeFailed:
        return you ? tr("You try to escape but cannot get away.")
                   : tr("%1 tries to escape but cannot get away.").arg(It);
    case Event::Character:
        if (e.id == QLatin1String("rage"))
            return you ? tr("You fly into a rage!") : tr("%1 flies into a rage!").arg(It);
        return you ? tr("You lose your nerve!") : tr("%1 loses its nerve!").arg(It);
    case Event::Growing:
        return you ? tr("You recover %1 HP (growing).").arg(e.amount)
                   : tr("%1 recovers %2 HP (growing).").arg(It).arg(e.amount);
    case Event::Burning:
        return you ? tr("You burn for %1 damage.").arg(e.amount)
                   : tr("%1 burns for %2 damage.").arg(It).arg(e.amount);
    case Event::Expired:
        // On the one whose turn it was, a debuff or a buff.
        if (e.debuff)
            return you ? tr("The %1 on you wears off.").arg(what)
                       : tr("The %1 on %2 wears off.").arg(what, it);
        return you ? tr("Your %1 wears off.").arg(what) : tr("%1's %2 wears off.").arg(It, what);
    case Event::Died:
        return you ? tr("You fall.") : tr("%1 dies.").arg(It);
    }
    return QString();
}

QString Words::logLine(const LogEntry &entry, const Pack *pack) {
    using K = LogEntry::Kind;
    const Names names{pack};
    const auto text = [&](const char *key) { return entry.text(QLatin1String(key)); };
    const auto number = [&](const char *key) { return entry.number(QLatin1String(key)); };
    const auto flag = [&](const char *key) { return entry.flag(QLatin1String(key)); };
    // "the goblin" inside a sentence, "The goblin" at its start.
    const auto theMonster = [&] { return theName(names.monster(text("monster"))); };
    const auto TheMonster = [&] { return capitalised(theMonster()); };
    const auto item = [&](const char *key = "item") { return names.item(text(key)); };
    const auto spell = [&] { return names.spell(text("spell")); };

    switch (entry.kind) {
    case K::Legacy:
        return text("text"); // worded by an older version: shown as it was written

    case K::HeroEnters:
        // Room by room, the opening line has the room-by-room document's meaning, in our words.
        if (pack && pack->ruleset.levels == Ruleset::Levels::Disposable)
            return tr("You step into the dark of the dungeon.");
        return tr("%1, you enter the dungeon.").arg(text("name"));
    case K::RunOver: {
        bool known = true;
        const DeathCause cause = DeathCause::fromString(text("cause"), &known);
        return tr("The run is over: %1.").arg(deathCause(cause, pack));
    }
    case K::AlreadyWon:
        return tr("You have already won.");
    case K::HeroDied: {
        bool known = true;
        const QString cause = deathCause(DeathCause::fromString(text("cause"), &known), pack);
        // XP is health (the room-by-room document): its death line, kept word for word on
        // purpose (the issue asks for it), then how it came.
        if (pack && pack->ruleset.health == Ruleset::Health::Xp)
            return tr("You have experienced PERMADEATH.") + u' ' +
                   (flag("rooms")
                        ? tr("(%1, in room %2 after %n turn(s).)", nullptr, int(number("turns")))
                              .arg(cause)
                              .arg(number("depth"))
                        : tr("(%1, on depth %2 after %n turn(s).)", nullptr, int(number("turns")))
                              .arg(cause)
                              .arg(number("depth")));
        return flag("rooms")
                   ? tr("You die, %1, in room %2 after %n turn(s).", nullptr, int(number("turns")))
                         .arg(cause)
                         .arg(number("depth"))
                   : tr("You die, %1, on depth %2 after %n turn(s).", nullptr, int(number("turns")))
                         .arg(cause)
                         .arg(number("depth"));
    }
    case K::WinItemTaken:
        return tr("You hold the %1. Now carry it up to depth %2!").arg(item()).arg(number("depth"));
    case K::WonInDaylight:
        return tr("You climb into daylight with the %1. You have won!").arg(item());
    case K::WonBroughtBack:
        return tr("You have brought it back. You have won!");
    case K::LevelUp:
        return tr("You reach level %1 (from %2).").arg(number("level")).arg(number("from"));
    case K::XpGained:
        return tr("+%1 XP.").arg(number("xp"));
    case K::EnteredRoom:
        return tr("Room %1.").arg(number("room"));
    case K::EnteredDepth:
        return flag("again") ? tr("Depth %1 (you have been here before).").arg(number("depth"))
                             : tr("Depth %1.").arg(number("depth"));
    case K::WayBlocked:
        return tr("The way is blocked: %1").arg(text("error"));

    case K::MoveWhere:
        return tr("Move where?");
    case K::OpenWhat:
        return tr("Open what?");
    case K::NoBattle:
        return tr("There is no battle to fight.");
    case K::InBattle:
        return tr("You are in a battle: attack, defend, cast a spell, use an item or escape.");
    case K::FourWaysMove:
        return tr("You can only move north, east, south or west here.");
    case K::FourWaysAim:
        return tr("You can only aim north, east, south or west here.");
    case K::CornerBetween:
        return tr("You cannot reach it round the corner.");
    case K::WallBlocks:
        return tr("A wall blocks the way.");
    case K::CornerSqueeze:
        return tr("You cannot squeeze past the corner.");
    case K::NothingToPickUp:
        return tr("There is nothing here to pick up.");
    case K::NothingToOpen:
        return tr("There is nothing to open there.");
    case K::ChestAlreadyOpen:
        return tr("That chest is already open and empty.");
    case K::ChestOutOfReach:
        return tr("You cannot reach it from here.");
    case K::NoStairsDown:
        // The caves tutorial's flavour: a search for a trapdoor, a leap for the ceiling.
        return flag("rooms") ? tr("There are no stairs here: rooms are left by their doors.")
                             : tr("You look for a trapdoor and find none.");
    case K::NoStairsUp:
        return flag("rooms") ? tr("There is no going back: the rooms behind you are gone.")
                             : tr("You leap for the ceiling and fall back down.");
    case K::ExitSealed:
        return tr("The exit is sealed: %n chip(s) still to find.", nullptr, int(number("chips")));
    case K::BottomOfDungeon:
        return tr("The stairs end in rubble: this is the bottom of the dungeon.");
    case K::WinItemNeeded:
        return tr("You will not leave without the %1.").arg(item());
    case K::WayOutShut:
        return tr("The way out is shut behind you.");
    case K::NoWayThere:
        return tr("You know no way there.");
    case K::AlreadyThere:
        return tr("You are already there.");
    case K::InTheWay:
        return tr("Something stands in the way.");
    case K::AimAtSelf:
        return tr("You cannot aim at yourself.");
    case K::AimUnseen:
        return tr("You cannot see that spot.");
    case K::AimNowhere:
        return tr("You cannot aim there.");
    case K::NothingToShoot:
        return tr("You have nothing to shoot with.");
    case K::BoltNeedsMp:
        return tr("Not enough MP for a bolt (it costs %1).").arg(number("cost"));
    case K::NoSuchSpell:
        return tr("There is no spell called \"%1\".").arg(text("spell"));
    case K::SpellNotLearned:
        return tr("You have not learned %1 yet: cast more %2 spells first.")
            .arg(spell(), element(text("element")));
    case K::SpellOnlyInBattle:
        return tr("%1 can only be cast in battle.").arg(spell());
    case K::NotCarried:
        return tr("You have no %1.").arg(item());
    case K::CannotUse:
        return tr("You cannot use the %1.").arg(item());
    case K::NotEquipment:
        return tr("The %1 is not something to wear or wield.").arg(item());
    case K::NotASlot:
        return tr("\"%1\" is not a slot (melee, ranged, armour, shoes).").arg(text("slot"));
    case K::SlotEmpty:
        return tr("You wear nothing there.");
    case K::NoRangedWeapon:
        return tr("You have no ranged weapon to switch to.");
    case K::BattleOver:
        return tr("The battle is over.");
    case K::NoSuchItem:
        return tr("There is no item \"%1\".").arg(text("item"));
    case K::OnlyMedicineInBattle:
        return tr("Only medicine can be used in a battle.");
    case K::Silenced:
        // The hero's own command refused: in the log's one voice, "you".
        return tr("You are silenced and cannot cast spells.");
    case K::SpellLocked:
        return tr("%1 needs %2 %3 points (you have %4).")
            .arg(spell())
            .arg(number("points"))
            .arg(element(text("element")))
            .arg(number("has"));
    case K::NotEnoughMp:
        return tr("%1 needs %2 MP (you have %3).")
            .arg(spell())
            .arg(number("mp"))
            .arg(number("has"));
    case K::HpFull:
        return tr("HP is already full.");
    case K::MpFull:
        return tr("MP is already full.");
    case K::HpAndMpFull:
        return tr("HP and MP are already full.");
    case K::OnlyHealOutside:
        return tr("Only healing spells can be cast outside a battle.");

    case K::ChipTaken:
        if (number("left") > 0)
            return tr("You pick up a chip (%1 left).").arg(number("left"));
        return flag("opens") ? tr("You pick up the last chip: the exit opens.")
                             : tr("You pick up the last chip.");
    case K::ItemsHere: {
        QStringList here;
        for (const QVariant &v : entry.args.value(QStringLiteral("items")).toList()) {
            const QVariantMap m = v.toMap();
            const QString name = names.item(m.value(QStringLiteral("item")).toString());
            const qint64 count = m.value(QStringLiteral("count")).toLongLong();
            here.append(count > 1 ? tr("%1 × %2").arg(count).arg(name) : name);
        }
        return tr("You see %1 here.").arg(here.join(tr(", ")));
    }
    case K::StairsDownHere:
        return tr("A way down.");
    case K::StairsUpHere:
        return tr("A way up.");
    case K::TrapSprung:
        return tr("%1! %2 (%3 damage).")
            .arg(capitalised(names.trap(text("trap"))), capitalised(names.sprung(text("trap"))))
            .arg(number("damage"));
    case K::EquipmentAgain:
        return tr("Another %1 — you already found one, and leave it.").arg(item());
    case K::ChestMimic:
        return tr("The chest was a %1!").arg(inSentence(names.monster(text("monster"))));
    case K::ChestTrapped:
        return tr("The chest was trapped: %1 (%2 damage).")
            .arg(inSentence(names.trap(text("trap"))))
            .arg(number("damage"));
    case K::ChestOpened: {
        QStringList found;
        for (const QVariant &v : entry.args.value(QStringLiteral("loot")).toList()) {
            const QVariantMap m = v.toMap();
            const QString kind = m.value(QStringLiteral("kind")).toString();
            const QString id = m.value(QStringLiteral("id")).toString();
            const QString name = kind == QLatin1String("item")      ? names.item(id)
                                 : kind == QLatin1String("monster") ? names.monster(id)
                                 : kind == QLatin1String("trap")
                                     ? names.trap(id)
                                     : m.value(QStringLiteral("text")).toString();
            const qint64 count = m.value(QStringLiteral("count")).toLongLong();
            found.append(count != 1 ? tr("%1 × %2").arg(count).arg(name) : name);
        }
        return tr("You open the chest: %1.").arg(found.join(tr(", ")));
    }
    case K::ChestEmpty:
        return tr("The chest is empty.");
    case K::TreasureXp:
        return tr("%1: +%2 XP.").arg(item()).arg(number("xp"));
    case K::TreasureGold:
        return tr("%1: %2 gold.").arg(item()).arg(number("gold"));
    case K::Taken:
        return number("count") > 1 ? tr("You take %1 × %2.").arg(number("count")).arg(item())
                                   : tr("You take the %1.").arg(item());
    case K::WentDown:
        return tr("You go down one level.");
    case K::WentUp:
        return tr("You climb up one level.");
    case K::TravelStopSeen:
        return tr("You stop: something comes into view.");
    case K::TravelStopNear:
        return tr("You stop: something is right beside you.");
    case K::Healed:
        return tr("You heal %1 HP.").arg(number("hp"));
    case K::Burned:
        return tr("You burn for %1 HP.").arg(number("hp"));
    case K::BuffExpired:
        return tr("%1 wears off.").arg(spell());
    case K::Drank: {
        const qint64 hp = number("hp"), mp = number("mp");
        if (hp > 0 && mp > 0)
            return tr("You drink the %1: +%2 HP, +%3 MP.").arg(item()).arg(hp).arg(mp);
        return mp > 0 ? tr("You drink the %1: +%2 MP.").arg(item()).arg(mp)
                      : tr("You drink the %1: +%2 HP.").arg(item()).arg(hp);
    }
    case K::PutOn:
        return text("instead").isEmpty()
                   ? tr("You put on the %1.").arg(item())
                   : tr("You put on the %1 instead of the %2.").arg(item(), item("instead"));
    case K::TookOff:
        return tr("You take off the %1.").arg(item());
    case K::Readied:
        return text("item").isEmpty() ? tr("You put your weapon away and raise your fists.")
                                      : tr("You ready the %1.").arg(item());
    case K::GuardRaised:
        return tr("You raise your guard.");

    case K::BoltCostsXp:
        return tr("The bolt costs you %1 XP.").arg(number("cost"));
    case K::MissileWall:
        return flag("bolt") ? tr("The bolt flies off and bursts on the wall.")
                            : tr("Your shot hits the wall.");
    case K::MissileMisses:
        return tr("Your shot misses %1.").arg(theMonster());
    case K::MissileHits:
        return flag("bolt")
                   ? tr("The bolt hits %1 for %2.").arg(theMonster()).arg(number("damage"))
                   : tr("The shot hits %1 for %2.").arg(theMonster()).arg(number("damage"));
    case K::HealCast:
        return tr("You cast %1: +%2 HP.").arg(spell()).arg(number("hp"));
    case K::BuffCast:
        return tr("You cast %1 (%n round(s)).", nullptr, int(number("rounds"))).arg(spell());
    case K::SpellWall:
        return tr("%1 bursts on the wall.").arg(spell());
    case K::SpellTakesHold:
        return tr("%1 takes hold of %2 (%n round(s)).", nullptr, int(number("rounds")))
            .arg(spell(), theMonster());
    case K::SpellBlocked:
        return tr("%1 cannot harm %2.").arg(spell(), theMonster());
    case K::SpellHits:
        return flag("restricted")
                   ? tr("%1 hits %2 for %3 (its element is weak to it).")
                         .arg(spell(), theMonster())
                         .arg(number("damage"))
                   : tr("%1 hits %2 for %3.").arg(spell(), theMonster()).arg(number("damage"));
    case K::HeroBlocked:
        return tr("Your blow glances off %1: it is invincible.").arg(theMonster());
    case K::HeroMisses:
        return tr("You miss %1.").arg(theMonster());
    case K::HeroHits:
        return flag("critical")
                   ? tr("Critical! You hit %1 for %2.").arg(theMonster()).arg(number("damage"))
                   : tr("You hit %1 for %2.").arg(theMonster()).arg(number("damage"));
    case K::MonsterDies:
        return tr("%1 dies.").arg(TheMonster());
    case K::TrophyDropped:
        return tr("It drops a %1.").arg(item());
    case K::XpDrained:
        return tr("%1 touches you: −%2 XP.").arg(TheMonster()).arg(number("xp"));
    case K::MonsterBlocked:
        return tr("%1 cannot harm you.").arg(TheMonster());
    case K::MonsterMisses:
        return tr("%1 misses you.").arg(TheMonster());
    case K::MonsterHits:
        return flag("critical")
                   ? tr("Critical! %1 hits you for %2.").arg(TheMonster()).arg(number("damage"))
                   : tr("%1 hits you for %2.").arg(TheMonster()).arg(number("damage"));
    case K::MonsterShoots:
        return number("damage") > 0
                   ? tr("%1 shoots you for %2.").arg(TheMonster()).arg(number("damage"))
                   : tr("%1 shoots and misses.").arg(TheMonster());

    case K::BattleBegins:
        return tr("A battle with %1 begins!").arg(theMonster());
    case K::BattleLine: {
        const auto line = BattleLogEntry::fromJson(
            QJsonObject::fromVariantMap(entry.args.value(QStringLiteral("entry")).toMap()));
        if (!line)
            return QString();
        return battleLine(*line, names.monster(text("monster")), pack);
    }
    case K::Escaped:
        return tr("You get away.");
    case K::MonsterFled:
        return tr("%1 flees and is gone for good.").arg(TheMonster());
    case K::LastRoom:
        return tr("This is the last room: its doors lead nowhere.");
    case K::Dropped:
        return tr("You drop the %1.").arg(item());
    case K::BumpedInto:
        return flag("xp") ? tr("You walk into %1: −%2 XP.").arg(theMonster()).arg(number("damage"))
                          : tr("You walk into %1: −%2 HP.").arg(theMonster()).arg(number("damage"));
    case K::MonsterWaiting:
        return tr("%1 keeps its distance after the fight: it will not fight you now.")
            .arg(TheMonster());
    case K::InDoorway:
        return tr("You stand in the doorway; it leads on once you have taken %n more step(s) "
                  "in the room.",
                  nullptr, int(number("steps")));
    }
    return QString();
}

} // namespace pd
