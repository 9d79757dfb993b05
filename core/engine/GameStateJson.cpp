// Game::toJson: the whole state of a game as JSON, for saves (GameStateReader.cpp reads it back).
// Level maps are not stored: they are regenerated from (pack, seed, depth), and a hash of each
// proves the pack and generators still make the same map.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Clouds.h"

#include <QJsonArray>

namespace pd {

namespace {

QString explorationText(const std::vector<std::uint8_t> &explored) {
    QByteArray bits((qsizetype(explored.size()) + 7) / 8, '\0');
    for (std::size_t i = 0; i < explored.size(); ++i) {
        if (explored[i])
            bits[qsizetype(i / 8)] = char(bits[qsizetype(i / 8)] | (1 << (i % 8)));
    }
    return QString::fromLatin1(bits.toBase64());
}

QJsonObject countsJson(const QMap<QString, int> &counts) {
    QJsonObject o;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject pointJson(Point p) {
    return {{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}};
}

} // namespace

QJsonObject Game::toJson() const {
    const GameState &s = m_state;
    QJsonObject hero{{QStringLiteral("stats"), s.hero.stats.toJson()},
                     {QStringLiteral("xp"), double(s.hero.xp)},
                     {QStringLiteral("gold"), double(s.hero.gold)},
                     {QStringLiteral("x"), s.hero.pos.x},
                     {QStringLiteral("y"), s.hero.pos.y},
                     {QStringLiteral("facing"), directionName(s.hero.facing)},
                     {QStringLiteral("inventory"), s.hero.inventory.toJson()},
                     {QStringLiteral("equipment"), s.hero.equipment.toJson()},
                     {QStringLiteral("rangedInHand"), s.hero.rangedInHand}};
    // What only effects bring: written only when there is some, so older games save as they did.
    if (!s.hero.statuses.isEmpty())
        hero.insert(QStringLiteral("statuses"), s.hero.statuses.toJson());
    if (!s.hero.charges.isEmpty())
        hero.insert(QStringLiteral("charges"), countsJson(s.hero.charges));
    if (!s.hero.recharge.isEmpty())
        hero.insert(QStringLiteral("recharge"), countsJson(s.hero.recharge));
    if (s.hero.hasteSpent)
        hero.insert(QStringLiteral("hasteSpent"), true);
    QJsonArray levels;
    for (const auto &[depth, ls] : s.levels) {
        QJsonArray actors, items, chests, traps, chips;
        for (const Actor &a : ls.actors)
            actors.append(a.toJson());
        for (const FloorItem &i : ls.items) {
            QJsonObject o = pointJson(i.pos);
            o.insert(QStringLiteral("item"), i.item);
            o.insert(QStringLiteral("count"), i.count);
            if (i.price > 0) // for sale (engine/Vaults.h): written only then
                o.insert(QStringLiteral("price"), double(i.price));
            items.append(o);
        }
        for (const ChestState &c : ls.chests) {
            QJsonObject o = pointJson(c.pos);
            o.insert(QStringLiteral("loot"), c.loot);
            o.insert(QStringLiteral("opened"), c.opened);
            o.insert(QStringLiteral("trapped"), c.trapped);
            o.insert(QStringLiteral("mimic"), c.mimic);
            chests.append(o);
        }
        for (const TrapState &t : ls.traps) {
            QJsonObject o = pointJson(t.pos);
            o.insert(QStringLiteral("trap"), t.trap);
            o.insert(QStringLiteral("hidden"), t.hidden);
            o.insert(QStringLiteral("sprung"), t.sprung);
            traps.append(o);
        }
        for (const ChipState &c : ls.chips) {
            QJsonObject o = pointJson(c.pos);
            o.insert(QStringLiteral("taken"), c.taken);
            chips.append(o);
        }
        QJsonArray trail;
        for (const Point &p : ls.trail)
            trail.append(pointJson(p));
        QJsonObject level{{QStringLiteral("depth"), depth},
                          {QStringLiteral("levelHash"), ls.level.hash()},
                          {QStringLiteral("explored"), explorationText(ls.explored)},
                          {QStringLiteral("actors"), actors},
                          {QStringLiteral("items"), items},
                          {QStringLiteral("chests"), chests},
                          {QStringLiteral("traps"), traps},
                          {QStringLiteral("chips"), chips},
                          {QStringLiteral("heroSteps"), ls.heroSteps},
                          {QStringLiteral("trail"), trail}};
        if (ls.entry)
            level.insert(QStringLiteral("entry"), int(*ls.entry));
        if (!ls.secretDoors.isEmpty()) { // written only when some are hidden (engine/Doors.h)
            QJsonArray secret;
            for (const Point &p : ls.secretDoors)
                secret.append(pointJson(p));
            level.insert(QStringLiteral("secretDoors"), secret);
        }
        if (!ls.clouds.isEmpty()) // clouds and burnt grass: only when there are some
            level.insert(QStringLiteral("clouds"), clouds::toJson(ls.clouds));
        if (!ls.burnt.isEmpty()) {
            QJsonArray burnt;
            for (const Point &p : ls.burnt)
                burnt.append(pointJson(p));
            level.insert(QStringLiteral("burnt"), burnt);
        }
        if (!ls.unlockedDoors.isEmpty()) { // written only when some are open (engine/Vaults.h)
            QJsonArray unlocked;
            for (const Point &p : ls.unlockedDoors)
                unlocked.append(pointJson(p));
            level.insert(QStringLiteral("unlockedDoors"), unlocked);
        }
        levels.append(level);
    }
    QJsonArray log;
    for (const LogEntry &e : s.log)
        log.append(e.toJson());
    QJsonArray history;
    for (const QJsonObject &h : s.history)
        history.append(h);
    QJsonObject battle;
    if (s.battle) {
        battle = s.battle->toJson();
        battle.insert(QStringLiteral("actor"), s.battleActor);
    }
    QJsonObject out{
        {QStringLiteral("format"), GameState::kFormat},
        {QStringLiteral("battle"), battle},
        {QStringLiteral("packHash"), QString::fromLatin1(s.packHash)},
        {QStringLiteral("packId"), s.packId},
        {QStringLiteral("seed"), QString::number(s.seed)},
        {QStringLiteral("turn"), s.turn},
        {QStringLiteral("depth"), s.depth},
        {QStringLiteral("deepest"), s.deepest},
        {QStringLiteral("hero"), hero},
        {QStringLiteral("levels"), levels},
        {QStringLiteral("history"), history},
        {QStringLiteral("score"), double(s.score)},
        {QStringLiteral("kills"), s.kills},
        {QStringLiteral("log"), log},
        {QStringLiteral("alive"), s.alive},
        {QStringLiteral("won"), s.won},
        {QStringLiteral("cause"), s.cause.toString()},
        {QStringLiteral("foundEquipment"), QJsonArray::fromStringList(s.foundEquipment)},
        {QStringLiteral("nextActorId"), s.nextActorId},
        {QStringLiteral("rng"),
         QJsonObject{{QStringLiteral("state"), QString::number(s.rng.state())},
                     {QStringLiteral("increment"), QString::number(s.rng.increment())}}}};
    // Only a run begun deeper says so: every earlier state keeps its form and hash.
    if (s.startDepth != 1)
        out.insert(QStringLiteral("startDepth"), s.startDepth);
    // Only a pack with unidentified items says what is known: every other state keeps its form.
    if (!s.knowledge.isEmpty())
        out.insert(QStringLiteral("knowledge"), s.knowledge.toJson());
    return out;
}

} // namespace pd
