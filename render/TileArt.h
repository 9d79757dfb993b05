#pragma once

#include "engine/Direction.h"

#include <QColor>
#include <QString>

class QPainter;

namespace pd::tileart {

// The project's own tiles, drawn with QPainter into a square of `s` device pixels. `variant`
// picks one of a few looks for the same thing (floors and walls vary from cell to cell).
void wall(QPainter &p, int s, QColor stone, int variant);
void floor(QPainter &p, int s, QColor ground, QColor grain, int variant);
void door(QPainter &p, int s, QColor wood, bool open);
void stairs(QPainter &p, int s, QColor colour, bool down);
// Terrain with rules (docs/rules.md "Terrain"): `what` is "deep-water", "lava", "chasm", "bridge"
// or "grass"; `colour` its main colour (a pack's tileset may recolour it).
void terrain(QPainter &p, int s, const QString &what, QColor colour);
void chest(QPainter &p, int s, QColor colour, bool open);
void trap(QPainter &p, int s, const QString &id, QColor colour, bool sprung);
void chip(QPainter &p, int s, QColor colour);
// An item by its kind name ("medicine", "weapon", "armour", "shoes", "treasure", ...).
void item(QPainter &p, int s, const QString &kind, QColor colour);
// A creature: the hero (`race` "hero"), or a monster by race or id ("goblin", "zombie",
// "archer", "rat", "ghoul", "fungus", "golem", "mimic"; anything else gets a figure of its
// own from its colour and glyph), with its tier's mark (1 leader, 2 king).
// `facing` mirrors it (west) or shows its back (north); `frame` is its walk cycle (as in the
// room-by-room chapter): 0 standing, 1 and 2 the two strides.
void figure(QPainter &p, int s, const QString &race, int tier, QColor colour, Direction facing,
            int frame, const QString &glyph);

} // namespace pd::tileart
