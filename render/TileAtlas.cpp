#include "TileAtlas.h"

#include "RenderLog.h"
#include "TileArt.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QPainter>

namespace pd {

namespace {

// The creatures TileArt draws, in the atlas's order, with the colours of the classic pack's
// records (one per tier where the pack has tiers).
struct Creature {
    const char *race;
    const char *colours[3];
};
constexpr Creature kCreatures[] = {
    {"hero", {"#f6eed6", nullptr, nullptr}},       {"goblin", {"#d0602a", "#f09a3a", "#ffc04a"}},
    {"archer", {"#c8783a", "#f0a050", "#ffc870"}}, {"zombie", {"#7fa06a", "#a8cc78", "#cdeb8f"}},
    {"ghoul", {"#8fb0a0", "#a8c8b8", "#c8e0d4"}},  {"rat", {"#a08c78", "#b8a48e", "#d0bca4"}},
    {"fungus", {"#8fd16a", "#a8e080", "#c8f0a0"}}, {"golem", {"#9fc8e8", "#b8d8f0", "#d4e8f8"}},
    {"mimic", {"#e8c34a", "#f0d070", "#f8e098"}},
};
// The walk cycle's looks in the order of the columns; west is east mirrored, as drawn.
constexpr Direction kLooks[] = {Direction::S, Direction::W, Direction::E, Direction::N};
constexpr char kLookNames[] = {'s', 'w', 'e', 'n'};
const char *const kTraps[] = {"crack", "rune", "spikes"};
const char *const kItems[] = {"medicine", "weapon", "armour", "shoes", "treasure", "ring"};

QString lookName(Direction look) {
    for (int i = 0; i < 4; ++i)
        if (kLooks[i] == look)
            return QString(QLatin1Char(kLookNames[i]));
    return QStringLiteral("s");
}

QString trapArt(const QString &id) {
    // As TileArt tells traps apart.
    if (id.contains(QLatin1String("crack")) || id.contains(QLatin1String("pit")))
        return QStringLiteral("crack");
    if (id.contains(QLatin1String("rune")))
        return QStringLiteral("rune");
    return QStringLiteral("spikes");
}

QStringList makeCellNames() {
    QStringList rows[3];
    for (int v = 0; v < 4; ++v)
        rows[0] << QStringLiteral("wall/%1").arg(v);
    for (int v = 0; v < 4; ++v)
        rows[0] << QStringLiteral("floor/%1").arg(v);
    rows[0] << QStringLiteral("door") << QStringLiteral("door-open")
            << QStringLiteral("stairs-down") << QStringLiteral("stairs-up");
    rows[1] << QStringLiteral("entrance") << QStringLiteral("exit") << QStringLiteral("chest")
            << QStringLiteral("chest-open") << QStringLiteral("chip");
    for (const char *trap : kTraps)
        rows[1] << QStringLiteral("trap/") + QLatin1String(trap)
                << QStringLiteral("trap-sprung/") + QLatin1String(trap);
    for (const char *item : kItems)
        rows[2] << QStringLiteral("item/") + QLatin1String(item);
    QStringList names;
    for (QStringList &row : rows) {
        while (row.size() < TileAtlas::kColumns)
            row << QString(); // an empty cell: rows start at a column of their own
        names += row;
    }
    for (const Creature &c : kCreatures) {
        const int tiers = c.colours[1] ? 3 : 1;
        for (int tier = 0; tier < tiers; ++tier)
            for (Direction look : kLooks)
                for (int frame = 0; frame < 3; ++frame)
                    names << TileAtlas::figureCell(QLatin1String(c.race), tier, look, frame);
    }
    return names;
}

} // namespace

const QStringList &TileAtlas::cellNames() {
    static const QStringList names = makeCellNames();
    return names;
}

QPoint TileAtlas::cellOf(const QString &name) {
    static const QHash<QString, int> index = [] {
        QHash<QString, int> out;
        const QStringList &names = cellNames();
        for (int i = 0; i < names.size(); ++i)
            if (!names.at(i).isEmpty())
                out.insert(names.at(i), i);
        return out;
    }();
    const int i = index.value(name, -1);
    return i < 0 ? QPoint(-1, -1) : QPoint(i % kColumns, i / kColumns);
}

QString TileAtlas::featureCell(const QString &feature, int variant) {
    if (feature == QLatin1String("wall") || feature == QLatin1String("floor"))
        return feature + u'/' + QString::number(variant & 3);
    return feature;
}

QString TileAtlas::thingCell(const QString &kind, const QString &id, const QString &itemKind) {
    if (kind.startsWith(QLatin1String("trap")))
        return kind + u'/' + trapArt(id);
    if (kind == QLatin1String("item")) {
        for (const char *item : kItems)
            if (itemKind == QLatin1String(item))
                return kind + u'/' + itemKind;
        return QStringLiteral("item/treasure"); // artefacts and the rest: TileArt's gem
    }
    return kind;
}

QString TileAtlas::figureCell(const QString &race, int tier, Direction look, int frame) {
    return QStringLiteral("figure/%1/%2/%3/%4")
        .arg(race)
        .arg(race == QLatin1String("hero") ? 0 : std::clamp(tier, 0, 2))
        .arg(lookName(look))
        .arg(std::clamp(frame, 0, 2));
}

QImage TileAtlas::draw(int size) {
    const QStringList &names = cellNames();
    const int rows = int((names.size() + kColumns - 1) / kColumns);
    QImage atlas(kColumns * size, rows * size, QImage::Format_ARGB32_Premultiplied);
    atlas.fill(Qt::transparent);
    // The classic pack's tileset colours, as LevelRenderer derives them for its tiles (traps
    // have no colour of their own there: the renderer's light grey).
    const QColor wallStone(0x8c, 0x85, 0x77), floorGrain(0x4d, 0x47, 0x3f);
    const QColor ground = QColor(0x12, 0x11, 0x10).lighter(400);
    const QHash<QString, QColor> colours = {
        {QStringLiteral("door"), QColor(0xd0, 0x9a, 0x52)},
        {QStringLiteral("stairs-down"), QColor(0xf2, 0xd4, 0x72)},
        {QStringLiteral("stairs-up"), QColor(0xd8, 0xc8, 0x98)},
        {QStringLiteral("entrance"), QColor(0x7e, 0xe0, 0x9a)},
        {QStringLiteral("exit"), QColor(0xf0, 0x70, 0x58)},
        {QStringLiteral("chest"), QColor(0xf0, 0xc8, 0x50)},
        {QStringLiteral("chest-open"), QColor(0x8a, 0x74, 0x40)},
        {QStringLiteral("chip"), QColor(0x62, 0xdc, 0xff)},
        {QStringLiteral("crack"), QColor(0xd0, 0xd0, 0xd0)},
        {QStringLiteral("rune"), QColor(0xd0, 0xd0, 0xd0)},
        {QStringLiteral("spikes"), QColor(0xd0, 0xd0, 0xd0)},
        {QStringLiteral("medicine"), QColor(0xe0, 0x5a, 0x5a)},
        {QStringLiteral("weapon"), QColor(0xc8, 0xc8, 0xd0)},
        {QStringLiteral("armour"), QColor(0xa0, 0x78, 0x50)},
        {QStringLiteral("shoes"), QColor(0xa0, 0x88, 0x70)},
        {QStringLiteral("treasure"), QColor(0xe8, 0xc3, 0x4a)},
        {QStringLiteral("ring"), QColor(0xe8, 0xc8, 0x60)}};
    QPainter p(&atlas);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int i = 0; i < names.size(); ++i) {
        const QString &name = names.at(i);
        if (name.isEmpty())
            continue;
        p.save();
        p.translate((i % kColumns) * size, (i / kColumns) * size);
        p.setClipRect(0, 0, size, size);
        const QStringList part = name.split(u'/');
        const QString &what = part.first();
        if (what == QLatin1String("wall")) {
            tileart::wall(p, size, wallStone, part.at(1).toInt());
        } else if (what == QLatin1String("floor")) {
            tileart::floor(p, size, ground, floorGrain, part.at(1).toInt());
        } else if (what.startsWith(QLatin1String("door")) ||
                   what.startsWith(QLatin1String("stairs")) || what == QLatin1String("entrance") ||
                   what == QLatin1String("exit")) {
            tileart::floor(p, size, ground, floorGrain, 0);
            if (what.startsWith(QLatin1String("door")))
                tileart::door(p, size, colours.value(QStringLiteral("door")).darker(130),
                              what == QLatin1String("door-open"));
            else
                tileart::stairs(p, size, colours.value(what),
                                what == QLatin1String("stairs-down") ||
                                    what == QLatin1String("exit"));
        } else if (what.startsWith(QLatin1String("chest"))) {
            tileart::chest(p, size, colours.value(what), what == QLatin1String("chest-open"));
        } else if (what == QLatin1String("chip")) {
            tileart::chip(p, size, colours.value(what));
        } else if (what.startsWith(QLatin1String("trap"))) {
            tileart::trap(p, size, part.at(1), colours.value(part.at(1)),
                          what == QLatin1String("trap-sprung"));
        } else if (what == QLatin1String("item")) {
            tileart::item(p, size, part.at(1), colours.value(part.at(1)));
        } else if (what == QLatin1String("figure")) {
            const QString &race = part.at(1);
            const int tier = part.at(2).toInt();
            QColor colour;
            for (const Creature &c : kCreatures)
                if (race == QLatin1String(c.race))
                    colour = QColor(QLatin1String(c.colours[c.colours[tier] ? tier : 0]));
            const Direction look =
                kLooks[QByteArray(kLookNames, 4).indexOf(part.at(3).at(0).toLatin1())];
            tileart::figure(p, size, race, tier, colour, look, part.at(4).toInt(), QString());
        }
        p.restore();
    }
    p.end();
    return atlas.convertToFormat(QImage::Format_ARGB32);
}

QJsonObject TileAtlas::layout(int size) {
    QJsonObject cells;
    const QStringList &names = cellNames();
    for (int i = 0; i < names.size(); ++i)
        if (!names.at(i).isEmpty())
            cells.insert(names.at(i), QJsonArray{i % kColumns, i / kColumns});
    return QJsonObject{{QStringLiteral("format"), 1},
                       {QStringLiteral("tileSize"), size},
                       {QStringLiteral("columns"), kColumns},
                       {QStringLiteral("cells"), cells}};
}

bool TileAtlas::load(const QString &file, int size) {
    m_cells.clear();
    if (file.isEmpty() || size < 1)
        return false;
    // Only a regular file is read: a named pipe would block the program for ever.
    const QImage image =
        QFileInfo(file).isFile() ? QImage(file).convertToFormat(QImage::Format_ARGB32) : QImage();
    if (image.isNull()) {
        qCWarning(lcRender, "the tile atlas %s cannot be read; the tiles are drawn instead",
                  qPrintable(file));
        return false;
    }
    const QStringList &names = cellNames();
    for (int i = 0; i < names.size(); ++i) {
        const QRect cell((i % kColumns) * size, (i / kColumns) * size, size, size);
        if (names.at(i).isEmpty() || !image.rect().contains(cell))
            continue;
        const QImage picture = image.copy(cell);
        bool visible = false;
        for (int y = 0; y < size && !visible; ++y) {
            const QRgb *line = reinterpret_cast<const QRgb *>(picture.constScanLine(y));
            for (int x = 0; x < size && !visible; ++x)
                visible = qAlpha(line[x]) != 0;
        }
        if (visible)
            m_cells.insert(names.at(i), picture);
    }
    return true;
}

bool TileAtlas::paint(QPainter &painter, int s, const QString &name) const {
    const auto it = m_cells.constFind(name);
    if (it == m_cells.constEnd())
        return false;
    painter.drawImage(QRect(0, 0, s, s), *it);
    return true;
}

} // namespace pd
