#include "Stats.h"

namespace pd {

const QStringList &statKeys() {
    static const QStringList keys = {
        QStringLiteral("hp"),  QStringLiteral("mp"),  QStringLiteral("atk"), QStringLiteral("def"),
        QStringLiteral("cri"), QStringLiteral("hit"), QStringLiteral("dop")};
    return keys;
}

QString statKey(Stat s) {
    return statKeys().at(int(s));
}

QString statLabel(Stat s) {
    return statKey(s).toUpper();
}

bool Stats::isZero() const {
    for (qint64 v : values)
        if (v != 0)
            return false;
    return true;
}

QJsonObject Stats::toJson() const {
    QJsonObject o;
    for (Stat s : kAllStats)
        if ((*this)[s] != 0)
            o.insert(statKey(s), (*this)[s]);
    return o;
}

} // namespace pd
