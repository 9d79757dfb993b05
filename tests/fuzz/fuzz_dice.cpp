// libFuzzer target for the dice parser, roller and exact distributions: any text must parse
// or fail cleanly, and whatever parses must roll within its own bounds and agree with its
// distribution.
#include "dice/DiceCalculator.h"
#include "dice/DiceExpression.h"
#include "dice/DiceParser.h"
#include "random/Rng.h"

#include <QString>

#include <cstddef>
#include <cstdint>

using namespace pd;

namespace {
void check(bool ok) {
    if (!ok)
        __builtin_trap();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    DiceError error;
    const DiceExpression e = DiceExpression::parse(text, &error);
    if (!e.isValid()) {
        check(error.column >= 1 && error.column <= text.size() + 1);
        check(!error.message.isEmpty());
        return 0;
    }
    check(e.minimum() <= e.maximum());

    // The canonical text is the same expression (when it fits the length limit: "d%" grows).
    const QString canonical = e.canonical();
    if (canonical.size() <= DiceExpression::kMaxLength) {
        const DiceExpression again = DiceExpression::parse(canonical);
        check(again.isValid() && again.canonical() == canonical);
        check(again.minimum() == e.minimum() && again.maximum() == e.maximum());
    }

    Rng rng(0x5eed, 42);
    for (int i = 0; i < 3; ++i) {
        const qint64 v = e.roll(rng);
        check(v >= e.minimum() && v <= e.maximum());
    }
    Rng a(7, 7);
    Rng b(7, 7);
    const DiceRoll detailed = e.rollDetailed(a);
    check(detailed.total == e.roll(b) && a == b);
    check(!detailed.describe().isEmpty());

    // Exact distributions only for narrow results, and not the ones that are allowed but take
    // a good fraction of a second: refusals are instant and are always checked.
    const auto root = DiceParser(text).parse(nullptr);
    check(root != nullptr);
    const double work = DiceCalculator::estimateWork(*root);
    const bool cheap = work <= 5e7 || work > DiceCalculator::kWorkBudget;
    if (e.maximum() - e.minimum() <= 10000 && cheap) {
        QString why;
        const DiceDistribution d = e.distribution(&why);
        if (d.isValid()) {
            check(d.minimum() == e.minimum() && d.maximum() == e.maximum());
            check(!d.count(detailed.total).isZero());
        } else {
            check(!why.isEmpty());
        }
    }
    return 0;
}
