#pragma once

#include "json/JsonReader.h"

#include <QString>

namespace pd {

// What one of the program's own files is: a save, a replay or the high-score table.
struct DocumentKind {
    QJsonValue format; // the root's "format" it must have
    QString what;      // "a Permadungeon replay": in "this is not ..."
    qsizetype maxBytes = 16 * 1024 * 1024;
};

// The one reader of the program's own documents. Reads `path` strictly (JsonReader), within
// the kind's size limit, and checks that its root is an object of the kind's format. On any
// problem it adds diagnostics naming the file, line:column and JSON pointer, and returns a
// source that is not valid; the caller then reads its fields and reports into it with
// reportAt. It never changes the file.
JsonSource readDocument(const QString &path, const DocumentKind &kind, Diagnostics &diagnostics);

// A diagnostic at `pointer` in `src`: at that value's place in the file, or at the nearest
// enclosing value the file has when it is missing.
void reportAt(Diagnostics &diagnostics, const JsonSource &src, const QString &pointer,
              const QString &message);

} // namespace pd
