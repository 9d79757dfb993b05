#include "Tileset.h"

#include "data/RecordFields.h"
#include "json/JsonPointer.h"

#include <QDir>

#include <tuple>
#include <utility>

namespace pd {

namespace {
QString joined(const QString &folder, const QString &relative) {
    return relative.isEmpty() ? QString() : QDir(folder).filePath(relative);
}
// The tiles under `key` of `r`: a base tile needs its glyph and takes white when it gives no
// fg; a look's tile gives only the fields it changes (the others stay empty).
void readTilesetTiles(JsonObjectReader &r, const QString &key, bool look,
                      QMap<QString, Tileset::Tile> &out) {
    const QJsonObject tiles = r.objectValue(key, !look);
    const QString tilesPointer = r.pointerOf(key);
    for (auto it = tiles.constBegin(); it != tiles.constEnd(); ++it) {
        const QString p = jsonpointer::child(tilesPointer, it.key());
        if (it.key().startsWith(u'$'))
            continue; // comments and notes, as everywhere in a pack
        if (!fields::isValidId(it.key())) {
            r.context().errorAtKey(p, QStringLiteral("invalid tile name \"%1\"").arg(it.key()));
            continue;
        }
        JsonObjectReader tr(r.context(), it.value(), p);
        Tileset::Tile tile;
        tile.pointer = p;
        tile.glyph = fields::readGlyph(tr, QStringLiteral("glyph"));
        if (!look && !tr.has(QStringLiteral("glyph")) && tr.isObject())
            tr.missing(QStringLiteral("glyph"));
        tile.fg = fields::readColor(tr, QStringLiteral("fg"),
                                    look ? QString() : QStringLiteral("#ffffff"));
        tile.bg = fields::readColor(tr, QStringLiteral("bg"));
        if (tr.has(QStringLiteral("sprite"))) {
            JsonObjectReader sr(r.context(), tr.value(QStringLiteral("sprite")),
                                tr.pointerOf(QStringLiteral("sprite")));
            tile.sheet = sr.requiredString(QStringLiteral("sheet"));
            tile.column = int(sr.requiredInteger(QStringLiteral("column"), 0, 4095));
            tile.row = int(sr.requiredInteger(QStringLiteral("row"), 0, 4095));
            sr.finish();
        }
        tr.finish();
        out.insert(it.key(), tile);
    }
}

QJsonObject tilesetTilesJson(const QMap<QString, Tileset::Tile> &tiles, bool look) {
    QJsonObject tilesObject;
    for (auto it = tiles.constBegin(); it != tiles.constEnd(); ++it) {
        QJsonObject o;
        if (!look || !it->glyph.isEmpty())
            o.insert(QStringLiteral("glyph"), it->glyph);
        if (!look || !it->fg.isEmpty())
            o.insert(QStringLiteral("fg"), it->fg);
        if (!it->bg.isEmpty())
            o.insert(QStringLiteral("bg"), it->bg);
        if (!it->sheet.isEmpty())
            o.insert(QStringLiteral("sprite"), QJsonObject{{QStringLiteral("sheet"), it->sheet},
                                                           {QStringLiteral("column"), it->column},
                                                           {QStringLiteral("row"), it->row}});
        tilesObject.insert(it.key(), o);
    }
    return tilesObject;
}

} // namespace

bool Tileset::tile(const QString &key, const QString &look, Tile &out) const {
    const auto base = tiles.constFind(key);
    const bool found = base != tiles.constEnd();
    out = found ? *base : Tile();
    const auto l = look.isEmpty() ? looks.constEnd() : looks.constFind(look);
    if (l == looks.constEnd())
        return found;
    const auto over = l->tiles.constFind(key);
    if (over == l->tiles.constEnd())
        return found;
    if (!over->glyph.isEmpty())
        out.glyph = over->glyph;
    if (!over->fg.isEmpty())
        out.fg = over->fg;
    if (!over->bg.isEmpty())
        out.bg = over->bg;
    if (!over->sheet.isEmpty()) {
        out.sheet = over->sheet;
        out.column = over->column;
        out.row = over->row;
    }
    return true;
}

QString Tileset::filePath(const QString &relative, const QString &packFolder) const {
    return joined(folder.isEmpty() ? packFolder : folder, relative);
}

const QStringList &Tileset::featureNames() {
    static const QStringList names = {
        QStringLiteral("wall"),       QStringLiteral("floor"),       QStringLiteral("door"),
        QStringLiteral("door-open"),  QStringLiteral("stairs-down"), QStringLiteral("stairs-up"),
        QStringLiteral("entrance"),   QStringLiteral("exit"),        QStringLiteral("chest"),
        QStringLiteral("chest-open"), QStringLiteral("chip"),        QStringLiteral("hero"),
        QStringLiteral("unseen"),     QStringLiteral("deep-water"),  QStringLiteral("lava"),
        QStringLiteral("chasm"),      QStringLiteral("bridge"),      QStringLiteral("grass"),
        QStringLiteral("door-locked")};
    return names;
}

Tileset Tileset::fromJson(JsonObjectReader &r) {
    Tileset t;
    t.pointer = r.pointer();
    if (!r.isObject())
        return t;
    fields::readFormat(r, 1);
    t.tileSize = int(r.integer(QStringLiteral("tileSize"), 32, 8, 256));
    t.bolt =
        r.enumeration(QStringLiteral("bolt"), {QStringLiteral("glow"), QStringLiteral("skull")},
                      QStringLiteral("glow"), QStringLiteral("bolt look"));
    if (r.has(QStringLiteral("atlas"))) {
        t.atlas = r.string(QStringLiteral("atlas"));
        if (t.atlas.isEmpty())
            r.context().error(r.pointerOf(QStringLiteral("atlas")),
                              QStringLiteral("expected a file name"));
    }
    readTilesetTiles(r, QStringLiteral("tiles"), false, t.tiles);
    const QJsonObject looks = r.objectValue(QStringLiteral("looks"));
    for (auto it = looks.constBegin(); it != looks.constEnd(); ++it) {
        const QString p = jsonpointer::child(r.pointerOf(QStringLiteral("looks")), it.key());
        if (it.key().startsWith(u'$'))
            continue;
        if (!fields::isValidId(it.key())) {
            r.context().errorAtKey(p, QStringLiteral("invalid look name \"%1\"").arg(it.key()));
            continue;
        }
        JsonObjectReader lr(r.context(), it.value(), p);
        if (!lr.isObject())
            continue;
        Look look;
        look.pointer = p;
        readTilesetTiles(lr, QStringLiteral("tiles"), true, look.tiles);
        lr.finish();
        t.looks.insert(it.key(), look);
    }
    r.finish();
    return t;
}

QJsonObject Tileset::toJson() const {
    const QJsonObject tilesObject = tilesetTilesJson(tiles, false);
    QJsonObject o{{QStringLiteral("format"), 1},
                  {QStringLiteral("tileSize"), tileSize},
                  {QStringLiteral("tiles"), tilesObject}};
    if (!atlas.isEmpty())
        o.insert(QStringLiteral("atlas"), atlas);
    if (bolt != QLatin1String("glow")) // a pack that says nothing keeps its content hash
        o.insert(QStringLiteral("bolt"), bolt);
    if (!looks.isEmpty()) { // likewise
        QJsonObject looksObject;
        for (auto it = looks.constBegin(); it != looks.constEnd(); ++it)
            looksObject.insert(it.key(), QJsonObject{{QStringLiteral("tiles"),
                                                      tilesetTilesJson(it->tiles, true)}});
        o.insert(QStringLiteral("looks"), looksObject);
    }
    return o;
}

const QStringList &SoundSet::effectNames() {
    static const QStringList names = {
        QStringLiteral("step"), QStringLiteral("attack"), QStringLiteral("hit"),
        QStringLiteral("miss"), QStringLiteral("critical"), QStringLiteral("die"),
        QStringLiteral("hero-die"), QStringLiteral("pickup"), QStringLiteral("chest"),
        QStringLiteral("trap"), QStringLiteral("spell"), QStringLiteral("drink"),
        QStringLiteral("menu"), QStringLiteral("level"), QStringLiteral("stairs"),
        QStringLiteral("bolt"),
        // Spells by element (the maze duel's six), then the rest of what the game's events say.
        QStringLiteral("spell-water"), QStringLiteral("spell-fire"), QStringLiteral("spell-wood"),
        QStringLiteral("spell-earth"), QStringLiteral("spell-holy"), QStringLiteral("spell-evil"),
        QStringLiteral("heal"), QStringLiteral("burn"), QStringLiteral("buff"),
        QStringLiteral("debuff"), QStringLiteral("expire"), QStringLiteral("block"),
        QStringLiteral("defend"), QStringLiteral("escape"), QStringLiteral("appear"),
        QStringLiteral("gold"), QStringLiteral("equip"), QStringLiteral("door"),
        QStringLiteral("refused"), QStringLiteral("menu-move"),
        // Potions, scrolls and wands, and the statuses and blinks their effects bring.
        QStringLiteral("read"), QStringLiteral("zap"), QStringLiteral("teleport"),
        QStringLiteral("poison")};
    return names;
}

SoundSet SoundSet::fromJson(JsonObjectReader &r) {
    SoundSet s;
    if (!r.isObject())
        return s;
    fields::readFormat(r, 1);
    auto readMap = [&](const QString &key, QMap<QString, QString> &out, bool checkNames) {
        const QJsonObject o = r.objectValue(key);
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString p = jsonpointer::child(r.pointerOf(key), it.key());
            if (it.key().startsWith(u'$'))
                continue;
            if (checkNames && !effectNames().contains(it.key()))
                r.context().warningAtKey(
                    p, QStringLiteral("unknown sound effect \"%1\" (the game "
                                      "plays %2)")
                           .arg(it.key(), effectNames().join(QStringLiteral(", "))));
            if (!it.value().isString() || it.value().toString().isEmpty()) {
                r.context().error(p, QStringLiteral("expected a file name"));
                continue;
            }
            out.insert(it.key(), it.value().toString());
            s.pointers.insert(key + u'/' + it.key(), p);
        }
    };
    readMap(QStringLiteral("effects"), s.effects, true);
    readMap(QStringLiteral("music"), s.music, false);
    r.finish();
    return s;
}

QString SoundSet::filePath(const QString &kind, const QString &name,
                           const QString &packFolder) const {
    const QMap<QString, QString> &names = kind == QLatin1String("music") ? music : effects;
    return joined(folders.value(kind + u'/' + name, packFolder), names.value(name));
}

SoundSet SoundSet::inheritedFrom(const QString &dependencyFolder) const {
    SoundSet out = *this;
    for (const auto &[kind, names] : {std::pair{QStringLiteral("effects"), &effects},
                                      std::pair{QStringLiteral("music"), &music}})
        for (auto it = names->constBegin(); it != names->constEnd(); ++it)
            if (!out.folders.contains(kind + u'/' + it.key()))
                out.folders.insert(kind + u'/' + it.key(), dependencyFolder);
    return out;
}

void SoundSet::overlay(const SoundSet &over) {
    for (const auto &[kind, mine, theirs] :
         {std::tuple{QStringLiteral("effects"), &effects, &over.effects},
          std::tuple{QStringLiteral("music"), &music, &over.music}}) {
        for (auto it = theirs->constBegin(); it != theirs->constEnd(); ++it) {
            const QString key = kind + u'/' + it.key();
            mine->insert(it.key(), it.value());
            pointers.insert(key, over.pointers.value(key));
            if (over.folders.contains(key))
                folders.insert(key, over.folders.value(key));
            else
                folders.remove(key);
        }
    }
}

QJsonObject SoundSet::toJson() const {
    QJsonObject e, m;
    for (auto it = effects.constBegin(); it != effects.constEnd(); ++it)
        e.insert(it.key(), it.value());
    for (auto it = music.constBegin(); it != music.constEnd(); ++it)
        m.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("format"), 1},
                       {QStringLiteral("effects"), e},
                       {QStringLiteral("music"), m}};
}

} // namespace pd
