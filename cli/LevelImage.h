#pragma once

#include "gen/Level.h"

#include <QImage>

namespace pd::cli {

// A picture of a level: walls, floor, doors and stairs as coloured cells, entities as inset
// squares. Drawn pixel by pixel (no fonts), so it needs no display and is the same everywhere.
QImage renderLevel(const Level &level, int cellSize = 0);

} // namespace pd::cli
