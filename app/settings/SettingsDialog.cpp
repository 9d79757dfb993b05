#include "SettingsDialog.h"
#include "WindowFit.h"

#include "view/MapView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace pd {

namespace {

using Key = AppSettings::Key;

// A note under a page's controls: wrapped, in the text's own colour (a disabled label's grey
// was too faint to read on the dialog's ground).
QLabel *note(QWidget *parent) {
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    return label;
}

QComboBox *choices(QWidget *parent, const QString &name, const QVariantList &values) {
    auto *box = new QComboBox(parent);
    box->setObjectName(name);
    for (const QVariant &v : values)
        box->addItem(QString(), v);
    return box;
}

void select(QComboBox *box, const QVariant &value) {
    const int i = box->findData(value);
    if (i >= 0)
        box->setCurrentIndex(i);
}

// The font size box: its lowest step means the system's size (stored as 0).
constexpr int kSystemFontStep = 6;

} // namespace

SettingsDialog::SettingsDialog(const QList<QWidget *> &tabPages, QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("SettingsDialog"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("SettingsPages"));
    m_list->setAccessibleName(tr("Pages of the preferences"));
    m_stack = new QStackedWidget(this);
    connect(m_list, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);

    for (QWidget *page : tabPages)
        addPage(page);
    addPage(makeDisplayPage());
    addPage(makeSoundPage());
    addPage(makeLanguagePage());
    addPage(makeGamePage());
    m_list->setCurrentRow(0);
    for (int i = 0; i < int(AppSettings::specs().size()); ++i)
        refreshFromSettings(Key(i));
    connect(&AppSettings::instance(), &AppSettings::changed, this,
            &SettingsDialog::refreshFromSettings);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *body = new QHBoxLayout;
    body->addWidget(m_list);
    body->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
    text([this] { setWindowTitle(tr("Preferences")); });
    resizeToFit(this, QSize(760, 520));
}

void SettingsDialog::text(std::function<void()> apply) {
    apply();
    m_texts.append(std::move(apply));
}

void SettingsDialog::addPage(QWidget *page) {
    page->setParent(m_stack);
    m_stack->addWidget(page);
    m_list->addItem(page->windowTitle());
    fitPageList();
}

// The page list as wide as its longest title in the font and language shown (a 16 pt font or
// French's "Touches" is never cut), no wider.
void SettingsDialog::fitPageList() {
    int widest = 0;
    const QFontMetrics metrics(m_list->font());
    for (int i = 0; i < m_list->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_list->item(i)->text()));
    const int frame = 2 * m_list->frameWidth();
    const int margins =
        4 * m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) +
        metrics.averageCharWidth() * 2;
    m_list->setFixedWidth(std::max(120, widest + frame + margins));
}

int SettingsDialog::pageCount() const {
    return m_stack->count();
}

QWidget *SettingsDialog::page(int index) const {
    return m_stack->widget(index);
}

QWidget *SettingsDialog::pageNamed(const QString &objectName) const {
    for (int i = 0; i < m_stack->count(); ++i)
        if (m_stack->widget(i)->objectName() == objectName)
            return m_stack->widget(i);
    return nullptr;
}

void SettingsDialog::showPage(const QString &objectName) {
    if (QWidget *p = pageNamed(objectName))
        m_list->setCurrentRow(m_stack->indexOf(p));
}

QString SettingsDialog::pageTitle(int index) const {
    const QListWidgetItem *item = m_list->item(index);
    return item ? item->text() : QString();
}

QWidget *SettingsDialog::makeDisplayPage() {
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("DisplayPage"));
    text([page] { page->setWindowTitle(tr("Display")); });
    m_look = choices(page, QStringLiteral("LookBox"),
                     {QStringLiteral("tiles"), QStringLiteral("glyphs")});
    QVariantList zooms = {-1};
    for (int i = 0; i < int(MapView::cellSizes().size()); ++i)
        zooms << i;
    m_zoom = choices(page, QStringLiteral("ZoomBox"), zooms);
    m_fontSize = new QSpinBox(page);
    m_fontSize->setObjectName(QStringLiteral("FontSizeBox"));
    m_fontSize->setRange(kSystemFontStep, AppSettings::spec(Key::FontSize).max);
    QVariantList palettes;
    for (ColourVision::Palette p : ColourVision::palettes())
        palettes << ColourVision::name(p);
    m_palette = choices(page, QStringLiteral("PaletteBox"), palettes);
    m_theme = choices(page, QStringLiteral("ThemeBox"),
                      {QStringLiteral("dark"), QStringLiteral("light")});
    auto *paletteNote = note(page);
    auto *themeNote = note(page);
    m_menusBeside = new QCheckBox(page);
    m_menusBeside->setObjectName(QStringLiteral("MenusBeside"));

    auto *form = new QFormLayout(page);
    auto *lookLabel = new QLabel(page);
    auto *zoomLabel = new QLabel(page);
    auto *fontLabel = new QLabel(page);
    auto *paletteLabel = new QLabel(page);
    auto *themeLabel = new QLabel(page);
    form->addRow(lookLabel, m_look);
    form->addRow(zoomLabel, m_zoom);
    form->addRow(fontLabel, m_fontSize);
    form->addRow(paletteLabel, m_palette);
    form->addRow(QString(), paletteNote);
    form->addRow(themeLabel, m_theme);
    form->addRow(QString(), themeNote);
    form->addRow(QString(), m_menusBeside);
    for (auto [label, field] : {std::pair<QLabel *, QWidget *>{lookLabel, m_look},
                                {zoomLabel, m_zoom},
                                {fontLabel, m_fontSize},
                                {paletteLabel, m_palette},
                                {themeLabel, m_theme}})
        label->setBuddy(field);

    text([=] {
        lookLabel->setText(tr("Map s&hows:"));
        m_look->setItemText(0, tr("Tiles (drawn pictures)"));
        m_look->setItemText(1, tr("Glyphs (letters and signs)"));
        zoomLabel->setText(tr("Default &zoom:"));
        m_zoom->setItemText(0, tr("Fit about 40 by 25 cells to the window"));
        for (int i = 1; i < m_zoom->count(); ++i)
            m_zoom->setItemText(
                i, tr("%n pixel(s) a cell", nullptr, MapView::cellSizes()[std::size_t(i - 1)]));
        fontLabel->setText(tr("&Font size of the windows:"));
        m_fontSize->setSpecialValueText(tr("The system's"));
        m_fontSize->setSuffix(tr(" pt"));
        paletteLabel->setText(tr("&Colours of the map and the bars:"));
        m_palette->setItemText(0, tr("Standard"));
        m_palette->setItemText(1, tr("Deuteranopia (green weak: reds and greens apart)"));
        m_palette->setItemText(2, tr("Protanopia (red weak: reds and greens apart)"));
        m_palette->setItemText(3, tr("Tritanopia (blue weak: blues and yellows apart)"));
        m_palette->setItemText(4, tr("High contrast"));
        paletteNote->setText(tr("Applied at once to the map, its figures, the health, magic "
                                "and experience bars and the Game tab's panels."));
        themeLabel->setText(tr("Game &panels:"));
        m_theme->setItemText(0, tr("Dark"));
        m_theme->setItemText(1, tr("Light"));
        themeNote->setText(tr("Applied at once to the Game tab's panels, menus and boxes."));
        m_menusBeside->setText(tr("Open the game's &menus beside the map, keeping it in view"));
    });

    AppSettings &s = AppSettings::instance();
    const auto store = [this, &s](Key key, QComboBox *box) {
        connect(box, &QComboBox::currentIndexChanged, this, [this, &s, key, box] {
            if (!m_updating)
                s.setValue(key, box->currentData());
        });
    };
    store(Key::Look, m_look);
    store(Key::DefaultZoom, m_zoom);
    store(Key::Palette, m_palette);
    store(Key::Theme, m_theme);
    connect(m_fontSize, &QSpinBox::valueChanged, this, [this, &s](int size) {
        if (!m_updating)
            s.setValue(Key::FontSize, size == kSystemFontStep ? 0 : size);
    });
    connect(m_menusBeside, &QCheckBox::toggled, this, [this, &s](bool on) {
        if (!m_updating)
            s.setValue(Key::MenusBeside, on);
    });
    return page;
}

QWidget *SettingsDialog::makeSoundPage() {
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("SoundPage"));
    text([page] { page->setWindowTitle(tr("Sound")); });
    const auto slider = [page](const QString &name) {
        auto *s = new QSlider(Qt::Horizontal, page);
        s->setObjectName(name);
        s->setRange(0, 100);
        s->setPageStep(10);
        s->setMinimumWidth(220);
        return s;
    };
    m_effects = slider(QStringLiteral("EffectsVolume"));
    m_music = slider(QStringLiteral("MusicVolume"));
    m_mute = new QCheckBox(page);
    m_mute->setObjectName(QStringLiteral("Mute"));
    auto *form = new QFormLayout(page);
    auto *effectsLabel = new QLabel(page);
    auto *musicLabel = new QLabel(page);
    effectsLabel->setBuddy(m_effects);
    musicLabel->setBuddy(m_music);
    form->addRow(effectsLabel, m_effects);
    form->addRow(musicLabel, m_music);
    form->addRow(QString(), m_mute);
    text([=] {
        effectsLabel->setText(tr("&Effects:"));
        musicLabel->setText(tr("M&usic:"));
        m_mute->setText(tr("&Mute everything (Shift+M in the game)"));
    });
    AppSettings &s = AppSettings::instance();
    connect(m_effects, &QSlider::valueChanged, this, [this, &s](int v) {
        if (!m_updating)
            s.setValue(Key::EffectsVolume, v);
    });
    connect(m_music, &QSlider::valueChanged, this, [this, &s](int v) {
        if (!m_updating)
            s.setValue(Key::MusicVolume, v);
    });
    connect(m_mute, &QCheckBox::toggled, this, [this, &s](bool on) {
        if (!m_updating)
            s.setValue(Key::Muted, on);
    });
    return page;
}

QWidget *SettingsDialog::makeLanguagePage() {
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("LanguagePage"));
    text([page] { page->setWindowTitle(tr("Language")); });
    m_language = choices(page, QStringLiteral("LanguageBox"),
                         {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("de"),
                          QStringLiteral("fr")});
    // Each language by its own name, as a reader of it looks for it.
    m_language->setItemText(1, QStringLiteral("English"));
    m_language->setItemText(2, QStringLiteral("Deutsch"));
    m_language->setItemText(3, QStringLiteral("Français"));
    auto *label = new QLabel(page);
    label->setBuddy(m_language);
    auto *explain = note(page);
    auto *form = new QFormLayout(page);
    form->addRow(label, m_language);
    form->addRow(QString(), explain);
    text([=] {
        label->setText(tr("&Language:"));
        // The C locale (no language set) reads English.
        const QString system = QLocale::system().nativeLanguageName();
        m_language->setItemText(
            0, tr("The system's (%1)").arg(system.isEmpty() ? QStringLiteral("English") : system));
        explain->setText(tr("Applied at once to the menus, the panels, the log and the editor. "
                            "Texts a window wrote before the change (a dialog already open, "
                            "the run's last report) keep their language until they are shown "
                            "again."));
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            AppSettings::instance().setValue(Key::Language, m_language->currentData());
    });
    return page;
}

QWidget *SettingsDialog::makeGamePage() {
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("GamePage"));
    text([page] { page->setWindowTitle(tr("Game")); });
    m_speed = choices(page, QStringLiteral("SpeedBox"), {0, 1, 2, 3});
    m_autosave = new QSpinBox(page);
    m_autosave->setObjectName(QStringLiteral("AutosaveBox"));
    m_autosave->setRange(AppSettings::spec(Key::AutosaveTurns).min,
                         AppSettings::spec(Key::AutosaveTurns).max);
    m_confirmAbandon = new QCheckBox(page);
    m_confirmAbandon->setObjectName(QStringLiteral("ConfirmAbandon"));
    m_autoPickup = new QCheckBox(page);
    m_autoPickup->setObjectName(QStringLiteral("AutoPickup"));
    auto *speedLabel = new QLabel(page);
    auto *autosaveLabel = new QLabel(page);
    speedLabel->setBuddy(m_speed);
    autosaveLabel->setBuddy(m_autosave);
    auto *autosaveNote = note(page);
    auto *form = new QFormLayout(page);
    form->addRow(speedLabel, m_speed);
    form->addRow(autosaveLabel, m_autosave);
    form->addRow(QString(), autosaveNote);
    form->addRow(QString(), m_confirmAbandon);
    form->addRow(QString(), m_autoPickup);
    text([=] {
        speedLabel->setText(tr("&Animation speed:"));
        m_speed->setItemText(0, tr("Off"));
        m_speed->setItemText(1, tr("Slow"));
        m_speed->setItemText(2, tr("Normal"));
        m_speed->setItemText(3, tr("Fast"));
        autosaveLabel->setText(tr("&Save the run every:"));
        m_autosave->setSuffix(tr(" turns"));
        autosaveNote->setText(tr("A run is also saved on every new level or room and when the "
                                 "window closes."));
        m_confirmAbandon->setText(tr("As&k before giving up a run in play"));
        m_autoPickup->setText(tr("&Pick up gold, medicine and the like when you step on them"));
        m_autoPickup->setToolTip(tr("Gold, treasure, medicine, scrolls, wands, thrown weapons "
                                    "and keys. Equipment and goods for sale are left for the "
                                    "pickup key."));
    });
    AppSettings &s = AppSettings::instance();
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this, &s] {
        if (!m_updating)
            s.setValue(Key::AnimationSpeed, m_speed->currentData());
    });
    connect(m_autosave, &QSpinBox::valueChanged, this, [this, &s](int n) {
        if (!m_updating)
            s.setValue(Key::AutosaveTurns, n);
    });
    connect(m_confirmAbandon, &QCheckBox::toggled, this, [this, &s](bool on) {
        if (!m_updating)
            s.setValue(Key::ConfirmAbandon, on);
    });
    connect(m_autoPickup, &QCheckBox::toggled, this, [this, &s](bool on) {
        if (!m_updating)
            s.setValue(Key::AutoPickup, on);
    });
    return page;
}

void SettingsDialog::refreshFromSettings(AppSettings::Key key) {
    const AppSettings &s = AppSettings::instance();
    m_updating = true;
    switch (key) {
    case Key::Look:
        select(m_look, s.value(key));
        break;
    case Key::DefaultZoom:
        select(m_zoom, s.value(key));
        break;
    case Key::FontSize:
        m_fontSize->setValue(s.fontSize() < kSystemFontStep + 1 ? kSystemFontStep : s.fontSize());
        break;
    case Key::Palette:
        select(m_palette, s.value(key));
        break;
    case Key::Theme:
        select(m_theme, s.value(key));
        break;
    case Key::Language:
        select(m_language, s.value(key));
        break;
    case Key::AnimationSpeed:
        select(m_speed, s.value(key));
        break;
    case Key::AutosaveTurns:
        m_autosave->setValue(s.autosaveTurns());
        break;
    case Key::ConfirmAbandon:
        m_confirmAbandon->setChecked(s.confirmAbandon());
        break;
    case Key::EffectsVolume:
        m_effects->setValue(s.effectsVolume());
        break;
    case Key::MusicVolume:
        m_music->setValue(s.musicVolume());
        break;
    case Key::Muted:
        m_mute->setChecked(s.muted());
        break;
    case Key::ShowHints:
        break;
    case Key::AutoPickup:
        m_autoPickup->setChecked(s.autoPickup());
        break;
    case Key::MenusBeside:
        m_menusBeside->setChecked(s.menusBeside());
        break;
    }
    m_updating = false;
}

void SettingsDialog::retranslateUi() {
    for (const auto &apply : std::as_const(m_texts))
        apply();
    for (int i = 0; i < m_stack->count(); ++i)
        m_list->item(i)->setText(m_stack->widget(i)->windowTitle());
    fitPageList();
}

void SettingsDialog::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        // After the pages had theirs: a tab's page retitles itself on the same event.
        QTimer::singleShot(0, this, &SettingsDialog::retranslateUi);
    } else if (event->type() == QEvent::FontChange) {
        QTimer::singleShot(0, this, &SettingsDialog::fitPageList); // (the list has its font then)
    }
    QDialog::changeEvent(event);
}

} // namespace pd
