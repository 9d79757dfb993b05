#include "OddsChart.h"

#include <QPaintEvent>
#include <QPainter>

namespace pd {

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("OddsChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void OddsChart::setSections(const QList<Section> &sections) {
    m_sections = sections;
    updateGeometry();
    setMinimumHeight(sizeHint().height());
    update();
}

int OddsChart::rowHeight() const {
    return fontMetrics().height() + 6;
}

QSize OddsChart::sizeHint() const {
    int rows = 0;
    for (const Section &s : m_sections)
        rows += 1 + int(s.bars.size());
    return {360, rows * rowHeight() + 8};
}

void OddsChart::paintEvent(QPaintEvent *event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    const int h = rowHeight();
    const QFontMetrics fm = fontMetrics();
    // Columns: label | bar | figures. The label column takes what the longest label needs,
    // up to a third of the width.
    int labelWidth = 0;
    int figureWidth = 0;
    for (const Section &s : m_sections)
        for (const Bar &b : s.bars) {
            labelWidth = qMax(labelWidth, fm.horizontalAdvance(b.label));
            figureWidth =
                qMax(figureWidth,
                     fm.horizontalAdvance(b.fraction + QStringLiteral("  100.00%  ") + b.expected));
        }
    // The figures are what a designer reads: they get their room first, the bars what is left.
    figureWidth = qMin(figureWidth + 8, width() / 2);
    labelWidth = qMin(labelWidth + 8, (width() - figureWidth) / 2);
    const int barLeft = labelWidth + 4;
    const int barWidth = qMax(20, width() - barLeft - figureWidth - 8);
    const QColor barColour(0x3f, 0x7f, 0xbf);
    const QColor problemColour(0xd0, 0x60, 0x30);

    int y = 4;
    for (const Section &s : m_sections) {
        // Bars are scaled to the section's likeliest, so small differences read; the figures
        // beside them give the exact chance.
        double most = 0;
        for (const Bar &b : s.bars)
            most = qMax(most, b.chance);
        if (QRect(0, y, width(), h).intersects(event->rect())) {
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.setPen(palette().text().color());
            p.drawText(QRect(4, y, width() - 8, h), Qt::AlignVCenter | Qt::AlignLeft, s.title);
            p.setFont(font());
        }
        y += h;
        for (const Bar &b : s.bars) {
            const QRect line(0, y, width(), h);
            if (line.intersects(event->rect())) {
                p.setPen(palette().text().color());
                p.drawText(QRect(4, y, labelWidth - 8, h), Qt::AlignVCenter | Qt::AlignLeft,
                           fm.elidedText(b.label, Qt::ElideRight, labelWidth - 8));
                const QRect track(barLeft, y + 3, barWidth, h - 6);
                p.fillRect(track, palette().alternateBase());
                const int length =
                    most > 0 ? int(qBound(0.0, b.chance / most, 1.0) * barWidth + 0.5) : 0;
                p.fillRect(QRect(track.left(), track.top(), qMax(b.chance > 0 ? 1 : 0, length),
                                 track.height()),
                           b.problem ? problemColour : barColour);
                QString figures = QStringLiteral("%1  %2%").arg(
                    b.fraction, QString::number(b.chance * 100, 'f', 2));
                if (!b.expected.isEmpty())
                    figures += QStringLiteral("  ") + b.expected;
                p.drawText(QRect(barLeft + barWidth + 8, y, figureWidth, h),
                           Qt::AlignVCenter | Qt::AlignLeft, figures);
            }
            y += h;
        }
    }
}

} // namespace pd
