#pragma once

#include <QWidget>

namespace pd {

// Horizontal bars drawn by our own painting: one per row or result, its length the chance
// (relative to the likeliest of its section),
// with the exact fraction, the percentage and (when given) the expected count beside it.
// Sections have headings. A label too long for the width is cut in the middle, and says all of
// itself on hover. Cheap to refill on every keystroke: it paints only what is exposed.
class OddsChart : public QWidget {
    Q_OBJECT

public:
    struct Bar {
        QString label;
        double chance = 0;    // 0..1: the bar's length
        QString fraction;     // "3/20"
        QString expected;     // worded by the caller ("expected 1.25"), or empty
        bool problem = false; // a gap: drawn in the warning colour
    };
    struct Section {
        QString title;
        QList<Bar> bars;
    };

    explicit OddsChart(QWidget *parent = nullptr);
    void setSections(const QList<Section> &sections);
    const QList<Section> &sections() const { return m_sections; }
    QSize sizeHint() const override;

    // "2/17  11.76%  expected 0.118": what a bar's figures say.
    static QString figures(const Bar &bar);
    const Bar *barAt(int y) const;
    // A bar's label as it is drawn at the chart's width now (cut in the middle when it does
    // not fit: never when it does).
    QString shownLabel(const Section &section, const Bar &bar) const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Columns {
        int label = 0, figures = 0;
    };
    Columns columns(const Section &section) const;
    int rowHeight() const;
    QList<Section> m_sections;
};

} // namespace pd
