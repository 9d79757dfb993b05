#pragma once

// The small pack the RPG tests share: one spell per effect, monsters that force each branch of
// the monster's decision tree, two medicines and a few pieces of equipment. Numbers are chosen
// so the expected values in the tests can be worked out by hand.

#include "PackFixture.h"

#include <QtTest>

namespace pd::test {

inline QByteArray rpgRuleset() {
    return R"({"format": 1, "battle": "screen",
      "dungeon": {"depth": 1, "bands": [{"from": 1, "to": 1, "generator": "gen"}]},
      "hero": {"name": "Hero",
               "stats": {"hp": 100, "mp": 30, "atk": 20, "def": 10, "cri": 0, "hit": 30, "dop": 10},
               "experience": [0, 10, 30, 60],
               "levelGains": {"hp": 10, "mp": 5, "atk": 2, "def": 1, "cri": 1, "hit": 2, "dop": 1},
               "inventory": [{"item": "potion", "count": 2}, {"item": "ether", "count": 1}]},
      "combat": {"criticalPercent": 150, "defendPercent": 75},
      "spells": {"unlock": [0, 3, 8], "restrict": [4, 3]},
      "characters": {"chancePercent": 20}})";
}

inline QByteArray rpgSpells() {
    return R"({"format": 1, "spells": [
      {"id": "water-bolt", "name": "Water bolt", "element": "Water", "level": 1, "type": "attack", "mp": 4, "power": 10, "bonusRate": 1.5},
      {"id": "water-flood", "name": "Flood", "element": "Water", "level": 3, "type": "attack", "mp": 12, "power": 40, "bonusRate": 2},
      {"id": "fire-bolt", "name": "Fire bolt", "element": "Fire", "level": 1, "type": "attack", "mp": 5, "power": 12, "bonusRate": 1},
      {"id": "fire-blast", "name": "Fire blast", "element": "Fire", "level": 2, "type": "attack", "mp": 9, "power": 30, "bonusRate": 2},
      {"id": "wood-mend", "name": "Mend", "element": "Wood", "level": 1, "type": "heal", "mp": 4, "power": 20, "bonusRate": 2.5},
      {"id": "wood-balm", "name": "Balm", "element": "Wood", "level": 2, "type": "heal", "mp": 8, "power": 45, "bonusRate": 2},
      {"id": "wood-grow", "name": "Grow", "element": "Wood", "level": 1, "type": "buff", "effect": "growing", "mp": 5, "power": 5, "rounds": 3, "bonusRate": 0.5},
      {"id": "earth-wall", "name": "Wall", "element": "Earth", "level": 1, "type": "buff", "effect": "invincible", "mp": 6, "power": 0, "rounds": 1, "bonusRate": 0},
      {"id": "earth-skin", "name": "Skin", "element": "Earth", "level": 1, "type": "buff", "effect": "def", "mp": 4, "power": 10, "rounds": 3, "bonusRate": 0.5},
      {"id": "holy-might", "name": "Might", "element": "Holy", "level": 1, "type": "buff", "effect": "atk", "mp": 3, "power": 6, "rounds": 3, "bonusRate": 0.5},
      {"id": "holy-eye", "name": "Eye", "element": "Holy", "level": 1, "type": "buff", "effect": "hit", "mp": 3, "power": 8, "rounds": 2, "bonusRate": 0},
      {"id": "holy-step", "name": "Step", "element": "Holy", "level": 1, "type": "buff", "effect": "dop", "mp": 3, "power": 9, "rounds": 2, "bonusRate": 0},
      {"id": "holy-edge", "name": "Edge", "element": "Holy", "level": 1, "type": "buff", "effect": "cri", "mp": 3, "power": 100, "rounds": 2, "bonusRate": 0},
      {"id": "evil-weak", "name": "Weaken", "element": "Evil", "level": 1, "type": "debuff", "effect": "atk", "mp": 4, "power": 4, "rounds": 3, "bonusRate": 0.5},
      {"id": "evil-rot", "name": "Rot", "element": "Evil", "level": 1, "type": "debuff", "effect": "def", "mp": 4, "power": 5, "rounds": 2, "bonusRate": 0},
      {"id": "evil-blind", "name": "Blind", "element": "Evil", "level": 1, "type": "debuff", "effect": "hit", "mp": 4, "power": 7, "rounds": 2, "bonusRate": 0},
      {"id": "evil-slow", "name": "Slow", "element": "Evil", "level": 1, "type": "debuff", "effect": "dop", "mp": 4, "power": 6, "rounds": 2, "bonusRate": 0},
      {"id": "evil-hush", "name": "Hush", "element": "Evil", "level": 1, "type": "debuff", "effect": "silence", "mp": 5, "power": 0, "rounds": 2, "bonusRate": 0},
      {"id": "evil-brand", "name": "Brand", "element": "Evil", "level": 1, "type": "debuff", "effect": "burning", "mp": 5, "power": 7, "rounds": 3, "bonusRate": 0}
    ]})";
}

inline QByteArray rpgMonsters() {
    return R"({"format": 1, "monsters": [
      {"id": "brute", "name": "Brute", "race": "ogre", "tier": "normal", "level": 1, "characters": false,
       "stats": {"hp": 50, "mp": 0, "atk": 20, "def": 0, "cri": 0, "hit": 40, "dop": 0}, "xp": 7, "trophy": "potion"},
      {"id": "imp", "name": "Imp", "race": "imp", "element": "Fire", "tier": "leader", "level": 2, "characters": false,
       "stats": {"hp": 40, "mp": 20, "atk": 10, "def": 0, "cri": 0, "hit": 20, "dop": 0}, "xp": 15},
      {"id": "shaman", "name": "Shaman", "race": "orc", "tier": "normal", "level": 1, "characters": false,
       "spells": ["wood-mend", "earth-skin", "evil-weak", "fire-bolt"],
       "stats": {"hp": 60, "mp": 30, "atk": 10, "def": 0, "cri": 0, "hit": 20, "dop": 0}, "xp": 9},
      {"id": "coward", "name": "Coward", "race": "kobold", "tier": "normal", "level": 1, "characters": false, "fleeBelow": 50,
       "stats": {"hp": 40, "atk": 5, "def": 0, "cri": 0, "hit": 90, "dop": 90}, "xp": 3},
      {"id": "goblin", "name": "Goblin", "race": "goblin", "element": "Fire", "tier": "normal", "level": 1,
       "stats": {"hp": 30, "mp": 6, "atk": 12, "def": 4, "cri": 5, "hit": 18, "dop": 10}, "xp": 12, "trophy": "potion"},
      {"id": "troll-king", "name": "Troll king", "race": "troll", "tier": "king", "level": 3, "characters": false,
       "stats": {"hp": "2d20+60", "atk": 26, "def": 12, "cri": 5, "hit": 30, "dop": 8}, "xp": 90}
    ]})";
}

inline QByteArray rpgItems() {
    return R"({"format": 1, "items": [
      {"id": "potion", "name": "Potion", "kind": "medicine", "tier": 1, "restores": {"hp": 30}},
      {"id": "ether", "name": "Ether", "kind": "medicine", "tier": 1, "restores": {"mp": 10}},
      {"id": "elixir", "name": "Elixir", "kind": "medicine", "tier": 3, "restores": {"hp": 50, "mp": 50}},
      {"id": "sword-1", "name": "Sword", "kind": "weapon", "tier": 1, "bonus": {"atk": 4, "cri": 2}},
      {"id": "sword-2", "name": "Great sword", "kind": "weapon", "tier": 2, "bonus": {"atk": 9, "cri": 4}},
      {"id": "mail-1", "name": "Mail", "kind": "armour", "tier": 1, "bonus": {"def": 5}},
      {"id": "boots-2", "name": "Boots", "kind": "shoes", "tier": 2, "bonus": {"hit": 6, "dop": 6}},
      {"id": "gold", "name": "Gold", "kind": "treasure", "worth": 10}
    ]})";
}

// Loads the RPG test pack; says so when it does not load without errors. (It has warnings: its
// records are a bench for the rules, and no table of a level gives them.)
inline Pack loadRpgPack(const QByteArray &ruleset = rpgRuleset()) {
    PackFixture fixture({{QStringLiteral("ruleset.json"), ruleset},
                         {QStringLiteral("tables.json"), tablesFile({})},
                         {QStringLiteral("spells.json"), rpgSpells()},
                         {QStringLiteral("monsters.json"), rpgMonsters()},
                         {QStringLiteral("items.json"), rpgItems()}});
    Diagnostics d;
    Pack pack = fixture.load(d);
    if (d.hasErrors())
        qWarning("%s", qPrintable(d.toStringList().join(QLatin1Char('\n'))));
    return pack;
}

} // namespace pd::test
