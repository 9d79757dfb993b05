#include "JsonReader.h"

#include "json/JsonPointer.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVarLengthArray>

#include <cmath>
#include <vector>

namespace pd {

struct JsonSourceMap::Index {
    QHash<QString, SourceLocation> values;
    QHash<QString, SourceLocation> keys;
    QHash<QString, QStringList> order; // object pointer -> its keys as written
    QHash<QString, QString> numbers;   // numbers not written as plain integers, as written
};

namespace {

// Walks text that is known to be valid JSON and records where every value and key stands.
// It trusts the text (the parser has checked it), but still never reads past the end.
class Indexer {
public:
    Indexer(const QByteArray &text, JsonSourceMap::Index &index)
        : m_data(text.constData())
        , m_size(text.size())
        , m_index(index) {}

    void run() {
        if (m_size >= 3 && uchar(m_data[0]) == 0xEF && uchar(m_data[1]) == 0xBB &&
            uchar(m_data[2]) == 0xBF)
            m_pos = 3;
        skipWhitespace();
        value(QString(), true);
    }

private:
    bool atEnd() const { return m_pos >= m_size; }
    char peek() const { return atEnd() ? '\0' : m_data[m_pos]; }
    void advance() {
        const uchar c = uchar(m_data[m_pos++]);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_column;
        }
    }
    void skipWhitespace() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }

    // A string the parser has accepted: no raw line breaks in it, so only the column moves.
    QString string() {
        const qsizetype begin = m_pos;
        advance(); // "
        bool escaped = false;
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\') {
                escaped = true;
                advance();
            }
            advance();
        }
        advance(); // "
        const QByteArray quoted = QByteArray::fromRawData(m_data + begin, m_pos - begin);
        if (!escaped)
            return QString::fromUtf8(quoted.mid(1, quoted.size() - 2));
        // Escapes are rare in keys: the strict reader decodes this one string.
        Diagnostics ignored;
        return JsonReader::parse(QByteArray(quoted), QString(), ignored).root.toString();
    }

    void value(const QString &pointer, bool record) {
        if (record)
            m_index.values.insert(pointer, {m_line, m_column});
        const char c = peek();
        if (c == '{') {
            advance();
            QStringList keys;
            skipWhitespace();
            while (!atEnd() && peek() != '}') {
                const SourceLocation keyAt{m_line, m_column};
                const QString key = string();
                skipWhitespace();
                advance(); // :
                skipWhitespace();
                // The parser keeps the first of duplicate keys; so does the index.
                const bool first = record && !keys.contains(key);
                const QString child = record ? jsonpointer::child(pointer, key) : QString();
                if (first) {
                    keys << key;
                    m_index.keys.insert(child, keyAt);
                }
                value(child, first);
                skipWhitespace();
                if (peek() == ',') {
                    advance();
                    skipWhitespace();
                }
            }
            advance(); // }
            if (record)
                m_index.order.insert(pointer, keys);
        } else if (c == '[') {
            advance();
            skipWhitespace();
            for (qsizetype i = 0; !atEnd() && peek() != ']'; ++i) {
                value(record ? jsonpointer::child(pointer, i) : QString(), record);
                skipWhitespace();
                if (peek() == ',') {
                    advance();
                    skipWhitespace();
                }
            }
            advance(); // ]
        } else if (c == '"') {
            string();
        } else {
            const qsizetype begin = m_pos;
            bool plain = true; // an integer, written as the writer would
            while (!atEnd() && peek() != ',' && peek() != '}' && peek() != ']' && peek() != ' ' &&
                   peek() != '\n' && peek() != '\r' && peek() != '\t') {
                plain = plain && (peek() == '-' || (peek() >= '0' && peek() <= '9'));
                advance();
            }
            if (record && !plain && (c == '-' || (c >= '0' && c <= '9')))
                m_index.numbers.insert(pointer, QString::fromLatin1(m_data + begin, m_pos - begin));
        }
    }

    const char *m_data;
    qsizetype m_size;
    JsonSourceMap::Index &m_index;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace

const JsonSourceMap::Index &JsonSourceMap::index() const {
    if (!m_index) {
        auto index = std::make_shared<Index>();
        if (!m_text.isEmpty())
            Indexer(m_text, *index).run();
        m_index = std::move(index);
    }
    return *m_index;
}

SourceLocation JsonSourceMap::value(const QString &pointer) const {
    if (m_text.isEmpty())
        return {};
    const Index &idx = index();
    QString p = pointer;
    for (;;) {
        const auto it = idx.values.constFind(p);
        if (it != idx.values.constEnd())
            return *it;
        if (p.isEmpty())
            return {};
        p = jsonpointer::parent(p);
    }
}

SourceLocation JsonSourceMap::key(const QString &pointer) const {
    if (m_text.isEmpty())
        return {};
    const Index &idx = index();
    const auto it = idx.keys.constFind(pointer);
    return it != idx.keys.constEnd() ? *it : value(pointer);
}

QString JsonSourceMap::numberText(const QString &pointer) const {
    return m_text.isEmpty() ? QString() : index().numbers.value(pointer);
}

QStringList JsonSourceMap::keys(const QString &pointer) const {
    return m_text.isEmpty() ? QStringList() : index().order.value(pointer);
}

namespace {

class Parser {
public:
    // `checkOnly`: the text's every rule is checked but no value is built (parseDocument()
    // gives null), and a number Qt's parser would read otherwise than this one (a whole number
    // from 2^53 up, an integer of more than 15 digits, minus zero) counts as a problem: see
    // JsonReader::parse.
    Parser(const QByteArray &data, const QString &file, Diagnostics &diagnostics,
           JsonReader::Limits limits, bool checkOnly = false)
        : m_data(data.constData())
        , m_size(data.size())
        , m_file(file)
        , m_diagnostics(diagnostics)
        , m_limits(limits)
        , m_checkOnly(checkOnly) {}

    bool failed() const { return m_failed; }

    QJsonValue parseDocument() {
        if (m_size >= 2 && ((uchar(m_data[0]) == 0xFF && uchar(m_data[1]) == 0xFE) ||
                            (uchar(m_data[0]) == 0xFE && uchar(m_data[1]) == 0xFF))) {
            fail(QStringLiteral("the file is UTF-16 (it starts with a UTF-16 byte order mark); "
                                "save the file as UTF-8"));
            return QJsonValue(QJsonValue::Undefined);
        }
        // A UTF-8 byte order mark is harmless; editors on some systems write one.
        if (m_size >= 3 && uchar(m_data[0]) == 0xEF && uchar(m_data[1]) == 0xBB &&
            uchar(m_data[2]) == 0xBF)
            m_pos = 3;
        skipWhitespace();
        if (m_failed)
            return QJsonValue(QJsonValue::Undefined);
        if (atEnd()) {
            fail(QStringLiteral("empty file (expected a JSON value)"));
            return QJsonValue(QJsonValue::Undefined);
        }
        QJsonValue root = parseValue(0);
        if (m_failed)
            return QJsonValue(QJsonValue::Undefined);
        skipWhitespace();
        if (!m_failed && !atEnd())
            fail(QStringLiteral("unexpected text after the end of the JSON value"));
        return m_failed ? QJsonValue(QJsonValue::Undefined) : root;
    }

private:
    bool atEnd() const { return m_pos >= m_size; }
    char peek() const { return atEnd() ? '\0' : m_data[m_pos]; }
    SourceLocation here() const { return {m_line, m_column}; }

    // Moves one byte on, keeping line and column (columns count code points, not bytes).
    void advance() {
        const uchar c = uchar(m_data[m_pos++]);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_column;
        }
    }

    void report(SourceLocation at, const QString &pointer, const QString &message) {
        Diagnostic d;
        d.file = m_file;
        d.location = at;
        d.pointer = pointer;
        d.message = message;
        m_diagnostics.add(d);
    }

    void fail(const QString &message) { failAt(here(), message); }
    void failAt(SourceLocation at, const QString &message) {
        if (m_failed)
            return;
        m_failed = true;
        if (!m_checkOnly) // (a check's problems are found again, and said, by the full read)
            report(at, currentPointer(), message);
    }

    void skipWhitespace() {
        while (!atEnd()) {
            const char c = m_data[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
                advance();
            else
                break;
        }
    }

    QString describeHere() const {
        if (atEnd())
            return QStringLiteral("the end of the file");
        const uchar c = uchar(m_data[m_pos]);
        if (c == '"')
            return QStringLiteral("'\"'"); // not """
        if (c >= 0x20 && c < 0x7f)
            return u'"' + QChar(c) + u'"';
        return QStringLiteral("byte 0x%1").arg(c, 2, 16, QLatin1Char('0'));
    }

    // The pointer of the value being read, built only when a syntax error needs it.
    QString currentPointer() const {
        QString pointer;
        for (const Segment &s : m_path)
            pointer =
                s.isKey ? jsonpointer::child(pointer, s.key) : jsonpointer::child(pointer, s.index);
        return pointer;
    }

    QJsonValue parseValue(int depth) {
        if (atEnd()) {
            fail(QStringLiteral("unexpected end of file (expected a value)"));
            return {};
        }
        const char c = peek();
        switch (c) {
        case '{':
        case '[':
            if (depth >= m_limits.maxDepth) {
                fail(QStringLiteral("nesting deeper than %1 levels").arg(m_limits.maxDepth));
                return {};
            }
            return c == '{' ? parseObject(depth + 1) : parseArray(depth + 1);
        case '"': {
            QString s;
            parseString(s, !m_checkOnly);
            return m_checkOnly ? QJsonValue() : QJsonValue(s);
        }
        case '-':
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9':
            return parseNumber();
        default:
            break;
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            return parseWord();
        fail(QStringLiteral("expected a value, found %1").arg(describeHere()));
        return {};
    }

    QJsonValue parseWord() {
        const SourceLocation start = here();
        const qsizetype begin = m_pos;
        while (!atEnd() && ((peek() >= 'a' && peek() <= 'z') || (peek() >= 'A' && peek() <= 'Z')))
            advance();
        const QByteArray word(m_data + begin, std::min<qsizetype>(m_pos - begin, 40));
        if (word == "true")
            return true;
        if (word == "false")
            return false;
        if (word == "null")
            return QJsonValue(QJsonValue::Null);
        if (word == "NaN" || word == "Infinity" || word == "nan" || word == "inf")
            failAt(start, QStringLiteral("%1 is not a JSON number (JSON numbers must be finite)")
                              .arg(QString::fromLatin1(word)));
        else
            failAt(start, QStringLiteral("unexpected word \"%1\" (expected a value: a string "
                                         "in double quotes, a number, true, false, null, "
                                         "an object or an array)")
                              .arg(QString::fromLatin1(word)));
        return {};
    }

    QJsonValue parseNumber() {
        const SourceLocation start = here();
        const qsizetype begin = m_pos;
        if (peek() == '-')
            advance();
        if (peek() == '0') {
            advance();
            if (peek() >= '0' && peek() <= '9') {
                failAt(start, QStringLiteral("numbers may not have leading zeros"));
                return {};
            }
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                advance();
        } else {
            failAt(start, QStringLiteral("invalid number (expected a digit after \"-\")"));
            return {};
        }
        if (peek() == '.') {
            advance();
            if (!(peek() >= '0' && peek() <= '9')) {
                fail(QStringLiteral("invalid number (expected a digit after the decimal point)"));
                return {};
            }
            while (peek() >= '0' && peek() <= '9')
                advance();
        }
        if (peek() == 'e' || peek() == 'E') {
            advance();
            if (peek() == '+' || peek() == '-')
                advance();
            if (!(peek() >= '0' && peek() <= '9')) {
                fail(QStringLiteral("invalid number (expected a digit in the exponent)"));
                return {};
            }
            while (peek() >= '0' && peek() <= '9')
                advance();
        }
        bool ok = false;
        const double v = QByteArray::fromRawData(m_data + begin, m_pos - begin).toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            failAt(start, QStringLiteral("number out of range"));
            return {};
        }
        if (m_checkOnly) {
            // Qt's parser keeps an integer of up to 64 bits exact, and makes every whole number
            // from 2^53 up (1e18 too) an integer, where this reader makes doubles: the same
            // values only below that.
            const QByteArray text = QByteArray::fromRawData(m_data + begin, m_pos - begin);
            const bool integer = !text.contains('.') && !text.contains('e') && !text.contains('E');
            if ((integer && (text.size() > 15 || text == "-0")) ||
                (std::floor(v) == v && std::fabs(v) >= 9007199254740992.0)) {
                m_failed = true;
                return {};
            }
        }
        return v;
    }

    // Reads a string at the current '"'; returns false after reporting an error.
    // `build`: whether `out` is wanted (a check reads a value only to check it).
    bool parseString(QString &out, bool build = true) {
        const SourceLocation start = here();
        advance();                 // opening quote
        QByteArray &utf8 = m_utf8; // (one buffer for every string: no allocation for each)
        utf8.resize(0);
        for (;;) {
            if (atEnd()) {
                failAt(start, QStringLiteral("unterminated string"));
                return false;
            }
            const uchar c = uchar(peek());
            if (c == '"') {
                advance();
                break;
            }
            if (c == '\\') {
                const SourceLocation escAt = here();
                advance();
                if (atEnd()) {
                    failAt(start, QStringLiteral("unterminated string"));
                    return false;
                }
                const char e = peek();
                advance();
                switch (e) {
                case '"':
                    utf8 += '"';
                    break;
                case '\\':
                    utf8 += '\\';
                    break;
                case '/':
                    utf8 += '/';
                    break;
                case 'b':
                    utf8 += '\b';
                    break;
                case 'f':
                    utf8 += '\f';
                    break;
                case 'n':
                    utf8 += '\n';
                    break;
                case 'r':
                    utf8 += '\r';
                    break;
                case 't':
                    utf8 += '\t';
                    break;
                case 'u': {
                    uint cp = 0;
                    if (!readHex4(cp, escAt))
                        return false;
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        uint low = 0;
                        if (peek() != '\\' || m_pos + 1 >= m_size || m_data[m_pos + 1] != 'u') {
                            failAt(escAt,
                                   QStringLiteral("unpaired UTF-16 surrogate in \\u escape"));
                            return false;
                        }
                        advance();
                        advance();
                        if (!readHex4(low, escAt))
                            return false;
                        if (low < 0xDC00 || low > 0xDFFF) {
                            failAt(escAt,
                                   QStringLiteral("unpaired UTF-16 surrogate in \\u escape"));
                            return false;
                        }
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        failAt(escAt, QStringLiteral("unpaired UTF-16 surrogate in \\u escape"));
                        return false;
                    }
                    const char32_t c32 = cp;
                    utf8 += QString::fromUcs4(&c32, 1).toUtf8();
                    break;
                }
                default:
                    failAt(escAt, QStringLiteral("invalid escape \"\\%1\" in string")
                                      .arg(e >= 0x20 && e < 0x7f ? QString(QChar(e))
                                                                 : QStringLiteral("?")));
                    return false;
                }
                continue;
            }
            if (c < 0x20) {
                fail(c == '\n' ? QStringLiteral("unterminated string (line break inside a "
                                                "string; write \\n)")
                               : QStringLiteral("control character 0x%1 inside a string")
                                     .arg(c, 2, 16, QLatin1Char('0')));
                return false;
            }
            if (c < 0x80) {
                // A run of plain ASCII, copied at once: no line breaks in it (they are control
                // characters, refused above), so the column moves by its length.
                qsizetype end = m_pos + 1;
                while (end < m_size) {
                    const uchar d = uchar(m_data[end]);
                    if (d < 0x20 || d >= 0x80 || d == '"' || d == '\\')
                        break;
                    ++end;
                }
                utf8.append(m_data + m_pos, end - m_pos);
                m_column += int(end - m_pos);
                m_pos = end;
                continue;
            }
            if (!copyUtf8Sequence(utf8))
                return false;
        }
        if (build)
            out = QString::fromUtf8(utf8);
        return true;
    }

    bool readHex4(uint &cp, SourceLocation escAt) {
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = peek();
            int v = -1;
            if (h >= '0' && h <= '9')
                v = h - '0';
            else if (h >= 'a' && h <= 'f')
                v = h - 'a' + 10;
            else if (h >= 'A' && h <= 'F')
                v = h - 'A' + 10;
            if (v < 0 || atEnd()) {
                failAt(escAt, QStringLiteral("invalid \\u escape (expected four hex digits)"));
                return false;
            }
            cp = cp * 16 + uint(v);
            advance();
        }
        return true;
    }

    // Validates one UTF-8 sequence (RFC 3629: no overlongs, no surrogates, <= U+10FFFF).
    bool copyUtf8Sequence(QByteArray &utf8) {
        const uchar c = uchar(peek());
        int extra = 0;
        uint cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            fail(QStringLiteral("invalid UTF-8 (byte 0x%1); save the file as UTF-8")
                     .arg(c, 2, 16, QLatin1Char('0')));
            return false;
        }
        if (m_pos + extra >= m_size) {
            fail(QStringLiteral("invalid UTF-8 (truncated sequence); save the file as UTF-8"));
            return false;
        }
        for (int i = 1; i <= extra; ++i) {
            const uchar cc = uchar(m_data[m_pos + i]);
            if ((cc & 0xC0) != 0x80) {
                fail(QStringLiteral("invalid UTF-8 (byte 0x%1); save the file as UTF-8")
                         .arg(c, 2, 16, QLatin1Char('0')));
                return false;
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            fail(QStringLiteral("invalid UTF-8 (overlong, surrogate or above U+10FFFF); save "
                                "the file as UTF-8"));
            return false;
        }
        for (int i = 0; i <= extra; ++i) {
            utf8 += m_data[m_pos];
            advance();
        }
        return true;
    }

    // An object's keys so far, where each stands: a list looked through while it is short (most
    // objects have a few keys; a hash for each of 10,000 records cost a fifth of a read).
    class Seen {
    public:
        const SourceLocation *find(const QString &key) const {
            if (!m_hash.isEmpty()) {
                const auto it = m_hash.constFind(key);
                return it == m_hash.constEnd() ? nullptr : &*it;
            }
            for (const auto &[k, at] : m_list)
                if (k == key)
                    return &at;
            return nullptr;
        }
        void add(const QString &key, SourceLocation at) {
            if (m_hash.isEmpty() && m_list.size() < 16) {
                m_list.append({key, at});
                return;
            }
            if (m_hash.isEmpty())
                for (const auto &[k, first] : m_list)
                    m_hash.insert(k, first);
            m_hash.insert(key, at);
        }

    private:
        QVarLengthArray<std::pair<QString, SourceLocation>, 16> m_list;
        QHash<QString, SourceLocation> m_hash;
    };

    QJsonValue parseObject(int depth) {
        advance(); // '{'
        QJsonObject object;
        Seen seen;
        skipWhitespace();
        if (peek() == '}') {
            advance();
            return object;
        }
        for (;;) {
            skipWhitespace();
            if (peek() != '"') {
                fail(atEnd() ? QStringLiteral("unexpected end of file inside an object "
                                              "(expected a key in double quotes)")
                             : QStringLiteral("expected a key in double quotes, found %1")
                                   .arg(describeHere()));
                return {};
            }
            const SourceLocation keyAt = here();
            QString key;
            if (!parseString(key))
                return {};
            skipWhitespace();
            if (peek() != ':') {
                fail(QStringLiteral("expected \":\" after the key \"%1\", found %2")
                         .arg(key, describeHere()));
                return {};
            }
            advance();
            skipWhitespace();
            const SourceLocation *dup = seen.find(key);
            if (m_checkOnly && dup) {
                m_failed = true; // (the full read says where and keeps the first)
                return {};
            }
            if (!m_checkOnly)
                m_path.push_back({key, 0, true});
            if (dup) {
                // Keep the first value and its locations; parse the second only for syntax.
                report(keyAt, currentPointer(),
                       QStringLiteral("duplicate key \"%1\" (first at line %2, column %3); "
                                      "the first is used")
                           .arg(key)
                           .arg(dup->line)
                           .arg(dup->column));
                parseValue(depth); // read past it; the first value stays
                if (m_failed)
                    return {};
            } else {
                seen.add(key, keyAt);
                QJsonValue v = parseValue(depth);
                if (m_failed)
                    return {};
                if (!m_checkOnly)
                    object.insert(key, v);
            }
            if (!m_checkOnly)
                m_path.pop_back();
            skipWhitespace();
            if (peek() == ',') {
                advance();
                skipWhitespace();
                if (peek() == '}') {
                    fail(QStringLiteral("trailing comma before \"}\""));
                    return {};
                }
                continue;
            }
            if (peek() == '}') {
                advance();
                return object;
            }
            fail(atEnd() ? QStringLiteral("unexpected end of file inside an object (expected "
                                          "\",\" or \"}\")")
                         : QStringLiteral("expected \",\" or \"}\" after the value of \"%1\", "
                                          "found %2")
                               .arg(key, describeHere()));
            return {};
        }
    }

    QJsonValue parseArray(int depth) {
        advance(); // '['
        QJsonArray array;
        skipWhitespace();
        if (peek() == ']') {
            advance();
            return array;
        }
        for (qsizetype index = 0;; ++index) {
            skipWhitespace();
            if (!m_checkOnly)
                m_path.push_back({QString(), index, false});
            QJsonValue v = parseValue(depth);
            if (m_failed)
                return {};
            if (!m_checkOnly) {
                m_path.pop_back();
                array.append(v);
            }
            skipWhitespace();
            if (peek() == ',') {
                advance();
                skipWhitespace();
                if (peek() == ']') {
                    fail(QStringLiteral("trailing comma before \"]\""));
                    return {};
                }
                continue;
            }
            if (peek() == ']') {
                advance();
                return array;
            }
            fail(atEnd() ? QStringLiteral("unexpected end of file inside an array (expected "
                                          "\",\" or \"]\")")
                         : QStringLiteral("expected \",\" or \"]\" after an array item, found %1")
                               .arg(describeHere()));
            return {};
        }
    }

    const char *m_data;
    qsizetype m_size;
    const QString &m_file;
    Diagnostics &m_diagnostics;
    JsonReader::Limits m_limits;
    bool m_checkOnly = false;
    QByteArray m_utf8; // the string being read
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_failed = false;
    struct Segment {
        QString key;
        qsizetype index;
        bool isKey;
    };
    std::vector<Segment> m_path; // where the reader stands, for syntax errors
};

} // namespace

JsonSource JsonReader::parse(const QByteArray &data, const QString &file, Diagnostics &diagnostics,
                             Limits limits) {
    JsonSource source;
    source.file = file;
    if (data.size() > limits.maxBytes) {
        Diagnostic d;
        d.file = file;
        d.location = {1, 1};
        d.message = QStringLiteral("file is too large (%1 bytes; the limit is %2 bytes)")
                        .arg(data.size())
                        .arg(limits.maxBytes);
        diagnostics.add(d);
        source.root = QJsonValue(QJsonValue::Undefined);
        return source;
    }
    // A text that keeps every rule is read by Qt's parser, six times faster than this one (a
    // designer's items.json of 10,000 records: 7 ms, not 42): both give the same values then.
    // Anything else, a problem or a number the two read otherwise, is read by this one, which
    // says what and where.
    if (limits.quick) {
        Diagnostics none;
        Parser check(data, file, none, limits, true);
        check.parseDocument();
        if (!check.failed() && none.isEmpty()) {
            const bool bom = data.startsWith("\xEF\xBB\xBF");
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(
                bom ? QByteArray::fromRawData(data.constData() + 3, data.size() - 3) : data,
                &error);
            if (error.error == QJsonParseError::NoError && (doc.isObject() || doc.isArray())) {
                source.root = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
                source.map.setText(data);
                return source;
            }
        }
    }
    Parser parser(data, file, diagnostics, limits);
    source.root = parser.parseDocument();
    if (source.isValid())
        source.map.setText(data);
    return source;
}

QString JsonReader::notARegularFile(const QString &path) {
    const QFileInfo info(path); // follows links: a link is judged by what it leads to
    if (!info.exists())
        return info.isSymLink()
                   ? QStringLiteral("is a symbolic link that leads nowhere (or in a loop)")
                   : QStringLiteral("file not found");
    if (info.isDir())
        return QStringLiteral("is a folder, expected a JSON file");
    if (!info.isFile())
        return QStringLiteral("is not a regular file (a named pipe, device or socket); only "
                              "regular files are read");
    return {};
}

std::optional<QByteArray> JsonReader::readBytes(const QString &path, const QString &displayName,
                                                Diagnostics &diagnostics, Limits limits) {
    QFile f(path);
    const QFileInfo info(path);
    auto fail = [&](const QString &message) {
        Diagnostic d;
        d.file = displayName;
        d.message = message;
        diagnostics.add(d);
        return std::nullopt;
    };
    if (const QString why = notARegularFile(path); !why.isEmpty())
        return fail(why);
    if (info.size() > limits.maxBytes)
        return fail(QStringLiteral("file is too large (%1 bytes; the limit is %2 bytes)")
                        .arg(info.size())
                        .arg(limits.maxBytes));
    if (!f.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read the file: %1").arg(f.errorString()));
    // As much as the file holds: read(maxBytes + 1) allocated 16 MiB for every file.
    return f.read(info.size() + 1);
}

JsonSource JsonReader::readFile(const QString &path, const QString &displayName,
                                Diagnostics &diagnostics, Limits limits) {
    const std::optional<QByteArray> data = readBytes(path, displayName, diagnostics, limits);
    if (!data) {
        JsonSource s;
        s.file = displayName;
        s.root = QJsonValue(QJsonValue::Undefined);
        return s;
    }
    return parse(*data, displayName, diagnostics, limits);
}

} // namespace pd
