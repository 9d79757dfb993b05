#pragma once

// The creatures' bodies TileArt::figure draws beyond the first nine (issue 33), and the one
// table of which race is drawn with which body. Internal to render/.

#include <QColor>
#include <QString>

class QPainter;

namespace pd::tileart::figures {

// What a body is drawn in: the painter (east-facing: west is mirrored by the caller), the cell's
// side in device pixels, the record's colour, the walk frame (0 standing, 1 and 2 the strides)
// and whether it is seen from behind (north) or from the front (south).
struct Ctx {
    QPainter &p;
    qreal s;
    QColor c;
    int frame;
    bool back;
    bool front;
};

// Where the top of its head is, in cell units, for a leader's helmet or a king's crown.
struct HeadTop {
    qreal x;
    qreal y;
};

// Draws `body` (a name bodyOf gives that is not one of the first nine) and says where its head
// is; an unknown name draws the neutral creature.
HeadTop draw(Ctx &c, const QString &body);

} // namespace pd::tileart::figures
