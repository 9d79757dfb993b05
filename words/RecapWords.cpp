#include "RecapWords.h"

#include "Words.h"
#include "data/Pack.h"
#include "engine/Game.h"

namespace pd {

namespace {

QString recapCapitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

bool recapRooms(const Game &game) {
    return game.pack().ruleset.levels == Ruleset::Levels::Disposable;
}

} // namespace

QString RecapWords::blow(const Blow &b, const Game &game) {
    const Pack *pack = &game.pack();
    const QString monster = Words::theName(Words::monsterName(pack, b.id));
    switch (b.how) {
    case Blow::How::Melee:
        return tr("%1 hits you for %2").arg(monster).arg(b.damage);
    case Blow::How::Missile:
        return tr("%1 shoots you for %2").arg(monster).arg(b.damage);
    case Blow::How::Contact:
        return tr("touching %1 costs you %2").arg(monster).arg(b.damage);
    case Blow::How::Breath:
        return b.detail.isEmpty() ? tr("%1 breathes at you for %2").arg(monster).arg(b.damage)
                                  : tr("%1 breathes %2 at you for %3")
                                        .arg(monster, Words::inSentence(Words::element(b.detail)))
                                        .arg(b.damage);
    case Blow::How::Blast:
        return tr("%1 bursts and the blast hits you for %2").arg(monster).arg(b.damage);
    case Blow::How::Spell:
        return tr("%1 casts %2 at you for %3")
            .arg(monster, Words::spellName(pack, b.detail))
            .arg(b.damage);
    case Blow::How::Trap:
        return tr("a %1 hits you for %2")
            .arg(Words::inSentence(Words::trapName(pack, b.id)))
            .arg(b.damage);
    case Blow::How::ChestTrap:
        return tr("a trapped chest's %1 hits you for %2")
            .arg(Words::inSentence(Words::trapName(pack, b.detail)))
            .arg(b.damage);
    case Blow::How::Effect:
        return tr("%1 hurts you for %2")
            .arg(Words::inSentence(pack->item(b.id) ? Words::itemName(game, b.id)
                                                    : Words::spellName(pack, b.id)))
            .arg(b.damage);
    case Blow::How::Poison:
        return tr("the poison burns you for %1").arg(b.damage);
    case Blow::How::Burning:
        return tr("the flames burn you for %1").arg(b.damage);
    case Blow::How::Fall:
        return tr("the fall hurts you for %1").arg(b.damage);
    case Blow::How::Lava:
        return tr("the lava takes your last %1").arg(b.damage);
    case Blow::How::Bolt:
        return tr("the bolt costs you %1").arg(b.damage);
    }
    return QString();
}

QString RecapWords::blowLine(const Blow &b, const Game &game) {
    const bool xp = game.pack().ruleset.health == Ruleset::Health::Xp;
    const QString what = blow(b, game);
    QString where = recapRooms(game) ? tr("Turn %1, room %2").arg(b.turn).arg(b.depth)
                                     : tr("Turn %1, depth %2").arg(b.turn).arg(b.depth);
    if (b.fatal)
        return tr("%1: %2 (fatal).").arg(where, what);
    return xp ? tr("%1: %2 (XP %3 left).").arg(where, what).arg(b.hpAfter)
              : tr("%1: %2 (HP %3 left).").arg(where, what).arg(b.hpAfter);
}

QString RecapWords::kills(const RunReport &r, const Game &game) {
    if (r.kills.isEmpty())
        return QString();
    QStringList parts;
    for (const auto &[monster, count] : r.kills)
        //: One kind of monster killed and how many: "goblin × 3"
        parts << tr("%1 × %2")
                     .arg(Words::inSentence(Words::monsterName(&game.pack(), monster)))
                     .arg(count);
    return tr("Killed: %1").arg(parts.join(tr(", ")));
}

QString RecapWords::identified(const RunReport &r, const Game &game) {
    if (r.identified.isEmpty())
        return QString();
    QStringList parts;
    for (const QString &item : r.identified) {
        const QString look = Words::appearanceName(game, item);
        const QString name = Words::itemName(&game.pack(), item);
        //: An item kind identified this run: its look, then what it was ("Murky potion: healing")
        parts << (look.isEmpty() ? name : tr("%1: %2").arg(look, Words::inSentence(name)));
    }
    return tr("Identified: %1").arg(parts.join(tr(", ")));
}

QString RecapWords::spells(const RunReport &r, const Game &game) {
    if (r.spells.isEmpty())
        return QString();
    QStringList parts;
    for (const QString &spell : r.spells)
        parts << Words::spellName(&game.pack(), spell);
    return tr("Spells learned: %1").arg(parts.join(tr(", ")));
}

QString RecapWords::totals(const RunReport &r, const Game &game) {
    const QString line = recapRooms(game)
                             ? tr("Room %1 · %2 turns").arg(r.depth).arg(r.turns)
                             : tr("Deepest depth %1 · %2 turns").arg(r.deepest).arg(r.turns);
    return r.hasGold ? tr("%1 · %2 gold").arg(line).arg(r.gold) : line;
}

QStringList RecapWords::runLines(const Game &game) {
    const RunReport r = game.runReport();
    QStringList lines;
    for (const QString &line :
         {kills(r, game), identified(r, game), spells(r, game), totals(r, game)})
        if (!line.isEmpty())
            lines << line;
    return lines;
}

QStringList RecapWords::recapText(const Game &game, int n) {
    QStringList lines;
    const QList<Blow> blows = game.lastBlows(n);
    if (!blows.isEmpty()) {
        lines << tr("The last blows:");
        for (const Blow &b : blows)
            lines << QStringLiteral("  ") + recapCapitalised(blowLine(b, game));
    }
    lines << tr("This run:");
    for (const QString &line : runLines(game))
        lines << QStringLiteral("  ") + line;
    return lines;
}

} // namespace pd
