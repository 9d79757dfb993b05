#pragma once

#include <QPoint>
#include <QSet>
#include <QStringList>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace pd {

class PackDocument;
class RecordPicker;

// A vault's grid drawn as cells, each legend character (data/Vault.h) a coloured square with
// the character on it. A press or drag paints the chosen character; the stroke is handed on
// whole when the button is let go (one undo step). Rows the core found a problem in are marked
// at their left.
class VaultGrid : public QWidget {
    Q_OBJECT

public:
    explicit VaultGrid(QWidget *parent = nullptr);

    static constexpr int kCell = 22;
    // The colour a legend character is drawn in (an unknown one: magenta).
    static QColor colourOf(QChar c);

    void setGrid(const QStringList &grid); // drops a stroke under way
    const QStringList &grid() const { return m_grid; }
    void setBrush(QChar c) { m_brush = c; }
    QChar brush() const { return m_brush; }
    void setMarkedRows(const QSet<int> &rows);
    const QSet<int> &markedRows() const { return m_marked; }
    // The cell under a point of the widget, or (-1, -1).
    QPoint cellAt(const QPoint &pos) const;
    QRect cellRect(int x, int y) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

Q_SIGNALS:
    // A stroke (press, drag, release) changed these cells: the grid after it.
    void painted(const QStringList &grid);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void paintAt(const QPoint &pos);

    QStringList m_grid;
    QChar m_brush = QLatin1Char('.');
    QSet<int> m_marked;
    bool m_stroke = false;
    bool m_changed = false;
};

// The form of a vault, the value of a row of a vaults table (docs/rules.md "Vaults"): its name,
// the tables its $, M and S cells draw from, its size and its grid, painted with the legend's
// characters. Problems are the core's own reading (Vault::fromJson) and the pack's (an unknown
// table), listed below the grid. Every change is one undo step on the document's stack (a
// painting stroke too); edits made elsewhere come in through refresh().
class VaultEditor : public QWidget {
    Q_OBJECT

public:
    VaultEditor(PackDocument *document, QWidget *parent = nullptr);

    // The vault at `pointer` in tables.json (a row's "value"); `origin` is the view its edits
    // are made in (PackChanges::madeBy).
    void setVault(const QString &pointer, const QObject *origin);
    const QString &pointer() const { return m_pointer; }
    // Reads the vault again from the document (a field being typed in keeps its text).
    void refresh();
    // The problems again (the pack was compiled anew).
    void refreshProblems();
    void retranslateUi();
    // Focuses the field of a member ("items", "vault"; "grid" or another: the grid).
    void focusField(const QString &key);

    VaultGrid *grid() const { return m_grid; }
    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QLineEdit *nameEdit() const { return m_name; }
    RecordPicker *picker(const QString &key) const;
    QLabel *problemsLabel() const { return m_problems; }
    // Chooses the character the grid paints (as the palette's button does).
    void setBrush(QChar c);
    // Gives the grid a new width and height: rows cut or filled with walls, all of one length.
    void resizeGrid(int width, int height);

private:
    void buildFields();
    void buildPalette();
    void fillPickers();
    void setMember(const QString &key, const QString &text, const QString &what);
    void setGrid(const QStringList &grid, const QString &what, bool stroke);

    PackDocument *m_document;
    QString m_pointer;
    const QObject *m_origin = nullptr;
    QLineEdit *m_name;
    RecordPicker *m_items;
    RecordPicker *m_monsters;
    RecordPicker *m_stock;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QLabel *m_sizeLabel;
    QButtonGroup *m_palette;
    VaultGrid *m_grid;
    QLabel *m_problems;
    QLabel *m_nameLabel;
    QLabel *m_itemsLabel;
    QLabel *m_monstersLabel;
    QLabel *m_stockLabel;
};

} // namespace pd
