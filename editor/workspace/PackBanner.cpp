#include "PackBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace pd {

PackBanner::PackBanner(const QString &objectName, QWidget *parent)
    : QFrame(parent) {
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    // The tooltip's colours: set apart from the forms under it in every palette, high
    // contrast included.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    auto *layout = new QHBoxLayout(this);
    m_label = new QLabel(this);
    m_label->setObjectName(objectName + QStringLiteral("Text"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setForegroundRole(QPalette::ToolTipText);
    layout->addWidget(m_label, 1);
    m_buttons = new QHBoxLayout;
    layout->addLayout(m_buttons);
    hide();
}

void PackBanner::setText(const QString &text) {
    m_label->setText(text);
    setAccessibleName(text);
}

QString PackBanner::text() const {
    return m_label->text();
}

QPushButton *PackBanner::addButton(const QString &objectName) {
    auto *button = new QPushButton(this);
    button->setObjectName(objectName);
    button->setAutoDefault(false);
    m_buttons->addWidget(button);
    return button;
}

} // namespace pd
