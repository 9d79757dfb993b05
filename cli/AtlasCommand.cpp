#include "Cli.h"

#include "files/AtomicFile.h"
#include "render/TileAtlas.h"

#include <QBuffer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace pd::cli {

int runAtlas(const QStringList &args, Io &io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes the tiles the game draws as one picture (OUT.png) and its layout (OUT.json: each "
        "cell's name, column and row). Copy the picture into a pack, paint over the cells to "
        "change and name it in the pack's tileset.json as \"atlas\"; a cell left transparent "
        "keeps the drawn tile. resources/tiles/atlas.png is this at 32 pixels."));
    parser.addPositionalArgument(QStringLiteral("OUT.png"),
                                 QStringLiteral("The picture to write."));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"),
        QStringLiteral("Pixels a cell, 8-256 (default 32: the tileset's "
                       "tileSize must match)."),
        QStringLiteral("N"));
    parser.addOption(sizeOpt);
    const QString usage = QStringLiteral("Usage: permadungeon-cli atlas OUT.png [--size N]");
    int code = Ok;
    if (!parseArguments(parser, args, io, usage, code))
        return code;
    if (parser.positionalArguments().size() != 1 ||
        !parser.positionalArguments().first().endsWith(QLatin1String(".png"))) {
        io.err << "permadungeon-cli: atlas needs the name of a .png file to write\n"
               << usage << "\n";
        return UsageError;
    }
    int size = 32;
    if (parser.isSet(sizeOpt)) {
        bool ok = false;
        size = parser.value(sizeOpt).toInt(&ok);
        if (!ok || size < 8 || size > 256) {
            io.err << "permadungeon-cli: atlas: --size needs a number of pixels from 8 to 256\n";
            return UsageError;
        }
    }
    const QString png = parser.positionalArguments().first();
    const QString json = png.chopped(4) + QStringLiteral(".json");
    QByteArray picture;
    QBuffer buffer(&picture);
    buffer.open(QIODevice::WriteOnly);
    TileAtlas::draw(size).save(&buffer, "PNG");
    const QJsonObject cells = TileAtlas::layout(size);
    const QByteArray layout = QJsonDocument(cells).toJson(QJsonDocument::Indented);
    for (const auto &[file, bytes] : {std::pair{png, picture}, std::pair{json, layout}}) {
        if (QString error; !AtomicFile::write(file, bytes, &error)) {
            io.err << "permadungeon-cli: atlas: cannot write " << error << "\n";
            return InvalidInput;
        }
    }
    io.out << png << ": " << cells.value(QStringLiteral("cells")).toObject().size() << " cells of "
           << size << " pixels\n";
    return Ok;
}

} // namespace pd::cli
