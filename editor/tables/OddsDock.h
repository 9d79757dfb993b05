#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace pd {

class OddsChart;
class PackDocument;

// The exact odds of the table being edited, recomputed after every edit: each row's chance,
// each final result's chance and expected count through nested tables, the whole outcomes when
// there are few; and test rolls with a seed, each with how it came about.
class OddsDock : public QDockWidget {
    Q_OBJECT

public:
    OddsDock(PackDocument *document, QWidget *parent = nullptr);
    void setTable(const QString &tableId);
    void setDepth(int depth);
    const QString &table() const { return m_table; }
    OddsChart *chart() const { return m_chart; }
    // Rolls the table `times` times with this seed text; returns the trace shown.
    QString roll(int times, const QString &seed);
    void retranslateUi();

private:
    void refresh();

    PackDocument *m_document;
    QString m_table;
    QLabel *m_heading;
    QSpinBox *m_depth; // for tables whose counts use depth
    OddsChart *m_chart;
    QLabel *m_note;
    QSpinBox *m_times;
    QLineEdit *m_seed;
    QPlainTextEdit *m_rolls;
    QWidget *m_rollRow;
};

} // namespace pd
