#include "TextTranslations.h"

#include "data/PackFiles.h"
#include "data/PackTexts.h"
#include "document/PackDocument.h"
#include "json/JsonPointer.h"

#include <QApplication>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>

namespace pd {

namespace {

QString textIn(const QWidget *w) {
    if (const auto *line = qobject_cast<const QLineEdit *>(w))
        return line->text();
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(w))
        return plain->toPlainText();
    return {};
}

// "Deutsch (de)": the language as its readers name it, and its code.
QString languageTitle(const QString &code) {
    const QString name = QLocale(code).nativeLanguageName();
    return name.isEmpty() || QLocale(code).language() == QLocale::C
               ? code
               : TextTranslations::tr("%1 (%2)").arg(name, code);
}

} // namespace

TextTranslations::TextTranslations(PackDocument *document, RecordKind kind, const QString &field,
                                   bool multiLine, const QObject *by, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_kind(kind)
    , m_field(field)
    , m_multiLine(multiLine)
    , m_by(by) {
    setObjectName(QStringLiteral("Translations:") + field);
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(12, 0, 0, 0);
    m_grid->setVerticalSpacing(1);
    m_grid->setColumnStretch(1, 1);
    hide(); // until the pack has another language
}

TextTranslations *TextTranslations::forPack(PackDocument *document, const QString &field,
                                            bool multiLine, const QObject *by, QWidget *parent) {
    auto *t = new TextTranslations(document, RecordKind::Item, field, multiLine, by, parent);
    t->m_pack = true;
    t->m_id = QStringLiteral("pack");
    return t;
}

bool TextTranslations::isTranslated(RecordKind kind, const QString &path) {
    if (kind == RecordKind::Table)
        return false;
    return path == QLatin1String("name") || path == QLatin1String("description") ||
           (kind == RecordKind::Trap && path == QLatin1String("sprung"));
}

QString TextTranslations::ownLanguage(const PackDocument &document) {
    QString own;
    if (const JsonTree *language =
            document.value(QStringLiteral("pack.json"), QStringLiteral("/language")))
        own = language->scalar().toString();
    return own.isEmpty() ? PackTexts::defaultLanguage() : own;
}

QStringList TextTranslations::languagesOf(const PackDocument &document) {
    const QString own = ownLanguage(document);
    QStringList out;
    for (const auto &[name, file] : document.files().files)
        if (PackFiles::isTranslation(name))
            if (const QString code = QFileInfo(name).completeBaseName(); code != own)
                out << code;
    out.sort();
    return out;
}

QString TextTranslations::filePath(const QString &language) const {
    return PackTexts::folderName() + u'/' + language + QStringLiteral(".json");
}

QString TextTranslations::pointer() const {
    if (m_pack)
        return QStringLiteral("/pack");
    const QString kind = QLatin1String(recordKindInfo(m_kind).arrayKey);
    return jsonpointer::child(jsonpointer::child(QString(), kind), m_id);
}

QWidget *TextTranslations::editor(const QString &language) const {
    const qsizetype i = m_languages.indexOf(language);
    return i < 0 ? nullptr : m_editors.at(i);
}

QString TextTranslations::text(const QString &language) const {
    return textIn(editor(language));
}

void TextTranslations::rebuild(const QStringList &languages) {
    qDeleteAll(findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly));
    m_editors.clear();
    m_languages = languages;
    int row = 0;
    for (const QString &language : languages) {
        auto *label = new QLabel(language, this);
        label->setToolTip(languageTitle(language));
        QWidget *edit = nullptr;
        if (m_multiLine) {
            auto *plain = new QPlainTextEdit(this);
            plain->setMaximumHeight(54);
            plain->setTabChangesFocus(true);
            connect(plain, &QPlainTextEdit::textChanged, this, [this, plain, language] {
                if (plain->hasFocus())
                    write(language, plain->toPlainText());
            });
            edit = plain;
        } else {
            auto *line = new QLineEdit(this);
            connect(line, &QLineEdit::textEdited, this,
                    [this, language](const QString &t) { write(language, t); });
            edit = line;
        }
        edit->setObjectName(QStringLiteral("translation:") + language);
        edit->setAccessibleName(tr("%1 in %2").arg(m_field, languageTitle(language)));
        edit->setToolTip(tr("The %1 in %2 (%3); left empty, the pack's own shows.")
                             .arg(m_field, languageTitle(language), filePath(language)));
        label->setBuddy(edit);
        m_grid->addWidget(label, row, 0);
        m_grid->addWidget(edit, row, 1);
        label->show(); // (a line added while the form is shown shows at once)
        edit->show();
        m_editors << edit;
        ++row;
    }
    setVisible(!languages.isEmpty());
}

void TextTranslations::refresh(const QString &id, bool own) {
    if (!m_pack)
        m_id = id;
    const QStringList languages = languagesOf(*m_document);
    if (languages != m_languages)
        rebuild(languages);
    const JsonTree *record =
        m_pack ? m_document->value(QStringLiteral("pack.json"), QString())
               : m_document->value(
                     QLatin1String(recordKindInfo(m_kind).file),
                     m_document->recordPointer(m_kind, id).value_or(QStringLiteral("/-")));
    const JsonTree *source = record ? record->member(m_field) : nullptr;
    const QString sourceText = source ? source->scalar().toString() : QString();
    for (qsizetype i = 0; i < m_languages.size(); ++i) {
        QWidget *w = m_editors.at(i);
        const JsonTree *value =
            m_document->value(filePath(m_languages.at(i)), jsonpointer::child(pointer(), m_field));
        const QString text =
            value && value->type() == QJsonValue::String ? value->scalar().toString() : QString();
        const bool typing = own && (w->hasFocus() || w->isAncestorOf(QApplication::focusWidget()));
        const QString placeholder =
            sourceText.isEmpty() ? tr("not translated")
                                 : tr("not translated: “%1” shows").arg(sourceText.simplified());
        if (auto *line = qobject_cast<QLineEdit *>(w)) {
            line->setPlaceholderText(placeholder);
            if (!typing && line->text() != text)
                line->setText(text);
        } else if (auto *plain = qobject_cast<QPlainTextEdit *>(w)) {
            plain->setPlaceholderText(placeholder);
            if (!typing && plain->toPlainText() != text) {
                const QSignalBlocker block(plain);
                plain->setPlainText(text);
            }
        }
    }
}

// The text in the language's file, where the file's layout puts it (the record's object made
// when missing); an empty text takes the field out, and the record's object with its last field.
void TextTranslations::write(const QString &language, const QString &text) {
    if (m_id.isEmpty())
        return;
    const QString file = filePath(language);
    const QString kindKey = QLatin1String(recordKindInfo(m_kind).arrayKey);
    const QString object = m_pack ? QStringLiteral("pack") : kindKey + u'/' + m_id;
    const QString path = object + u'/' + m_field;
    const QString what = m_pack ? tr("Change the pack's %1 in %2").arg(m_field, language)
                                : tr("Change %1 of %2 in %3").arg(m_field, m_id, language);
    QStringList order{QStringLiteral("format"), QStringLiteral("pack")};
    for (const char *kind : {"items", "spells", "monsters", "traps", "appearances"})
        order << QLatin1String(kind);
    for (const char *key : {"name", "description", "sprung"})
        order << object + u'/' + QLatin1String(key);
    if (text.isEmpty()) {
        const JsonTree *record = m_document->value(file, pointer());
        if (record && record->isObject() && record->size() == 1 && record->member(m_field))
            m_document->removeValue(file, pointer(), what, m_by);
        else
            m_document->setPath(file, QString(), path, std::nullopt, what, order, m_by);
        return;
    }
    m_document->setPath(file, QString(), path, JsonTree(QJsonValue(text)), what, order, m_by);
}

} // namespace pd
