#pragma once

#include <QJsonValue>
#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;
class QToolButton;

namespace pd {

class JsonTree;
class LevelPreview;
class PackDocument;
class RecordPicker;
struct Level;

// The form of a generator's settings, the value of a row of a generator table
// (docs/generators.md): which generator, then each of its settings with its range, default and
// meaning. A number may be written as an expression of the depth ("depth+4") by the f(d)
// button beside it; a setting left out (its label not bold) takes the generator's default, and
// the reset button beside a set one removes it. Beside the form, the level these settings make
// in the game's look, for a seed and a depth that step, with its figures: made again shortly
// after each change, so that settings are chosen by watching them. Every change is one undo
// step on the document's stack; edits made elsewhere come in through refresh().
class GeneratorEditor : public QWidget {
    Q_OBJECT

public:
    GeneratorEditor(PackDocument *document, QWidget *parent = nullptr);
    ~GeneratorEditor() override;

    // Whether a row's value is generator settings: an object naming a generator, or any object
    // in a table that a depth band uses as its generator.
    static bool looksLikeSettings(const QJsonValue &value, bool generatorTable);

    // The settings at `pointer` in tables.json (a row's "value") of table `table` (its band's
    // first depth is where the preview starts); `origin` is the view its edits are made in.
    void setSettings(const QString &pointer, const QString &table, const QObject *origin);
    const QString &pointer() const { return m_pointer; }
    // Reads the settings again from the document (a field being typed in keeps its text), and
    // makes the preview again shortly.
    void refresh();
    void refreshProblems();
    void retranslateUi();
    // Focuses the field of a setting ("width"; another key: the generator's choice).
    void focusField(const QString &key);

    QComboBox *kindBox() const { return m_kind; }
    // The widgets of the shown generator's settings (nullptr: none such).
    QSpinBox *numberBox(const QString &key) const;
    QLineEdit *expressionEdit(const QString &key) const;
    QToolButton *expressionButton(const QString &key) const;
    QToolButton *resetButton(const QString &key) const;
    QCheckBox *flagBox(const QString &key) const;
    QComboBox *choiceBox(const QString &key) const;
    RecordPicker *tablePicker(const QString &key) const;
    QLabel *fieldLabel(const QString &key) const;
    QStringList fieldKeys() const;

    QSpinBox *seedBox() const { return m_seed; }
    QSpinBox *depthBox() const { return m_depth; }
    LevelPreview *preview() const { return m_preview; }
    QLabel *figuresLabel() const { return m_figures; }
    QLabel *problemsLabel() const { return m_problems; }
    // Makes the preview's level now (a change makes it a moment later).
    void updatePreview();

Q_SIGNALS:
    // The preview shows a new level (or why none could be made).
    void previewUpdated();

public:
    struct Spec;  // a setting as docs/generators.md describes it
    struct Field; // its widgets

private:
    const JsonTree *settings() const;
    QString kindName() const;
    void buildForm();
    void buildPreview();
    void rebuildFields();
    void showField(Field &field, const JsonTree *value);
    void setMember(const Field &field, const std::optional<QJsonValue> &value);
    void setKind(int index);
    void setExpressionMode(Field &field, bool on);
    int valueAtDepth(const Field &field, const QString &text) const;
    Field *field(const QString &key);
    const Field *field(const QString &key) const;
    void schedulePreview();
    QString tableName() const;

    PackDocument *m_document;
    QString m_pointer;
    QString m_table;
    const QObject *m_origin = nullptr;
    QString m_shownKind; // the generator whose fields are built
    QComboBox *m_kind;
    QLabel *m_kindLabel;
    QWidget *m_fieldsBox = nullptr;
    QFormLayout *m_fieldsLayout = nullptr;
    std::vector<Field> m_fields;
    QLabel *m_problems;
    LevelPreview *m_preview;
    QSpinBox *m_seed;
    QSpinBox *m_depth;
    QLabel *m_seedLabel;
    QLabel *m_depthLabel;
    QToolButton *m_newSeed;
    QLabel *m_figures;
    QTimer *m_previewTimer;
    std::shared_ptr<const Level> m_level;
};

} // namespace pd
