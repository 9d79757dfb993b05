#pragma once

#include "docks/DocumentView.h"
#include "json/Diagnostic.h"
#include "json/JsonTree.h"

#include <QPlainTextEdit>
#include <QTimer>

#include <optional>

namespace pd {

class JsonHighlighter;

// A record's raw JSON, editable: keys, strings, numbers and words coloured; a syntax error,
// and every problem the pack has with this record, underlined at its line and column (the
// message in the tooltip); a syntax error is listed in the Problems dock too while the text
// has it. A pause in typing that leaves valid JSON applies it as one undo step, and the text
// stays as typed (it is laid out anew when the dock shows another record), however late the
// compile brings the edit back; edits made elsewhere show here at once.
class JsonEditor : public QPlainTextEdit, public DocumentView {
    Q_OBJECT

public:
    JsonEditor(PackDocument *document, QWidget *parent = nullptr);

    // Shows the value at file/pointer (a record, or with an empty pointer the whole file). A
    // file the pack does not have (or that is not JSON) shows, greyed, what is missing and what
    // the game uses instead (absentText()); no file shows nothing.
    void showValue(const QString &file, const QString &pointer);
    const QString &file() const { return m_file; }
    const QString &pointer() const { return m_pointer; }
    // Puts the cursor on the value a pointer (of the file) names, if it is in this text (and
    // the focus, when asked).
    void revealPointer(const QString &pointer, bool focus = true);
    // Applies what is typed now, if it parses (what the pause does).
    bool applyNow();
    // Text typed here that is not valid JSON yet (so not in the pack: its problem is listed
    // with the pack's, and Ctrl+Z undoes the typing).
    bool holdsInvalidText() const { return m_pending && m_invalid; }
    // The problems underlined now: message and where in this text.
    const QList<Diagnostic> &marks() const { return m_marks; }
    // What the dock says of a whole file the pack does not have, or cannot read; else empty.
    QString absentText() const;

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    // The record's id was changed here (the workspace follows it).
    void idEdited(const QString &newId);

protected:
    bool event(QEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void reload();
    void mark();
    void reportSyntax(const Diagnostics &syntax); // to the Problems dock, while it lasts

    PackDocument *m_document;
    JsonHighlighter *m_highlighter;
    QString m_file;
    QString m_pointer;
    QTimer m_pause;
    bool m_loading = false;
    bool m_pending = false; // typed and not applied yet
    bool m_invalid = false; // what is typed does not parse
    QList<Diagnostic> m_marks;
};

} // namespace pd
