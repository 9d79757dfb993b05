#pragma once

#include "data/RecordKind.h"

#include <QStringList>
#include <QWidget>

class QGridLayout;

namespace pd {

class PackDocument;

// One text of a record (its name, its description, a trap's name once sprung) in each of the
// pack's other languages: a line per translation file (translations/<language>.json) under the
// field in the pack's own language. Typing writes the language's file, one undo step per field
// and language as in the rest of the form; a line emptied takes the text out, so the pack's own
// shows in that language again. A language added (or its file undone) adds (or takes away) its
// line at the next refresh.
class TextTranslations : public QWidget {
    Q_OBJECT

public:
    // `field` is the record's key ("name"); `by` is the view the edits are made in (the form),
    // whose own changes keep the line being typed in.
    TextTranslations(PackDocument *document, RecordKind kind, const QString &field, bool multiLine,
                     const QObject *by, QWidget *parent = nullptr);

    // The pack's own name or description (pack.json), in each language: the translation files'
    // "pack" object.
    static TextTranslations *forPack(PackDocument *document, const QString &field, bool multiLine,
                                     const QObject *by, QWidget *parent = nullptr);

    // Whether the form's field `path` of a record of `kind` is a text a translation gives.
    static bool isTranslated(RecordKind kind, const QString &path);
    // The language the pack's data files are written in (pack.json's, "en" when it names none).
    static QString ownLanguage(const PackDocument &document);
    // The languages a pack has a translation file for, its own language left out, sorted.
    static QStringList languagesOf(const PackDocument &document);

    // Shows the record's texts; `own`: the change was typed here (the focused line keeps its
    // text).
    void refresh(const QString &id, bool own);
    QStringList languages() const { return m_languages; }
    // The line of a language, or nullptr.
    QWidget *editor(const QString &language) const;
    QString text(const QString &language) const;

private:
    void rebuild(const QStringList &languages);
    void write(const QString &language, const QString &text);
    QString filePath(const QString &language) const;
    QString pointer() const; // the record's object in a translation file

    PackDocument *m_document;
    RecordKind m_kind;
    QString m_field;
    bool m_multiLine;
    const QObject *m_by;
    bool m_pack = false; // the pack's texts, not a record's
    QString m_id;
    QStringList m_languages;
    QList<QWidget *> m_editors; // one per language, in m_languages' order
    QGridLayout *m_grid;
};

} // namespace pd
