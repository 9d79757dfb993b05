#include "CommandContext.h"

#include "render/TileAtlas.h"

#include <QBuffer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace pd::cli {

int runAtlas(const QStringList &args, Io &io) {
    CommandContext ctx("atlas", io);
    ctx.setDescription(QStringLiteral(
        "Writes the tiles the game draws as one picture (OUT.png) and its layout (OUT.json: each "
        "cell's name, column and row). Copy the picture into a pack, paint over the cells to "
        "change and name it in the pack's tileset.json as \"atlas\"; a cell left transparent "
        "keeps the drawn tile. resources/tiles/atlas.png is this at 32 pixels."));
    ctx.addArgument(QStringLiteral("OUT.png"), QStringLiteral("The picture to write."));
    ctx.addOption(QStringLiteral("size"), QStringLiteral("N"),
                  QStringLiteral("Pixels a cell, 8-256 (default 32: the tileset's tileSize must "
                                 "match)."));
    ctx.setUsage(QStringLiteral("Usage: permadungeon-cli atlas OUT.png [--size N]"));
    if (!ctx.parse(args))
        return ctx.exitCode();
    if (ctx.arguments().size() != 1 || !ctx.argument(0).endsWith(QLatin1String(".png")))
        return ctx.usageError(QStringLiteral("needs the name of a .png file to write"));
    const auto size = ctx.number(QStringLiteral("size"), 32, 8, 256);
    if (!size)
        return ctx.fail(QStringLiteral("--size needs a number of pixels from 8 to 256"),
                        UsageError);
    const QString png = ctx.argument(0);
    const QString json = png.chopped(4) + QStringLiteral(".json");
    QByteArray picture;
    QBuffer buffer(&picture);
    buffer.open(QIODevice::WriteOnly);
    TileAtlas::draw(*size).save(&buffer, "PNG");
    const QJsonObject cells = TileAtlas::layout(*size);
    const QByteArray layout = QJsonDocument(cells).toJson(QJsonDocument::Indented);
    for (const auto &[file, bytes] : {std::pair{png, picture}, std::pair{json, layout}})
        if (!ctx.writeFile(file, bytes))
            return InvalidInput;
    io.out << png << ": " << cells.value(QStringLiteral("cells")).toObject().size() << " cells of "
           << *size << " pixels\n";
    return Ok;
}

} // namespace pd::cli
