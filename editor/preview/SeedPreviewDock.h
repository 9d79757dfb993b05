#pragma once

#include "docks/DocumentView.h"
#include "gen/Dungeon.h"
#include "gen/LevelBatch.h"
#include "preview/ContactSheet.h"

#include <QDockWidget>
#include <QTimer>

#include <memory>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListView;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTextBrowser;
class QToolButton;

namespace pd {

class Histogram;
class ImpactView;
class LevelPreview;

// Seed preview: what the pack being edited generates, before anyone plays. A seed (number or
// text, or a random one), a depth and, for this preview only, generator overrides; the level
// large in the game's look with its figures, and a click on a monster, item, trap or chest
// tells where it came from (stream, table, row, dice). A contact sheet fills in thumbnails for
// a range of seeds as the batch makes them, sorted and filtered by any figure, with pinned
// seeds kept; histograms of the range's figures. "Play this seed" runs the pack as it is here.
// It follows the edits of what makes and draws levels (the tables, the ruleset, the tileset, the
// records' ids, names and looks), once typing pauses, and while it is in sight.
class SeedPreviewDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    explicit SeedPreviewDock(PackDocument *document, QWidget *parent = nullptr);
    ~SeedPreviewDock() override;

    void setSeedText(const QString &text);
    QString seedText() const;
    std::uint64_t seed() const;
    void setDepth(int depth);
    int depth() const;
    // The overrides as the generator reads them; empty when none are set.
    QJsonObject overrides() const;
    void setOverrides(const QJsonObject &overrides);

    void previewLevel();  // the large preview, now
    void generateSheet(); // the contact sheet's batch (asynchronous)
    void setSheetRange(std::uint64_t from, int count);
    void setPinned(std::uint64_t seed, bool pinned);
    void showSeed(std::uint64_t seed); // in the large preview (double-click on the sheet)
    void chooseEntity(int index);      // its roll trace

    LevelPreview *preview() const { return m_preview; }
    ContactSheetModel *sheetModel() const { return m_sheet; }
    ContactSheetFilter *sheetFilter() const { return m_filter; }
    QListView *sheetView() const { return m_sheetView; }
    LevelBatch *batch() const { return m_batch; }
    QString traceText() const;
    // "120 of 500 shown" while a filter hides some of the sheet's seeds; else empty.
    QString shownText() const;
    void updateShownCount(); // (after the filter changed)
    QString figuresText() const;
    // The contact sheet's content filter: seeds where the record `id` appears at a depth from 1
    // to `toDepth` (an empty id: none). The sheet is made again when it lacks those depths.
    void setContains(const QString &id, int toDepth);
    QComboBox *containsCombo() const { return m_containsCombo; }
    Histogram *histogram(int i) const { return m_histograms.value(i); }
    QTabWidget *tabs() const { return m_tabs; }
    QToolButton *largeButton() const { return m_largeButton; }
    ImpactView *impact() const { return m_impact; }

    void retranslateUi();

    Needs needs() const override;
    void reset() override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void playRequested(std::shared_ptr<const Pack> pack, std::uint64_t seed,
                       const QString &seedText, int depth);
    void tableRequested(const QString &table);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    QHBoxLayout *buildSeedRow();
    QHBoxLayout *buildOverrideRow();
    QWidget *buildLevelPage();
    QWidget *buildSheetPage();
    QHBoxLayout *buildSheetRangeRow(QWidget *sheetPage);
    QHBoxLayout *buildSheetOrderRow(QWidget *sheetPage);
    QHBoxLayout *buildSheetContainsRow(QWidget *sheetPage);
    void applyContains();
    void fillContainsIds();
    QWidget *buildStatsPage();
    void connectLevelControls();
    void connectSheetControls();
    void onPackRebuilt();
    void onSeedsReady(const QList<int> &indices);
    void updateHistograms();
    void applySort();
    void applyFilter();
    QString describeOrigin(const LevelEntity &entity, const EntityOrigin &origin) const;
    QString entityName(const LevelEntity &entity) const;
    QString rollSteps(const TableRollResult &roll) const; // the tables, rows and dice, as a list

    PackDocument *m_document;
    std::shared_ptr<const Pack> m_pack; // what the preview shows (a snapshot)
    std::shared_ptr<const Level> m_level;
    QList<EntityOrigin> m_origins;
    QString m_levelError;
    LevelBatch *m_batch;
    ContactSheetModel *m_sheet;
    ContactSheetFilter *m_filter;
    QTimer m_histogramTimer;
    QTimer m_refreshTimer;
    QTimer m_containsTimer; // a sheet made again for the content filter's depths

    QWidget *m_body;
    QLabel *m_seedLabel;
    QLineEdit *m_seedEdit;
    QToolButton *m_largeButton;
    QToolButton *m_randomButton;
    QLabel *m_depthLabel;
    QSpinBox *m_depthSpin;
    QComboBox *m_lookCombo;
    QCheckBox *m_overrideCheck;
    QComboBox *m_generatorCombo;
    QSpinBox *m_widthSpin;
    QSpinBox *m_heightSpin;
    QLineEdit *m_extraEdit;
    QPushButton *m_playSeed;
    QPushButton *m_playPack;
    QTabWidget *m_tabs;
    LevelPreview *m_preview;
    QTextBrowser *m_info;
    QLabel *m_fromLabel;
    QSpinBox *m_fromSpin;
    QSpinBox *m_countSpin;
    QPushButton *m_generateButton;
    QPushButton *m_stopButton;
    QProgressBar *m_progress;
    QLabel *m_sortLabel;
    QComboBox *m_sortCombo;
    QCheckBox *m_descending;
    QLabel *m_filterLabel;
    QComboBox *m_filterCombo;
    QSpinBox *m_minSpin;
    QSpinBox *m_maxSpin;
    QCheckBox *m_pinnedOnly;
    QLabel *m_containsLabel;
    QComboBox *m_containsCombo;
    QSpinBox *m_containsDepth;
    int m_sheetContentsTo = 0; // the sheet's batch has the contents of depths 1 to this
    QPushButton *m_pinButton;
    QListView *m_sheetView;
    QLabel *m_shownLabel;
    QList<Histogram *> m_histograms;
    QLabel *m_statsLabel;
    ImpactView *m_impact;
};

} // namespace pd
