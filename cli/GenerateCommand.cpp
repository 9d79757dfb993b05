#include "Cli.h"
#include "PackOption.h"

#include "files/AtomicFile.h"
#include "gen/Dungeon.h"
#include "random/Rng.h"
#include "render/LevelRenderer.h"

#include <QBuffer>
#include <QFile>
#include <QJsonObject>

namespace pd::cli {

namespace {

QString legend(const Level &level) {
    QString out = QStringLiteral("legend: # wall  . floor  + door  < stairs up  > stairs down  "
                                 "@ arrival  m monster  c chest  ^ trap  * chip  ! item\n");
    QMap<QString, int> counts;
    for (const LevelEntity &e : level.entities)
        counts[LevelEntity::kindName(e.kind) + u' ' + e.id] += e.quantity;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        out += QStringLiteral("  %1 × %2\n").arg(it.value()).arg(it.key());
    return out;
}

bool writeOutput(const QString &path, const QByteArray &data, Io &io) {
    if (path.isEmpty() || path == QLatin1String("-")) {
        io.out << QString::fromUtf8(data);
        return true;
    }
    if (QString error; !AtomicFile::write(path, data, &error)) {
        io.err << "permadungeon-cli: generate: cannot write " << error << "\n";
        return false;
    }
    return true;
}

} // namespace

int runGenerate(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Generates one level of a pack's dungeon. The same pack, seed and depth always give the "
        "same level."));
    parser.addPositionalArgument(QStringLiteral("PACK"), QStringLiteral("The pack folder."));
    const QCommandLineOption seedOpt(QStringLiteral("seed"),
                                     QStringLiteral("The run's seed: a number or any text."),
                                     QStringLiteral("S"));
    const QCommandLineOption depthOpt(
        QStringLiteral("depth"), QStringLiteral("The level (default 1)."), QStringLiteral("D"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("ascii (default), json or png."),
                                    QStringLiteral("FORMAT"), QStringLiteral("ascii"));
    const QCommandLineOption outOpt(QStringLiteral("out"),
                                    QStringLiteral("Write to FILE (png needs it; default: "
                                                   "standard output)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption entryOpt(QStringLiteral("entry"),
                                      QStringLiteral("Room-by-room packs: the wall the hero comes "
                                                     "in through (n, e, s, w)."),
                                      QStringLiteral("SIDE"));
    const QCommandLineOption cellOpt(QStringLiteral("cell"),
                                     QStringLiteral("png: pixels per cell (default: fits 1600; "
                                                    "under 6, one colour a cell)."),
                                     QStringLiteral("PX"));
    const QCommandLineOption lookOpt(QStringLiteral("look"),
                                     QStringLiteral("png: the game's look, tiles (default) or "
                                                    "glyph."),
                                     QStringLiteral("LOOK"), QStringLiteral("tiles"));
    parser.addOptions({seedOpt, depthOpt, format, outOpt, entryOpt, cellOpt, lookOpt});
    const QString usage =
        QStringLiteral("Usage: permadungeon-cli generate PACK --seed S [--depth D] "
                       "[--format ascii|json|png] [--out FILE]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || !parser.isSet(seedOpt)) {
        io.err << "permadungeon-cli: generate needs a pack folder and --seed\n" << usage << "\n";
        return UsageError;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("ascii") && fmt != QLatin1String("json") &&
        fmt != QLatin1String("png")) {
        io.err << "permadungeon-cli: --format is ascii, json or png, not \"" << fmt << "\"\n";
        return UsageError;
    }
    if (fmt == QLatin1String("png") && !parser.isSet(outOpt)) {
        io.err << "permadungeon-cli: --format png needs --out FILE\n";
        return UsageError;
    }
    const auto depth = countOption(parser, QStringLiteral("depth"), 1, 999, io);
    if (!depth)
        return UsageError;
    std::optional<Side> entry;
    if (parser.isSet(entryOpt)) {
        Side s;
        if (!sideFromName(parser.value(entryOpt), s)) {
            io.err << "permadungeon-cli: --entry is one of n, e, s, w\n";
            return UsageError;
        }
        entry = s;
    }
    Pack pack;
    if (!loadPackForCommand(pos.first(), "generate", io, pack))
        return InvalidInput;
    const std::uint64_t seed = seed::fromText(parser.value(seedOpt));
    Dungeon dungeon(pack, seed);
    QString error;
    GeneratorSettings settings;
    Level level;
    if (entry && dungeon.settingsFor(*depth, settings) &&
        settings.kind == GeneratorSettings::Kind::Chambers)
        level = dungeon.chamber(*depth, entry, &error);
    else
        level = dungeon.level(*depth, &error);
    if (!error.isEmpty()) {
        io.err << "permadungeon-cli: generate: " << error << "\n";
        return InvalidInput;
    }
    const QString out = parser.value(outOpt);
    if (fmt == QLatin1String("png")) {
        bool ok = false;
        int cell = 0;
        if (parser.isSet(cellOpt)) {
            cell = parser.value(cellOpt).toInt(&ok);
            if (!ok || cell < 1 || cell > 64) {
                io.err << "permadungeon-cli: --cell takes 1 to 64 pixels\n";
                return UsageError;
            }
        }
        const QString look = parser.value(lookOpt);
        if (look != QLatin1String("tiles") && look != QLatin1String("glyph")) {
            io.err << "permadungeon-cli: --look is tiles or glyph, not \"" << look << "\"\n";
            return UsageError;
        }
        if (cell == 0)
            cell = std::clamp(1600 / std::max({1, level.width(), level.height()}), 2, 32);
        LevelRenderer renderer;
        renderer.setPack(&pack);
        renderer.setLook(look == QLatin1String("glyph") ? MapLook::Glyph : MapLook::Tiles);
        renderer.setCellSize(cell);
        // Encoded in memory first: libpng meeting a failing disk longjmps out and leaks its
        // picture, and a whole file is one checked write either way.
        QByteArray picture;
        QBuffer buffer(&picture);
        buffer.open(QIODevice::WriteOnly);
        if (!renderer.levelImage(level).save(&buffer, "PNG")) {
            io.err << "permadungeon-cli: generate: cannot encode the picture\n";
            return InvalidInput;
        }
        if (!AtomicFile::write(out, picture, &error)) {
            io.err << "permadungeon-cli: generate: cannot write " << error << "\n";
            return InvalidInput;
        }
        io.out << out << ": " << level.generator << " level, depth " << level.depth << ", "
               << level.width() << "×" << level.height() << ", seed " << seed << "\n";
        return Ok;
    }
    if (fmt == QLatin1String("json")) {
        QJsonObject o = level.toJson();
        o.insert(QStringLiteral("seed"), QString::number(seed));
        o.insert(QStringLiteral("pack"), pack.manifest.id);
        o.insert(QStringLiteral("packVersion"), pack.manifest.version.toString());
        o.insert(QStringLiteral("packHash"), QString::fromLatin1(pack.contentHash()));
        return writeOutput(out, QJsonDocument(o).toJson(QJsonDocument::Indented), io)
                   ? Ok
                   : InvalidInput;
    }
    QString text = QStringLiteral("%1 — seed %2, depth %3: %4 (v%5), %6×%7, %8 rooms\n")
                       .arg(pack.manifest.name)
                       .arg(seed)
                       .arg(level.depth)
                       .arg(level.generator)
                       .arg(level.generatorVersion)
                       .arg(level.width())
                       .arg(level.height())
                       .arg(level.rooms.size());
    for (const QString &row : level.toAscii(true))
        text += row + u'\n';
    text += legend(level);
    return writeOutput(out, text.toUtf8(), io) ? Ok : InvalidInput;
}

} // namespace pd::cli
