#include "ArchiveWords.h"

#include <QLocale>

namespace pd {

using Kind = PackArchive::Problem::Kind;

QString ArchiveWords::bytes(qint64 n) {
    if (n < 1024)
        return tr("%n bytes", nullptr, int(n));
    return QLocale().formattedDataSize(n, 1, QLocale::DataSizeIecFormat);
}

QString ArchiveWords::text(const PackArchive::Problem &p, bool importing) {
    auto detail = [&](const QString &t) {
        return p.detail.isEmpty() ? t : tr("%1: %2").arg(t, p.detail);
    };
    switch (p.kind) {
    case Kind::CannotOpen:
        return detail(tr("cannot be read"));
    case Kind::NotAZip:
        return tr("not a zip archive");
    case Kind::DamagedArchive:
        return tr("damaged or truncated zip archive (its list of files cannot be read)");
    case Kind::NoManifest: {
        QString text = importing ? tr("not a pack: no pack.json at the top of the archive")
                                 : tr("not a pack: no pack.json in the folder");
        if (!p.entry.isEmpty())
            text +=
                QLatin1Char(' ') +
                tr("(it has %1: zip the pack's files, not the folder around them)").arg(p.entry);
        return text;
    }
    case Kind::TooManyEntries:
        return tr("too many entries: %1; the limit is %2").arg(p.value).arg(p.limit);
    case Kind::TotalTooLarge:
        return tr("the files unpack to %1; the limit is %2").arg(bytes(p.value), bytes(p.limit));
    case Kind::NotAFolder:
        return tr("not a pack folder");
    case Kind::OutputInsidePack:
        return tr("the zip cannot be written inside the pack folder it holds");
    case Kind::PathTraversal:
        return tr("refused: the name climbs out of the pack folder (\"..\")");
    case Kind::AbsolutePath:
        return tr("refused: an absolute path");
    case Kind::DriveLetter:
        return tr("refused: the name starts with a drive letter");
    case Kind::Backslash:
        return tr("refused: a backslash in the name (zip names use \"/\")");
    case Kind::BadEncoding:
        return tr("refused: the name is not valid UTF-8");
    case Kind::BadName:
        return tr("refused: not a file name every system can hold (an empty part, \".\", a "
                  "control character, \":\", a trailing dot or space, a reserved or too long "
                  "name)");
    case Kind::DuplicateName:
        return p.other == p.entry
                   ? tr("refused: the archive holds this name twice")
                   : tr("refused: the same name as %1 (letter case aside)").arg(p.other);
    case Kind::PathConflict:
        return tr("refused: %1 would be a file and a folder at once").arg(p.other);
    case Kind::SymbolicLink:
        return tr("refused: a symbolic link");
    case Kind::NotRegularFile:
        return tr("refused: not a regular file");
    case Kind::Encrypted:
        return tr("refused: encrypted");
    case Kind::UnsupportedMethod:
        return tr("refused: compression method %1 (only stored and deflated files are read)")
            .arg(p.value);
    case Kind::EntryTooLarge:
        return tr("refused: unpacks to %1; the limit is %2").arg(bytes(p.value), bytes(p.limit));
    case Kind::CompressionRatio:
        return tr("refused: compressed %1 to 1; the limit is %2 to 1 (a zip bomb?)")
            .arg(p.value)
            .arg(p.limit);
    case Kind::SizeMismatch:
        return tr("refused: holds at least %1 where the archive says %2")
            .arg(bytes(p.value), bytes(p.limit));
    case Kind::CrcMismatch:
        return tr("refused: damaged data (its checksum does not match)");
    case Kind::ReadFailed:
        return detail(tr("cannot be unpacked"));
    case Kind::TargetNotEmpty:
        return tr("exists and is not an empty folder");
    case Kind::TargetParentMissing:
        return tr("no such folder");
    case Kind::WriteFailed:
        return detail(tr("cannot be written"));
    case Kind::InvalidPack:
        return tr("not a valid pack: %n errors", nullptr, int(p.value));
    }
    return {};
}

QString ArchiveWords::problem(const PackArchive::Problem &p, bool importing) {
    const bool aboutTheWhole = p.kind == Kind::NoManifest || p.kind == Kind::InvalidPack;
    return p.entry.isEmpty() || aboutTheWhole ? text(p, importing)
                                              : tr("%1: %2").arg(p.entry, text(p, importing));
}

QString ArchiveWords::report(const PackArchive::Report &report, bool importing, int max) {
    QStringList lines;
    for (const PackArchive::Problem &p : report.problems)
        lines << problem(p, importing);
    const QStringList errors = report.validation.toStringList();
    for (const QString &e : errors)
        lines << e;
    if (lines.size() > max) {
        const int rest = int(lines.size()) - max;
        lines = lines.mid(0, max);
        lines << tr("… and %n more", nullptr, rest);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace pd
