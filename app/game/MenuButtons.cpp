#include "MenuButtons.h"

#include "GameOverlays.h"
#include "GamePalette.h"
#include "GameSession.h"
#include "data/Pack.h"

#include <QEvent>
#include <QGridLayout>
#include <QPushButton>

namespace pd {

namespace {

constexpr GameActions::Id kMenus[] = {GameActions::Id::Items, GameActions::Id::Equipment,
                                      GameActions::Id::Attributes, GameActions::Id::Spells};

} // namespace

MenuButtons::MenuButtons(const GameSession &session, const GameActions &actions, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_actions(actions) {
    setObjectName(QStringLiteral("MenuButtons"));
    setAttribute(Qt::WA_StyledBackground);
    GamePalette::setStyleSheet(
        this,
        QStringLiteral(
            "QWidget#MenuButtons { background: @buttons; border-top: 1px solid @edge; }"
            "QPushButton { background: @button; color: @bright; border: 1px solid @buttonEdge; "
            "padding: 5px 6px; border-radius: 3px; }"
            "QPushButton:hover { border-color: @accent; background: @hover; }"
            "QPushButton:pressed { background: @pressed; }"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(10, 8, 10, 10);
    grid->setSpacing(6);
    for (int i = 0; i < 4; ++i) {
        auto *b = new QPushButton(this);
        b->setFocusPolicy(Qt::NoFocus);
        b->setCursor(Qt::PointingHandCursor);
        const GameActions::Id id = kMenus[i];
        b->setObjectName(QStringLiteral("MenuButton-") + GameActions::name(id));
        connect(b, &QPushButton::clicked, this, [this, id] { Q_EMIT menuRequested(id); });
        grid->addWidget(b, i / 2, i % 2);
        m_buttons << b;
    }
    // The side panel's buttons are the pack's menus only, and their keys the pack's.
    connect(&session, &GameSession::started, this, [this] {
        for (int i = 0; i < m_buttons.size(); ++i)
            m_buttons[i]->setVisible(packHasMenu(m_session.pack(), kMenus[i]));
        retranslate();
    });
    retranslate();
}

void MenuButtons::retranslate() {
    const QStringList words = {tr("Items"), tr("Equipment"), tr("Attributes"), tr("Spells")};
    // With the maze-duel report's menus every one is a page of the deck that I opens (M goes
    // back to the maze there): the buttons name the menus and no key of their own.
    const bool deck = packHasReportMenus(m_session.pack());
    for (int i = 0; i < m_buttons.size(); ++i) {
        const QString key = deck ? QString() : m_actions.keyText(kMenus[i]);
        m_buttons[i]->setText(
            key.isEmpty() ? words[i]
                          : tr("%1  %2", "a menu button: its name, its key").arg(words[i], key));
        m_buttons[i]->setAccessibleName(words[i]);
    }
}

void MenuButtons::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pd
