#pragma once

#include "json/Diagnostic.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace pd {

class Pack;

// A pack's user-visible texts in languages other than its own, read from
// `translations/<language>.json` beside its data files (docs/data-format.md). They are data for
// the front ends only: no rule reads them, and neither the pack's content hash nor a save or a
// replay holds them, so a translation added or changed leaves every save and replay valid.
class PackTexts {
public:
    // Table: an appearance table's row texts (the looks of unidentified items), by the id
    // "TABLE/ROW TEXT" and Field::Row.
    enum class Kind { Pack, Item, Spell, Monster, Trap, Table };
    enum class Field { Name, Description, Sprung, Row };

    // The text for a record's field in `language` ("de", or "de_CH", which falls back to "de"),
    // or a null string when the pack has none in that language.
    QString text(const QString &language, Kind kind, const QString &id, Field field) const;
    void insert(const QString &language, Kind kind, const QString &id, Field field,
                const QString &text);
    // The languages with at least one text, sorted.
    QStringList languages() const;

    // One text a player reads, in the pack's own language: the record (empty id: the pack
    // itself) and which of its texts.
    struct Entry {
        Kind kind;
        QString id;
        Field field;
    };
    // Every text of a compiled pack that a translation can give, in the order the Editor's lists
    // show them (the pack's name and description, then items, spells, monsters and traps).
    static QList<Entry> translatable(const Pack &pack);
    // Those of them that `language` has no text for (a language the pack has no file for lacks
    // them all).
    QList<Entry> missing(const Pack &pack, const QString &language) const;
    // Where a text stands in a translation file ("/monsters/zombie/name", "/pack/description").
    static QString pointerOf(const Entry &entry);
    // The text in the pack's own language (its data files).
    static QString sourceText(const Pack &pack, const Entry &entry);
    bool isEmpty() const { return m_texts.isEmpty(); }
    // Puts `other`'s texts over these, text by text (a pack's own over its dependencies').
    void overlay(const PackTexts &other);
    // These texts without the pack's own name and description: what a pack takes over from
    // a dependency (whose name is not its own).
    PackTexts recordsOnly() const;

    // Reads the `translations/` folder of the pack folder `folder` and checks each text against
    // `pack`'s records (its own and its dependencies'). Every problem (a file that is not JSON,
    // a name that is no language, an unknown id or key, a wrong type) is a warning located at
    // file:line:column and JSON pointer, and what can be read is kept: a translation never stops
    // a pack from loading. `prefix` is put before file names in diagnostics.
    static PackTexts load(const QString &folder, const QString &prefix, const Pack &pack,
                          Diagnostics &diagnostics);

    // The language a pack's data files are written in when its manifest names none.
    static QString defaultLanguage() { return QStringLiteral("en"); }
    // Whether `code` names a language: "de", "fr", "pt_BR" (ISO 639 and an optional region).
    static bool isLanguageCode(const QString &code);
    static QString folderName() { return QStringLiteral("translations"); }

private:
    static QString key(Kind kind, const QString &id, Field field);
    QHash<QString, QHash<QString, QString>> m_texts; // language -> key -> text
};

} // namespace pd
