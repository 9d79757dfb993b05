#include "PackManifest.h"

#include "data/PackTexts.h"
#include "data/RecordFields.h"
#include "json/JsonPointer.h"

#include <QRegularExpression>

namespace pd {

std::optional<Version> Version::parse(const QString &text) {
    static const QRegularExpression re(QStringLiteral("^(\\d{1,6})\\.(\\d{1,6})\\.(\\d{1,6})$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    Version v;
    for (int i = 0; i < 3; ++i)
        v.parts[std::size_t(i)] = m.captured(i + 1).toInt();
    return v;
}

QString Version::toString() const {
    return QStringLiteral("%1.%2.%3").arg(parts[0]).arg(parts[1]).arg(parts[2]);
}

int Version::compare(const Version &o) const {
    for (std::size_t i = 0; i < 3; ++i)
        if (parts[i] != o.parts[i])
            return parts[i] < o.parts[i] ? -1 : 1;
    return 0;
}

std::optional<VersionRange> VersionRange::parse(const QString &text, QString *error) {
    VersionRange range;
    range.text = text.trimmed();
    if (range.text == QLatin1String("*"))
        return range;
    const QStringList parts = range.text.split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        if (error)
            *error = QStringLiteral("empty version range (use \"*\" for any version)");
        return std::nullopt;
    }
    for (const QString &part : parts) {
        Comparison c;
        QString v = part;
        struct Prefix {
            const char *text;
            Comparison::Op op;
        };
        for (const Prefix &p : {Prefix{">=", Comparison::Op::Ge}, Prefix{"<=", Comparison::Op::Le},
                                Prefix{">", Comparison::Op::Gt}, Prefix{"<", Comparison::Op::Lt},
                                Prefix{"=", Comparison::Op::Eq}}) {
            if (v.startsWith(QLatin1String(p.text))) {
                c.op = p.op;
                v = v.mid(qsizetype(qstrlen(p.text)));
                break;
            }
        }
        const auto parsed = Version::parse(v);
        if (!parsed) {
            if (error)
                *error = QStringLiteral("invalid version range \"%1\" (expected e.g. "
                                        "\">=1.0.0 <2.0.0\")")
                             .arg(text);
            return std::nullopt;
        }
        c.version = *parsed;
        range.comparisons << c;
    }
    return range;
}

bool VersionRange::contains(const Version &v) const {
    for (const Comparison &c : comparisons) {
        const int cmp = v.compare(c.version);
        bool ok = false;
        switch (c.op) {
        case Comparison::Op::Eq:
            ok = cmp == 0;
            break;
        case Comparison::Op::Lt:
            ok = cmp < 0;
            break;
        case Comparison::Op::Le:
            ok = cmp <= 0;
            break;
        case Comparison::Op::Gt:
            ok = cmp > 0;
            break;
        case Comparison::Op::Ge:
            ok = cmp >= 0;
            break;
        }
        if (!ok)
            return false;
    }
    return true;
}

bool PackManifest::isValidPackId(const QString &id) {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9-]*(\\.[a-z0-9][a-z0-9-]*)+$"));
    return id.size() <= 128 && re.match(id).hasMatch();
}

PackManifest PackManifest::fromJson(JsonObjectReader &r) {
    PackManifest m;
    if (!r.isObject())
        return m;
    fields::readFormat(r, 1);
    m.id = r.requiredString(QStringLiteral("id"));
    if (!m.id.isEmpty() && !isValidPackId(m.id))
        r.error(QStringLiteral("id"), QStringLiteral("invalid pack id \"%1\" (expected reverse-DNS "
                                                     "in lower case, e.g. \"org.example.my-pack\")")
                                          .arg(m.id));
    m.name = r.requiredString(QStringLiteral("name"));
    const QString version = r.requiredString(QStringLiteral("version"));
    if (const auto v = Version::parse(version))
        m.version = *v;
    else if (!version.isEmpty())
        r.error(
            QStringLiteral("version"),
            QStringLiteral("invalid version \"%1\" (expected MAJOR.MINOR.PATCH, e.g. \"1.0.0\")")
                .arg(version));
    if (!r.has(QStringLiteral("authors")))
        r.missing(QStringLiteral("authors"));
    m.authors = r.stringList(QStringLiteral("authors"));
    if (r.has(QStringLiteral("authors")) && m.authors.isEmpty())
        r.error(QStringLiteral("authors"), QStringLiteral("name at least one author"));
    m.description = r.requiredString(QStringLiteral("description"));
    const QString game = r.string(QStringLiteral("game"), QStringLiteral("*"));
    QString err;
    if (const auto g = VersionRange::parse(game, &err))
        m.game = *g;
    else
        r.error(QStringLiteral("game"), err);
    m.generatorVersion = int(r.integer(QStringLiteral("generatorVersion"), 1, 1, 1000000));
    m.license = r.string(QStringLiteral("license"));
    m.language = r.string(QStringLiteral("language"));
    if (!m.language.isEmpty() && !PackTexts::isLanguageCode(m.language)) {
        r.warning(QStringLiteral("language"),
                  QStringLiteral("\"%1\" is not a language code (e.g. \"en\", \"de\", \"pt_BR\"); "
                                 "the data files are taken as English")
                      .arg(m.language));
        m.language.clear();
    }
    const QJsonArray deps = r.array(QStringLiteral("dependencies"));
    for (qsizetype i = 0; i < deps.size(); ++i) {
        JsonObjectReader d(r.context(), deps.at(i),
                           jsonpointer::child(r.pointerOf(QStringLiteral("dependencies")), i));
        Dependency dep;
        dep.pointer = d.pointer();
        dep.id = d.requiredString(QStringLiteral("id"));
        if (!dep.id.isEmpty() && !isValidPackId(dep.id))
            d.error(QStringLiteral("id"), QStringLiteral("invalid pack id \"%1\"").arg(dep.id));
        const QString range = d.string(QStringLiteral("version"), QStringLiteral("*"));
        if (const auto vr = VersionRange::parse(range, &err))
            dep.versions = *vr;
        else
            d.error(QStringLiteral("version"), err);
        d.finish();
        m.dependencies << dep;
    }
    r.finish();
    return m;
}

QString PackManifest::textLanguage() const {
    return language.isEmpty() ? PackTexts::defaultLanguage() : language;
}

QJsonObject PackManifest::toJson() const {
    QJsonObject o{{QStringLiteral("format"), format},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("version"), version.toString()},
                  {QStringLiteral("authors"), QJsonArray::fromStringList(authors)},
                  {QStringLiteral("description"), description},
                  {QStringLiteral("game"), game.text.isEmpty() ? QStringLiteral("*") : game.text},
                  {QStringLiteral("generatorVersion"), generatorVersion}};
    if (!license.isEmpty())
        o.insert(QStringLiteral("license"), license);
    if (!dependencies.isEmpty()) {
        QJsonArray a;
        for (const Dependency &d : dependencies)
            a.append(QJsonObject{{QStringLiteral("id"), d.id},
                                 {QStringLiteral("version"), d.versions.text}});
        o.insert(QStringLiteral("dependencies"), a);
    }
    return o;
}

} // namespace pd
