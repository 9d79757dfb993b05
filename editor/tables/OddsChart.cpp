#include "OddsChart.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

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

QString OddsChart::figures(const Bar &b) {
    QString text =
        QStringLiteral("%1  %2%").arg(b.fraction, QString::number(b.chance * 100, 'f', 2));
    if (!b.expected.isEmpty())
        text += QStringLiteral("  ") + b.expected;
    return text;
}

const OddsChart::Bar *OddsChart::barAt(int y) const {
    const int h = rowHeight();
    int top = 4;
    for (const Section &s : m_sections) {
        top += h;
        for (const Bar &b : s.bars) {
            if (y >= top && y < top + h)
                return &b;
            top += h;
        }
    }
    return nullptr;
}

// A label cut short at the dock's width says all of itself on hover, with its figures.
bool OddsChart::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const Bar *b = barAt(help->pos().y()))
            QToolTip::showText(help->globalPos(), b->label + u'\n' + figures(*b), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
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

namespace {

// The text may use its whole column but the gap before the bar: a label measured to fit is
// drawn whole (cut at exactly its own width, rounding cut "cave-bat" to "ca…at").
QString elideLabel(const QFontMetrics &fm, const QString &label, int columnWidth) {
    return fm.elidedText(label, Qt::ElideMiddle, columnWidth - 4);
}

} // namespace

// The label and figure columns of a section (the bar gets the rest).
OddsChart::Columns OddsChart::columns(const Section &section) const {
    const QFontMetrics fm = fontMetrics();
    int labelWidth = 0, figureWidth = 0;
    for (const Bar &b : section.bars) {
        labelWidth = qMax(labelWidth, fm.horizontalAdvance(b.label));
        figureWidth = qMax(figureWidth, fm.horizontalAdvance(figures(b)));
    }
    const int minBar = 30;
    Columns c;
    c.figures = qMin(figureWidth + 8, width() - minBar - 60);
    c.label = qMax(40, qMin(labelWidth + 8, width() - c.figures - minBar - 8));
    return c;
}

QString OddsChart::shownLabel(const Section &section, const Bar &bar) const {
    return elideLabel(fontMetrics(), bar.label, columns(section).label);
}

void OddsChart::paintEvent(QPaintEvent *event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    const int h = rowHeight();
    const QFontMetrics fm = fontMetrics();
    const QColor barColour(0x3f, 0x7f, 0xbf);
    const QColor problemColour(0xd0, 0x60, 0x30);
    int y = 4;
    for (const Section &s : m_sections) {
        // Bars are scaled to the section's likeliest, so small differences read; the figures
        // beside them give the exact chance.
        double most = 0;
        for (const Bar &b : s.bars)
            most = qMax(most, b.chance);
        // Columns, per section (the rows have no "expected", so their labels get more room):
        // label | bar | figures. The figures are what a designer reads: they get their room
        // first, then the labels, and the bars what is left (a little at least: the chance is in
        // the figures anyway).
        const Columns c = columns(s);
        const int labelWidth = c.label, figureWidth = c.figures;
        const int barLeft = labelWidth + 4;
        const int barWidth = qMax(20, width() - barLeft - figureWidth - 8);
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
                // Cut in the middle: the ends of "3-4  goblin-archer" say the most.
                p.drawText(QRect(4, y, labelWidth - 4, h), Qt::AlignVCenter | Qt::AlignLeft,
                           elideLabel(fm, b.label, labelWidth));
                const QRect track(barLeft, y + 3, barWidth, h - 6);
                p.fillRect(track, palette().alternateBase());
                const int length =
                    most > 0 ? int(qBound(0.0, b.chance / most, 1.0) * barWidth + 0.5) : 0;
                p.fillRect(QRect(track.left(), track.top(), qMax(b.chance > 0 ? 1 : 0, length),
                                 track.height()),
                           b.problem ? problemColour : barColour);
                p.drawText(QRect(barLeft + barWidth + 8, y, figureWidth, h),
                           Qt::AlignVCenter | Qt::AlignLeft,
                           fm.elidedText(figures(b), Qt::ElideRight, figureWidth));
            }
            y += h;
        }
    }
}

} // namespace pd
