#include "dice/DiceCalculator.h"
#include "dice/DiceDistribution.h"
#include "dice/DiceExpression.h"
#include "random/Rng.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

using namespace pd;

namespace {

Rational ratio(qint64 num, quint64 den) {
    return Rational(BigInt(num), BigUInt(den));
}

DiceDistribution exact(const QString &text) {
    DiceError parseError;
    const DiceExpression e = DiceExpression::parse(text, &parseError);
    if (!e.isValid())
        qFatal("%s: %s", qPrintable(text), qPrintable(parseError.toString()));
    QString error;
    const DiceDistribution d = e.distribution(&error);
    if (!d.isValid())
        qFatal("%s: %s", qPrintable(text), qPrintable(error));
    return d;
}

// ---- Brute force, written from the rules rather than from the implementation ----

enum class Keep { All, High, Low };

// One throw with its rerolls, as probabilities per face.
std::map<qint64, Rational> throwOdds(int sides, char reroll, int n) {
    std::map<qint64, Rational> odds;
    const Rational each = ratio(1, quint64(sides));
    for (int f = 1; f <= sides; ++f) {
        if (reroll == 'r') {
            // Rerolling while <= n: geometric series (1/s) * sum (n/s)^i = 1/(s-n).
            if (f > n)
                odds[f] = odds[f] + ratio(1, quint64(sides - n));
        } else if (reroll == 'o' && f <= n) {
            for (int g = 1; g <= sides; ++g)
                odds[g] = odds[g] + each * each;
        } else {
            odds[f] = odds[f] + each;
        }
    }
    return odds;
}

// One die: follows every path of throws, exploding on the top face at most kMaxExplosions times.
std::map<qint64, Rational> dieOdds(int sides, bool explode, char reroll, int n) {
    const auto one = throwOdds(sides, reroll, n);
    std::map<qint64, Rational> odds;
    std::function<void(int, qint64, const Rational &)> walk = [&](int extra, qint64 sum,
                                                                  const Rational &p) {
        for (const auto &[face, q] : one) {
            if (explode && face == sides && extra < DiceExpression::kMaxExplosions)
                walk(extra + 1, sum + face, p * q);
            else
                odds[sum + face] = odds[sum + face] + p * q;
        }
    };
    walk(0, 0, Rational(1));
    return odds;
}

// Every combination of count dice; keeps the kept highest or lowest.
std::map<qint64, Rational> termOdds(const std::map<qint64, Rational> &die, int count, Keep keep,
                                    int kept) {
    std::vector<std::pair<qint64, Rational>> faces(die.begin(), die.end());
    std::map<qint64, Rational> odds;
    std::vector<qint64> values(std::size_t(count), 0);
    std::function<void(int, const Rational &)> walk = [&](int i, const Rational &p) {
        if (i == count) {
            std::vector<qint64> sorted = values;
            std::sort(sorted.begin(), sorted.end());
            if (keep == Keep::High)
                std::reverse(sorted.begin(), sorted.end());
            qint64 sum = 0;
            for (int j = 0; j < (keep == Keep::All ? count : kept); ++j)
                sum += sorted[std::size_t(j)];
            odds[sum] = odds[sum] + p;
            return;
        }
        for (const auto &[v, q] : faces) {
            values[std::size_t(i)] = v;
            walk(i + 1, p * q);
        }
    };
    walk(0, Rational(1));
    return odds;
}

void compareWithBruteForce(const QString &text, const std::map<qint64, Rational> &expected) {
    const DiceDistribution d = exact(text);
    QCOMPARE(d.minimum(), expected.begin()->first);
    QCOMPARE(d.maximum(), expected.rbegin()->first);
    Rational mean, second;
    for (qint64 v = d.minimum(); v <= d.maximum(); ++v) {
        const auto it = expected.find(v);
        const Rational p = it == expected.end() ? Rational() : it->second;
        QVERIFY2(d.probability(v) == p,
                 qPrintable(QStringLiteral("%1: P(%2) = %3, expected %4")
                                .arg(text)
                                .arg(v)
                                .arg(d.probability(v).toString(), p.toString())));
        mean = mean + p * Rational(v);
        second = second + p * Rational(v) * Rational(v);
    }
    QCOMPARE(d.mean(), mean);
    QCOMPARE(d.variance(), second - mean * mean);
    QCOMPARE(d.probabilityInRange(d.minimum(), d.maximum()), Rational(1));
}

// Critical chi-square value for p = 1e-4 (Wilson-Hilferty approximation).
double chiSquareCritical(int df) {
    const double z = 3.719;
    const double a = 2.0 / (9.0 * df);
    return df * std::pow(1 - a + z * std::sqrt(a), 3);
}

// Chi-square of observed counts against a distribution, merging tail bins until each expects
// at least 5.
double chiSquare(const std::map<qint64, int> &observed, int n, const DiceDistribution &d, int &df) {
    double chi = 0;
    double e = 0;
    double o = 0;
    int bins = 0;
    for (qint64 v = d.minimum(); v <= d.maximum(); ++v) {
        e += n * d.probability(v).toDouble();
        const auto it = observed.find(v);
        o += it == observed.end() ? 0 : it->second;
        if (e >= 5 && n * d.probabilityInRange(v + 1, d.maximum()).toDouble() >= 5) {
            chi += (o - e) * (o - e) / e;
            ++bins;
            e = o = 0;
        }
    }
    chi += e > 0 ? (o - e) * (o - e) / e : 0;
    ++bins;
    // Outcomes the distribution calls impossible count against it heavily.
    for (const auto &[v, count] : observed) {
        if (d.count(v).isZero())
            chi += 1e9;
    }
    df = bins - 1;
    return chi;
}

} // namespace

class TestDiceDistribution : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void requiredFacts();
    void hundredD6IsExact();
    void explodingDieIsExact();
    void rerollsAreExact();
    void arithmeticOfIndependentParts();
    void keepDropAgainstBruteForce_data();
    void keepDropAgainstBruteForce();
    void modifiersAgainstBruteForce_data();
    void modifiersAgainstBruteForce();
    void samplingAgreesWithExact_data();
    void samplingAgreesWithExact();
    void chiSquareNoticesAWrongDistribution();
    void buildingBlocks();
    void tooBigIsRefusedBeforeComputing_data();
    void tooBigIsRefusedBeforeComputing();
    void largeButAccepted();
};

void TestDiceDistribution::requiredFacts() {
    const DiceDistribution kh = exact(QStringLiteral("4d6kh3"));
    QCOMPARE(kh.total(), BigUInt(1296u));
    QCOMPARE(kh.count(18), BigUInt(21u));
    QCOMPARE(kh.count(3), BigUInt(1u));
    QCOMPARE(kh.mean(), ratio(15869, 1296));
    QCOMPARE(kh.mean().toString(), QStringLiteral("15869/1296"));
    QVERIFY(std::abs(kh.mean().toDouble() - 12.2446) < 1e-4);
    QCOMPARE(kh.minimum(), 3);
    QCOMPARE(kh.maximum(), 18);

    const DiceDistribution three = exact(QStringLiteral("3d6"));
    QCOMPARE(three.mean(), ratio(21, 2));
    QCOMPARE(three.variance(), ratio(35, 4));
    QCOMPARE(three.total(), BigUInt(216u));
    QCOMPARE(three.count(10), BigUInt(27u));

    const DiceDistribution disadvantage = exact(QStringLiteral("2d20kl1"));
    QCOMPARE(disadvantage.mean(), ratio(2870, 400));
    QCOMPARE(disadvantage.mean().toString(), QStringLiteral("287/40"));
    QCOMPARE(disadvantage.count(1), BigUInt(39u));
    QCOMPARE(disadvantage.count(20), BigUInt(1u));

    const DiceDistribution percent = exact(QStringLiteral("d%"));
    QCOMPARE(percent.minimum(), 1);
    QCOMPARE(percent.maximum(), 100);
    QCOMPARE(percent.total(), BigUInt(100u));
    for (qint64 v = 1; v <= 100; ++v)
        QCOMPARE(percent.probability(v), ratio(1, 100));

    const DiceDistribution tens = exact(QStringLiteral("10d10"));
    QCOMPARE(tens.total(), BigUInt::pow(BigUInt(10u), 10));
    QCOMPARE(tens.total().toString(), QStringLiteral("10000000000"));
    QCOMPARE(tens.count(10), BigUInt(1u));
    QCOMPARE(tens.count(11), BigUInt(10u));
    QCOMPARE(tens.mean(), Rational(55));
    QCOMPARE(tens.variance(), ratio(165, 2));
}

void TestDiceDistribution::hundredD6IsExact() {
    const DiceDistribution d = exact(QStringLiteral("100d6"));
    QCOMPARE(d.total().toString(),
             QStringLiteral("653318623500070906096690267158057820537143710472954871543071966369"
                            "497141477376"));
    QCOMPARE(d.total(), BigUInt::pow(BigUInt(6u), 100));
    QCOMPARE(d.count(100), BigUInt(1u));
    QCOMPARE(d.count(600), BigUInt(1u));
    QCOMPARE(d.count(101), BigUInt(100u));
    QCOMPARE(d.count(102), BigUInt(5050u)); // C(100,2) + 100 ways
    QCOMPARE(d.count(99), BigUInt());
    QCOMPARE(d.mean(), Rational(350));
    QCOMPARE(d.variance(), ratio(875, 3));
    // Symmetric around 350.
    for (qint64 k = 0; k <= 250; k += 25)
        QCOMPARE(d.count(350 - k), d.count(350 + k));
    BigUInt sum;
    for (const BigUInt &c : d.counts())
        sum += c;
    QCOMPARE(sum, d.total());
}

void TestDiceDistribution::explodingDieIsExact() {
    const DiceDistribution d = exact(QStringLiteral("d6x"));
    const BigUInt six(6u);
    // A path of j throws weighs 6^(11-j) over 6^11.
    QCOMPARE(d.total(), BigUInt::pow(six, 11));
    QCOMPARE(d.probability(1), ratio(1, 6));
    QCOMPARE(d.probability(5), ratio(1, 6));
    QCOMPARE(d.count(6), BigUInt());
    QCOMPARE(d.count(12), BigUInt());
    QCOMPARE(d.probability(7), ratio(1, 36));
    QCOMPARE(d.probability(65), Rational(BigInt(1), BigUInt::pow(six, 11)));
    QCOMPARE(d.probability(66), Rational(BigInt(1), BigUInt::pow(six, 11)));
    QCOMPARE(d.maximum(), 66);
    // Mean: 3.5 per throw times the expected throws 1 + 1/6 + ... + 1/6^10 = 4.2 (1 - 6^-11).
    const Rational expected =
        ratio(21, 5) * (Rational(1) - Rational(BigInt(1), BigUInt::pow(six, 11)));
    QCOMPARE(d.mean(), expected);
    QCOMPARE(d.mean().toString(), QStringLiteral("507915877/120932352"));
}

void TestDiceDistribution::rerollsAreExact() {
    const DiceDistribution until = exact(QStringLiteral("d6r2"));
    QCOMPARE(until.minimum(), 3);
    for (qint64 v = 3; v <= 6; ++v)
        QCOMPARE(until.probability(v), ratio(1, 4));
    const DiceDistribution once = exact(QStringLiteral("d6ro2"));
    QCOMPARE(once.probability(1), ratio(2, 36));
    QCOMPARE(once.probability(2), ratio(2, 36));
    QCOMPARE(once.probability(3), ratio(8, 36));
    QCOMPARE(once.probability(6), ratio(8, 36));
    const DiceDistribution allTops = exact(QStringLiteral("2d6r5x"));
    QCOMPARE(allTops.minimum(), 132);
    QCOMPARE(allTops.maximum(), 132);
    QCOMPARE(allTops.probability(132), Rational(1));
}

void TestDiceDistribution::arithmeticOfIndependentParts() {
    // The same term twice is two independent rolls.
    const DiceDistribution twice = exact(QStringLiteral("d6+d6"));
    const DiceDistribution twoD6 = exact(QStringLiteral("2d6"));
    QCOMPARE(twice.minimum(), twoD6.minimum());
    QCOMPARE(twice.counts(), twoD6.counts());
    QCOMPARE(twice.total(), twoD6.total());

    const DiceDistribution diff = exact(QStringLiteral("d6-d6"));
    QCOMPARE(diff.minimum(), -5);
    QCOMPARE(diff.maximum(), 5);
    QCOMPARE(diff.count(0), BigUInt(6u));
    QCOMPARE(diff.count(-5), BigUInt(1u));
    QCOMPARE(diff.mean(), Rational(0));

    const DiceDistribution product = exact(QStringLiteral("d6*d6"));
    QCOMPARE(product.total(), BigUInt(36u));
    QCOMPARE(product.count(6), BigUInt(4u)); // 1x6 6x1 2x3 3x2
    QCOMPARE(product.count(7), BigUInt());
    QCOMPARE(product.count(36), BigUInt(1u));
    QCOMPARE(product.mean(), ratio(49, 4));

    const DiceDistribution doubled = exact(QStringLiteral("2*d6"));
    QCOMPARE(doubled.minimum(), 2);
    QCOMPARE(doubled.maximum(), 12);
    QCOMPARE(doubled.count(3), BigUInt());
    QCOMPARE(doubled.count(4), BigUInt(1u));

    const DiceDistribution negated = exact(QStringLiteral("-d6+1"));
    QCOMPARE(negated.minimum(), -5);
    QCOMPARE(negated.maximum(), 0);
    QCOMPARE(negated.mean(), ratio(-5, 2));

    const DiceDistribution zero = exact(QStringLiteral("0*d6"));
    QCOMPARE(zero.minimum(), 0);
    QCOMPARE(zero.maximum(), 0);
    QCOMPARE(zero.probability(0), Rational(1));

    const DiceDistribution signs = exact(QStringLiteral("(d3-2)*(d3-2)"));
    QCOMPARE(signs.minimum(), -1);
    QCOMPARE(signs.maximum(), 1);
    QCOMPARE(signs.count(0), BigUInt(5u));
    QCOMPARE(signs.count(1), BigUInt(2u));
    QCOMPARE(signs.count(-1), BigUInt(2u));
}

void TestDiceDistribution::keepDropAgainstBruteForce_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("keep"); // 0 all, 1 highest, 2 lowest
    QTest::addColumn<int>("kept");
    for (int n = 1; n <= 4; ++n) {
        for (int s = 2; s <= 6; ++s) {
            const QString base = QStringLiteral("%1d%2").arg(n).arg(s);
            QTest::newRow(qPrintable(base)) << base << n << s << 0 << n;
            for (int k = 1; k <= n; ++k) {
                QTest::newRow(qPrintable(base + QStringLiteral("kh%1").arg(k)))
                    << base + QStringLiteral("kh%1").arg(k) << n << s << 1 << k;
                QTest::newRow(qPrintable(base + QStringLiteral("kl%1").arg(k)))
                    << base + QStringLiteral("kl%1").arg(k) << n << s << 2 << k;
            }
            for (int d = 0; d < n; ++d) {
                QTest::newRow(qPrintable(base + QStringLiteral("dl%1").arg(d)))
                    << base + QStringLiteral("dl%1").arg(d) << n << s << 1 << n - d;
                QTest::newRow(qPrintable(base + QStringLiteral("dh%1").arg(d)))
                    << base + QStringLiteral("dh%1").arg(d) << n << s << 2 << n - d;
            }
        }
    }
}

void TestDiceDistribution::keepDropAgainstBruteForce() {
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(int, sides);
    QFETCH(int, keep);
    QFETCH(int, kept);
    // Whole counts: every one of the s^n outcomes weighs one.
    std::map<qint64, quint64> counts;
    std::vector<int> dice(std::size_t(count), 1);
    for (;;) {
        std::vector<int> sorted = dice;
        std::sort(sorted.begin(), sorted.end());
        if (keep == 1)
            std::reverse(sorted.begin(), sorted.end());
        qint64 sum = 0;
        for (int j = 0; j < kept; ++j)
            sum += sorted[std::size_t(j)];
        ++counts[sum];
        int i = 0;
        while (i < count && dice[std::size_t(i)] == sides)
            dice[std::size_t(i++)] = 1;
        if (i == count)
            break;
        ++dice[std::size_t(i)];
    }
    const DiceDistribution d = exact(text);
    QCOMPARE(d.total(), BigUInt::pow(BigUInt(quint64(sides)), unsigned(count)));
    QCOMPARE(d.minimum(), counts.begin()->first);
    QCOMPARE(d.maximum(), counts.rbegin()->first);
    for (qint64 v = d.minimum(); v <= d.maximum(); ++v) {
        const auto it = counts.find(v);
        QCOMPARE(d.count(v), BigUInt(it == counts.end() ? 0 : it->second));
    }
}

void TestDiceDistribution::modifiersAgainstBruteForce_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("sides");
    QTest::addColumn<bool>("explode");
    QTest::addColumn<QChar>("reroll"); // ' ', 'r' until, 'o' once
    QTest::addColumn<int>("rerollMax");
    QTest::addColumn<int>("keep"); // 0 all, 1 highest, 2 lowest
    QTest::addColumn<int>("kept");
    auto row = [](const char *text, int n, int s, bool x, char r, int rn, int keep, int kept) {
        QTest::newRow(text) << QString::fromUtf8(text) << n << s << x << QChar::fromLatin1(r) << rn
                            << keep << kept;
    };
    row("d6x", 1, 6, true, ' ', 0, 0, 1);
    row("d2x", 1, 2, true, ' ', 0, 0, 1);
    row("2d4x", 2, 4, true, ' ', 0, 0, 2);
    row("3d3x", 3, 3, true, ' ', 0, 0, 3);
    row("d3r1", 1, 3, false, 'r', 1, 0, 1);
    row("2d4r2", 2, 4, false, 'r', 2, 0, 2);
    row("2d6ro1", 2, 6, false, 'o', 1, 0, 2);
    row("3d4ro3", 3, 4, false, 'o', 3, 0, 3);
    row("d4r1x", 1, 4, true, 'r', 1, 0, 1);
    row("2d3ro1x", 2, 3, true, 'o', 1, 0, 2);
    row("d3r2x", 1, 3, true, 'r', 2, 0, 1);
    row("3d3xkh2", 3, 3, true, ' ', 0, 1, 2);
    row("3d2xkl1", 3, 2, true, ' ', 0, 2, 1);
    row("3d4ro1dl1", 3, 4, false, 'o', 1, 1, 2);
    row("2d3r1xkl1", 2, 3, true, 'r', 1, 2, 1);
    row("2d4xdh1", 2, 4, true, ' ', 0, 2, 1);
    row("4d3r1kh2", 4, 3, false, 'r', 1, 1, 2);
    row("4d4ro2kl3", 4, 4, false, 'o', 2, 2, 3);
    row("3d3ro2xdl2", 3, 3, true, 'o', 2, 1, 1);
}

void TestDiceDistribution::modifiersAgainstBruteForce() {
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(int, sides);
    QFETCH(bool, explode);
    QFETCH(QChar, reroll);
    QFETCH(int, rerollMax);
    QFETCH(int, keep);
    QFETCH(int, kept);
    const auto die = dieOdds(sides, explode, char(reroll.unicode()), rerollMax);
    const auto odds = termOdds(die, count, Keep(keep), kept);
    compareWithBruteForce(text, odds);
}

void TestDiceDistribution::samplingAgreesWithExact_data() {
    QTest::addColumn<QString>("text");
    for (const char *text : {"4d6kh3", "3d6", "2d20kl1", "d6x", "3d6r1", "4d6ro1dl1", "2d6*d4",
                             "d10-d6", "2d4x", "-d8+2d3", "5d10dh2", "d%"})
        QTest::newRow(text) << QString::fromUtf8(text);
}

void TestDiceDistribution::samplingAgreesWithExact() {
    QFETCH(QString, text);
    const DiceExpression e = DiceExpression::parse(text);
    const DiceDistribution d = e.distribution();
    QVERIFY(d.isValid());
    Rng rng = Rng::forStream(20240601, u"dice-sampling");
    const int n = 20000;
    std::map<qint64, int> observed;
    for (int i = 0; i < n; ++i)
        ++observed[e.roll(rng)];
    int df = 0;
    const double chi = chiSquare(observed, n, d, df);
    QVERIFY(df >= 1);
    QVERIFY2(chi < chiSquareCritical(df),
             qPrintable(QStringLiteral("chi-square %1 with %2 degrees of freedom (limit %3)")
                            .arg(chi)
                            .arg(df)
                            .arg(chiSquareCritical(df))));
}

void TestDiceDistribution::chiSquareNoticesAWrongDistribution() {
    // The sampling test has teeth: 4d6kh3 rolls do not pass as 3d6.
    const DiceExpression kh = DiceExpression::parse(u"4d6kh3");
    const DiceDistribution wrong = exact(QStringLiteral("3d6"));
    Rng rng = Rng::forStream(20240601, u"dice-sampling");
    std::map<qint64, int> observed;
    for (int i = 0; i < 20000; ++i)
        ++observed[kh.roll(rng)];
    int df = 0;
    QVERIFY(chiSquare(observed, 20000, wrong, df) > chiSquareCritical(df));
}

void TestDiceDistribution::buildingBlocks() {
    QVERIFY(!DiceDistribution().isValid());
    QVERIFY(DiceDistribution().count(0).isZero());
    QCOMPARE(DiceDistribution().probability(0), Rational());

    const DiceDistribution c = DiceDistribution::constant(-4);
    QCOMPARE(c.minimum(), -4);
    QCOMPARE(c.maximum(), -4);
    QCOMPARE(c.variance(), Rational(0));

    const DiceDistribution u = DiceDistribution::uniform(-2, 3);
    QCOMPARE(u.total(), BigUInt(6u));
    QCOMPARE(u.mean(), ratio(1, 2));
    QVERIFY(!DiceDistribution::uniform(3, 2).isValid());
    QVERIFY(!DiceDistribution::uniform(0, DiceDistribution::kMaxSpan).isValid());
    QVERIFY(DiceDistribution::uniform(1, DiceDistribution::kMaxSpan).isValid());

    // fromCounts trims zeros at both ends and keeps inner ones.
    const DiceDistribution f = DiceDistribution::fromCounts(
        10, {BigUInt(), BigUInt(2u), BigUInt(), BigUInt(3u), BigUInt()});
    QCOMPARE(f.minimum(), 11);
    QCOMPARE(f.maximum(), 13);
    QCOMPARE(f.counts().size(), std::size_t(3));
    QCOMPARE(f.total(), BigUInt(5u));
    QCOMPARE(f.count(12), BigUInt());
    QCOMPARE(f.count(10), BigUInt());
    QCOMPARE(f.count(99), BigUInt());
    QCOMPARE(f.countInRange(0, 12), BigUInt(2u));
    QCOMPARE(f.countInRange(13, 1000), BigUInt(3u));
    QCOMPARE(f.countInRange(14, 1000), BigUInt());
    QCOMPARE(f.probabilityInRange(11, 13), Rational(1));
    QCOMPARE(f.probability(13), ratio(3, 5));
    QVERIFY(!DiceDistribution::fromCounts(0, {BigUInt(), BigUInt()}).isValid());
    QVERIFY(!DiceDistribution::fromCounts(0, {}).isValid());

    const DiceDistribution sum = f.plus(u);
    QCOMPARE(sum.minimum(), 9);
    QCOMPARE(sum.maximum(), 16);
    QCOMPARE(sum.total(), BigUInt(30u));
    QCOMPARE(sum.mean(), f.mean() + u.mean());
    QCOMPARE(sum.variance(), f.variance() + u.variance());
    QVERIFY(!f.plus(DiceDistribution()).isValid());

    const DiceDistribution neg = f.negated();
    QCOMPARE(neg.minimum(), -13);
    QCOMPARE(neg.count(-13), BigUInt(3u));
    QCOMPARE(neg.mean(), Rational(0) - f.mean());

    QString error;
    const DiceDistribution prod = u.times(u, &error);
    QVERIFY(prod.isValid());
    QCOMPARE(prod.minimum(), -6);
    QCOMPARE(prod.maximum(), 9);
    QCOMPARE(prod.count(0), BigUInt(11u));
    QCOMPARE(prod.mean(), u.mean() * u.mean());

    const DiceDistribution wide = DiceDistribution::uniform(1, 2000);
    QVERIFY(!wide.times(wide, &error).isValid());
    QCOMPARE(error, QStringLiteral("the product spans 4000000 values (at most 2000000)"));
    const DiceDistribution huge = DiceDistribution::constant(qint64(1) << 40);
    QVERIFY(!huge.times(huge, &error).isValid());
    QCOMPARE(error, QStringLiteral("the product is out of range"));
    const DiceDistribution top = DiceDistribution::constant(std::numeric_limits<qint64>::max());
    QCOMPARE(top.countInRange(0, std::numeric_limits<qint64>::max()), BigUInt(1u));
    QCOMPARE(top.probabilityInRange(std::numeric_limits<qint64>::min(),
                                    std::numeric_limits<qint64>::max()),
             Rational(1));
    QCOMPARE(top.negated().minimum(), -std::numeric_limits<qint64>::max());
    QVERIFY(!DiceDistribution::constant(std::numeric_limits<qint64>::min()).negated().isValid());
    QVERIFY(!DiceDistribution::constant(std::numeric_limits<qint64>::max())
                 .plus(DiceDistribution::constant(1))
                 .isValid());
}

void TestDiceDistribution::tooBigIsRefusedBeforeComputing_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString prefix = QStringLiteral("cannot compute the exact distribution: ");
    QTest::newRow("1000d1000000")
        << "1000d1000000"
        << prefix + QStringLiteral("\"1000d1000000\" has 999999001 possible results (at most "
                                   "2000000)");
    QTest::newRow("d1000000x") << "d1000000x"
                               << prefix + QStringLiteral("\"d1000000x\" has 11000000 possible "
                                                          "results (at most 2000000)");
    QTest::newRow("d2000*d2000") << "d2000*d2000"
                                 << prefix + QStringLiteral("\"d2000*d2000\" has 4000000 "
                                                            "possible results (at most 2000000)");
    QTest::newRow("d1000000*1000") << "d1000000*1000"
                                   << prefix + QStringLiteral("\"d1000000*1000\" has 999999001 "
                                                              "possible results (at most "
                                                              "2000000)");
    QTest::newRow("1000d10") << "1000d10" << QString();
    QTest::newRow("1000d6kh500") << "1000d6kh500" << QString();
    QTest::newRow("100d6x") << "100d6x" << QString();
    QTest::newRow("ten of 1000d100")
        << QStringLiteral("1000d100+").repeated(9) + QStringLiteral("1000d100") << QString();
}

void TestDiceDistribution::tooBigIsRefusedBeforeComputing() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const DiceExpression e = DiceExpression::parse(text);
    QVERIFY(e.isValid());
    QString got;
    QVERIFY(!e.distribution(&got).isValid());
    if (error.isEmpty())
        QVERIFY2(got.startsWith(QStringLiteral("cannot compute the exact distribution: it "
                                               "would take too long")),
                 qPrintable(got));
    else
        QCOMPARE(got, error);
    // Refusing is a decision from the shape of the expression, not a computation cut short:
    // the estimate from the tree alone condemns it (0: a span too wide to begin).
    const double work = e.distributionWork();
    if (error.isEmpty())
        QVERIFY2(work > DiceCalculator::kWorkBudget, qPrintable(QString::number(work)));
    else
        QCOMPARE(work, 0.0);
}

void TestDiceDistribution::largeButAccepted() {
    const DiceDistribution wide = exact(QStringLiteral("d1000000"));
    QCOMPARE(wide.total(), BigUInt(1000000u));
    QCOMPARE(wide.count(777777), BigUInt(1u));
    const DiceDistribution many = exact(QStringLiteral("300d6"));
    const double work = DiceExpression::parse(QStringLiteral("300d6")).distributionWork();
    QVERIFY2(work > 0 && work <= DiceCalculator::kWorkBudget, qPrintable(QString::number(work)));
    QCOMPARE(many.total(), BigUInt::pow(BigUInt(6u), 300));
    QCOMPARE(many.mean(), Rational(1050));
    const DiceDistribution keep = exact(QStringLiteral("20d20kh10"));
    QCOMPARE(keep.total(), BigUInt::pow(BigUInt(20u), 20));
    QCOMPARE(keep.count(200), BigUInt::pow(BigUInt(20u), 20) - BigUInt::pow(BigUInt(19u), 20) -
                                  BigUInt(20u) * BigUInt::pow(BigUInt(19u), 19) -
                                  BigUInt(190u) * BigUInt::pow(BigUInt(19u), 18) -
                                  BigUInt(1140u) * BigUInt::pow(BigUInt(19u), 17) -
                                  BigUInt(4845u) * BigUInt::pow(BigUInt(19u), 16) -
                                  BigUInt(15504u) * BigUInt::pow(BigUInt(19u), 15) -
                                  BigUInt(38760u) * BigUInt::pow(BigUInt(19u), 14) -
                                  BigUInt(77520u) * BigUInt::pow(BigUInt(19u), 13) -
                                  BigUInt(125970u) * BigUInt::pow(BigUInt(19u), 12) -
                                  BigUInt(167960u) * BigUInt::pow(BigUInt(19u), 11));
}

QTEST_GUILESS_MAIN(TestDiceDistribution)
#include "tst_dicedistribution.moc"
