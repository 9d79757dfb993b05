#include "LanguagesDock.h"

#include "data/Pack.h"
#include "document/PackDocument.h"
#include "records/TextTranslations.h"

#include <QAction>
#include <QDir>
#include <QHeaderView>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

enum LanguageRole { TextKindRole = Qt::UserRole, TextIdRole, LanguageFileRole };

std::optional<RecordKind> recordKindOf(PackTexts::Kind kind) {
    switch (kind) {
    case PackTexts::Kind::Item:
        return RecordKind::Item;
    case PackTexts::Kind::Spell:
        return RecordKind::Spell;
    case PackTexts::Kind::Monster:
        return RecordKind::Monster;
    case PackTexts::Kind::Trap:
        return RecordKind::Trap;
    case PackTexts::Kind::Pack:
    case PackTexts::Kind::Table:
        break;
    }
    return std::nullopt;
}

} // namespace

LanguagesDock::LanguagesDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document) {
    setObjectName(QStringLiteral("LanguagesDock"));
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto *bar = new QToolBar(body);
    bar->setObjectName(QStringLiteral("LanguagesToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_add = bar->addAction(QString(), this, &LanguagesDock::askForLanguage);
    m_add->setObjectName(QStringLiteral("AddLanguage"));
    column->addWidget(bar);
    m_tree = new QTreeWidget(body);
    m_tree->setObjectName(QStringLiteral("LanguagesTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setRootIsDecorated(true);
    column->addWidget(m_tree, 1);
    setWidget(body);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const QString file = item->data(0, LanguageFileRole).toString(); !file.isEmpty())
            return Q_EMIT fileChosen(file);
        if (!item->data(0, TextKindRole).isValid())
            return;
        const auto kind = PackTexts::Kind(item->data(0, TextKindRole).toInt());
        if (const std::optional<RecordKind> record = recordKindOf(kind))
            Q_EMIT recordChosen(*record, item->data(0, TextIdRole).toString());
        else
            Q_EMIT fileChosen(QStringLiteral("pack.json"));
    });
    retranslateUi();
}

// The compiled pack's records and texts: an edit of a name or a description may make a text to
// translate or take one away; rename and delete move the translations with the record.
DocumentView::Needs LanguagesDock::needs() const {
    Needs needs;
    needs.compiled = true;
    needs.translations = true; // a text, or a language made (or undone)
    needs.files << QStringLiteral("pack.json");
    for (const auto &[name, file] : m_document->files().files)
        if (PackFiles::isTranslation(name))
            needs.files << name;
    for (RecordKind kind : {RecordKind::Item, RecordKind::Spell, RecordKind::Monster}) {
        needs.keys << std::pair(kind, QStringLiteral("name"));
        needs.keys << std::pair(kind, QStringLiteral("description"));
    }
    for (const char *key : {"name", "description", "sprung"})
        needs.keys << std::pair(RecordKind::Trap, QLatin1String(key));
    return needs;
}

void LanguagesDock::refresh(const ViewUpdate &) {
    rebuild();
}

QStringList LanguagesDock::summary() const {
    flush();
    QStringList out;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        out << m_tree->topLevelItem(i)->text(0);
    return out;
}

void LanguagesDock::retranslateUi() {
    setWindowTitle(tr("Languages"));
    m_add->setText(tr("Add a language…"));
    m_add->setToolTip(tr("Make a translation file for another language: each record's form gets "
                         "a line for its texts in that language"));
    m_tree->setAccessibleName(tr("Translations of the pack's texts"));
    rebuild();
}

void LanguagesDock::rebuild() {
    m_tree->clear();
    const std::shared_ptr<const Pack> pack = m_document->pack();
    m_add->setEnabled(m_document->isOpen() && !m_document->isReadOnly());
    if (!m_document->isOpen() || !pack)
        return;
    const QList<PackTexts::Entry> texts = PackTexts::translatable(*pack);
    // The pack's files (a language just added has no text yet), and its dependencies' languages.
    QStringList languages = TextTranslations::languagesOf(*m_document);
    for (const QString &language : pack->texts.languages())
        if (!languages.contains(language))
            languages << language;
    languages.sort();
    if (languages.isEmpty()) {
        auto *none =
            new QTreeWidgetItem(m_tree, {tr("No translations yet: \"Add a language…\" makes one "
                                            "(translations/de.json, fr.json, ...).")});
        none->setFlags(Qt::ItemIsEnabled);
        return;
    }
    const QString kinds[] = {tr("Pack"), tr("Item"), tr("Spell"), tr("Monster"), tr("Trap")};
    const QString fields[] = {tr("name"), tr("description"), tr("name once sprung")};
    for (const QString &language : languages) {
        auto *top = new QTreeWidgetItem(m_tree);
        top->setData(0, LanguageFileRole,
                     QString(PackTexts::folderName() + u'/' + language + QStringLiteral(".json")));
        int missing = 0;
        for (const PackTexts::Entry &t : texts) {
            if (!pack->texts.text(language, t.kind, t.id, t.field).isNull())
                continue;
            ++missing;
            const QString what =
                t.id.isEmpty() ? kinds[int(t.kind)] : tr("%1 %2").arg(kinds[int(t.kind)], t.id);
            auto *item = new QTreeWidgetItem(top, {tr("%1: %2").arg(what, fields[int(t.field)])});
            item->setData(0, TextKindRole, int(t.kind));
            item->setData(0, TextIdRole, t.id);
        }
        const QString name = QLocale(language).nativeLanguageName();
        const QString title = name.isEmpty() ? language : tr("%1 (%2)").arg(name, language);
        top->setText(0, missing == 0
                            ? tr("%1: all %n text(s)", nullptr, int(texts.size())).arg(title)
                            : tr("%1: %2 of %n text(s), %3 missing", nullptr, int(texts.size()))
                                  .arg(title)
                                  .arg(texts.size() - missing)
                                  .arg(missing));
        top->setToolTip(0, tr("Double-click to open %1; a missing text opens its record.")
                               .arg(top->data(0, LanguageFileRole).toString()));
    }
}

QStringList LanguagesDock::programLanguages() {
    QStringList out{QStringLiteral("en")};
    const QRegularExpression name(QStringLiteral("^permadungeon_(.+)\\.qm$"));
    for (const QString &file : QDir(QStringLiteral(":/i18n")).entryList())
        if (const QRegularExpressionMatch m = name.match(file); m.hasMatch())
            out << m.captured(1);
    if (out.size() == 1) // (a program built without its translations)
        out << QStringLiteral("de") << QStringLiteral("fr");
    out.sort();
    out.removeDuplicates();
    return out;
}

bool LanguagesDock::addLanguage(const QString &code, QString *error) {
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!m_document->isOpen() || m_document->isReadOnly())
        return fail(tr("The pack cannot be changed."));
    if (!PackTexts::isLanguageCode(code))
        return fail(tr("\"%1\" is not a language code: two or three small letters, and a region "
                       "after \"_\" if need be (de, fr, pt_BR).")
                        .arg(code));
    const QString own = TextTranslations::ownLanguage(*m_document);
    if (code == own)
        return fail(tr("The pack is written in %1: its own texts are that language's.").arg(code));
    const QString file = PackTexts::folderName() + u'/' + code + QStringLiteral(".json");
    if (m_document->files().has(file) || m_document->files().unreadable.contains(file))
        return fail(tr("The pack has %1 already.").arg(file));
    JsonTree tree = JsonTree::object();
    tree.setMember(QStringLiteral("format"), JsonTree(QJsonValue(1)));
    return m_document->makeFile(file, tree, tr("Add the language %1").arg(code)) ||
           fail(tr("The pack has %1 already.").arg(file));
}

void LanguagesDock::askForLanguage() {
    const QStringList have = TextTranslations::languagesOf(*m_document)
                             << TextTranslations::ownLanguage(*m_document);
    QStringList offered;
    for (const QString &code : programLanguages())
        if (!have.contains(code)) {
            const QString name = QLocale(code).nativeLanguageName();
            offered << (name.isEmpty() ? code : tr("%1 (%2)").arg(name, code));
        }
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Add a language"),
                              tr("The language, one of the program's or any code (de, fr, pt_BR):"),
                              offered, 0, true, &ok);
    if (!ok || chosen.trimmed().isEmpty())
        return;
    // "Deutsch (de)" or a code typed
    static const QRegularExpression inParentheses(QStringLiteral("\\(([^()]+)\\)\\s*$"));
    const QRegularExpressionMatch m = inParentheses.match(chosen);
    const QString code = m.hasMatch() ? m.captured(1).trimmed() : chosen.trimmed();
    QString error;
    if (!addLanguage(code, &error))
        QMessageBox::warning(this, tr("Add a language"), error);
}

} // namespace pd
