#pragma once

#include "json/JsonObjectReader.h"

#include <QJsonObject>
#include <QList>

#include <array>
#include <optional>

namespace pd {

// MAJOR.MINOR.PATCH
struct Version {
    std::array<int, 3> parts{0, 0, 0};
    static std::optional<Version> parse(const QString &text);
    QString toString() const;
    int compare(const Version &o) const;
};

// ">=1.0.0 <2.0.0", "=1.2.3", "*": every comparison must hold.
struct VersionRange {
    struct Comparison {
        enum class Op { Eq, Lt, Le, Gt, Ge };
        Op op = Op::Eq;
        Version version;
    };
    QList<Comparison> comparisons;
    QString text;

    static std::optional<VersionRange> parse(const QString &text, QString *error);
    bool contains(const Version &v) const;
};

struct PackManifest {
    struct Dependency {
        QString id;
        VersionRange versions;
        QString pointer;
    };

    int format = 1;
    QString id;
    QString name;
    Version version;
    QStringList authors;
    QString description;
    VersionRange game;
    int generatorVersion = 1;
    QList<Dependency> dependencies;
    QString license;
    // The language its data files are written in ("en" when left out): the texts shown when a
    // translation (translations/<language>.json) has none. Not part of toJson(), which the
    // content hash is made of: texts never change what a save or a replay plays.
    QString language;
    QString textLanguage() const;

    static bool isValidPackId(const QString &id);
    static PackManifest fromJson(JsonObjectReader &r);
    QJsonObject toJson() const;
};

} // namespace pd
