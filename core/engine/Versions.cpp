#include "engine/Versions.h"

#include "data/GeneratorSettings.h"
#include "random/Rng.h"

namespace pd {

QJsonObject currentVersions() {
    return {{QStringLiteral("rng"), Rng::kVersion},
            {QStringLiteral("rooms"), kRoomsVersion},
            {QStringLiteral("caves"), kCavesVersion},
            {QStringLiteral("maze"), kMazeVersion},
            {QStringLiteral("mazeWalk"), kMazeWalkVersion},
            {QStringLiteral("chambers"), kChambersVersion},
            {QStringLiteral("rules"), kRulesVersion}};
}

bool checkVersions(const QJsonValue &recorded, QString *pointer, QString *message) {
    const auto fail = [&](const QString &at, const QString &why) {
        if (pointer)
            *pointer = at;
        if (message)
            *message = why;
        return false;
    };
    if (!recorded.isObject())
        return fail(QStringLiteral("/versions"),
                    QStringLiteral("expected the versions of the generators it was made with "
                                   "(without them the dungeon it plays cannot be trusted)"));
    const QJsonObject o = recorded.toObject();
    const QJsonObject ours = currentVersions();
    for (auto it = ours.constBegin(); it != ours.constEnd(); ++it) {
        const QString at = QStringLiteral("/versions/") + it.key();
        const bool rules = it.key() == QLatin1String("rules");
        const QString what =
            it.key() == QLatin1String("rng")        ? QStringLiteral("random number generator")
            : rules                                 ? QStringLiteral("rules of play")
            : it.key() == QLatin1String("mazeWalk") ? QStringLiteral("maze generator's walk")
                                                    : QStringLiteral("%1 generator").arg(it.key());
        // Before the rules had a version, they were version 1.
        if (rules && !o.contains(it.key()))
            return fail(at, QStringLiteral("made with the rules of play version 1; this build has "
                                           "version %1, which plays another game from the same "
                                           "seed")
                                .arg(it.value().toInt()));
        if (!o.contains(it.key()))
            return fail(at, QStringLiteral("made by an older build without the %1 (this build "
                                           "has version %2)")
                                .arg(what)
                                .arg(it.value().toInt()));
        const QJsonValue v = o.value(it.key());
        if (!v.isDouble() || v.toDouble() != double(v.toInt()))
            return fail(
                at, QStringLiteral("expected the version of the %1 as a whole number").arg(what));
        if (v.toInt() != it.value().toInt())
            return fail(at, QStringLiteral("made with the %1 version %2; this build has version "
                                           "%3, which makes another game from the same seed")
                                .arg(what)
                                .arg(v.toInt())
                                .arg(it.value().toInt()));
    }
    return true;
}

} // namespace pd
