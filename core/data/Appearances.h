#pragma once

#include "json/Diagnostic.h"

#include <QHash>
#include <QString>
#include <cstdint>

namespace pd {

class Pack;

// What an unidentified item kind looks like in one run: a row of the table its record names
// ("appearances": "potion-colours"), whose text ("Murky potion") is shown for it until the kind
// is known. (The text is the pack's; Words::appearanceName reads it in the reader's language.)
struct Appearance {
    QString table; // the table's id
    int row = -1;  // the row's index in it
    QString text;  // the row's text, in the pack's own language
};

// The appearances of a run: for each appearance table, the items that name it (in the pack's
// order) take distinct rows, shuffled by the stream "appearance:TABLE" of the run's seed
// (docs/rng.md), so nothing else draws differently. A pure function of (pack, seed): a game
// makes it again on load rather than saving it.
class ItemAppearances {
public:
    ItemAppearances() = default;
    static ItemAppearances shuffle(const Pack &pack, std::uint64_t seed);

    // The item's look this run; nullptr when its record has none (it is known from the start).
    const Appearance *of(const QString &item) const;
    bool isEmpty() const { return m_of.isEmpty(); }
    qsizetype size() const { return m_of.size(); }

    // The pack's own items' appearance tables, checked: every row a text, as many rows as items
    // name the table. Errors at the item's "appearances" field in items.json (the validator's;
    // an unknown table id is the reference check's).
    static void validate(const Pack &pack, Diagnostics &out);

private:
    QHash<QString, Appearance> m_of; // item id -> its look
};

} // namespace pd
