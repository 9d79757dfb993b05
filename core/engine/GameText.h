#pragma once

#include "data/Pack.h"
#include "engine/DeathCause.h"

#include <QString>

// The English the game still writes into its own log lines, shared by the Game*.cpp files (the
// windows word causes, and soon the whole log, themselves through tr()). Internal to the engine.
namespace pd::gametext {

inline QString theName(QString name) {
    // "the goblin warleader": a record's name is capitalised as a title, not in a sentence.
    if (name.size() > 1 && name[1].isLower())
        name[0] = name[0].toLower();
    return QStringLiteral("the ") + name;
}

// The English of a cause in the game's own log lines (which are still worded here; the windows
// word causes themselves through tr()).
inline QString causeWords(const Pack &pack, const DeathCause &cause) {
    const auto monster = [&](const QString &id) {
        const MonsterRecord *m = pack.monster(id);
        return theName(m ? m->name : id);
    };
    switch (cause.kind) {
    case DeathCause::Kind::KilledBy:
        return QStringLiteral("killed by %1").arg(monster(cause.id));
    case DeathCause::Kind::ShotBy:
        return QStringLiteral("shot by %1").arg(monster(cause.id));
    case DeathCause::Kind::CaughtBy: {
        const TrapRecord *t = pack.trap(cause.id);
        return QStringLiteral("caught by a %1").arg((t ? t->name : cause.id).toLower());
    }
    case DeathCause::Kind::TrappedChest:
        return QStringLiteral("killed by a trapped chest");
    case DeathCause::Kind::Bolt:
        return QStringLiteral("spent the last of their strength on a bolt");
    case DeathCause::Kind::Burning:
        return QStringLiteral("burned to death");
    case DeathCause::Kind::NoDungeon:
        return QStringLiteral("the dungeon could not be made");
    case DeathCause::Kind::Won:
        return QStringLiteral("won");
    case DeathCause::Kind::Legacy:
        return cause.text;
    case DeathCause::Kind::None:
        break;
    }
    return QString();
}

inline QString capitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace pd::gametext
