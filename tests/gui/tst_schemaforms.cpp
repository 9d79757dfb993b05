// The Editor's forms against the pack's field schema (core/data/schema), which the loader reads
// by: every field the loader reads has a row with its tooltip words, but the few edited
// elsewhere (named here, with where); no tooltip words are left without a field; every key the
// bundled packs' records and rulesets are written with is a row of their form. The monster's
// "stepChance", which the loader read and the form left out, is one the form now edits.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "data/schema/PackSchema.h"
#include "document/PackDocument.h"
#include "records/InventoryEditor.h"
#include "records/RecordForm.h"
#include "records/RecordPicker.h"
#include "records/RecordSchema.h"

#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QStringListModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include "../unit/PackFixture.h"

#include <functional>

using namespace pd;

namespace {

// The fields the loader reads that have no row in a form, and where they are edited instead.
const QHash<QString, QString> &elsewhere() {
    static const QHash<QString, QString> where = {
        {QStringLiteral("item id"), QStringLiteral("the record list (add, rename)")},
        {QStringLiteral("spell id"), QStringLiteral("the record list (add, rename)")},
        {QStringLiteral("monster id"), QStringLiteral("the record list (add, rename)")},
        {QStringLiteral("trap id"), QStringLiteral("the record list (add, rename)")},
        {QStringLiteral("ruleset format"), QStringLiteral("the file (written by the Editor)")},
        {QStringLiteral("ruleset dungeon/bands"), QStringLiteral("the form's band table")},
        {QStringLiteral("ruleset hero/inventory"), QStringLiteral("the JSON dock")},
        {QStringLiteral("ruleset spells/restrictPercent"),
         QStringLiteral("nowhere: refused, replaced by spells/restrict")},
    };
    return where;
}

struct Form {
    QString name; // the schema's
    QList<schema::Field> fields;
    const QList<FieldSpec> *rows;
};

QList<Form> forms() {
    return {
        {QStringLiteral("item"), schema::fields(RecordKind::Item), &recordSchema(RecordKind::Item)},
        {QStringLiteral("spell"), schema::fields(RecordKind::Spell),
         &recordSchema(RecordKind::Spell)},
        {QStringLiteral("monster"), schema::fields(RecordKind::Monster),
         &recordSchema(RecordKind::Monster)},
        {QStringLiteral("trap"), schema::fields(RecordKind::Trap), &recordSchema(RecordKind::Trap)},
        {QStringLiteral("ruleset"), schema::rulesetFields(), &rulesetSchema()},
        {QStringLiteral("band"), schema::bandFields(), &bandSchema()},
    };
}

const FieldSpec *rowOf(const QList<FieldSpec> &rows, const QString &path) {
    for (const FieldSpec &row : rows)
        if (row.path == path)
            return &row;
    return nullptr;
}

// The keys an object is written with that are neither a row of its form nor edited elsewhere
// (an object that is not a row is looked into: "ranged", "interface").
QStringList keysWithoutARow(const QJsonObject &o, const QString &name, const QList<FieldSpec> &rows,
                            const QString &base = QString()) {
    QStringList out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = base.isEmpty() ? it.key() : base + u'/' + it.key();
        if (rowOf(rows, path) || elsewhere().contains(name + u' ' + path))
            continue;
        if (it.value().isObject())
            out << keysWithoutARow(it.value().toObject(), name, rows, path);
        else
            out << name + u' ' + path;
    }
    return out;
}

} // namespace

class TestSchemaForms : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() {
        test::isolateSettings("SchemaFormsTest");
        qputenv("PD_NO_DIALOGS", "1");
    }

    // Every field of the schema has a row of its form, with the same type, range and default,
    // and words for its tooltip; those without one are exactly the fields edited elsewhere.
    void everyFieldHasARow() {
        QStringList withoutRow, withoutWords, unexpected;
        for (const Form &form : forms()) {
            for (const schema::Field &f : form.fields) {
                const QString at = form.name + u' ' + f.path;
                const FieldSpec *row = rowOf(*form.rows, f.path);
                if (elsewhere().contains(at)) {
                    if (row || f.inForm)
                        unexpected << at;
                    continue;
                }
                if (!row) {
                    withoutRow << at;
                    continue;
                }
                QCOMPARE(row->type, f.type);
                QCOMPARE(row->min, f.min);
                QCOMPARE(row->max, f.max);
                QCOMPARE(row->defaultText, f.defaultText);
                QCOMPARE(row->required, f.required);
                if (!hasFieldWords(f.tooltipKey) || row->tooltip().isEmpty())
                    withoutWords << at + QStringLiteral(" (") + f.tooltipKey + u')';
            }
            // ... and a form has no row the schema does not declare.
            for (const FieldSpec &row : *form.rows) {
                const bool declared =
                    std::any_of(form.fields.begin(), form.fields.end(),
                                [&](const schema::Field &f) { return f.path == row.path; });
                if (!declared)
                    unexpected << form.name + u' ' + row.path;
            }
        }
        QVERIFY2(withoutRow.isEmpty(), qPrintable(withoutRow.join(QStringLiteral(", "))));
        QVERIFY2(withoutWords.isEmpty(), qPrintable(withoutWords.join(QStringLiteral(", "))));
        QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join(QStringLiteral(", "))));
    }

    // No tooltip words are kept for a field that no longer exists.
    void everyWordHasAField() {
        QSet<QString> used;
        for (const Form &form : forms())
            for (const FieldSpec &row : *form.rows)
                used.insert(row.tooltipKey);
        const QStringList keys = fieldWordKeys();
        QStringList unused;
        for (const QString &key : keys)
            if (!used.contains(key))
                unused << key;
        QVERIFY2(unused.isEmpty(), qPrintable(unused.join(QStringLiteral(", "))));
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    }

    // Whatever the bundled packs' records, rulesets and bands are written with has a row of
    // their form (or is edited elsewhere): a field the writer knows and the form does not shows.
    void everyKeyWrittenHasARow_data() {
        QTest::addColumn<QString>("pack");
        for (const char *name : {"classic", "permadungeon", "maze-duel"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyKeyWrittenHasARow() {
        QFETCH(QString, pack);
        const auto loaded = test::loadValidPack(QStringLiteral(PD_TEST_PACKS_DIR) + u'/' + pack);
        QStringList missing;
        const auto check = [&](const QJsonObject &o, const QString &name) {
            for (const Form &form : forms())
                if (form.name == name)
                    missing << keysWithoutARow(o, name, *form.rows);
        };
        for (const ItemRecord &r : loaded->items)
            check(r.toJson(), QStringLiteral("item"));
        for (const SpellRecord &r : loaded->spells)
            check(r.toJson(), QStringLiteral("spell"));
        for (const MonsterRecord &r : loaded->monsters)
            check(r.toJson(), QStringLiteral("monster"));
        for (const TrapRecord &r : loaded->traps)
            check(r.toJson(), QStringLiteral("trap"));
        const QJsonObject ruleset = loaded->ruleset.toJson();
        check(ruleset, QStringLiteral("ruleset"));
        for (const QJsonValue &band : ruleset.value(QStringLiteral("dungeon"))
                                          .toObject()
                                          .value(QStringLiteral("bands"))
                                          .toArray())
            check(band.toObject(), QStringLiteral("band"));
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // The form edits a monster's stepChance: its row says what it is, its default and range, and
    // a value typed reaches the pack (and an empty one leaves the default).
    void monsterFormEditsStepChance() {
        const QString folder = m_tmp.filePath(QStringLiteral("permadungeon"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/permadungeon"), folder));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        editor.select(RecordKind::Monster, QStringLiteral("fungus"));
        RecordForm *form = editor.recordForm();
        QVERIFY(form->isShown(QStringLiteral("stepChance")));
        QVERIFY(form->label(QStringLiteral("stepChance"))
                    ->toolTip()
                    .contains(QStringLiteral("1 to 100")));
        auto *spin = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("stepChance")));
        QVERIFY(spin);
        QCOMPARE(spin->value(), 50);
        QCOMPARE(spin->maximum(), 100);
        spin->setValue(75);
        const auto monster = [&editor] {
            return editor.document()->pack()->monster(QStringLiteral("fungus"));
        };
        QCOMPARE(monster()->stepChance, 75);
        spin->setValue(spin->minimum()); // empty: the default
        QCOMPARE(monster()->stepChance, 100);
        QCOMPARE(spin->specialValueText(), QStringLiteral("(default: 100)"));
    }

    // Issue 36, item 7: a stats key the form adds goes where the docs order it (hp, mp, atk, ...),
    // not at the end of the object.
    void aNewStatsKeyKeepsTheDocumentedOrder() {
        const QString folder = m_tmp.filePath(QStringLiteral("classic-stats"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        const QString stats = *doc->recordPointer(RecordKind::Monster, QStringLiteral("cave-rat")) +
                              QStringLiteral("/stats");
        const QString monsters = QStringLiteral("monsters.json");
        QVERIFY(!doc->value(monsters, stats + QStringLiteral("/mp")));
        editor.select(RecordKind::Monster, QStringLiteral("cave-rat"));
        auto *mp = editor.recordForm()->findChild<QLineEdit *>(QStringLiteral("mp"));
        QVERIFY(mp);
        mp->setFocus();
        QTest::keyClicks(mp, QStringLiteral("20"));
        doc->settle();
        QCOMPARE(doc->value(monsters, stats)->keys(),
                 QStringList({QStringLiteral("hp"), QStringLiteral("mp"), QStringLiteral("atk"),
                              QStringLiteral("def"), QStringLiteral("cri"), QStringLiteral("hit"),
                              QStringLiteral("dop")}));
        QCOMPARE(doc->value(monsters, stats + QStringLiteral("/mp"))->scalar().toInt(), 20);
    }

    // Issue 36, item 3: a monster's spells are picked from the pack's, not only typed: the
    // Choose menu ticks them on and off (each one undo step, in the list's order), and the line
    // completes the id being typed after the others.
    void spellsArePickedFromThePack() {
        const QString folder = m_tmp.filePath(QStringLiteral("classic-spells"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        const QString spells =
            *doc->recordPointer(RecordKind::Monster, QStringLiteral("cave-rat")) +
            QStringLiteral("/spells");
        const QString monsters = QStringLiteral("monsters.json");
        editor.select(RecordKind::Monster, QStringLiteral("cave-rat"));
        auto *line =
            qobject_cast<QLineEdit *>(editor.recordForm()->editor(QStringLiteral("spells")));
        QVERIFY(line);
        auto *choose = line->parentWidget()->findChild<QToolButton *>(QStringLiteral("ChooseIds"));
        QVERIFY(choose);
        QMenu *menu = choose->menu();
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        QAction *water = nullptr, *fire = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->data().toString() == QLatin1String("water-1a"))
                water = a;
            if (a->data().toString() == QLatin1String("fire-1a"))
                fire = a;
        }
        QVERIFY(water && fire);
        QVERIFY(water->text().contains(QStringLiteral("water-1a")));
        QVERIFY(!water->isChecked());
        water->trigger(); // (a checkable action toggles, then the menu hears it)
        fire->trigger();
        doc->settle();
        const JsonTree *list = doc->value(monsters, spells);
        QVERIFY(list && list->isArray());
        QCOMPARE(list->size(), 2);
        QCOMPARE(list->at(0).scalar().toString(), QStringLiteral("water-1a"));
        QCOMPARE(list->at(1).scalar().toString(), QStringLiteral("fire-1a"));
        QCOMPARE(line->text(), QStringLiteral("water-1a, fire-1a"));
        QCOMPARE(doc->undoStack()->count(), 2);
        // Unticked: gone from the list, the other kept.
        Q_EMIT menu->aboutToShow();
        for (QAction *a : menu->actions())
            if (a->data().toString() == QLatin1String("water-1a")) {
                QVERIFY(a->isChecked());
                a->trigger();
            }
        doc->settle();
        QCOMPARE(doc->value(monsters, spells)->size(), 1);
        QCOMPARE(doc->value(monsters, spells)->at(0).scalar().toString(),
                 QStringLiteral("fire-1a"));
        // The completer works on the id after the last comma, and keeps those before it.
        QCompleter *completer = line->completer();
        QVERIFY(completer);
        QCOMPARE(completer->splitPath(QStringLiteral("fire-1a, wat")),
                 QStringList{QStringLiteral("wat")});
        line->setText(QStringLiteral("fire-1a, wat"));
        completer->setCompletionPrefix(QStringLiteral("wat"));
        QVERIFY(completer->completionCount() >= 2);
        QCOMPARE(completer->currentCompletion(), QStringLiteral("fire-1a, water-1a"));
        auto *ids = qobject_cast<QStringListModel *>(completer->model());
        QVERIFY(ids);
        const int row = int(ids->stringList().indexOf(QStringLiteral("water-1a")));
        QVERIFY(row >= 0);
        QCOMPARE(completer->pathFromIndex(ids->index(row)), QStringLiteral("fire-1a, water-1a"));
    }

    // Issue 36, item 3: the starting inventory is a table of the ruleset's form, no JSON typed:
    // an item picked and a count per line, lines added and removed, each an undo step, and a
    // wrong id shown under the table.
    void startingInventoryIsAForm() {
        const QString folder = m_tmp.filePath(QStringLiteral("classic-inventory"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        const QString ruleset = QStringLiteral("ruleset.json");
        const QString inventory = QStringLiteral("/hero/inventory");
        const JsonTree before = *doc->value(ruleset, inventory);
        const int n = int(before.size());
        QVERIFY(n >= 2);
        const QString firstItem = before.at(0).member(QStringLiteral("item"))->scalar().toString();
        const int firstCount = before.at(0).member(QStringLiteral("count"))->scalar().toInt();
        editor.selectFile(ruleset);
        InventoryEditor *form = editor.recordForm()->inventory();
        QVERIFY(form);
        QCOMPARE(form->table()->rowCount(), n);
        auto *first = qobject_cast<RecordPicker *>(form->editor(0, QStringLiteral("item")));
        auto *count = qobject_cast<QSpinBox *>(form->editor(0, QStringLiteral("count")));
        QVERIFY(first && count);
        QCOMPARE(first->currentText(), firstItem);
        QCOMPARE(count->value(), firstCount);
        count->setValue(5);
        doc->settle();
        QCOMPARE(doc->value(ruleset, inventory + QStringLiteral("/0/count"))->scalar().toInt(), 5);
        QCOMPARE(editor.document()->pack()->ruleset.inventory.at(0).count, 5);
        form->addEntry();
        doc->settle();
        QCOMPARE(form->table()->rowCount(), n + 1);
        auto *added = qobject_cast<RecordPicker *>(form->editor(n, QStringLiteral("item")));
        QVERIFY(added);
        added->setEditText(QStringLiteral("nonesuch"));
        Q_EMIT added->idChanged(QStringLiteral("nonesuch"));
        doc->settle();
        QVERIFY2(form->problems().contains(QStringLiteral("nonesuch")),
                 qPrintable(form->problems()));
        form->removeEntry(n);
        doc->settle();
        QVERIFY(form->problems().isEmpty());
        QCOMPARE(doc->value(ruleset, inventory)->size(), n);
        QCOMPARE(doc->undoStack()->count(), 4);
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        doc->settle();
        QVERIFY(*doc->value(ruleset, inventory) == before);
        QCOMPARE(qobject_cast<QSpinBox *>(form->editor(0, QStringLiteral("count")))->value(),
                 firstCount);
        // Problems lead to the entry's field.
        QApplication::setActiveWindow(&editor);
        editor.reveal(ruleset, inventory + QStringLiteral("/1/count"));
        QCOMPARE(QApplication::focusWidget(), form->editor(1, QStringLiteral("count")));
    }
};

QTEST_MAIN(TestSchemaForms)
#include "tst_schemaforms.moc"
