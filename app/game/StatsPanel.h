#pragma once

#include "gen/Geometry.h"
#include "render/LevelRenderer.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace pd {

class Game;
class GameSession;
struct Ruleset;

// The hero at a glance (the caves tutorial's stats panel, the maze-duel attributes): name and
// level, HP and MP bars (or XP-as-health), experience, the seven attributes, active buffs with
// the turns they have left, depth, score, turn, chips where the pack has them, and the run's
// seed (selectable). It follows the session: a new run, every turn.
//
// Below the hero, the monsters in view (Brogue's sidebar): nearest first, each with its figure,
// name and tier, an HP bar and how it is (hurt, chasing, asleep, fleeing). The
// one under the look cursor or the mouse comes first, opened into its look card: attack,
// defence, speed, what it shoots, each trick in words and the pack's description
// (GameWording::monsterCard).
class StatsPanel : public QWidget {
    Q_OBJECT

public:
    explicit StatsPanel(GameSession &session, QWidget *parent = nullptr);

    void setGame(const Game *game, const QString &seedText);
    // The cell looked at or under the mouse: a monster there opens into its card.
    void setFocusCell(std::optional<Point> cell);
    // The monsters listed at the last paint, by actor id, in their order (the tests read it).
    QList<int> listedMonsters() const { return m_listed; }
    int openedMonster() const { return m_opened; }
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
    // What the panel shows, in words, a part a line: what a screen reader says when the panel
    // has the focus (F6 from the map), and its accessible description meanwhile.
    QString spokenText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void speak();
    int paintThreats(QPainter &p, int y, int bottom);

    const Game *m_game = nullptr;
    std::optional<Point> m_focus;
    LevelRenderer m_figures; // the monsters' figures, in the map's look
    QList<int> m_listed;
    int m_opened = -1;
    qint64 m_peakXp = 0; // XP as health: the most the hero has held this run
    QLabel *m_seed = nullptr;
    QString m_seedText;
};

} // namespace pd
