#include "CommandContext.h"

#include "engine/BotCompare.h"
#include "engine/BotRun.h"
#include "engine/Game.h"
#include "words/RecapWords.h"
#include "words/Words.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <limits>

namespace pd::cli {

namespace {

QString endName(BotRun::End e) {
    switch (e) {
    case BotRun::End::Died:
        return QStringLiteral("died");
    case BotRun::End::Won:
        return QStringLiteral("won");
    case BotRun::End::TurnLimit:
        return QStringLiteral("turnLimit");
    case BotRun::End::Exhausted:
        return QStringLiteral("exhausted");
    case BotRun::End::Stuck:
        return QStringLiteral("stuck");
    }
    return {};
}

// One decimal, from a double that is a mean of whole numbers: the same text on every platform
// for the same numbers.
QString oneDecimal(double v) {
    return QString::number(v, 'f', 1);
}

QString share(int count, int total) {
    if (total <= 0)
        return QStringLiteral("-");
    const qint64 tenths = (qint64(count) * 1000 + total / 2) / total;
    return QStringLiteral("%1.%2%").arg(tenths / 10).arg(tenths % 10);
}

QJsonObject spreadJson(const BotSpread &s) {
    return {{QStringLiteral("count"), s.count},   {QStringLiteral("mean"), s.mean},
            {QStringLiteral("min"), s.min},       {QStringLiteral("q1"), s.q1},
            {QStringLiteral("median"), s.median}, {QStringLiteral("q3"), s.q3},
            {QStringLiteral("max"), s.max}};
}

QString spreadRow(const QString &label, const BotSpread &s, int labelWidth = 22) {
    if (s.count == 0)
        return QStringLiteral("%1 %2\n").arg(label, -labelWidth).arg(QStringLiteral("-"), 8);
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
        .arg(label, -labelWidth)
        .arg(oneDecimal(s.mean), 8)
        .arg(s.min, 7)
        .arg(s.q1, 7)
        .arg(s.median, 7)
        .arg(s.q3, 7)
        .arg(s.max, 7);
}

QString spreadHeader(const QString &label, int labelWidth = 22) {
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
        .arg(label, -labelWidth)
        .arg(QStringLiteral("mean"), 8)
        .arg(QStringLiteral("min"), 7)
        .arg(QStringLiteral("q1"), 7)
        .arg(QStringLiteral("median"), 7)
        .arg(QStringLiteral("q3"), 7)
        .arg(QStringLiteral("max"), 7);
}

QString itemName(const Pack &pack, const QString &id) {
    const ItemRecord *item = pack.item(id);
    return item && !item->name.isEmpty() ? item->name : id;
}

// What a depth is called in the report's pack (a room, room by room), and what its health is.
QString placeWord(const BotReport &report) {
    return report.rooms ? QStringLiteral("room") : QStringLiteral("depth");
}
QString healthName(const BotReport &report) {
    return report.xpHealth ? QStringLiteral("XP") : QStringLiteral("HP");
}

// What the report shows only where the pack has it: gold (some run had some), levels to gain,
// the battle screen, collisions that cost the hero.
struct Shown {
    bool gold = false, levels = false, battles = false, contact = false;
};

Shown shownFor(const BotReport &report, const Pack &pack) {
    Shown s;
    for (const BotRun &r : report.runs)
        s.gold = s.gold || r.gold > 0 ||
                 std::any_of(r.goldAt.begin(), r.goldAt.end(), [](qint64 g) { return g > 0; });
    s.levels = pack.ruleset.experience.size() > 1;
    s.battles = pack.ruleset.battle == Ruleset::Battle::Screen;
    s.contact = pack.ruleset.bump == Ruleset::Bump::Contact;
    return s;
}

// The findings in words: what a designer should look at first.
QStringList findingWords(const BotReport &report, const Pack &pack, const Shown &shown) {
    const QString depthWord = placeWord(report);
    QStringList out;
    for (const BotReport::Finding &f : report.findings(pack.ruleset.depth, shown.levels)) {
        switch (f.kind) {
        case BotReport::Finding::Kind::DeadliestCause:
            out << QStringLiteral("The most frequent death: %1, in %2 of %3 runs (%4).")
                       .arg(Words::deathCause(f.cause, &pack))
                       .arg(f.count)
                       .arg(f.of)
                       .arg(share(int(f.count), int(f.of)));
            break;
        case BotReport::Finding::Kind::HardestMonster:
            out << QStringLiteral(
                       "The %1 costs the hero most: %2 of the %3 %4 lost to monsters (%5).")
                       .arg(Words::inSentence(Words::monsterName(&pack, f.monster)))
                       .arg(f.count)
                       .arg(f.of)
                       .arg(healthName(report))
                       .arg(share(int(f.count), int(f.of)));
            break;
        case BotReport::Finding::Kind::SlowestDepth:
            out << QStringLiteral("Runs stall in %1 %2: a median of %3 turns there, against %4 "
                                  "for a %1 overall.")
                       .arg(depthWord)
                       .arg(f.depth)
                       .arg(f.count)
                       .arg(f.of);
            break;
        case BotReport::Finding::Kind::Unreached:
            out << QStringLiteral("No run reached %1 %2 of %3.")
                       .arg(depthWord)
                       .arg(f.depth)
                       .arg(f.of);
            break;
        case BotReport::Finding::Kind::NeverLevelled:
            out << QStringLiteral("%1 of %2 runs never levelled up.").arg(f.count).arg(f.of);
            break;
        }
    }
    return out;
}

template <typename T>
QJsonArray jsonArray(const std::vector<T> &values) {
    QJsonArray out;
    for (const T v : values)
        out.append(qint64(v));
    return out;
}

template <typename T>
QJsonObject jsonObject(const QMap<QString, T> &values) {
    QJsonObject out;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        out.insert(it.key(), qint64(it.value()));
    return out;
}

QJsonObject botRunJson(const BotRun &r) {
    QJsonObject run{{QStringLiteral("index"), r.index},
                    {QStringLiteral("seed"), QString::number(r.seed)},
                    {QStringLiteral("end"), endName(r.end)},
                    {QStringLiteral("turns"), r.turns},
                    {QStringLiteral("deepest"), r.deepest},
                    {QStringLiteral("depth"), r.depth},
                    {QStringLiteral("score"), r.score},
                    {QStringLiteral("level"), r.level},
                    {QStringLiteral("xp"), r.xp},
                    {QStringLiteral("gold"), r.gold},
                    {QStringLiteral("kills"), r.kills},
                    {QStringLiteral("firstLevelUp"), r.firstLevelUp},
                    {QStringLiteral("stateHash"), r.stateHash}};
    if (r.end == BotRun::End::Died)
        run.insert(QStringLiteral("cause"), r.cause.toString());
    run.insert(QStringLiteral("xpAt"), jsonArray(r.xpAt));
    run.insert(QStringLiteral("goldAt"), jsonArray(r.goldAt));
    run.insert(QStringLiteral("itemsUsed"), jsonObject(r.itemsUsed));
    run.insert(QStringLiteral("arrivedAt"), jsonArray(r.arrivedAt));
    run.insert(QStringLiteral("hpOnArrival"), jsonArray(r.hpOnArrival));
    run.insert(QStringLiteral("damageBy"), jsonObject(r.damageBy));
    run.insert(QStringLiteral("battles"), r.battles);
    run.insert(QStringLiteral("monstersFled"),
               QJsonObject{{QStringLiteral("battles"), r.fledBattles},
                           {QStringLiteral("map"), r.fledMap}});
    return run;
}

QJsonObject reportJson(const BotReport &report, const Pack &pack, bool each) {
    const int n = int(report.runs.size());
    QJsonObject ended;
    for (const BotRun::End e : {BotRun::End::Died, BotRun::End::Won, BotRun::End::TurnLimit,
                                BotRun::End::Exhausted, BotRun::End::Stuck})
        ended.insert(endName(e), report.count(e));
    QJsonArray curves;
    for (std::size_t i = 0; i < report.checkpoints.size(); ++i)
        curves.append(QJsonObject{{QStringLiteral("turn"), report.checkpoints[i]},
                                  {QStringLiteral("runs"), report.xpAt(int(i)).count},
                                  {QStringLiteral("xp"), spreadJson(report.xpAt(int(i)))},
                                  {QStringLiteral("gold"), spreadJson(report.goldAt(int(i)))}});
    QJsonArray causes;
    for (const auto &[cause, count] : report.causes())
        causes.append(QJsonObject{{QStringLiteral("cause"), cause.toString()},
                                  {QStringLiteral("text"), Words::deathCause(cause, &pack)},
                                  {QStringLiteral("runs"), count}});
    QJsonArray deathsByDepth;
    for (const BotReport::DepthDeaths &d : report.deathsByDepth()) {
        QJsonArray dc;
        for (const auto &[cause, count] : d.causes)
            dc.append(QJsonObject{{QStringLiteral("cause"), cause.toString()},
                                  {QStringLiteral("runs"), count}});
        deathsByDepth.append(QJsonObject{{QStringLiteral("depth"), d.depth},
                                         {QStringLiteral("runs"), d.deaths},
                                         {QStringLiteral("causes"), dc}});
    }
    QJsonArray items;
    const QMap<QString, int> used = report.itemsUsed();
    const QMap<QString, int> using_ = report.runsUsing();
    for (auto it = used.constBegin(); it != used.constEnd(); ++it)
        items.append(QJsonObject{{QStringLiteral("item"), it.key()},
                                 {QStringLiteral("name"), itemName(pack, it.key())},
                                 {QStringLiteral("uses"), it.value()},
                                 {QStringLiteral("runs"), using_.value(it.key())}});
    QJsonArray pace;
    for (const BotReport::DepthPace &d : report.pace())
        pace.append(QJsonObject{{QStringLiteral("depth"), d.depth},
                                {QStringLiteral("runs"), d.reached},
                                {QStringLiteral("turnsThere"), spreadJson(d.turnsThere)},
                                {QStringLiteral("hpOnArrival"), spreadJson(d.hpOnArrival)}});
    QJsonArray damage;
    for (const BotReport::MonsterDamage &m : report.damageByMonster())
        damage.append(QJsonObject{{QStringLiteral("monster"), m.monster},
                                  {QStringLiteral("name"), Words::monsterName(&pack, m.monster)},
                                  {QStringLiteral("damage"), m.damage},
                                  {QStringLiteral("runs"), m.runs}});
    QJsonArray findings;
    for (const QString &f : findingWords(report, pack, shownFor(report, pack)))
        findings.append(f);
    QJsonObject firstLevelUp = spreadJson(report.firstLevelUp());
    firstLevelUp.insert(QStringLiteral("never"), report.neverLevelledUp());
    QJsonObject o{
        {QStringLiteral("pack"), report.packId},
        {QStringLiteral("seed"), QString::number(report.options.seed)},
        {QStringLiteral("runs"), n},
        {QStringLiteral("turns"), report.options.turns},
        {QStringLiteral("stuckAfter"), report.options.stuckAfter},
        {QStringLiteral("reached"),
         report.rooms ? QStringLiteral("rooms") : QStringLiteral("depth")},
        {QStringLiteral("xpIsHealth"), report.xpHealth},
        {QStringLiteral("ended"), ended},
        {QStringLiteral("winRate"), n ? double(report.count(BotRun::End::Won)) / n : 0.0},
        {QStringLiteral("deepest"), spreadJson(report.deepest())},
        {QStringLiteral("turnsPlayed"), spreadJson(report.turns())},
        {QStringLiteral("score"), spreadJson(report.score())},
        {QStringLiteral("xp"), spreadJson(report.xp())},
        {QStringLiteral("gold"), spreadJson(report.gold())},
        {QStringLiteral("firstLevelUp"), firstLevelUp},
        {QStringLiteral("curves"), curves},
        {QStringLiteral("causes"), causes},
        {QStringLiteral("deathsByDepth"), deathsByDepth},
        {QStringLiteral("itemsUsed"), items},
        {QStringLiteral("pace"), pace},
        {QStringLiteral("damageByMonster"), damage},
        {QStringLiteral("findings"), findings},
        {QStringLiteral("kills"), report.total(&BotRun::kills)},
        {QStringLiteral("battles"), report.total(&BotRun::battles)},
        {QStringLiteral("heroEscapes"), report.total(&BotRun::heroEscapes)},
        {QStringLiteral("monstersFled"),
         QJsonObject{{QStringLiteral("battles"), report.total(&BotRun::fledBattles)},
                     {QStringLiteral("map"), report.total(&BotRun::fledMap)}}},
        {QStringLiteral("chestsOpened"), report.total(&BotRun::chestsOpened)},
        {QStringLiteral("bumps"), report.total(&BotRun::bumps)},
        {QStringLiteral("touched"), report.total(&BotRun::touched)},
        {QStringLiteral("commands"), report.total(&BotRun::commands)},
        {QStringLiteral("refused"), report.total(&BotRun::refused)},
    };
    if (each) {
        QJsonArray runs;
        for (const BotRun &r : report.runs)
            runs.append(botRunJson(r));
        o.insert(QStringLiteral("each"), runs);
    }
    return o;
}

// The numbers per run: how runs ended, their spreads, and XP and gold by turn.
void printBotSpreads(const BotReport &report, const Shown &shown, Io &io) {
    const int n = int(report.runs.size());
    const QString reached =
        report.rooms ? QStringLiteral("rooms reached") : QStringLiteral("deepest depth");
    io.out << report.packId << ": " << n << (n == 1 ? " run" : " runs") << " of up to "
           << report.options.turns << " turns, seed " << report.options.seed << "\n\n";
    io.out << "ended: died " << report.count(BotRun::End::Died) << " ("
           << share(report.count(BotRun::End::Died), n) << "), won "
           << report.count(BotRun::End::Won) << " (" << share(report.count(BotRun::End::Won), n)
           << "), alive at the turn limit " << report.count(BotRun::End::TurnLimit) << " ("
           << share(report.count(BotRun::End::TurnLimit), n) << "), at the dungeon's end "
           << report.count(BotRun::End::Exhausted) << " ("
           << share(report.count(BotRun::End::Exhausted), n) << "), stuck "
           << report.count(BotRun::End::Stuck) << " (" << share(report.count(BotRun::End::Stuck), n)
           << ")\n\n";
    io.out << spreadHeader(QStringLiteral("per run"));
    io.out << spreadRow(reached, report.deepest());
    io.out << spreadRow(QStringLiteral("turns played"), report.turns());
    io.out << spreadRow(QStringLiteral("score"), report.score());
    io.out << spreadRow(report.xpHealth ? QStringLiteral("XP (health) at the end")
                                        : QStringLiteral("XP at the end"),
                        report.xp());
    if (shown.gold)
        io.out << spreadRow(QStringLiteral("gold at the end"), report.gold());
    if (shown.levels) {
        io.out << spreadRow(QStringLiteral("first level-up (turn)"), report.firstLevelUp());
        io.out << "  never levelled up: " << report.neverLevelledUp() << " of " << n << " runs\n";
    }
    io.out << "\n";

    for (const bool gold : {false, true}) {
        if (gold && !shown.gold)
            continue;
        io.out << (gold ? "gold by turn (runs still playing at that turn)\n"
                        : "XP by turn (runs still playing at that turn)\n");
        io.out << QStringLiteral("%1 %2 ")
                      .arg(QStringLiteral("turn"), 6)
                      .arg(QStringLiteral("runs"), 5)
               << spreadHeader(QString(), 0).mid(1);
        for (std::size_t i = 0; i < report.checkpoints.size(); ++i) {
            const BotSpread s = gold ? report.goldAt(int(i)) : report.xpAt(int(i));
            io.out << QStringLiteral("%1 %2 ").arg(report.checkpoints[i], 6).arg(s.count, 5)
                   << spreadRow(QString(), s, 0).mid(1);
        }
        io.out << "\n";
    }
}

void printBotCausesAndItems(const BotReport &report, const Pack &pack, Io &io) {
    const int n = int(report.runs.size());
    io.out << "causes of death\n";
    const auto causes = report.causes();
    if (causes.isEmpty())
        io.out << "  none\n";
    for (const auto &[cause, count] : causes)
        io.out << QStringLiteral("  %1 (%2)  %3\n")
                      .arg(count, 5)
                      .arg(share(count, n), 6)
                      .arg(Words::deathCause(cause, &pack));
    io.out << (report.rooms ? "\ndeaths by room (and the most frequent cause there)\n"
                            : "\ndeaths by depth (and the most frequent cause there)\n");
    const QList<BotReport::DepthDeaths> byDepth = report.deathsByDepth();
    if (byDepth.isEmpty())
        io.out << "  none\n";
    for (const BotReport::DepthDeaths &d : byDepth)
        io.out << QStringLiteral("  %1 %2 (%3)  %4 (%5)\n")
                      .arg(d.depth, 5)
                      .arg(d.deaths, 5)
                      .arg(share(d.deaths, n), 6)
                      .arg(Words::deathCause(d.causes.first().first, &pack))
                      .arg(d.causes.first().second);
    io.out << "\nitems used (uses, runs that used it)\n";
    const QMap<QString, int> used = report.itemsUsed();
    const QMap<QString, int> using_ = report.runsUsing();
    if (used.isEmpty())
        io.out << "  none\n";
    for (auto it = used.constBegin(); it != used.constEnd(); ++it)
        io.out << QStringLiteral("  %1 %2  %3 (%4)\n")
                      .arg(it.value(), 6)
                      .arg(using_.value(it.key()), 5)
                      .arg(itemName(pack, it.key()), it.key());
}

// The pace by depth (or room) and what hurt the hero, by monster.
void printBotPace(const BotReport &report, const Pack &pack, Io &io) {
    const int n = int(report.runs.size());
    const QString where = placeWord(report);
    const QString hp = healthName(report);
    io.out << "\npace by " << where << " (runs that reached it, and went on; turns there before "
           << "the next, " << hp << " on arriving: quartiles)\n";
    io.out << QStringLiteral("%1 %2 %3  %4 %5 %6  %7 %8 %9\n")
                  .arg(where, 6)
                  .arg(QStringLiteral("runs"), 5)
                  .arg(QStringLiteral("on"), 5)
                  .arg(QStringLiteral("q1"), 6)
                  .arg(QStringLiteral("turns"), 6)
                  .arg(QStringLiteral("q3"), 6)
                  .arg(QStringLiteral("q1"), 6)
                  .arg(hp, 6)
                  .arg(QStringLiteral("q3"), 6);
    for (const BotReport::DepthPace &d : report.pace()) {
        const auto cells = [](const BotSpread &s) {
            if (s.count == 0)
                return QStringLiteral("%1 %2 %3")
                    .arg(QString(), 6)
                    .arg(QStringLiteral("-"), 6)
                    .arg(QString(), 6);
            return QStringLiteral("%1 %2 %3").arg(s.q1, 6).arg(s.median, 6).arg(s.q3, 6);
        };
        io.out << QStringLiteral("%1 %2 %3  %4  %5\n")
                      .arg(d.depth, 6)
                      .arg(d.reached, 5)
                      .arg(d.turnsThere.count, 5)
                      .arg(cells(d.turnsThere), cells(d.hpOnArrival));
    }
    io.out << "\n" << hp << " lost to each monster kind (total, per run, runs it hurt)\n";
    const QList<BotReport::MonsterDamage> damage = report.damageByMonster();
    if (damage.isEmpty())
        io.out << "  none\n";
    for (const BotReport::MonsterDamage &m : damage)
        io.out << QStringLiteral("  %1 %2 %3  %4 (%5)\n")
                      .arg(m.damage, 8)
                      .arg(n ? QString::number(double(m.damage) / n, 'f', 1) : QStringLiteral("-"),
                           8)
                      .arg(m.runs, 5)
                      .arg(Words::monsterName(&pack, m.monster), m.monster);
}

void printBotTotals(const BotReport &report, const Shown &shown, Io &io) {
    const int n = int(report.runs.size());
    const auto perRun = [&](qint64 total) {
        return n ? QString::number(double(total) / n, 'f', 2) : QStringLiteral("-");
    };
    io.out << "\nmonsters and the map (total, per run)\n";
    const auto line = [&](const char *what, qint64 total) {
        io.out << QStringLiteral("  %1 %2 %3\n")
                      .arg(QLatin1String(what), -42)
                      .arg(total, 7)
                      .arg(perRun(total), 8);
    };
    line("monsters killed", report.total(&BotRun::kills));
    if (shown.battles) {
        line("battles begun", report.total(&BotRun::battles));
        line("battles the hero escaped", report.total(&BotRun::heroEscapes));
        line("monsters fled a battle (gone, no reward)", report.total(&BotRun::fledBattles));
    }
    line("monsters turned to flee on the map", report.total(&BotRun::fledMap));
    line("chests opened", report.total(&BotRun::chestsOpened));
    if (shown.contact) {
        line("walked into a monster (a collision)", report.total(&BotRun::bumps));
        line("touched by a monster", report.total(&BotRun::touched));
    }
    line("commands", report.total(&BotRun::commands));
    line("commands refused", report.total(&BotRun::refused));
}

void printBotEachRun(const BotReport &report, const Pack &pack, Io &io) {
    io.out << "\neach run (play one again: permadungeon --pack PACK --seed SEED)\n";
    io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                  .arg(QStringLiteral("run"), 5)
                  .arg(QStringLiteral("seed"), 20)
                  .arg(QStringLiteral("end"), -10)
                  .arg(QStringLiteral("turns"), 6)
                  .arg(report.rooms ? QStringLiteral("rooms") : QStringLiteral("depth"), 6)
                  .arg(QStringLiteral("score"), 6)
                  .arg(QStringLiteral("xp"), 6)
                  .arg(QStringLiteral("cause"));
    for (const BotRun &r : report.runs)
        io.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
                      .arg(r.index, 5)
                      .arg(r.seed, 20)
                      .arg(endName(r.end), -10)
                      .arg(r.turns, 6)
                      .arg(r.deepest, 6)
                      .arg(r.score, 6)
                      .arg(r.xp, 6)
                      .arg(r.end == BotRun::End::Died ? Words::deathCause(r.cause, &pack)
                                                      : QString());
}

void printText(const BotReport &report, const Pack &pack, bool each, Io &io) {
    const Shown shown = shownFor(report, pack);
    printBotSpreads(report, shown, io);
    printBotCausesAndItems(report, pack, io);
    printBotPace(report, pack, io);
    printBotTotals(report, shown, io);
    if (each)
        printBotEachRun(report, pack, io);
    const QStringList findings = findingWords(report, pack, shown);
    io.out << "\nfindings\n";
    if (findings.isEmpty())
        io.out << "  nothing stands out\n";
    for (const QString &f : findings)
        io.out << "  " << f << "\n";
}

// The level as it stands: '@' the hero, 'm' a monster, 'c' a closed chest, 'o' an opened one,
// '^' a trap still set.
QString traceMap(const Game &game) {
    const LevelState &ls = game.level();
    QStringList rows = ls.level.toAscii(false);
    const auto put = [&](Point p, QChar c) {
        if (p.y >= 0 && p.y < rows.size() && p.x >= 0 && p.x < rows[p.y].size())
            rows[p.y][p.x] = c;
    };
    for (const TrapState &t : ls.traps)
        if (!t.sprung)
            put(t.pos, u'^');
    for (const ChestState &c : ls.chests)
        put(c.pos, c.opened ? u'o' : u'c');
    for (const Actor &a : ls.actors)
        put(a.pos, u'm');
    put(game.state().hero.pos, u'@');
    QString out;
    for (const QString &row : std::as_const(rows))
        out += QStringLiteral("      ") + row + u'\n';
    return out;
}

void addBotOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Plays whole runs headless with the game's own automation (AutoPlay: the same choices as "
        "the Game tab's explore, fight, stairs and medicine keys) until the hero dies, wins or "
        "reaches the turn limit, and reports per pack: depth or rooms reached, turns, score, "
        "causes of death, the turn of the first level-up, XP and gold by turn (mean and "
        "quartiles), items used, monsters that fled, and the win rate. A run that makes no "
        "progress for a long time is stopped and counted as stuck. Deterministic: the same pack, "
        "seed, runs and turns give the same report on any number of threads. See docs/bot.md."));
    ctx.addPackArgument();
    ctx.addSeedOption(QStringLiteral("Seed: a number or any text (default 1); run i plays a seed "
                                     "derived from it."));
    ctx.addOption(QStringLiteral("runs"), QStringLiteral("N"),
                  QStringLiteral("Runs to play (default 100)."));
    ctx.addOption(QStringLiteral("turns"), QStringLiteral("T"),
                  QStringLiteral("Game turns at most per run (default 500)."));
    ctx.addOption(QStringLiteral("stuck-after"), QStringLiteral("N"),
                  QStringLiteral("Stop a run as stuck after this many commands in a row without "
                                 "progress (default 300)."));
    ctx.addThreadsOption();
    ctx.addSwitch(QStringLiteral("each"), QStringLiteral("Also list every run with its seed."));
    ctx.addOption(QStringLiteral("trace"), QStringLiteral("I"),
                  QStringLiteral("Instead of the report, play run I (0 is the first) alone and "
                                 "print every command the bot gave with what the game answered."));
    ctx.addSwitch(QStringLiteral("maps"), QStringLiteral("With --trace: the map after every "
                                                         "command, not only on a new level."));
    ctx.addOption(QStringLiteral("against"), QStringLiteral("OTHER"),
                  QStringLiteral("Instead of the report, play the same runs of the pack OTHER too "
                                 "and compare the two: each figure in both, the difference and "
                                 "its 95 % bootstrap interval over runs; a difference whose "
                                 "interval holds 0 is within the noise."));
    ctx.addJsonOption();
    ctx.setUsage(QStringLiteral(
        "Usage: permadungeon-cli bot PACK [--seed S] [--runs N] [--turns T] [--stuck-after N] "
        "[--threads N] [--each] [--trace I [--maps]] [--against OTHER] [--json]"));
}

// What to play: `trace` is the run to trace alone (-1: none, the report).
struct BotRequest {
    BotOptions options;
    int trace = -1;
};

// On a loaded pack; nullopt after a message (ctx.exitCode()).
std::optional<BotRequest> botRequest(CommandContext &ctx) {
    if (ctx.arguments().size() != 1) {
        ctx.usageError(QStringLiteral("needs one pack"));
        return std::nullopt;
    }
    // Every count is read, so that each mistake is told at once, before the usage line.
    const auto runs = ctx.count(QStringLiteral("runs"), 100, 100000);
    const auto turns = ctx.count(QStringLiteral("turns"), 500, 1000000);
    const auto stuck = ctx.count(QStringLiteral("stuck-after"), 300, 1000000);
    const auto threads = ctx.threads();
    const auto trace = ctx.number(QStringLiteral("trace"), -1, 0, std::numeric_limits<int>::max());
    if (!trace) {
        ctx.optionError(QStringLiteral("--trace takes a run's index (0 or more), not \"") +
                        ctx.value(QStringLiteral("trace")) + u'"');
        ctx.repeatUsage();
        return std::nullopt;
    }
    if (!runs || !turns || !stuck || !threads) {
        ctx.repeatUsage();
        return std::nullopt;
    }
    if (ctx.isSet(QStringLiteral("against")) &&
        (*trace >= 0 || ctx.isSet(QStringLiteral("each")))) {
        ctx.optionError(QStringLiteral("--against compares two reports: not with --trace or "
                                       "--each"));
        ctx.repeatUsage();
        return std::nullopt;
    }
    if (!ctx.loadPack())
        return std::nullopt;
    BotRequest request;
    request.options.runs = *runs;
    request.options.turns = *turns;
    request.options.stuckAfter = *stuck;
    request.options.threads = *threads;
    request.options.seed = ctx.seed().value_or(1);
    request.trace = *trace;
    return request;
}

// One run alone, every command the bot gave with what the game answered.
void traceBotRun(const Pack &pack, const BotOptions &options, int index, bool everyMap, Io &io) {
    const std::uint64_t runSeed = BotRun::seedFor(options.seed, index);
    io.out << "run " << index << " of seed " << options.seed << ": game seed " << runSeed << "\n";
    int shownDepth = 0;
    QStringList recap; // the end screen's recap, worded when the run ends
    const auto watch = [&](const Game &game, const pd::Command &command, bool accepted,
                           const QList<LogEntry> &written) {
        if (game.isOver() && recap.isEmpty())
            recap = RecapWords::recapText(game);
        const Point at = game.state().hero.pos;
        io.out << "[" << game.state().turn << "] " << command.toText()
               << (accepted ? "" : "  (refused)") << "  -> " << at.x << "," << at.y << "\n";
        for (const LogEntry &entry : written)
            io.out << "      " << Words::logLine(entry, game) << "\n";
        if (game.state().depth != shownDepth || everyMap) {
            // A new level or room (or, with --maps, every turn): the map as it stands.
            shownDepth = game.state().depth;
            io.out << traceMap(game);
        }
    };
    const BotRun run =
        BotRun::play(pack, runSeed, options, BotReport::checkpointsFor(options.turns), watch);
    io.out << "end: " << endName(run.end) << " at turn " << run.turns << ", "
           << (pack.ruleset.levels == Ruleset::Levels::Disposable ? "rooms " : "depth ")
           << run.deepest << ", score " << run.score << ", XP " << run.xp << "\n";
    for (const QString &line : recap)
        io.out << line << "\n";
}

QString figureName(const BotComparison::Row &row, const BotReport &report, const Pack &pack) {
    using F = BotComparison::Figure;
    switch (row.figure) {
    case F::Died:
        return QStringLiteral("deaths");
    case F::Won:
        return QStringLiteral("wins");
    case F::Deepest:
        return report.rooms ? QStringLiteral("rooms reached") : QStringLiteral("deepest depth");
    case F::Turns:
        return QStringLiteral("turns played");
    case F::Xp:
        return report.xpHealth ? QStringLiteral("XP (health) at the end")
                               : QStringLiteral("XP at the end");
    case F::Gold:
        return QStringLiteral("gold at the end");
    case F::DiedAt:
        return QStringLiteral("deaths in %1 %2").arg(placeWord(report)).arg(row.depth);
    case F::DamageBy:
        return QStringLiteral("%1 lost to the %2")
            .arg(healthName(report), Words::inSentence(Words::monsterName(&pack, row.monster)));
    }
    return {};
}

// A share as a percentage, a mean with one decimal.
QString figureValue(const BotComparison::Row &row, double v, bool sign = false) {
    using F = BotComparison::Figure;
    const bool share = row.figure == F::Died || row.figure == F::Won || row.figure == F::DiedAt;
    const QString text = share ? QString::number(v * 100, 'f', 1) + u'%' : oneDecimal(v);
    return sign && v >= 0 ? u'+' + text : text;
}

// The significant differences in words: "deaths in depth 3: 12.0% -> 31.0%, mostly killed by
// the zombie brute".
QStringList comparisonWords(const BotComparison &c, const BotReport &b, const Pack &pack) {
    QStringList out;
    const QList<BotReport::DepthDeaths> byDepth = b.deathsByDepth();
    for (const BotComparison::Row &row : c.significant()) {
        QString line =
            QStringLiteral("%1: %2 -> %3")
                .arg(figureName(row, b, pack), figureValue(row, row.a), figureValue(row, row.b));
        if (row.figure == BotComparison::Figure::DiedAt)
            for (const BotReport::DepthDeaths &d : byDepth)
                if (d.depth == row.depth && !d.causes.isEmpty())
                    line += QStringLiteral(", mostly %1")
                                .arg(Words::deathCause(d.causes.first().first, &pack));
        out << line;
    }
    return out;
}

void printComparison(const BotComparison &c, const BotReport &a, const BotReport &b,
                     const Pack &pack, Io &io) {
    io.out << a.packId << " against " << b.packId << ": " << a.runs.size() << " runs each of up to "
           << a.options.turns << " turns, seed " << a.options.seed
           << "; 95% bootstrap intervals of the difference over runs\n\n";
    io.out << QStringLiteral("%1 %2 %3 %4  %5\n")
                  .arg(QStringLiteral("figure"), -34)
                  .arg(QStringLiteral("PACK"), 9)
                  .arg(QStringLiteral("OTHER"), 9)
                  .arg(QStringLiteral("difference"), 11)
                  .arg(QStringLiteral("95% interval"));
    for (const BotComparison::Row &row : c.rows)
        io.out << QStringLiteral("%1 %2 %3 %4  [%5, %6]%7\n")
                      .arg(figureName(row, b, pack), -34)
                      .arg(figureValue(row, row.a), 9)
                      .arg(figureValue(row, row.b), 9)
                      .arg(figureValue(row, row.difference(), true), 11)
                      .arg(figureValue(row, row.low, true), figureValue(row, row.high, true))
                      .arg(row.significant() ? QStringLiteral("  *") : QString());
    const QStringList words = comparisonWords(c, b, pack);
    io.out << "\nsignificant differences (*)\n";
    if (words.isEmpty())
        io.out << "  none: every difference is within the noise of " << a.runs.size() << " runs\n";
    for (const QString &w : words)
        io.out << "  " << w << "\n";
}

QJsonObject comparisonJson(const BotComparison &c, const BotReport &a, const BotReport &b,
                           const Pack &pack) {
    QJsonArray rows;
    static const char *const names[] = {"died", "won",  "deepest", "turns",
                                        "xp",   "gold", "diedAt",  "damageBy"};
    for (const BotComparison::Row &row : c.rows) {
        QJsonObject o{{QStringLiteral("figure"), QLatin1String(names[int(row.figure)])},
                      {QStringLiteral("text"), figureName(row, b, pack)},
                      {QStringLiteral("pack"), row.a},
                      {QStringLiteral("other"), row.b},
                      {QStringLiteral("difference"), row.difference()},
                      {QStringLiteral("low"), row.low},
                      {QStringLiteral("high"), row.high},
                      {QStringLiteral("significant"), row.significant()}};
        if (row.figure == BotComparison::Figure::DiedAt)
            o.insert(QStringLiteral("depth"), row.depth);
        if (row.figure == BotComparison::Figure::DamageBy)
            o.insert(QStringLiteral("monster"), row.monster);
        rows.append(o);
    }
    QJsonArray words;
    for (const QString &w : comparisonWords(c, b, pack))
        words.append(w);
    return {{QStringLiteral("pack"), a.packId},
            {QStringLiteral("other"), b.packId},
            {QStringLiteral("seed"), QString::number(a.options.seed)},
            {QStringLiteral("runs"), int(a.runs.size())},
            {QStringLiteral("turns"), a.options.turns},
            {QStringLiteral("resamples"), BotComparison::kResamples},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("significant"), words}};
}

} // namespace

int runBot(const QStringList &args, Io &io) {
    CommandContext ctx("bot", io);
    addBotOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    const std::optional<BotRequest> request = botRequest(ctx);
    if (!request)
        return ctx.exitCode();
    const BotOptions &options = request->options;
    if (request->trace >= 0) {
        traceBotRun(ctx.pack(), options, request->trace, ctx.isSet(QStringLiteral("maps")), io);
        return Ok;
    }
    if (ctx.isSet(QStringLiteral("against"))) {
        const Pack pack = ctx.pack();
        if (!ctx.loadPack(ctx.value(QStringLiteral("against"))))
            return ctx.exitCode();
        const Pack &other = ctx.pack();
        const auto [a, b] = ctx.timed([&] {
            return std::pair{BotReport::play(pack, options), BotReport::play(other, options)};
        });
        const BotComparison c = BotComparison::compare(a, b, options.seed);
        if (ctx.json())
            printJson(io, QJsonDocument(comparisonJson(c, a, b, other)));
        else
            printComparison(c, a, b, other, io);
        ctx.reportTime(options.threads);
        return Ok;
    }
    const BotReport report = ctx.timed([&] { return BotReport::play(ctx.pack(), options); });
    const bool each = ctx.isSet(QStringLiteral("each"));
    if (ctx.json())
        printJson(io, QJsonDocument(reportJson(report, ctx.pack(), each)));
    else
        printText(report, ctx.pack(), each, io);
    ctx.reportTime(options.threads);
    return Ok;
}

} // namespace pd::cli
