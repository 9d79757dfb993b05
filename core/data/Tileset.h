#pragma once

#include "json/JsonObjectReader.h"

#include <QJsonObject>
#include <QMap>

namespace pd {

// How the map is drawn: a glyph and colours per feature or record id, optional sprites.
struct Tileset {
    struct Tile {
        QString glyph;
        QString fg;
        QString bg;
        QString sheet; // sprite sheet file in the pack; empty = glyph only
        int column = 0;
        int row = 0;
        QString pointer;
    };

    int tileSize = 32;
    QMap<QString, Tile> tiles;
    QString pointer;

    static const QStringList &featureNames();
    static Tileset fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

// Sound effects and music by event name; files relative to the pack folder.
struct SoundSet {
    QMap<QString, QString> effects;
    QMap<QString, QString> music;
    QMap<QString, QString> pointers; // "effects/attack" -> JSON pointer

    static const QStringList &effectNames();
    static SoundSet fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
