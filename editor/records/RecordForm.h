#pragma once

#include "docks/DocumentView.h"
#include "records/RecordSchema.h"

#include <QWidget>

#include <memory>

class QFormLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QVBoxLayout;

namespace pd {

class BandsEditor;
class InventoryEditor;
class LevelRenderer;
class Pack;

// A record of an item, spell, monster or trap as a form: enums as lists, references as pickers
// of the pack's ids with their names, numbers within their valid ranges, dice checked as they
// are typed, the element with its place in the cycle, colours with a swatch. The form follows
// the record's sort: a weapon shows weapon fields, a treasure treasure fields (a field that does
// not apply is shown only while it has a value). A field required for this record is marked
// "*" and, when missing, says so under it, as every field shows its problem. Each label's
// tooltip says what the field does, its unit and range. Typing edits the pack at once (one undo
// step per field), a new key where the schema orders it; edits made elsewhere (the JSON, undo)
// show here. Under each text a player reads (the name, the description, a trap's name once
// sprung) is a line per language the pack has a translation for (TextTranslations).
class RecordForm : public QWidget, public DocumentView {
    Q_OBJECT

public:
    RecordForm(PackDocument *document, QWidget *parent = nullptr);
    ~RecordForm() override;

    void setRecord(RecordKind kind, const QString &id);
    // The ruleset (ruleset.json as a whole) in the same kind of form, its depth bands in a
    // table of their own.
    void setRuleset();
    bool showsRuleset() const { return m_ruleset && !m_manifest; }
    // The manifest (pack.json): the pack's name, description (with their translations),
    // version, authors, ...
    void setManifest();
    bool showsManifest() const { return m_manifest; }
    // The editor of a field ("stats/hp", "name"), for tests and for jumping to a problem.
    QWidget *editor(const QString &path) const;
    // The line of a text field ("name") in one of the pack's other languages ("de"), or nullptr.
    QWidget *translation(const QString &path, const QString &language) const;
    // Its label (with the tooltip), and whether the field is shown for this record.
    QLabel *label(const QString &path) const;
    bool isShown(const QString &path) const;
    QString problem(const QString &path) const;
    BandsEditor *bands() const { return m_bands; }
    // The ruleset's starting inventory, under the hero's fields.
    InventoryEditor *inventory() const { return m_inventory; }
    void focusPointer(const QString &pointer);
    void retranslateUi();
    // A monster's, item's or trap's look as the map draws it (tile look, then glyph look).
    QLabel *lookPicture() const { return m_look; }

Q_SIGNALS:
    // "Edit look…": the tileset's tile of this record (the record's id) to be shown.
    void lookAsked(const QString &tile);

public:
    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

private:
    struct Row;
    void build();
    void addField(const FieldSpec &spec);
    void addBandsRow();
    void addInventoryRow();
    void addLookRow();
    void refreshLook();
    QWidget *makeEditor(Row *row, QVBoxLayout *fieldLayout);
    QWidget *makeChoice(const FieldSpec &spec);
    QWidget *makeRate(const FieldSpec &spec);
    QWidget *makeInteger(const FieldSpec &spec);
    QWidget *makePicker(const FieldSpec &spec);
    QWidget *makeStats(Row *row);
    QWidget *makeLongText(const FieldSpec &spec);
    QLineEdit *makeLine(const FieldSpec &spec);
    QWidget *makeSwatchLine(QLineEdit *edit, const QString &path);
    QWidget *makeIdListLine(QLineEdit *edit, const FieldSpec &spec);
    // The fields from the record; a field typed in keeps its text while its own edit comes back
    // (`changes` made by this form), anything else (undo, the JSON, the sheet) shows at once.
    void refresh(const PackChanges *changes = nullptr);
    void showValue(const Row *row, const JsonTree *value, const QString &text, bool typing,
                   const Pack &pack);
    QString elementCycleText(const QString &element, const Pack &pack) const;
    void refreshProblems();
    QString recordPointer() const;
    QString file() const;
    const QList<FieldSpec> &schema() const;
    void write(const QString &path, const QString &text, FieldSpec::Type type);
    void changeItemKind(const QString &kind);
    bool isRequired(const FieldSpec &spec, const JsonTree *record) const;

    PackDocument *m_document;
    RecordKind m_kind = RecordKind::Item;
    QString m_id;
    QLabel *m_heading;
    QScrollArea *m_scroll;
    QFormLayout *m_layout;
    QList<Row *> m_rows;
    BandsEditor *m_bands = nullptr;
    InventoryEditor *m_inventory = nullptr;
    QLabel *m_look = nullptr;
    std::unique_ptr<LevelRenderer> m_renderer; // the look's pictures
    std::shared_ptr<const Pack> m_lookPack;    // the pack they are drawn from
    bool m_ruleset = false;
    bool m_manifest = false;     // (with m_ruleset: a whole file, pack.json)
    bool m_pickersStale = false; // the ids of a kind a picker offers changed
};

} // namespace pd
