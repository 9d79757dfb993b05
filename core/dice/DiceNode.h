#pragma once

#include <QString>
#include <QtGlobal>

#include <functional>
#include <memory>

namespace pd {

// One node of a parsed dice expression. Built by DiceParser, immutable afterwards and shared
// between copies of a DiceExpression. Parentheses leave no node: the tree's shape records them.
struct DiceNode {
    enum class Kind { Number, Dice, Negate, Add, Subtract, Multiply };
    enum class Keep { All, KeepHighest, KeepLowest, DropHighest, DropLowest };
    enum class Reroll { None, Until, Once };

    Kind kind = Kind::Number;
    qint64 value = 0; // Number

    // Dice: count dice of sides faces with their modifiers.
    int count = 1;
    int sides = 1;
    Keep keep = Keep::All;
    int keepCount = 0; // the number after kh/kl/dh/dl
    bool explode = false;
    Reroll reroll = Reroll::None;
    int rerollMax = 0; // faces <= rerollMax are rerolled

    std::shared_ptr<const DiceNode> left; // the operand of Negate, or a binary operator's left
    std::shared_ptr<const DiceNode> right;

    // Bounds of this subexpression (all within +/-2^53) and the dice it throws.
    qint64 minimum = 0;
    qint64 maximum = 0;
    int diceCount = 0;

    bool isBinary() const;
    int keptDice() const;      // how many of a Dice node's dice count towards its total
    int lowestFace() const;    // the lowest face a throw can end on after rerolls
    qint64 dieMinimum() const; // one die with its rerolls and explosions
    qint64 dieMaximum() const;
    void computeDiceBounds();  // sets minimum, maximum and diceCount of a Dice node
    QString diceText() const;  // canonical text of a Dice node, e.g. "4d6r1kh3"
    QString canonical() const; // the whole subexpression, minimal parentheses, no spaces

    // Writes the subexpression with every Dice node replaced by dice(node); spaced puts
    // blanks around binary operators ("3d6 [1, 2, 3] + 2").
    QString format(const std::function<QString(const DiceNode &)> &dice, bool spaced) const;
};

} // namespace pd
