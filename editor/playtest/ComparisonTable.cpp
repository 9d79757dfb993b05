#include "ComparisonTable.h"

#include "PlaytestWords.h"

#include <QHeaderView>

namespace pd {

ComparisonTable::ComparisonTable(QWidget *parent)
    : QTableWidget(0, 5, parent) {
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    retranslateUi();
}

void ComparisonTable::retranslateUi() {
    setHorizontalHeaderLabels(
        {tr("Figure"), tr("Baseline"), tr("Now"), tr("Difference"), tr("95 % interval")});
}

void ComparisonTable::show(const BotComparison *comparison, const BotReport &now,
                           const Pack *pack) {
    setRowCount(0);
    if (!comparison || !pack)
        return;
    const QColor grey = palette().color(QPalette::PlaceholderText);
    setRowCount(int(comparison->rows.size()));
    int r = 0;
    for (const BotComparison::Row &row : comparison->rows) {
        const QStringList cells = {PlaytestWords::figureName(row, now, *pack),
                                   PlaytestWords::figureValue(row, row.a),
                                   PlaytestWords::figureValue(row, row.b),
                                   PlaytestWords::figureValue(row, row.difference(), true),
                                   tr("%1 to %2")
                                       .arg(PlaytestWords::figureValue(row, row.low, true),
                                            PlaytestWords::figureValue(row, row.high, true))};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            // Within the noise: greyed; outside it: bold.
            if (!row.significant()) {
                item->setForeground(grey);
                item->setToolTip(tr("Within the noise: the interval holds 0"));
            } else {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setToolTip(tr("Outside the noise: the interval leaves out 0"));
            }
            setItem(r, c, item);
        }
        ++r;
    }
    resizeColumnsToContents();
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

} // namespace pd
