#include "HighScoresDialog.h"
#include "WindowFit.h"

#include "engine/HighScores.h"
#include "words/Words.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pd {

HighScoresDialog::HighScoresDialog(const QString &path, QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("HighScoresDialog"));
    setWindowTitle(tr("High scores"));
    auto *column = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("HighScoreTable"));
    m_table->setAccessibleName(tr("High scores"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(m_status);
    column->addWidget(m_table, 1);
    column->addWidget(buttons);

    HighScores scores;
    QString error;
    const bool exists = QFileInfo::exists(path);
    if (exists && !scores.load(path, &error)) {
        m_status->setText(tr("The high-score table %1 cannot be read: %2").arg(path, error));
        m_table->hide();
    } else if (scores.entries().isEmpty()) {
        m_status->setText(tr("No run has ended yet: the table fills as runs end."));
        m_table->hide();
    } else {
        m_status->setText(
            tr("%n run(s), the best first, of every pack.", nullptr, int(scores.entries().size())));
    }
    const QList<HighScores::Entry> &entries = scores.entries();
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Hero"), tr("Score"), tr("Depth / room"), tr("Turns"), tr("Pack"), tr("End")});
    m_table->setRowCount(int(entries.size()));
    for (int r = 0; r < entries.size(); ++r) {
        const HighScores::Entry &e = entries[r];
        const QStringList cells = {QString::number(r + 1),
                                   e.hero,
                                   QString::number(e.score),
                                   QString::number(e.depth),
                                   QString::number(e.turn),
                                   e.pack.section(u'.', -1),
                                   e.won ? tr("won") : Words::deathCause(e.cause, nullptr)};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    m_table->resizeColumnsToContents();
    resizeToFit(this, QSize(720, 420));
}

QString HighScoresDialog::status() const {
    return m_status->text();
}

} // namespace pd
