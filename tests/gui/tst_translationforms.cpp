// Texts in every language from the Editor: a language added to a new pack, a record's name and
// description typed in it from the record's form, undone and redone, saved as the pack's
// translations/<language>.json, and read back by the loader; the Pack dock lists the file.

#include "EditorTest.h"
#include "GuiTest.h"
#include "data/PackLoader.h"
#include "data/PackTemplate.h"
#include "docks/LanguagesDock.h"
#include "docks/PackFilesDock.h"
#include "docks/ProblemsDock.h"
#include "document/PackDocument.h"
#include "records/RecordForm.h"
#include "workspace/DockLayout.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include "../unit/PackFixture.h"

using namespace pd;

namespace {

QStringList listed(const PackFilesDock *dock) {
    QStringList out;
    for (int i = 0; i < dock->list()->count(); ++i)
        out << dock->list()->item(i)->data(Qt::UserRole).toString();
    return out;
}

} // namespace

class TestTranslationForms : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void aNewPackGetsALanguage() {
        const QString folder = m_tmp.filePath(QStringLiteral("fresh"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        LanguagesDock *languages = editor.docks()->languages();
        PackFilesDock *files = editor.docks()->packDock();
        QVERIFY(!listed(files).contains(QStringLiteral("translations/de.json")));
        QVERIFY(languages->summary().first().startsWith(QLatin1String("No translations yet")));
        // Refused: no language, the pack's own.
        QVERIFY(!languages->addLanguage(QStringLiteral("german"), &error));
        QVERIFY2(error.contains(QLatin1String("not a language code")), qPrintable(error));
        QVERIFY(!languages->addLanguage(QStringLiteral("en"), &error));
        QCOMPARE(doc->undoStack()->count(), 0);
        // German: one undo step, listed by the Pack dock and the Languages dock.
        QVERIFY2(languages->addLanguage(QStringLiteral("de"), &error), qPrintable(error));
        doc->settle();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->isModified());
        QVERIFY(listed(files).contains(QStringLiteral("translations/de.json")));
        const QStringList summary = languages->summary();
        QCOMPARE(summary.size(), 1);
        QVERIFY2(summary.first().contains(QLatin1String("(de)")) &&
                     summary.first().contains(QLatin1String("missing")),
                 qPrintable(summary.first()));
        QVERIFY(!languages->addLanguage(QStringLiteral("de"), &error)); // there already
        // Problems says what the language lacks (not as an error or a warning), leading to the
        // first text.
        ProblemsDock *problems = editor.docks()->problems();
        QCOMPARE(problems->rowCount(), 1);
        QVERIFY2(problems->text(0).startsWith(QLatin1String("translations/de.json: ")) &&
                     problems->text(0).contains(QLatin1String("not translated into")),
                 qPrintable(problems->text(0)));
        QVERIFY(!doc->diagnostics().hasErrors());
        // Counted with the compile, as the pack's texts count them.
        const auto counted = doc->missingTexts(QStringLiteral("de"));
        QVERIFY(counted);
        const QList<PackTexts::Entry> all =
            doc->pack()->texts.missing(*doc->pack(), QStringLiteral("de"));
        QVERIFY(!all.isEmpty());
        QCOMPARE(counted->count, all.size());
        QCOMPARE(counted->first.id, all.first().id);
        QVERIFY2(problems->text(0).contains(QString::number(all.size())),
                 qPrintable(problems->text(0)));
        // Undo takes the file away; redo brings it back.
        doc->undoStack()->undo();
        doc->settle();
        QVERIFY(!listed(files).contains(QStringLiteral("translations/de.json")));
        QVERIFY(!doc->files().has(QStringLiteral("translations/de.json")));
        QCOMPARE(problems->rowCount(), 0);
        doc->undoStack()->redo();
        doc->settle();
        QVERIFY(doc->files().has(QStringLiteral("translations/de.json")));
        // Saved, it is a file the loader reads (no text yet: no warning either).
        QVERIFY2(doc->save(&error), qPrintable(error));
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/translations/de.json")));
        Diagnostics diagnostics;
        PackLoader::load(folder, diagnostics);
        QVERIFY2(diagnostics.items().isEmpty(), qPrintable(diagnostics.toStringList().join(u'\n')));
    }

    void formsHaveALinePerLanguage() {
        const QString folder = m_tmp.filePath(QStringLiteral("texts"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, folder)); // (a description is written as it is typed
                                                   // in, with the focus)
        PackDocument *doc = editor.document();
        const QString monster = doc->pack()->monsters.first().id;
        editor.select(RecordKind::Monster, monster);
        RecordForm *form = editor.recordForm();
        QVERIFY(!form->translation(QStringLiteral("name"), QStringLiteral("de")));
        QVERIFY(editor.docks()->languages()->addLanguage(QStringLiteral("de")));
        QVERIFY(editor.docks()->languages()->addLanguage(QStringLiteral("fr")));
        doc->settle();
        auto *german = qobject_cast<QLineEdit *>(
            form->translation(QStringLiteral("name"), QStringLiteral("de")));
        auto *french = qobject_cast<QLineEdit *>(
            form->translation(QStringLiteral("name"), QStringLiteral("fr")));
        QVERIFY(german && french);
        QVERIFY(german->isVisibleTo(form));
        QVERIFY2(german->placeholderText().contains(doc->pack()->monsters.first().name),
                 qPrintable(german->placeholderText()));
        QVERIFY(qobject_cast<QPlainTextEdit *>(
            form->translation(QStringLiteral("description"), QStringLiteral("fr"))));
        QVERIFY(!form->translation(QStringLiteral("glyph"), QStringLiteral("de")));
        const int steps = doc->undoStack()->count();
        test::retype(german, QStringLiteral("Ratte"));
        doc->settle();
        const QString de = QStringLiteral("translations/de.json");
        const QString at = QStringLiteral("/monsters/%1/name").arg(monster);
        QVERIFY(doc->value(de, at));
        QCOMPARE(doc->value(de, at)->scalar().toString(), QStringLiteral("Ratte"));
        QCOMPARE(german->text(), QStringLiteral("Ratte"));
        QCOMPARE(doc->pack()->texts.text(QStringLiteral("de"), PackTexts::Kind::Monster, monster,
                                         PackTexts::Field::Name),
                 QStringLiteral("Ratte"));
        // The description in French, in its own file.
        auto *description = qobject_cast<QPlainTextEdit *>(
            form->translation(QStringLiteral("description"), QStringLiteral("fr")));
        description->setFocus();
        QTest::keyClicks(description, QStringLiteral("Un rat."));
        doc->settle();
        const JsonTree *fr = doc->value(QStringLiteral("translations/fr.json"),
                                        QStringLiteral("/monsters/%1/description").arg(monster));
        QVERIFY(fr);
        QCOMPARE(fr->scalar().toString(), QStringLiteral("Un rat."));
        // Undo brings the field back as it was (every step of the typing undone).
        QUndoStack *undo = doc->undoStack();
        while (undo->count() > steps && undo->index() > steps)
            undo->undo();
        doc->settle();
        QVERIFY(!doc->value(de, at));
        QVERIFY(german->text().isEmpty());
        while (undo->canRedo())
            undo->redo();
        doc->settle();
        QCOMPARE(german->text(), QStringLiteral("Ratte"));
        // Emptied, the text goes, and the record's object with its last text.
        test::retype(german, QString());
        QTest::keyClick(german, Qt::Key_Backspace);
        doc->settle();
        QVERIFY(!doc->value(de, QStringLiteral("/monsters/%1").arg(monster)));
        test::retype(german, QStringLiteral("Riesenratte"));
        doc->settle();
        // Saved and loaded again: the texts are the pack's.
        QVERIFY2(doc->save(&error), qPrintable(error));
        Diagnostics diagnostics;
        const Pack pack = PackLoader::load(folder, diagnostics);
        QVERIFY2(diagnostics.items().isEmpty(), qPrintable(diagnostics.toStringList().join(u'\n')));
        QCOMPARE(pack.texts.text(QStringLiteral("de"), PackTexts::Kind::Monster, monster,
                                 PackTexts::Field::Name),
                 QStringLiteral("Riesenratte"));
        QCOMPARE(pack.texts.text(QStringLiteral("fr"), PackTexts::Kind::Monster, monster,
                                 PackTexts::Field::Description),
                 QStringLiteral("Un rat."));
        // A text typed in the JSON (another view) shows in the form.
        doc->setValue(QStringLiteral("translations/fr.json"),
                      QStringLiteral("/monsters/%1/name").arg(monster),
                      JsonTree(QJsonValue(QStringLiteral("Rat géant"))), QStringLiteral("test"));
        doc->settle();
        QCOMPARE(french->text(), QStringLiteral("Rat géant"));
    }

    // A trap's name once sprung is a text too; the bundled pack's German shows in its form.
    void bundledTextsShowInTheForms() {
        const QString folder = m_tmp.filePath(QStringLiteral("classic"));
        QVERIFY(test::copyFolder(QStringLiteral(PD_TEST_PACKS_DIR "/classic"), folder));
        EditorWorkspace editor;
        QVERIFY(editor.openPack(folder));
        PackDocument *doc = editor.document();
        const QString goblin = QStringLiteral("goblin");
        editor.select(RecordKind::Monster, goblin);
        auto *german = qobject_cast<QLineEdit *>(
            editor.recordForm()->translation(QStringLiteral("name"), QStringLiteral("de")));
        QVERIFY(german);
        QCOMPARE(german->text(),
                 doc->pack()->texts.text(QStringLiteral("de"), PackTexts::Kind::Monster, goblin,
                                         PackTexts::Field::Name));
        QVERIFY(!german->text().isEmpty());
        if (!doc->pack()->traps.isEmpty()) {
            editor.select(RecordKind::Trap, doc->pack()->traps.first().id);
            QVERIFY(
                editor.recordForm()->translation(QStringLiteral("sprung"), QStringLiteral("fr")));
        }
        QCOMPARE(doc->undoStack()->count(), 0); // showing changes nothing
    }

    // The manifest has a form too: the pack's name and description with a line per language,
    // its authors as a list; nothing to type as JSON to name a pack in three languages.
    void theManifestHasAForm() {
        const QString folder = m_tmp.filePath(QStringLiteral("manifest"));
        QString error;
        QVERIFY2(PackTemplate::create(folder, QString(), &error), qPrintable(error));
        EditorWorkspace editor;
        QVERIFY(test::showEditor(editor, folder)); // (a description is written with the focus)
        PackDocument *doc = editor.document();
        QVERIFY(editor.docks()->languages()->addLanguage(QStringLiteral("de"), &error));
        QVERIFY(editor.docks()->languages()->addLanguage(QStringLiteral("fr"), &error));
        doc->settle();
        editor.selectFile(QStringLiteral("pack.json"));
        RecordForm *form = editor.recordForm();
        QVERIFY(form->showsManifest());
        QVERIFY(!form->showsRuleset());
        QVERIFY(form->isVisible());
        auto *name = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("name")));
        QVERIFY(name);
        QCOMPARE(name->text(), doc->pack()->manifest.name);
        test::retype(name, QStringLiteral("Rat Cellar"));
        doc->settle();
        QCOMPARE(doc->pack()->manifest.name, QStringLiteral("Rat Cellar"));
        QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("pack.json")));
        auto *german = qobject_cast<QLineEdit *>(
            form->translation(QStringLiteral("name"), QStringLiteral("de")));
        QVERIFY(german);
        test::retype(german, QStringLiteral("Rattenkeller"));
        auto *french = qobject_cast<QPlainTextEdit *>(
            form->translation(QStringLiteral("description"), QStringLiteral("fr")));
        QVERIFY(french);
        french->setFocus();
        QTest::keyClicks(french, QStringLiteral("Une cave"));
        doc->settle();
        const JsonTree *de =
            doc->value(QStringLiteral("translations/de.json"), QStringLiteral("/pack/name"));
        QVERIFY(de);
        QCOMPARE(de->scalar().toString(), QStringLiteral("Rattenkeller"));
        const JsonTree *fr =
            doc->value(QStringLiteral("translations/fr.json"), QStringLiteral("/pack/description"));
        QVERIFY(fr);
        QCOMPARE(fr->scalar().toString(), QStringLiteral("Une cave"));
        auto *authors = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("authors")));
        QVERIFY(authors);
        test::retype(authors, QStringLiteral("Ann Example, Bo"));
        doc->settle();
        QCOMPARE(doc->pack()->manifest.authors,
                 QStringList({QStringLiteral("Ann Example"), QStringLiteral("Bo")}));
        // A bad version is named under its field by the pack's own check.
        auto *version = qobject_cast<QLineEdit *>(form->editor(QStringLiteral("version")));
        QVERIFY(version);
        test::retype(version, QStringLiteral("one"));
        doc->settle();
        QVERIFY(doc->diagnostics().hasErrors());
        test::retype(version, QStringLiteral("1.2.0"));
        doc->settle();
        QVERIFY(!doc->diagnostics().hasErrors());
        QVERIFY2(doc->save(&error), qPrintable(error));
        Diagnostics diagnostics;
        const Pack pack = PackLoader::load(folder, diagnostics);
        QVERIFY(!diagnostics.hasErrors());
        QCOMPARE(pack.manifest.name, QStringLiteral("Rat Cellar"));
        QCOMPARE(pack.texts.text(QStringLiteral("de"), PackTexts::Kind::Pack, QString(),
                                 PackTexts::Field::Name),
                 QStringLiteral("Rattenkeller"));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_MAIN(TestTranslationForms)
#include "tst_translationforms.moc"
