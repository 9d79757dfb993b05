#include "NewRecordDialog.h"

#include "document/PackDocument.h"
#include "records/RecordWords.h"
#include "workspace/RenameDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pd {

NewRecordDialog::NewRecordDialog(PackDocument *document, RecordKind kind, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_kind(kind) {
    setObjectName(QStringLiteral("NewRecordDialog"));
    setWindowTitle(tr("New %1").arg(RecordWords::kind(kind)));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("NewRecordName"));
    m_name->setAccessibleName(tr("Name"));
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("NewRecordId"));
    m_id->setAccessibleName(tr("Id"));
    m_id->setToolTip(tr("How the pack's tables and records name it; it follows the name until "
                        "you type one"));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Id:"), m_id);
    layout->addLayout(form);
    m_problem = RenameDialog::problemLabel(QStringLiteral("NewRecordProblem"), this);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    layout->addWidget(m_buttons);
    connect(m_name, &QLineEdit::textEdited, this, &NewRecordDialog::nameEdited);
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idTyped = !m_id->text().isEmpty();
        check();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(qMax(sizeHint().width(), 420), sizeHint().height());
    check();
}

QString NewRecordDialog::name() const {
    return m_name->text().trimmed();
}

QString NewRecordDialog::id() const {
    return m_id->text().trimmed();
}

QString NewRecordDialog::idFromName(const QString &name) {
    QString out;
    bool gap = false;
    for (const QChar c : name.normalized(QString::NormalizationForm_KD)) {
        if (c.isMark())
            continue; // "é" gives "e"
        const QChar l = c.toLower();
        if ((l >= u'a' && l <= u'z') || (l >= u'0' && l <= u'9')) {
            if (out.isEmpty() && !(l >= u'a' && l <= u'z'))
                continue; // an id starts with a letter
            if (gap && !out.isEmpty())
                out += u'-';
            out += l;
            gap = false;
        } else {
            gap = true;
        }
    }
    out.truncate(64);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out;
}

void NewRecordDialog::nameEdited() {
    if (!m_idTyped) {
        // The name's id, or the first of its numbered forms that is free.
        const QString base = idFromName(name());
        QString id = base;
        for (int n = 2; !base.isEmpty() && m_document->recordPointer(m_kind, id); ++n)
            id = base + u'-' + QString::number(n);
        m_id->setText(id);
    }
    check();
}

QString NewRecordDialog::problem() const {
    const QString typed = id();
    if (typed.isEmpty())
        return tr("Give it a name, or an id.");
    return RenameDialog::idProblem(m_document, m_kind, typed);
}

void NewRecordDialog::check() {
    // (Said once something is typed: an empty dialog is not an error yet.)
    const bool typed = !m_name->text().isEmpty() || !m_id->text().isEmpty();
    m_problem->setText(typed ? problem() : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canAccept());
}

} // namespace pd
