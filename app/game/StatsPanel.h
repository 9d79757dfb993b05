#pragma once

#include <QWidget>

class QLabel;

namespace pd {

class Game;
class GameSession;
struct Ruleset;

// The hero at a glance (the caves tutorial's stats panel, the maze-duel attributes): name and
// level, HP and MP bars (or XP-as-health), experience, the seven attributes, active buffs with
// the turns they have left, depth, score, turn, chips where the pack has them, and the run's
// seed (selectable). It follows the session: a new run, every turn.
class StatsPanel : public QWidget {
    Q_OBJECT

public:
    explicit StatsPanel(GameSession &session, QWidget *parent = nullptr);

    void setGame(const Game *game, const QString &seedText);
    void refresh();    // after every turn
    void applyTheme(); // its background and text in the current GamePalette
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The line under the hero's name: "Level n · pack", or the pack alone where it has no
    // levels to gain.
    static QString subtitle(const Game &game);
    // Whether the attributes (attack, defence, ...) are listed: not where XP is health and a
    // bump is a collision (the room-by-room chapter), where they play no part.
    static bool showsAttributes(const Ruleset &rules);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    const Game *m_game = nullptr;
    qint64 m_peakXp = 0; // XP as health: the most the hero has held this run
    QLabel *m_seed = nullptr;
    QString m_seedText;
};

} // namespace pd
