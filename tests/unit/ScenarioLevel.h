#pragma once

// Hand-drawn levels for engine scenarios: a Game can start on one
// (`Game(pack, seed, hero, makeLevel({...}, {monster("goblin", 2, 1)}))`), and helpers that read
// what the game did. Shared by tst_engine and tst_engine_rules (tst_fov draws maps with tileFor).

#include "data/PackLoader.h"
#include "engine/Game.h"

#include <QList>
#include <QStringList>

namespace pd::test {

// The tile a drawn map's character stands for: '#' wall, '+' door, '>' '<' stairs, the terrain
// as tileGlyph draws it ('~' deep water, '%' lava, ':' chasm, '=' bridge, '"' grass), anything
// else floor.
inline Tile tileFor(QChar c) {
    switch (c.unicode()) {
    case u'~':
        return Tile::DeepWater;
    case u'%':
        return Tile::Lava;
    case u':':
        return Tile::Chasm;
    case u'=':
        return Tile::Bridge;
    case u'"':
        return Tile::Grass;
    case u'#':
        return Tile::Wall;
    case u'+':
        return Tile::Door;
    case u'>':
        return Tile::StairsDown;
    case u'<':
        return Tile::StairsUp;
    default:
        return Tile::Floor;
    }
}

// A bundled pack as the tests play it (PD_TEST_PACKS_DIR/NAME: data/NAME, but classic's frozen
// 1.1.0), with what its loader reported in `d`.
inline Pack bundledPack(const char *name, Diagnostics &d) {
    return PackLoader::load(QStringLiteral(PD_TEST_PACKS_DIR "/") + QLatin1String(name), d);
}

// A bundled pack as shipped (data/NAME), for the tests of the packs themselves: their sounds,
// texts and looks.
inline Pack shippedPack(const char *name, Diagnostics &d) {
    return PackLoader::load(QStringLiteral(PD_BUNDLED_DATA_DIR "/") + QLatin1String(name), d);
}

// Tiles as tileFor reads them. The hero arrives on '@', or on '<' when the picture has no '@'.
inline Level makeLevel(const QStringList &rows, const QList<LevelEntity> &entities = {}) {
    Level level;
    level.generator = QStringLiteral("test");
    level.map = TileMap(int(rows.first().size()), int(rows.size()));
    bool hasAt = false;
    for (const QString &row : rows)
        hasAt |= row.contains(u'@');
    for (int y = 0; y < rows.size(); ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            const QChar c = rows[y][x];
            level.map.set(x, y, tileFor(c));
            if (c == u'@' || (c == u'<' && !hasAt))
                level.arrival = {x, y};
            if (c == u'>')
                level.stairsDown = Point{x, y};
            if (c == u'<')
                level.stairsUp = Point{x, y};
        }
    }
    level.entities = entities;
    return level;
}

inline LevelEntity entity(LevelEntity::Kind kind, const QString &id, int x, int y,
                          int quantity = 1) {
    LevelEntity e;
    e.kind = kind;
    e.id = id;
    e.at = {x, y};
    e.quantity = quantity;
    return e;
}
inline LevelEntity monster(const QString &id, int x, int y) {
    return entity(LevelEntity::Kind::Monster, id, x, y);
}
inline LevelEntity item(const QString &id, int x, int y, int n = 1) {
    return entity(LevelEntity::Kind::Item, id, x, y, n);
}
inline LevelEntity chest(const QString &table, int x, int y) {
    return entity(LevelEntity::Kind::Chest, table, x, y);
}
inline LevelEntity trap(const QString &id, int x, int y) {
    return entity(LevelEntity::Kind::Trap, id, x, y);
}

inline QList<GameEvent> eventsOf(const QList<GameEvent> &events, GameEvent::Kind kind) {
    QList<GameEvent> out;
    for (const GameEvent &e : events) {
        if (e.kind == kind)
            out.append(e);
    }
    return out;
}

// A command in the commands file's spelling; false when it does not parse or is refused.
inline bool submitText(Game &g, const QString &text) {
    const auto c = Command::fromText(text);
    return c && g.submit(*c);
}

inline const Actor *actorById(const Game &g, int id) {
    for (const Actor &a : g.level().actors) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

} // namespace pd::test
