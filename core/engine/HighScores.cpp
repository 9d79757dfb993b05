#include "engine/HighScores.h"

#include <algorithm>

#include "engine/DocumentReader.h"
#include "files/AtomicFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace pd {

int HighScores::insert(const Entry &entry) {
    qsizetype at = 0;
    while (at < m_entries.size() && m_entries[at].score >= entry.score)
        ++at;
    if (at >= kCapacity)
        return 0;
    m_entries.insert(at, entry);
    while (m_entries.size() > kCapacity)
        m_entries.removeLast();
    return int(at) + 1;
}

HighScores::Entry HighScores::entryFor(const RunSummary &s, const QString &pack,
                                       const QString &seed, const QDateTime &when) {
    return {s.hero, pack, seed, s.score, s.deepest, s.turn, s.won, s.cause, when, s.kills};
}

bool HighScores::load(const QString &path, QString *error) {
    m_entries.clear();
    if (!QFile::exists(path))
        return true;
    Diagnostics diagnostics;
    // Format 1 is the one this version reads.
    const JsonSource src =
        readDocument(path, {1, QStringLiteral("a high-score table of format 1")}, diagnostics);
    // A damaged table is refused as a whole (and left alone): loading it as empty would let the
    // next save overwrite the runs it still holds.
    auto fail = [&](const QString &pointer, const QString &message) {
        reportAt(diagnostics, src, pointer, message);
        if (error)
            *error = diagnostics.toStringList().join(u'\n');
        m_entries.clear();
        return false;
    };
    if (!src.isValid()) {
        if (error)
            *error = diagnostics.isEmpty() ? QStringLiteral("%1: not a high-score table").arg(path)
                                           : diagnostics.toStringList().join(u'\n');
        return false;
    }
    const QJsonObject root = src.root.toObject();
    const QJsonValue scores = root.value(QStringLiteral("scores"));
    if (!scores.isArray())
        return fail(QStringLiteral("/scores"), QStringLiteral("expected the list of runs"));
    const QJsonArray list = scores.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString pointer = QStringLiteral("/scores/%1").arg(i);
        if (!list[i].isObject())
            return fail(pointer, QStringLiteral("expected a run (an object)"));
        const QJsonObject o = list[i].toObject();
        // Whole numbers that a double holds exactly; checked before any conversion.
        const double score = o.value(QStringLiteral("score")).toDouble(0.5);
        if (!(score >= -9007199254740992.0 && score <= 9007199254740992.0) ||
            score != double(qint64(score)))
            return fail(pointer + QStringLiteral("/score"),
                        QStringLiteral("expected the score as a whole number"));
        Entry e;
        e.hero = o.value(QStringLiteral("hero")).toString();
        e.pack = o.value(QStringLiteral("pack")).toString();
        e.seed = o.value(QStringLiteral("seed")).toString();
        e.score = qint64(score);
        e.depth = o.value(QStringLiteral("depth")).toInt(1);
        e.turn = o.value(QStringLiteral("turn")).toInt();
        e.won = o.value(QStringLiteral("won")).toBool();
        e.cause = DeathCause::fromString(o.value(QStringLiteral("cause")).toString());
        e.when = QDateTime::fromString(o.value(QStringLiteral("when")).toString(), Qt::ISODate);
        e.kills = std::max(0, o.value(QStringLiteral("kills")).toInt());
        insert(e);
    }
    return true;
}

QJsonObject HighScores::Entry::toJson() const {
    return {{QStringLiteral("hero"), hero},   {QStringLiteral("pack"), pack},
            {QStringLiteral("seed"), seed},   {QStringLiteral("score"), double(score)},
            {QStringLiteral("depth"), depth}, {QStringLiteral("turn"), turn},
            {QStringLiteral("won"), won},     {QStringLiteral("cause"), cause.toString()},
            {QStringLiteral("kills"), kills}, {QStringLiteral("when"), when.toString(Qt::ISODate)}};
}

bool HighScores::save(const QString &path, QString *error) const {
    QJsonArray list;
    for (const Entry &e : m_entries)
        list.append(e.toJson());
    const QByteArray data =
        QJsonDocument(QJsonObject{{QStringLiteral("format"), 1}, {QStringLiteral("scores"), list}})
            .toJson(QJsonDocument::Indented);
    return AtomicFile::write(path, data, error);
}

} // namespace pd
