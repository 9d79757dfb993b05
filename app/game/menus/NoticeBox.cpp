#include "NoticeBox.h"
#include "game/GamePalette.h"
#include "game/ScreenReader.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QLabel>
#include <QMouseEvent>
#include <QVBoxLayout>

namespace pd {

namespace {

// A box is an alert to a screen reader: shown, it is read out whole without taking the focus
// (Orca, NVDA and VoiceOver say an alert as it appears).
QAccessibleInterface *alertInterface(const QString &className, QObject *object) {
    if (className == QLatin1String("pd::NoticeBox") && object && object->isWidgetType())
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::AlertMessage);
    return nullptr;
}

} // namespace

NoticeBox::NoticeBox(QWidget *parent)
    : QFrame(parent) {
    static const bool factory = (QAccessible::installFactory(alertInterface), true);
    Q_UNUSED(factory);
    setObjectName(QStringLiteral("NoticeBox"));
    setAttribute(Qt::WA_StyledBackground);
    setFocusPolicy(Qt::NoFocus);
    // By class, not by name: the tab names its box ("HintBox"), and a rule by name then matched
    // nothing (the box was drawn without its ground and frame).
    GamePalette::setStyleSheet(
        this,
        QStringLiteral("pd--NoticeBox { background: @bar; border: 2px solid @frame; "
                       "border-radius: 6px; }"
                       "QLabel { background: transparent; color: @text; }"
                       "QLabel#NoticeTitle { color: @accent; font-weight: bold; font-size: 12pt; }"
                       "QLabel#NoticeKeys { color: @faint; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 8);
    layout->setSpacing(4);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("NoticeTitle"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("NoticeText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_keys = new QLabel(this);
    m_keys->setObjectName(QStringLiteral("NoticeKeys"));
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_keys, 0, Qt::AlignRight);
    m_lifetime.setSingleShot(true);
    connect(&m_lifetime, &QTimer::timeout, this, [this] {
        hide();
        Q_EMIT closed(false);
    });
    hide();
}

void NoticeBox::showNotice(const QString &title, const QString &text, int lifetimeMs) {
    m_title->setText(title);
    m_text->setText(text);
    m_waiting = 0;
    m_keys->setText(tr("Enter: close"));
    if (lifetimeMs > 0)
        m_lifetime.start(lifetimeMs);
    else
        m_lifetime.stop();
    show();
    raise();
    announce();
}

// Its words as its accessible name and description, said as an alert.
void NoticeBox::announce() {
    setAccessibleName(m_title->text());
    setAccessibleDescription(m_text->text() + u'\n' + m_keys->text());
    if (!isVisible())
        return;
    QAccessibleEvent event(this, QAccessible::Alert);
    ScreenReader::tell(event);
}

void NoticeBox::setWords(const QString &title, const QString &text) {
    m_title->setText(title);
    m_text->setText(text);
    setPages(m_waiting);
    announce();
}

void NoticeBox::setPages(int waiting) {
    m_waiting = waiting;
    m_keys->setText(waiting > 0 ? tr("Enter: next (%n more)", nullptr, waiting)
                                : tr("Enter: close"));
}

void NoticeBox::dismiss() {
    m_lifetime.stop();
    hide();
}

QString NoticeBox::title() const {
    return m_title->text();
}

QString NoticeBox::text() const {
    return m_text->text();
}

QString NoticeBox::keysText() const {
    return m_keys->text();
}

void NoticeBox::place(const QRect &area, Qt::Alignment where, int maxWidth) {
    const int width = std::min(maxWidth, area.width() - 24);
    setFixedWidth(std::max(200, width));
    adjustSize();
    const int x = (where & Qt::AlignHCenter) ? area.center().x() - this->width() / 2
                                             : area.right() - this->width() - 12;
    move(x, area.top() + 12);
}

void NoticeBox::placeBottomRight(const QRect &area, int top) {
    setFixedWidth(std::clamp(area.width() / 2, 300, 560));
    adjustSize();
    move(area.right() - width() - 12, std::max(top, area.bottom() - height() - 6));
}

void NoticeBox::mousePressEvent(QMouseEvent *event) {
    m_lifetime.stop();
    hide();
    Q_EMIT closed(true);
    event->accept();
}

} // namespace pd
