#include "PackChanges.h"

namespace pd {

namespace {

// `inner` is `outer` or lies under it ("/a/1" under "/a", not under "/a/10").
bool within(const QString &inner, const QString &outer) {
    return outer.isEmpty() || inner == outer ||
           (inner.startsWith(outer) && inner.at(outer.size()) == u'/');
}

} // namespace

void PackChanges::add(const QString &file, const QString &pointer, const Origin &origin) {
    // The same value twice (undo of a step that set it twice) is one change. Only exact repeats
    // are looked for: a rename of a record used 30,000 times adds 30,000 changes, and comparing
    // each with every other made it quadratic. Made twice from two places, it is no one view's.
    const QString key = file + u'\n' + pointer;
    if (const auto it = m_seen.constFind(key); it != m_seen.constEnd()) {
        Origin &was = m_items[*it].origin;
        if (was != origin)
            was = Origin();
        return;
    }
    m_seen.insert(key, m_items.size());
    m_items.append({file, pointer, origin});
}

void PackChanges::add(const PackChanges &other) {
    for (const Change &c : other.m_items)
        add(c.file, c.pointer, c.origin);
}

bool PackChanges::madeBy(const QObject *view) const {
    if (!view || m_items.isEmpty())
        return false;
    for (const Change &c : m_items)
        if (c.origin.kind != Origin::Kind::Edit || c.origin.view != view)
            return false;
    return true;
}

PackChanges PackChanges::without(const QObject *view) const {
    PackChanges out;
    for (const Change &c : m_items)
        if (!view || c.origin.kind != Origin::Kind::Edit || c.origin.view != view)
            out.add(c.file, c.pointer, c.origin);
    return out;
}

bool PackChanges::touchesFile(const QString &file) const {
    for (const Change &c : m_items)
        if (c.file == file)
            return true;
    return false;
}

bool PackChanges::touches(const QString &file, const QString &pointer) const {
    for (const Change &c : m_items)
        if (c.file == file && (within(c.pointer, pointer) || within(pointer, c.pointer)))
            return true;
    return false;
}

bool PackChanges::touchesIds(RecordKind kind) const {
    const RecordKindInfo &info = recordKindInfo(kind);
    const QString file = QLatin1String(info.file);
    const QString array = u'/' + QLatin1String(info.arrayKey);
    for (const Change &c : m_items) {
        if (c.file != file)
            continue;
        if (within(array, c.pointer))
            return true; // the array, or the file around it
        // "/monsters/3" (a record replaced) or "/monsters/3/id".
        if (c.pointer.startsWith(array + u'/')) {
            const QString rest = c.pointer.mid(array.size() + 1);
            const qsizetype slash = rest.indexOf(u'/');
            if (slash < 0 || rest.mid(slash) == QLatin1String("/id"))
                return true;
        }
    }
    return false;
}

bool PackChanges::touchesMembers(const QString &file, const QString &recordPointer,
                                 const QStringList &keys) const {
    for (const Change &c : m_items) {
        if (c.file != file)
            continue;
        if (within(recordPointer, c.pointer))
            return true; // the record or something around it
        if (c.pointer.startsWith(recordPointer + u'/')) {
            const QString key = c.pointer.mid(recordPointer.size() + 1).section(u'/', 0, 0);
            if (keys.contains(key))
                return true;
        }
    }
    return false;
}

bool PackChanges::touchesKey(RecordKind kind, const QString &key) const {
    if (touchesIds(kind))
        return true;
    const RecordKindInfo &info = recordKindInfo(kind);
    const QString prefix = u'/' + QLatin1String(info.arrayKey) + u'/';
    for (const Change &c : m_items)
        if (c.file == QLatin1String(info.file) && c.pointer.startsWith(prefix) &&
            c.pointer.mid(prefix.size()).section(u'/', 1, 1) == key)
            return true;
    return false;
}

} // namespace pd
