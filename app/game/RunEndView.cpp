#include "RunEndView.h"
#include "game/GamePalette.h"

#include "GameSession.h"
#include "data/Pack.h"
#include "engine/Game.h"
#include "words/RecapWords.h"
#include "words/Words.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
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
    layout->addSpacing(6);
    // The recap scrolls by itself when it is long (many kinds killed and identified); the view
    // keeps the keyboard and scrolls it with the arrow and page keys.
    m_recapArea = new QScrollArea(card);
    m_recapArea->setObjectName(QStringLiteral("RunEndRecap"));
    m_recapArea->setFrameShape(QFrame::NoFrame);
    m_recapArea->setWidgetResizable(true);
    m_recapArea->setFocusPolicy(Qt::NoFocus);
    m_recapArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_recapArea->setStyleSheet(QStringLiteral("QScrollArea { background: transparent; }"));
    auto *recap = new QWidget(m_recapArea);
    recap->setObjectName(QStringLiteral("RunEndRecapBody"));
    recap->setAutoFillBackground(false);
    recap->setStyleSheet(QStringLiteral("#RunEndRecapBody { background: transparent; }"));
    auto *recapLayout = new QVBoxLayout(recap);
    recapLayout->setContentsMargins(0, 0, 0, 0);
    recapLayout->setSpacing(2);
    const auto heading = [recap](const QString &name) {
        auto *l = new QLabel(recap);
        l->setObjectName(name);
        QFont bold = l->font();
        bold.setBold(true);
        l->setFont(bold);
        return l;
    };
    m_blowsHeading = heading(QStringLiteral("RecapBlowsHeading"));
    recapLayout->addWidget(m_blowsHeading);
    for (int i = 0; i < kBlows; ++i) {
        auto *line = new QLabel(recap);
        line->setObjectName(QStringLiteral("RecapBlow%1").arg(i));
        line->setWordWrap(true);
        line->setTextInteractionFlags(Qt::TextSelectableByMouse);
        line->setContentsMargins(12, 0, 0, 0);
        recapLayout->addWidget(line);
        m_blows << line;
    }
    recapLayout->addSpacing(6);
    m_runHeading = heading(QStringLiteral("RecapRunHeading"));
    recapLayout->addWidget(m_runHeading);
    m_run = new QLabel(recap);
    m_run->setObjectName(QStringLiteral("RecapRun"));
    m_run->setWordWrap(true);
    m_run->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_run->setContentsMargins(12, 0, 0, 0);
    recapLayout->addWidget(m_run);
    recapLayout->addStretch(1);
    m_recapArea->setWidget(recap);
    layout->addWidget(m_recapArea);
    layout->addSpacing(8);
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
    m_table->setMinimumHeight(110);
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

void RunEndView::showReplayEnd(const GameSession &session, bool proven, const QString &why) {
    m_replayNote = proven ? tr("The replay ends as it was recorded: the same turn, the same "
                               "state.")
                          : tr("The replay does not end as it was recorded: %1").arg(why);
    show(session);
    m_replayNote.clear();
}

void RunEndView::show(const GameSession &session) {
    const Game &game = *session.game();
    const RunSummary s = game.summary();
    // A replay watched to its end while its run goes on: no death, no victory.
    const bool going = !game.isOver();
    m_going = going;
    // XP as health (the room-by-room chapter): its own words for the end.
    const bool xpHealth = game.pack().ruleset.health == Ruleset::Health::Xp;
    m_title->setText(going      ? tr("The replay ends here")
                     : s.won    ? tr("Victory!")
                     : xpHealth ? tr("You have experienced PERMADEATH.")
                                : tr("You have died"));
    GamePalette::setStyleSheet(m_title, going   ? QStringLiteral("color: @accent;")
                                        : s.won ? QStringLiteral("color: @victory;")
                                                : QStringLiteral("color: @bad;"));
    QStringList lines;
    lines << (going ? tr("%1 is alive, the run goes on.").arg(s.hero)
              : s.won
                  ? tr("%1 won the run.").arg(s.hero)
                  : tr("%1: %2.").arg(s.hero, Words::deathCause(game.state().cause, &game.pack())));
    if (going && !m_replayNote.isEmpty())
        lines << m_replayNote;
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

    // The death recap: the last blows, oldest first, the fatal one last and marked. A won run
    // shows only what it did: its blows did not end it.
    const QList<Blow> blows = s.won || going ? QList<Blow>() : game.lastBlows(kBlows);
    m_blowsHeading->setText(tr("The last blows"));
    m_blowsHeading->setVisible(!blows.isEmpty());
    QStringList spoken = lines;
    if (!blows.isEmpty())
        spoken << m_blowsHeading->text();
    for (int i = 0; i < kBlows; ++i) {
        QLabel *line = m_blows[i];
        const bool used = i < blows.size();
        line->setVisible(used);
        if (!used) {
            line->clear();
            continue;
        }
        const Blow &b = blows[i];
        QString text = RecapWords::blowLine(b, game);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        line->setText(b.fatal ? tr("☠ %1").arg(text) : text);
        line->setProperty("fatal", b.fatal);
        QFont font = line->font();
        font.setBold(b.fatal);
        line->setFont(font);
        GamePalette::setStyleSheet(line, b.fatal ? QStringLiteral("color: @bad;")
                                                 : QStringLiteral("color: @text;"));
        spoken << text;
    }
    m_runHeading->setText(tr("This run"));
    const QStringList run = RecapWords::runLines(game);
    m_run->setText(run.join(u'\n'));
    GamePalette::setStyleSheet(m_run, QStringLiteral("color: @text;"));
    spoken << m_runHeading->text() << run;
    setAccessibleDescription(spoken.join(u'\n'));
    // As tall as what it holds, up to a third of the window or so: beyond that it scrolls.
    // (The wrapped lines' height at the width they will have: the card's narrowest before the
    // first layout.)
    QLayout *body = m_recapArea->widget()->layout();
    body->activate();
    const int width = std::max(m_recapArea->viewport()->width(), 620);
    const int height = body->hasHeightForWidth() ? body->totalHeightForWidth(width)
                                                 : body->totalSizeHint().height();
    m_recapArea->setFixedHeight(std::min(height + 2, kRecapMaxHeight));
    m_recapArea->setVerticalScrollBarPolicy(height + 2 > kRecapMaxHeight ? Qt::ScrollBarAsNeeded
                                                                         : Qt::ScrollBarAlwaysOff);
    m_recapArea->verticalScrollBar()->setValue(0);

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
    m_keys->setText(going ? tr("Esc: back to the map · N: a new run · R: the same seed again")
                          : tr("N: a new run · R: the same seed again"));
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
    else if (event->key() == Qt::Key_Escape && m_going)
        hide(); // a replay's end: back to the map it ended on
    else if (QScrollBar *bar = m_recapArea->verticalScrollBar();
             event->key() == Qt::Key_Down || event->key() == Qt::Key_Up)
        bar->setValue(bar->value() + (event->key() == Qt::Key_Down ? 1 : -1) * bar->singleStep());
    else if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp)
        bar->setValue(bar->value() + (event->key() == Qt::Key_PageDown ? 1 : -1) * bar->pageStep());
    else
        QWidget::keyPressEvent(event);
}

void RunEndView::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.fillRect(rect(), QColor(0, 0, 0, 170));
}

} // namespace pd
