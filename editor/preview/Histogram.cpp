#include "Histogram.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <numeric>

namespace pd {

namespace {
constexpr int kMaxBins = 24;
}

Histogram::Histogram(QWidget *parent)
    : QWidget(parent) {
    setMinimumSize(120, 60);
}

void Histogram::setTitle(const QString &title) {
    m_title = title;
    update();
}

void Histogram::setValues(const QList<int> &values) {
    m_values = values;
    update();
}

QList<QPair<int, int>> Histogram::bins() const {
    QList<QPair<int, int>> out;
    if (m_values.isEmpty())
        return out;
    const auto [lo, hi] = std::minmax_element(m_values.begin(), m_values.end());
    const int low = *lo, high = *hi;
    const int width = std::max(1, (high - low + kMaxBins) / kMaxBins);
    for (int v = low; v <= high; v += width)
        out.append({v, 0});
    for (int v : m_values)
        ++out[(v - low) / width].second;
    return out;
}

QPair<int, int> Histogram::axis() const {
    if (m_values.isEmpty())
        return {0, 0};
    const auto [lo, hi] = std::minmax_element(m_values.begin(), m_values.end());
    return {*lo, *hi};
}

void Histogram::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    p.setPen(palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(6, 2, width() - 12, line), Qt::AlignLeft, m_title);
    p.setFont(font());
    const QList<QPair<int, int>> b = bins();
    if (b.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No levels yet"));
        return;
    }
    const double mean =
        std::accumulate(m_values.begin(), m_values.end(), 0.0) / double(m_values.size());
    p.drawText(
        QRect(6, 2, width() - 12, line), Qt::AlignRight,
        tr("mean %1 · %2 levels").arg(QLocale().toString(mean, 'f', 1)).arg(m_values.size()));
    const QRect area(30, line + 8, width() - 40, height() - 2 * line - 14);
    int most = 0;
    for (const auto &bin : b)
        most = std::max(most, bin.second);
    // The axis runs from the lowest value to the highest there is, not to a bin's edge: each
    // value has the same width, and the last bin is as wide as the values it holds.
    const auto [low, high] = axis();
    const double perValue = double(area.width()) / double(high - low + 1);
    const int step = b.size() > 1 ? b[1].first - b[0].first : 1;
    const QColor bar = palette().color(QPalette::Highlight);
    for (const auto &[from, count] : b) {
        const int to = std::min(from + step - 1, high);
        const int h = most ? int(std::lround(double(count) * area.height() / most)) : 0;
        const QRectF r(area.left() + (from - low) * perValue + 1, area.bottom() - h,
                       (to - from + 1) * perValue - 2, h);
        p.fillRect(r, bar);
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawLine(area.bottomLeft(), area.bottomRight());
    p.drawText(QRect(0, area.top() - 2, 28, line), Qt::AlignRight, QString::number(most));
    p.drawText(QRect(area.left(), area.bottom() + 2, 80, line), Qt::AlignLeft,
               QString::number(low));
    p.drawText(QRect(area.right() - 80, area.bottom() + 2, 80, line), Qt::AlignRight,
               QString::number(high));
    // The mean, as a line across the bars (at the middle of its value's width).
    const double x = area.left() + (mean - low + 0.5) * perValue;
    p.setPen(QPen(QColor(0xe0, 0x60, 0x30), 2, Qt::DashLine));
    p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
}

} // namespace pd
