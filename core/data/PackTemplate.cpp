#include "PackTemplate.h"

#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/PackManifest.h"
#include "files/AtomicFile.h"
#include "json/JsonTree.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>

namespace pd {

namespace {

// One file of the empty pack, written as the editor writes every file.
QByteArray formatted(const QByteArray &json) {
    Diagnostics ignored;
    return JsonWriter::write(JsonTree::fromSource(JsonReader::parse(json, QString(), ignored)));
}

// Removes what a failed create() made.
class Undo {
public:
    Undo(QString folder, bool made)
        : m_folder(std::move(folder))
        , m_made(made) {}
    ~Undo() {
        if (m_armed) {
            if (m_made)
                QDir(m_folder).removeRecursively();
            else // an empty folder that was there: empty again
                for (const QString &e : QDir(m_folder).entryList(
                         QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
                    QFileInfo(m_folder + u'/' + e).isDir()
                        ? QDir(m_folder + u'/' + e).removeRecursively()
                        : QFile::remove(m_folder + u'/' + e);
        }
    }
    void done() { m_armed = false; }

private:
    QString m_folder;
    bool m_made;
    bool m_armed = true;
};

} // namespace

QList<std::pair<QString, QByteArray>> PackTemplate::emptyPack(const QString &id,
                                                              const QString &name) {
    JsonTree manifest = JsonTree::fromSource([] {
        Diagnostics ignored;
        return JsonReader::parse(
            R"({"format": 1, "id": "", "name": "", "version": "0.1.0", "authors": ["Anonymous"],
                "description": "A new pack: one level generator, one table of what a level holds, one monster and one item.",
                "game": ">=0.1.0 <1.0.0", "generatorVersion": 1})",
            QString(), ignored);
    }());
    manifest.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
    manifest.setMember(QStringLiteral("name"), JsonTree(QJsonValue(name)));
    return {
        {QStringLiteral("pack.json"), JsonWriter::write(manifest)},
        {QStringLiteral("ruleset.json"),
         formatted(R"({"format": 1, "health": "hp", "battle": "bump", "levels": "persistent",
            "movement": 8, "fov": {"enabled": true, "radius": 8},
            "dungeon": {"depth": 3, "bands": [
              {"from": 1, "to": 3, "generator": "generator", "items": "contents",
               "itemCount": "1d4+2"}]},
            "hero": {"name": "Hero",
              "stats": {"hp": 60, "mp": 0, "atk": 12, "def": 6, "cri": 5, "hit": 20, "dop": 10},
              "experience": [0, 20, 50], "levelGains": {"hp": 10, "atk": 2, "def": 1},
              "inventory": [{"item": "potion", "count": 1}]},
            "scoring": {"newLevel": 5, "treasure": 3, "chip": 0, "kill": 1, "win": 0}})")},
        {QStringLiteral("tables.json"), formatted(R"({"format": 1, "tables": [
            {"id": "generator", "name": "Level generator", "rows": [
              {"weight": 1, "text": "Rooms and corridors", "value": {"generator": "rooms",
               "width": 48, "height": 32, "maxRooms": 10, "roomMin": 5, "roomMax": 9}}]},
            {"id": "contents", "name": "What a level holds", "rows": [
              {"weight": 3, "monster": "rat"}, {"weight": 1, "item": "potion"}]}]})")},
        {QStringLiteral("monsters.json"), formatted(R"({"format": 1, "monsters": [
            {"id": "rat", "name": "Giant rat", "race": "beast", "tier": "normal", "level": 1,
             "stats": {"hp": 12, "atk": 8, "def": 2, "hit": 15, "dop": 5}, "xp": 6,
             "ai": "chase", "glyph": "r", "color": "#a08060"}]})")},
        {QStringLiteral("items.json"), formatted(R"({"format": 1, "items": [
            {"id": "potion", "name": "Healing draught", "kind": "medicine", "tier": 1,
             "restores": {"hp": 30}, "glyph": "!", "color": "#e04848"}]})")},
    };
}

QString PackTemplate::idFor(const QString &folderName) {
    QString slug;
    for (const QChar c : folderName.toLower())
        slug += (c.isLetterOrNumber() && c.unicode() < 128) ? c : u'-';
    slug = slug.split(u'-', Qt::SkipEmptyParts).join(u'-');
    const QString id = QStringLiteral("local.") + slug;
    return PackManifest::isValidPackId(id) ? id : QStringLiteral("local.pack");
}

bool PackTemplate::copyAssets(const QString &from, const QString &to, QString *error) {
    const QDir source(from);
    QStringList stack = {QString()};
    while (!stack.isEmpty()) {
        const QString sub = stack.takeLast();
        const QFileInfoList list =
            QDir(source.filePath(sub))
                .entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QFileInfo &e : list) {
            const QString rel = sub.isEmpty() ? e.fileName() : sub + u'/' + e.fileName();
            if (e.isDir()) {
                if (!e.isSymLink())
                    stack << rel;
                continue;
            }
            if (PackLoader::knownFiles().contains(rel) || !e.isFile())
                continue; // the JSON files are written apart; no pipes or devices
            const QString target = to + u'/' + rel;
            errno = 0;
            if (!QDir().mkpath(QFileInfo(target).absolutePath())) {
                if (error)
                    *error = QStringLiteral("%1: %2").arg(QFileInfo(target).absolutePath(),
                                                          systemReason(errno ? errno : EACCES));
                return false;
            }
            if (!AtomicFile::copy(e.filePath(), target, error))
                return false;
        }
    }
    return true;
}

bool PackTemplate::create(const QString &folder, const QString &from, QString *error) {
    const QFileInfo target(QFileInfo(folder).absoluteFilePath());
    const QString path = target.absoluteFilePath();
    const bool existed = target.exists() || target.isSymLink();
    if (existed && (target.isSymLink() || !target.isDir() ||
                    !QDir(path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System |
                                        QDir::NoDotAndDotDot))) {
        if (error)
            *error = QStringLiteral("%1: exists and is not an empty folder").arg(path);
        return false;
    }
    if (!QFileInfo(target.absolutePath()).isDir()) {
        if (error)
            *error = QStringLiteral("%1: no such folder").arg(target.absolutePath());
        return false;
    }
    const QString name = target.fileName();
    const QString id = idFor(name);

    QList<std::pair<QString, QByteArray>> files;
    if (from.isEmpty()) {
        files = emptyPack(id, name);
    } else {
        if (!QFileInfo(from + QStringLiteral("/pack.json")).isFile()) {
            if (error)
                *error = QStringLiteral("%1: not a pack folder (no pack.json)").arg(from);
            return false;
        }
        Diagnostics read;
        PackFiles source = PackFiles::read(from, read, QString());
        if (!source.unreadable.isEmpty() || !source.has(QStringLiteral("pack.json"))) {
            if (error)
                *error = QStringLiteral("%1: %2 cannot be read, so the pack is not copied")
                             .arg(from, source.unreadable.value(0, QStringLiteral("pack.json")));
            return false;
        }
        // A pack of its own: its own id and name, so it does not shadow the one it copies.
        JsonTree &manifest = source.files[QStringLiteral("pack.json")].tree;
        manifest.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
        manifest.setMember(QStringLiteral("name"), JsonTree(QJsonValue(name)));
        for (const auto &[file, content] : source.files)
            if (!PackFiles::isTranslation(file)) // (copied as they are, with the sounds)
                files.append({file, JsonWriter::write(content.tree)});
    }

    errno = 0;
    if (!existed && !QDir().mkdir(path)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, systemReason(errno ? errno : EACCES));
        return false;
    }
    Undo undo(path, !existed);
    if (!from.isEmpty() && !copyAssets(from, path, error))
        return false;
    if (!PackSaveJournal::save(path, files, error))
        return false;
    undo.done();
    return true;
}

} // namespace pd
