#pragma once

#include "docks/DocumentView.h"

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QScrollArea;
class QSpinBox;

namespace pd {

class OddsChart;
class Pack;

// The exact odds of the table being edited, recomputed after every edit: each row's chance,
// each final result's chance and expected count through nested tables, the whole outcomes when
// there are few; and test rolls with a seed, each with how it came about. A table with a
// problem (its own, or one of a table it rolls) shows its problems instead: never numbers.
// It shows the tables and the ids their rows name, and the tables' problems; out of sight, it
// is brought up to date when it is seen.
class OddsDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    OddsDock(PackDocument *document, QWidget *parent = nullptr);
    void setTable(const QString &tableId);
    void setDepth(int depth);
    const QString &table() const { return m_table; }
    OddsChart *chart() const; // (up to date)
    // The line under the chart: a note on the odds, or the table's problems.
    QString note() const;
    // Rolls the table `times` times with this seed text; returns the trace shown.
    QString roll(int times, const QString &seed);
    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

private:
    void refresh();
    QStringList problems(const Pack &pack) const;

    PackDocument *m_document;
    QString m_table;
    QLabel *m_heading;
    QSpinBox *m_depth; // for tables whose counts use depth
    OddsChart *m_chart;
    QLabel *m_note;
    QSpinBox *m_times;
    QLineEdit *m_seed;
    QPlainTextEdit *m_rolls;
    QScrollArea *m_chartScroll;
    QWidget *m_rollRow;
};

} // namespace pd
