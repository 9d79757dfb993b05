#pragma once

#include <QWidget>

namespace pd {

// Horizontal bars drawn by our own painting: one per row or result, its length the chance
// (relative to the likeliest of its section),
// with the exact fraction, the percentage and (when given) the expected count beside it.
// Sections have headings. Cheap to refill on every keystroke: it paints only what is exposed.
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

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int rowHeight() const;
    QList<Section> m_sections;
};

} // namespace pd
