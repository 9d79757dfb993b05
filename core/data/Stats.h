#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>

namespace pd {

// The maze-duel report's seven attributes.
enum class Stat { Hp, Mp, Atk, Def, Cri, Hit, Dop };
constexpr int kStatCount = 7;

QString statKey(Stat s);   // "hp", "mp", "atk", ...
QString statLabel(Stat s); // "HP", "MP", "ATK", ...
const QStringList &statKeys();
constexpr std::array<Stat, kStatCount> kAllStats = {Stat::Hp,  Stat::Mp,  Stat::Atk, Stat::Def,
                                                    Stat::Cri, Stat::Hit, Stat::Dop};

// A value per attribute (whole numbers; the rules are integer arithmetic throughout).
struct Stats {
    std::array<qint64, kStatCount> values{};

    qint64 operator[](Stat s) const { return values[std::size_t(s)]; }
    qint64 &operator[](Stat s) { return values[std::size_t(s)]; }
    Stats &operator+=(const Stats &o) {
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] += o.values[i];
        return *this;
    }
    bool operator==(const Stats &o) const { return values == o.values; }
    bool isZero() const;
    // Only the non-zero stats, e.g. {"atk": 4, "cri": 2}.
    QJsonObject toJson() const;
};

} // namespace pd
