#include "GamePanel.h"
#include "game/GamePalette.h"

#include "engine/Game.h"
#include "game/GameSession.h"
#include "words/Words.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

// The menus' look in the game's palette (GamePalette): dark stone, parchment text, brass
// borders, as the stats panel and the log.
const char *const kPanelStyle = R"(
pd--GamePanel {
    background: @log; border: 2px solid @frame; border-radius: 6px; }
QLabel { color: @text; background: transparent; }
QLabel#PanelTitle { color: @accent; font-size: 15pt; font-weight: bold; }
QLabel#PanelReasons { color: @warning; }
QLabel#PanelKeys { color: @faint; }
QLabel#PanelDeck { font-size: 11pt; }
QTreeWidget { background: @list; color: @text; border: 1px solid @border;
    alternate-background-color: @listAlt; outline: 0; }
QTreeWidget::item { padding: 3px 2px; }
QTreeWidget::item:selected { background: @pressed; color: @selected; }
QTreeWidget::item:disabled { color: @disabled; }
QHeaderView::section { background: @header; color: @dim; border: none;
    border-bottom: 1px solid @border; padding: 3px 6px; }
QPushButton { background: @button; color: @bright; border: 1px solid @buttonEdge;
    padding: 5px 12px; border-radius: 3px; }
QPushButton:hover { border-color: @accent; background: @hover; }
QPushButton:pressed { background: @pressed; }
QPushButton:disabled { color: @disabled; border-color: @border; background: @disabledBg; }
QScrollBar:vertical { background: @list; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: @border; min-height: 24px; border-radius: 4px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
)";

bool isHeading(const QTreeWidgetItem *item) {
    return item && !(item->flags() & Qt::ItemIsSelectable);
}

} // namespace

GamePanel::GamePanel(GameSession &session, QWidget *parent)
    : QFrame(parent)
    , m_session(session) {
    setObjectName(QStringLiteral("GamePanel"));
    // An open menu shows the game as it is after every turn.
    connect(&session, &GameSession::turnPlayed, this, [this] {
        if (isVisible())
            refresh();
    });
    GamePalette::setStyleSheet(this, QString::fromLatin1(kPanelStyle));
    setAutoFillBackground(false);
    setAttribute(Qt::WA_StyledBackground);
    setFocusPolicy(Qt::StrongFocus);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 12);
    layout->setSpacing(8);
    m_deck = new QLabel(this);
    m_deck->setObjectName(QStringLiteral("PanelDeck"));
    m_deck->setTextFormat(Qt::RichText);
    m_deck->hide();
    layout->addWidget(m_deck);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("PanelTitle"));
    layout->addWidget(m_title);
    m_body = new QVBoxLayout;
    m_body->setSpacing(8);
    layout->addLayout(m_body, 1);
    m_buttons = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(8);
    buttons->addStretch(1);
    layout->addWidget(m_buttons);
    m_reasons = new QLabel(this);
    m_reasons->setObjectName(QStringLiteral("PanelReasons"));
    m_reasons->setWordWrap(true);
    m_reasons->setTextFormat(Qt::PlainText);
    layout->addWidget(m_reasons);
    m_keys = new QLabel(this);
    m_keys->setObjectName(QStringLiteral("PanelKeys"));
    layout->addWidget(m_keys);
    retranslateKeys();
}

QString GamePanel::keysLine(bool inDeck) const {
    // From the battle screen Backspace goes up a level (a spell's element) and, at the top,
    // back to the battle's actions, as Esc does.
    if (m_inBattle)
        return tr("↑↓ choose · Enter chooses · Backspace goes back · Esc returns to the battle");
    return inDeck ? tr("↑↓ choose · Enter chooses · Backspace goes back · ←→ the other "
                       "menus · M back to the maze")
                  : tr("↑↓ choose · Enter or the letter in brackets acts · Esc closes");
}

void GamePanel::retranslateKeys() {
    m_keys->setText(keysLine(!m_deckNames.isEmpty()));
}

void GamePanel::setInBattle(bool inBattle) {
    if (inBattle == m_inBattle)
        return;
    m_inBattle = inBattle;
    retranslateKeys();
}

QString GamePanel::keysText() const {
    return m_keys->text();
}

void GamePanel::setDeck(const QStringList &names, int current) {
    m_deckNames = names;
    m_deckCurrent = current;
    QStringList parts;
    const GamePalette &pal = GamePalette::current();
    for (int i = 0; i < names.size(); ++i)
        parts << (i == current
                      ? QStringLiteral("<span style='color:%1'><b>%2</b></span>")
                            .arg(pal.css(QStringLiteral("selected")), names[i].toHtmlEscaped())
                      : QStringLiteral("<span style='color:%1'>%2</span>")
                            .arg(pal.css(QStringLiteral("faint")), names[i].toHtmlEscaped()));
    m_deck->setText(QStringLiteral("◂ ") + parts.join(QStringLiteral(" &nbsp;·&nbsp; ")) +
                    QStringLiteral(" ▸"));
    m_deck->setVisible(!names.isEmpty());
    retranslateKeys();
}

QString GamePanel::deckText() const {
    return m_deck->isVisible() ? m_deck->text() : QString();
}

const Game *GamePanel::game() const {
    return m_session.game();
}

QWidget *GamePanel::focusTarget() const {
    return m_list ? static_cast<QWidget *>(m_list) : const_cast<GamePanel *>(this);
}

QString GamePanel::reasonText() const {
    return m_reasons->text();
}

QPushButton *GamePanel::action(const QString &objectName) const {
    for (const Action &a : m_actions) {
        if (a.button->objectName() == objectName)
            return a.button;
    }
    return nullptr;
}

void GamePanel::setTitle(const QString &title) {
    m_title->setText(title);
    setAccessibleName(title);
    if (m_list)
        m_list->setAccessibleName(title);
}

void GamePanel::setKeysText(const QString &text) {
    m_keys->setText(text);
}

QTreeWidget *GamePanel::makeList(int columns) {
    auto *list = new QTreeWidget(this);
    list->setColumnCount(columns);
    list->setRootIsDecorated(false);
    list->setIndentation(14);
    list->setItemsExpandable(false);
    list->setUniformRowHeights(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->setFocusPolicy(Qt::StrongFocus);
    list->header()->setStretchLastSection(false);
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < columns; ++c)
        list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    list->installEventFilter(this);
    connect(list, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (isHeading(item))
            return;
        for (const Action &a : std::as_const(m_actions)) {
            if (a.isDefault && a.button->isEnabled() && a.button->isVisible())
                return a.run();
        }
    });
    if (!m_list)
        m_list = list;
    return list;
}

GamePanel::ListAndCard GamePanel::addListAndCard(const QString &name, int columns) {
    auto *row = new QBoxLayout(QBoxLayout::LeftToRight);
    m_listCardRow = row;
    row->setSpacing(12);
    QTreeWidget *list = makeList(columns);
    list->setObjectName(name + QStringLiteral("List"));
    row->addWidget(list, 3);
    auto *card = new QLabel(this);
    card->setObjectName(name + QStringLiteral("Details"));
    card->setWordWrap(true);
    card->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    card->setTextFormat(Qt::RichText);
    card->setMinimumWidth(270);
    row->addWidget(card, 2);
    m_body->addLayout(row);
    return {list, card};
}

QTreeWidgetItem *GamePanel::addHeading(QTreeWidget *list, const QString &text) {
    auto *item = new QTreeWidgetItem(list, {text});
    item->setFlags(Qt::ItemIsEnabled);
    item->setFirstColumnSpanned(true);
    QFont f = list->font();
    f.setBold(true);
    item->setFont(0, f);
    item->setForeground(0, GamePalette::current().accent);
    item->setExpanded(true);
    return item;
}

QPushButton *GamePanel::addAction(const QString &objectName, QChar key, bool isDefault,
                                  std::function<void()> run) {
    auto *button = new QPushButton(m_buttons);
    button->setObjectName(objectName);
    button->setFocusPolicy(Qt::NoFocus); // the list keeps the keyboard; letters act
    button->setCursor(Qt::PointingHandCursor);
    auto *layout = static_cast<QHBoxLayout *>(m_buttons->layout());
    layout->insertWidget(layout->count() - 1, button);
    connect(button, &QPushButton::clicked, this, [run] { run(); });
    m_actions.append({button, key, QString(), isDefault, std::move(run), QString()});
    return button;
}

void GamePanel::addKey(QPushButton *button, QChar key) {
    for (Action &a : m_actions)
        if (a.button == button && !a.moreKeys.contains(key))
            a.moreKeys += key;
}

void GamePanel::setShownKey(QPushButton *button, QChar key) {
    for (Action &a : m_actions) {
        if (a.button != button || a.key == key)
            continue;
        if (!a.moreKeys.contains(a.key))
            a.moreKeys += a.key;
        a.moreKeys.remove(key);
        a.key = key;
        if (!a.text.isEmpty())
            button->setText(QStringLiteral("%1  [%2]").arg(a.text, a.key));
    }
}

void GamePanel::setActionText(QPushButton *button, const QString &text) {
    for (Action &a : m_actions) {
        if (a.button == button) {
            a.text = text;
            button->setText(QStringLiteral("%1  [%2]").arg(text, a.key));
        }
    }
}

void GamePanel::setRefusal(QPushButton *button, const std::optional<LogEntry> &why) {
    button->setEnabled(!why);
    button->setToolTip(why ? worded(*why) : QString());
    updateReasons();
}

void GamePanel::updateReasons() {
    QStringList reasons;
    for (const Action &a : std::as_const(m_actions)) {
        if (!a.button->isHidden() && !a.button->isEnabled() && !a.button->toolTip().isEmpty())
            //: An action, then why it cannot be done now ("Use: HP is already full.")
            reasons << tr("%1: %2").arg(a.text, a.button->toolTip());
    }
    reasons.removeDuplicates();
    m_reasons->setText(reasons.join(u'\n'));
    m_reasons->setVisible(!reasons.isEmpty());
}

std::optional<LogEntry> GamePanel::refusal(const Command &command) const {
    const Game *g = game();
    if (!g)
        return LogEntry::runOver(QString());
    return g->refusal(command);
}

QString GamePanel::worded(const LogEntry &entry) const {
    return game() ? Words::logLine(entry, *game()) : QString();
}

bool GamePanel::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::KeyPress && qobject_cast<QTreeWidget *>(watched)) {
        if (handleKey(static_cast<QKeyEvent *>(event)))
            return true;
    }
    return QFrame::eventFilter(watched, event);
}

void GamePanel::resizeEvent(QResizeEvent *event) {
    // In a narrow panel (a side panel beside the map) the card goes under its list.
    if (m_listCardRow)
        m_listCardRow->setDirection(width() < 640 ? QBoxLayout::TopToBottom
                                                  : QBoxLayout::LeftToRight);
    QFrame::resizeEvent(event);
}

void GamePanel::keyPressEvent(QKeyEvent *event) {
    if (!handleKey(event))
        QFrame::keyPressEvent(event);
}

bool GamePanel::handleKey(QKeyEvent *event) {
    const int key = event->key();
    if (key == Qt::Key_Escape) {
        Q_EMIT closeRequested();
        return true;
    }
    if (key == Qt::Key_Backspace) {
        if (!back()) // the top level: the tab may go back further (to the battle's actions)
            Q_EMIT keyUnused(event);
        return true;
    }
    // Left and Right never scroll the list: they are the tab's (the report's menu deck).
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        Q_EMIT keyUnused(event);
        return true;
    }
    if (auto *list = qobject_cast<QTreeWidget *>(focusWidget())) {
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp ||
            key == Qt::Key_PageDown || key == Qt::Key_Home || key == Qt::Key_End) {
            walk(list, key);
            return true;
        }
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (enter())
            return true;
        for (const Action &a : std::as_const(m_actions)) {
            if (a.isDefault && !a.button->isHidden() && a.button->isEnabled()) {
                a.run();
                return true;
            }
        }
        return true; // Enter never falls through to the map
    }
    const QString text = event->text();
    if (text.size() == 1 && text.at(0).isPrint()) {
        for (const Action &a : std::as_const(m_actions)) {
            if ((a.key == text.at(0) || a.moreKeys.contains(text.at(0))) && !a.button->isHidden()) {
                if (a.button->isEnabled())
                    a.run();
                return true;
            }
        }
        // No keyboard search: a letter is an action here or the tab's (another menu's key).
        Q_EMIT keyUnused(event);
        return true;
    }
    return false;
}

bool GamePanel::walkable(const QTreeWidgetItem *item) const {
    return !isHeading(item) && !item->isHidden();
}

void GamePanel::walk(QTreeWidget *list, int key) {
    // The selectable rows in order, headings left out.
    QList<QTreeWidgetItem *> rows;
    for (QTreeWidgetItemIterator it(list); *it; ++it) {
        if (walkable(*it))
            rows << *it;
    }
    if (rows.isEmpty())
        return;
    int at = int(rows.indexOf(list->currentItem()));
    const int page = 8;
    switch (key) {
    case Qt::Key_Up:
        at = at < 0 ? 0 : std::max(0, at - 1);
        break;
    case Qt::Key_Down:
        at = at < 0 ? 0 : std::min(int(rows.size()) - 1, at + 1);
        break;
    case Qt::Key_PageUp:
        at = std::max(0, at - page);
        break;
    case Qt::Key_PageDown:
        at = std::min(int(rows.size()) - 1, at + page);
        break;
    case Qt::Key_Home:
        at = 0;
        break;
    default:
        at = int(rows.size()) - 1;
        break;
    }
    if (rows[at] != list->currentItem())
        Q_EMIT moved();
    list->setCurrentItem(rows[at]);
    list->scrollToItem(rows[at]);
}

void GamePanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateKeys();
        retranslate();
    }
    QFrame::changeEvent(event);
}

} // namespace pd
