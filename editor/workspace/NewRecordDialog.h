#pragma once

#include "data/PackReferences.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace pd {

class PackDocument;

// Add…: the new record's name and id, asked before it is made (no "new-monster" to rename
// afterwards). The id follows the name ("Cave troll" gives "cave-troll", "cave-troll-2" when
// that is taken) until it is typed by hand, and is judged as it is typed: OK waits for an id
// that is valid and free.
class NewRecordDialog : public QDialog {
    Q_OBJECT

public:
    NewRecordDialog(PackDocument *document, RecordKind kind, QWidget *parent = nullptr);

    QString name() const;
    QString id() const;
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *idField() const { return m_id; }
    // Why the id typed cannot be taken, or empty.
    QString problem() const;
    bool canAccept() const { return problem().isEmpty(); }

    // The id a name gives: lower-case letters and digits, words joined by "-", starting with a
    // letter, at most 64 characters; empty when the name has no letter.
    static QString idFromName(const QString &name);

private:
    void nameEdited();
    void check();

    PackDocument *m_document;
    RecordKind m_kind;
    QLineEdit *m_name;
    QLineEdit *m_id;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    bool m_idTyped = false; // typed by hand: the name no longer sets it
};

} // namespace pd
