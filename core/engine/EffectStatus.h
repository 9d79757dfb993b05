#pragma once

#include "data/MapEffect.h"
#include "rpg/Status.h"

#include <optional>

namespace pd {

// The status an effect puts on, for the kinds that put one on (detect-monsters: telepathic).
// The engine applies it; the words name it.
inline std::optional<StatusKind> effectStatus(MapEffect::Kind kind) {
    using K = MapEffect::Kind;
    switch (kind) {
    case K::Haste:
        return StatusKind::Hasted;
    case K::Slow:
        return StatusKind::Slowed;
    case K::Confuse:
        return StatusKind::Confusion;
    case K::Fear:
        return StatusKind::Afraid;
    case K::Sleep:
        return StatusKind::Asleep;
    case K::Paralyse:
        return StatusKind::Paralysis;
    case K::Poison:
        return StatusKind::Poison;
    case K::Burn:
        return StatusKind::Burning;
    case K::Invisibility:
        return StatusKind::Invisible;
    case K::DetectMonsters:
        return StatusKind::Telepathic;
    default:
        return std::nullopt;
    }
}

} // namespace pd
