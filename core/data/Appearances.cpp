#include "Appearances.h"

#include "data/Pack.h"
#include "random/Rng.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"

#include <QMap>
#include <utility>

namespace pd {

namespace {

// The items that take their looks from each table, in the pack's order; the tables in the
// order of their first item.
QList<std::pair<QString, QStringList>> appearanceUsers(const Pack &pack) {
    QList<std::pair<QString, QStringList>> out;
    QHash<QString, qsizetype> at;
    for (const ItemRecord &item : pack.items) {
        if (item.appearances.isEmpty())
            continue;
        auto found = at.constFind(item.appearances);
        if (found == at.constEnd()) {
            found = at.insert(item.appearances, out.size());
            out.append({item.appearances, {}});
        }
        out[*found].second << item.id;
    }
    return out;
}

} // namespace

ItemAppearances ItemAppearances::shuffle(const Pack &pack, std::uint64_t seed) {
    ItemAppearances out;
    for (const auto &[tableId, items] : appearanceUsers(pack)) {
        const RandomTable *table = pack.table(tableId);
        if (!table)
            continue;    // the validator says so; the items stay known
        QList<int> rows; // the rows that have a text
        for (int i = 0; i < table->rows.size(); ++i)
            if (table->rows[i].result.kind == TableResult::Kind::Text)
                rows << i;
        // A partial Fisher-Yates shuffle: item i takes one of the rows not taken yet.
        Rng rng = Rng::forStream(seed, QString(QStringLiteral("appearance:") + tableId));
        for (qsizetype i = 0; i < items.size() && i < rows.size(); ++i) {
            const qsizetype j = i + qsizetype(rng.below(std::uint32_t(rows.size() - i)));
            rows.swapItemsAt(i, j);
            out.m_of.insert(items[i],
                            Appearance{tableId, rows[i], table->rows[rows[i]].result.text});
        }
    }
    return out;
}

const Appearance *ItemAppearances::of(const QString &item) const {
    const auto it = m_of.constFind(item);
    return it == m_of.constEnd() ? nullptr : &*it;
}

void ItemAppearances::validate(const Pack &pack, Diagnostics &out) {
    if (pack.unreadableFiles.contains(QStringLiteral("items.json")))
        return;
    JsonContext context(QStringLiteral("items.json"), out);
    auto error = [&](const ItemRecord &item, const QString &message) {
        context.error(jsonpointer::child(item.pointer, QStringLiteral("appearances")), message);
    };
    for (const auto &[tableId, items] : appearanceUsers(pack)) {
        const RandomTable *table = pack.table(tableId);
        if (!table)
            continue; // the reference check's
        int texts = 0;
        int notText = -1;
        for (int i = 0; i < table->rows.size(); ++i) {
            if (table->rows[i].result.kind == TableResult::Kind::Text &&
                !table->rows[i].result.text.trimmed().isEmpty())
                ++texts;
            else if (notText < 0)
                notText = i;
        }
        bool told = false; // a row without text: said once, at the first of the pack's own items
        for (qsizetype i = 0; i < items.size(); ++i) {
            const ItemRecord *item = pack.item(items[i]);
            if (!item || !pack.isOwn(item->origin))
                continue;
            if (notText >= 0 && !std::exchange(told, true))
                error(*item, QStringLiteral("table \"%1\" row %2 has no text: the rows of an "
                                            "appearance table are the looks' texts "
                                            "(\"text\": \"Murky potion\")")
                                 .arg(tableId)
                                 .arg(notText + 1));
            else if (notText < 0 && i >= texts)
                error(*item, QStringLiteral("table \"%1\" has %2 rows for the %3 items that take "
                                            "their appearances from it (one row each)")
                                 .arg(tableId)
                                 .arg(texts)
                                 .arg(items.size()));
        }
    }
}

} // namespace pd
