#pragma once

#include "engine/BotCompare.h"

#include <QTableWidget>

namespace pd {

class Pack;

// Two bot reports figure by figure (BotComparison): the baseline's value, the value now, the
// difference and its 95 % interval. A difference outside the noise is bold; one inside it is
// greyed. The Playtest dock's Comparison tab and the Impact view's pacing.
class ComparisonTable : public QTableWidget {
    Q_OBJECT

public:
    explicit ComparisonTable(QWidget *parent = nullptr);

    // Empties it when `comparison` is null.
    void show(const BotComparison *comparison, const BotReport &now, const Pack *pack);
    void retranslateUi();
};

} // namespace pd
