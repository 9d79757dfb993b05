#include "RecordPicker.h"

#include "records/RecordWords.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLineEdit>

namespace pd {

RecordPicker::RecordPicker(const Pack &pack, RecordKind kind, QWidget *parent)
    : QComboBox(parent)
    , m_kind(kind) {
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    // As wide as an id needs: the names have room in the list that drops down.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(12);
    completer()->setCompletionMode(QCompleter::PopupCompletion);
    completer()->setFilterMode(Qt::MatchContains);
    completer()->setCaseSensitivity(Qt::CaseInsensitive);
    setPack(pack);
    // A choice in the list (or the completer) leaves the id alone in the field.
    connect(this, &QComboBox::activated, this, [this](int index) {
        const QString chosen = itemData(index).toString();
        setEditText(chosen);
        lineEdit()->setCursorPosition(0);
        Q_EMIT idChanged(chosen);
    });
    connect(completer(), qOverload<const QString &>(&QCompleter::activated), this,
            [this](const QString &label) {
                const QString chosen = RecordWords::idOf(label);
                setEditText(chosen);
                Q_EMIT idChanged(chosen);
            });
    connect(lineEdit(), &QLineEdit::textEdited, this,
            [this](const QString &text) { Q_EMIT idChanged(RecordWords::idOf(text)); });
}

void RecordPicker::setPack(const Pack &pack) {
    const QString shown = currentText();
    const QSignalBlocker block(this);
    clear();
    if (m_optional)
        addItem(QString(), QString());
    int widest = 0;
    for (const QString &id : recordIds(pack, m_kind)) {
        const QString label = RecordWords::label(pack, m_kind, id);
        addItem(label, id);
        widest = qMax(widest, fontMetrics().horizontalAdvance(label));
    }
    view()->setMinimumWidth(widest + 40);
    setEditText(shown);
}

void RecordPicker::setOptional(bool optional) {
    m_optional = optional;
}

void RecordPicker::setId(const QString &id) {
    const QSignalBlocker block(this);
    setEditText(id);
    lineEdit()->setCursorPosition(0);
}

QString RecordPicker::id() const {
    return RecordWords::idOf(currentText());
}

} // namespace pd
