#include "ArchiveWords.h"

#include <QLocale>

namespace pd {

using Kind = PackArchive::Problem::Kind;

QString ArchiveWords::bytes(qint64 n) {
    return QLocale().formattedDataSize(n, 1, QLocale::DataSizeTraditionalFormat);
}

QString ArchiveWords::problem(const PackArchive::Problem &p, bool importing) {
    QString text;
    auto detail = [&](const QString &t) {
        return p.detail.isEmpty() ? t : tr("%1 (%2)").arg(t, p.detail);
    };
    switch (p.kind) {
    case Kind::CannotOpen:
        text = detail(tr("cannot be read"));
        break;
    case Kind::NotAZip:
        text = tr("this is not a zip archive");
        break;
    case Kind::DamagedArchive:
        text = tr("the zip is damaged or cut short (its list of files cannot be read)");
        break;
    case Kind::NoManifest:
        text = importing ? tr("not a pack: there is no pack.json at the top of the archive")
                         : tr("not a pack: there is no pack.json in the folder");
        if (!p.entry.isEmpty())
            text +=
                QLatin1Char(' ') +
                tr("(it has %1: zip the pack's files, not the folder around them)").arg(p.entry);
        return text;
    case Kind::TooManyEntries:
        text = tr("too many files: %1; at most %2 are read").arg(p.value).arg(p.limit);
        break;
    case Kind::TotalTooLarge:
        text =
            tr("the files unpack to %1; at most %2 are read").arg(bytes(p.value), bytes(p.limit));
        break;
    case Kind::NotAFolder:
        text = tr("not a pack folder");
        break;
    case Kind::OutputInsidePack:
        text = tr("the zip cannot be written inside the pack folder it holds");
        break;
    case Kind::PathTraversal:
        text = tr("refused: the name climbs out of the pack folder (\"..\")");
        break;
    case Kind::AbsolutePath:
        text = tr("refused: an absolute path");
        break;
    case Kind::DriveLetter:
        text = tr("refused: the name starts with a drive letter");
        break;
    case Kind::Backslash:
        text = tr("refused: a backslash in the name (zip names use \"/\")");
        break;
    case Kind::BadEncoding:
        text = tr("refused: the name is not valid UTF-8");
        break;
    case Kind::BadName:
        text = tr("refused: not a file name every system can hold");
        break;
    case Kind::DuplicateName:
        text = p.other == p.entry
                   ? tr("refused: the archive holds this name twice")
                   : tr("refused: the same name as %1 (letter case aside)").arg(p.other);
        break;
    case Kind::PathConflict:
        text = tr("refused: %1 would be a file and a folder at once").arg(p.other);
        break;
    case Kind::SymbolicLink:
        text = tr("refused: a symbolic link");
        break;
    case Kind::NotRegularFile:
        text = tr("refused: not a regular file");
        break;
    case Kind::Encrypted:
        text = tr("refused: encrypted");
        break;
    case Kind::UnsupportedMethod:
        text = tr("refused: compression method %1 (only stored and deflated files are read)")
                   .arg(p.value);
        break;
    case Kind::EntryTooLarge:
        text =
            tr("refused: unpacks to %1; at most %2 per file").arg(bytes(p.value), bytes(p.limit));
        break;
    case Kind::CompressionRatio:
        text = tr("refused: compressed %1 to 1, more than %2 to 1 (a zip bomb?)")
                   .arg(p.value)
                   .arg(p.limit);
        break;
    case Kind::SizeMismatch:
        text = tr("refused: holds at least %1 where the archive says %2")
                   .arg(bytes(p.value), bytes(p.limit));
        break;
    case Kind::CrcMismatch:
        text = tr("refused: damaged data (its checksum does not match)");
        break;
    case Kind::ReadFailed:
        text = detail(tr("cannot be unpacked"));
        break;
    case Kind::TargetNotEmpty:
        text = tr("exists and is not an empty folder");
        break;
    case Kind::TargetParentMissing:
        text = tr("no such folder");
        break;
    case Kind::WriteFailed:
        text = detail(tr("cannot be written"));
        break;
    case Kind::InvalidPack:
        return tr("The archive unpacks, but the pack has %n errors:", nullptr, int(p.value));
    }
    return p.entry.isEmpty() ? text : tr("%1: %2").arg(p.entry, text);
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
