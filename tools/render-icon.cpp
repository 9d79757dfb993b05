// Renders the application's SVG icon into the PNG sizes of the freedesktop hicolor theme, at
// build time (resources/CMakeLists.txt runs it), with Qt's own SVG renderer:
//
//   render-icon OUT_DIR NAME SVG SIZE... [--small SMALL_SVG MAX_SIZE]...
//
// writes OUT_DIR/<size>x<size>/apps/NAME.png for every SIZE. A size up to a MAX_SIZE is drawn
// from the smallest such SMALL_SVG: a simpler drawing made to stay readable at a few pixels.
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>
#include <map>
#include <memory>

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    std::map<int, std::unique_ptr<QSvgRenderer>> small; // up to this size -> its drawing
    for (qsizetype at = args.indexOf(QStringLiteral("--small")); at >= 0;
         at = args.indexOf(QStringLiteral("--small"))) {
        if (at + 2 >= args.size()) {
            std::fprintf(stderr, "render-icon: --small needs an SVG and a size\n");
            return 2;
        }
        auto renderer = std::make_unique<QSvgRenderer>(args.at(at + 1));
        const int max = args.at(at + 2).toInt();
        if (!renderer->isValid() || max < 1) {
            std::fprintf(stderr, "render-icon: %s does not load\n", qPrintable(args.at(at + 1)));
            return 1;
        }
        small[max] = std::move(renderer);
        args.remove(at, 3);
    }
    if (args.size() < 4) {
        std::fprintf(stderr,
                     "usage: render-icon OUT_DIR NAME SVG SIZE... [--small SVG MAX_SIZE]...\n");
        return 2;
    }
    const QString outDir = args.takeFirst();
    const QString name = args.takeFirst();
    QSvgRenderer large(args.takeFirst());
    if (!large.isValid()) {
        std::fprintf(stderr, "render-icon: the SVG does not load\n");
        return 1;
    }
    for (const QString &text : std::as_const(args)) {
        bool ok = false;
        const int size = text.toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "render-icon: not a size: %s\n", qPrintable(text));
            return 2;
        }
        const auto drawing = small.lower_bound(size);
        QSvgRenderer &svg = drawing == small.end() ? large : *drawing->second;
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            svg.render(&painter, QRectF(0, 0, size, size));
        }
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(outDir).arg(size);
        const QString file = QStringLiteral("%1/%2.png").arg(folder, name);
        if (!QDir().mkpath(folder) ||
            !image.convertToFormat(QImage::Format_ARGB32).save(file, "PNG")) {
            std::fprintf(stderr, "render-icon: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
