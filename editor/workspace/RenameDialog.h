#pragma once

#include "data/PackReferences.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace pd {

class PackDocument;

// Rename…: the record's new id, judged as it is typed: an empty id, one that is not an id
// (lower-case letters, digits, "-" and "_", starting with a letter) or one another record of
// the kind has is refused with the reason, and OK waits for an id that can be taken. Every
// reference follows the rename (PackDocument::renameRecord).
class RenameDialog : public QDialog {
    Q_OBJECT

public:
    RenameDialog(PackDocument *document, RecordKind kind, const QString &id,
                 QWidget *parent = nullptr);

    QString newId() const;
    QLineEdit *field() const { return m_field; }
    // Why the id typed cannot be taken, or empty.
    QString problem() const;
    bool canAccept() const;

    // The reason a rename to `newId` is refused, in words, or empty when it may be done.
    static QString refusal(const PackDocument *document, RecordKind kind, const QString &id,
                           const QString &newId);
    // Why `newId` cannot name a record of the kind (not an id, or another's), or empty: what
    // Rename and Add (NewRecordDialog) both say.
    static QString idProblem(const PackDocument *document, RecordKind kind, const QString &newId);
    // The red line under the field where that is said, with room for two lines of it from the
    // start (the dialog does not jump as one types).
    static QLabel *problemLabel(const QString &objectName, QWidget *parent);

private:
    void check();

    PackDocument *m_document;
    RecordKind m_kind;
    QString m_id;
    QLineEdit *m_field;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace pd
