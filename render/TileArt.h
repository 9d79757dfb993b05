#pragma once

#include "engine/Direction.h"

#include <QColor>
#include <QString>
#include <QStringList>

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
// A creature: the hero (`race` "hero"), or a monster by the race it is drawn as (drawnRace):
// each race of drawnRaces() has a body of its own (bodyOf), anything else a neutral hunched
// creature (`glyph` is left to the glyph look). Its tier's mark: a leader (1) wears a helmet,
// a king (2) a crown; on the bodies added in issue 33 a leader is also bigger and a king bigger
// still in a golden aura. `facing` mirrors it (west) or shows its back (north); `frame` is its
// walk cycle (as in the room-by-room chapter): 0 standing, 1 and 2 the two strides.
void figure(QPainter &p, int s, const QString &race, int tier, QColor colour, Direction facing,
            int frame, const QString &glyph);

// The race names drawn with a body of their own, in the table's order (render/TileFigures.cpp;
// docs/data-format.md's `race` row lists them).
QStringList drawnRaces();
// The body a race is drawn with: "rat" for "vermin", "quadruped" for "jackal", the body of its
// last drawn word for "fire-drake", and "creature" for any other.
QString bodyOf(const QString &race);
// The race a monster record is drawn as: its race (its id when it has none), except that the
// first drawn races (goblin, zombie, rat, ghoul, fungus, golem, mimic) win when the race or the
// id holds one, and a ranged goblin is an archer.
QString drawnRace(const QString &race, const QString &id, bool ranged);

} // namespace pd::tileart
