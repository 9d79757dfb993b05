#include "PlaytestWords.h"

#include "data/Pack.h"
#include "words/Words.h"

#include <QLocale>

namespace pd {

QString PlaytestWords::placeName(const BotReport &report) {
    return report.rooms ? tr("Room") : tr("Depth");
}

QString PlaytestWords::healthName(const BotReport &report) {
    return report.xpHealth ? tr("XP") : tr("HP");
}

QString PlaytestWords::endName(BotRun::End end) {
    switch (end) {
    case BotRun::End::Died:
        return tr("died");
    case BotRun::End::Won:
        return tr("won");
    case BotRun::End::TurnLimit:
        return tr("alive at the turn limit");
    case BotRun::End::Exhausted:
        return tr("nothing left to do");
    case BotRun::End::Stuck:
        return tr("stuck");
    }
    return {};
}

QString PlaytestWords::figureName(const BotComparison::Row &row, const BotReport &report,
                                  const Pack &pack) {
    using F = BotComparison::Figure;
    switch (row.figure) {
    case F::Died:
        return tr("Deaths");
    case F::Won:
        return tr("Wins");
    case F::Deepest:
        return report.rooms ? tr("Rooms reached") : tr("Deepest depth");
    case F::Turns:
        return tr("Turns played");
    case F::Xp:
        return report.xpHealth ? tr("XP (health) at the end") : tr("XP at the end");
    case F::Gold:
        return tr("Gold at the end");
    case F::DiedAt:
        return report.rooms ? tr("Deaths in room %1").arg(row.depth)
                            : tr("Deaths at depth %1").arg(row.depth);
    case F::DamageBy:
        return tr("%1 lost to the %2")
            .arg(healthName(report), Words::inSentence(Words::monsterName(&pack, row.monster)));
    }
    return {};
}

QString PlaytestWords::share(double value) {
    return QLocale().toString(value * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString PlaytestWords::figureValue(const BotComparison::Row &row, double value, bool sign) {
    using F = BotComparison::Figure;
    const bool isShare = row.figure == F::Died || row.figure == F::Won || row.figure == F::DiedAt;
    QString text = isShare ? QLocale().toString(value * 100.0, 'f', 1) + QStringLiteral(" %")
                           : QLocale().toString(value, 'f', 1);
    if (sign && value > 0)
        text.prepend(u'+');
    else if (sign && value < 0)
        text.replace(0, 1, QChar(0x2212)); // a minus sign, not a hyphen
    return text;
}

QString PlaytestWords::summary(const BotReport &report, const Pack &pack) {
    const int runs = int(report.runs.size());
    if (runs == 0)
        return {};
    const int died = report.count(BotRun::End::Died), won = report.count(BotRun::End::Won);
    const BotSpread deepest = report.deepest();
    QStringList parts;
    parts << tr("%1 runs of up to %2 turns").arg(runs).arg(report.options.turns);
    parts << tr("%1 died").arg(share(double(died) / runs));
    if (!pack.ruleset.winItem.isEmpty() || won > 0)
        parts << tr("%1 won").arg(share(double(won) / runs));
    parts << (report.rooms ? tr("rooms reached: median %1 (%2–%3)")
                           : tr("depth reached: median %1 (%2–%3)"))
                 .arg(deepest.median)
                 .arg(deepest.min)
                 .arg(deepest.max);
    if (pack.ruleset.experience.size() > 1) {
        const BotSpread first = report.firstLevelUp();
        if (first.count > 0)
            parts << tr("first level-up at turn %1 (median)").arg(first.median);
    }
    return parts.join(QStringLiteral(" · "));
}

QStringList PlaytestWords::differences(const BotComparison &comparison, const BotReport &now,
                                       const Pack &pack) {
    QStringList out;
    const QList<BotReport::DepthDeaths> byDepth = now.deathsByDepth();
    const QList<QPair<DeathCause, int>> causes = now.causes();
    for (const BotComparison::Row &row : comparison.significant()) {
        QString line =
            tr("%1: %2 → %3")
                .arg(figureName(row, now, pack), figureValue(row, row.a), figureValue(row, row.b));
        // What the deaths are mostly of, now: the first thing a designer asks.
        if (row.figure == BotComparison::Figure::DiedAt) {
            for (const BotReport::DepthDeaths &d : byDepth)
                if (d.depth == row.depth && !d.causes.isEmpty())
                    line = tr("%1, mostly %2")
                               .arg(line, Words::deathCause(d.causes.first().first, &pack));
        } else if (row.figure == BotComparison::Figure::Died && row.b > row.a &&
                   !causes.isEmpty()) {
            line = tr("%1, mostly %2").arg(line, Words::deathCause(causes.first().first, &pack));
        }
        out << line;
    }
    return out;
}

QStringList PlaytestWords::findings(const BotReport &report, const Pack &pack) {
    QStringList out;
    const bool levels = pack.ruleset.experience.size() > 1;
    for (const BotReport::Finding &f : report.findings(pack.ruleset.depth, levels)) {
        switch (f.kind) {
        case BotReport::Finding::Kind::DeadliestCause:
            out << tr("The most frequent death: %1, in %2 of %3 runs.")
                       .arg(Words::deathCause(f.cause, &pack))
                       .arg(f.count)
                       .arg(f.of);
            break;
        case BotReport::Finding::Kind::HardestMonster:
            out << tr("The %1 costs the hero most: %2 of the %3 %4 lost to monsters.")
                       .arg(Words::inSentence(Words::monsterName(&pack, f.monster)))
                       .arg(f.count)
                       .arg(f.of)
                       .arg(healthName(report));
            break;
        case BotReport::Finding::Kind::SlowestDepth:
            out << (report.rooms ? tr("Runs stall in room %1: a median of %2 turns there, "
                                      "against %3 for a room overall.")
                                 : tr("Runs stall at depth %1: a median of %2 turns there, "
                                      "against %3 for a depth overall."))
                       .arg(f.depth)
                       .arg(f.count)
                       .arg(f.of);
            break;
        case BotReport::Finding::Kind::Unreached:
            out << (report.rooms ? tr("No run reached room %1 of %2.")
                                 : tr("No run reached depth %1 of %2."))
                       .arg(f.depth)
                       .arg(f.of);
            break;
        case BotReport::Finding::Kind::NeverLevelled:
            out << tr("%1 of %2 runs never levelled up.").arg(f.count).arg(f.of);
            break;
        }
    }
    return out;
}

} // namespace pd
