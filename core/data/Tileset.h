#pragma once

#include "json/JsonObjectReader.h"

#include <QJsonObject>
#include <QMap>

namespace pd {

// How the map is drawn: a glyph and colours per feature or record id, optional sprites, and
// optionally an atlas laid out like the program's own (resources/tiles) whose pictures replace
// the tiles the renderer draws in code.
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

    // A look of the map for some depths (a band of the ruleset names it, docs/data-format.md
    // "Looks"): tiles whose given fields (glyph, fg, bg, sprite) replace the base tile's. A
    // field the look leaves out is empty here (sprite: `sheet` empty) and keeps the base's.
    struct Look {
        QMap<QString, Tile> tiles;
        QString pointer;
    };

    int tileSize = 32;
    QMap<QString, Tile> tiles;
    QMap<QString, Look> looks; // by name; empty in every bundled pack
    QString atlas; // a PNG in the pack laid out as resources/tiles/atlas.json says; may be empty
    // How the hero's bolt looks in flight: "glow" (a ball of light) or "skull" (the room-by-room
    // chapter's flaming skull).
    QString bolt = QStringLiteral("glow");
    QString pointer;
    // The folder its files are relative to when the tileset comes from a pack this one depends
    // on; empty when it is the pack's own (relative to the pack's folder).
    QString folder;

    // A file the tileset names, as a path: relative to `folder`, or to `packFolder` when the
    // tileset is the pack's own. Empty for an empty name.
    QString filePath(const QString &relative, const QString &packFolder) const;

    // The tile `key` as the look `look` shows it: the base tile (if any) with the look's given
    // fields over it. An empty or unknown look is the base tiles. False when neither has it.
    bool tile(const QString &key, const QString &look, Tile &out) const;

    static const QStringList &featureNames();
    static Tileset fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

// Sound effects and music by event name; files relative to the pack folder. A pack names only
// the sounds it plays differently: the rest come, name by name, from the packs it depends on,
// and an effect no pack names is the program's own (resources/sounds, played by the desktop
// program).
struct SoundSet {
    QMap<QString, QString> effects;
    QMap<QString, QString> music;
    QMap<QString, QString> pointers; // "effects/attack" -> JSON pointer
    // Where a file named by a pack this one depends on lies: "effects/attack" -> that pack's
    // folder. The pack's own entries are relative to its own folder and are not in here.
    QMap<QString, QString> folders;

    // The file of an effect or a track (kind "effects" or "music"), as a path; empty when the
    // set does not name it.
    QString filePath(const QString &kind, const QString &name, const QString &packFolder) const;
    // Whether the entry was named by a pack this one depends on.
    bool isInherited(const QString &kind, const QString &name) const {
        return folders.contains(kind + u'/' + name);
    }
    // A dependency's set as this pack sees it: its own entries now lie in `dependencyFolder`.
    SoundSet inheritedFrom(const QString &dependencyFolder) const;
    // Puts `over`'s entries in place of this set's of the same name, keeping the others.
    void overlay(const SoundSet &over);

    static const QStringList &effectNames();
    static SoundSet fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
