#pragma once

// A designer's big pack for the Editor's widget tests: the classic pack with 10,000 more
// items (treasures of every sort) and a table that names each, 10,033 tables and records of its
// own in all, written by the Editor's own document (so in the writer's layout).

#include "data/PackLoader.h"
#include "document/PackDocument.h"

#include <QDir>

#include "../unit/PackFixture.h"

namespace pd::test {

inline bool makeBigPack(const QString &folder) {
    if (!copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder))
        return false;
    PackDocument doc;
    if (!doc.open(folder, nullptr))
        return false;
    JsonTree items = *doc.value(QStringLiteral("items.json"), QString());
    JsonTree *list = items.find(QStringLiteral("/items"));
    JsonTree rows = JsonTree::array();
    for (int i = 0; i < 10000; ++i) {
        JsonTree item = JsonTree::object();
        const QString id = QStringLiteral("gem-%1").arg(i);
        item.setMember(QStringLiteral("id"), JsonTree(QJsonValue(id)));
        item.setMember(QStringLiteral("name"),
                       JsonTree(QJsonValue(QStringLiteral("Gem %1").arg(i))));
        item.setMember(QStringLiteral("kind"), JsonTree(QJsonValue(QStringLiteral("treasure"))));
        item.setMember(QStringLiteral("worth"),
                       JsonTree(QJsonValue(QStringLiteral("%1d6").arg(1 + i % 5))));
        item.setMember(QStringLiteral("description"),
                       JsonTree(QJsonValue(QStringLiteral("A cut stone from the deep mines."))));
        item.setMember(QStringLiteral("glyph"), JsonTree(QJsonValue(QStringLiteral("*"))));
        item.setMember(QStringLiteral("color"), JsonTree(QJsonValue(QStringLiteral("#a0e0ff"))));
        list->insertItem(list->size(), item);
        JsonTree row = JsonTree::object();
        row.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1 + i % 7)));
        row.setMember(QStringLiteral("item"), JsonTree(QJsonValue(id)));
        rows.insertItem(rows.size(), row);
    }
    doc.setValue(QStringLiteral("items.json"), QString(), items, QString());
    JsonTree table = JsonTree::object();
    table.setMember(QStringLiteral("id"), JsonTree(QJsonValue(QStringLiteral("gems"))));
    table.setMember(QStringLiteral("rows"), rows);
    const qsizetype at =
        doc.value(QStringLiteral("tables.json"), QStringLiteral("/tables"))->size();
    doc.insertItem(QStringLiteral("tables.json"), QStringLiteral("/tables"), at, table, QString());
    // Depths 1-2 find gems among their items: a pack that uses all it holds has no warnings.
    for (qsizetype i = 0; i < at; ++i) {
        const QString rowsPointer = QStringLiteral("/tables/%1/rows").arg(i);
        if (doc.value(QStringLiteral("tables.json"), QStringLiteral("/tables/%1/id").arg(i))
                ->scalar()
                .toString() != QLatin1String("items-d1"))
            continue;
        JsonTree gems = JsonTree::object();
        gems.setMember(QStringLiteral("weight"), JsonTree(QJsonValue(1)));
        gems.setMember(QStringLiteral("table"), JsonTree(QJsonValue(QStringLiteral("gems"))));
        doc.insertItem(QStringLiteral("tables.json"), rowsPointer,
                       doc.value(QStringLiteral("tables.json"), rowsPointer)->size(), gems,
                       QString());
    }
    return doc.save(nullptr) && doc.diagnostics().isEmpty();
}

} // namespace pd::test
