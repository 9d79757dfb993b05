#pragma once

// One table of a benchmark program's figures, printed when the program ends, so that a run can
// be pasted into a note as it is: per row the median and the 90th percentile of the timed
// iterations, and for the pairs measured side by side (ours and libtcod's, or 2 threads and 1)
// each one's median and the ratio of every round, the pair's order flipped each round.
// PD_BENCHMARK is QBENCHMARK with each iteration timed into the table.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <QtTest/qbenchmark.h>
#include <QtTest/qtestcase.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace pd::bench {

// Times of single iterations, in nanoseconds.
class Samples {
public:
    void start() { m_timer.start(); }
    void stop() { m_ns.push_back(m_timer.nsecsElapsed()); }
    void add(qint64 ns) { m_ns.push_back(ns); }
    void append(const Samples &o) { m_ns.insert(m_ns.end(), o.m_ns.begin(), o.m_ns.end()); }
    bool isEmpty() const { return m_ns.empty(); }
    std::size_t size() const { return m_ns.size(); }
    // The q-quantile (0.5: the median) in milliseconds.
    double quantileMs(double q) const {
        if (m_ns.empty())
            return 0;
        std::vector<qint64> sorted = m_ns;
        std::sort(sorted.begin(), sorted.end());
        const auto at = std::min(sorted.size() - 1, std::size_t(q * double(sorted.size())));
        return double(sorted[at]) / 1e6;
    }
    double medianMs() const { return quantileMs(0.5); }

private:
    QElapsedTimer m_timer;
    std::vector<qint64> m_ns;
};

inline double medianOf(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

class Table {
public:
    static Table &instance() {
        static Table t;
        return t;
    }
    ~Table() {
        if (!m_rows.empty() || !m_pairs.isEmpty())
            print();
    }
    void setTitle(const QString &title) { m_title = title; }
    // QtTest calls a benchmark function again and again: with more iterations while it
    // calibrates (a bigger set of samples replaces the row's) and once per -median run (a set
    // as big as the row's joins it).
    void addRow(const QString &name, const Samples &s, const QString &note = QString()) {
        takeTitle();
        auto it = std::find_if(m_rows.begin(), m_rows.end(),
                               [&](const Row &r) { return r.name == name; });
        if (it == m_rows.end()) {
            m_rows.push_back({name, s, note, s.size()});
        } else if (s.size() > it->runSize) {
            *it = {name, s, note, s.size()};
        } else if (s.size() == it->runSize) {
            it->samples.append(s);
            it->note = note;
        }
    }
    // A pair measured in rounds: a.medianMs / b.medianMs of each round, the order flipped each
    // round by the caller.
    void addPair(const QString &name, const QString &a, const QString &b,
                 const std::vector<double> &aMs, const std::vector<double> &bMs,
                 const QString &goal = QString()) {
        takeTitle();
        std::vector<double> ratios;
        QStringList each;
        for (std::size_t i = 0; i < aMs.size() && i < bMs.size(); ++i) {
            ratios.push_back(bMs[i] > 0 ? aMs[i] / bMs[i] : 0);
            each << QString::number(ratios.back(), 'f', 3);
        }
        const auto [lo, hi] = std::minmax_element(ratios.begin(), ratios.end());
        m_pairs << QStringLiteral("| %1 | %2 %3 | %4 %5 | %6 | %7–%8 | %9 | %10 |")
                       .arg(name, a, ms(medianOf(aMs)), b, ms(medianOf(bMs)))
                       .arg(QString::number(medianOf(ratios), 'f', 3))
                       .arg(ratios.empty() ? 0 : *lo, 0, 'f', 3)
                       .arg(ratios.empty() ? 0 : *hi, 0, 'f', 3)
                       .arg(each.join(QStringLiteral(" ")), goal);
    }
    void print() const {
        QStringList out;
        out << QString() << QStringLiteral("## %1").arg(m_title);
        if (!m_rows.empty()) {
            out << QStringLiteral("| row | median ms | p90 ms | p99 ms | iterations | note |")
                << QStringLiteral("|---|---:|---:|---:|---:|---|");
            for (const Row &r : m_rows)
                out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                           .arg(r.name, ms(r.samples.medianMs()), ms(r.samples.quantileMs(0.9)),
                                ms(r.samples.quantileMs(0.99)))
                           .arg(r.samples.size())
                           .arg(r.note);
        }
        if (!m_pairs.isEmpty()) {
            out << QString()
                << QStringLiteral("| pair | first (median ms) | second (median ms) | ratio "
                                  "(median) | ratio range | ratio per round | goal |")
                << QStringLiteral("|---|---:|---:|---:|---:|---|---|") << m_pairs;
        }
        std::fputs(qPrintable(out.join(u'\n') + u'\n'), stdout);
        std::fflush(stdout);
    }

private:
    void takeTitle() {
        if (m_title.isEmpty() && QCoreApplication::instance())
            m_title = QCoreApplication::applicationName();
    }

    // Three significant figures at least, in milliseconds.
    static QString ms(double v) {
        const int decimals = v >= 0.1 ? 3 : v >= 0.001 ? 4 : 6;
        return QString::number(v, 'f', decimals);
    }

    struct Row {
        QString name;
        Samples samples;
        QString note;
        std::size_t runSize = 0; // samples of one call
    };
    QString m_title;
    std::vector<Row> m_rows;
    QStringList m_pairs;
};

// Runs `a` and `b` for `rounds` rounds, a first in even rounds and b first in odd ones; each
// side is timed over as many calls as take it about `roundMs` (so a fast side is not lost in
// the clock's noise); the per-round times (ms per call) land in aMs and bMs.
inline void alternate(int rounds, double roundMs, const std::function<void()> &a,
                      const std::function<void()> &b, std::vector<double> &aMs,
                      std::vector<double> &bMs) {
    const auto time = [](const std::function<void()> &f, int calls) {
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < calls; ++i)
            f();
        return double(t.nsecsElapsed()) / 1e6 / calls;
    };
    const auto callsFor = [&](const std::function<void()> &f) {
        const double once = std::max(1e-4, std::min(time(f, 1), time(f, 1)));
        return int(std::clamp(roundMs / once, 1.0, 1e6));
    };
    const int aCalls = callsFor(a), bCalls = callsFor(b);
    for (int r = 0; r < rounds; ++r) {
        if (r % 2 == 0) {
            aMs.push_back(time(a, aCalls));
            bMs.push_back(time(b, bCalls));
        } else {
            bMs.push_back(time(b, bCalls));
            aMs.push_back(time(a, aCalls));
        }
    }
}

// The row name of the running test function and data row.
inline QString rowName(const char *function, const char *tag) {
    const QString f = QString::fromLatin1(function);
    return tag && *tag ? f + QStringLiteral(" / ") + QString::fromLatin1(tag) : f;
}

// The rows of PD_BENCHMARK: one per test function and data row.
class RowTimer {
public:
    bool once() {
        if (m_first) {
            m_first = false;
            return true;
        }
        Table::instance().addRow(rowName(QTest::currentTestFunction(), QTest::currentDataTag()),
                                 samples);
        return false;
    }
    Samples samples;

private:
    bool m_first = true;
};

class Lap {
public:
    explicit Lap(Samples &samples)
        : m_samples(samples) {
        m_samples.start();
    }
    bool once() {
        if (m_first) {
            m_first = false;
            return true;
        }
        m_samples.stop();
        return false;
    }

private:
    Samples &m_samples;
    bool m_first = true;
};

} // namespace pd::bench

// QBENCHMARK, each iteration's time kept for the table (no `break` or `continue` in its body).
#define PD_BENCHMARK                                                                               \
    for (pd::bench::RowTimer pdRow; pdRow.once();)                                                 \
        QBENCHMARK                                                                                 \
    for (pd::bench::Lap pdLap(pdRow.samples); pdLap.once();)
