#include "RenameDialog.h"

#include "data/RecordFields.h"
#include "document/PackDocument.h"
#include "records/RecordWords.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pd {

RenameDialog::RenameDialog(PackDocument *document, RecordKind kind, const QString &id,
                           QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_kind(kind)
    , m_id(id) {
    setObjectName(QStringLiteral("RenameDialog"));
    setWindowTitle(tr("Rename"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("New id for the %1 \"%2\" (every reference to it follows):")
                                     .arg(RecordWords::kind(kind), id),
                                 this));
    m_field = new QLineEdit(id, this);
    m_field->setObjectName(QStringLiteral("RenameField"));
    m_field->selectAll();
    layout->addWidget(m_field);
    m_problem = problemLabel(QStringLiteral("RenameProblem"), this);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Rename"));
    layout->addWidget(m_buttons);
    connect(m_field, &QLineEdit::textChanged, this, &RenameDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(qMax(sizeHint().width(), 460), sizeHint().height());
    check();
}

QString RenameDialog::newId() const {
    return m_field->text().trimmed();
}

QString RenameDialog::refusal(const PackDocument *document, RecordKind kind, const QString &id,
                              const QString &newId) {
    switch (document->checkRename(kind, id, newId)) {
    case PackDocument::Rename::Done:
        return {};
    case PackDocument::Rename::NoSuchRecord:
        return tr("The pack has no %1 \"%2\" of its own.").arg(RecordWords::kind(kind), id);
    case PackDocument::Rename::EmptyId:
        return tr("An id cannot be empty.");
    case PackDocument::Rename::InvalidId:
    case PackDocument::Rename::IdTaken:
        return idProblem(document, kind, newId);
    }
    return {};
}

QString RenameDialog::idProblem(const PackDocument *document, RecordKind kind,
                                const QString &newId) {
    if (!fields::isValidId(newId))
        return tr("\"%1\" is not an id: use lower-case letters, digits, \"-\" and \"_\", "
                  "starting with a letter (at most 64).")
            .arg(newId);
    if (document->recordPointer(kind, newId))
        return tr("Another %1 is called \"%2\".").arg(RecordWords::kind(kind), newId);
    return {};
}

QLabel *RenameDialog::problemLabel(const QString &objectName, QWidget *parent) {
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b02020"));
    label->setMinimumHeight(2 * label->fontMetrics().lineSpacing() + 4);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

QString RenameDialog::problem() const {
    return refusal(m_document, m_kind, m_id, newId());
}

bool RenameDialog::canAccept() const {
    return problem().isEmpty() && newId() != m_id;
}

void RenameDialog::check() {
    const QString why = problem();
    m_problem->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canAccept());
}

} // namespace pd
