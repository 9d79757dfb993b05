#include "rpg/Status.h"

#include <QJsonObject>
#include <algorithm>

namespace pd {

const QStringList &Statuses::names() {
    static const QStringList list = {QStringLiteral("poison"),    QStringLiteral("burning"),
                                     QStringLiteral("paralysis"), QStringLiteral("confusion"),
                                     QStringLiteral("slowed"),    QStringLiteral("hasted"),
                                     QStringLiteral("asleep"),    QStringLiteral("afraid"),
                                     QStringLiteral("invisible"), QStringLiteral("telepathic")};
    return list;
}

QString Statuses::name(StatusKind kind) {
    return names().at(int(kind));
}

std::optional<StatusKind> Statuses::fromName(const QString &name) {
    const qsizetype i = names().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return StatusKind(i);
}

const Status *Statuses::find(StatusKind kind) const {
    for (const Status &s : m_list)
        if (s.kind == kind)
            return &s;
    return nullptr;
}

int Statuses::turnsOf(StatusKind kind) const {
    const Status *s = find(kind);
    return s ? s->turns : 0;
}

void Statuses::add(StatusKind kind, int turns, int power) {
    if (turns < 1)
        return;
    turns = std::min(turns, kMaxTurns);
    for (Status &s : m_list) {
        if (s.kind == kind) {
            s.turns = std::max(s.turns, turns);
            s.power = std::max(s.power, power);
            return;
        }
    }
    m_list.append({kind, turns, std::max(0, power)});
}

bool Statuses::remove(StatusKind kind) {
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (m_list[i].kind == kind) {
            m_list.removeAt(i);
            return true;
        }
    }
    return false;
}

StatusTick Statuses::tick() {
    StatusTick t;
    for (const Status &s : std::as_const(m_list)) {
        if (s.kind != StatusKind::Poison && s.kind != StatusKind::Burning)
            continue;
        t.harm += std::max(1, s.power);
        if (!t.harmBy || s.kind == StatusKind::Burning)
            t.harmBy = s.kind;
    }
    for (qsizetype i = 0; i < m_list.size();) {
        if (--m_list[i].turns > 0) {
            ++i;
            continue;
        }
        t.ended.append(m_list[i].kind);
        m_list.removeAt(i);
    }
    return t;
}

QJsonArray Statuses::toJson() const {
    QJsonArray a;
    for (const Status &s : m_list) {
        QJsonObject o{{QStringLiteral("status"), name(s.kind)}, {QStringLiteral("turns"), s.turns}};
        if (s.power != 0)
            o.insert(QStringLiteral("power"), s.power);
        a.append(o);
    }
    return a;
}

std::optional<Statuses> Statuses::fromJson(const QJsonValue &value, QString *error) {
    auto fail = [error](const QString &m) -> std::optional<Statuses> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (!value.isArray())
        return fail(QStringLiteral("expected an array of statuses"));
    Statuses out;
    const QJsonArray a = value.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString at = QStringLiteral("/%1").arg(i);
        const QJsonObject o = a.at(i).toObject();
        const std::optional<StatusKind> kind =
            fromName(o.value(QStringLiteral("status")).toString());
        if (!kind)
            return fail(at + QStringLiteral("/status: expected one of ") +
                        names().join(QStringLiteral(", ")));
        const QJsonValue turns = o.value(QStringLiteral("turns"));
        const double t = turns.toDouble(-1);
        if (!turns.isDouble() || t < 1 || t > kMaxTurns || t != int(t))
            return fail(
                at + QStringLiteral("/turns: expected a whole number from 1 to %1").arg(kMaxTurns));
        const double p = o.value(QStringLiteral("power")).toDouble(0);
        if (p < 0 || p > 1000000 || p != int(p))
            return fail(at + QStringLiteral("/power: expected a whole number from 0"));
        if (out.has(*kind))
            return fail(at + QStringLiteral("/status: %1 twice").arg(name(*kind)));
        out.m_list.append({*kind, int(t), int(p)});
    }
    return out;
}

bool Statuses::operator==(const Statuses &o) const {
    if (m_list.size() != o.m_list.size())
        return false;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Status &a = m_list[i], &b = o.m_list[i];
        if (a.kind != b.kind || a.turns != b.turns || a.power != b.power)
            return false;
    }
    return true;
}

} // namespace pd
