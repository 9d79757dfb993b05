#include "engine/DocumentReader.h"

#include <QFileInfo>
#include <QJsonObject>

namespace pd {

void reportAt(Diagnostics &diagnostics, const JsonSource &src, const QString &pointer,
              const QString &message) {
    Diagnostic x;
    x.file = src.file;
    x.pointer = pointer;
    x.location = src.map.value(pointer);
    for (QString p = pointer; !x.location.isValid() && !p.isEmpty();) {
        p.truncate(qMax(0, int(p.lastIndexOf(u'/'))));
        x.location = src.map.value(p);
    }
    x.message = message;
    diagnostics.add(x);
}

JsonSource readDocument(const QString &path, const DocumentKind &kind, Diagnostics &diagnostics) {
    JsonReader::Limits limits;
    limits.maxBytes = kind.maxBytes;
    JsonSource src = JsonReader::readFile(path, QFileInfo(path).fileName(), diagnostics, limits);
    if (!src.isValid())
        return src;
    const QJsonObject root = src.root.toObject();
    if (!src.root.isObject() || root.value(QStringLiteral("format")) != kind.format) {
        // Point at the "format" the file has, or at the whole document when it has none.
        reportAt(diagnostics, src,
                 root.contains(QStringLiteral("format")) ? QStringLiteral("/format") : QString(),
                 QStringLiteral("this is not %1").arg(kind.what));
        src.root = QJsonValue(QJsonValue::Undefined);
    }
    return src;
}

} // namespace pd
