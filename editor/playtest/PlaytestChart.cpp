#include "PlaytestChart.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace pd {

namespace {

// The baseline's colour: the palette's text, faint, so that "now" stands out in any theme.
QColor baselineColour(const QPalette &palette) {
    QColor c = palette.color(QPalette::Text);
    c.setAlphaF(0.35f);
    return c;
}

const QColor kMark(0xd0, 0x40, 0x30);

} // namespace

PlaytestChart::PlaytestChart(QWidget *parent)
    : QWidget(parent) {
    setMinimumSize(minimumSizeHint());
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void PlaytestChart::setTitle(const QString &title) {
    m_title = title;
    setAccessibleName(title);
    update();
}

void PlaytestChart::setStyle(Style style) {
    m_style = style;
    update();
}

void PlaytestChart::setFormat(Format format) {
    m_format = format;
    update();
}

void PlaytestChart::setData(const QStringList &labels, const QList<double> &now,
                            const std::optional<QList<double>> &before, const QList<bool> &marked) {
    m_labels = labels;
    m_now = now;
    m_before = before;
    m_marked = marked;
    update();
}

void PlaytestChart::setSeriesNames(const QString &now, const QString &before) {
    m_nowName = now;
    m_beforeName = before;
    update();
}

void PlaytestChart::setEmptyText(const QString &text) {
    m_emptyText = text;
    update();
}

QString PlaytestChart::valueText(double v) const {
    if (std::isnan(v))
        return QStringLiteral("–");
    if (m_format == Format::Share)
        return QLocale().toString(v * 100.0, 'f', v * 100.0 < 10.0 && v > 0 ? 1 : 0) +
               QStringLiteral(" %");
    return QLocale().toString(v, 'f', std::abs(v) < 100.0 && v != std::floor(v) ? 1 : 0);
}

QString PlaytestChart::categoryText(int i) const {
    if (i < 0 || i >= m_labels.size())
        return {};
    QString text = m_labels[i] + QStringLiteral(": ") + valueText(m_now.value(i, NAN));
    if (m_before)
        text += QStringLiteral(" (%1 %2)").arg(m_beforeName, valueText(m_before->value(i, NAN)));
    if (m_marked.value(i))
        text += QStringLiteral(" *");
    return text;
}

QRect PlaytestChart::plotArea() const {
    const int line = fontMetrics().height();
    if (m_style == Style::Rows) {
        // The labels' column: the widest label, up to 40 % of the width.
        int labels = 0;
        for (const QString &l : m_labels)
            labels = std::max(labels, fontMetrics().horizontalAdvance(l));
        const int left = std::min(labels + 10, width() * 2 / 5);
        const int valueWidth = fontMetrics().horizontalAdvance(QStringLiteral("000.0 %")) + 6;
        return QRect(left, line + 8, width() - left - valueWidth, height() - line - 12);
    }
    const int left = fontMetrics().horizontalAdvance(QStringLiteral("0000 %")) + 4;
    return QRect(left, line + 8, width() - left - 8, height() - 2 * line - 14);
}

int PlaytestChart::categoryAt(QPoint at) const {
    const QRect area = plotArea();
    if (m_style == Style::Rows) {
        if (m_labels.isEmpty() || at.y() < area.top() || at.y() > area.bottom())
            return -1;
        const int i = int((at.y() - area.top()) * m_labels.size() / std::max(1, area.height()));
        return std::clamp(i, 0, int(m_labels.size()) - 1);
    }
    const int x = at.x();
    if (m_labels.isEmpty() || x < area.left() || x > area.right())
        return -1;
    const int i = int((x - area.left()) * m_labels.size() / std::max(1, area.width()));
    return std::clamp(i, 0, int(m_labels.size()) - 1);
}

bool PlaytestChart::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = categoryAt(help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(), categoryText(i), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void PlaytestChart::paintEvent(QPaintEvent *) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const QColor text = palette().color(QPalette::Text);
    const QColor now = palette().color(QPalette::Highlight);
    const QColor before = baselineColour(palette());
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRect(6, 2, width() - 12, line), Qt::AlignLeft, m_title);
    p.setFont(font());
    if (m_labels.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
        return;
    }
    // The legend, at the right of the title, when there is something to tell apart.
    if (m_before) {
        int x = width() - 6;
        for (const auto &[name, colour] : {std::pair{m_nowName, now}, {m_beforeName, before}}) {
            const int w = fm.horizontalAdvance(name);
            x -= w;
            p.setPen(text);
            p.drawText(QRect(x, 2, w, line), Qt::AlignLeft, name);
            x -= 14;
            p.fillRect(QRect(x, 2 + line / 4, 10, line / 2), colour);
            x -= 10;
        }
    }
    const QRect area = plotArea();
    double most = 0;
    for (double v : m_now)
        if (!std::isnan(v))
            most = std::max(most, v);
    if (m_before)
        for (double v : *m_before)
            if (!std::isnan(v))
                most = std::max(most, v);
    if (most <= 0)
        most = 1;
    const int n = int(m_labels.size());
    const double slot = double(area.width()) / n;
    const auto yOf = [&](double v) { return area.bottom() - v / most * area.height(); };

    if (m_style == Style::Rows) {
        paintRows(p, area, most);
        return;
    }
    if (m_style == Style::Bars) {
        const double gap = std::min(6.0, slot * 0.15);
        const double barWidth = m_before ? (slot - 2 * gap) / 2 : slot - 2 * gap;
        for (int i = 0; i < n; ++i) {
            double x = area.left() + i * slot + gap;
            if (m_before) {
                const double v = m_before->value(i, NAN);
                if (!std::isnan(v))
                    p.fillRect(QRectF(x, yOf(v), barWidth, area.bottom() - yOf(v)), before);
                x += barWidth;
            }
            const double v = m_now.value(i, NAN);
            if (!std::isnan(v))
                p.fillRect(QRectF(x, yOf(v), barWidth, area.bottom() - yOf(v)), now);
        }
    } else {
        p.setRenderHint(QPainter::Antialiasing);
        const auto drawLine = [&](const QList<double> &values, const QColor &colour) {
            QPainterPath path;
            bool started = false;
            for (int i = 0; i < n; ++i) {
                const double v = values.value(i, NAN);
                if (std::isnan(v))
                    continue;
                const QPointF at(area.left() + (i + 0.5) * slot, yOf(v));
                started ? path.lineTo(at) : path.moveTo(at);
                started = true;
                p.setPen(Qt::NoPen);
                p.setBrush(colour);
                p.drawEllipse(at, 2.5, 2.5);
            }
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(colour, 2));
            p.drawPath(path);
        };
        if (m_before)
            drawLine(*m_before, before);
        drawLine(m_now, now);
        p.setRenderHint(QPainter::Antialiasing, false);
    }

    p.setPen(text);
    p.drawLine(area.bottomLeft(), area.bottomRight());
    p.drawText(QRect(0, area.top() - line / 2, area.left() - 4, line), Qt::AlignRight,
               valueText(most));
    p.drawText(QRect(0, area.bottom() - line / 2, area.left() - 4, line), Qt::AlignRight,
               valueText(0));
    // The labels: as many as fit side by side, the marked ones always, in the marking colour.
    const int labelWidth = std::max(fm.horizontalAdvance(QStringLiteral("00")), int(slot) - 2);
    int lastRight = area.left() - 1000;
    for (int i = 0; i < n; ++i) {
        const QString label = fm.elidedText(m_labels[i], Qt::ElideRight, labelWidth);
        const int w = fm.horizontalAdvance(label);
        const int x = int(area.left() + (i + 0.5) * slot) - w / 2;
        const bool marked = m_marked.value(i);
        if (x < lastRight + 4 && !marked)
            continue;
        p.setPen(marked ? kMark : text);
        p.setFont(marked ? bold : font());
        p.drawText(QRect(x, area.bottom() + 2, w + 2, line), Qt::AlignLeft, label);
        if (marked)
            p.drawText(QRect(x + w, area.bottom() + 2, fm.horizontalAdvance(u'*') + 4, line),
                       Qt::AlignLeft, QStringLiteral("*"));
        lastRight = x + w;
    }
}

// A row per category: the label at the left (in the marking colour when marked), the baseline's
// bar above the bar now, and the value now at the end.
void PlaytestChart::paintRows(QPainter &p, const QRect &area, double most) {
    const QFontMetrics fm = fontMetrics();
    const QColor text = palette().color(QPalette::Text);
    const QColor now = palette().color(QPalette::Highlight);
    const QColor before = baselineColour(palette());
    QFont bold = font();
    bold.setBold(true);
    const int n = int(m_labels.size());
    const double slot = std::min(double(area.height()) / n, fm.height() * 1.6);
    const double gap = std::max(1.0, slot * 0.12);
    const double barHeight = m_before ? (slot - 2 * gap) / 2 : slot - 2 * gap;
    const auto xOf = [&](double v) { return v / most * area.width(); };
    for (int i = 0; i < n; ++i) {
        const double top = area.top() + i * slot;
        const bool marked = m_marked.value(i);
        p.setPen(marked ? kMark : text);
        p.setFont(marked ? bold : font());
        const QString label =
            fm.elidedText(m_labels[i] + (marked ? QStringLiteral(" *") : QString()), Qt::ElideRight,
                          area.left() - 10);
        p.drawText(QRectF(4, top, area.left() - 8, slot), Qt::AlignRight | Qt::AlignVCenter, label);
        double y = top + gap;
        if (m_before) {
            const double v = m_before->value(i, NAN);
            if (!std::isnan(v))
                p.fillRect(QRectF(area.left(), y, xOf(v), barHeight), before);
            y += barHeight;
        }
        const double v = m_now.value(i, NAN);
        if (!std::isnan(v))
            p.fillRect(QRectF(area.left(), y, xOf(v), barHeight), now);
        p.setPen(text);
        p.setFont(font());
        p.drawText(QRectF(area.left() + (std::isnan(v) ? 0 : xOf(v)) + 4, top, 80, slot),
                   Qt::AlignLeft | Qt::AlignVCenter, valueText(v));
    }
    p.setPen(text);
    p.drawLine(area.topLeft(), QPoint(area.left(), int(area.top() + n * slot)));
}

} // namespace pd
