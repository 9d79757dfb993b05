#include "GameWording.h"
#include "Words.h"

#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/EffectStatus.h"
#include "engine/Game.h"
#include "engine/PlayerView.h"

namespace pd {

QString GameWording::statName(Stat s) {
    switch (s) {
    case Stat::Hp:
        return tr("HP");
    case Stat::Mp:
        return tr("MP");
    case Stat::Atk:
        return tr("Attack");
    case Stat::Def:
        return tr("Defence");
    case Stat::Cri:
        return tr("Critical");
    case Stat::Hit:
        return tr("Accuracy");
    case Stat::Dop:
        return tr("Dodge");
    }
    return {};
}

QString GameWording::buffName(const Buff &b) {
    using E = SpellRecord::Effect;
    const QString sign = b.debuff ? QStringLiteral("−") : QStringLiteral("+");
    switch (b.effect) {
    case E::Atk:
        return tr("%1%2 attack").arg(sign).arg(b.amount);
    case E::Def:
        return tr("%1%2 defence").arg(sign).arg(b.amount);
    case E::Hit:
        return tr("%1%2 accuracy").arg(sign).arg(b.amount);
    case E::Dop:
        return tr("%1%2 dodge").arg(sign).arg(b.amount);
    case E::Cri:
        return tr("%1%2 critical").arg(sign).arg(b.amount);
    case E::Invincible:
        return tr("Invincible");
    case E::Growing:
        return tr("Growing (+%1 HP a turn)").arg(b.amount);
    case E::Silence:
        return tr("Silenced");
    case E::Burning:
        return tr("Burning (−%1 HP a turn)").arg(b.amount);
    case E::None:
        break;
    }
    return tr("Effect");
}

QString GameWording::itemCategory(ItemRecord::Kind kind) {
    using K = ItemRecord::Kind;
    switch (kind) {
    case K::Medicine:
        return tr("Medicine");
    case K::Weapon:
        return tr("Weapons");
    case K::Armour:
        return tr("Armour");
    case K::Shoes:
        return tr("Shoes");
    case K::Treasure:
        return tr("Treasure");
    case K::Chip:
        return tr("Chips");
    case K::Artefact:
        return tr("Artefacts");
    case K::Scroll:
        return tr("Scrolls");
    case K::Wand:
        return tr("Wands");
    case K::Thrown:
        return tr("Thrown weapons");
    case K::Key:
        return tr("Keys");
    case K::Ring:
        return tr("Rings");
    }
    return {};
}

QString GameWording::slotName(ItemRecord::Slot slot) {
    using S = ItemRecord::Slot;
    switch (slot) {
    case S::Melee:
        return tr("Melee weapon");
    case S::Ranged:
        return tr("Ranged weapon");
    case S::Armour:
        return tr("Armour");
    case S::Shoes:
        return tr("Shoes");
    case S::Ring:
        return tr("Ring");
    case S::None:
        break;
    }
    return {};
}

QString GameWording::spellType(SpellRecord::Type type) {
    using T = SpellRecord::Type;
    switch (type) {
    case T::Attack:
        return tr("attack");
    case T::Heal:
        return tr("heal");
    case T::Buff:
        return tr("buff");
    case T::Debuff:
        return tr("debuff");
    case T::Effect:
        return tr("effect");
    }
    return {};
}

QString GameWording::elementName(Element element) {
    // A heading's or a table's word: capitalised ("Water"), in any language.
    QString word = Words::element(pd::elementName(element));
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}

GameWording::ItemCard GameWording::itemCard(const Game &game, const ItemRecord &item) {
    ItemCard card;
    card.name = Words::itemName(game, item.id);
    card.kind = itemCategory(item.kind);
    if (item.isEquipment())
        card.kind = slotName(item.slot);
    // An unknown kind tells nothing of what it does: no tier, description or numbers.
    const bool known = game.isKnown(item.id);
    if (item.tier > 0 && known)
        card.kind = tr("%1, tier %2").arg(card.kind).arg(item.tier);
    card.description = known ? Words::description(&game.pack(), PackTexts::Kind::Item, item.id)
                             : tr("You do not know what it is: use it to find out, or call it "
                                  "something.");
    QStringList &numbers = card.numbers;
    if (item.kind == ItemRecord::Kind::Medicine && known) {
        if (item.restores[Stat::Hp] > 0)
            numbers << tr("Restores %1 HP.").arg(item.restores[Stat::Hp]);
        if (item.restores[Stat::Mp] > 0)
            numbers << tr("Restores %1 MP.").arg(item.restores[Stat::Mp]);
        if (game.pack().ruleset.health == Ruleset::Health::Xp)
            numbers << tr("You have %1 XP.").arg(game.hero().hp);
        else
            numbers << tr("You have %1 of %2 HP and %3 of %4 MP.")
                           .arg(game.hero().hp)
                           .arg(game.heroMaxHp())
                           .arg(game.hero().mp)
                           .arg(game.heroMaxMp());
    }
    if (item.isEquipment()) {
        if (!item.bonus.isZero() && known)
            numbers << tr("While worn: %1.").arg(statChanges(item.bonus));
        if (item.noise > 0 && known)
            numbers << tr("Loud: monsters hear you %n cell(s) further while you wear it.", "",
                          item.noise);
        else if (item.noise < 0 && known)
            numbers << tr("Quiet: monsters hear you %n cell(s) less far while you wear it.", "",
                          -item.noise);
        // Two hands (docs/rules.md "Two-handed weapons"): what putting it on would take off.
        const HeroState &hero = game.state().hero;
        const QString ranged = hero.equipment.worn(ItemRecord::Slot::Ranged);
        const QString melee = hero.equipment.worn(ItemRecord::Slot::Melee);
        const ItemRecord *meleeRecord = game.pack().item(melee);
        if (item.twoHanded && game.pack().item(ranged) && melee != item.id)
            numbers << tr("Two-handed: putting it on puts your %1 in your pack.")
                           .arg(Words::itemName(game, ranged));
        else if (item.twoHanded)
            numbers << tr("Two-handed: no ranged weapon can be worn with it.");
        else if (item.slot == ItemRecord::Slot::Ranged && meleeRecord && meleeRecord->twoHanded)
            numbers << tr("Your %1 needs both hands: putting this on puts it in your pack.")
                           .arg(Words::itemName(game, melee));
        if (item.range > 0)
            numbers << tr("Reach %1 cells.").arg(item.range);
        if (item.damage.isSet())
            numbers << tr("A shot does %1 damage.").arg(item.damage.text);
        const QString worn = game.state().hero.equipment.worn(item.slot);
        if (const ItemRecord *now = game.pack().item(worn)) {
            numbers << (worn == item.id ? tr("You wear it.")
                                        : tr("Worn now: %1 (%2).")
                                              .arg(Words::itemName(game, worn),
                                                   now->bonus.isZero() && now->noise == 0
                                                       ? tr("nothing added")
                                                       : gearChanges(game, *now)));
        } else {
            numbers << tr("Nothing is worn there now.");
        }
    }
    if (!item.effects.isEmpty() && known)
        numbers << tr("Does: %1.").arg(effects(&game.pack(), item.effects));
    if (item.isThrown() && known) {
        numbers << tr("Thrown up to %1 cells.").arg(item.range);
        if (item.damage.isSet())
            numbers << tr("A hit does %1 damage.").arg(item.damage.text);
    }
    if (item.worth.isSet())
        numbers << tr("Worth %1.").arg(item.worth.text);
    const int carried = game.state().hero.inventory.count(item.id);
    if (carried > 0)
        card.carried = tr("You carry %n.", "", carried);
    // A description that says what a number line says ("Restores 30 HP.") is not said twice.
    const QString said = card.description.trimmed();
    card.numbers.removeIf([&](const QString &line) {
        return line.trimmed().compare(said, Qt::CaseInsensitive) == 0;
    });
    return card;
}

QString GameWording::effects(const Pack *pack, const QList<MapEffect> &effects) {
    using K = MapEffect::Kind;
    QStringList parts;
    for (const MapEffect &e : effects) {
        QString what;
        const std::optional<StatusKind> status =
            e.kind == K::DetectMonsters ? std::nullopt : effectStatus(e.kind); // worded below
        if (status) {
            what = tr("%1 for %n turn(s)", "", e.turns).arg(Words::statusName(*status));
            if ((e.kind == K::Poison || e.kind == K::Burn) && e.amount.isSet())
                what = tr("%1, %2 HP a turn").arg(what, e.amount.text);
        } else {
            switch (e.kind) {
            case K::Heal:
                what = tr("heals %1 HP").arg(e.amount.text);
                break;
            case K::Damage:
                what = tr("%1 damage").arg(e.amount.text);
                break;
            case K::Teleport:
                what = tr("teleports");
                break;
            case K::Blink:
                what = tr("blinks up to %n cell(s) along the aim", "", e.radius);
                break;
            case K::DetectMonsters:
                what = tr("senses every monster for %n turn(s)", "", e.turns);
                break;
            case K::DetectItems:
                what = tr("shows where the level's items lie");
                break;
            case K::MagicMapping:
                what = tr("maps the level");
                break;
            case K::Descend:
                what = tr("sinks to the next depth");
                break;
            case K::Knockback:
                what = tr("pushes back %1 cell(s)").arg(e.amount.text);
                break;
            case K::Summon:
                what = tr("calls %n %1", "", e.count).arg(Words::monsterName(pack, e.monster));
                break;
            case K::Identify:
                what = tr("identifies %n unknown kind(s)", "", e.count);
                break;
            case K::FireCloud:
            case K::GasCloud: {
                const std::optional<StatusKind> carried =
                    e.kind == K::FireCloud ? std::optional<StatusKind>(StatusKind::Burning)
                    : e.status.isEmpty()   ? std::optional<StatusKind>(StatusKind::Poison)
                                           : Statuses::fromName(e.status);
                what = tr("a cloud of %1: %2 for %n turn(s) to whoever stands in it", "", e.turns)
                           .arg(carried ? Words::cloudName(*carried) : e.status,
                                carried ? Words::statusName(*carried) : e.status);
                break;
            }
            default:
                what = MapEffect::kindName(e.kind);
                break;
            }
        }
        switch (e.on) {
        case MapEffect::Target::Self:
            what = tr("%1 (you)").arg(what);
            break;
        case MapEffect::Target::Bolt:
            what = tr("%1 (the first monster in its path)").arg(what);
            break;
        case MapEffect::Target::View:
            what = tr("%1 (every monster in view)").arg(what);
            break;
        case MapEffect::Target::Around:
            what = tr("%1 (every monster within %n cell(s))", "", e.radius).arg(what);
            break;
        }
        parts << what;
    }
    return parts.join(QStringLiteral("; "));
}

QString GameWording::statChanges(const Stats &stats) {
    QStringList parts;
    for (Stat s : kAllStats) {
        if (stats[s] != 0)
            parts << tr("%1%2 %3")
                         .arg(stats[s] > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                         .arg(std::abs(stats[s]))
                         .arg(statName(s));
    }
    return parts.join(QStringLiteral(", "));
}

QString GameWording::noiseChange(int noise) {
    //: The cells a worn piece adds to how far the hero is heard: "+3 noise", "−2 noise"
    return tr("%1%2 noise")
        .arg(noise > 0 ? QStringLiteral("+") : QStringLiteral("−"))
        .arg(std::abs(noise));
}

QString GameWording::gearChanges(const Game &game, const ItemRecord &item) {
    if (!game.isKnown(item.id))
        return QStringLiteral("?");
    QString text = statChanges(item.bonus);
    if (item.noise != 0)
        text = text.isEmpty() ? noiseChange(item.noise)
                              : tr("%1, %2").arg(text, noiseChange(item.noise));
    return text;
}

QString GameWording::healthWord(qint64 hp, qint64 max) {
    if (max <= 0 || hp >= max)
        return tr("unhurt");
    const qint64 pct = hp * 100 / max;
    if (pct >= 75)
        return tr("scratched");
    if (pct >= 50)
        return tr("wounded");
    if (pct >= 25)
        return tr("badly wounded");
    return tr("almost dead");
}

namespace {

QString modeWord(Actor::Mode m) {
    switch (m) {
    case Actor::Mode::Idle:
        return GameWording::tr("idle");
    case Actor::Mode::Patrol:
        return GameWording::tr("on patrol");
    case Actor::Mode::Wander:
        return GameWording::tr("wandering");
    case Actor::Mode::Chase:
        return GameWording::tr("chasing you");
    case Actor::Mode::Return:
        return GameWording::tr("going back");
    case Actor::Mode::Wait:
        return GameWording::tr("waiting");
    case Actor::Mode::Flee:
        return GameWording::tr("fleeing");
    case Actor::Mode::Guard:
        return GameWording::tr("on guard");
    case Actor::Mode::Asleep:
        return GameWording::tr("asleep");
    }
    return {};
}

QString tierWord(MonsterRecord::Tier t) {
    switch (t) {
    case MonsterRecord::Tier::Normal:
        return QString();
    case MonsterRecord::Tier::Leader:
        return GameWording::tr("a leader");
    case MonsterRecord::Tier::King:
        return GameWording::tr("a king");
    }
    return {};
}

QString terrainWord(Tile t) {
    switch (t) {
    case Tile::Wall:
        return GameWording::tr("Stone wall");
    case Tile::Floor:
        return GameWording::tr("Floor");
    case Tile::Door:
        return GameWording::tr("A door");
    case Tile::StairsDown:
        return GameWording::tr("Stairs down");
    case Tile::StairsUp:
        return GameWording::tr("Stairs up");
    case Tile::DeepWater:
        return GameWording::tr("Deep water: you would swim, and what you carry may float away");
    case Tile::Lava:
        return GameWording::tr("Lava: death to step in");
    case Tile::Chasm:
        return GameWording::tr("A chasm: a fall to the depth below");
    case Tile::Bridge:
        return GameWording::tr("A bridge over a chasm");
    case Tile::Grass:
        return GameWording::tr("Tall grass: it hides what lies beyond");
    case Tile::LockedDoor:
        return GameWording::tr("A locked door: a key opens it");
    }
    return {};
}

} // namespace

namespace {

// "poisoned (3 turns), hasted (5 turns)": what the look card says holds the hero or a monster.
QString statusList(const QList<Status> &statuses) {
    QStringList words;
    for (const Status &st : statuses)
        words << GameWording::tr("%1 (%n turn(s))", "", st.turns).arg(Words::statusName(st.kind));
    return words.join(QStringLiteral(", "));
}

} // namespace

QString GameWording::describeCell(const Game &game, Point cell) {
    const KnownCell k = PlayerView::at(game, cell);
    if (!k.explored)
        return QString();
    const Pack &pack = game.pack();
    QStringList parts;
    if (k.hero)
        parts << tr("You, %1.").arg(game.state().hero.stats.name);
    if (k.actor) {
        const MonsterRecord *rec = pack.monster(k.actor->record);
        QString what = rec ? Words::monsterName(&pack, rec->id) : k.actor->record;
        if (rec && !tierWord(rec->tier).isEmpty())
            what = tr("%1 (%2)").arg(what, tierWord(rec->tier));
        parts << tr("%1: %2, %3.")
                     .arg(what, healthWord(k.actor->hp, k.actor->maxHp), modeWord(k.actor->mode));
        if (!k.actor->statuses.isEmpty())
            parts << tr("It is %1.").arg(statusList(k.actor->statuses));
    }
    if (k.hero && !game.state().hero.statuses.isEmpty())
        parts << tr("You are %1.").arg(statusList(game.state().hero.statuses.list()));
    if (k.chestOpened)
        parts << (*k.chestOpened ? tr("An open chest, empty.") : tr("A closed chest."));
    if (!k.trap.isEmpty()) {
        const TrapRecord *rec = pack.trap(k.trap);
        const QString name = rec ? Words::trapName(&pack, rec->id) : k.trap;
        parts << (k.trapSprung ? tr("%1 (sprung).").arg(name) : tr("%1.").arg(name));
    }
    if (k.chip)
        parts << tr("A chip.");
    for (const FloorItem &item : k.items) {
        const ItemRecord *rec = pack.item(item.item);
        const QString name = rec ? Words::itemName(game, rec->id) : item.item;
        parts << (item.count > 1 ? tr("%1 × %2.").arg(item.count).arg(name) : tr("%1.").arg(name));
        if (item.price > 0) // in a vault's shop: picking it up buys it
            parts << tr("For sale: %1 gold.").arg(item.price);
    }
    // A cloud is seen only where the hero looks now (a remembered cell shows none).
    if (const CloudCell *c = k.inView ? clouds::at(game.level(), cell) : nullptr)
        parts << (c->isFire() ? tr("Flames burn here.")
                              : tr("A cloud of %1 hangs here.").arg(Words::cloudName(c->status)));
    // Doors that close (the ruleset's "doors"): shut unless someone in view stands in it.
    const QString terrain =
        k.terrain == Tile::Door && game.pack().ruleset.doors == Ruleset::Doors::Closing
            ? (k.hero || k.actor ? tr("An open door") : tr("A closed door"))
            : terrainWord(k.terrain);
    parts << terrain + (k.inView ? QString() : tr(" (remembered)"));
    return parts.join(u' ');
}

namespace {

// A dice field as the card shows it: "2d8", its depth worked out ("1d4+depth" at depth 3: 1d4+3).
QString diceText(const DiceField &field, int depth) {
    return DiceField::substituteDepth(field.text, depth);
}

} // namespace

QString GameWording::trickWords(const Pack &pack, const MonsterTrick &t, int depth) {
    using K = MonsterTrick::Kind;
    switch (t.kind) {
    case K::Steal:
        return t.amount.isSet() ? tr("steals %1 gold or a thing you carry, then flees")
                                      .arg(diceText(t.amount, depth))
                                : tr("steals a thing you carry, then flees");
    case K::Explode:
        return tr("explodes when it dies (%1 damage within %n cell(s))", nullptr, t.radius)
            .arg(diceText(t.amount, depth));
    case K::Split:
        return tr("splits in two when hit");
    case K::Breath: {
        const QString what = t.element ? Words::element(pd::elementName(*t.element)) : QString();
        const int every = t.every > 0 ? t.every : 5;
        return (what.isEmpty() ? tr("breathes at you every %1 turns (%2 damage, up to %3 cells)")
                                     .arg(every)
                                     .arg(diceText(t.amount, depth))
                               : tr("breathes %1 every %2 turns (%3 damage, up to %4 cells)")
                                     .arg(what)
                                     .arg(every)
                                     .arg(diceText(t.amount, depth)))
            .arg(t.range);
    }
    case K::Summon:
        return tr("calls %n %1", nullptr, t.count)
            .arg(Words::inSentence(Words::monsterName(&pack, t.monster)));
    case K::Invisible:
        return tr("unseen beyond the next cell, but for a while after it strikes or is hurt");
    case K::Pack:
        return t.alone == MonsterTrick::Alone::Flee ? tr("hunts with its kind, and flees alone")
                                                    : tr("hunts with its kind");
    case K::Phase:
        return tr("steps through walls");
    case K::Strike:
        return tr("its blows may leave you %1 (%2 %)")
            .arg(Words::statusName(Statuses::fromName(t.status).value_or(StatusKind::Poison)))
            .arg(t.chance);
    }
    return QString();
}

GameWording::MonsterCard GameWording::monsterCard(const Game &game, int actorId) {
    MonsterCard card;
    const Actor *actor = nullptr;
    for (const Actor &a : game.level().actors)
        if (a.id == actorId)
            actor = &a;
    if (!actor)
        return card;
    const Pack &pack = game.pack();
    const Ruleset &rules = pack.ruleset;
    const MonsterRecord *rec = pack.monster(actor->record);
    const int depth = game.state().depth;
    card.name = rec ? Words::monsterName(&pack, rec->id) : actor->record;
    card.tier = rec ? tierWord(rec->tier) : QString();
    // On the battle screen the monster fought is the battle's copy, hurt and buffed as it is.
    const bool fighting = game.inBattleWith(actorId);
    const Combatant &now = game.combatant(*actor);
    card.hp = now.hp;
    card.maxHp = now.maxHp(rules);
    card.state = tr("%1, %2").arg(healthWord(card.hp, card.maxHp),
                                  fighting ? tr("fighting you") : modeWord(actor->mode));
    const Stats stats = now.effective(rules);
    card.lines << tr("HP %1 of %2").arg(card.hp).arg(card.maxHp);
    // Where a bump is a collision (room by room) its blows play no part: its touch does.
    if (rules.bump != Ruleset::Bump::Contact)
        card.lines << tr("%1 %2 · %3 %4")
                          .arg(statName(Stat::Atk))
                          .arg(stats[Stat::Atk])
                          .arg(statName(Stat::Def))
                          .arg(stats[Stat::Def]);
    if (rec) {
        QString speed = rec->speed > 100   ? tr("Moves fast: %1 % of your pace").arg(rec->speed)
                        : rec->speed < 100 ? tr("Moves slowly: %1 % of your pace").arg(rec->speed)
                                           : tr("Moves at your pace");
        if (rec->stepChance < 100)
            speed = tr("%1, only now and then").arg(speed);
        card.lines << speed;
        if (rec->rangedRange > 0 && rec->rangedDamage.isSet())
            card.lines << tr("Shoots up to %1 cells for %2 damage.")
                              .arg(rec->rangedRange)
                              .arg(diceText(rec->rangedDamage, depth));
        if (rules.bump == Ruleset::Bump::Contact && rec->contact.isSet())
            card.lines << (rules.health == Ruleset::Health::Xp ? tr("Its touch costs you %1 XP.")
                                                               : tr("Its touch does %1 damage."))
                              .arg(diceText(rec->contact, depth));
        for (const MonsterTrick &t : rec->tricks) {
            QString words = trickWords(pack, t, depth);
            if (!words.isEmpty()) {
                words[0] = words[0].toUpper();
                card.lines << words + u'.';
            }
        }
        if (rec->fleeBelow > 0)
            card.lines << tr("Flees below %1 % of its HP.").arg(rec->fleeBelow);
        card.description = Words::description(&pack, PackTexts::Kind::Monster, rec->id);
    }
    const QList<Status> statuses = actor->statuses.list();
    if (!statuses.isEmpty())
        card.lines << tr("It is %1.").arg(statusList(statuses));
    return card;
}

} // namespace pd
