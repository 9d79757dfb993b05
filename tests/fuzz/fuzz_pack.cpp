// libFuzzer target for the pack loader. The first byte picks one of the pack's nine files
// (byte % 9) and where it goes: below 128, into a copy of tests/data/packs/minimal, so that
// references across files are checked; from 128, into a pack holding only the minimal pack.json,
// which loads several times faster. The rest of the input is that file's content, and the pack
// is loaded. Whatever the bytes, loading must return, and every diagnostic must name a file,
// carry a message and, when it has a location, point inside the text it talks about.
//
// The minimal pack is found beside this source file (or in $PD_FUZZ_MINIMAL_PACK) and copied
// once per process into a temporary folder, next to a second copy with the id
// "org.permadungeon.fuzz-base" that inputs may name as a dependency; the loader never looks
// beyond that folder.
#include "data/PackLoader.h"
#include "json/Diagnostic.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace pd;

namespace {

void check(bool ok, const char *what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_pack: check failed: %s\n", what);
        __builtin_trap();
    }
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

bool copyFolder(const QString &from, const QString &to) {
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo &info :
         QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u'/' + info.fileName();
        if (info.isDir() ? !copyFolder(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

// Where a diagnostic may point in `text`: a line that exists and a column at most one past its
// last character (the reader counts every byte that does not continue a UTF-8 sequence).
bool locationFits(const QByteArray &text, SourceLocation at) {
    if (at.line < 1 || at.column < 1)
        return false;
    qsizetype pos = 0;
    for (int line = 1; line < at.line; ++line) {
        pos = text.indexOf('\n', pos);
        if (pos < 0)
            return false;
        ++pos;
    }
    int columns = 1;
    for (; pos < text.size() && text.at(pos) != '\n'; ++pos)
        if ((uchar(text.at(pos)) & 0xC0) != 0x80)
            ++columns;
    return at.column <= columns;
}

struct Workspace {
    QTemporaryDir dir;
    QString pack;                        // the whole minimal pack
    QString lean;                        // its pack.json alone
    QStringList searchPaths;             // an empty folder: no bundled packs
    QHash<QString, QByteArray> original; // file name -> the minimal pack's content

    bool setUp() {
        QString minimal = qEnvironmentVariable("PD_FUZZ_MINIMAL_PACK");
        if (minimal.isEmpty())
            minimal = QFileInfo(QStringLiteral(__FILE__)).absolutePath() +
                      QStringLiteral("/../data/packs/minimal");
        if (!dir.isValid() || !QFileInfo::exists(minimal + QStringLiteral("/pack.json")))
            return false;
        pack = dir.filePath(QStringLiteral("packs/pack"));
        const QString base = dir.filePath(QStringLiteral("packs/base"));
        lean = dir.filePath(QStringLiteral("lean/pack"));
        searchPaths << dir.filePath(QStringLiteral("none"));
        if (!copyFolder(minimal, pack) || !copyFolder(minimal, base) ||
            !QDir().mkpath(searchPaths.first()) || !QDir().mkpath(lean) ||
            !QFile::copy(minimal + QStringLiteral("/pack.json"),
                         lean + QStringLiteral("/pack.json")))
            return false;
        QByteArray manifest = readAll(base + QStringLiteral("/pack.json"));
        manifest.replace("org.permadungeon.test-minimal", "org.permadungeon.fuzz-base");
        if (!writeAll(base + QStringLiteral("/pack.json"), manifest))
            return false;
        for (const QString &name : PackLoader::knownFiles())
            original.insert(name, readAll(pack + u'/' + name));
        return true;
    }
};

Workspace &workspace() {
    static std::unique_ptr<Workspace> w = [] {
        auto made = std::make_unique<Workspace>();
        if (!made->setUp()) {
            std::fprintf(stderr, "fuzz_pack: cannot set up the minimal pack (set "
                                 "PD_FUZZ_MINIMAL_PACK to tests/data/packs/minimal)\n");
            std::abort();
        }
        return made;
    }();
    return *w;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0)
        return 0;
    Workspace &w = workspace();
    const QString name = PackLoader::knownFiles().at(data[0] % PackLoader::knownFiles().size());
    const QByteArray content(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    const bool whole = data[0] < 128;
    const QString folder = whole ? w.pack : w.lean;
    const QString path = folder + u'/' + name;
    check(writeAll(path, content), "write the input");

    Diagnostics diagnostics;
    PackLoader::Options options;
    options.searchPaths = w.searchPaths;
    options.displayPrefix = QString();
    options.displayPrefixSet = true;
    const Pack pack = PackLoader::load(folder, diagnostics, options);
    diagnostics.sort();

    for (const Diagnostic &d : diagnostics.items()) {
        check(!d.message.isEmpty(), "a diagnostic has a message");
        check(!d.file.isEmpty(), "a diagnostic names a file");
        check(!d.toString().isEmpty(), "a diagnostic prints");
        if (!d.location.isValid())
            continue;
        // Files of the pack itself (a dependency's are named by their full path).
        const auto it = w.original.constFind(d.file);
        if (it == w.original.constEnd())
            continue;
        const QByteArray &text = d.file == name ? content : *it;
        if (!locationFits(text, d.location)) {
            std::fprintf(stderr, "fuzz_pack: %s\n", qPrintable(d.toString()));
            check(false, "a diagnostic points inside its file");
        }
    }
    // (its one designer warning, a table nothing rolls, is kept: replays pin the pack's hash)
    if (whole && content == w.original.value(name))
        check(!diagnostics.hasErrors() && diagnostics.warningCount() <= 1,
              "the minimal pack loads without errors");
    (void)pack;

    if (whole || name == QLatin1String("pack.json"))
        check(writeAll(path, w.original.value(name)), "restore the file");
    else
        check(QFile::remove(path), "remove the file");
    return 0;
}
