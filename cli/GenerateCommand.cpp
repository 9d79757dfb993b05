#include "CommandContext.h"

#include "gen/Dungeon.h"
#include "random/Rng.h"
#include "render/LevelRenderer.h"

#include <QBuffer>
#include <QJsonObject>

namespace pd::cli {

namespace {

QString legend(const Level &level) {
    QString out = QStringLiteral("legend: # wall  . floor  + door  < stairs up  > stairs down  "
                                 "@ arrival  m monster  c chest  ^ trap  * chip  ! item\n");
    // The terrain and vault tiles, only those the level has (a pack's "terrain" and "vaults").
    static const struct {
        Tile tile;
        const char *words;
    } kTerrain[] = {{Tile::DeepWater, "deep water"}, {Tile::Lava, "lava"},
                    {Tile::Chasm, "chasm"},          {Tile::Bridge, "bridge"},
                    {Tile::Grass, "tall grass"},     {Tile::LockedDoor, "locked door"}};
    QStringList terrain;
    for (const auto &t : kTerrain)
        if (level.map.count(t.tile) > 0)
            terrain << QStringLiteral("%1 %2")
                           .arg(QLatin1Char(tileGlyph(t.tile)))
                           .arg(QLatin1String(t.words));
    if (!terrain.isEmpty())
        out += QStringLiteral("        ") + terrain.join(QStringLiteral("  ")) + u'\n';
    QMap<QString, int> counts;
    for (const LevelEntity &e : level.entities)
        counts[LevelEntity::kindName(e.kind) + u' ' + e.id +
               (e.price > 0 ? QStringLiteral(" (for sale)") : QString())] += e.quantity;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        out += QStringLiteral("  %1 × %2\n").arg(it.value()).arg(it.key());
    return out;
}

void addGenerateOptions(CommandContext &ctx) {
    ctx.setDescription(QStringLiteral(
        "Generates one level of a pack's dungeon. The same pack, seed and depth always give the "
        "same level."));
    ctx.addPackArgument();
    ctx.addSeedOption(QStringLiteral("The run's seed: a number or any text."));
    ctx.addOption(QStringLiteral("depth"), QStringLiteral("D"),
                  QStringLiteral("The level (default 1)."));
    ctx.addOption(QStringLiteral("format"), QStringLiteral("FORMAT"),
                  QStringLiteral("ascii (default), json or png."), QStringLiteral("ascii"));
    ctx.addOutOption(QStringLiteral("Write to FILE (png needs it; default: standard output)."));
    ctx.addOption(QStringLiteral("entry"), QStringLiteral("SIDE"),
                  QStringLiteral("Room-by-room packs: the wall the hero comes in through (n, e, "
                                 "s, w)."));
    ctx.addOption(QStringLiteral("cell"), QStringLiteral("PX"),
                  QStringLiteral("png: pixels per cell (default: fits 1600; under 6, one colour a "
                                 "cell)."));
    ctx.addOption(QStringLiteral("look"), QStringLiteral("LOOK"),
                  QStringLiteral("png: the game's look, tiles (default) or glyph."),
                  QStringLiteral("tiles"));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli generate PACK --seed S [--depth D] "
                                "[--format ascii|json|png] [--out FILE]"));
}

// What to generate: the options checked before the pack is loaded.
struct LevelRequest {
    QString format;
    int depth = 1;
    std::optional<Side> entry;
};

// Nullopt after a message (ctx.exitCode()).
std::optional<LevelRequest> levelRequest(CommandContext &ctx) {
    if (ctx.arguments().size() != 1 || !ctx.isSet(QStringLiteral("seed"))) {
        ctx.usageError(QStringLiteral("needs a pack folder and --seed"));
        return std::nullopt;
    }
    LevelRequest request;
    request.format = ctx.value(QStringLiteral("format"));
    if (request.format != QLatin1String("ascii") && request.format != QLatin1String("json") &&
        request.format != QLatin1String("png")) {
        ctx.optionError(QStringLiteral("--format is ascii, json or png, not \"") + request.format +
                        u'"');
        return std::nullopt;
    }
    if (request.format == QLatin1String("png") && !ctx.isSet(QStringLiteral("out"))) {
        ctx.optionError(QStringLiteral("--format png needs --out FILE"));
        return std::nullopt;
    }
    const auto depth = ctx.count(QStringLiteral("depth"), 1, 999);
    if (!depth)
        return std::nullopt;
    request.depth = *depth;
    if (ctx.isSet(QStringLiteral("entry"))) {
        Side side;
        if (!sideFromName(ctx.value(QStringLiteral("entry")), side)) {
            ctx.optionError(QStringLiteral("--entry is one of n, e, s, w"));
            return std::nullopt;
        }
        request.entry = side;
    }
    return request;
}

// --entry matters only to a level made of chambers; any other level ignores it.
Level generateLevel(const Pack &pack, std::uint64_t seed, const LevelRequest &request,
                    QString *error) {
    Dungeon dungeon(pack, seed);
    GeneratorSettings settings;
    if (request.entry && dungeon.settingsFor(request.depth, settings) &&
        settings.kind == GeneratorSettings::Kind::Chambers)
        return dungeon.chamber(request.depth, request.entry, error);
    return dungeon.level(request.depth, error);
}

int writeLevelPicture(CommandContext &ctx, const Level &level, std::uint64_t seed, Io &io) {
    const auto cellOption = ctx.number(QStringLiteral("cell"), 0, 1, 64);
    if (!cellOption)
        return ctx.optionError(QStringLiteral("--cell takes 1 to 64 pixels"));
    const QString look = ctx.value(QStringLiteral("look"));
    if (look != QLatin1String("tiles") && look != QLatin1String("glyph"))
        return ctx.optionError(QStringLiteral("--look is tiles or glyph, not \"") + look + u'"');
    const int cell = *cellOption
                         ? *cellOption
                         : std::clamp(1600 / std::max({1, level.width(), level.height()}), 2, 32);
    LevelRenderer renderer;
    renderer.setPack(&ctx.pack());
    renderer.setLook(look == QLatin1String("glyph") ? MapLook::Glyph : MapLook::Tiles);
    renderer.setCellSize(cell);
    // Encoded in memory first: libpng meeting a failing disk longjmps out and leaks its
    // picture, and a whole file is one checked write either way.
    QByteArray picture;
    QBuffer buffer(&picture);
    buffer.open(QIODevice::WriteOnly);
    if (!renderer.levelImage(level).save(&buffer, "PNG"))
        return ctx.fail(QStringLiteral("cannot encode the picture"));
    const QString out = ctx.value(QStringLiteral("out"));
    if (!ctx.writeFile(out, picture))
        return InvalidInput;
    io.out << out << ": " << level.generator << " level, depth " << level.depth << ", "
           << level.width() << "×" << level.height() << ", seed " << seed << "\n";
    return Ok;
}

QByteArray levelJson(const Pack &pack, const Level &level, std::uint64_t seed) {
    QJsonObject o = level.toJson();
    o.insert(QStringLiteral("seed"), QString::number(seed));
    o.insert(QStringLiteral("pack"), pack.manifest.id);
    o.insert(QStringLiteral("packVersion"), pack.manifest.version.toString());
    o.insert(QStringLiteral("packHash"), QString::fromLatin1(pack.contentHash()));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray levelText(const Pack &pack, const Level &level, std::uint64_t seed) {
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
    return text.toUtf8();
}

} // namespace

int runGenerate(const QStringList &args, Io &io) {
    CommandContext ctx("generate", io);
    addGenerateOptions(ctx);
    if (!ctx.parse(args))
        return ctx.exitCode();
    const std::optional<LevelRequest> request = levelRequest(ctx);
    if (!request || !ctx.loadPack())
        return ctx.exitCode();
    const std::uint64_t seed = *ctx.seed();
    QString error;
    const Level level = generateLevel(ctx.pack(), seed, *request, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (request->format == QLatin1String("png"))
        return writeLevelPicture(ctx, level, seed, io);
    const QByteArray bytes = request->format == QLatin1String("json")
                                 ? levelJson(ctx.pack(), level, seed)
                                 : levelText(ctx.pack(), level, seed);
    return ctx.writeOut(bytes) ? Ok : InvalidInput;
}

} // namespace pd::cli
