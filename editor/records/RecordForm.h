#pragma once

#include "records/RecordSchema.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace pd {

class PackDocument;

// A record of an item, spell, monster or trap as a form: enums as lists, references as pickers
// of the pack's ids, numbers within their valid ranges, dice checked as they are typed, the
// element with its place in the cycle, colours with a swatch. Each field shows its problem
// under it. Typing edits the pack at once (one undo step per field); edits made elsewhere (the
// JSON, undo) show here.
class RecordForm : public QWidget {
    Q_OBJECT

public:
    RecordForm(PackDocument *document, QWidget *parent = nullptr);
    ~RecordForm() override;

    void setRecord(RecordKind kind, const QString &id);
    // The ruleset (ruleset.json as a whole) in the same kind of form.
    void setRuleset();
    bool showsRuleset() const { return m_ruleset; }
    // The editor of a field ("stats/hp", "name"), for tests and for jumping to a problem.
    QWidget *editor(const QString &path) const;
    QString problem(const QString &path) const;
    void focusPointer(const QString &pointer);
    void retranslateUi();

private:
    struct Row;
    void build();
    void refresh();
    QString recordPointer() const;
    QString file() const;
    const QList<FieldSpec> &schema() const;
    void write(const QString &path, const QString &text, FieldSpec::Type type);

    PackDocument *m_document;
    RecordKind m_kind = RecordKind::Item;
    QString m_id;
    QLabel *m_heading;
    QFormLayout *m_layout;
    QList<Row *> m_rows;
    bool m_writing = false;
    bool m_ruleset = false;
};

} // namespace pd
