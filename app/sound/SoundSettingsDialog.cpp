#include "SoundSettingsDialog.h"

#include "SoundBoard.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

namespace pd {

SoundSettingsDialog::SoundSettingsDialog(SoundBoard &board, QWidget *parent)
    : QDialog(parent)
    , m_board(board) {
    setObjectName(QStringLiteral("SoundSettingsDialog"));
    setWindowTitle(tr("Sound"));
    auto *form = new QFormLayout;
    auto slider = [this](int value) {
        auto *s = new QSlider(Qt::Horizontal, this);
        s->setRange(0, 100);
        s->setPageStep(10);
        s->setValue(value);
        s->setMinimumWidth(220);
        return s;
    };
    m_effects = slider(board.effectsVolume());
    m_effects->setObjectName(QStringLiteral("EffectsVolume"));
    m_music = slider(board.musicVolume());
    m_music->setObjectName(QStringLiteral("MusicVolume"));
    m_mute = new QCheckBox(tr("&Mute everything (Shift+M in the game)"), this);
    m_mute->setObjectName(QStringLiteral("Mute"));
    m_mute->setChecked(board.isMuted());
    form->addRow(tr("&Effects:"), m_effects);
    form->addRow(tr("M&usic:"), m_music);
    form->addRow(QString(), m_mute);
    connect(m_effects, &QSlider::valueChanged, &m_board, &SoundBoard::setEffectsVolume);
    connect(m_music, &QSlider::valueChanged, &m_board, &SoundBoard::setMusicVolume);
    connect(m_mute, &QCheckBox::toggled, &m_board, &SoundBoard::setMuted);
    connect(&m_board, &SoundBoard::mutedChanged, m_mute, &QCheckBox::setChecked);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    if (!board.hasAudioDevice()) {
        auto *note = new QLabel(tr("No audio output was found: the game is silent."), this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);
}

} // namespace pd
