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
    const double barWidth = double(area.width()) / b.size();
    const QColor bar = palette().color(QPalette::Highlight);
    for (int i = 0; i < b.size(); ++i) {
        const int h = most ? int(std::lround(double(b[i].second) * area.height() / most)) : 0;
        const QRectF r(area.left() + i * barWidth + 1, area.bottom() - h, barWidth - 2, h);
        p.fillRect(r, bar);
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawLine(area.bottomLeft(), area.bottomRight());
    p.drawText(QRect(0, area.top() - 2, 28, line), Qt::AlignRight, QString::number(most));
    const int step = b.size() > 1 ? b[1].first - b[0].first : 1;
    p.drawText(QRect(area.left(), area.bottom() + 2, 80, line), Qt::AlignLeft,
               QString::number(b.first().first));
    p.drawText(QRect(area.right() - 80, area.bottom() + 2, 80, line), Qt::AlignRight,
               QString::number(b.last().first + step - 1));
    // The mean, as a line across the bars.
    const double low = b.first().first, span = b.size() * step;
    const double x = area.left() + (mean - low + 0.5) / span * area.width();
    p.setPen(QPen(QColor(0xe0, 0x60, 0x30), 2, Qt::DashLine));
    p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
}

} // namespace pd
