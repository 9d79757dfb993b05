#include "JsonEditor.h"

#include "data/Pack.h"
#include "document/PackDocument.h"
#include "json/JsonReader.h"
#include "json/JsonWriter.h"

#include <QHelpEvent>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QToolTip>

namespace pd {

// Colours JSON a line at a time: keys, strings, numbers, true/false/null.
class JsonHighlighter : public QSyntaxHighlighter {
public:
    explicit JsonHighlighter(QTextDocument *document)
        : QSyntaxHighlighter(document) {
        m_key.setForeground(QColor(0x1f, 0x5f, 0xa8));
        m_key.setFontWeight(QFont::DemiBold);
        m_string.setForeground(QColor(0x2e, 0x7d, 0x32));
        m_number.setForeground(QColor(0xb3, 0x4a, 0x00));
        m_word.setForeground(QColor(0x8e, 0x24, 0xaa));
    }

protected:
    void highlightBlock(const QString &text) override {
        static const QRegularExpression token(QStringLiteral(
            R"("(?:[^"\\]|\\.)*"(\s*:)?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\b(?:true|false|null)\b)"));
        auto it = token.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QChar first = m.captured(0).at(0);
            const QTextCharFormat &format = first == u'"'
                                                ? (m.capturedLength(1) > 0 ? m_key : m_string)
                                            : first.isLetter() ? m_word
                                                               : m_number;
            const int length = m.capturedLength(1) > 0 ? m.capturedStart(1) - m.capturedStart(0)
                                                       : m.capturedLength(0);
            setFormat(int(m.capturedStart(0)), length, format);
        }
    }

private:
    QTextCharFormat m_key, m_string, m_number, m_word;
};

JsonEditor::JsonEditor(PackDocument *document, QWidget *parent)
    : QPlainTextEdit(parent)
    , DocumentView(document, this)
    , m_document(document) {
    setObjectName(QStringLiteral("JsonEditor"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    setFont(mono);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true);
    m_highlighter = new JsonHighlighter(this->document());
    m_pause.setSingleShot(true);
    m_pause.setInterval(600);
    connect(&m_pause, &QTimer::timeout, this, &JsonEditor::applyNow);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loading)
            return;
        m_pending = true;
        m_pause.start();
        mark();
    });
}

// The value shown (its own edits come back as typed), and its file's problems.
DocumentView::Needs JsonEditor::needs() const {
    Needs needs;
    if (m_file.isEmpty())
        return needs;
    needs.values = {{m_file, m_pointer}};
    needs.problemsIn = {m_file};
    return needs;
}

void JsonEditor::reset() {
    m_file.clear();
    m_pointer.clear();
    m_pending = m_invalid = false;
    m_pause.stop();
}

void JsonEditor::refresh(const ViewUpdate &update) {
    // What is typed and not applied yet stays, with its own marks.
    if (update.opened)
        reload();
    else if (m_pending)
        return;
    else if (update.changes.without(this).touches(m_file, m_pointer))
        reload();
    else if (update.problems)
        mark();
}

void JsonEditor::showValue(const QString &file, const QString &pointer) {
    if (m_pending)
        applyNow();
    m_file = file;
    m_pointer = pointer;
    m_pending = m_invalid = false;
    m_pause.stop();
    reportSyntax({}); // text that never parsed is dropped with the record it was typed for
    reload();
}

void JsonEditor::reportSyntax(const Diagnostics &syntax) {
    Diagnostics problems;
    for (const Diagnostic &d : syntax.items()) {
        Diagnostic p = d;
        p.file = m_file;
        p.pointer = m_pointer;
        p.location = SourceLocation();
        p.message = tr("the JSON dock's text is not applied (line %1, column %2): %3")
                        .arg(d.location.line)
                        .arg(d.location.column)
                        .arg(d.message);
        problems.add(p);
    }
    m_document->setPendingProblems(QStringLiteral("JsonEditor"), problems);
}

void JsonEditor::reload() {
    const JsonTree *value = m_file.isEmpty() ? nullptr : m_document->value(m_file, m_pointer);
    const QString text = value ? QString::fromUtf8(JsonWriter::write(*value)) : QString();
    setReadOnly(!value);
    setPlaceholderText(value ? QString() : absentText());
    if (text != toPlainText()) {
        const int position = textCursor().position();
        m_loading = true;
        setPlainText(text);
        m_loading = false;
        QTextCursor cursor = textCursor();
        cursor.setPosition(qMin(position, int(text.size())));
        setTextCursor(cursor);
    }
    mark();
}

QString JsonEditor::absentText() const {
    if (m_file.isEmpty() || !m_pointer.isEmpty() || !m_document->isOpen())
        return {};
    if (m_document->files().unreadable.contains(m_file))
        return tr("%1 is not valid JSON: its problem is listed in the Problems dock. The Editor "
                  "leaves the file as it is on disk until it is mended by hand.")
            .arg(m_file);
    const std::shared_ptr<const Pack> pack = m_document->pack();
    const bool depends = pack && !pack->manifest.dependencies.isEmpty();
    QString what;
    QJsonObject used;
    if (m_file == QLatin1String("tileset.json")) {
        what = depends ? tr("the map is drawn as the pack it depends on draws it")
                       : tr("the map is drawn with the program's own glyphs and colours");
        if (pack && depends)
            used = pack->tileset.toJson();
    } else if (m_file == QLatin1String("sounds.json")) {
        what = depends ? tr("it plays the sounds of the pack it depends on, and the program's "
                            "own for the rest")
                       : tr("it plays the program's own sounds");
        if (pack && depends)
            used = pack->sounds.toJson();
    } else if (m_file == QLatin1String("ruleset.json")) {
        what = tr("it plays by the ruleset of the pack it depends on");
        if (pack && depends)
            used = pack->ruleset.toJson();
    } else {
        what = tr("what it would hold is left to the game's defaults");
    }
    QString text = tr("This pack has no %1: %2.").arg(m_file, what);
    if (!used.isEmpty())
        text += u"\n\n" + tr("What the game uses instead:") + u"\n\n" +
                QString::fromUtf8(JsonWriter::write(JsonTree(QJsonValue(used))));
    return text;
}

void JsonEditor::revealPointer(const QString &pointer, bool focus) {
    if (!(m_pointer.isEmpty() || pointer == m_pointer || pointer.startsWith(m_pointer + u'/')))
        return;
    Diagnostics syntax;
    const JsonSource source = JsonReader::parse(toPlainText().toUtf8(), QString(), syntax);
    const SourceLocation at = source.map.value(pointer.mid(m_pointer.size()));
    if (!at.isValid())
        return;
    QTextCursor cursor(document()->findBlockByNumber(at.line - 1));
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, at.column - 1);
    setTextCursor(cursor);
    centerCursor();
    if (focus)
        setFocus();
}

bool JsonEditor::applyNow() {
    m_pause.stop();
    if (!m_pending || m_file.isEmpty())
        return false;
    Diagnostics syntax;
    const JsonSource source = JsonReader::parse(toPlainText().toUtf8(), QString(), syntax);
    if (!source.isValid())
        return false; // stays pending, underlined, until it parses
    m_pending = m_invalid = false;
    reportSyntax({});
    const JsonTree tree = JsonTree::fromSource(source);
    const JsonTree *now = m_document->value(m_file, m_pointer);
    if (now && *now == tree)
        return true;
    const QString oldId = now && now->member(QStringLiteral("id"))
                              ? now->member(QStringLiteral("id"))->scalar().toString()
                              : QString();
    const QString newId = tree.member(QStringLiteral("id"))
                              ? tree.member(QStringLiteral("id"))->scalar().toString()
                              : QString();
    // The text stays as typed (the cursor's line keeps its place); the pack's problems are
    // underlined in it.
    m_document->setValue(m_file, m_pointer, tree, tr("Edit JSON"), this);
    mark();
    if (newId != oldId && !newId.isEmpty())
        Q_EMIT idEdited(newId);
    return true;
}

void JsonEditor::mark() {
    m_marks.clear();
    QList<QTextEdit::ExtraSelection> selections;
    if (m_file.isEmpty()) {
        setExtraSelections(selections);
        return;
    }
    Diagnostics syntax;
    const JsonSource source = JsonReader::parse(toPlainText().toUtf8(), QString(), syntax);
    m_invalid = !source.isValid();
    if (m_pending)
        reportSyntax(m_invalid ? syntax : Diagnostics());
    if (!source.isValid()) {
        m_marks = syntax.items();
    } else if (!m_pending) {
        // The pack's problems with this record, located in this text.
        for (const Diagnostic &d : m_document->diagnostics().items()) {
            if (d.file != m_file || !(m_pointer.isEmpty() || d.pointer == m_pointer ||
                                      d.pointer.startsWith(m_pointer + u'/')))
                continue;
            Diagnostic here = d;
            const QString relative = d.pointer.mid(m_pointer.size());
            here.location = d.atKey ? source.map.key(relative) : source.map.value(relative);
            m_marks << here;
        }
    }
    for (const Diagnostic &d : std::as_const(m_marks)) {
        const QTextBlock block = document()->findBlockByNumber(qMax(0, d.location.line - 1));
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                            qMax(0, d.location.column - 1));
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        if (!cursor.hasSelection())
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextEdit::ExtraSelection s;
        s.cursor = cursor;
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(d.isError() ? QColor(0xd0, 0x20, 0x20) : QColor(0xd0, 0x90, 0));
        s.format.setToolTip(d.message);
        selections << s;
    }
    setExtraSelections(selections);
}

bool JsonEditor::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor at = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
        for (const QTextEdit::ExtraSelection &s : extraSelections())
            if (at.position() >= s.cursor.selectionStart() &&
                at.position() <= s.cursor.selectionEnd()) {
                QToolTip::showText(help->globalPos(), s.format.toolTip(), this);
                return true;
            }
        QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

void JsonEditor::focusOutEvent(QFocusEvent *event) {
    applyNow();
    QPlainTextEdit::focusOutEvent(event);
}

} // namespace pd
