#include "KeysPage.h"
#include "game/GameActions.h"

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

using Id = GameActions::Id;

QString keysText(const QList<QKeySequence> &keys) {
    QStringList texts;
    for (const QKeySequence &k : keys)
        texts << GameActions::keyText(k, GameActions::KeyNaming::Exact);
    return texts.join(QStringLiteral(", "));
}

} // namespace

KeysPage::KeysPage(GameActions &actions, std::function<void()> changed, QWidget *parent)
    : QWidget(parent)
    , m_actions(actions)
    , m_changed(std::move(changed)) {
    setObjectName(QStringLiteral("KeysPage"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("KeysList"));
    m_list->setAccessibleName(tr("Actions and their keys"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (Id id : GameActions::all()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(0, Qt::UserRole, int(id));
    }
    m_list->installEventFilter(this);
    connect(m_list, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem *item) { capture(Id(item->data(0, Qt::UserRole).toInt())); });
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { capture(Id(item->data(0, Qt::UserRole).toInt())); });

    m_help = new QLabel(this);
    m_help->setWordWrap(true);
    m_conflict = new QLabel(this);
    m_conflict->setObjectName(QStringLiteral("KeysConflict"));
    m_conflict->setWordWrap(true);
    m_conflict->setStyleSheet(QStringLiteral("color: #c03020; font-weight: bold"));
    m_set = new QPushButton(this);
    m_add = new QPushButton(this);
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("ResetKey"));
    m_resetAll = new QPushButton(this);
    m_resetAll->setObjectName(QStringLiteral("ResetAllKeys"));
    for (QPushButton *b : {m_set, m_add, m_reset, m_resetAll})
        b->setAutoDefault(false);
    connect(m_set, &QPushButton::clicked, this, [this] {
        if (const auto id = selected())
            capture(*id);
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (const auto id = selected())
            capture(*id, true);
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        if (const auto id = selected())
            resetOne(*id);
    });
    connect(m_resetAll, &QPushButton::clicked, this, &KeysPage::resetAll);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_set);
    buttons->addWidget(m_add);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);
    buttons->addWidget(m_resetAll);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_help);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_conflict);
    layout->addLayout(buttons);
    retranslateUi();
}

QString KeysPage::label(Id id) {
    switch (id) {
    case Id::MoveN:
        return tr("Move north");
    case Id::MoveNE:
        return tr("Move north-east");
    case Id::MoveE:
        return tr("Move east");
    case Id::MoveSE:
        return tr("Move south-east");
    case Id::MoveS:
        return tr("Move south");
    case Id::MoveSW:
        return tr("Move south-west");
    case Id::MoveW:
        return tr("Move west");
    case Id::MoveNW:
        return tr("Move north-west");
    case Id::Wait:
        return tr("Wait a turn");
    case Id::Pickup:
        return tr("Pick up");
    case Id::Interact:
        return tr("Open a chest, take the stairs underfoot");
    case Id::Fire:
        return tr("Fire (then aim)");
    case Id::Descend:
        return tr("Stairs down");
    case Id::Climb:
        return tr("Stairs up");
    case Id::Defend:
        return tr("Raise your guard");
    case Id::Swap:
        return tr("Swap the weapon in hand");
    case Id::Look:
        return tr("Look around");
    case Id::Cancel:
        return tr("Cancel, close a menu");
    case Id::Confirm:
        return tr("Confirm");
    case Id::ZoomIn:
        return tr("Zoom in");
    case Id::ZoomOut:
        return tr("Zoom out");
    case Id::ToggleLook:
        return tr("Tiles or glyphs");
    case Id::Explore:
        return tr("Explore by yourself");
    case Id::Fight:
        return tr("Fight the nearest monster");
    case Id::Drink:
        return tr("Drink the medicine that helps most");
    case Id::Items:
        return tr("Items");
    case Id::Equipment:
        return tr("Equipment");
    case Id::Attributes:
        return tr("Attributes");
    case Id::Spells:
        return tr("Spells");
    case Id::Mute:
        return tr("Sound on or off");
    case Id::Help:
        return tr("The keys overlay");
    case Id::TurnLeft:
        return tr("Turn left (maze duel)");
    case Id::TurnRight:
        return tr("Turn right (maze duel)");
    case Id::Forward:
        return tr("Step forward (maze duel)");
    case Id::TurnRound:
        return tr("Turn round (maze duel)");
    case Id::Rest:
        return tr("Rest until healed");
    case Id::Search:
        return tr("Search for secret doors");
    case Id::ZoomFit:
        return tr("Fit the map to the window");
    case Id::NextPane:
        return tr("Next part: map, message log, hero");
    case Id::PreviousPane:
        return tr("Previous part: hero, message log, map");
    }
    return GameActions::name(id);
}

QTreeWidgetItem *KeysPage::row(Id id) const {
    return m_list->topLevelItem(GameActions::all().indexOf(id));
}

std::optional<Id> KeysPage::selected() const {
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return std::nullopt;
    return Id(item->data(0, Qt::UserRole).toInt());
}

QList<Id> KeysPage::conflicting() const {
    QList<Id> out;
    for (Id id : GameActions::all()) {
        for (const QKeySequence &k : m_actions.keys(id)) {
            if (!m_actions.conflicts(id, k).isEmpty()) {
                out << id;
                break;
            }
        }
    }
    return out;
}

void KeysPage::capture(Id id, bool add) {
    m_capture = id;
    m_captureAdds = add;
    m_list->setCurrentItem(row(id));
    m_list->setFocus();
    refresh();
}

void KeysPage::keyCaptured(const QKeySequence &key) {
    const Id id = *m_capture;
    m_capture.reset();
    QList<QKeySequence> keys = m_captureAdds ? m_actions.keys(id) : QList<QKeySequence>();
    if (!keys.contains(key))
        keys << key;
    m_actions.setKeys(id, keys);
    refresh();
    if (m_changed)
        m_changed();
}

void KeysPage::resetOne(Id id) {
    m_capture.reset();
    m_actions.resetKeys(id);
    refresh();
    if (m_changed)
        m_changed();
}

void KeysPage::resetAll() {
    m_capture.reset();
    for (Id id : GameActions::all())
        m_actions.resetKeys(id);
    refresh();
    if (m_changed)
        m_changed();
}

bool KeysPage::eventFilter(QObject *watched, QEvent *event) {
    // Enter on an action waits for its key, as a double click does; the list keeps it, so the
    // dialog's default button never closes Preferences under the person's hands.
    if (watched == m_list && !m_capture && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            key->modifiers() == Qt::NoModifier) {
            if (const QTreeWidgetItem *item = m_list->currentItem())
                capture(Id(item->data(0, Qt::UserRole).toInt()));
            return true;
        }
    }
    if (watched == m_list && m_capture &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto *key = static_cast<QKeyEvent *>(event);
        event->accept(); // every key is the one being asked for, not a shortcut
        if (event->type() == QEvent::ShortcutOverride || isModifierOnly(key->key()))
            return true;
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            m_capture.reset(); // Escape cancels; to bind Escape, use the Cancel action's reset
            refresh();
            return true;
        }
        // As GameActions::match reads a key press: the keypad counts, and so do the modifiers.
        const Qt::KeyboardModifiers mods =
            key->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier |
                                Qt::MetaModifier | Qt::KeypadModifier);
        keyCaptured(QKeySequence(key->key() | int(mods)));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void KeysPage::refresh() {
    const QList<Id> clashes = conflicting();
    QStringList notes;
    for (Id id : GameActions::all()) {
        QTreeWidgetItem *item = row(id);
        item->setText(0, label(id));
        const bool waiting = m_capture == id;
        const QList<QKeySequence> keys = m_actions.keys(id);
        item->setText(1, waiting          ? tr("Press a key… (Esc: keep the keys it has)")
                         : keys.isEmpty() ? tr("(no key)")
                                          : keysText(keys));
        QFont font = item->font(1);
        font.setItalic(waiting);
        item->setFont(1, font);
        const bool clash = clashes.contains(id);
        item->setForeground(1, clash ? QBrush(QColor(0xc0, 0x30, 0x20)) : QBrush());
        item->setToolTip(1, QString());
        if (!clash)
            continue;
        for (const QKeySequence &k : m_actions.keys(id)) {
            const QList<Id> others = m_actions.conflicts(id, k);
            if (others.isEmpty())
                continue;
            QStringList names;
            for (Id o : others)
                names << label(o);
            const QString line = tr("%1 is the key of “%2” and of “%3”.")
                                     .arg(GameActions::keyText(k, GameActions::KeyNaming::Exact),
                                          label(id), names.join(QStringLiteral("”, “")));
            item->setToolTip(1, line);
            // Each clash once: from the first of the two rows.
            if (GameActions::all().indexOf(id) < GameActions::all().indexOf(others.first()))
                notes << line;
        }
    }
    m_conflict->setText(
        notes.isEmpty()
            ? QString()
            : tr("Conflicts (one key, two actions): %1").arg(notes.join(QLatin1Char(' '))));
    m_conflict->setVisible(!notes.isEmpty());
}

void KeysPage::retranslateUi() {
    setWindowTitle(tr("Keys"));
    m_list->setHeaderLabels({tr("Action"), tr("Keys")});
    m_help->setText(tr("Click an action, then press its new key. The Game tab and its keys "
                       "overlay use it at once."));
    m_set->setText(tr("&Change key…"));
    m_add->setText(tr("A&dd a key…"));
    m_reset->setText(tr("&Reset"));
    m_resetAll->setText(tr("Reset &all"));
    refresh();
}

void KeysPage::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace pd
