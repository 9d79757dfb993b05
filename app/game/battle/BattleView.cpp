#include "BattleView.h"
#include "game/GamePalette.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "game/HudBar.h"
#include "rpg/Spells.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace pd {

namespace {

const QColor kText(0xe8, 0xdc, 0xb8);
const QColor kDim(0xa8, 0x9c, 0x80);
const QColor kGold(0xe8, 0xc8, 0x78);
using hud::drawBar;
using hud::kHp;
using hud::kMp;

// The keys of the five actions, as the maze-duel buttons: letters first, then the tab's own
// attack and defend keys keep working (Enter/Tab attack, p or . defends, Esc escapes).
const char16_t kKeys[] = {u'a', u'd', u's', u'i', u'e'};

QString capitalised(QString s) {
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

BattleView::BattleView(GameSession &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session) {
    setObjectName(QStringLiteral("BattleView"));
    // It follows the session: a new run clears it (or shows a battle a continued run is in),
    // and every turn is shown.
    connect(&session, &GameSession::started, this, [this] {
        clear();
        showTurn({});
    });
    connect(&session, &GameSession::turnPlayed, this,
            [this](const TurnResult &turn) { showTurn(turn.events); });
    setFocusPolicy(Qt::NoFocus); // the tab keeps the keyboard and hands keys here
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_figures.setLook(MapLook::Tiles);

    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("BattleLog"));
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setSelectionMode(QAbstractItemView::NoSelection);
    m_log->setWordWrap(true);
    GamePalette::setStyleSheet(
        m_log,
        QStringLiteral(
            "QListWidget { background: rgba(12, 11, 10, 200); color: @text; border: 1px solid "
            "@border; border-radius: 4px; padding: 4px 8px; }"
            "QScrollBar:vertical { background: @log; width: 10px; margin: 0; }"
            "QScrollBar::handle:vertical { background: @border; min-height: 24px; border-radius: "
            "4px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"));

    m_buttonRow = new QWidget(this);
    GamePalette::setStyleSheet(
        m_buttonRow,
        QStringLiteral(
            "QPushButton { background: @button; color: @bright; border: 1px solid @frame; "
            "padding: 8px 14px; border-radius: 4px; font-weight: bold; }"
            "QPushButton:hover { border-color: @accent; background: @hover; }"
            "QPushButton:pressed { background: @pressed; }"
            "QPushButton:disabled { color: @disabled; border-color: @border; background: "
            "@disabledBg; "
            "}"
            "QPushButton[chosen=\"true\"] { border: 2px solid @accent; background: @pressed; }"));
    auto *row = new QHBoxLayout(m_buttonRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(10);
    const char *names[] = {"AttackButton", "DefendButton", "SpellButton", "ItemButton",
                           "EscapeButton"};
    for (int i = 0; i < 5; ++i) {
        auto *b = new QPushButton(m_buttonRow);
        b->setObjectName(QString::fromLatin1(names[i]));
        b->setFocusPolicy(Qt::NoFocus);
        b->setCursor(Qt::PointingHandCursor);
        const auto action = Action(i);
        connect(b, &QPushButton::clicked, this, [this, action] { perform(action); });
        row->addWidget(b, 1);
        m_buttons << b;
    }
    m_continue = new QPushButton(m_buttonRow);
    m_continue->setObjectName(QStringLiteral("ContinueButton"));
    m_continue->setFocusPolicy(Qt::NoFocus);
    connect(m_continue, &QPushButton::clicked, this, &BattleView::closeResult);
    row->addWidget(m_continue, 1);
    m_continue->hide();
    retranslate();
    hide();
}

const Game *BattleView::game() const {
    return m_session.game();
}

QPushButton *BattleView::actionButton(Action action) const {
    return m_buttons.value(int(action));
}

QStringList BattleView::logLines() const {
    QStringList lines;
    for (int i = 0; i < m_log->count(); ++i)
        lines << m_log->item(i)->text();
    return lines;
}

QRect BattleView::logRect() const {
    return m_log->geometry();
}

int BattleView::round() const {
    return m_battle ? m_battle->round() : 0;
}

QString BattleView::monsterName() const {
    const Game *g = game();
    if (!g || !m_battle)
        return {};
    const MonsterRecord *m = g->pack().monster(m_battle->monsterId());
    return m ? Words::monsterName(&g->pack(), m->id) : m_battle->monsterId();
}

void BattleView::showTurn(const QList<GameEvent> &events) {
    const Game *g = game();
    if (!g || g->state().battle == std::nullopt) {
        // The battle that just ended: its result, unless the hero died (the run's end shows).
        const bool ended = std::any_of(events.begin(), events.end(), [](const GameEvent &e) {
            return e.kind == GameEvent::Kind::BattleEnded;
        });
        if (g && ended && g->finishedBattle() && g->state().alive && !m_session.isWatching()) {
            m_battle = g->finishedBattle();
            showResult(events);
            return;
        }
        if (!m_result)
            hide();
        return;
    }
    m_result = false;
    m_battle = g->state().battle;
    m_figures.setPack(&g->pack());
    m_figures.setDepth(g->state().depth); // the figures in the look of the band
    m_continue->hide();
    for (QPushButton *b : std::as_const(m_buttons))
        b->show();
    fillLog();
    updateActions();
    if (!isVisible()) {
        setChosen(0); // a new battle: Attack is marked
        show();
        raise();
    }
    if (!m_buttons[m_chosen]->isEnabled())
        for (int i = 0; i < 5; ++i)
            if (m_buttons[i]->isEnabled()) {
                setChosen(i);
                break;
            }
    QWidget::update();
}

void BattleView::fillLog() {
    m_log->clear();
    if (!m_battle)
        return;
    const Game *g = game();
    const QString monster = monsterName();
    int round = 0;
    for (const BattleLogEntry &e : m_battle->log()) {
        if (e.round != round) {
            round = e.round;
            auto *heading = new QListWidgetItem(tr("— Round %1 —").arg(round), m_log);
            heading->setForeground(kDim);
            heading->setTextAlignment(Qt::AlignHCenter);
        }
        auto *item =
            new QListWidgetItem(Words::battleLine(e, monster, g ? &g->pack() : nullptr), m_log);
        item->setForeground(e.actor == BattleLogEntry::Actor::Hero ? GamePalette::current().text
                                                                   : GamePalette::current().enemy);
    }
    m_log->scrollToBottom();
}

void BattleView::updateActions() {
    const Game *g = game();
    if (!g)
        return;
    auto setRefusal = [&](Action a, const std::optional<LogEntry> &why, const QString &words) {
        QPushButton *b = m_buttons[int(a)];
        b->setEnabled(!why && words.isEmpty());
        b->setToolTip(why ? Words::logLine(*why, *g) : words);
    };
    setRefusal(Action::Attack, g->refusal(Command::of(Command::Kind::Attack)), {});
    setRefusal(Action::Defend, g->refusal(Command::of(Command::Kind::Defend)), {});
    setRefusal(Action::Escape, g->refusal(Command::of(Command::Kind::Escape)), {});
    // Spell and item open a choice: on while any choice would be taken; greyed with the first
    // one's reason otherwise.
    std::optional<LogEntry> spellWhy;
    bool anySpell = false;
    for (const SpellRecord &sp : g->pack().spells) {
        const auto why = g->refusal(Command::withId(Command::Kind::Cast, sp.id));
        if (!why) {
            anySpell = true;
            break;
        }
        if (!spellWhy || (spellWhy->kind == LogEntry::Kind::SpellNotLearned &&
                          why->kind != LogEntry::Kind::SpellNotLearned))
            spellWhy = why;
    }
    if (g->pack().spells.isEmpty())
        setRefusal(Action::Spell, std::nullopt, tr("This dungeon has no spells."));
    else
        setRefusal(Action::Spell, anySpell ? std::nullopt : spellWhy, {});
    std::optional<LogEntry> itemWhy;
    bool anyItem = false, anyMedicine = false;
    for (const Inventory::Stack &s : g->state().hero.inventory.stacks()) {
        const ItemRecord *rec = g->pack().item(s.item);
        if (!rec || rec->kind != ItemRecord::Kind::Medicine)
            continue;
        anyMedicine = true;
        const auto why = g->refusal(Command::withId(Command::Kind::Use, s.item));
        if (!why) {
            anyItem = true;
            break;
        }
        if (!itemWhy)
            itemWhy = why;
    }
    if (!anyMedicine)
        setRefusal(Action::Item, std::nullopt, tr("You carry no medicine."));
    else
        setRefusal(Action::Item, anyItem ? std::nullopt : itemWhy, {});
}

void BattleView::perform(Action action) {
    if (m_result || !m_battle || !game() || !game()->state().battle)
        return;
    QPushButton *b = m_buttons[int(action)];
    if (!b->isEnabled())
        return;
    switch (action) {
    case Action::Attack:
        return Q_EMIT commandRequested(Command::of(Command::Kind::Attack));
    case Action::Defend:
        return Q_EMIT commandRequested(Command::of(Command::Kind::Defend));
    case Action::Escape:
        return Q_EMIT commandRequested(Command::of(Command::Kind::Escape));
    case Action::Spell:
        return Q_EMIT spellMenuRequested();
    case Action::Item:
        return Q_EMIT itemMenuRequested();
    }
}

bool BattleView::handleKey(QKeyEvent *event) {
    if (!isVisible())
        return false;
    const int key = event->key();
    if (m_result) {
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape ||
            key == Qt::Key_Space) {
            if (!event->isAutoRepeat())
                closeResult();
            return true;
        }
        return true; // nothing else happens until the result is read
    }
    // The report's way: the arrows move between the five actions, Enter takes the one
    // marked. Disabled ones are passed over.
    if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down) {
        const int step = key == Qt::Key_Left || key == Qt::Key_Up ? 4 : 1;
        for (int i = 1; i <= 5; ++i) {
            const int next = (m_chosen + step * i) % 5;
            if (m_buttons[next]->isEnabled()) {
                setChosen(next);
                Q_EMIT moved();
                break;
            }
        }
        return true;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (!event->isAutoRepeat())
            perform(Action(m_chosen));
        return true;
    }
    if (key == Qt::Key_Backspace)
        return true; // nothing to go back to: the battle's actions are the top
    const QString text = event->text();
    if (text.size() == 1 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        for (int i = 0; i < 5; ++i) {
            if (text.at(0) == QChar(kKeys[i])) {
                setChosen(i);
                perform(Action(i));
                return true;
            }
        }
    }
    return false;
}

void BattleView::setChosen(int index) {
    m_chosen = index;
    for (int i = 0; i < m_buttons.size(); ++i) {
        QPushButton *b = m_buttons[i];
        if (b->property("chosen").toBool() == (i == index))
            continue;
        b->setProperty("chosen", i == index);
        b->style()->unpolish(b);
        b->style()->polish(b);
    }
}

void BattleView::showResult(const QList<GameEvent> &events) {
    const Game *g = game();
    m_result = true;
    qint64 xp = 0;
    int level = 0;
    for (const GameEvent &e : events) {
        if (e.kind == GameEvent::Kind::XpGained)
            xp += e.amount;
        if (e.kind == GameEvent::Kind::LevelUp)
            level = int(e.amount);
    }
    QStringList lines;
    const QString monster = monsterName();
    switch (m_battle->outcome()) {
    case Battle::Outcome::HeroWon: {
        m_resultTitle = tr("Victory!");
        lines << capitalised(tr("%1 is defeated.").arg(Words::theName(monster)));
        lines << tr("+%1 XP").arg(xp);
        const Battle::Reward reward = m_battle->reward(g->pack());
        if (const ItemRecord *trophy = g->pack().item(reward.trophy))
            lines << tr("Loot: %1").arg(Words::itemName(*g, trophy->id));
        if (level > 0)
            lines << tr("You reach level %1!").arg(level);
        break;
    }
    case Battle::Outcome::HeroEscaped:
        m_resultTitle = tr("You got away");
        lines << capitalised(tr("%1 stays behind; it will wait a moment before it follows.")
                                 .arg(Words::theName(monster)));
        break;
    case Battle::Outcome::MonsterEscaped:
        m_resultTitle = tr("It fled");
        lines << capitalised(
            tr("%1 runs and is gone for good: no XP, no loot.").arg(Words::theName(monster)));
        break;
    case Battle::Outcome::HeroDied:
    case Battle::Outcome::Ongoing:
        m_resultTitle.clear();
        break;
    }
    m_resultText = lines.join(u'\n');
    fillLog();
    for (QPushButton *b : std::as_const(m_buttons))
        b->hide();
    m_continue->show();
    show();
    raise();
    QWidget::update();
}

const Combatant &BattleView::shownHero() const {
    const Game *g = game();
    if (m_result && g)
        return g->hero();
    return m_battle->hero();
}

void BattleView::clear() {
    m_result = false;
    m_battle.reset();
    m_log->clear();
    hide();
}

void BattleView::closeResult() {
    m_result = false;
    m_battle.reset();
    hide();
    Q_EMIT closed();
}

void BattleView::retranslate() {
    const QStringList words = {tr("Attack"), tr("Defend"), tr("Spell"), tr("Item"), tr("Escape")};
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setText(QStringLiteral("%1  [%2]").arg(words[i], QChar(kKeys[i])));
    m_continue->setText(tr("Continue  [Enter]"));
}

void BattleView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fillLog();
    }
    QWidget::changeEvent(event);
}

void BattleView::resizeEvent(QResizeEvent *) {
    const int margin = 18;
    const int buttonsH = 44;
    const int logH = std::max(90, height() * 28 / 100);
    m_buttonRow->setGeometry(margin, height() - margin - buttonsH, width() - 2 * margin, buttonsH);
    m_log->setGeometry(margin, height() - margin - buttonsH - 10 - logH, width() - 2 * margin,
                       logH);
}

void BattleView::mousePressEvent(QMouseEvent *event) {
    if (m_result)
        closeResult();
    QWidget::mousePressEvent(event);
}

void BattleView::paintFighter(QPainter &p, const QRect &area, const Combatant &who,
                              const QString &record, bool hero) {
    const Game *g = game();
    const Ruleset &rules = g->pack().ruleset;
    const int lineH = p.fontMetrics().height();
    // The figure, large, over a soft pool of light.
    const int size =
        std::clamp(std::min(area.width() / 2, area.height() - 7 * lineH - 60), 48, 192);
    const QRect fig(area.center().x() - size / 2, area.top() + 8, size, size);
    QRadialGradient glow(fig.center(), size * 0.7);
    glow.setColorAt(0, QColor(0x60, 0x50, 0x30, 90));
    glow.setColorAt(1, QColor(0, 0, 0, 0));
    p.fillRect(fig.adjusted(-size / 3, -size / 6, size / 3, size / 6), glow);
    if (m_figures.cellSize() != size)
        m_figures.setCellSize(size);
    const bool dead = !who.alive();
    if (dead)
        p.setOpacity(0.35);
    p.drawPixmap(fig,
                 m_figures.figure(hero ? QString() : record, hero ? Direction::E : Direction::W));
    p.setOpacity(1.0);

    int y = fig.bottom() + 10;
    QFont title = p.font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.3);
    p.setFont(title);
    p.setPen(kGold);
    const QString name = hero ? who.name : Words::theName(monsterName());
    const int titleH = QFontMetrics(title).height();
    p.drawText(QRect(area.left(), y, area.width(), titleH), Qt::AlignHCenter, name);
    y += titleH;
    p.setFont(font());
    // The monster's tier and, once shown, its character; the hero's level.
    QStringList tags;
    if (hero) {
        tags << tr("level %1").arg(who.level);
    } else if (const MonsterRecord *m = g->pack().monster(record)) {
        if (m->tier == MonsterRecord::Tier::Leader)
            tags << tr("leader");
        else if (m->tier == MonsterRecord::Tier::King)
            tags << tr("king");
        tags << tr("level %1").arg(who.level);
        // Its character once it has shown (rage, timid); when the battle is over, whatever it
        // was (a calm monster never shows it while fighting).
        const std::optional<Character> character =
            !m_battle  ? std::nullopt
            : m_result ? std::optional(m_battle->monster().character)
                       : m_battle->knownCharacter();
        if (character) {
            switch (*character) {
            case Character::Rage:
                tags << tr("enraged");
                break;
            case Character::Timid:
                tags << tr("timid");
                break;
            case Character::Calm:
                tags << tr("calm");
                break;
            case Character::None:
                break;
            }
        }
    }
    p.setPen(kDim);
    p.drawText(QRect(area.left(), y, area.width(), lineH), Qt::AlignHCenter,
               tags.join(QStringLiteral(" · ")));
    y += lineH + 8;
    const int barW = std::min(area.width() - 20, 300);
    const int barX = area.center().x() - barW / 2;
    const int barH = lineH + 6;
    drawBar(p, QRect(barX, y, barW, barH), who.hp, who.maxHp(rules), kHp, tr("HP"));
    y += barH + 4;
    if (who.maxMp(rules) > 0) {
        drawBar(p, QRect(barX, y, barW, barH), who.mp, who.maxMp(rules), kMp, tr("MP"));
        y += barH + 4;
    }
    if (who.defending) {
        p.setPen(GamePalette::current().magic);
        p.drawText(QRect(barX, y, barW, lineH), Qt::AlignHCenter, tr("On guard"));
        y += lineH;
    }
    for (const Buff &b : who.buffs) {
        p.setPen(b.debuff ? GamePalette::current().bad : GamePalette::current().good);
        p.drawText(QRect(barX, y, barW, lineH), Qt::AlignLeft, GameWording::buffName(b));
        p.setPen(kDim);
        p.drawText(QRect(barX, y, barW, lineH), Qt::AlignRight, tr("%n turn(s)", "", b.rounds));
        y += lineH;
    }
}

void BattleView::paintEvent(QPaintEvent *) {
    QPainter p(this);
    QLinearGradient bg(0, 0, 0, height());
    bg.setColorAt(0, QColor(0x1c, 0x16, 0x12));
    bg.setColorAt(0.6, QColor(0x12, 0x10, 0x0e));
    bg.setColorAt(1, QColor(0x0a, 0x09, 0x08));
    p.fillRect(rect(), bg);
    p.setPen(QPen(GamePalette::current().frame, 2));
    p.drawRect(rect().adjusted(1, 1, -2, -2));
    const Game *g = game();
    if (!g || !m_battle)
        return;
    p.setRenderHint(QPainter::Antialiasing);
    // The round, at the top between the two sides.
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    p.setFont(big);
    p.setPen(kGold);
    const int bigH = QFontMetrics(big).height();
    p.drawText(QRect(0, 12, width(), bigH), Qt::AlignHCenter,
               m_result ? m_resultTitle : tr("Round %1").arg(m_battle->round()));
    p.setFont(font());
    const int top = 12 + bigH + 6;
    const int bottom = m_log->geometry().top() - 8;
    const int half = width() / 2;
    paintFighter(p, QRect(20, top, half - 40, bottom - top), shownHero(), QString(), true);
    paintFighter(p, QRect(half + 20, top, half - 40, bottom - top), m_battle->monster(),
                 m_battle->monsterId(), false);
    p.setFont(big);
    p.setPen(GamePalette::current().frame);
    p.drawText(QRect(half - 40, top + 60, 80, bigH), Qt::AlignCenter, tr("vs"));
    p.setFont(font());
    if (m_result && !m_resultText.isEmpty()) {
        // The result on a plate between the two fighters, where only "vs" stood: narrow enough
        // to leave both figures and their bars in sight; long lines wrap.
        const int w = std::max(200, std::min(width() * 36 / 100, 420));
        const QRect text = p.fontMetrics().boundingRect(
            QRect(0, 0, w - 24, 1000), Qt::AlignHCenter | Qt::TextWordWrap, m_resultText);
        const QRect plate(half - w / 2, top + 20, w, text.height() + 24);
        p.setPen(QPen(kGold, 2));
        p.setBrush(QColor(0x18, 0x15, 0x11, 240));
        p.drawRoundedRect(plate, 6, 6);
        p.setPen(kText);
        p.drawText(plate.adjusted(12, 12, -12, -12), Qt::AlignHCenter | Qt::TextWordWrap,
                   m_resultText);
    }
}

} // namespace pd
