#include "engine/DeathCause.h"

#include <array>

namespace pd {

namespace {

struct Name {
    DeathCause::Kind kind;
    const char *name;
    bool hasId;
};

constexpr std::array<Name, 12> kNames = {{
    {DeathCause::Kind::KilledBy, "killed-by", true},
    {DeathCause::Kind::ShotBy, "shot-by", true},
    {DeathCause::Kind::CaughtBy, "trap", true},
    {DeathCause::Kind::TrappedChest, "trapped-chest", false},
    {DeathCause::Kind::Bolt, "bolt", false},
    {DeathCause::Kind::Burning, "burning", false},
    {DeathCause::Kind::NoDungeon, "no-dungeon", false},
    {DeathCause::Kind::Won, "won", false},
    {DeathCause::Kind::Poison, "poison", false},
    {DeathCause::Kind::Effect, "effect", true},
    {DeathCause::Kind::Lava, "lava", false},
    {DeathCause::Kind::Fall, "fall", false},
}};

} // namespace

QString DeathCause::toString() const {
    if (kind == Kind::Legacy)
        return text;
    for (const Name &n : kNames) {
        if (n.kind == kind)
            return n.hasId ? QString::fromLatin1(n.name) + u':' + id : QString::fromLatin1(n.name);
    }
    return QString();
}

DeathCause DeathCause::fromString(const QString &text, bool *known) {
    if (known)
        *known = true;
    if (text.isEmpty())
        return {};
    const qsizetype colon = text.indexOf(u':');
    const QString head = colon >= 0 ? text.left(colon) : text;
    const QString id = colon >= 0 ? text.mid(colon + 1) : QString();
    for (const Name &n : kNames) {
        if (head == QLatin1String(n.name) && n.hasId == (colon >= 0) && (!n.hasId || !id.isEmpty()))
            return {n.kind, id, {}};
    }
    if (known)
        *known = false;
    return {Kind::Legacy, QString(), text};
}

} // namespace pd
