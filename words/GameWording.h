#pragma once

#include "data/ItemRecord.h"
#include "data/SpellRecord.h"
#include "data/Stats.h"
#include "engine/GameEvent.h"
#include "gen/Geometry.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pd {

class Game;
class Pack;
struct MonsterTrick;
struct Buff;

// The words for a game's things as the Game tab shows them: attribute and buff names, items'
// kinds and cards, and look mode's description of a cell (only what the hero knows: no hidden
// trap, no mimic, no monster out of sight). The log's lines are Words::logLine's.
class GameWording {
    Q_DECLARE_TR_FUNCTIONS(GameWording)

public:
    static QString statName(Stat s);
    static QString buffName(const Buff &b);
    // The items menu's headings ("Medicine", "Weapons", ...) and the equipment's slots.
    static QString itemCategory(ItemRecord::Kind kind);
    static QString slotName(ItemRecord::Slot slot);
    static QString spellType(SpellRecord::Type type);
    static QString elementName(Element element);
    // An item's card for the menus, in plain words: its name, its kind and tier, the pack's
    // description, the numbers (what it restores or adds, its reach and shot, what is worn in
    // its slot now, its worth) and how many the hero carries ("" when none).
    struct ItemCard {
        QString name;
        QString kind;
        QString description;
        QStringList numbers;
        QString carried;
    };
    static ItemCard itemCard(const Game &game, const ItemRecord &item);
    // What a list of effects does, in one line: "teleports you; asleep for 10 turns (every
    // monster in view)". Empty for an empty list.
    static QString effects(const Pack *pack, const QList<MapEffect> &effects);
    // "+4 attack, +2 defence": the non-zero attributes with their signs.
    static QString statChanges(const Stats &stats);
    // A worn piece's numbers: its attribute changes and the noise it adds ("+6 attack, −15 HP,
    // +3 noise"); "?" for a kind not yet known. Empty when it changes nothing.
    static QString gearChanges(const Game &game, const ItemRecord &item);
    // "+3 noise" / "−2 noise": the cells a worn piece adds to how far the hero is heard.
    static QString noiseChange(int noise);
    // What the hero knows of the cell; empty when the cell was never seen.
    static QString describeCell(const Game &game, Point cell);
    // The bump-combat tutorial's health as words: "unhurt", "wounded", ...
    static QString healthWord(qint64 hp, qint64 max);

    // A monster in view, for the sidebar's list and its look card: its name, its tier ("" for
    // a plain one), how it is ("wounded, chasing you"), and the card's lines: its HP, attack,
    // defence and speed, what it shoots and what its touch costs, each trick in words, when it
    // flees, what holds it; then the pack's description.
    struct MonsterCard {
        QString name;
        QString tier;
        QString state;
        qint64 hp = 0;
        qint64 maxHp = 0;
        QStringList lines;
        QString description;
    };
    static MonsterCard monsterCard(const Game &game, int actorId);
    // One trick in a few words: "breathes fire (2d8, every 5 turns)", "steals, then flees".
    static QString trickWords(const Pack &pack, const MonsterTrick &trick, int depth);
};

} // namespace pd
