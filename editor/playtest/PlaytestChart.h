#pragma once

#include <QStringList>
#include <QWidget>

#include <optional>

class QPainter;

namespace pd {

// One figure of a playtest by depth, monster or turn (deaths by depth, damage by monster, the
// XP curve): bars or a line the project draws, for the runs now and, beside them, the
// baseline's, with the categories whose difference is outside the noise marked. A tooltip
// gives a category's exact values.
class PlaytestChart : public QWidget {
    Q_OBJECT

public:
    // Rows: a bar per category, its label at the left (names that would not fit under a bar).
    enum class Style { Bars, Line, Rows };
    enum class Format { Number, Share }; // Share: 0..1 shown as a percentage

    explicit PlaytestChart(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const { return m_title; }
    void setStyle(Style style);
    void setFormat(Format format);
    // The labels along the axis, the values now and (when compared) the baseline's, one per
    // label; `marked`: the labels whose difference is significant.
    void setData(const QStringList &labels, const QList<double> &now,
                 const std::optional<QList<double>> &before = std::nullopt,
                 const QList<bool> &marked = {});
    void setSeriesNames(const QString &now, const QString &before);
    void setEmptyText(const QString &text);

    const QStringList &labels() const { return m_labels; }
    const QList<double> &now() const { return m_now; }
    bool hasBaseline() const { return m_before.has_value(); }
    QString valueText(double v) const;
    // What the tooltip says over the category at `i`.
    QString categoryText(int i) const;

    QSize sizeHint() const override { return {320, 180}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect plotArea() const;
    int categoryAt(QPoint at) const;
    void paintRows(QPainter &p, const QRect &area, double most);

    QString m_title, m_nowName, m_beforeName, m_emptyText;
    Style m_style = Style::Bars;
    Format m_format = Format::Number;
    QStringList m_labels;
    QList<double> m_now;
    std::optional<QList<double>> m_before;
    QList<bool> m_marked;
};

} // namespace pd
