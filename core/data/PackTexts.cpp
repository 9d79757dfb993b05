#include "PackTexts.h"

#include "data/Pack.h"
#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "data/RecordFields.h"
#include "json/ClosestMatch.h"
#include "json/JsonObjectReader.h"
#include "json/JsonPointer.h"
#include "json/JsonReader.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace pd {

namespace {

struct KindInfo {
    PackTexts::Kind kind;
    const char *key;  // the translation file's key
    const char *what; // in messages
};

constexpr KindInfo kKinds[] = {
    {PackTexts::Kind::Item, "items", "item"},
    {PackTexts::Kind::Spell, "spells", "spell"},
    {PackTexts::Kind::Monster, "monsters", "monster"},
    {PackTexts::Kind::Trap, "traps", "trap"},
};

template <typename T>
QStringList idsOf(const QList<T> &records) {
    QStringList ids;
    ids.reserve(records.size());
    for (const T &r : records)
        ids.append(r.id);
    return ids;
}

QStringList idsOf(const Pack &pack, PackTexts::Kind kind) {
    switch (kind) {
    case PackTexts::Kind::Item:
        return idsOf(pack.items);
    case PackTexts::Kind::Spell:
        return idsOf(pack.spells);
    case PackTexts::Kind::Monster:
        return idsOf(pack.monsters);
    case PackTexts::Kind::Trap:
        return idsOf(pack.traps);
    case PackTexts::Kind::Pack:
    case PackTexts::Kind::Table:
        break;
    }
    return {};
}

bool hasRecord(const Pack &pack, PackTexts::Kind kind, const QString &id) {
    switch (kind) {
    case PackTexts::Kind::Item:
        return pack.item(id);
    case PackTexts::Kind::Spell:
        return pack.spell(id);
    case PackTexts::Kind::Monster:
        return pack.monster(id);
    case PackTexts::Kind::Trap:
        return pack.trap(id);
    case PackTexts::Kind::Pack:
    case PackTexts::Kind::Table:
        break;
    }
    return false;
}

// The looks of unidentified items: "appearances": {"TABLE": {"ROW TEXT": "translation"}}, each row
// by its own text (so rows may be reordered). Unknown tables and rows are warned about and left
// out.
void readAppearances(JsonObjectReader &top, JsonContext &context, const Pack &pack,
                     PackTexts &texts, const QString &language) {
    const QString key = QStringLiteral("appearances");
    if (!top.has(key))
        return;
    const QJsonObject tables = top.objectValue(key);
    for (auto t = tables.constBegin(); t != tables.constEnd(); ++t) {
        const QString at = jsonpointer::child(u'/' + key, t.key());
        const RandomTable *table = pack.table(t.key());
        if (!table) {
            context.warningAtKey(at,
                                 QStringLiteral("unknown table id \"%1\" (ignored)").arg(t.key()));
            continue;
        }
        if (!t.value().isObject()) {
            context.warning(at, QStringLiteral("expected an object: each row's text and its "
                                               "translation"));
            continue;
        }
        const QJsonObject rows = t.value().toObject();
        for (auto row = rows.constBegin(); row != rows.constEnd(); ++row) {
            const QString rowAt = jsonpointer::child(at, row.key());
            const bool known =
                std::any_of(table->rows.cbegin(), table->rows.cend(), [&](const TableRow &r) {
                    return r.result.kind == TableResult::Kind::Text && r.result.text == row.key();
                });
            if (!known) {
                context.warningAtKey(rowAt,
                                     QStringLiteral("table \"%1\" has no row \"%2\" (ignored)")
                                         .arg(t.key(), row.key()));
                continue;
            }
            if (!row.value().isString() || row.value().toString().trimmed().isEmpty()) {
                context.warning(rowAt, QStringLiteral("expected a text (left out)"));
                continue;
            }
            texts.insert(language, PackTexts::Kind::Table, t.key() + u'/' + row.key(),
                         PackTexts::Field::Row, row.value().toString());
        }
    }
}

// Reads one text of a record (or of the pack) into `texts`; a wrong type or an empty text is
// reported and left out.
void readText(JsonObjectReader &r, const char *field, PackTexts::Field f, PackTexts &texts,
              const QString &language, PackTexts::Kind kind, const QString &id) {
    const QString key = QLatin1String(field);
    if (!r.has(key)) {
        r.ignore(key);
        return;
    }
    const QString text = r.string(key);
    if (!r.value(key).isString())
        return;
    if (text.trimmed().isEmpty()) {
        r.warning(key, QStringLiteral("empty text (the pack's own is shown)"));
        return;
    }
    texts.insert(language, kind, id, f, text);
}

void readFile(const QString &path, const QString &display, const QString &language,
              const Pack &pack, PackTexts &texts, Diagnostics &diagnostics,
              const PackFiles *memory) {
    JsonSource source;
    bool held = false;
    if (memory) {
        // The editor's file (as edited), when it has it: its syntax was checked when read.
        const QString name = PackTexts::folderName() + u'/' + QFileInfo(path).fileName();
        if (memory->unreadable.contains(name))
            return;
        if (const auto it = memory->files.find(name); it != memory->files.end()) {
            source.file = display;
            source.root =
                it->second.value.isUndefined() ? it->second.tree.toValue() : it->second.value;
            source.map = it->second.map;
            held = true;
        }
    }
    if (!held)
        source = JsonReader::readFile(path, display, diagnostics);
    if (!source.isValid())
        return;
    JsonContext context(source, diagnostics);
    JsonObjectReader top(context, source.root, QString());
    if (!top.isObject())
        return;
    fields::readFormat(top, kPackFormat);

    const QJsonObject about = top.objectValue(QStringLiteral("pack"));
    if (!about.isEmpty()) {
        JsonObjectReader r(context, about, QStringLiteral("/pack"));
        readText(r, "name", PackTexts::Field::Name, texts, language, PackTexts::Kind::Pack,
                 QString());
        readText(r, "description", PackTexts::Field::Description, texts, language,
                 PackTexts::Kind::Pack, QString());
        r.finish();
    }
    for (const KindInfo &k : kKinds) {
        const QString key = QLatin1String(k.key);
        const QJsonObject records = top.objectValue(key);
        const QString pointer = u'/' + key;
        QStringList ids; // asked for once, and only when an id is unknown
        for (auto it = records.constBegin(); it != records.constEnd(); ++it) {
            const QString id = it.key();
            const QString at = jsonpointer::child(pointer, id);
            if (!hasRecord(pack, k.kind, id)) {
                if (ids.isEmpty())
                    ids = idsOf(pack, k.kind);
                const QString near = closestMatch(id, ids);
                Diagnostic d;
                d.severity = Diagnostic::Severity::Warning;
                d.pointer = at;
                d.atKey = true;
                d.message = near.isEmpty() ? QStringLiteral("unknown %1 id \"%2\" (ignored)")
                                                 .arg(QLatin1String(k.what), id)
                                           : QStringLiteral("unknown %1 id \"%2\" (ignored; "
                                                            "did you mean \"%3\"?)")
                                                 .arg(QLatin1String(k.what), id, near);
                if (!near.isEmpty()) {
                    d.replace = id;
                    d.with = near;
                }
                context.report(d);
                continue;
            }
            JsonObjectReader r(context, it.value(), at);
            if (!r.isObject())
                continue;
            readText(r, "name", PackTexts::Field::Name, texts, language, k.kind, id);
            readText(r, "description", PackTexts::Field::Description, texts, language, k.kind, id);
            if (k.kind == PackTexts::Kind::Trap)
                readText(r, "sprung", PackTexts::Field::Sprung, texts, language, k.kind, id);
            r.finish();
        }
    }
    readAppearances(top, context, pack, texts, language);
    top.finish();
}

// key() written into `out`, which is cleared first: missing() asks 20,000 times a compile
// for a pack of 10,000 records, and builds no string for each part.
void writeKey(QString &out, PackTexts::Kind kind, const QString &id, PackTexts::Field field) {
    out.clear();
    for (const int n : {int(kind), int(field)}) {
        if (n >= 0 && n < 10)
            out += QChar(char16_t(u'0' + n));
        else
            out += QString::number(n);
        out += u'/';
    }
    out += id;
}

} // namespace

QString PackTexts::key(Kind kind, const QString &id, Field field) {
    QString k;
    writeKey(k, kind, id, field);
    return k;
}

QString PackTexts::text(const QString &language, Kind kind, const QString &id, Field field) const {
    if (m_texts.isEmpty())
        return QString();
    const QString k = key(kind, id, field);
    const auto it = m_texts.constFind(language);
    if (it != m_texts.constEnd()) {
        const auto found = it->constFind(k);
        if (found != it->constEnd())
            return *found;
    }
    // "de_CH" reads the German texts when the pack has no Swiss ones.
    const qsizetype underscore = language.indexOf(u'_');
    if (underscore > 0)
        return text(language.left(underscore), kind, id, field);
    return QString();
}

void PackTexts::insert(const QString &language, Kind kind, const QString &id, Field field,
                       const QString &text) {
    m_texts[language].insert(key(kind, id, field), text);
}

namespace {

template <typename Record>
void addRecordTexts(QList<PackTexts::Entry> &out, PackTexts::Kind kind,
                    const QList<Record> &records) {
    for (const Record &r : records) {
        if (!r.name.isEmpty())
            out.append({kind, r.id, PackTexts::Field::Name});
        if (!r.description.isEmpty())
            out.append({kind, r.id, PackTexts::Field::Description});
    }
}

} // namespace

QList<PackTexts::Entry> PackTexts::translatable(const Pack &pack) {
    QList<Entry> out;
    if (!pack.manifest.name.isEmpty())
        out.append({Kind::Pack, QString(), Field::Name});
    if (!pack.manifest.description.isEmpty())
        out.append({Kind::Pack, QString(), Field::Description});
    addRecordTexts(out, Kind::Item, pack.items);
    addRecordTexts(out, Kind::Spell, pack.spells);
    addRecordTexts(out, Kind::Monster, pack.monsters);
    addRecordTexts(out, Kind::Trap, pack.traps);
    for (const TrapRecord &t : pack.traps)
        if (!t.sprungName.isEmpty())
            out.append({Kind::Trap, t.id, Field::Sprung});
    return out;
}

QList<PackTexts::Entry> PackTexts::missing(const Pack &pack, const QString &language) const {
    // text()'s lookup, with one key buffer for every entry.
    const QHash<QString, QString> *texts[2] = {nullptr, nullptr};
    const auto own = m_texts.constFind(language);
    if (own != m_texts.constEnd())
        texts[0] = &*own;
    if (const qsizetype underscore = language.indexOf(u'_'); underscore > 0) {
        const auto general = m_texts.constFind(language.left(underscore));
        if (general != m_texts.constEnd())
            texts[1] = &*general;
    }
    QList<Entry> out;
    QString k;
    for (const Entry &e : translatable(pack)) {
        writeKey(k, e.kind, e.id, e.field);
        if (!(texts[0] && texts[0]->contains(k)) && !(texts[1] && texts[1]->contains(k)))
            out.append(e);
    }
    return out;
}

QString PackTexts::pointerOf(const Entry &entry) {
    const QString field = entry.field == Field::Name          ? QStringLiteral("name")
                          : entry.field == Field::Description ? QStringLiteral("description")
                          : entry.field == Field::Sprung      ? QStringLiteral("sprung")
                                                              : QString();
    if (entry.kind == Kind::Pack)
        return QStringLiteral("/pack/") + field;
    for (const KindInfo &k : kKinds)
        if (k.kind == entry.kind)
            return jsonpointer::child(jsonpointer::child(u'/' + QLatin1String(k.key), entry.id),
                                      field);
    return {};
}

QString PackTexts::sourceText(const Pack &pack, const Entry &entry) {
    const auto pick = [&entry](const auto *record) {
        if (!record)
            return QString();
        return entry.field == Field::Description ? record->description : record->name;
    };
    switch (entry.kind) {
    case Kind::Pack:
        return entry.field == Field::Description ? pack.manifest.description : pack.manifest.name;
    case Kind::Item:
        return pick(pack.item(entry.id));
    case Kind::Spell:
        return pick(pack.spell(entry.id));
    case Kind::Monster:
        return pick(pack.monster(entry.id));
    case Kind::Trap:
        if (entry.field == Field::Sprung)
            return pack.trap(entry.id) ? pack.trap(entry.id)->sprungName : QString();
        return pick(pack.trap(entry.id));
    case Kind::Table:
        break;
    }
    return {};
}

QStringList PackTexts::languages() const {
    QStringList out = m_texts.keys();
    std::sort(out.begin(), out.end());
    return out;
}

void PackTexts::overlay(const PackTexts &other) {
    for (auto lang = other.m_texts.constBegin(); lang != other.m_texts.constEnd(); ++lang) {
        QHash<QString, QString> &mine = m_texts[lang.key()];
        for (auto it = lang->constBegin(); it != lang->constEnd(); ++it)
            mine.insert(it.key(), it.value());
    }
}

PackTexts PackTexts::recordsOnly() const {
    PackTexts out;
    const QString own = QString::number(int(Kind::Pack)) + u'/';
    for (auto lang = m_texts.constBegin(); lang != m_texts.constEnd(); ++lang)
        for (auto it = lang->constBegin(); it != lang->constEnd(); ++it)
            if (!it.key().startsWith(own))
                out.m_texts[lang.key()].insert(it.key(), it.value());
    return out;
}

bool PackTexts::isLanguageCode(const QString &code) {
    static const QRegularExpression shape(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    if (!shape.match(code).hasMatch())
        return false;
    // QLocale knows the ISO 639 codes: "xx" gives the C locale.
    return QLocale(code).language() != QLocale::C;
}

PackTexts PackTexts::load(const QString &folder, const QString &prefix, const Pack &pack,
                          Diagnostics &diagnostics) {
    return loadPackTexts(folder, prefix, pack, diagnostics, nullptr);
}

PackTexts loadPackTexts(const QString &folder, const QString &prefix, const Pack &pack,
                        Diagnostics &diagnostics, const PackFiles *memory) {
    PackTexts texts;
    const QString dir = folder + u'/' + PackTexts::folderName();
    const QFileInfo info(dir);
    const QString own =
        pack.manifest.language.isEmpty() ? PackTexts::defaultLanguage() : pack.manifest.language;
    const QString shown = prefix + PackTexts::folderName();
    // The editor's translations that are not on disk yet (a language added since the last
    // save), read as they are held.
    QStringList held;
    if (memory)
        for (const auto &[name, file] : memory->files)
            if (PackFiles::isTranslation(name) && !QFileInfo::exists(folder + u'/' + name)) {
                const QString language = QFileInfo(name).completeBaseName();
                if (language != own)
                    held << language;
            }
    Diagnostics found;
    for (const QString &language : std::as_const(held))
        readFile(dir + u'/' + language + QStringLiteral(".json"),
                 shown + u'/' + language + QStringLiteral(".json"), language, pack, texts, found,
                 memory);
    if (!info.exists()) {
        for (Diagnostic d : found.items()) {
            d.severity = Diagnostic::Severity::Warning;
            diagnostics.add(d);
        }
        return texts;
    }
    if (!info.isDir()) {
        Diagnostic d;
        d.file = shown;
        d.message = QStringLiteral("not a folder (a pack's translations are the files "
                                   "translations/<language>.json)");
        found.add(d);
    } else {
        // System entries too (named pipes, sockets, devices, links that lead nowhere): each is
        // named in a warning and never opened, as a link to a device is.
        const QFileInfoList entries = QDir(dir).entryInfoList(
            QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &entry : entries) {
            const QString display = shown + u'/' + entry.fileName();
            Diagnostic d;
            d.file = display;
            if (entry.fileName().startsWith(u'.'))
                continue; // an editor's backup, .git
            if (entry.suffix() != QLatin1String("json") || !entry.isFile()) {
                d.message = QStringLiteral("not a translation file, not read (a pack's "
                                           "translations are the files <language>.json)");
                found.add(d);
                continue;
            }
            const QString language = entry.completeBaseName();
            if (!PackTexts::isLanguageCode(language)) {
                d.message = QStringLiteral("\"%1\" is not a language code, file not read (name a "
                                           "translation by its language: de.json, fr.json, "
                                           "pt_BR.json)")
                                .arg(language);
                found.add(d);
                continue;
            }
            if (language == own) {
                d.message = QStringLiteral("the pack's data files are written in \"%1\" "
                                           "(pack.json, /language): this file is not read")
                                .arg(own);
                found.add(d);
                continue;
            }
            readFile(entry.filePath(), display, language, pack, texts, found, memory);
        }
    }
    // Whatever is wrong in a translation, the pack plays: every problem is a warning.
    for (Diagnostic d : found.items()) {
        d.severity = Diagnostic::Severity::Warning;
        diagnostics.add(d);
    }
    return texts;
}

} // namespace pd
