#pragma once

#include <QString>
#include <QStringList>

namespace pd {

// The "did you mean" of a misspelt id or word: the candidate nearest to `word` by edit distance
// (insertions, deletions, substitutions and swaps of two neighbours, letter case aside), when it
// is near enough to be a slip of the keyboard: one edit for words of up to four letters, two up
// to eight, three beyond. Nothing for an empty word, when the word is itself a candidate, or
// when two candidates are nearest alike (a guess between them would mislead).
QString closestMatch(const QString &word, const QStringList &candidates);

// The optimal-string-alignment distance between two strings (letter case aside), or `limit` + 1
// as soon as it is known to exceed `limit`.
int editDistance(QStringView a, QStringView b, int limit);

} // namespace pd
