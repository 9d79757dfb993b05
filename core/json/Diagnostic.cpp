#include "Diagnostic.h"

#include <algorithm>

namespace pd {

QString Diagnostic::toString() const {
    QString out = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (location.isValid())
        out += u':' + QString::number(location.line) + u':' + QString::number(location.column);
    out += QStringLiteral(": ") + (pointer.isEmpty() ? QStringLiteral("/") : pointer) +
           QStringLiteral(": ");
    if (severity == Severity::Warning)
        out += QStringLiteral("warning: ");
    return out + message;
}

bool Diagnostics::hasErrors() const {
    return errorCount() > 0;
}

int Diagnostics::errorCount() const {
    return int(std::count_if(m_items.begin(), m_items.end(),
                             [](const Diagnostic &d) { return d.isError(); }));
}

int Diagnostics::warningCount() const {
    return int(m_items.size()) - errorCount();
}

void Diagnostics::sort() {
    std::stable_sort(m_items.begin(), m_items.end(), [](const Diagnostic &a, const Diagnostic &b) {
        if (a.file != b.file)
            return a.file < b.file;
        if (a.location.line != b.location.line)
            return a.location.line < b.location.line;
        return a.location.column < b.location.column;
    });
}

QStringList Diagnostics::toStringList() const {
    QStringList out;
    out.reserve(m_items.size());
    for (const Diagnostic &d : m_items)
        out << d.toString();
    return out;
}

} // namespace pd
