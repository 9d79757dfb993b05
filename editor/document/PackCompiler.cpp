#include "PackCompiler.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QMutexLocker>
#include <QtConcurrent>

namespace pd {

void releaseAside(std::shared_ptr<const Pack> pack) {
    if (pack && pack.use_count() == 1) // nobody else can take a copy of it now
        (void)QtConcurrent::run([last = std::move(pack)] {});
}

PackCompile PackSnapshot::compile() const {
    PackCompile out;
    out.generation = m_generation;
    {
        QMutexLocker lock(m_cache ? &m_cache->mutex : nullptr);
        PackLoader::Options options = m_options;
        options.cache = m_cache ? &m_cache->records : nullptr;
        out.pack =
            std::make_shared<const Pack>(PackLoader::load(m_files, out.diagnostics, options));
    }
    for (const auto &[name, file] : m_files.files) {
        if (!PackFiles::isTranslation(name))
            continue;
        const QString language = QFileInfo(name).completeBaseName();
        const QList<PackTexts::Entry> missing = out.pack->texts.missing(*out.pack, language);
        out.missingTexts.insert(language, {missing.size(), missing.value(0)});
    }
    return out;
}

namespace {

QStringList pointerKeys(const QString &pointer) {
    QStringList keys = pointer.mid(1).split(u'/');
    for (QString &key : keys) {
        key.replace(QStringLiteral("~1"), QStringLiteral("/"));
        key.replace(QStringLiteral("~0"), QStringLiteral("~"));
    }
    return keys;
}

bool arrayIndex(const QString &key, qsizetype size, qsizetype *index) {
    bool ok = false;
    *index = key.toLongLong(&ok);
    return ok && *index >= 0 && *index < size && !(key.size() > 1 && key.startsWith(u'0'));
}

// Sets the value at keys[depth..] under `node` to `value` (removes it when null); false when
// the way there is not what the pointer says. A container on the way is taken out of its parent
// while it is changed, so that it is the only holder of its data and is changed in place, not
// copied (unless a snapshot still holds it: then only the containers on the way are copied,
// shallowly).
bool patch(QJsonValue &node, const QStringList &keys, qsizetype depth, const JsonTree *value) {
    const QString &key = keys.at(depth);
    const bool last = depth + 1 == keys.size();
    if (node.isObject()) {
        QJsonObject object = node.toObject();
        node = QJsonValue();
        bool ok = true;
        if (last && value) {
            object.insert(key, value->toValue());
        } else if (last) {
            object.remove(key);
        } else if (const auto it = object.constFind(key); it == object.constEnd()) {
            ok = false;
        } else {
            QJsonValue child = it.value();
            object.insert(key, QJsonValue());
            ok = patch(child, keys, depth + 1, value);
            object.insert(key, child);
        }
        node = object;
        return ok;
    }
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        node = QJsonValue();
        qsizetype i = 0;
        bool ok = arrayIndex(key, array.size(), &i);
        if (ok && last && value) {
            array.replace(i, value->toValue());
        } else if (ok && last) {
            ok = false; // an item removed: the ones after it move (the caller converts all)
        } else if (ok) {
            QJsonValue child = array.at(i);
            array.replace(i, QJsonValue());
            ok = patch(child, keys, depth + 1, value);
            array.replace(i, child);
        }
        node = array;
        return ok;
    }
    return false;
}

} // namespace

void PackValues::reset(const PackFiles &files) {
    m_values.clear();
    for (const auto &[name, file] : files.files)
        m_values.insert(name, file.value.isUndefined() ? file.tree.toValue() : file.value);
}

void PackValues::update(const PackFiles &files, const QString &file, const QString &pointer) {
    const JsonTree *tree = files.tree(file);
    if (!tree) {
        m_values.remove(file);
        return;
    }
    const auto it = m_values.find(file);
    if (pointer.isEmpty() || it == m_values.end() || !pointer.startsWith(u'/')) {
        m_values.insert(file, tree->toValue());
        return;
    }
    if (!patch(it.value(), pointerKeys(pointer), 0, tree->find(pointer)))
        it.value() = tree->toValue();
}

PackSnapshot PackValues::snapshot(const PackFiles &files, quint64 generation,
                                  std::shared_ptr<PackSnapshot::Cache> cache) const {
    PackSnapshot out;
    out.m_generation = generation;
    out.m_cache = std::move(cache);
    out.m_files.folder = files.folder;
    out.m_files.unreadable = files.unreadable;
    out.m_files.recovered = files.recovered;
    for (const auto &[name, file] : files.files) {
        PackFiles::File copy;
        copy.map = file.map;
        copy.value = m_values.value(name, QJsonValue(QJsonValue::Undefined));
        if (copy.value.isUndefined())
            copy.value = file.tree.toValue();
        out.m_files.files.emplace(name, std::move(copy));
    }
    // As the loader's defaults, settled here: the worker reads no application state.
    out.m_options.displayPrefix = QString();
    out.m_options.displayPrefixSet = true;
    out.m_options.searchPaths << PackLoader::bundledDataDir();
    return out;
}

} // namespace pd
