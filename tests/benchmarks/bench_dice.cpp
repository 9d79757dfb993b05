#include "BenchTable.h"
#include "dice/DiceExpression.h"
#include "random/Rng.h"

#include <QtTest>

using namespace pd;

// Timings only; correctness lives in tests/unit/tst_dice*.cpp.
class BenchDice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roll3d6Plus2();
    void parse3d6Plus2();
    void distribution10d10();
    void distribution4d6kh3();
    void distribution100d6();

private:
    static DiceDistribution distributionOf(const QString &text);
};

DiceDistribution BenchDice::distributionOf(const QString &text) {
    const DiceExpression e = DiceExpression::parse(text);
    DiceDistribution d;
    PD_BENCHMARK {
        d = e.distribution();
    }
    return d;
}

void BenchDice::roll3d6Plus2() {
    const DiceExpression e = DiceExpression::parse(u"3d6+2");
    Rng rng = Rng::forStream(1, u"bench");
    qint64 sum = 0;
    PD_BENCHMARK {
        sum += e.roll(rng);
    }
    QVERIFY(sum > 0);
}

void BenchDice::parse3d6Plus2() {
    bool valid = true;
    PD_BENCHMARK {
        valid = valid && DiceExpression::parse(u"3d6+2").isValid();
    }
    QVERIFY(valid);
}

void BenchDice::distribution10d10() {
    QVERIFY(distributionOf(QStringLiteral("10d10")).isValid());
}

void BenchDice::distribution4d6kh3() {
    QVERIFY(distributionOf(QStringLiteral("4d6kh3")).isValid());
}

void BenchDice::distribution100d6() {
    QVERIFY(distributionOf(QStringLiteral("100d6")).isValid());
}

QTEST_GUILESS_MAIN(BenchDice)
#include "bench_dice.moc"
