#pragma once

#include "data/ItemRecord.h"
#include "data/SpellRecord.h"
#include "data/Stats.h"
#include "engine/GameEvent.h"
#include "gen/Geometry.h"

#include <QCoreApplication>
#include <QString>

namespace pd {

class Game;
struct Buff;

// The Game tab's words for what the core reports as data: attribute and buff names, the log's
// lines, and look mode's description of a cell (only what the hero knows: no hidden trap, no
// mimic, no monster out of sight).
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
    // An item's card for the menus (rich text): its kind and tier, the pack's description and
    // the numbers: what it restores or adds, its reach and shot, what is worn in its slot now.
    static QString describeItem(const Game &game, const ItemRecord &item);
    // "+4 attack, +2 defence": the non-zero attributes with their signs.
    static QString statChanges(const Stats &stats);
    static QString logLine(const Game &game, const LogEntry &entry);
    static QString cause(const Game &game);
    // What the hero knows of the cell; empty when the cell was never seen.
    static QString describeCell(const Game &game, Point cell);
    // The bump-combat tutorial's health as words: "unhurt", "wounded", ...
    static QString healthWord(qint64 hp, qint64 max);
};

} // namespace pd
