#include "TileFigures.h"
#include "TileArt.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QRegularExpression>

#include <cmath>

namespace pd::tileart {

namespace {

// Which body each race is drawn with: the one table (docs/data-format.md's `race` row and the
// Editor's tooltip list the same names). The first nine bodies are the ones drawn before issue
// 33 (TileArt.cpp); the rest are in this file.
struct RaceBody {
    const char *race;
    const char *body;
};
constexpr RaceBody kRaceBodies[] = {
    {"hero", "hero"},        {"goblin", "goblin"},
    {"archer", "archer"},    {"zombie", "zombie"},
    {"ghoul", "ghoul"},      {"rat", "rat"},
    {"vermin", "rat"},       {"fungus", "fungus"},
    {"golem", "golem"},      {"mimic", "mimic"},
    {"jackal", "quadruped"}, {"dog", "quadruped"},
    {"wolf", "quadruped"},   {"hound", "quadruped"},
    {"bat", "bat"},          {"spider", "spider"},
    {"snake", "snake"},      {"serpent", "snake"},
    {"eel", "snake"},        {"skeleton", "skeleton"},
    {"ghost", "ghost"},      {"shade", "ghost"},
    {"wraith", "wraith"},    {"wisp", "wisp"},
    {"jelly", "jelly"},      {"slime", "jelly"},
    {"ooze", "jelly"},       {"bloat", "bloat"},
    {"drake", "drake"},      {"wyrm", "drake"},
    {"dragon", "dragon"},    {"kobold", "kobold"},
    {"imp", "kobold"},       {"ogre", "ogre"},
    {"troll", "ogre"},       {"shaman", "shaman"},
    {"cultist", "shaman"},   {"necromancer", "shaman"},
    {"lich", "lich"},        {"beetle", "beetle"},
    {"centipede", "beetle"}, {"insect", "beetle"},
    {"eye", "eye"},          {"orc", "orc"},
    {"knight", "knight"},
};

// The first nine races also match inside a record's id or race ("cave-rat", "goblin-king"), as
// they did before the table: the bundled packs draw as they always have.
constexpr const char *kFirstRaces[] = {"goblin", "zombie", "rat",  "ghoul",
                                       "fungus", "golem",  "mimic"};

QString tableBody(const QString &race) {
    for (const RaceBody &r : kRaceBodies)
        if (race == QLatin1String(r.race))
            return QLatin1String(r.body);
    return {};
}

} // namespace

QStringList drawnRaces() {
    QStringList out;
    for (const RaceBody &r : kRaceBodies)
        out << QLatin1String(r.race);
    return out;
}

QString bodyOf(const QString &race) {
    const QString r = race.trimmed().toLower();
    QString body = tableBody(r);
    if (!body.isEmpty())
        return body;
    // "fire-drake", "cave wolf": its last word that is a drawn race, else an earlier one.
    static const QRegularExpression apart(QStringLiteral("[-_ ]+"));
    const QStringList words = r.split(apart, Qt::SkipEmptyParts);
    for (auto w = words.crbegin(); w != words.crend(); ++w)
        if (!(body = tableBody(*w)).isEmpty())
            return body;
    return QStringLiteral("creature");
}

QString drawnRace(const QString &race, const QString &id, bool ranged) {
    const QString r = race.isEmpty() ? id : race;
    QString out = r;
    for (const char *k : kFirstRaces)
        if (id.contains(QLatin1String(k)) || r.contains(QLatin1String(k)))
            out = QLatin1String(k);
    if (ranged && out == QLatin1String("goblin"))
        out = QStringLiteral("archer");
    return out;
}

namespace figures {

namespace {

QColor tone(QColor c, int percent) {
    return percent >= 100 ? c.lighter(percent) : c.darker(10000 / std::max(1, percent));
}

// The stride's sign: 0 standing, +1 and -1 the two strides.
int strideOf(const Ctx &c) {
    return c.frame == 1 ? 1 : c.frame == 2 ? -1 : 0;
}

// How far a floating body rises (negative) or sinks in its frame.
qreal bobOf(const Ctx &c) {
    return c.frame == 1 ? -0.03 : c.frame == 2 ? 0.015 : 0.0;
}

struct Pen {
    Pen(Ctx &c, QColor colour, qreal width)
        : p(c.p) {
        QPen pen(colour, std::max(1.0, width * c.s));
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
    }
    ~Pen() { p.setPen(Qt::NoPen); }
    QPainter &p;
};

QPointF at(const Ctx &c, qreal x, qreal y) {
    return QPointF(x * c.s, y * c.s);
}

QRectF box(const Ctx &c, qreal x, qreal y, qreal w, qreal h) {
    return QRectF(x * c.s, y * c.s, w * c.s, h * c.s);
}

void oval(Ctx &c, QColor colour, qreal cx, qreal cy, qreal rx, qreal ry) {
    c.p.setBrush(colour);
    c.p.drawEllipse(at(c, cx, cy), rx * c.s, ry * c.s);
}

// The path through `points`, in the figure's cells.
QPainterPath pathThrough(Ctx &c, std::initializer_list<QPointF> points) {
    QPainterPath path;
    bool first = true;
    for (const QPointF &q : points) {
        if (first)
            path.moveTo(at(c, q.x(), q.y()));
        else
            path.lineTo(at(c, q.x(), q.y()));
        first = false;
    }
    return path;
}

void line(Ctx &c, QColor colour, qreal width, std::initializer_list<QPointF> points) {
    Pen pen(c, colour, width);
    c.p.drawPath(pathThrough(c, points));
}

void polygon(Ctx &c, QColor colour, std::initializer_list<QPointF> points) {
    QPainterPath path = pathThrough(c, points);
    path.closeSubpath();
    c.p.setBrush(colour);
    c.p.drawPath(path);
}

// A pair of eyes on a head centred at `cx`: none from behind, side by side from the front,
// pushed towards the way it looks from the side.
void eyePair(Ctx &c, qreal cx, qreal y, QColor colour, qreal apart, qreal r = 0.03) {
    if (c.back)
        return;
    if (!c.front)
        cx += apart * 0.6;
    oval(c, colour, cx - apart, y, r, r);
    oval(c, colour, cx + apart, y, r, r);
}

const QColor kBone(0xe8, 0xe0, 0xc8);
const QColor kWood(0x7a, 0x52, 0x2c);
const QColor kSteel(0xa8, 0xae, 0xb8);
const QColor kDark(0x0c, 0x08, 0x10);

// Four legs under a body, far pair darker, the pairs striding against each other.
void fourLegs(Ctx &c, qreal back, qreal front, qreal hip, qreal width, QColor colour) {
    const qreal d = 0.07 * strideOf(c);
    for (int near = 0; near < 2; ++near) {
        const QColor col = near ? colour : tone(colour, 70);
        const qreal sign = near ? 1 : -1;
        line(c, col, width, {QPointF(back, hip), QPointF(back + sign * d, 0.86)});
        line(c, col, width, {QPointF(front, hip), QPointF(front - sign * d, 0.86)});
    }
}

HeadTop quadruped(Ctx &c) {
    fourLegs(c, 0.32, 0.64, 0.58, 0.065, tone(c.c, 85));
    const qreal wag = 0.04 * strideOf(c);
    line(c, c.c, 0.08, {QPointF(0.24, 0.52), QPointF(0.14, 0.46), QPointF(0.08, 0.36 + wag)});
    oval(c, c.c, 0.46, 0.54, 0.26, 0.12);                           // body
    oval(c, tone(c.c, 125), 0.48, 0.6, 0.18, 0.05);                 // belly
    line(c, c.c, 0.12, {QPointF(0.64, 0.52), QPointF(0.72, 0.42)}); // neck
    oval(c, c.c, 0.74, 0.38, 0.1, 0.09);
    polygon(c, c.c, {QPointF(0.78, 0.33), QPointF(0.95, 0.42), QPointF(0.8, 0.47)}); // snout
    oval(c, kDark, 0.94, 0.42, 0.02, 0.02);
    const QColor ear = tone(c.c, 75);
    polygon(c, ear, {QPointF(0.65, 0.34), QPointF(0.68, 0.2), QPointF(0.74, 0.31)});
    polygon(c, ear, {QPointF(0.73, 0.31), QPointF(0.78, 0.19), QPointF(0.81, 0.34)});
    if (!c.back)
        oval(c, QColor(0xff, 0xd8, 0x40), c.front ? 0.74 : 0.8, 0.37, 0.025, 0.025);
    if (c.front)
        oval(c, QColor(0xff, 0xd8, 0x40), 0.7, 0.37, 0.025, 0.025);
    return {0.74, 0.24};
}

HeadTop bat(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    const qreal tip = c.frame == 1 ? 0.14 : c.frame == 2 ? 0.58 : 0.32;
    const qreal hem = c.frame == 2 ? 0.66 : tip + 0.2;
    const QColor wing = tone(c.c, 70);
    for (int side = 0; side < 2; ++side) {
        auto x = [side](qreal v) { return side ? 1 - v : v; };
        polygon(c, wing,
                {QPointF(x(0.46), 0.42), QPointF(x(0.04), tip), QPointF(x(0.12), hem),
                 QPointF(x(0.2), hem - 0.05), QPointF(x(0.28), hem + 0.02),
                 QPointF(x(0.36), hem - 0.03), QPointF(x(0.46), 0.58)});
        line(c, tone(c.c, 45), 0.025, {QPointF(x(0.46), 0.44), QPointF(x(0.04), tip)});
        line(c, tone(c.c, 45), 0.02, {QPointF(x(0.3), (0.44 + tip) / 2), QPointF(x(0.2), hem)});
    }
    oval(c, c.c, 0.5, 0.52, 0.1, 0.13);
    oval(c, c.c, 0.5, 0.38, 0.085, 0.08);
    polygon(c, c.c, {QPointF(0.43, 0.36), QPointF(0.42, 0.23), QPointF(0.49, 0.33)});
    polygon(c, c.c, {QPointF(0.51, 0.33), QPointF(0.58, 0.23), QPointF(0.57, 0.36)});
    eyePair(c, 0.5, 0.38, QColor(0xff, 0x50, 0x40), 0.035, 0.022);
    line(c, tone(c.c, 60), 0.03, {QPointF(0.46, 0.64), QPointF(0.46, 0.68)});
    line(c, tone(c.c, 60), 0.03, {QPointF(0.54, 0.64), QPointF(0.54, 0.68)});
    return {0.5, 0.28 + bobOf(c)};
}

HeadTop spider(Ctx &c) {
    const int st = strideOf(c);
    for (int near = 0; near < 2; ++near) {
        const QColor leg = near ? tone(c.c, 120) : tone(c.c, 70);
        for (int i = 0; i < 4; ++i) {
            const qreal off = (i % 2 ? 1 : -1) * (near ? 1 : -1) * st * 0.035;
            const qreal hip = 0.5 + 0.05 * i;
            const qreal foot = (near ? 0.14 : 0.22) + 0.22 * i + off;
            line(c, leg, 0.045,
                 {QPointF(hip, 0.56),
                  QPointF((hip + foot) / 2 + (near ? 0 : 0.02), near ? 0.32 : 0.38),
                  QPointF(foot, 0.86)});
        }
    }
    oval(c, c.c, 0.34, 0.54, 0.2, 0.17); // abdomen
    polygon(c, tone(c.c, 140),
            {QPointF(0.3, 0.46), QPointF(0.38, 0.46), QPointF(0.34, 0.54), QPointF(0.38, 0.62),
             QPointF(0.3, 0.62), QPointF(0.34, 0.54)}); // the hourglass
    oval(c, tone(c.c, 85), 0.6, 0.56, 0.12, 0.1);
    polygon(c, tone(c.c, 45), {QPointF(0.68, 0.6), QPointF(0.74, 0.6), QPointF(0.7, 0.7)});
    if (!c.back) {
        const QColor red(0xff, 0x40, 0x30);
        const qreal x = c.front ? 0.6 : 0.66;
        for (int i = 0; i < 4; ++i)
            oval(c, red, x - 0.045 + 0.03 * i, 0.52 + (i % 2) * 0.02, 0.016, 0.016);
    }
    return {0.6, 0.42};
}

HeadTop snake(Ctx &c) {
    const qreal w = c.frame == 1 ? 0.05 : c.frame == 2 ? -0.05 : 0.0;
    QPainterPath body;
    body.moveTo(at(c, 0.12, 0.78));
    body.cubicTo(at(c, 0.22, 0.66 + w), at(c, 0.3, 0.9 - w), at(c, 0.46, 0.8));
    body.cubicTo(at(c, 0.62, 0.7 + w), at(c, 0.74, 0.86), at(c, 0.7, 0.66));
    body.quadTo(at(c, 0.67, 0.52), at(c, 0.7, 0.44));
    {
        Pen pen(c, c.c, 0.12);
        c.p.drawPath(body);
    }
    line(c, c.c, 0.05, {QPointF(0.04, 0.74 - w), QPointF(0.12, 0.78)}); // the tail's tip
    c.p.setBrush(tone(c.c, 60));
    for (int i = 1; i < 8; ++i) {
        const QPointF q = body.pointAtPercent(i / 8.0);
        c.p.drawEllipse(q, c.s * 0.022, c.s * 0.022);
    }
    oval(c, c.c, 0.74, 0.38, 0.1, 0.07);
    if (!c.back) {
        const QColor yellow(0xff, 0xe0, 0x40);
        if (c.front) {
            oval(c, yellow, 0.7, 0.36, 0.022, 0.022);
            oval(c, yellow, 0.78, 0.36, 0.022, 0.022);
        } else {
            oval(c, yellow, 0.78, 0.35, 0.025, 0.025);
            oval(c, kDark, 0.785, 0.35, 0.008, 0.02);
        }
        if (c.frame != 2) { // its tongue flicks
            const QColor red(0xe0, 0x30, 0x30);
            line(c, red, 0.02, {QPointF(0.83, 0.4), QPointF(0.9, 0.4), QPointF(0.93, 0.37)});
            line(c, red, 0.02, {QPointF(0.9, 0.4), QPointF(0.93, 0.43)});
        }
    }
    return {0.74, 0.31};
}

HeadTop skeleton(Ctx &c) {
    const qreal d = 0.06 * strideOf(c);
    const QColor dim = tone(c.c, 70);
    line(c, dim, 0.045, {QPointF(0.46, 0.66), QPointF(0.45 - d, 0.76), QPointF(0.44 - d, 0.88)});
    line(c, c.c, 0.045, {QPointF(0.54, 0.66), QPointF(0.55 + d, 0.76), QPointF(0.56 + d, 0.88)});
    c.p.setBrush(c.c);
    c.p.drawRoundedRect(box(c, 0.41, 0.61, 0.18, 0.07), c.s * 0.03, c.s * 0.03); // pelvis
    line(c, c.c, 0.04, {QPointF(0.5, 0.4), QPointF(0.5, 0.62)});                 // spine
    for (int i = 0; i < 3; ++i) {
        const qreal y = 0.46 + i * 0.05;
        line(c, c.c, 0.028, {QPointF(0.4 + i * 0.015, y), QPointF(0.6 - i * 0.015, y)});
    }
    line(c, dim, 0.035, {QPointF(0.4, 0.44), QPointF(0.34, 0.54), QPointF(0.33, 0.64)});
    // A notched sword held up in the near hand.
    line(c, QColor(0x98, 0x90, 0x80), 0.04, {QPointF(0.74, 0.56), QPointF(0.76, 0.26)});
    line(c, QColor(0x6a, 0x50, 0x30), 0.04, {QPointF(0.69, 0.56), QPointF(0.8, 0.56)});
    line(c, c.c, 0.035, {QPointF(0.6, 0.44), QPointF(0.68, 0.54), QPointF(0.74, 0.58)});
    line(c, c.c, 0.03, {QPointF(0.38, 0.43), QPointF(0.62, 0.43)}); // shoulders
    oval(c, c.c, 0.5, 0.29, 0.11, 0.1);                             // skull
    c.p.drawRect(box(c, 0.45, 0.34, 0.1, 0.07));                    // jaw
    if (!c.back) {
        eyePair(c, 0.5, 0.29, kDark, 0.045, 0.032);
        eyePair(c, 0.5, 0.29, QColor(0xff, 0x50, 0x30), 0.045, 0.01);
        line(c, tone(c.c, 50), 0.015, {QPointF(0.46, 0.38), QPointF(0.56, 0.38)});
    }
    return {0.5, 0.18};
}

HeadTop ghost(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    QColor sheet = c.c;
    sheet.setAlpha(215);
    const qreal wave = c.frame == 1 ? 0.04 : c.frame == 2 ? -0.04 : 0.0;
    QPainterPath path;
    path.moveTo(at(c, 0.26, 0.8));
    path.lineTo(at(c, 0.27, 0.36));
    path.cubicTo(at(c, 0.27, 0.1), at(c, 0.73, 0.1), at(c, 0.73, 0.36));
    path.lineTo(at(c, 0.76, 0.8));
    for (int i = 0; i < 4; ++i) { // the wavy hem
        const qreal x = 0.76 - (i + 1) * 0.125;
        path.quadTo(at(c, x + 0.06 + wave, 0.7), at(c, x, 0.8 + (i % 2 ? 0.02 : -0.02)));
    }
    path.closeSubpath();
    c.p.setBrush(sheet);
    c.p.drawPath(path);
    oval(c, sheet, 0.78, 0.48, 0.07, 0.04); // arms, held out
    oval(c, tone(sheet, 85), 0.22, 0.5, 0.06, 0.04);
    QColor glow = c.c.lighter(150);
    glow.setAlpha(120);
    oval(c, glow, 0.4, 0.3, 0.06, 0.08);
    if (!c.back) {
        const qreal x = c.front ? 0.5 : 0.56;
        oval(c, kDark, x - 0.075, 0.32, 0.042, 0.058);
        oval(c, kDark, x + 0.075, 0.32, 0.042, 0.058);
        oval(c, kDark, x, 0.46, 0.035, 0.05 + (c.frame == 1 ? 0.015 : 0.0));
    }
    return {0.5, 0.16 + bobOf(c)};
}

HeadTop wraith(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    const qreal f = c.frame == 1 ? 0.03 : c.frame == 2 ? -0.03 : 0.0;
    const QColor robe = c.c;
    // A claw reaching out of a sleeve, behind the robe's edge.
    line(c, tone(robe, 80), 0.09, {QPointF(0.6, 0.44), QPointF(0.82, 0.5)});
    for (int i = 0; i < 3; ++i)
        line(c, kBone, 0.018, {QPointF(0.85, 0.49), QPointF(0.93, 0.45 + i * 0.04)});
    polygon(c, robe,
            {QPointF(0.44, 0.08), QPointF(0.62, 0.14), QPointF(0.68, 0.36), QPointF(0.74, 0.6),
             QPointF(0.8, 0.86 + f), QPointF(0.7, 0.76), QPointF(0.62, 0.88 - f),
             QPointF(0.54, 0.76), QPointF(0.46, 0.9 + f), QPointF(0.38, 0.76),
             QPointF(0.28, 0.86 - f), QPointF(0.26, 0.6), QPointF(0.3, 0.32)});
    line(c, tone(robe, 55), 0.025, {QPointF(0.46, 0.48), QPointF(0.44, 0.78)});
    line(c, tone(robe, 55), 0.025, {QPointF(0.6, 0.5), QPointF(0.62, 0.8)});
    if (!c.back) {
        const qreal x = c.front ? 0.5 : 0.56;
        oval(c, kDark, x, 0.3, 0.09, 0.1); // the empty hood
        eyePair(c, x - (c.front ? 0 : 0.012), 0.3, QColor(0xc0, 0xf4, 0xff), 0.03, 0.018);
    }
    return {0.46, 0.14 + bobOf(c)};
}

HeadTop wisp(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    const qreal tip = c.frame == 1 ? 0.06 : c.frame == 2 ? -0.06 : 0.0;
    QRadialGradient halo(at(c, 0.5, 0.54), 0.4 * c.s);
    QColor inner = c.c;
    inner.setAlpha(150);
    QColor outer = c.c;
    outer.setAlpha(0);
    halo.setColorAt(0, inner);
    halo.setColorAt(1, outer);
    c.p.setBrush(halo);
    c.p.drawEllipse(at(c, 0.5, 0.54), 0.4 * c.s, 0.4 * c.s);
    auto flame = [&](qreal k, QColor colour) {
        auto q = [&](qreal x, qreal y) {
            return at(c, 0.5 + (x - 0.5) * k, 0.66 + (y - 0.66) * k);
        };
        QPainterPath path;
        path.moveTo(q(0.5 + tip, 0.12));
        path.cubicTo(q(0.6, 0.3), q(0.72, 0.44), q(0.68, 0.6));
        path.cubicTo(q(0.66, 0.78), q(0.34, 0.78), q(0.32, 0.6));
        path.cubicTo(q(0.28, 0.44), q(0.4, 0.3), q(0.5 + tip, 0.12));
        c.p.setBrush(colour);
        c.p.drawPath(path);
    };
    flame(1.0, c.c);
    flame(0.62, c.c.lighter(150));
    oval(c, QColor(0xff, 0xff, 0xf0), 0.5, 0.62, 0.07, 0.07);
    eyePair(c, 0.5, 0.5, tone(c.c, 30), 0.045, 0.022);
    return {0.5, 0.2 + bobOf(c)};
}

HeadTop jelly(Ctx &c) {
    const qreal w = c.frame == 1 ? 0.64 : c.frame == 2 ? 0.5 : 0.56;
    const qreal h = c.frame == 1 ? 0.36 : c.frame == 2 ? 0.48 : 0.42;
    QColor flesh = c.c;
    flesh.setAlpha(225);
    QPainterPath dome;
    dome.moveTo(at(c, 0.5 - w / 2, 0.86));
    dome.cubicTo(at(c, 0.5 - w / 2, 0.86 - h * 1.33), at(c, 0.5 + w / 2, 0.86 - h * 1.33),
                 at(c, 0.5 + w / 2, 0.86));
    dome.closeSubpath();
    c.p.setBrush(flesh);
    c.p.drawPath(dome);
    oval(c, tone(c.c, 70), 0.5, 0.85, w / 2, 0.03);        // where it spreads on the floor
    oval(c, flesh, 0.5 - w / 2 + 0.04, 0.87, 0.04, 0.025); // drips
    oval(c, flesh, 0.5 + w / 2 - 0.08, 0.88, 0.03, 0.02);
    QColor bubble = c.c.lighter(140);
    bubble.setAlpha(170);
    oval(c, bubble, 0.4, 0.76, 0.035, 0.035);
    oval(c, bubble, 0.6, 0.72, 0.025, 0.025);
    oval(c, bubble, 0.54, 0.8, 0.02, 0.02);
    oval(c, QColor(255, 255, 255, 150), 0.5 - w / 5, 0.86 - h * 0.75, 0.06, 0.035);
    eyePair(c, 0.5, 0.86 - h * 0.5, kDark, 0.07, 0.035);
    eyePair(c, 0.49, 0.85 - h * 0.5, QColor(255, 255, 255, 220), 0.07, 0.012);
    return {0.5, 0.86 - h - 0.02};
}

HeadTop bloat(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    const qreal sway = 0.03 * strideOf(c);
    for (int i = 0; i < 3; ++i) { // hanging tendrils
        const qreal x = 0.42 + 0.08 * i;
        line(c, tone(c.c, 65), 0.025,
             {QPointF(x, 0.6), QPointF(x - 0.03 + sway, 0.7), QPointF(x + 0.02 - sway, 0.8)});
    }
    oval(c, c.c, 0.5, 0.4, 0.28, 0.25); // the sac
    oval(c, tone(c.c, 80), 0.36, 0.5, 0.06, 0.04);
    oval(c, tone(c.c, 80), 0.64, 0.3, 0.05, 0.035);
    oval(c, tone(c.c, 80), 0.62, 0.54, 0.04, 0.03);
    const QColor vein = tone(c.c, 55);
    line(c, vein, 0.018, {QPointF(0.5, 0.62), QPointF(0.4, 0.5), QPointF(0.34, 0.32)});
    line(c, vein, 0.018, {QPointF(0.5, 0.62), QPointF(0.62, 0.46), QPointF(0.72, 0.42)});
    line(c, vein, 0.018, {QPointF(0.5, 0.62), QPointF(0.52, 0.44), QPointF(0.48, 0.24)});
    polygon(c, tone(c.c, 60), {QPointF(0.44, 0.62), QPointF(0.56, 0.62), QPointF(0.5, 0.7)});
    oval(c, QColor(255, 255, 255, 110), 0.38, 0.26, 0.07, 0.045);
    eyePair(c, 0.5, 0.42, QColor(0xf0, 0xf0, 0x90), 0.06, 0.032);
    eyePair(c, 0.5, 0.43, kDark, 0.06, 0.014);
    if (!c.back) { // heavy lids
        const qreal x = c.front ? 0.5 : 0.536;
        c.p.setBrush(tone(c.c, 75));
        c.p.drawChord(box(c, x - 0.1, 0.385, 0.08, 0.07), 0, 180 * 16);
        c.p.drawChord(box(c, x + 0.02, 0.385, 0.08, 0.07), 0, 180 * 16);
    }
    return {0.5, 0.15 + bobOf(c)};
}

// A scaly back with spines, a tail, four sprawled legs and a horned head on a neck: the drake,
// and the dragon (`big`) with wings.
HeadTop reptile(Ctx &c, bool big) {
    const int st = strideOf(c);
    const QColor horn = kBone;
    if (big) { // wings behind the body: the far one, then the near one
        const qreal ty = c.frame == 1 ? 0.0 : c.frame == 2 ? 0.2 : 0.06;
        polygon(c, tone(c.c, 50),
                {QPointF(0.52, 0.5), QPointF(0.5, ty + 0.04), QPointF(0.7, ty + 0.12),
                 QPointF(0.6, 0.5)});
        const QColor membrane = tone(c.c, 72);
        polygon(c, membrane,
                {QPointF(0.46, 0.52), QPointF(0.32, ty), QPointF(0.08, ty + 0.12),
                 QPointF(0.14, ty + 0.3), QPointF(0.22, ty + 0.26), QPointF(0.26, ty + 0.38),
                 QPointF(0.34, ty + 0.33), QPointF(0.38, 0.56)});
        for (const QPointF &end : {QPointF(0.14, ty + 0.3), QPointF(0.26, ty + 0.38)})
            line(c, tone(c.c, 45), 0.02, {QPointF(0.32, ty), end});
        line(c, tone(c.c, 45), 0.03,
             {QPointF(0.46, 0.52), QPointF(0.32, ty), QPointF(0.08, ty + 0.12)});
    }
    const qreal body = big ? 0.14 : 0.11;
    fourLegs(c, 0.34, 0.6, 0.62, big ? 0.08 : 0.07, tone(c.c, 80));
    QPainterPath tail;
    tail.moveTo(at(c, 0.3, 0.56));
    tail.quadTo(at(c, 0.14, 0.6), at(c, 0.03, 0.76 + 0.03 * st));
    tail.quadTo(at(c, 0.16, 0.72), at(c, 0.32, 0.72));
    tail.closeSubpath();
    c.p.setBrush(c.c);
    c.p.drawPath(tail);
    if (big)
        polygon(c, tone(c.c, 60),
                {QPointF(0.03, 0.76 + 0.03 * st), QPointF(0.0, 0.7), QPointF(0.1, 0.72)});
    oval(c, c.c, 0.47, 0.63, 0.22, body); // body
    c.p.setBrush(tone(c.c, 130));
    c.p.drawChord(box(c, 0.3, 0.63, 0.36, body * 1.4), 180 * 16, 180 * 16); // belly plates
    for (int i = 0; i < 4; ++i) {                                           // spines
        const qreal x = 0.3 + i * 0.08;
        polygon(c, tone(c.c, 55),
                {QPointF(x, 0.54 - (big ? 0.02 : 0)), QPointF(x + 0.03, 0.46 - (big ? 0.02 : 0)),
                 QPointF(x + 0.07, 0.54 - (big ? 0.02 : 0))});
    }
    const qreal hy = big ? 0.26 : 0.4; // the head's centre
    line(c, c.c, big ? 0.12 : 0.11,
         {QPointF(0.6, 0.6), QPointF(0.72, hy + 0.1), QPointF(0.76, hy)});
    polygon(c, horn, {QPointF(0.72, hy - 0.02), QPointF(0.6, hy - 0.12), QPointF(0.7, hy + 0.03)});
    oval(c, c.c, 0.77, hy, 0.1, 0.075);
    polygon(c, c.c,
            {QPointF(0.78, hy - 0.05), QPointF(0.96, hy + 0.02), QPointF(0.94, hy + 0.06),
             QPointF(0.78, hy + 0.07)});
    polygon(c, horn, {QPointF(0.76, hy - 0.05), QPointF(0.7, hy - 0.16), QPointF(0.8, hy - 0.06)});
    if (c.frame == 1 && big) // a lick of flame
        polygon(c, QColor(0xff, 0xb0, 0x30),
                {QPointF(0.96, hy + 0.03), QPointF(1.0, hy), QPointF(1.0, hy + 0.08)});
    if (!c.back) {
        if (c.front) {
            oval(c, QColor(0xff, 0xd0, 0x30), 0.73, hy - 0.01, 0.022, 0.022);
            oval(c, QColor(0xff, 0xd0, 0x30), 0.81, hy - 0.01, 0.022, 0.022);
        } else {
            oval(c, QColor(0xff, 0xd0, 0x30), 0.8, hy - 0.015, 0.025, 0.022);
            oval(c, kDark, 0.805, hy - 0.015, 0.008, 0.018);
        }
    }
    return {0.77, hy - 0.1};
}

HeadTop kobold(Ctx &c) {
    const qreal d = 0.05 * strideOf(c);
    c.p.setBrush(tone(c.c, 70));
    c.p.drawRect(box(c, 0.42 - d, 0.72, 0.07, 0.15 - std::abs(d) / 2));
    c.p.drawRect(box(c, 0.52 + d, 0.72, 0.07, 0.15 - std::abs(d) / 2));
    // A tail, curling up behind, with a barbed tip.
    QPainterPath tail;
    tail.moveTo(at(c, 0.42, 0.7));
    tail.quadTo(at(c, 0.2, 0.8), at(c, 0.2, 0.56 - d));
    {
        Pen pen(c, c.c, 0.045);
        c.p.drawPath(tail);
    }
    polygon(c, tone(c.c, 60),
            {QPointF(0.15, 0.58 - d), QPointF(0.2, 0.48 - d), QPointF(0.25, 0.58 - d)});
    c.p.setBrush(tone(c.c, 85));
    c.p.drawRoundedRect(box(c, 0.38, 0.52, 0.24, 0.22), c.s * 0.05, c.s * 0.05);
    c.p.setBrush(QColor(0x6a, 0x48, 0x28)); // loincloth
    c.p.drawRect(box(c, 0.38, 0.66, 0.24, 0.06));
    // A short spear.
    line(c, kWood, 0.03, {QPointF(0.68, 0.86), QPointF(0.71, 0.3)});
    polygon(c, kSteel, {QPointF(0.68, 0.32), QPointF(0.71, 0.2), QPointF(0.74, 0.32)});
    oval(c, c.c, 0.66, 0.58, 0.04, 0.04); // hand
    oval(c, c.c, 0.52, 0.42, 0.12, 0.11);
    if (!c.front && !c.back)
        oval(c, c.c, 0.63, 0.45, 0.07, 0.05); // snout
    const QColor horn = kBone;
    polygon(c, horn, {QPointF(0.43, 0.36), QPointF(0.38, 0.24), QPointF(0.48, 0.33)});
    polygon(c, horn, {QPointF(0.56, 0.33), QPointF(0.62, 0.22), QPointF(0.62, 0.37)});
    eyePair(c, 0.53, 0.41, QColor(0xff, 0xe0, 0x40), 0.045, 0.024);
    return {0.52, 0.29};
}

HeadTop ogre(Ctx &c) {
    const qreal d = 0.05 * strideOf(c);
    c.p.setBrush(tone(c.c, 65));
    c.p.drawRect(box(c, 0.3 - d, 0.7, 0.15, 0.18 - std::abs(d) / 2));
    c.p.drawRect(box(c, 0.55 + d, 0.7, 0.15, 0.18 - std::abs(d) / 2));
    line(c, tone(c.c, 70), 0.1, {QPointF(0.28, 0.42), QPointF(0.2, 0.7)}); // far arm
    oval(c, tone(c.c, 70), 0.2, 0.72, 0.06, 0.06);
    QPainterPath hunch;
    hunch.moveTo(at(c, 0.24, 0.76));
    hunch.lineTo(at(c, 0.2, 0.48));
    hunch.quadTo(at(c, 0.24, 0.3), at(c, 0.46, 0.32));
    hunch.quadTo(at(c, 0.74, 0.36), at(c, 0.8, 0.52));
    hunch.lineTo(at(c, 0.76, 0.76));
    hunch.closeSubpath();
    c.p.setBrush(c.c);
    c.p.drawPath(hunch);
    oval(c, tone(c.c, 120), 0.52, 0.56, 0.16, 0.12); // belly
    c.p.setBrush(QColor(0x6a, 0x4a, 0x2a));
    c.p.drawRect(box(c, 0.24, 0.66, 0.52, 0.1)); // loincloth
    // The club, held low in the near hand, and the arm over it.
    line(c, kWood, 0.07, {QPointF(0.8, 0.76), QPointF(0.9, 0.46)});
    oval(c, tone(kWood, 110), 0.9, 0.44, 0.06, 0.07);
    line(c, tone(c.c, 55), 0.14, {QPointF(0.7, 0.4), QPointF(0.8, 0.72)}); // arm, outlined
    oval(c, tone(c.c, 55), 0.8, 0.74, 0.08, 0.08);
    line(c, tone(c.c, 108), 0.1, {QPointF(0.7, 0.4), QPointF(0.8, 0.72)});
    oval(c, tone(c.c, 108), 0.8, 0.74, 0.062, 0.062);
    const qreal hx = c.front || c.back ? 0.5 : 0.68;
    oval(c, tone(c.c, 55), hx, 0.32, 0.115, 0.105); // the head, outlined against the body
    oval(c, tone(c.c, 115), hx, 0.32, 0.1, 0.09);
    if (!c.back) {
        c.p.setBrush(tone(c.c, 55));
        c.p.drawRect(box(c, hx - 0.08, 0.27, 0.16, 0.03)); // heavy brow
        eyePair(c, hx - (c.front ? 0 : 0.02), 0.31, QColor(0xff, 0x60, 0x30), 0.035, 0.02);
        c.p.setBrush(tone(c.c, 45));
        c.p.drawRect(box(c, hx - 0.06, 0.365, 0.12, 0.02)); // underbite
        polygon(c, kBone,
                {QPointF(hx - 0.05, 0.4), QPointF(hx - 0.03, 0.34), QPointF(hx - 0.01, 0.4)});
        polygon(c, kBone,
                {QPointF(hx + 0.03, 0.4), QPointF(hx + 0.05, 0.34), QPointF(hx + 0.07, 0.4)});
    }
    return {hx, 0.22};
}

// A robe with a hood or a skull, a staff and a glow: the shaman, and the lich (`lich`).
HeadTop caster(Ctx &c, bool lich) {
    const qreal d = 0.03 * strideOf(c);
    const QColor robe = lich ? tone(c.c, 50) : c.c;
    c.p.setBrush(kDark);
    c.p.drawEllipse(at(c, 0.42 - d, 0.86), 0.05 * c.s, 0.025 * c.s); // feet
    c.p.drawEllipse(at(c, 0.58 + d, 0.86), 0.05 * c.s, 0.025 * c.s);
    if (lich)
        polygon(c, robe,
                {QPointF(0.4, 0.4), QPointF(0.6, 0.4), QPointF(0.7 + d, 0.86), QPointF(0.62, 0.8),
                 QPointF(0.56, 0.88), QPointF(0.48, 0.8), QPointF(0.4, 0.88),
                 QPointF(0.3 - d, 0.84)});
    else
        polygon(
            c, robe,
            {QPointF(0.4, 0.4), QPointF(0.6, 0.4), QPointF(0.7 + d, 0.86), QPointF(0.3 - d, 0.86)});
    const QColor trim = lich ? c.c : tone(c.c, 60);
    line(c, trim, 0.03, {QPointF(0.5, 0.42), QPointF(0.5, 0.84)});
    line(c, trim, 0.03, {QPointF(0.38, 0.58), QPointF(0.62, 0.58)}); // belt
    // The staff, and its glow pulsing with the frames.
    const QPointF top(0.76, 0.22);
    line(c, lich ? QColor(0x50, 0x40, 0x38) : kWood, 0.035, {QPointF(0.78, 0.86), top});
    QColor glow = c.c.lighter(170);
    glow.setAlpha(110);
    const qreal r = c.frame == 1 ? 0.1 : 0.08;
    oval(c, glow, top.x(), top.y(), r, r);
    if (lich)
        polygon(c, c.c.lighter(140),
                {QPointF(0.76, 0.12), QPointF(0.8, 0.2), QPointF(0.76, 0.28), QPointF(0.72, 0.2)});
    else
        oval(c, c.c.lighter(180), top.x(), top.y(), 0.045, 0.045);
    line(c, tone(robe, 85), 0.09, {QPointF(0.58, 0.45), QPointF(0.72, 0.54)}); // sleeve
    oval(c, lich ? kBone : QColor(0xd8, 0xb0, 0x90), 0.76, 0.54, 0.035, 0.035);
    if (lich) {
        oval(c, kBone, 0.5, 0.3, 0.1, 0.095); // skull
        c.p.drawRect(box(c, 0.455, 0.34, 0.09, 0.06));
        eyePair(c, 0.5, 0.3, kDark, 0.04, 0.028);
        eyePair(c, 0.5, 0.3, c.c.lighter(150), 0.04, 0.012);
        // Its own crown: dark iron with stones of its colour.
        polygon(c, QColor(0x50, 0x48, 0x50),
                {QPointF(0.39, 0.24), QPointF(0.39, 0.14), QPointF(0.44, 0.2), QPointF(0.5, 0.11),
                 QPointF(0.56, 0.2), QPointF(0.61, 0.14), QPointF(0.61, 0.24)});
        oval(c, c.c, 0.5, 0.21, 0.018, 0.018);
        return {0.5, 0.1};
    }
    // The hood, and a shadowed face under it.
    oval(c, tone(c.c, 80), 0.5, 0.32, 0.12, 0.12);
    polygon(c, tone(c.c, 80), {QPointF(0.42, 0.26), QPointF(0.46, 0.14), QPointF(0.56, 0.22)});
    if (!c.back) {
        const qreal x = c.front ? 0.5 : 0.54;
        oval(c, QColor(0x60, 0x48, 0x3a), x, 0.34, 0.07, 0.075);
        eyePair(c, x - (c.front ? 0 : 0.02), 0.33, QColor(0xff, 0xf0, 0xc0), 0.03, 0.016);
    }
    return {0.5, 0.17};
}

HeadTop beetle(Ctx &c) {
    const int st = strideOf(c);
    for (int near = 0; near < 2; ++near) {
        const QColor leg = near ? tone(c.c, 50) : tone(c.c, 35);
        for (int i = 0; i < 3; ++i) {
            const qreal hip = 0.34 + 0.14 * i;
            const qreal off = (i % 2 ? 1 : -1) * (near ? 1 : -1) * st * 0.04;
            line(c, leg, 0.035,
                 {QPointF(hip, 0.68), QPointF(hip + (i - 1) * 0.08 + off, 0.74),
                  QPointF(hip + (i - 1) * 0.12 + off, 0.86)});
        }
    }
    oval(c, tone(c.c, 60), 0.74, 0.62, 0.08, 0.075); // head
    line(c, tone(c.c, 40), 0.025, {QPointF(0.8, 0.64), QPointF(0.88, 0.66), QPointF(0.86, 0.72)});
    line(c, tone(c.c, 50), 0.018, {QPointF(0.78, 0.56), QPointF(0.84, 0.44), QPointF(0.92, 0.4)});
    line(c, tone(c.c, 50), 0.018, {QPointF(0.76, 0.56), QPointF(0.78, 0.42), QPointF(0.84, 0.36)});
    QPainterPath shell;
    shell.moveTo(at(c, 0.18, 0.72));
    shell.cubicTo(at(c, 0.18, 0.34), at(c, 0.72, 0.34), at(c, 0.72, 0.72));
    shell.closeSubpath();
    c.p.setBrush(c.c);
    c.p.drawPath(shell);
    c.p.setBrush(tone(c.c, 45));
    c.p.drawRect(box(c, 0.18, 0.69, 0.54, 0.04));
    line(c, tone(c.c, 55), 0.02, {QPointF(0.45, 0.44), QPointF(0.46, 0.69)}); // the split
    oval(c, tone(c.c, 65), 0.34, 0.58, 0.035, 0.03);
    oval(c, tone(c.c, 65), 0.58, 0.56, 0.035, 0.03);
    {
        Pen pen(c, QColor(255, 255, 255, 120), 0.03);
        c.p.drawArc(box(c, 0.26, 0.44, 0.36, 0.3), 100 * 16, 50 * 16);
    }
    if (!c.back)
        oval(c, QColor(0xf0, 0xf0, 0xd0), 0.78, 0.6, 0.018, 0.018);
    return {0.46, 0.42};
}

HeadTop eye(Ctx &c) {
    c.p.translate(0, bobOf(c) * c.s);
    const qreal sway = 0.03 * strideOf(c);
    for (int i = 0; i < 4; ++i) { // stalks below
        const qreal x = 0.38 + 0.08 * i;
        line(c, tone(c.c, 70), 0.03,
             {QPointF(x, 0.6), QPointF(x + (i % 2 ? sway : -sway), 0.72),
              QPointF(x + (i - 1.5) * 0.04, 0.82)});
    }
    if (c.back) {
        oval(c, c.c, 0.5, 0.42, 0.24, 0.23);
        line(c, tone(c.c, 55), 0.02, {QPointF(0.4, 0.28), QPointF(0.5, 0.42), QPointF(0.62, 0.3)});
        return {0.5, 0.19 + bobOf(c)};
    }
    oval(c, QColor(0xf2, 0xee, 0xe2), 0.5, 0.42, 0.24, 0.23);
    const QColor vein(0xd0, 0x40, 0x40);
    line(c, vein, 0.015, {QPointF(0.28, 0.46), QPointF(0.34, 0.44), QPointF(0.37, 0.48)});
    line(c, vein, 0.015, {QPointF(0.36, 0.6), QPointF(0.4, 0.54)});
    const qreal dx = c.front ? 0.0 : 0.08;
    oval(c, c.c, 0.5 + dx, 0.44, 0.11, 0.11);
    oval(c, kDark, 0.5 + dx * 1.2, 0.44, 0.05, 0.055);
    oval(c, QColor(255, 255, 255, 220), 0.47 + dx, 0.41, 0.02, 0.02);
    // Lids of its colour, half closing on the second stride (a blink).
    const qreal lid = c.frame == 2 ? 0.32 : 0.24;
    c.p.setBrush(tone(c.c, 80));
    c.p.drawChord(box(c, 0.26, 0.19, 0.48, lid * 2), 20 * 16, 140 * 16);
    return {0.5, 0.19 + bobOf(c)};
}

HeadTop orc(Ctx &c) {
    const qreal d = 0.06 * strideOf(c);
    const QColor leather(0x4a, 0x3a, 0x2c);
    c.p.setBrush(leather);
    c.p.drawRect(box(c, 0.35 - d, 0.68, 0.12, 0.2 - std::abs(d) / 2));
    c.p.drawRect(box(c, 0.53 + d, 0.68, 0.12, 0.2 - std::abs(d) / 2));
    c.p.setBrush(c.c);
    c.p.drawRoundedRect(box(c, 0.27, 0.4, 0.46, 0.32), c.s * 0.07, c.s * 0.07);
    line(c, leather, 0.05, {QPointF(0.32, 0.42), QPointF(0.66, 0.68)}); // strap
    c.p.setBrush(leather);
    c.p.drawRect(box(c, 0.27, 0.64, 0.46, 0.06)); // belt
    c.p.setBrush(kSteel);
    c.p.drawChord(box(c, 0.22, 0.36, 0.2, 0.16), 0, 180 * 16); // shoulder plates
    c.p.drawChord(box(c, 0.58, 0.36, 0.2, 0.16), 0, 180 * 16);
    // An axe held up in the near hand.
    line(c, kWood, 0.04, {QPointF(0.78, 0.8), QPointF(0.78, 0.24)});
    QPainterPath blade;
    blade.moveTo(at(c, 0.78, 0.28));
    blade.quadTo(at(c, 0.96, 0.26), at(c, 0.94, 0.36));
    blade.quadTo(at(c, 0.96, 0.46), at(c, 0.78, 0.44));
    blade.closeSubpath();
    c.p.setBrush(kSteel);
    c.p.drawPath(blade);
    oval(c, c.c, 0.76, 0.58, 0.05, 0.05); // fist
    oval(c, c.c, 0.52, 0.29, 0.13, 0.12);
    c.p.setBrush(tone(c.c, 110));
    c.p.drawRoundedRect(box(c, 0.42, 0.3, 0.22, 0.12), c.s * 0.04, c.s * 0.04);     // jaw
    polygon(c, c.c, {QPointF(0.4, 0.26), QPointF(0.32, 0.2), QPointF(0.42, 0.32)}); // small ears
    polygon(c, c.c, {QPointF(0.64, 0.26), QPointF(0.72, 0.2), QPointF(0.62, 0.32)});
    if (!c.back) {
        const qreal x = c.front ? 0.5 : 0.54;
        c.p.setBrush(tone(c.c, 50));
        c.p.drawRect(box(c, x - 0.09, 0.23, 0.2, 0.03)); // brow
        eyePair(c, x, 0.28, QColor(0xff, 0x40, 0x20), 0.04, 0.022);
        polygon(c, kBone,
                {QPointF(x - 0.06, 0.4), QPointF(x - 0.045, 0.33), QPointF(x - 0.02, 0.4)});
        polygon(c, kBone,
                {QPointF(x + 0.04, 0.4), QPointF(x + 0.065, 0.33), QPointF(x + 0.08, 0.4)});
    }
    return {0.52, 0.16};
}

HeadTop knight(Ctx &c) {
    const qreal d = 0.06 * strideOf(c);
    const QColor dark = tone(kSteel, 65);
    c.p.setBrush(dark);
    c.p.drawRect(box(c, 0.38 - d, 0.7, 0.1, 0.18 - std::abs(d) / 2));
    c.p.drawRect(box(c, 0.52 + d, 0.7, 0.1, 0.18 - std::abs(d) / 2));
    // The sword, raised behind in the far hand.
    line(c, QColor(0xe0, 0xe4, 0xec), 0.045, {QPointF(0.3, 0.5), QPointF(0.2, 0.18)});
    line(c, QColor(0xd0, 0xa0, 0x40), 0.04, {QPointF(0.24, 0.52), QPointF(0.36, 0.48)});
    c.p.setBrush(kSteel);
    c.p.drawRoundedRect(box(c, 0.33, 0.42, 0.34, 0.32), c.s * 0.06, c.s * 0.06);
    c.p.setBrush(c.c); // tabard
    c.p.drawRect(box(c, 0.4, 0.44, 0.2, 0.3));
    c.p.setBrush(tone(kSteel, 120));
    c.p.drawChord(box(c, 0.28, 0.38, 0.16, 0.14), 0, 180 * 16); // pauldrons
    c.p.drawChord(box(c, 0.56, 0.38, 0.16, 0.14), 0, 180 * 16);
    // The great helm, with its visor slit and a plume of its colour.
    c.p.setBrush(kSteel);
    c.p.drawRoundedRect(box(c, 0.39, 0.18, 0.24, 0.23), c.s * 0.06, c.s * 0.06);
    polygon(c, c.c, {QPointF(0.48, 0.19), QPointF(0.4, 0.08), QPointF(0.54, 0.18)});
    if (!c.back) {
        const qreal x = c.front ? 0.42 : 0.5;
        c.p.setBrush(kDark);
        c.p.drawRect(box(c, x, 0.27, c.front ? 0.18 : 0.13, 0.03));
        c.p.drawRect(box(c, (c.front ? 0.51 : 0.57), 0.3, 0.02, 0.07));
    }
    // The kite shield on the near arm, in its colour with a pale cross.
    QPainterPath shield;
    shield.moveTo(at(c, 0.6, 0.46));
    shield.lineTo(at(c, 0.82, 0.46));
    shield.lineTo(at(c, 0.8, 0.64));
    shield.lineTo(at(c, 0.71, 0.78));
    shield.lineTo(at(c, 0.62, 0.64));
    shield.closeSubpath();
    {
        Pen pen(c, tone(kSteel, 80), 0.025);
        c.p.setBrush(tone(c.c, 85));
        c.p.drawPath(shield);
    }
    line(c, QColor(0xf0, 0xe8, 0xd0), 0.03, {QPointF(0.71, 0.5), QPointF(0.71, 0.7)});
    line(c, QColor(0xf0, 0xe8, 0xd0), 0.03, {QPointF(0.64, 0.56), QPointF(0.78, 0.56)});
    return {0.51, 0.12};
}

// Any other race: a hunched creature, long and low on four short legs, a spiny hump, a short
// tail, its head low and forward with eyes and teeth (never a round token).
HeadTop creature(Ctx &c) {
    const qreal d = 0.05 * strideOf(c);
    fourLegs(c, 0.26, 0.62, 0.66, 0.075, tone(c.c, 75));
    line(c, c.c, 0.05, {QPointF(0.16, 0.62), QPointF(0.05, 0.66 - d)}); // tail
    for (int i = 0; i < 4; ++i) {                                       // spines along the hump
        const qreal x = 0.2 + i * 0.1;
        const qreal y = i == 0 ? 0.42 : i == 3 ? 0.38 : 0.33;
        polygon(c, tone(c.c, 60),
                {QPointF(x, y + 0.04), QPointF(x + 0.03, y - 0.07), QPointF(x + 0.07, y + 0.04)});
    }
    QPainterPath hunch;
    hunch.moveTo(at(c, 0.13, 0.74));
    hunch.cubicTo(at(c, 0.1, 0.48), at(c, 0.22, 0.32), at(c, 0.42, 0.33));
    hunch.cubicTo(at(c, 0.58, 0.34), at(c, 0.68, 0.46), at(c, 0.74, 0.58));
    hunch.lineTo(at(c, 0.72, 0.74));
    hunch.closeSubpath();
    c.p.setBrush(c.c);
    c.p.drawPath(hunch);
    c.p.setBrush(tone(c.c, 120));
    c.p.drawChord(box(c, 0.2, 0.64, 0.48, 0.18), 180 * 16, 180 * 16); // belly
    const qreal hx = c.front || c.back ? 0.5 : 0.78;
    oval(c, tone(c.c, 60), hx, 0.6, 0.125, 0.105); // the head, outlined
    oval(c, tone(c.c, 110), hx, 0.6, 0.11, 0.09);
    if (!c.back) {
        eyePair(c, hx - (c.front ? 0 : 0.025), 0.56, Qt::white, 0.04, 0.028);
        eyePair(c, hx - (c.front ? 0 : 0.015), 0.56, kDark, 0.04, 0.013);
        c.p.setBrush(kDark);
        const qreal mx = c.front ? hx : hx + 0.03;
        c.p.drawRect(box(c, mx - 0.06, 0.63, 0.12, 0.03));
        polygon(c, Qt::white,
                {QPointF(mx - 0.045, 0.63), QPointF(mx - 0.02, 0.63), QPointF(mx - 0.032, 0.66)});
        polygon(c, Qt::white,
                {QPointF(mx + 0.02, 0.63), QPointF(mx + 0.045, 0.63), QPointF(mx + 0.032, 0.66)});
    }
    return {0.4, 0.3};
}

} // namespace

HeadTop draw(Ctx &c, const QString &body) {
    using Draw = HeadTop (*)(Ctx &);
    static const QHash<QString, Draw> bodies = {
        {QStringLiteral("quadruped"), quadruped},
        {QStringLiteral("bat"), bat},
        {QStringLiteral("spider"), spider},
        {QStringLiteral("snake"), snake},
        {QStringLiteral("skeleton"), skeleton},
        {QStringLiteral("ghost"), ghost},
        {QStringLiteral("wraith"), wraith},
        {QStringLiteral("wisp"), wisp},
        {QStringLiteral("jelly"), jelly},
        {QStringLiteral("bloat"), bloat},
        {QStringLiteral("drake"), [](Ctx &x) { return reptile(x, false); }},
        {QStringLiteral("dragon"), [](Ctx &x) { return reptile(x, true); }},
        {QStringLiteral("kobold"), kobold},
        {QStringLiteral("ogre"), ogre},
        {QStringLiteral("shaman"), [](Ctx &x) { return caster(x, false); }},
        {QStringLiteral("lich"), [](Ctx &x) { return caster(x, true); }},
        {QStringLiteral("beetle"), beetle},
        {QStringLiteral("eye"), eye},
        {QStringLiteral("orc"), orc},
        {QStringLiteral("knight"), knight},
    };
    c.p.save();
    c.p.setPen(Qt::NoPen);
    const HeadTop top = bodies.value(body, creature)(c);
    c.p.restore();
    return top;
}

} // namespace figures

} // namespace pd::tileart
