#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace pd {

// New packs: the empty one (the smallest pack that validates and plays: a manifest, a ruleset
// with one depth band, one generator table, one table of what a level holds, one monster and
// one item), or a copy of another pack under an id of its own. What File ▸ New pack in the
// Editor and `permadungeon-cli pack new` make.
class PackTemplate {
public:
    // The empty pack's files (file name, text as the editor writes it).
    static QList<std::pair<QString, QByteArray>> emptyPack(const QString &id, const QString &name);

    // Makes a new pack in `folder` (which must not exist, or be an empty folder, in a folder
    // that exists): the empty pack when `from` is empty, else a copy of the pack folder `from`
    // (its JSON files as they are, its sounds and sprites) whose manifest gets the new id and
    // the folder's name. False with `error` (untranslated: the path and the reason), and nothing
    // left behind, when it cannot.
    static bool create(const QString &folder, const QString &from, QString *error);

    // A pack id made from a folder's name: "My Dungeon!" gives "local.my-dungeon".
    static QString idFor(const QString &folderName);

    // Copies the files of a pack folder that are not its JSON files (sounds, sprite sheets),
    // keeping their folders. False with `error` naming the file.
    static bool copyAssets(const QString &from, const QString &to, QString *error);
};

} // namespace pd
