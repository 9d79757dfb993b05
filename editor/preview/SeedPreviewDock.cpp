#include "SeedPreviewDock.h"

#include "docks/LargeDock.h"

#include "docks/ActivateOnEnter.h"
#include "document/PackDocument.h"
#include "preview/Histogram.h"
#include "preview/ImpactView.h"
#include "preview/LevelPreview.h"
#include "random/Rng.h"
#include "render/LevelRenderer.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace pd {

namespace {

const QList<SheetFigure> kFigures = {
    SheetFigure::Seed,     SheetFigure::Rooms,      SheetFigure::Area,
    SheetFigure::Monsters, SheetFigure::Items,      SheetFigure::Chests,
    SheetFigure::Traps,    SheetFigure::PathLength, SheetFigure::Floor};

// A thumbnail of about 168×112 pixels: whole cells of one to five pixels, the game's colours.
QImage thumbnail(const Level &level, const LevelPalette &palette) {
    const int w = std::max(1, level.width()), h = std::max(1, level.height());
    const int cell = std::clamp(
        std::min(ContactSheetDelegate::kThumbWidth / w, ContactSheetDelegate::kThumbHeight / h), 1,
        5);
    QImage image = palette.draw(level, cell);
    if (image.width() > ContactSheetDelegate::kThumbWidth ||
        image.height() > ContactSheetDelegate::kThumbHeight)
        image = image.scaled(ContactSheetDelegate::kThumbWidth, ContactSheetDelegate::kThumbHeight,
                             Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return image;
}

} // namespace

SeedPreviewDock::SeedPreviewDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document)
    , m_batch(new LevelBatch(this))
    , m_sheet(new ContactSheetModel(this))
    , m_filter(new ContactSheetFilter(this)) {
    setObjectName(QStringLiteral("SeedPreviewDock"));
    m_filter->setSourceModel(m_sheet);
    buildUi();
    retranslateUi();
    m_histogramTimer.setSingleShot(true);
    m_histogramTimer.setInterval(120);
    connect(&m_histogramTimer, &QTimer::timeout, this, &SeedPreviewDock::updateHistograms);
    // An edit rebuilds the pack at every keystroke: the preview follows once typing pauses.
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(250);
    connect(&m_refreshTimer, &QTimer::timeout, this, &SeedPreviewDock::onPackRebuilt);
    m_containsTimer.setSingleShot(true);
    m_containsTimer.setInterval(400);
    connect(&m_containsTimer, &QTimer::timeout, this, [this] {
        if (!m_filter->containsId().isEmpty() && m_containsDepth->value() > m_sheetContentsTo)
            generateSheet();
    });
    connect(m_batch, &LevelBatch::seedsReady, this, &SeedPreviewDock::onSeedsReady);
    connect(m_batch, &LevelBatch::progress, this, [this](int done, int total) {
        m_progress->setMaximum(std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_batch, &LevelBatch::finished, this, [this](bool) {
        m_stopButton->setEnabled(false);
        updateHistograms();
    });
    if (m_document->isOpen())
        onPackRebuilt();
}

SeedPreviewDock::~SeedPreviewDock() = default;

// What makes a level (the tables, the ruleset: bands, generators, chests; which records there
// are; an item's kind and stack, which say how many are placed) and what draws it and tells of
// it (the tileset; names, glyphs, colours, a monster's race, tier and way of fighting: an archer
// is drawn as one). A monster's stats or an item's worth make no other level.
DocumentView::Needs SeedPreviewDock::needs() const {
    Needs needs;
    needs.files = {QStringLiteral("tables.json"), QStringLiteral("ruleset.json"),
                   QStringLiteral("tileset.json")};
    for (RecordKind kind : {RecordKind::Item, RecordKind::Monster, RecordKind::Trap})
        for (const char *key : {"name", "glyph", "color"})
            needs.keys << std::pair(kind, QString::fromLatin1(key));
    for (const char *key : {"kind", "stack"})
        needs.keys << std::pair(RecordKind::Item, QString::fromLatin1(key));
    for (const char *key : {"race", "tier", "ai"})
        needs.keys << std::pair(RecordKind::Monster, QString::fromLatin1(key));
    needs.compiled = true;
    return needs;
}

// Another pack: its own levels, nothing of the last one's sheet, pins or statistics.
void SeedPreviewDock::reset() {
    m_refreshTimer.stop();
    m_containsTimer.stop();
    m_batch->cancel();
    for (std::uint64_t s : QSet<std::uint64_t>(m_sheet->pinned()))
        m_sheet->setPinned(s, false);
    m_sheet->reset({});
    {
        const QSignalBlocker block(m_containsCombo);
        m_containsCombo->setCurrentText(QString());
    }
    m_filter->setContains(QString(), 1);
    m_sheetContentsTo = 0;
    m_filter->invalidate();
    updateHistograms();
    updateShownCount();
}

void SeedPreviewDock::refresh(const ViewUpdate &update) {
    if (update.opened)
        onPackRebuilt();
    else
        m_refreshTimer.start();
}

// The widgets are made in the order Tab visits them; they are connected once all are made (the
// filter's first figure, set as its row is made, would otherwise reach a slot that reads the
// shown count's label, made after it).
void SeedPreviewDock::buildUi() {
    m_body = new QWidget(this);
    auto *layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buildSeedRow());
    layout->addLayout(buildOverrideRow());

    m_tabs = new QTabWidget(m_body);
    layout->addWidget(m_tabs, 1);
    m_tabs->addTab(buildLevelPage(), QString());
    m_tabs->addTab(buildSheetPage(), QString());
    m_tabs->addTab(buildStatsPage(), QString());
    m_impact = new ImpactView(m_document, m_tabs);
    m_impact->setObjectName(QStringLiteral("impactView"));
    m_tabs->addTab(m_impact, QString());
    setWidget(m_body);

    connectLevelControls();
    connectSheetControls();
}

// The seed, the depth, the look, and the two ways to play.
QHBoxLayout *SeedPreviewDock::buildSeedRow() {
    auto *top = new QHBoxLayout;
    m_seedLabel = new QLabel(m_body);
    m_seedEdit = new QLineEdit(QStringLiteral("1"), m_body);
    m_seedEdit->setObjectName(QStringLiteral("seedEdit"));
    m_seedEdit->setMaximumWidth(200);
    m_seedLabel->setBuddy(m_seedEdit);
    m_randomButton = new QToolButton(m_body);
    m_depthLabel = new QLabel(m_body);
    m_depthSpin = new QSpinBox(m_body);
    m_depthSpin->setObjectName(QStringLiteral("depthSpin"));
    m_depthSpin->setRange(1, 1);
    m_depthLabel->setBuddy(m_depthSpin);
    m_lookCombo = new QComboBox(m_body);
    m_lookCombo->addItems({QString(), QString()});
    m_playSeed = new QPushButton(m_body);
    m_playSeed->setObjectName(QStringLiteral("playSeed"));
    m_playPack = new QPushButton(m_body);
    top->addWidget(m_seedLabel);
    top->addWidget(m_seedEdit);
    top->addWidget(m_randomButton);
    top->addWidget(m_depthLabel);
    top->addWidget(m_depthSpin);
    top->addWidget(m_lookCombo);
    m_largeButton = LargeDock::button(this, m_body);
    m_largeButton->setObjectName(QStringLiteral("previewLarge"));
    top->addStretch();
    top->addWidget(m_largeButton);
    top->addWidget(m_playSeed);
    top->addWidget(m_playPack);
    return top;
}

// The generator overrides, for this preview only (off until checked).
QHBoxLayout *SeedPreviewDock::buildOverrideRow() {
    auto *over = new QHBoxLayout;
    m_overrideCheck = new QCheckBox(m_body);
    m_overrideCheck->setObjectName(QStringLiteral("overrideCheck"));
    m_generatorCombo = new QComboBox(m_body);
    m_generatorCombo->addItems(GeneratorSettings::names());
    m_widthSpin = new QSpinBox(m_body);
    m_widthSpin->setRange(0, 256);
    m_heightSpin = new QSpinBox(m_body);
    m_heightSpin->setRange(0, 256);
    m_extraEdit = new QLineEdit(m_body);
    m_extraEdit->setObjectName(QStringLiteral("overrideExtra"));
    for (QWidget *w :
         {static_cast<QWidget *>(m_generatorCombo), static_cast<QWidget *>(m_widthSpin),
          static_cast<QWidget *>(m_heightSpin), static_cast<QWidget *>(m_extraEdit)})
        w->setEnabled(false);
    over->addWidget(m_overrideCheck);
    over->addWidget(m_generatorCombo);
    over->addWidget(m_widthSpin);
    over->addWidget(m_heightSpin);
    over->addWidget(m_extraEdit, 1);
    return over;
}

// The level, large, beside its figures and the roll trace.
QWidget *SeedPreviewDock::buildLevelPage() {
    auto *split = new QSplitter(Qt::Horizontal, m_tabs);
    m_preview = new LevelPreview(split);
    m_info = new QTextBrowser(split);
    m_info->setObjectName(QStringLiteral("previewInfo"));
    m_info->setOpenLinks(false);
    m_info->setMinimumHeight(40);
    split->addWidget(m_preview);
    split->addWidget(m_info);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    return split;
}

// The contact sheet: its range, its order and filter, the thumbnails.
QWidget *SeedPreviewDock::buildSheetPage() {
    auto *sheetPage = new QWidget(m_tabs);
    auto *sheetLayout = new QVBoxLayout(sheetPage);
    sheetLayout->setContentsMargins(0, 4, 0, 0);
    sheetLayout->addLayout(buildSheetRangeRow(sheetPage));
    QHBoxLayout *order = buildSheetOrderRow(sheetPage);
    sheetLayout->addLayout(order);
    sheetLayout->addLayout(buildSheetContainsRow(sheetPage));
    m_sheetView = new QListView(sheetPage);
    m_sheetView->setObjectName(QStringLiteral("contactSheet"));
    m_sheetView->setViewMode(QListView::IconMode);
    m_sheetView->setResizeMode(QListView::Adjust);
    m_sheetView->setMovement(QListView::Static);
    m_sheetView->setUniformItemSizes(true);
    m_sheetView->setSpacing(4);
    m_sheetView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_sheetView->setItemDelegate(new ContactSheetDelegate(m_sheetView));
    m_sheetView->setModel(m_filter);
    m_sheetView->setMinimumHeight(40);
    sheetLayout->addWidget(m_sheetView, 1);
    m_shownLabel = new QLabel(sheetPage);
    m_shownLabel->setObjectName(QStringLiteral("sheetShown"));
    order->insertWidget(order->count() - 1, m_shownLabel); // just left of the pin button
    return sheetPage;
}

QHBoxLayout *SeedPreviewDock::buildSheetRangeRow(QWidget *sheetPage) {
    auto *range = new QHBoxLayout;
    m_fromLabel = new QLabel(sheetPage);
    m_fromSpin = new QSpinBox(sheetPage);
    m_fromSpin->setRange(0, std::numeric_limits<int>::max());
    m_fromSpin->setValue(1);
    m_countSpin = new QSpinBox(sheetPage);
    m_countSpin->setRange(1, 5000);
    m_countSpin->setValue(500);
    m_generateButton = new QPushButton(sheetPage);
    m_generateButton->setObjectName(QStringLiteral("generateSheet"));
    m_stopButton = new QPushButton(sheetPage);
    m_stopButton->setEnabled(false);
    m_progress = new QProgressBar(sheetPage);
    m_progress->setMaximumWidth(180);
    range->addWidget(m_fromLabel);
    range->addWidget(m_fromSpin);
    range->addWidget(m_countSpin);
    range->addWidget(m_generateButton);
    range->addWidget(m_stopButton);
    range->addWidget(m_progress);
    range->addStretch();
    return range;
}

QHBoxLayout *SeedPreviewDock::buildSheetOrderRow(QWidget *sheetPage) {
    auto *order = new QHBoxLayout;
    m_sortLabel = new QLabel(sheetPage);
    m_sortCombo = new QComboBox(sheetPage);
    m_sortCombo->setObjectName(QStringLiteral("sortCombo"));
    m_descending = new QCheckBox(sheetPage);
    m_filterLabel = new QLabel(sheetPage);
    m_filterCombo = new QComboBox(sheetPage);
    m_minSpin = new QSpinBox(sheetPage);
    m_maxSpin = new QSpinBox(sheetPage);
    for (QSpinBox *s : {m_minSpin, m_maxSpin})
        s->setRange(-1, 100000);
    m_minSpin->setValue(0);
    m_maxSpin->setValue(100000);
    m_pinnedOnly = new QCheckBox(sheetPage);
    m_pinButton = new QPushButton(sheetPage);
    for (int i = 0; i < kFigures.size(); ++i) {
        m_sortCombo->addItem(QString());
        m_filterCombo->addItem(QString());
    }
    m_filterCombo->setCurrentIndex(3);
    order->addWidget(m_sortLabel);
    order->addWidget(m_sortCombo);
    order->addWidget(m_descending);
    order->addSpacing(16);
    order->addWidget(m_filterLabel);
    order->addWidget(m_filterCombo);
    order->addWidget(m_minSpin);
    order->addWidget(m_maxSpin);
    order->addWidget(m_pinnedOnly);
    order->addStretch();
    order->addWidget(m_pinButton);
    return order;
}

// The content filter: "with [wraith] by depth [2]".
QHBoxLayout *SeedPreviewDock::buildSheetContainsRow(QWidget *sheetPage) {
    auto *row = new QHBoxLayout;
    m_containsLabel = new QLabel(sheetPage);
    m_containsCombo = new QComboBox(sheetPage);
    m_containsCombo->setObjectName(QStringLiteral("containsCombo"));
    m_containsCombo->setEditable(true);
    m_containsCombo->setInsertPolicy(QComboBox::NoInsert);
    m_containsCombo->setMinimumContentsLength(16);
    m_containsCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_containsCombo->completer()->setFilterMode(Qt::MatchContains);
    m_containsCombo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_containsCombo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_containsLabel->setBuddy(m_containsCombo);
    m_containsDepth = new QSpinBox(sheetPage);
    m_containsDepth->setObjectName(QStringLiteral("containsDepth"));
    m_containsDepth->setRange(1, 1);
    row->addWidget(m_containsLabel);
    row->addWidget(m_containsCombo);
    row->addWidget(m_containsDepth);
    row->addStretch();
    return row;
}

// Statistics over the sheet's range.
QWidget *SeedPreviewDock::buildStatsPage() {
    auto *statsPage = new QWidget(m_tabs);
    auto *grid = new QGridLayout(statsPage);
    grid->setContentsMargins(4, 4, 4, 4);
    m_statsLabel = new QLabel(statsPage);
    m_statsLabel->setObjectName(QStringLiteral("statsLabel"));
    // One line of words, then the charts take the height (no empty band above them).
    m_statsLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    grid->addWidget(m_statsLabel, 0, 0, 1, 2);
    for (int i = 0; i < 4; ++i) {
        auto *h = new Histogram(statsPage);
        grid->addWidget(h, 1 + i / 2, i % 2);
        m_histograms << h;
    }
    grid->setRowStretch(0, 0);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
    return statsPage;
}

// The seed and override rows, the play buttons, and the level page.
void SeedPreviewDock::connectLevelControls() {
    connect(m_seedEdit, &QLineEdit::editingFinished, this, &SeedPreviewDock::previewLevel);
    connect(m_randomButton, &QToolButton::clicked, this, [this] {
        setSeedText(QString::number(QRandomGenerator::global()->bounded(1u, 1000000000u)));
        previewLevel();
    });
    connect(m_depthSpin, &QSpinBox::valueChanged, this, [this] {
        previewLevel();
        if (m_sheet->rowCount() > 0)
            generateSheet();
    });
    connect(m_lookCombo, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_preview->setLook(i == 1 ? MapLook::Glyph : MapLook::Tiles); });
    const auto overridesChanged = [this] {
        const bool on = m_overrideCheck->isChecked();
        for (QWidget *w :
             {static_cast<QWidget *>(m_generatorCombo), static_cast<QWidget *>(m_widthSpin),
              static_cast<QWidget *>(m_heightSpin), static_cast<QWidget *>(m_extraEdit)})
            w->setEnabled(on);
        previewLevel();
    };
    connect(m_overrideCheck, &QCheckBox::toggled, this, overridesChanged);
    connect(m_generatorCombo, &QComboBox::currentIndexChanged, this, overridesChanged);
    connect(m_widthSpin, &QSpinBox::editingFinished, this, overridesChanged);
    connect(m_heightSpin, &QSpinBox::editingFinished, this, overridesChanged);
    connect(m_extraEdit, &QLineEdit::editingFinished, this, overridesChanged);
    // The pack as it is now: the compile of the last keystroke, if it still runs aside, first;
    // the document's, so a preview not yet refreshed since it came into sight plays it too.
    connect(m_playSeed, &QPushButton::clicked, this, [this] {
        m_document->settle();
        if (auto pack = m_document->pack())
            Q_EMIT playRequested(std::move(pack), seed(), seedText(), depth());
    });
    connect(m_playPack, &QPushButton::clicked, this, [this] {
        m_document->settle();
        if (auto pack = m_document->pack())
            Q_EMIT playRequested(std::move(pack), seed(), seedText(), 1);
    });
    connect(m_preview, &LevelPreview::entityChosen, this, &SeedPreviewDock::chooseEntity);
    connect(m_info, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("table"))
            Q_EMIT tableRequested(url.path());
    });
}

void SeedPreviewDock::connectSheetControls() {
    connect(m_generateButton, &QPushButton::clicked, this, &SeedPreviewDock::generateSheet);
    // The sheet and its statistics are made when first looked at (the range as it stands: 500
    // seeds from 1), not left empty until Generate.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if ((tab == 1 || tab == 2) && m_sheet->rowCount() == 0 && m_document->pack())
            generateSheet();
    });
    connect(m_stopButton, &QPushButton::clicked, m_batch, &LevelBatch::cancel);
    connect(m_sortCombo, &QComboBox::currentIndexChanged, this, &SeedPreviewDock::applySort);
    connect(m_descending, &QCheckBox::toggled, this, &SeedPreviewDock::applySort);
    connect(m_filterCombo, &QComboBox::currentIndexChanged, this, &SeedPreviewDock::applyFilter);
    connect(m_minSpin, &QSpinBox::valueChanged, this, &SeedPreviewDock::applyFilter);
    connect(m_maxSpin, &QSpinBox::valueChanged, this, &SeedPreviewDock::applyFilter);
    connect(m_containsCombo, &QComboBox::currentTextChanged, this, &SeedPreviewDock::applyContains);
    connect(m_containsDepth, &QSpinBox::valueChanged, this, &SeedPreviewDock::applyContains);
    connect(m_pinnedOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_filter->setPinnedOnly(on);
        updateShownCount();
    });
    connect(m_pinButton, &QPushButton::clicked, this, [this] {
        const QModelIndexList chosen = m_sheetView->selectionModel()->selectedIndexes();
        for (const QModelIndex &i : chosen) {
            const auto s = i.data(ContactSheetModel::SeedRole).toULongLong();
            setPinned(s, !m_sheet->pinned().contains(s));
        }
    });
    connect(m_sheetView, &QListView::doubleClicked, this, [this](const QModelIndex &i) {
        showSeed(i.data(ContactSheetModel::SeedRole).toULongLong());
    });
    ActivateOnEnter::install(m_sheetView); // Enter opens the seed too
}

void SeedPreviewDock::retranslateUi() {
    setWindowTitle(tr("Seed preview"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seedEdit->setToolTip(tr("A number, or any text (it is turned into a number)"));
    m_randomButton->setText(tr("Random"));
    m_randomButton->setToolTip(tr("A random seed"));
    m_depthLabel->setText(tr("&Depth:"));
    m_largeButton->setText(tr("&Large"));
    m_largeButton->setToolTip(
        tr("The preview over the window at most of the screen; again to put it back"));
    m_lookCombo->setItemText(0, tr("Tiles"));
    m_lookCombo->setItemText(1, tr("Glyphs"));
    m_playSeed->setText(tr("Play this seed"));
    m_playSeed->setToolTip(
        tr("Play the pack as it is here, saved or not, at this seed and depth, in the Game tab"));
    m_playPack->setText(tr("Play this pack"));
    m_playPack->setToolTip(tr("Play the pack as it is here from the first level, at this seed"));
    m_overrideCheck->setText(tr("Override the generator:"));
    m_overrideCheck->setToolTip(
        tr("For this preview only: the pack's generator settings stay as they are"));
    m_widthSpin->setPrefix(tr("width "));
    m_widthSpin->setSpecialValueText(tr("width as the pack"));
    m_heightSpin->setPrefix(tr("height "));
    m_heightSpin->setSpecialValueText(tr("height as the pack"));
    m_extraEdit->setPlaceholderText(tr("more settings as JSON, e.g. \"fillPercent\": 50"));
    m_extraEdit->setAccessibleName(tr("More generator settings as JSON"));
    m_tabs->setAccessibleName(tr("Level, contact sheet and figures"));
    m_widthSpin->setAccessibleName(tr("Width"));
    m_heightSpin->setAccessibleName(tr("Height"));
    m_preview->setAccessibleName(tr("Level preview"));
    m_preview->setAccessibleDescription(
        tr("N and P choose the next and the previous monster, item, trap or chest"));
    m_info->setAccessibleName(tr("Figures and roll trace"));
    m_info->setAccessibleDescription(tr("Tab reaches each table's name; Enter opens it"));
    m_sheetView->setAccessibleName(tr("Contact sheet"));
    m_sheetView->setAccessibleDescription(tr("Enter or a double-click opens the seed"));
    m_fromSpin->setAccessibleName(tr("First seed"));
    m_countSpin->setAccessibleName(tr("Number of seeds"));
    m_minSpin->setAccessibleName(tr("Lowest value shown"));
    m_maxSpin->setAccessibleName(tr("Highest value shown"));
    m_tabs->setTabText(0, tr("Level"));
    m_tabs->setTabText(1, tr("Contact sheet"));
    m_tabs->setTabText(2, tr("Statistics"));
    m_tabs->setTabText(3, tr("Impact of an edit"));
    m_tabs->setTabToolTip(3, tr("What the last edit changed in the dungeons, seed by seed"));
    m_fromLabel->setText(tr("Seeds from"));
    m_countSpin->setPrefix(tr("count "));
    m_generateButton->setText(tr("Generate"));
    m_stopButton->setText(tr("Stop"));
    m_sortLabel->setText(tr("Sort by"));
    m_descending->setText(tr("largest first"));
    m_filterLabel->setText(tr("Show where"));
    m_minSpin->setPrefix(tr("from "));
    m_maxSpin->setPrefix(tr("to "));
    m_pinnedOnly->setText(tr("pinned only"));
    m_containsLabel->setText(tr("&With"));
    m_containsCombo->lineEdit()->setPlaceholderText(tr("a monster, item or trap"));
    m_containsCombo->setToolTip(tr("Only the seeds whose levels hold this monster, item or trap "
                                   "at a depth from 1 to the one beside; empty shows them all"));
    m_containsCombo->setAccessibleName(tr("Seeds with this monster, item or trap"));
    m_containsCombo->view()->setAccessibleName(tr("Monsters, items and traps of the pack"));
    m_containsDepth->setPrefix(tr("by depth "));
    m_containsDepth->setAccessibleName(tr("Deepest depth looked at"));
    m_containsDepth->setToolTip(tr("Depths 1 to this one are made for each seed and looked at"));
    m_pinButton->setText(tr("Pin / unpin"));
    m_pinButton->setToolTip(tr("Pinned seeds stay on the sheet, first, whatever the range"));
    const QStringList figures = {tr("seed"),     tr("rooms"),       tr("size (cells)"),
                                 tr("monsters"), tr("items"),       tr("chests"),
                                 tr("traps"),    tr("path length"), tr("floor (‰)")};
    for (int i = 0; i < figures.size(); ++i) {
        m_sortCombo->setItemText(i, figures[i]);
        m_filterCombo->setItemText(i, figures[i]);
    }
    m_histograms[0]->setTitle(tr("Monsters per level"));
    m_histograms[1]->setTitle(tr("Path length, arrival to the way down"));
    m_histograms[2]->setTitle(tr("Floor share (%)"));
    m_histograms[3]->setTitle(tr("Chests per level"));
    updateHistograms();
    if (m_level)
        chooseEntity(m_preview->selected());
}

void SeedPreviewDock::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void SeedPreviewDock::setSeedText(const QString &text) {
    m_seedEdit->setText(text);
}

QString SeedPreviewDock::seedText() const {
    const QString t = m_seedEdit->text().trimmed();
    return t.isEmpty() ? QStringLiteral("1") : t;
}

std::uint64_t SeedPreviewDock::seed() const {
    return seed::fromText(seedText());
}

void SeedPreviewDock::setDepth(int depth) {
    m_depthSpin->setValue(depth);
}

int SeedPreviewDock::depth() const {
    return m_depthSpin->value();
}

QJsonObject SeedPreviewDock::overrides() const {
    if (!m_overrideCheck->isChecked())
        return {};
    QJsonObject o;
    const QString extra = m_extraEdit->text().trimmed();
    if (!extra.isEmpty()) {
        const QString text = extra.startsWith(u'{') ? extra : u'{' + extra + u'}';
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (doc.isObject())
            o = doc.object();
    }
    o.insert(QStringLiteral("generator"), m_generatorCombo->currentText());
    if (m_widthSpin->value() > 0)
        o.insert(QStringLiteral("width"), m_widthSpin->value());
    if (m_heightSpin->value() > 0)
        o.insert(QStringLiteral("height"), m_heightSpin->value());
    return o;
}

void SeedPreviewDock::setOverrides(const QJsonObject &o) {
    const QSignalBlocker b1(m_overrideCheck), b2(m_generatorCombo);
    m_overrideCheck->setChecked(!o.isEmpty());
    for (QWidget *w :
         {static_cast<QWidget *>(m_generatorCombo), static_cast<QWidget *>(m_widthSpin),
          static_cast<QWidget *>(m_heightSpin), static_cast<QWidget *>(m_extraEdit)})
        w->setEnabled(!o.isEmpty());
    m_generatorCombo->setCurrentText(o.value(QStringLiteral("generator")).toString());
    m_widthSpin->setValue(o.value(QStringLiteral("width")).toInt());
    m_heightSpin->setValue(o.value(QStringLiteral("height")).toInt());
    QJsonObject rest = o;
    for (const char *k : {"generator", "width", "height"})
        rest.remove(QLatin1String(k));
    m_extraEdit->setText(
        rest.isEmpty() ? QString()
                       : QString::fromUtf8(QJsonDocument(rest).toJson(QJsonDocument::Compact)));
    previewLevel();
}

void SeedPreviewDock::onPackRebuilt() {
    m_pack = m_document->pack();
    const int depths = m_pack ? std::max(1, m_pack->ruleset.depth) : 1;
    {
        const QSignalBlocker block(m_depthSpin), blockContains(m_containsDepth);
        m_depthSpin->setRange(1, depths);
        m_containsDepth->setRange(1, depths);
    }
    fillContainsIds();
    m_preview->setPack(m_pack);
    previewLevel();
    if (m_sheet->rowCount() > 0)
        generateSheet();
}

void SeedPreviewDock::previewLevel() {
    m_pack = m_document->pack();
    m_level.reset();
    m_origins.clear();
    m_levelError.clear();
    if (!m_pack) {
        m_preview->setLevel(nullptr);
        m_info->clear();
        return;
    }
    Dungeon dungeon(*m_pack, seed());
    dungeon.setOverrides(overrides());
    dungeon.setTracing(true);
    QString error;
    Level level = dungeon.level(depth(), &error);
    if (error.isEmpty()) {
        m_level = std::make_shared<const Level>(std::move(level));
        m_origins = dungeon.origins(depth());
    } else {
        m_levelError = error;
    }
    m_preview->setPack(m_pack);
    m_preview->setLevel(m_level);
    chooseEntity(-1);
}

QString SeedPreviewDock::figuresText() const {
    if (!m_levelError.isEmpty())
        return tr("This level cannot be made: %1").arg(m_levelError.toHtmlEscaped());
    if (!m_level)
        return {};
    const LevelStats s = LevelStats::of(*m_level, seed());
    QString html = tr("<h3>Seed %1, depth %2</h3>").arg(seedText().toHtmlEscaped()).arg(depth());
    html += tr("<p>%1 level, %2×%3 cells, %4, floor %5%</p>")
                .arg(s.generator)
                .arg(s.width)
                .arg(s.height)
                .arg(tr("%n rooms", nullptr, s.rooms))
                .arg(QLocale().toString(s.floorPermille / 10.0, 'f', 1));
    html += QStringLiteral("<p>") + ContactSheetModel::countsText(s, QStringLiteral(", "), true) +
            QStringLiteral("</p>");
    if (s.pathLength < 0)
        html += tr("<p>No way down on this level.</p>");
    else if (m_level->stairsDown)
        html += tr("<p>%1 steps from the arrival (white ring) to the way down (blue ring).</p>")
                    .arg(s.pathLength);
    else // room by room: the way on is a door
        html += tr("<p>%1 steps from the arrival (white ring) to the nearest other door.</p>")
                    .arg(s.pathLength);
    return html;
}

QString SeedPreviewDock::entityName(const LevelEntity &e) const {
    QString name;
    if (m_pack) {
        switch (e.kind) {
        case LevelEntity::Kind::Monster:
            if (const MonsterRecord *m = m_pack->monster(e.id))
                name = m->name;
            break;
        case LevelEntity::Kind::Item:
        case LevelEntity::Kind::Chip:
            if (const ItemRecord *i = m_pack->item(e.id))
                name = i->name;
            break;
        case LevelEntity::Kind::Trap:
            if (const TrapRecord *t = m_pack->trap(e.id))
                name = t->name;
            break;
        case LevelEntity::Kind::Chest:
            return tr("a chest (its loot from table %1)").arg(e.id);
        }
    }
    if (name.isEmpty())
        name = e.id;
    return e.quantity > 1 ? tr("%1 × %2 (%3)").arg(e.quantity).arg(name, e.id)
                          : tr("%1 (%2)").arg(name, e.id);
}

QString SeedPreviewDock::describeOrigin(const LevelEntity &e, const EntityOrigin &o) const {
    QString html = tr("<h3>Where it came from</h3><p><b>%1</b> at %2, %3</p>")
                       .arg(entityName(e).toHtmlEscaped())
                       .arg(e.at.x)
                       .arg(e.at.y);
    const QString table =
        QStringLiteral("<a href=\"table:%1\">%1</a>").arg(o.table.toHtmlEscaped());
    if (o.stream == QLatin1String("level")) {
        if (o.table.isEmpty())
            return html + tr("<p>It came with its room: the room's contents are rolled on the "
                             "<i>level</i> stream (index %1) when the room is made.</p>")
                              .arg(o.streamIndex);
        html += tr("<p>It came with its room: one roll of the room's contents table %1 on the "
                   "<i>level</i> stream (index %2) when the room was made.</p>")
                    .arg(table)
                    .arg(o.streamIndex);
        return html + rollSteps(o.roll);
    }
    if (o.role == EntityOrigin::Role::Vault)
        return html + tr("<p>It came with a vault: with the ruleset's vault chance, a roll on the "
                         "<i>vault</i> stream (index %1, the depth) chose a vault from table %2, "
                         "and its cell's roll laid this.</p>")
                          .arg(o.streamIndex)
                          .arg(table);
    if (o.role == EntityOrigin::Role::WinItem)
        return html + tr("<p>The win condition's artefact: it lies on the cell farthest from the "
                         "arrival (no roll).</p>");
    html += tr("<p>Stream <i>%1</i>, index %2 (the depth).</p>").arg(o.stream).arg(o.streamIndex);
    if (o.role == EntityOrigin::Role::Chests)
        return html + tr("<p>The band's chest count <b>%1</b> gave %2; this is chest %3. What it "
                         "holds is rolled from table %4 when it is opened.</p>")
                          .arg(o.countDice.toHtmlEscaped())
                          .arg(o.count)
                          .arg(o.rollIndex + 1)
                          .arg(table);
    if (o.role == EntityOrigin::Role::Guard)
        html += tr("<p>A chest's guard: one more roll of table %1.</p>").arg(table);
    else
        html += tr("<p>The band's count <b>%1</b> gave %2 rolls of table %3; this came from roll "
                   "%4.</p>")
                    .arg(o.countDice.toHtmlEscaped())
                    .arg(o.count)
                    .arg(table)
                    .arg(o.rollIndex + 1);
    return html + rollSteps(o.roll);
}

QString SeedPreviewDock::rollSteps(const TableRollResult &roll) const {
    QString html = QStringLiteral("<ul>");
    for (const TableRollStep &step : roll.steps) {
        const QString link =
            QStringLiteral("<a href=\"table:%1\">%1</a>").arg(step.table.toHtmlEscaped());
        QString line = step.row >= 0 ? tr("table %1: row %2").arg(link).arg(step.row + 1)
                                     : tr("table %1: no row (a gap)").arg(link);
        line += step.dice.isEmpty() ? tr(", weighted pick at %1").arg(step.roll)
                                    : tr(", dice %1").arg(step.dice.toHtmlEscaped());
        html +=
            QStringLiteral("<li style=\"margin-left:%1px\">%2</li>").arg(step.depth * 16).arg(line);
    }
    html += QStringLiteral("</ul>");
    html += tr("<p>The roll gave: %1</p>").arg(roll.describe().toHtmlEscaped());
    return html;
}

void SeedPreviewDock::chooseEntity(int index) {
    m_preview->select(index);
    QString html = figuresText();
    if (m_level && index >= 0 && index < m_level->entities.size() && index < m_origins.size())
        html += describeOrigin(m_level->entities[index], m_origins[index]);
    else if (m_level)
        html += tr("<p><i>Click a monster, item, trap or chest to see where it came from.</i></p>");
    m_info->setHtml(html);
}

QString SeedPreviewDock::traceText() const {
    return m_info->toPlainText();
}

void SeedPreviewDock::setSheetRange(std::uint64_t from, int count) {
    m_fromSpin->setValue(int(std::min<std::uint64_t>(from, std::numeric_limits<int>::max())));
    m_countSpin->setValue(count);
}

void SeedPreviewDock::generateSheet() {
    m_pack = m_document->pack();
    if (!m_pack)
        return;
    // Pinned seeds first (in order), then the range without them.
    QList<std::uint64_t> seeds(m_sheet->pinned().begin(), m_sheet->pinned().end());
    std::sort(seeds.begin(), seeds.end());
    for (std::uint64_t s :
         BatchRequest::range(std::uint64_t(m_fromSpin->value()), m_countSpin->value()))
        if (!m_sheet->pinned().contains(s))
            seeds << s;
    m_sheet->reset(seeds);
    // The renderer's colours are worked out here, on this thread; the workers only read them.
    LevelRenderer renderer;
    renderer.setPack(m_pack.get());
    renderer.setLook(m_preview->look());
    renderer.setCellSize(16);
    renderer.setDepth(depth()); // the look of the depth's band
    auto palette = std::make_shared<const LevelPalette>(renderer.palette());
    BatchRequest request;
    request.pack = m_pack;
    request.seeds = seeds;
    // With a content filter, the levels of depths 1 to its depth too (their contents only).
    const int shown = depth();
    m_sheetContentsTo = m_filter->containsId().isEmpty() ? 0 : m_containsDepth->value();
    request.depths = {shown};
    for (int d = 1; d <= m_sheetContentsTo; ++d)
        if (d != shown)
            request.depths << d;
    std::sort(request.depths.begin(), request.depths.end());
    request.overrides = overrides();
    request.decorate = [palette, shown](const Level &level, const LevelStats &) {
        QStringList ids;
        for (const LevelEntity &e : level.entities)
            if (e.kind == LevelEntity::Kind::Monster || e.kind == LevelEntity::Kind::Item ||
                e.kind == LevelEntity::Kind::Trap)
                ids << e.id;
        ids.removeDuplicates();
        return QVariant(QVariantList{
            level.depth == shown ? QVariant(thumbnail(level, *palette)) : QVariant(), ids});
    };
    m_progress->setValue(0);
    m_progress->setMaximum(std::max(1, int(seeds.size())));
    m_stopButton->setEnabled(true);
    m_batch->start(std::move(request));
    applySort();
    updateShownCount();
}

void SeedPreviewDock::onSeedsReady(const QList<int> &indices) {
    for (int i : indices) {
        const BatchSeed *s = m_batch->seed(i);
        if (!s || s->levels.isEmpty())
            continue;
        const BatchLevel *shown = &s->levels.first();
        QMap<int, QStringList> contents;
        for (const BatchLevel &l : s->levels) {
            if (l.depth == depth())
                shown = &l;
            const QVariantList extra = l.extra.toList();
            if (extra.size() == 2)
                contents.insert(l.depth, extra.at(1).toStringList());
        }
        m_sheet->setLevel(i, shown->stats, shown->extra.toList().value(0).value<QImage>(),
                          contents);
    }
    if (!m_histogramTimer.isActive())
        m_histogramTimer.start();
    updateShownCount();
}

void SeedPreviewDock::updateHistograms() {
    QList<int> monsters, paths, floors, chests;
    for (int row = 0; row < m_sheet->rowCount(); ++row) {
        const LevelStats *s = m_sheet->stats(row);
        if (!s || !s->error.isEmpty())
            continue;
        monsters << s->monsters;
        if (s->pathLength >= 0)
            paths << s->pathLength;
        floors << s->floorPermille / 10;
        chests << s->chests;
    }
    m_histograms[0]->setValues(monsters);
    m_histograms[1]->setValues(paths);
    m_histograms[2]->setValues(floors);
    m_histograms[3]->setValues(chests);
    m_statsLabel->setText(m_sheet->rowCount() == 0
                              ? tr("Generate a contact sheet to see its levels' figures here.")
                              : tr("Depth %1: %2 of %3 levels made")
                                    .arg(depth())
                                    .arg(m_sheet->readyCount())
                                    .arg(m_sheet->rowCount()));
}

void SeedPreviewDock::applySort() {
    m_filter->setSortFigure(kFigures.value(m_sortCombo->currentIndex()),
                            m_descending->isChecked() ? Qt::DescendingOrder : Qt::AscendingOrder);
}

void SeedPreviewDock::applyFilter() {
    m_filter->setRange(kFigures.value(m_filterCombo->currentIndex()), m_minSpin->value(),
                       m_maxSpin->value());
    updateShownCount();
}

void SeedPreviewDock::setContains(const QString &id, int toDepth) {
    {
        const QSignalBlocker block(m_containsDepth);
        m_containsDepth->setValue(toDepth);
    }
    m_containsCombo->setCurrentText(id);
    applyContains();
    if (m_containsTimer.isActive()) {
        m_containsTimer.stop();
        generateSheet();
    }
}

// A record's id filters (an unknown word filters nothing, and says so); a sheet made without
// the depths it asks for is made again with them.
void SeedPreviewDock::applyContains() {
    const QString text = m_containsCombo->currentText().trimmed();
    const bool known = m_containsCombo->findText(text, Qt::MatchExactly) > 0;
    const QString id = known ? text : QString();
    m_filter->setContains(id, m_containsDepth->value());
    // (Once the depth has stopped moving: each step of the spin box would start a batch.)
    if (!id.isEmpty() && m_sheet->rowCount() > 0 && m_containsDepth->value() > m_sheetContentsTo)
        m_containsTimer.start();
    updateShownCount();
}

// Every monster, item and trap of the pack, by id, after an empty entry (no filter).
void SeedPreviewDock::fillContainsIds() {
    QStringList ids;
    if (m_pack) {
        for (const MonsterRecord &m : m_pack->monsters)
            ids << m.id;
        for (const ItemRecord &i : m_pack->items)
            ids << i.id;
        for (const TrapRecord &t : m_pack->traps)
            ids << t.id;
    }
    ids.sort();
    ids.removeDuplicates();
    ids.prepend(QString());
    QStringList now;
    for (int i = 0; i < m_containsCombo->count(); ++i)
        now << m_containsCombo->itemText(i);
    if (now == ids)
        return;
    const QString text = m_containsCombo->currentText();
    const QSignalBlocker block(m_containsCombo);
    m_containsCombo->clear();
    m_containsCombo->addItems(ids);
    m_containsCombo->setCurrentText(text);
}

void SeedPreviewDock::updateShownCount() {
    const int all = m_sheet->rowCount(), shown = m_filter->rowCount();
    const QString text = m_containsCombo->currentText().trimmed();
    if (!text.isEmpty() && m_filter->containsId().isEmpty()) {
        m_shownLabel->setText(
            tr("\u201c%1\u201d is no monster, item or trap of the pack").arg(text));
        return;
    }
    m_shownLabel->setText(all == 0 || shown == all ? QString()
                                                   : tr("%1 of %2 shown").arg(shown).arg(all));
}

QString SeedPreviewDock::shownText() const {
    return m_shownLabel->text();
}

void SeedPreviewDock::setPinned(std::uint64_t seed, bool pinned) {
    m_sheet->setPinned(seed, pinned);
    m_filter->invalidate();
}

void SeedPreviewDock::showSeed(std::uint64_t seed) {
    setSeedText(QString::number(seed));
    m_tabs->setCurrentIndex(0);
    previewLevel();
}

} // namespace pd
