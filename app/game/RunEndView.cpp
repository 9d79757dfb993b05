#include "RunEndView.h"
#include "game/GamePalette.h"

#include "GameSession.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "words/Words.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pd {

RunEndView::RunEndView(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("RunEndView"));
    setAccessibleName(tr("The run's end"));
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(40, 30, 40, 30);
    auto *card = new QWidget(this);
    card->setObjectName(QStringLiteral("RunEndCard"));
    card->setMinimumWidth(680);
    card->setMaximumWidth(880);
    GamePalette::setStyleSheet(
        card, QStringLiteral(
                  "#RunEndCard { background: @bar; border: 1px solid @border; border-radius: 6px; }"
                  "QLabel { color: @bright; }"
                  "QTableWidget { background: @list; color: @text; gridline-color: @edge; "
                  "border: none; selection-background-color: @pressed; }"
                  "QHeaderView::section { background: @header; color: @dim; border: none; "
                  "padding: 4px; }"));
    auto *layout = new QVBoxLayout(card);
    layout->setContentsMargins(28, 22, 28, 22);
    m_title = new QLabel(card);
    m_title->setObjectName(QStringLiteral("RunEndTitle"));
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 2.2);
    f.setBold(true);
    m_title->setFont(f);
    m_title->setAlignment(Qt::AlignHCenter);
    layout->addWidget(m_title);
    m_summary = new QLabel(card);
    m_summary->setObjectName(QStringLiteral("RunEndSummary"));
    m_summary->setAlignment(Qt::AlignHCenter);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    layout->addSpacing(10);
    m_table = new QTableWidget(card);
    m_table->setObjectName(QStringLiteral("HighScoreTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    layout->addWidget(m_table, 1);
    m_keys = new QLabel(card);
    m_keys->setAlignment(Qt::AlignHCenter);
    layout->addWidget(m_keys);
    auto *buttons = new QHBoxLayout;
    auto *again = new QPushButton(tr("&New run (N)"), card);
    again->setObjectName(QStringLiteral("NewRunButton"));
    auto *same = new QPushButton(tr("Same &seed (R)"), card);
    same->setObjectName(QStringLiteral("SameSeedButton"));
    again->setFocusPolicy(Qt::NoFocus);
    same->setFocusPolicy(Qt::NoFocus);
    buttons->addStretch(1);
    buttons->addWidget(again);
    buttons->addWidget(same);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    outer->addWidget(card, 1, Qt::AlignHCenter);
    connect(again, &QPushButton::clicked, this, &RunEndView::newRunRequested);
    connect(same, &QPushButton::clicked, this, &RunEndView::sameSeedRequested);
    hide();
}

void RunEndView::show(const GameSession &session) {
    const Game &game = *session.game();
    const RunSummary s = game.summary();
    // XP as health (the room-by-room chapter): its own words for the end.
    const bool xpHealth = game.pack().ruleset.health == Ruleset::Health::Xp;
    m_title->setText(s.won      ? tr("Victory!")
                     : xpHealth ? tr("You have experienced PERMADEATH.")
                                : tr("You have died"));
    GamePalette::setStyleSheet(m_title, s.won ? QStringLiteral("color: @victory;")
                                              : QStringLiteral("color: @bad;"));
    QStringList lines;
    lines << (s.won
                  ? tr("%1 won the run.").arg(s.hero)
                  : tr("%1: %2.").arg(s.hero, Words::deathCause(game.state().cause, &game.pack())));
    const bool rooms = game.pack().ruleset.levels == Ruleset::Levels::Disposable;
    lines << (rooms
                  ? tr("Room %1 · %2 turns · score %3 · %n kill(s)", nullptr, s.kills)
                        .arg(s.depth)
                        .arg(s.turn)
                        .arg(s.score)
                  : tr("Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)", nullptr, s.kills)
                        .arg(s.depth)
                        .arg(s.deepest)
                        .arg(s.turn)
                        .arg(s.score));
    lines << tr("Seed %1 · pack %2").arg(session.seedText(), Words::packName(game.pack()));
    // A watched replay writes nothing: its place is the one its run took, if the table has it.
    if (session.isWatching())
        lines << (session.rank() > 0 ? tr("A replay: this run is rank %1 in the high-score table.")
                                           .arg(session.rank())
                                     : tr("A replay: this run is not in the high-score table."));
    else
        lines << (session.rank() > 0 ? tr("Rank %1 in the high-score table.").arg(session.rank())
                                     : tr("Not in the high-score table this time."));
    m_summary->setText(lines.join(u'\n'));

    const QList<HighScores::Entry> &entries = session.scores().entries();
    m_table->clear();
    m_table->setColumnCount(7);
    // How far a run went is a room for a room-by-room pack, a depth otherwise; a table with
    // other packs' runs in it says both.
    bool onlyThisPack = true;
    for (const HighScores::Entry &e : entries)
        onlyThisPack = onlyThisPack && e.pack == game.state().packId;
    const QString reached = !onlyThisPack ? tr("Depth / room") : rooms ? tr("Room") : tr("Depth");
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Hero"), tr("Score"), reached, tr("Turns"), tr("Pack"), tr("End")});
    m_table->setRowCount(int(entries.size()));
    for (int r = 0; r < entries.size(); ++r) {
        const HighScores::Entry &e = entries[r];
        const QStringList cells = {QString::number(r + 1),
                                   e.hero,
                                   QString::number(e.score),
                                   QString::number(e.depth),
                                   QString::number(e.turn),
                                   e.pack.section(u'.', -1),
                                   e.won ? tr("won")
                                         : Words::deathCause(e.cause, e.pack == game.state().packId
                                                                          ? &game.pack()
                                                                          : nullptr)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (r + 1 == session.rank()) {
                item->setBackground(GamePalette::current().pressed);
                item->setForeground(GamePalette::current().selected);
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    if (session.rank() > 0)
        m_table->scrollToItem(m_table->item(session.rank() - 1, 0));
    m_keys->setText(tr("N: a new run · R: the same seed again"));
    QWidget::show();
    raise();
    setFocus();
}

void RunEndView::keyPressEvent(QKeyEvent *event) {
    if (event->isAutoRepeat())
        return; // the key that killed the hero may still be held
    if (event->key() == Qt::Key_N)
        Q_EMIT newRunRequested();
    else if (event->key() == Qt::Key_R)
        Q_EMIT sameSeedRequested();
    else
        QWidget::keyPressEvent(event);
}

void RunEndView::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.fillRect(rect(), QColor(0, 0, 0, 170));
}

} // namespace pd
