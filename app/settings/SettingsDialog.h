#pragma once

#include "settings/AppSettings.h"

#include <QDialog>
#include <QList>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSlider;
class QSpinBox;
class QStackedWidget;

namespace pd {

// Edit ▸ Preferences: one page a subject, a list of them on the left. The window's own pages
// edit AppSettings (Display, Sound, Language, Game) and the tabs add theirs in front (the Game
// tab's Keys). Every change is stored and applied as it is made; Close only closes.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    // `tabPages`: the tabs' pages (WindowTab::settingsPages), owned by the dialog from now on;
    // each names itself by its windowTitle().
    explicit SettingsDialog(const QList<QWidget *> &tabPages, QWidget *parent = nullptr);

    int pageCount() const;
    QWidget *page(int index) const;
    QWidget *pageNamed(const QString &objectName) const; // "KeysPage", "DisplayPage", ...
    void showPage(const QString &objectName);
    QString pageTitle(int index) const; // as the list shows it

    // The window's pages' controls (tests and the keys of the dialog).
    QComboBox *lookBox() const { return m_look; }
    QComboBox *zoomBox() const { return m_zoom; }
    QSpinBox *fontSizeBox() const { return m_fontSize; }
    QComboBox *paletteBox() const { return m_palette; }
    QComboBox *themeBox() const { return m_theme; }
    QSlider *effectsSlider() const { return m_effects; }
    QSlider *musicSlider() const { return m_music; }
    QCheckBox *muteBox() const { return m_mute; }
    QComboBox *languageBox() const { return m_language; }
    QComboBox *speedBox() const { return m_speed; }
    QSpinBox *autosaveBox() const { return m_autosave; }
    QCheckBox *confirmAbandonBox() const { return m_confirmAbandon; }
    QCheckBox *autoPickupBox() const { return m_autoPickup; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *makeDisplayPage();
    QWidget *makeSoundPage();
    QWidget *makeLanguagePage();
    QWidget *makeGamePage();
    void addPage(QWidget *page);
    void retranslateUi();
    void fitPageList();
    void refreshFromSettings(AppSettings::Key key);
    // Sets a text now and again after every change of language.
    void text(std::function<void()> apply);

    QListWidget *m_list = nullptr;
    QStackedWidget *m_stack = nullptr;
    QList<std::function<void()>> m_texts;
    QComboBox *m_look = nullptr;
    QComboBox *m_zoom = nullptr;
    QSpinBox *m_fontSize = nullptr;
    QComboBox *m_palette = nullptr;
    QComboBox *m_theme = nullptr;
    QSlider *m_effects = nullptr;
    QSlider *m_music = nullptr;
    QCheckBox *m_mute = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_speed = nullptr;
    QSpinBox *m_autosave = nullptr;
    QCheckBox *m_confirmAbandon = nullptr;
    QCheckBox *m_autoPickup = nullptr;
    QCheckBox *m_menusBeside = nullptr;
    bool m_updating = false; // the controls follow the settings without writing them back
};

} // namespace pd
