#include "JsonWriter.h"

#include <QLocale>

#include <cmath>

namespace pd {

namespace {

void appendString(QString &out, const QString &s) {
    out += u'"';
    for (const QChar c : s) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += u'"';
}

void appendNumber(QString &out, double v) {
    // Whole numbers as integers (the JSON a person writes); others in their shortest form.
    if (std::trunc(v) == v && std::fabs(v) < 9007199254740992.0)
        out += QString::number(qint64(v));
    else
        out += QString::number(v, 'g', QLocale::FloatingPointShortest);
}

void appendInline(QString &out, const JsonTree &tree) {
    switch (tree.type()) {
    case QJsonValue::Object:
        out += u'{';
        for (qsizetype i = 0; i < tree.size(); ++i) {
            if (i > 0)
                out += QLatin1String(", ");
            appendString(out, tree.keyAt(i));
            out += QLatin1String(": ");
            appendInline(out, tree.at(i));
        }
        out += u'}';
        break;
    case QJsonValue::Array:
        out += u'[';
        for (qsizetype i = 0; i < tree.size(); ++i) {
            if (i > 0)
                out += QLatin1String(", ");
            appendInline(out, tree.at(i));
        }
        out += u']';
        break;
    case QJsonValue::Bool:
        out += tree.scalar().toBool() ? QLatin1String("true") : QLatin1String("false");
        break;
    case QJsonValue::Double:
        if (!tree.numberText().isEmpty())
            out += tree.numberText();
        else
            appendNumber(out, tree.scalar().toDouble());
        break;
    case QJsonValue::String:
        appendString(out, tree.scalar().toString());
        break;
    default:
        out += QLatin1String("null");
    }
}

// Characters as a person counts them (a character outside the BMP is one, not two).
qsizetype width(QStringView s) {
    qsizetype n = 0;
    for (const QChar c : s)
        n += c.isLowSurrogate() ? 0 : 1;
    return n;
}

// `lineWidth` 0: every container that is not empty is opened up.
void appendBlock(QString &out, const JsonTree &tree, int indent, const QString &prefix, bool comma,
                 int lineWidth) {
    const qsizetype lineStart = out.size();
    out += QString(indent, u' ');
    out += prefix;
    appendInline(out, tree);
    if (comma)
        out += u',';
    if (!tree.isContainer() || tree.size() == 0 ||
        width(QStringView(out).mid(lineStart)) <= lineWidth) {
        out += u'\n';
        return;
    }
    out.truncate(lineStart);
    out += QString(indent, u' ');
    out += prefix;
    out += tree.isObject() ? u'{' : u'[';
    out += u'\n';
    for (qsizetype i = 0; i < tree.size(); ++i) {
        QString childPrefix;
        if (tree.isObject()) {
            appendString(childPrefix, tree.keyAt(i));
            childPrefix += QLatin1String(": ");
        }
        appendBlock(out, tree.at(i), indent + 2, childPrefix, i + 1 < tree.size(), lineWidth);
    }
    out += QString(indent, u' ');
    out += tree.isObject() ? u'}' : u']';
    if (comma)
        out += u',';
    out += u'\n';
}

} // namespace

QByteArray JsonWriter::write(const JsonTree &tree) {
    QString out;
    appendBlock(out, tree, 0, QString(), false, kLineWidth);
    return out.toUtf8();
}

QByteArray JsonWriter::writeOpen(const JsonTree &tree) {
    QString out;
    appendBlock(out, tree, 0, QString(), false, 0);
    return out.toUtf8();
}

QString JsonWriter::inlineText(const JsonTree &tree) {
    QString out;
    appendInline(out, tree);
    return out;
}

} // namespace pd
