#include "RecordWords.h"

#include "data/Pack.h"
#include "document/PackDocument.h"
#include "json/JsonPointer.h"

namespace pd {

namespace {
const QString kDash = QStringLiteral(" — ");
}

QString RecordWords::kind(RecordKind kind) {
    switch (kind) {
    case RecordKind::Table:
        return tr("table");
    case RecordKind::Item:
        return tr("item");
    case RecordKind::Spell:
        return tr("spell");
    case RecordKind::Monster:
        return tr("monster");
    case RecordKind::Trap:
        return tr("trap");
    }
    return {};
}

QString RecordWords::label(const Pack &pack, RecordKind kind, const QString &id) {
    QString name, detail;
    switch (kind) {
    case RecordKind::Table:
        if (const RandomTable *t = pack.table(id))
            name = t->name;
        break;
    case RecordKind::Item:
        if (const ItemRecord *i = pack.item(id)) {
            name = i->name;
            detail = i->tier > 0 ? tr("%1, tier %2").arg(ItemRecord::kindName(i->kind)).arg(i->tier)
                                 : ItemRecord::kindName(i->kind);
        }
        break;
    case RecordKind::Spell:
        if (const SpellRecord *s = pack.spell(id)) {
            name = s->name;
            detail = tr("%1, level %2").arg(elementName(s->element)).arg(s->level);
        }
        break;
    case RecordKind::Monster:
        if (const MonsterRecord *m = pack.monster(id)) {
            name = m->name;
            detail = tr("level %1").arg(m->level);
            if (m->tier != MonsterRecord::Tier::Normal)
                detail = tr("%1, %2").arg(detail, MonsterRecord::tierNames().value(int(m->tier)));
        }
        break;
    case RecordKind::Trap:
        if (const TrapRecord *t = pack.trap(id))
            name = t->name;
        break;
    }
    if (name.isEmpty() || name == id)
        return id;
    return detail.isEmpty() ? id + kDash + name : id + kDash + tr("%1, %2").arg(name, detail);
}

QString RecordWords::idOf(const QString &label) {
    const qsizetype dash = label.indexOf(kDash);
    return (dash < 0 ? label : label.left(dash)).trimmed();
}

QString RecordWords::place(const PackDocument &document, const QString &file,
                           const QString &pointer) {
    QStringList keys = pointer.split(u'/', Qt::SkipEmptyParts);
    for (QString &k : keys)
        k.replace(QStringLiteral("~1"), QStringLiteral("/"))
            .replace(QStringLiteral("~0"), QStringLiteral("~"));
    QStringList words;
    // The record the pointer lies in, by its id.
    for (RecordKind kind : allRecordKinds()) {
        const RecordKindInfo &info = recordKindInfo(kind);
        if (file != QLatin1String(info.file) || keys.size() < 2 ||
            keys.first() != QLatin1String(info.arrayKey))
            continue;
        const JsonTree *id = document.value(
            file, jsonpointer::child(u'/' + keys.at(0), keys.at(1)) + QStringLiteral("/id"));
        words << (id && !id->scalar().toString().isEmpty()
                      ? id->scalar().toString()
                      : tr("%1 #%2").arg(RecordWords::kind(kind)).arg(keys.at(1).toInt() + 1));
        keys = keys.mid(2);
        break;
    }
    if (words.isEmpty()) {
        if (file == QLatin1String("ruleset.json"))
            words << tr("ruleset");
        else if (file == QLatin1String("pack.json"))
            words << tr("manifest");
        else if (file == QLatin1String("tileset.json"))
            words << tr("tileset");
        else if (file == QLatin1String("sounds.json"))
            words << tr("sounds");
        else
            words << file;
    }
    // What lies inside: rows and bands counted from 1, other keys as they are written.
    for (qsizetype i = 0; i < keys.size(); ++i) {
        bool number = false;
        const int index = keys.at(i).toInt(&number);
        if (number && i > 0) {
            const QString &array = keys.at(i - 1);
            words.removeLast();
            if (array == QLatin1String("rows"))
                words << tr("row %1").arg(index + 1);
            else if (array == QLatin1String("bands"))
                words << tr("band %1").arg(index + 1);
            else if (array == QLatin1String("all"))
                words << tr("part %1").arg(index + 1);
            else
                words << tr("%1 #%2").arg(array).arg(index + 1);
        } else if (keys.at(i) == QLatin1String("dungeon") && i + 1 < keys.size() &&
                   keys.at(i + 1) == QLatin1String("bands")) {
            continue; // "band 2" says it
        } else {
            words << keys.at(i);
        }
    }
    return words.join(QStringLiteral(", "));
}

} // namespace pd
