#include "ItemsPanel.h"
#include "game/GamePalette.h"

#include "data/Pack.h"
#include "engine/Game.h"
#include "game/GameSession.h"
#include "words/GameWording.h"
#include "words/Words.h"

#include <QHideEvent>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>

#include <algorithm>
#include <utility>

namespace pd {

namespace {

// Whether using the item reveals what other things are (an identify effect).
bool identifies(const ItemRecord &item) {
    return std::any_of(item.effects.begin(), item.effects.end(),
                       [](const MapEffect &e) { return e.kind == MapEffect::Kind::Identify; });
}

// The unknown kinds the hero carries, in the order they came.
QStringList unknownCarried(const Game &game) {
    QStringList ids;
    for (const Inventory::Stack &s : game.state().hero.inventory.stacks())
        if (!game.isKnown(s.item) && !ids.contains(s.item))
            ids << s.item;
    return ids;
}

} // namespace

ItemsPanel::ItemsPanel(GameSession &session, QWidget *parent)
    : ListCardPanel(session, QStringLiteral("Item"), 2, parent) {
    setObjectName(QStringLiteral("ItemsPanel"));
    auto command = [this](Command::Kind kind) { return Command::withId(kind, selectedId()); };
    m_use = addAction(QStringLiteral("UseAction"), u'u', true, [this, command] {
        const Game *g = game();
        if (!m_choosingFor.isEmpty()) {
            // The second step of a known scroll of identify: the item chosen is read on.
            const QString with = std::exchange(m_choosingFor, QString());
            request(Command::useOn(with, selectedId()));
            return;
        }
        const ItemRecord *item = g ? g->pack().item(selectedId()) : nullptr;
        // A known identify with a choice to make asks which item first (an unknown one does
        // not: that would tell what it is).
        if (item && identifies(*item) && g->isKnown(item->id) && !g->state().battle &&
            unknownCarried(*g).size() > 1 && !g->refusal(command(Command::Kind::Use))) {
            m_choosingFor = item->id;
            refresh();
            return;
        }
        if (item && item->needsAim() && !g->state().battle)
            Q_EMIT aimRequested(item->id);
        else
            request(command(Command::Kind::Use));
    });
    m_equip = addAction(QStringLiteral("EquipAction"), u'e', false,
                        [this, command] { request(command(Command::Kind::Equip)); });
    m_drop = addAction(QStringLiteral("DropAction"), u'd', false,
                       [this, command] { request(command(Command::Kind::Drop)); });
    m_call = addAction(QStringLiteral("CallAction"), u'c', false, [this] { call(); });
    refresh();
}

void ItemsPanel::refresh() {
    const Game *g = game();
    if (!m_choosingFor.isEmpty() &&
        (!g || g->state().hero.inventory.count(m_choosingFor) == 0 || unknownCarried(*g).isEmpty()))
        m_choosingFor.clear();
    if (!m_choosingFor.isEmpty()) {
        refreshChoice(*g);
        return;
    }
    setTitle(tr("Items"));
    setActionText(m_use, tr("Use"));
    setActionText(m_equip, tr("Equip"));
    setActionText(m_drop, tr("Drop"));
    setActionText(m_call, tr("Call…"));
    const QString keep = selectedId();
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->setHeaderLabels({tr("Item"), tr("Count")});
    if (g) {
        // Category by category in the data's order; each item once, its stacks counted together.
        const int kinds = ItemRecord::kKindCount;
        for (int k = 0; k < kinds; ++k) {
            const auto kind = ItemRecord::Kind(k);
            QStringList ids;
            for (const Inventory::Stack &s : g->state().hero.inventory.stacks()) {
                const ItemRecord *rec = g->pack().item(s.item);
                if (rec && rec->kind == kind && !ids.contains(s.item))
                    ids << s.item;
            }
            if (ids.isEmpty())
                continue;
            QTreeWidgetItem *heading = addHeading(m_list, GameWording::itemCategory(kind));
            for (const QString &id : std::as_const(ids)) {
                const ItemRecord *rec = g->pack().item(id);
                // A wand counts its charges rather than itself.
                const int count = rec->isWand() ? g->state().hero.charges.value(id)
                                                : g->state().hero.inventory.count(id);
                auto *row = new QTreeWidgetItem(
                    heading, {rec->isWand() ? tr("%1 (charges)").arg(Words::itemName(*g, rec->id))
                                            : Words::itemName(*g, rec->id),
                              QString::number(count)});
                row->setData(0, Qt::UserRole, id);
                row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            }
        }
    }
    if (m_list->topLevelItemCount() == 0) {
        auto *none = addHeading(m_list, tr("You carry nothing."));
        none->setForeground(0, GamePalette::current().faint);
    }
    if (!selectId(keep))
        selectFirstRow();
    updateDetails();
    showLevel();
}

// The identify's second step: only the unknown kinds carried, and one action, to read it on the
// one selected. Backspace goes back to the whole list.
void ItemsPanel::refreshChoice(const Game &g) {
    const ItemRecord *with = g.pack().item(m_choosingFor);
    setTitle(tr("Read %1 on which item?").arg(with ? Words::itemName(g, with->id) : QString()));
    setActionText(m_use, tr("Identify"));
    const QString keep = selectedId();
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->setHeaderLabels({tr("Item"), tr("Count")});
    QTreeWidgetItem *heading = addHeading(m_list, tr("Unknown"));
    for (const QString &id : unknownCarried(g)) {
        auto *row = new QTreeWidgetItem(
            heading, {Words::itemName(g, id), QString::number(g.state().hero.inventory.count(id))});
        row->setData(0, Qt::UserRole, id);
        row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (!selectId(keep))
        selectFirstRow();
    updateDetails();
    showLevel();
}

bool ItemsPanel::back() {
    if (m_choosingFor.isEmpty())
        return ListCardPanel::back();
    m_choosingFor.clear();
    refresh();
    return true;
}

void ItemsPanel::hideEvent(QHideEvent *event) {
    m_choosingFor.clear(); // a menu opened again starts with the whole list
    ListCardPanel::hideEvent(event);
}

void ItemsPanel::updateDetails() {
    const Game *g = game();
    const QString id = selectedId();
    const ItemRecord *rec = g ? g->pack().item(id) : nullptr;
    if (rec && !m_choosingFor.isEmpty()) {
        m_details->setText(itemCard(*g, *rec));
        for (QPushButton *b : {m_equip, m_drop, m_call})
            b->setHidden(true);
        m_use->setHidden(false);
        setRefusal(m_use, refusal(Command::useOn(m_choosingFor, id)));
        return;
    }
    if (!rec) {
        m_details->setText(QString());
        m_call->setHidden(true);
        for (QPushButton *b : {m_use, m_equip, m_drop}) {
            b->setEnabled(false);
            b->setToolTip(QString());
        }
        updateReasons();
        return;
    }
    m_details->setText(itemCard(*g, *rec));
    setActionText(m_use, rec->isThrown() ? tr("Throw") : tr("Use"));
    m_drop->setHidden(false);
    m_use->setHidden(rec->isEquipment());
    m_equip->setHidden(!rec->isEquipment());
    if (rec->isEquipment())
        setRefusal(m_equip, refusal(Command::withId(Command::Kind::Equip, id)));
    else
        setRefusal(m_use, refusal(Command::withId(Command::Kind::Use, id)));
    setRefusal(m_drop, refusal(Command::withId(Command::Kind::Drop, id)));
    // Only an unknown kind may be called something.
    m_call->setHidden(g->isKnown(id));
    if (!g->isKnown(id))
        setRefusal(m_call, refusal(Command::call(id, QString())));
}

// Asks for the player's name for the unknown kind chosen ("fire?"); an empty one forgets it.
void ItemsPanel::call() {
    const Game *g = game();
    const QString id = selectedId();
    if (!g || g->isKnown(id))
        return;
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("CallDialog"));
    dialog.setWindowTitle(tr("Call an item"));
    dialog.setLabelText(
        tr("What do you call the %1? (Empty: no name.)").arg(Words::appearanceName(*g, id)));
    dialog.setTextValue(g->calledName(id));
    if (auto *edit = dialog.findChild<QLineEdit *>())
        edit->setMaxLength(ItemKnowledge::kMaxCalledLength);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString name = dialog.textValue();
    name.remove(u'#'); // a replay's comment sign
    request(Command::call(id, name));
}

} // namespace pd
