#include "LanguagesDock.h"

#include "data/Pack.h"
#include "document/PackDocument.h"

#include <QHeaderView>
#include <QLocale>
#include <QTreeWidget>

namespace pd {

namespace {

enum LanguageRole { TextKindRole = Qt::UserRole, TextIdRole, LanguageFileRole };

// One text a player reads, in the pack's own language: the record (or the pack itself) and
// which of its texts.
struct TranslatedText {
    PackTexts::Kind kind;
    QString id;
    PackTexts::Field field;
};

template <typename Record>
void addRecordTexts(QList<TranslatedText> &out, PackTexts::Kind kind,
                    const QList<Record> &records) {
    for (const Record &r : records) {
        if (!r.name.isEmpty())
            out.append({kind, r.id, PackTexts::Field::Name});
        if (!r.description.isEmpty())
            out.append({kind, r.id, PackTexts::Field::Description});
    }
}

// Every text of the compiled pack a translation can give, in the order the lists show them.
QList<TranslatedText> textsToTranslate(const Pack &pack) {
    QList<TranslatedText> out;
    if (!pack.manifest.name.isEmpty())
        out.append({PackTexts::Kind::Pack, QString(), PackTexts::Field::Name});
    if (!pack.manifest.description.isEmpty())
        out.append({PackTexts::Kind::Pack, QString(), PackTexts::Field::Description});
    addRecordTexts(out, PackTexts::Kind::Item, pack.items);
    addRecordTexts(out, PackTexts::Kind::Spell, pack.spells);
    addRecordTexts(out, PackTexts::Kind::Monster, pack.monsters);
    addRecordTexts(out, PackTexts::Kind::Trap, pack.traps);
    for (const TrapRecord &t : pack.traps)
        if (!t.sprungName.isEmpty())
            out.append({PackTexts::Kind::Trap, t.id, PackTexts::Field::Sprung});
    return out;
}

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
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("LanguagesTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setRootIsDecorated(true);
    setWidget(m_tree);
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
    m_tree->setAccessibleName(tr("Translations of the pack's texts"));
    rebuild();
}

void LanguagesDock::rebuild() {
    m_tree->clear();
    const std::shared_ptr<const Pack> pack = m_document->pack();
    if (!m_document->isOpen() || !pack)
        return;
    const QList<TranslatedText> texts = textsToTranslate(*pack);
    const QStringList languages = pack->texts.languages();
    if (languages.isEmpty()) {
        auto *none = new QTreeWidgetItem(
            m_tree, {tr("No translations yet: a file translations/<language>.json in the pack "
                        "adds one (de.json, fr.json, ...).")});
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
        for (const TranslatedText &t : texts) {
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

} // namespace pd
