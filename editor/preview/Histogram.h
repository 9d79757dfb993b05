#pragma once

#include <QWidget>

namespace pd {

// How many levels had each value of one figure (monsters per level, path length, ...): bars
// the project draws, binned when the values spread wide, with the mean marked. The axis runs
// from the lowest value there is to the highest, and says both.
class Histogram : public QWidget {
    Q_OBJECT

public:
    explicit Histogram(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setValues(const QList<int> &values); // one per level
    const QList<int> &values() const { return m_values; }
    // (lowest value of the bin, levels in it), lowest bin first.
    QList<QPair<int, int>> bins() const;
    // Where the axis starts and ends: the lowest and the highest value (0, 0 with none).
    QPair<int, int> axis() const;

    QSize sizeHint() const override { return {260, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_title;
    QList<int> m_values;
};

} // namespace pd
