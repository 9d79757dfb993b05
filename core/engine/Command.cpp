#include "engine/Command.h"
#include "json/Fail.h"

#include <QRegularExpression>
#include <QStringList>

namespace pd {

namespace {

// The most turns one command may ask for (search N).
constexpr int kMaxCommandTurns = 100;

struct CommandKindInfo {
    Command::Kind kind;
    const char *name;
    // Turns: an optional whole number from 1 to kMaxCommandTurns, kept as text in `id` (search).
    enum Args { None, Dir, Id, IdDirOrXy, Xy, DirOrXy, Turns, IdText } args;
};

constexpr CommandKindInfo kCommandKinds[] = {
    {Command::Kind::Move, "move", CommandKindInfo::Dir},
    {Command::Kind::Wait, "wait", CommandKindInfo::None},
    {Command::Kind::Pickup, "pickup", CommandKindInfo::None},
    {Command::Kind::Interact, "interact", CommandKindInfo::Dir},
    {Command::Kind::Fire, "fire", CommandKindInfo::DirOrXy},
    {Command::Kind::Descend, "descend", CommandKindInfo::None},
    {Command::Kind::Climb, "climb", CommandKindInfo::None},
    {Command::Kind::Use, "use", CommandKindInfo::IdDirOrXy},
    {Command::Kind::Cast, "cast", CommandKindInfo::IdDirOrXy},
    {Command::Kind::Equip, "equip", CommandKindInfo::Id},
    {Command::Kind::Unequip, "unequip", CommandKindInfo::Id},
    {Command::Kind::Swap, "swap", CommandKindInfo::None},
    {Command::Kind::Travel, "travel", CommandKindInfo::Xy},
    {Command::Kind::Attack, "attack", CommandKindInfo::None},
    {Command::Kind::Defend, "defend", CommandKindInfo::None},
    {Command::Kind::Escape, "escape", CommandKindInfo::None},
    {Command::Kind::Drop, "drop", CommandKindInfo::Id},
    {Command::Kind::Turn, "turn", CommandKindInfo::Dir},
    {Command::Kind::Rest, "rest", CommandKindInfo::None},
    {Command::Kind::Search, "search", CommandKindInfo::Turns},
    {Command::Kind::Call, "call", CommandKindInfo::IdText},
    {Command::Kind::Act, "act", CommandKindInfo::None},
};

// The table is read by kind (info()): one row per kind, in the enum's order.
constexpr bool inKindOrder() {
    int i = 0;
    for (const CommandKindInfo &k : kCommandKinds) {
        if (int(k.kind) != i++)
            return false;
    }
    return i == int(Command::Kind::Act) + 1;
}
static_assert(inKindOrder(), "kCommandKinds lists every Command::Kind once, in enum order");

const CommandKindInfo &info(Command::Kind k) {
    return kCommandKinds[int(k)];
}

} // namespace

QString Command::kindName(Kind k) {
    return QString::fromLatin1(info(k).name);
}

QString Command::toText() const {
    QString text = kindName(kind);
    switch (info(kind).args) {
    case CommandKindInfo::None:
        break;
    case CommandKindInfo::Dir:
        if (direction)
            text += u' ' + directionName(*direction);
        break;
    case CommandKindInfo::Id:
        text += u' ' + id;
        break;
    case CommandKindInfo::IdDirOrXy:
        text += u' ' + id;
        if (!this->text.isEmpty())
            text += QStringLiteral(" on ") + this->text;
        else if (aimed)
            text += QStringLiteral(" %1 %2").arg(target.x).arg(target.y);
        else if (direction)
            text += u' ' + directionName(*direction);
        break;
    case CommandKindInfo::Xy:
        text += QStringLiteral(" %1 %2").arg(target.x).arg(target.y);
        break;
    case CommandKindInfo::IdText:
        text += u' ' + id;
        if (!this->text.isEmpty())
            text += u' ' + this->text;
        break;
    case CommandKindInfo::DirOrXy:
        if (aimed)
            text += QStringLiteral(" %1 %2").arg(target.x).arg(target.y);
        else if (direction)
            text += u' ' + directionName(*direction);
        break;
    case CommandKindInfo::Turns:
        if (!id.isEmpty())
            text += u' ' + id;
        break;
    }
    return text;
}

std::optional<Command> Command::fromText(const QString &line, QString *error) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList words = line.trimmed().split(space, Qt::SkipEmptyParts);
    if (words.isEmpty()) {
        fail(error, QStringLiteral("empty command"));
        return std::nullopt;
    }
    const QString verb = words.first().toLower();
    const CommandKindInfo *found = nullptr;
    for (const CommandKindInfo &k : kCommandKinds) {
        if (verb == QLatin1String(k.name))
            found = &k;
    }
    if (!found) {
        fail(error, QStringLiteral("unknown command \"%1\"").arg(words.first()));
        return std::nullopt;
    }
    Command c = of(found->kind);
    const QStringList args = words.mid(1);
    auto direction = [&](const QString &word) -> bool {
        c.direction = directionFromName(word);
        if (!c.direction)
            return fail(
                error, QStringLiteral("\"%1\" is not a direction (n ne e se s sw w nw)").arg(word));
        return true;
    };
    auto arity = [&](int min, int max) -> bool {
        if (args.size() >= min && args.size() <= max)
            return true;
        return fail(error, QStringLiteral("\"%1\" takes %2").arg(verb, [&] {
            switch (found->args) {
            case CommandKindInfo::None:
                return QStringLiteral("no argument");
            case CommandKindInfo::Dir:
                return QStringLiteral("a direction");
            case CommandKindInfo::Id:
                return QStringLiteral("one name");
            case CommandKindInfo::IdDirOrXy:
                return found->kind == Kind::Use
                           ? QStringLiteral("a name and an optional direction, target X Y or "
                                            "\"on\" and another item's name")
                           : QStringLiteral("a name and an optional direction or target X Y");
            case CommandKindInfo::Xy:
                return QStringLiteral("two whole numbers, X and Y");
            case CommandKindInfo::DirOrXy:
                return QStringLiteral("an optional direction or a target X Y");
            case CommandKindInfo::Turns:
                return QStringLiteral("an optional number of turns");
            case CommandKindInfo::IdText:
                return QStringLiteral("a name and optional words");
            }
            return QString();
        }()));
    };
    auto xy = [&](int first) -> bool {
        bool okX = false, okY = false;
        c.target = {args[first].toInt(&okX), args[first + 1].toInt(&okY)};
        if (!okX || !okY)
            return fail(error, QStringLiteral("\"%1\" takes two whole numbers, X and Y").arg(verb));
        return true;
    };
    bool ok = true;
    switch (found->args) {
    case CommandKindInfo::None:
        ok = arity(0, 0);
        break;
    case CommandKindInfo::Dir:
        ok = arity(1, 1) && direction(args[0]);
        break;
    case CommandKindInfo::Id:
        ok = arity(1, 1);
        if (ok)
            c.id = args[0];
        break;
    case CommandKindInfo::IdDirOrXy:
        // `use ITEM on OTHER`: the item a scroll of identify (or the like) is read on.
        if (found->kind == Kind::Use && args.size() == 3 &&
            args[1].compare(QLatin1String("on"), Qt::CaseInsensitive) == 0) {
            c.id = args[0];
            c.text = args[2];
            break;
        }
        ok = arity(1, 3) && (args.size() != 2 || direction(args[1])) && (args.size() != 3 || xy(1));
        if (ok)
            c.id = args[0];
        c.aimed = ok && args.size() == 3;
        break;
    case CommandKindInfo::Xy:
        ok = arity(2, 2) && xy(0);
        break;
    case CommandKindInfo::IdText:
        ok = arity(1, int(args.size()) + 1);
        if (ok) {
            c.id = args[0];
            c.text = args.mid(1).join(u' ');
        }
        break;
    case CommandKindInfo::DirOrXy:
        ok = arity(0, 2) && (args.size() != 1 || direction(args[0])) && (args.size() != 2 || xy(0));
        c.aimed = ok && args.size() == 2;
        break;
    case CommandKindInfo::Turns: {
        ok = arity(0, 1);
        if (ok && args.size() == 1) {
            bool number = false;
            const int turns = args[0].toInt(&number);
            ok = number && turns >= 1 && turns <= kMaxCommandTurns;
            if (!ok)
                fail(error, QStringLiteral("\"%1\" takes a number of turns from 1 to %2")
                                .arg(verb)
                                .arg(kMaxCommandTurns));
            else
                c.id = QString::number(turns);
        }
        break;
    }
    }
    if (!ok)
        return std::nullopt;
    return c;
}

std::optional<QList<Command>> parseCommandList(const QString &text, QString *error) {
    QList<Command> list;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        const qsizetype hash = line.indexOf(u'#');
        if (hash >= 0)
            line.truncate(hash);
        if (line.trimmed().isEmpty())
            continue;
        QString message;
        const auto c = Command::fromText(line, &message);
        if (!c) {
            fail(error, QStringLiteral("line %1: %2").arg(i + 1).arg(message));
            return std::nullopt;
        }
        list.append(*c);
    }
    return list;
}

} // namespace pd
