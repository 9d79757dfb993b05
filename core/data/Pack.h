#pragma once

#include "data/ItemRecord.h"
#include "data/MonsterRecord.h"
#include "data/PackManifest.h"
#include "data/PackTexts.h"
#include "data/Ruleset.h"
#include "data/SpellRecord.h"
#include "data/Tileset.h"
#include "data/TrapRecord.h"
#include "tables/RandomTable.h"

#include <QHash>
#include <QList>

namespace pd {

// Everything a game is made of besides code, as loaded from a pack folder (and the packs it
// depends on). Records are plain values; look-ups by id go through the index.
class Pack {
public:
    QString rootPath; // absolute folder
    PackManifest manifest;
    Ruleset ruleset = Ruleset::defaults();
    Tileset tileset;
    SoundSet sounds;
    QList<RandomTable> tables;
    QList<ItemRecord> items;
    QList<SpellRecord> spells;
    QList<MonsterRecord> monsters;
    QList<TrapRecord> traps;
    // Its names and descriptions in other languages (its dependencies' under its own): for the
    // front ends only, outside toJson() and the content hash.
    PackTexts texts;
    // Which of the pack files (PackLoader::knownFiles) the pack itself has, and which of those
    // could not be read; the rest comes from its dependencies or defaults.
    QStringList ownFiles;
    QStringList unreadableFiles;
    bool isOwn(const QString &origin) const { return origin == manifest.id; }

    const RandomTable *table(const QString &id) const;
    const ItemRecord *item(const QString &id) const;
    const SpellRecord *spell(const QString &id) const;
    const MonsterRecord *monster(const QString &id) const;
    const TrapRecord *trap(const QString &id) const;

    // Call after changing the record lists.
    void rebuildIndex();
    // SHA-256 over the canonical JSON of every record and the ruleset: what a replay records
    // to prove it is played with the same data. Formatting and key order do not change it.
    QByteArray contentHash() const;
    QJsonObject toJson() const; // the canonical content, one object

private:
    template <typename T>
    const T *find(const QList<T> &records, const QHash<QString, int> &index, int kind,
                  const QString &id) const;

    QHash<QString, int> m_tables, m_items, m_spells, m_monsters, m_traps;
    // Which rebuildIndex() made the indexes (unique in the process): what the lookups' cache
    // checks, so that it never answers from another pack's, or an older, index.
    quint64 m_generation = 0;
};

} // namespace pd
