#pragma once

#include "data/Pack.h"
#include "data/PackFiles.h"
#include "data/PackLoader.h"
#include "json/Diagnostic.h"

#include <QHash>
#include <QJsonValue>
#include <QMutex>

#include <memory>

namespace pd {

// The pack compiled from one state of the document's files, and what it found wrong: the
// result of a PackSnapshot, made on whatever thread compiled it.
struct PackCompile {
    quint64 generation = 0; // the document's edit count the files were taken at
    std::shared_ptr<const Pack> pack;
    Diagnostics diagnostics;
    // For each translation file's language, the pack's texts it lacks (how many, and the
    // first): the Problems dock's line, worked out with the compile (among 10,000 records it
    // cost the window's thread milliseconds at every keystroke).
    struct MissingTexts {
        qsizetype count = 0;
        PackTexts::Entry first{};
    };
    QHash<QString, MissingTexts> missingTexts;
};

// Lets go of `pack`; when this was its last holder it is freed on another core (a pack of
// 10,000 records takes milliseconds to free, which the window's thread must not spend).
void releaseAside(std::shared_ptr<const Pack> pack);

// The document's files as they are at one edit, taken on the window's thread and compiled on
// any other: each file's value (a QJsonValue, implicitly shared, so taking it copies nothing)
// and the text it was read from while it is unedited (for line and column), never the ordered
// trees the window goes on editing. PackLoader::load compiles it exactly as it compiles the
// trees (`tst_packcompiler` checks it over the bundled packs and a pack of 10,000 records).
class PackSnapshot {
public:
    PackCompile compile() const;

    // The records the document's last compile read, for this compile to take again where
    // unchanged (PackLoader's RecordCache); one compile uses it at a time.
    struct Cache {
        QMutex mutex;
        RecordCache records;
    };

private:
    friend class PackValues;
    PackFiles m_files; // trees left empty: the loader reads each file's value
    PackLoader::Options m_options;
    quint64 m_generation = 0;
    std::shared_ptr<Cache> m_cache;
};

// Each of the document's files as one QJsonValue, kept in step with its tree edit by edit: the
// value at the edited pointer is converted and set in place (a keystroke in one of 10,000 items
// converts that field, not the file), so that a snapshot is taken in no time. An edit it cannot
// follow (the way to the pointer is not there) converts the whole file.
class PackValues {
public:
    // Every file's value anew (after the files were read).
    void reset(const PackFiles &files);
    // The value at `pointer` in `file` changed in the tree (or is gone, or the file is new).
    void update(const PackFiles &files, const QString &file, const QString &pointer);
    PackSnapshot snapshot(const PackFiles &files, quint64 generation,
                          std::shared_ptr<PackSnapshot::Cache> cache = nullptr) const;
    // The file's value as the snapshot takes it (tests compare it with the tree's).
    QJsonValue value(const QString &file) const { return m_values.value(file); }

private:
    QHash<QString, QJsonValue> m_values;
};

} // namespace pd
