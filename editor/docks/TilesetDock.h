#pragma once

#include "docks/DocumentView.h"
#include "render/LevelRenderer.h"
#include "json/JsonTree.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QLabel;
class QScrollArea;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace pd {

class LevelPreview;
class Pack;

// How the pack's map looks (tileset.json): every tile a map shows (the features, then the
// monsters, items and traps by id), each drawn as the game draws it; the chosen one's glyph,
// colours and sprite edited in fields (a colour from the colour dialog, a sprite cell picked on
// its sheet), one undo step each; the tile at each of the game's zoom levels in both looks, and
// a level drawn with the whole tileset. A pack without a tileset gets one ("Make a tileset"),
// and a PNG sprite sheet is imported into the pack, its size checked against the tile size.
class TilesetDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    explicit TilesetDock(PackDocument *document, QWidget *parent = nullptr);

    // tileset.json made with no tiles yet (the game's own tiles and the records' looks show
    // until a tile is given): one undo step. False, and why, when the pack has one.
    bool makeTileset(QString *error = nullptr);
    // Copies a sprite sheet into the pack (sprites/NAME.png) after checking that it is an image
    // of whole tiles, and gives it to the chosen tile (one undo step). The path in the pack, or
    // empty with `error` saying why (the file named, its size and the tile size).
    QString importSheet(const QString &png, QString *error = nullptr);
    void selectTile(const QString &tile);
    QString currentTile() const;

    QTreeWidget *tiles() const { return m_tiles; }
    QLineEdit *glyphEdit() const { return m_glyph; }
    QLineEdit *colourEdit(bool background) const { return background ? m_bg : m_fg; }
    QComboBox *sheetCombo() const { return m_sheet; }
    QSpinBox *cellSpin(bool row) const { return row ? m_row : m_column; }
    QLabel *zoomStrip() const { return m_strip; }
    LevelPreview *levelPreview() const { return m_preview; }
    QString statusText() const;
    void retranslateUi();

    Needs needs() const override;
    void refresh(const ViewUpdate &update) override;

    // The tile sizes the game's map is drawn at (its zoom steps).
    static QList<int> zoomLevels();

private:
    void rebuildList();
    void applyFilter(const QString &text);
    void showTile();
    void writeField(const QString &key, const QString &text);
    void writeSprite();
    void resetTile();
    JsonTree newTile(const QString &key, const JsonTree &value) const;
    void pickColour(bool background);
    void pickCell();
    void askForSheet();
    void updateStrip();
    void updateLevel();
    QStringList sheetsInPack() const;
    QString tilePointer() const;
    int tileSize() const;

    PackDocument *m_document;
    std::shared_ptr<const Pack> m_pack; // kept while the renderers draw it
    LevelRenderer m_renderer;           // the list's pictures
    QLabel *m_status;
    QPushButton *m_make;
    QLineEdit *m_filter;
    QTreeWidget *m_tiles;
    QWidget *m_fields;
    QLabel *m_heading;
    QLineEdit *m_glyph;
    QLineEdit *m_fg;
    QLineEdit *m_bg;
    QPushButton *m_fgSwatch;
    QPushButton *m_bgSwatch;
    QComboBox *m_sheet;
    QSpinBox *m_column;
    QSpinBox *m_row;
    QPushButton *m_pick;
    QPushButton *m_import;
    QPushButton *m_reset;
    QLabel *m_problem;
    QLabel *m_strip;
    LevelPreview *m_preview;
    QScrollArea *m_fieldsScroll;
    QTimer *m_levelTimer;
    bool m_showing = false; // fields being filled from the file: no writes
};

} // namespace pd
