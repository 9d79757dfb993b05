#pragma once

#include <QDialog>

class QCheckBox;
class QSlider;

namespace pd {

class SoundBoard;

// View ▸ Sound…: the effects and music volumes and mute, applied as they move (the board
// remembers them).
class SoundSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SoundSettingsDialog(SoundBoard &board, QWidget *parent = nullptr);
    QSlider *effectsSlider() const { return m_effects; }
    QSlider *musicSlider() const { return m_music; }
    QCheckBox *muteBox() const { return m_mute; }

private:
    SoundBoard &m_board;
    QSlider *m_effects = nullptr;
    QSlider *m_music = nullptr;
    QCheckBox *m_mute = nullptr;
};

} // namespace pd
