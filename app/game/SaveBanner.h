#pragma once

#include <QLabel>

namespace pd {

class GameSession;

// A line above the map while the run cannot be written to the disk (a full disk, a folder that
// cannot be written): what is wrong, in the system's words, and which turns quitting would lose.
// It goes as soon as the run is written again. The session says when; the banner listens to it
// itself.
class SaveBanner : public QLabel {
    Q_OBJECT

public:
    SaveBanner(const GameSession &session, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    const GameSession &m_session;
};

} // namespace pd
