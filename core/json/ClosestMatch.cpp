#include "ClosestMatch.h"

#include <algorithm>
#include <vector>

namespace pd {

int editDistance(QStringView a, QStringView b, int limit) {
    const qsizetype n = a.size(), m = b.size();
    if (std::abs(int(n - m)) > limit)
        return limit + 1;
    // Three rows of the dynamic programme: two back for a swap of neighbours.
    std::vector<int> before(std::size_t(m + 1)), previous(std::size_t(m + 1)),
        current(std::size_t(m + 1));
    for (qsizetype j = 0; j <= m; ++j)
        previous[std::size_t(j)] = int(j);
    int previousBest = 0;
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        int best = current[0];
        const QChar ai = a[i - 1].toCaseFolded();
        for (qsizetype j = 1; j <= m; ++j) {
            const QChar bj = b[j - 1].toCaseFolded();
            const int cost = ai == bj ? 0 : 1;
            int d = std::min({previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1,
                              previous[std::size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && ai == b[j - 2].toCaseFolded() && a[i - 2].toCaseFolded() == bj)
                d = std::min(d, before[std::size_t(j - 2)] + 1);
            current[std::size_t(j)] = d;
            best = std::min(best, d);
        }
        // A swap reaches back two rows: only two rows over the limit end the search.
        if (best > limit && previousBest > limit)
            return limit + 1;
        previousBest = best;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[std::size_t(m)], limit + 1);
}

QString closestMatch(const QString &word, const QStringList &candidates) {
    const QString trimmed = word.trimmed();
    if (trimmed.isEmpty() || candidates.contains(trimmed))
        return {};
    const int limit = trimmed.size() <= 4 ? 1 : trimmed.size() <= 8 ? 2 : 3;
    QString best;
    int bestDistance = limit + 1;
    int ties = 0;
    for (const QString &candidate : candidates) {
        if (candidate.isEmpty())
            continue;
        const int d = editDistance(trimmed, candidate, std::min(limit, bestDistance));
        if (d < bestDistance) {
            bestDistance = d;
            best = candidate;
            ties = 1;
        } else if (d == bestDistance && d <= limit) {
            ++ties;
        }
    }
    // Two ids as near as each other ("potion-hp-9": -1, -2 and -3): a guess would mislead.
    return bestDistance <= limit && ties == 1 ? best : QString();
}

} // namespace pd
