#include "dice/BigInt.h"
#include "random/Rng.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace pd;

namespace {
// Decimal text to BigUInt by multiply-and-add; its correctness is checked against toString()
// and against independently computed values below.
BigUInt big(const QString &decimal) {
    BigUInt v;
    for (QChar c : decimal)
        v = v * BigUInt(10u) + BigUInt(std::uint64_t(c.unicode() - u'0'));
    return v;
}

BigInt signedBig(const QString &decimal) {
    if (decimal.startsWith(QLatin1Char('-')))
        return BigInt(big(decimal.mid(1)), true);
    return BigInt(big(decimal));
}

BigUInt powerOfTwo(unsigned exponent) {
    return BigUInt::pow(BigUInt(2u), exponent);
}

// A number of the given limbs, biased towards the limb values that stress carries and the
// quotient estimate of long division.
BigUInt randomBig(Rng &rng, int limbs) {
    static const std::uint32_t special[] = {0u,          1u,          0x7fffffffu,
                                            0x80000000u, 0xffffffffu, 0xfffffffeu};
    BigUInt v;
    const BigUInt base = powerOfTwo(32);
    for (int i = 0; i < limbs; ++i) {
        const std::uint32_t limb = rng.below(3) == 0 ? special[rng.below(6)] : rng.next32();
        v = v * base + BigUInt(limb);
    }
    return v;
}
} // namespace

class TestBigInt : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decimalRoundTrip();
    void arithmetic_data();
    void arithmetic();
    void subtractionBorrows();
    void powersAndBits();
    void addProduct();
    void divisionIdentityOnRandomNumbers();
    void toDouble_data();
    void toDouble();
    void signedArithmetic_data();
    void signedArithmetic();
    void rationalIsReduced_data();
    void rationalIsReduced();
    void rationalArithmetic();
    void rationalToDouble();
};

void TestBigInt::decimalRoundTrip() {
    QCOMPARE(BigUInt().toString(), QStringLiteral("0"));
    QVERIFY(BigUInt().isZero());
    QVERIFY(BigUInt(0u).isZero());
    QCOMPARE(BigUInt(std::numeric_limits<std::uint64_t>::max()).toString(),
             QStringLiteral("18446744073709551615"));
    QCOMPARE(BigUInt(1000000000u).toString(), QStringLiteral("1000000000"));
    QCOMPARE(BigUInt(999999999u).toString(), QStringLiteral("999999999"));
    // Chunks of nine digits with inner zeros must keep their zeros.
    const QString padded = QStringLiteral("1000000000000000001000000000000000000000000007");
    QCOMPARE(big(padded).toString(), padded);
    QCOMPARE(powerOfTwo(200).toString(),
             QStringLiteral("1606938044258990275541962092341162602522202993782792835301376"));
    QVERIFY(BigUInt(5u).fitsUInt64());
    QVERIFY(!powerOfTwo(64).fitsUInt64());
    QCOMPARE((powerOfTwo(64) + BigUInt(7u)).toUInt64(), std::uint64_t(7));
}

// Expected values computed independently with Python's integers.
void TestBigInt::arithmetic_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("sum");
    QTest::addColumn<QString>("difference"); // |a - b|
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("quotient");
    QTest::addColumn<QString>("remainder");
    QTest::addColumn<QString>("gcd");

    QTest::newRow("zero and one") << QStringLiteral("0") << QStringLiteral("1")
                                  << QStringLiteral("1") << QStringLiteral("1")
                                  << QStringLiteral("0") << QStringLiteral("0")
                                  << QStringLiteral("0") << QStringLiteral("1");
    QTest::newRow("small") << QStringLiteral("12345") << QStringLiteral("678")
                           << QStringLiteral("13023") << QStringLiteral("11667")
                           << QStringLiteral("8369910") << QStringLiteral("18")
                           << QStringLiteral("141") << QStringLiteral("3");
    QTest::newRow("equal") << QStringLiteral("987654321987654321")
                           << QStringLiteral("987654321987654321")
                           << QStringLiteral("1975308643975308642") << QStringLiteral("0")
                           << QStringLiteral("975461059740893157555403139789971041")
                           << QStringLiteral("1") << QStringLiteral("0")
                           << QStringLiteral("987654321987654321");
    QTest::newRow("2^64 by 2^32") << QStringLiteral("18446744073709551616")
                                  << QStringLiteral("4294967296")
                                  << QStringLiteral("18446744078004518912")
                                  << QStringLiteral("18446744069414584320")
                                  << QStringLiteral("79228162514264337593543950336")
                                  << QStringLiteral("4294967296") << QStringLiteral("0")
                                  << QStringLiteral("4294967296");
    QTest::newRow("2^64-1 by 2^32-1")
        << QStringLiteral("18446744073709551615") << QStringLiteral("4294967295")
        << QStringLiteral("18446744078004518910") << QStringLiteral("18446744069414584320")
        << QStringLiteral("79228162495817593515539431425") << QStringLiteral("4294967297")
        << QStringLiteral("0") << QStringLiteral("4294967295");
    QTest::newRow("2^200 by 3^50")
        << QStringLiteral("1606938044258990275541962092341162602522202993782792835301376")
        << QStringLiteral("717897987691852588770249")
        << QStringLiteral("1606938044258990275541962092341162603240100981474645424071625")
        << QStringLiteral("1606938044258990275541962092341162601804305006090940246531127")
        << QStringLiteral(
               "11536175883190102713781333061750113265204197371895301138409778354594291441591375"
               "62624")
        << QStringLiteral("2238393297946874000179418290327143433")
        << QStringLiteral("249667313308346329176559") << QStringLiteral("1");
    QTest::newRow("2^200 by 2^100+1")
        << QStringLiteral("1606938044258990275541962092341162602522202993782792835301376")
        << QStringLiteral("1267650600228229401496703205377")
        << QStringLiteral("1606938044258990275541962092342430253122431223184289538506753")
        << QStringLiteral("1606938044258990275541962092339894951921974764381296132095999")
        << QStringLiteral(
               "20370359763344860862684456884109850990957273839414782127284816119569035027571194"
               "99018698752")
        << QStringLiteral("1267650600228229401496703205375") << QStringLiteral("1")
        << QStringLiteral("1");
    QTest::newRow("6^100 by 10^20")
        << QStringLiteral(
               "653318623500070906096690267158057820537143710472954871543071966369497141477376")
        << QStringLiteral("100000000000000000000")
        << QStringLiteral(
               "653318623500070906096690267158057820537143710472954871543171966369497141477376")
        << QStringLiteral(
               "653318623500070906096690267158057820537143710472954871542971966369497141477376")
        << QStringLiteral(
               "65331862350007090609669026715805782053714371047295487154307196636949714147737600"
               "000000000000000000")
        << QStringLiteral("6533186235000709060966902671580578205371437104729548715430")
        << QStringLiteral("71966369497141477376") << QStringLiteral("1048576");
    QTest::newRow("10^50+7 by 10^25")
        << QStringLiteral("100000000000000000000000000000000000000000000000007")
        << QStringLiteral("10000000000000000000000000")
        << QStringLiteral("100000000000000000000000010000000000000000000000007")
        << QStringLiteral("99999999999999999999999990000000000000000000000007")
        << QStringLiteral(
               "1000000000000000000000000000000000000000000000000070000000000000000000000000")
        << QStringLiteral("10000000000000000000000000") << QStringLiteral("7")
        << QStringLiteral("1");
    QTest::newRow("add-back step")
        << QStringLiteral("170141183420855150474555134919112130560")
        << QStringLiteral("39614081257132168796771975169")
        << QStringLiteral("170141183460469231731687303715884105729")
        << QStringLiteral("170141183381241069217422966122340155391")
        << QStringLiteral("6739986665218384514820083580966101496028224652084109394079006064640")
        << QStringLiteral("4294967294") << QStringLiteral("39614081257132168792477007874")
        << QStringLiteral("3");
    QTest::newRow("qhat correction")
        << QStringLiteral("170141183460469231750134047781003722752")
        << QStringLiteral("39614081257132168801066942463")
        << QStringLiteral("170141183500083313007266216582070665215")
        << QStringLiteral("170141183420855150493001878979936780289")
        << QStringLiteral("6739986666787659950128255408575387036310791405615288334165188018176")
        << QStringLiteral("4294967295") << QStringLiteral("39614081257132168796771975167")
        << QStringLiteral("1");
    QTest::newRow("all ones")
        << QStringLiteral(
               "115792089237316195423570985008687907853269984665640564039457584007913129639935")
        << QStringLiteral("340282366920938463463374607431768211455")
        << QStringLiteral(
               "115792089237316195423570985008687907853610267032561502502920958615344897851390")
        << QStringLiteral(
               "115792089237316195423570985008687907852929702298719625575994209400481361428480")
        << QStringLiteral(
               "39402006196394479212279040100143613804963947181228130472524722419237033863643600"
               "344381704752381994682191283092455425")
        << QStringLiteral("340282366920938463463374607431768211457") << QStringLiteral("0")
        << QStringLiteral("340282366920938463463374607431768211455");
    QTest::newRow("60! by 2^70")
        << QStringLiteral(
               "83209871127413901442763411832233643807541726063612459524492776964096000000000000"
               "00")
        << QStringLiteral("1180591620717411303424")
        << QStringLiteral(
               "83209871127413901442763411832233643807541726063612459524492788770012207174113034"
               "24")
        << QStringLiteral(
               "83209871127413901442763411832233643807541726063612459524492765158179792825886965"
               "76")
        << QStringLiteral(
               "98236876614000506418093465064133859176268697012309912538768324559813584849805433"
               "00986470400000000000000")
        << QStringLiteral("7048150238170390786936421835489451398898622351118064969405531")
        << QStringLiteral("1042745443322855161856") << QStringLiteral("72057594037927936");
    QTest::newRow("mersenne 521 by 127")
        << QStringLiteral(
               "68647976601306097149819007990813932172694353001433054093944634591855431833976560"
               "52122559640661454554977296311391480858037121987999716643812574028291115057151")
        << QStringLiteral("170141183460469231731687303715884105727")
        << QStringLiteral(
               "68647976601306097149819007990813932172694353001433054093944634591855431833976560"
               "52122559640661454554977296311391480858207263171460185875544261332006999162878")
        << QStringLiteral(
               "68647976601306097149819007990813932172694353001433054093944634591855431833976560"
               "52122559640661454554977296311391480857866980804539247412080886724575230951424")
        << QStringLiteral(
               "11679847981112819759721399310592745791658017001955007325132913837831330495881519"
               "75645370374287852614884146888067442512219413748768010657572575384986457405973985"
               "247465176041951676954461208131403777")
        << QStringLiteral(
               "40347654345107946713373737062547060536638795211714640956206525823245411929298034"
               "391258348684101308730626233674170900480")
        << QStringLiteral("8191") << QStringLiteral("1");
    QTest::newRow("smaller by bigger")
        << QStringLiteral("12345678901234567890")
        << QStringLiteral("1267650600228229401496703205376")
        << QStringLiteral("1267650600240575080397937773266")
        << QStringLiteral("1267650600215883722595468637486")
        << QStringLiteral("15650007269374987633198475872814597484617284976640")
        << QStringLiteral("0") << QStringLiteral("12345678901234567890") << QStringLiteral("2");
}

void TestBigInt::arithmetic() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, sum);
    QFETCH(QString, difference);
    QFETCH(QString, product);
    QFETCH(QString, quotient);
    QFETCH(QString, remainder);
    QFETCH(QString, gcd);
    const BigUInt x = big(a);
    const BigUInt y = big(b);
    QCOMPARE(x.toString(), a);
    QCOMPARE(y.toString(), b);

    QCOMPARE((x + y).toString(), sum);
    QCOMPARE((y + x).toString(), sum);
    BigUInt acc = x;
    acc += y;
    QCOMPARE(acc.toString(), sum);
    acc -= y;
    QCOMPARE(acc, x);
    QCOMPARE((x >= y ? x - y : y - x).toString(), difference);
    QCOMPARE((x * y).toString(), product);
    QCOMPARE((y * x).toString(), product);

    BigUInt q, r;
    BigUInt::divMod(x, y, q, r);
    QCOMPARE(q.toString(), quotient);
    QCOMPARE(r.toString(), remainder);
    QCOMPARE((x / y).toString(), quotient);
    QCOMPARE((x % y).toString(), remainder);
    QCOMPARE(BigUInt::gcd(x, y).toString(), gcd);
    QCOMPARE(BigUInt::gcd(y, x).toString(), gcd);

    QCOMPARE(x.compare(y), x.toString() == y.toString() ? 0 : (x < y ? -1 : 1));
    QCOMPARE(x == y, a == b);
}

void TestBigInt::subtractionBorrows() {
    // A borrow that runs through every limb.
    QCOMPARE((powerOfTwo(128) - BigUInt(1u)).toString(),
             QStringLiteral("340282366920938463463374607431768211455"));
    QCOMPARE(powerOfTwo(128) - BigUInt(1u) + BigUInt(1u), powerOfTwo(128));
    // The result loses its top limbs and must compare as the small number it is.
    const BigUInt small = powerOfTwo(96) + BigUInt(5u) - powerOfTwo(96);
    QCOMPARE(small, BigUInt(5u));
    QVERIFY(small.fitsUInt64());
    QVERIFY((powerOfTwo(300) - powerOfTwo(300)).isZero());
    QVERIFY(BigUInt(3u) < powerOfTwo(40));
    QVERIFY(powerOfTwo(40) > BigUInt(3u));
    QVERIFY(BigUInt(3u) <= BigUInt(3u));
    QVERIFY(BigUInt(3u) != BigUInt(4u));
}

void TestBigInt::powersAndBits() {
    QCOMPARE(BigUInt::pow(BigUInt(6u), 100).toString(),
             QStringLiteral("65331862350007090609669026715805782053714371047295487154307196636949"
                            "7141477376"));
    QCOMPARE(BigUInt::pow(BigUInt(10u), 10).toString(), QStringLiteral("10000000000"));
    QCOMPARE(BigUInt::pow(BigUInt(7u), 0), BigUInt(1u));
    QCOMPARE(BigUInt::pow(BigUInt(), 0), BigUInt(1u));
    QVERIFY(BigUInt::pow(BigUInt(), 5).isZero());
    QCOMPARE(BigUInt().bitLength(), 0);
    QCOMPARE(BigUInt(1u).bitLength(), 1);
    QCOMPARE(BigUInt(255u).bitLength(), 8);
    QCOMPARE(powerOfTwo(200).bitLength(), 201);
    QCOMPARE((powerOfTwo(200) - BigUInt(1u)).bitLength(), 200);
}

void TestBigInt::addProduct() {
    const BigUInt a = big(QStringLiteral("123456789012345678901234567890"));
    const BigUInt b = powerOfTwo(100) + BigUInt(12345u);
    BigUInt x = powerOfTwo(70);
    x.addProduct(a, b);
    QCOMPARE(x, powerOfTwo(70) + a * b);
    // Aliasing: x += x * x.
    BigUInt y = a;
    y.addProduct(y, y);
    QCOMPARE(y, a + a * a);
    BigUInt z = a;
    z.addProduct(a, BigUInt());
    QCOMPARE(z, a);
}

void TestBigInt::divisionIdentityOnRandomNumbers() {
    Rng rng = Rng::forStream(2024, u"bigint-division");
    for (int i = 0; i < 600; ++i) {
        const BigUInt a = randomBig(rng, int(rng.below(14)) + 1);
        BigUInt b = randomBig(rng, int(rng.below(9)) + 1);
        if (b.isZero())
            b = BigUInt(1u);
        BigUInt q, r;
        BigUInt::divMod(a, b, q, r);
        QVERIFY2(r < b, qPrintable(a.toString() + QLatin1Char('/') + b.toString()));
        QCOMPARE(q * b + r, a);
        // A product divides back exactly, and an added remainder comes back out.
        const BigUInt extra = r;
        BigUInt q2, r2;
        BigUInt::divMod(q * b + extra, b, q2, r2);
        QCOMPARE(q2, q);
        QCOMPARE(r2, extra);
        BigUInt::divMod(a * b, b, q2, r2);
        QCOMPARE(q2, a);
        QVERIFY(r2.isZero());
        // The gcd divides both.
        const BigUInt g = BigUInt::gcd(a, b);
        QVERIFY(!g.isZero());
        QVERIFY((b % g).isZero());
        if (!a.isZero())
            QVERIFY((a % g).isZero());
    }
}

void TestBigInt::toDouble_data() {
    QTest::addColumn<BigUInt>("value");
    QTest::addColumn<double>("expected");
    const BigUInt one(1u);
    QTest::newRow("zero") << BigUInt() << 0.0;
    QTest::newRow("one") << one << 1.0;
    QTest::newRow("2^53+1 ties to even") << powerOfTwo(53) + one << std::ldexp(1.0, 53);
    QTest::newRow("2^54+3 rounds up") << powerOfTwo(54) + BigUInt(3u) << std::ldexp(1.0, 54) + 4.0;
    QTest::newRow("2^64+1") << powerOfTwo(64) + one << std::ldexp(1.0, 64);
    QTest::newRow("2^200") << powerOfTwo(200) << std::ldexp(1.0, 200);
    // ulp(2^100) is 2^48: exactly half an ulp ties to even, anything more rounds up.
    QTest::newRow("half ulp ties down") << powerOfTwo(100) + powerOfTwo(47) << std::ldexp(1.0, 100);
    QTest::newRow("half ulp and a bit")
        << powerOfTwo(100) + powerOfTwo(47) + one << std::ldexp(1.0, 100) + std::ldexp(1.0, 48);
    QTest::newRow("half ulp to even up") << powerOfTwo(100) + powerOfTwo(48) + powerOfTwo(47)
                                         << std::ldexp(1.0, 100) + std::ldexp(1.0, 49);
    QTest::newRow("10^300") << BigUInt::pow(BigUInt(10u), 300) << 1e300;
    QTest::newRow("2^1024 is too large")
        << powerOfTwo(1024) << std::numeric_limits<double>::infinity();
    QTest::newRow("largest double")
        << powerOfTwo(1024) - powerOfTwo(971) << std::numeric_limits<double>::max();
}

void TestBigInt::toDouble() {
    QFETCH(BigUInt, value);
    QFETCH(double, expected);
    QCOMPARE(value.toDouble(), expected);
    QCOMPARE(BigInt(value, true).toDouble(), value.isZero() ? 0.0 : -expected);
}

void TestBigInt::signedArithmetic_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("sum");
    QTest::addColumn<QString>("difference");
    QTest::addColumn<QString>("product");
    QTest::addColumn<int>("order");
    QTest::newRow("both positive") << "7"
                                   << "5"
                                   << "12"
                                   << "2"
                                   << "35" << 1;
    QTest::newRow("positive and negative") << "7"
                                           << "-5"
                                           << "2"
                                           << "12"
                                           << "-35" << 1;
    QTest::newRow("negative and larger positive") << "-7"
                                                  << "10"
                                                  << "3"
                                                  << "-17"
                                                  << "-70" << -1;
    QTest::newRow("both negative") << "-7"
                                   << "-5"
                                   << "-12"
                                   << "-2"
                                   << "35" << -1;
    QTest::newRow("cancel to zero") << "-9"
                                    << "9"
                                    << "0"
                                    << "-18"
                                    << "-81" << -1;
    QTest::newRow("zero") << "0"
                          << "-3"
                          << "-3"
                          << "3"
                          << "0" << 1;
    QTest::newRow("int64 minimum") << "-9223372036854775808"
                                   << "-1"
                                   << "-9223372036854775809"
                                   << "-9223372036854775807"
                                   << "9223372036854775808" << -1;
    QTest::newRow("big") << "-1606938044258990275541962092341162602522202993782792835301376"
                         << "1267650600228229401496703205376"
                         << "-1606938044258990275541962092339894951921974764381296132096000"
                         << "-1606938044258990275541962092342430253122431223184289538506752"
                         << "-2037035976334486086268445688409378161051468393665936250636140449354"
                            "381299763336706183397376"
                         << -1;
}

void TestBigInt::signedArithmetic() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, sum);
    QFETCH(QString, difference);
    QFETCH(QString, product);
    QFETCH(int, order);
    const BigInt x = signedBig(a);
    const BigInt y = signedBig(b);
    QCOMPARE(x.toString(), a);
    QCOMPARE((x + y).toString(), sum);
    QCOMPARE((x - y).toString(), difference);
    QCOMPARE((x * y).toString(), product);
    QCOMPARE(x.compare(y), order);
    QCOMPARE(y.compare(x), -order);
    QCOMPARE(-(-x), x);
    QCOMPARE(x + y - y, x);
    // Zero has no sign, however it was made.
    QVERIFY(!(x - x).isNegative());
    QVERIFY(!(-(x - x)).isNegative());
}

void TestBigInt::rationalIsReduced_data() {
    QTest::addColumn<QString>("numerator");
    QTest::addColumn<QString>("denominator");
    QTest::addColumn<QString>("text");
    QTest::newRow("already reduced") << "15869"
                                     << "1296"
                                     << "15869/1296";
    QTest::newRow("scaled") << "31738000"
                            << "2592000"
                            << "15869/1296";
    QTest::newRow("whole") << "12"
                           << "4"
                           << "3";
    QTest::newRow("negative half") << "-14"
                                   << "4"
                                   << "-7/2";
    QTest::newRow("zero") << "0"
                          << "17"
                          << "0";
    QTest::newRow("negative zero") << "-0"
                                   << "5"
                                   << "0";
    QTest::newRow("one") << "6"
                         << "6"
                         << "1";
    QTest::newRow("big") << "1606938044258990275541962092341162602522202993782792835301376"
                         << "6"
                         << "803469022129495137770981046170581301261101496891396417650688/3";
}

void TestBigInt::rationalIsReduced() {
    QFETCH(QString, numerator);
    QFETCH(QString, denominator);
    QFETCH(QString, text);
    const Rational r(signedBig(numerator), big(denominator));
    QCOMPARE(r.toString(), text);
    QCOMPARE(BigUInt::gcd(r.numerator().magnitude(), r.denominator()),
             r.isZero() ? r.denominator() : BigUInt(1u));
    QVERIFY(!r.denominator().isZero());
}

void TestBigInt::rationalArithmetic() {
    const Rational half(BigInt(1), BigUInt(2u));
    const Rational third(BigInt(1), BigUInt(3u));
    const Rational twoThirds(BigInt(2), BigUInt(3u));
    QCOMPARE((half + third).toString(), QStringLiteral("5/6"));
    QCOMPARE((half - twoThirds).toString(), QStringLiteral("-1/6"));
    QCOMPARE((Rational(BigInt(-3), BigUInt(4u)) * Rational(BigInt(2), BigUInt(9u))).toString(),
             QStringLiteral("-1/6"));
    QCOMPARE((half / Rational(BigInt(-3), BigUInt(4u))).toString(), QStringLiteral("-2/3"));
    QCOMPARE((Rational(-7) / Rational(-2)).toString(), QStringLiteral("7/2"));
    QCOMPARE((twoThirds - twoThirds).toString(), QStringLiteral("0"));
    QCOMPARE((third + third + third).toString(), QStringLiteral("1"));
    QCOMPARE(Rational(BigInt(2), BigUInt(4u)), half);
    QVERIFY(Rational(BigInt(-1), BigUInt(2u)) < third);
    QVERIFY(third < half);
    QVERIFY(half <= half);
    QVERIFY(!(half < half));
    QVERIFY(half != third);
    QCOMPARE(Rational(5).compare(Rational(BigInt(10), BigUInt(2u))), 0);
    QCOMPARE(Rational().toString(), QStringLiteral("0"));
    QCOMPARE(Rational(-3).toString(), QStringLiteral("-3"));
}

void TestBigInt::rationalToDouble() {
    QCOMPARE(Rational(BigInt(15869), BigUInt(1296u)).toDouble(), 15869.0 / 1296.0);
    QCOMPARE(Rational(BigInt(-7), BigUInt(2u)).toDouble(), -3.5);
    // Both parts far beyond a double's range: scaled before dividing.
    const BigUInt p200 = powerOfTwo(200);
    QCOMPARE(Rational(BigInt(powerOfTwo(2000) + BigUInt(1u)), powerOfTwo(1999)).toDouble(), 2.0);
    const BigUInt three200 = BigUInt::pow(BigUInt(3u), 200);
    const double third =
        Rational(BigInt(three200), three200 * BigUInt(3u) + BigUInt(1u)).toDouble();
    QVERIFY(std::abs(third - 1.0 / 3.0) < 1e-15);
    const double tiny = Rational(BigInt(BigUInt(1u), true), p200).toDouble();
    QCOMPARE(tiny, -std::ldexp(1.0, -200));
}

QTEST_GUILESS_MAIN(TestBigInt)
#include "tst_bigint.moc"
