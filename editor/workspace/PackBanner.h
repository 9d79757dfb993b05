#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace pd {

// A line across the top of the Editor that says something about the pack's folder (open in
// another window, changed on disk) with the buttons that deal with it: never a dialog that takes
// the keyboard from someone typing.
class PackBanner : public QFrame {
    Q_OBJECT

public:
    explicit PackBanner(const QString &objectName, QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const;
    QPushButton *addButton(const QString &objectName);

private:
    QLabel *m_label;
    QHBoxLayout *m_buttons;
};

} // namespace pd
