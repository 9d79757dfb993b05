#pragma once

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace pd {

// One blow the hero took, as data (the front ends word it: words/RecapWords.h): what struck,
// how, for how much, and where the hero stood after it.
struct Blow {
    // Saves never hold these (see RunRecap): a new kind may go anywhere.
    enum class How {
        Melee,     // id: the monster record
        Missile,   // id: the monster record that shot
        Contact,   // id: the monster record (room-by-room rules: touching it costs XP)
        Breath,    // id: the monster record; detail: its element ("Fire"), empty for none
        Blast,     // id: the monster record that burst
        Spell,     // id: the monster record; detail: the spell (a battle screen's attack spell)
        Trap,      // id: the trap record
        ChestTrap, // a chest's trap
        Effect,    // id: the item or spell whose effect hurt (a scroll that burns, ...)
        Poison,    // the poison status's turn (a gas cloud gives it too)
        Burning,   // burning: the status's turn (fire, a fire cloud) or a burning debuff
        Fall,      // a fall into a chasm
        Lava,      // stepped into lava: every HP at once
        Bolt,      // the XP a bolt costs (XP-as-health packs)
    };

    How how = How::Melee;
    QString id;
    QString detail;
    qint64 damage = 0;
    qint64 hpAfter = 0; // the hero's HP (XP in XP-as-health packs) right after it, 0 or more
    int turn = 0;
    int depth = 1; // the depth, or the room in room-by-room packs
    bool fatal = false;

    bool operator==(const Blow &o) const {
        return how == o.how && id == o.id && detail == o.detail && damage == o.damage &&
               hpAfter == o.hpAfter && turn == o.turn && depth == o.depth && fatal == o.fatal;
    }
};

// What a run did that its end screen tells (the death recap, "This run"), kept by the Game as it
// plays. It is made by the commands alone, so it is not part of the state: never saved, never
// hashed (an existing game's save and hash stay as they were). A replay played to its end has
// it; a loaded game gets it from the replay of its commands that proves the save
// (SaveGame::read, Game::restoreRecap).
struct RunRecap {
    static constexpr int kMaxBlows = 16;

    QList<Blow> blows;        // oldest first, the last kMaxBlows
    int recorded = 0;         // blows recorded in the whole run (the bot counts the new ones)
    QMap<QString, int> kills; // monster record -> how many the hero killed
    QStringList identified;   // item kinds identified in play, in the order they were
    bool operator==(const RunRecap &o) const {
        return blows == o.blows && recorded == o.recorded && kills == o.kills &&
               identified == o.identified;
    }
};

// The end screen's "This run", as data (Game::runReport).
struct RunReport {
    QList<QPair<QString, int>> kills; // monster record, count: most first, then by id
    QStringList identified;           // item kinds, in the order they were identified
    QStringList spells;               // spells learned: open at the end, shut at the start
    int deepest = 1;
    int depth = 1;
    int turns = 0;
    qint64 gold = 0;
    bool hasGold = false; // the pack has gold (some treasure or a shop), or the hero has some
};

} // namespace pd
