#include "Words.h"

#include "data/Pack.h"

#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace pd {

void Words::installTranslators(QCoreApplication &app, const QLocale &locale) {
    // Called again (Preferences ▸ Language), the last language's translators make way.
    static QList<QPointer<QTranslator>> ours;
    for (const QPointer<QTranslator> &t : std::as_const(ours)) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    ours.clear();
    auto *qt = new QTranslator(&app);
    ours << qt;
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    ours << own;
    // An installed program's translations lie beside its packs; the built-in ones follow.
    const QString installed = QCoreApplication::applicationDirPath() +
                              QStringLiteral("/../share/permadungeon/translations");
    if (own->load(locale, QStringLiteral("permadungeon"), QStringLiteral("_"), installed) ||
        own->load(locale, QStringLiteral("permadungeon"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")) ||
        own->load(QStringLiteral(":/i18n/permadungeon_en.qm")))
        QCoreApplication::installTranslator(own);
}

QString Words::inSentence(const QString &name) {
    // English writes "the goblin warleader" and "a spike trap" in lower case; German nouns
    // keep their capitals. The translation says which ("lower" or "keep").
    //: Whether a record's name is lowered inside a sentence: "lower" or "keep"
    if (tr("lower") != QLatin1String("lower"))
        return name;
    QString lower = name;
    // A name in capitals throughout ("ATK") is left as it is.
    if (lower.size() > 1 && lower[1].isLower())
        lower[0] = lower[0].toLower();
    return lower;
}

QString Words::theName(const QString &name) {
    return tr("the %1").arg(inSentence(name));
}

QString Words::deathCause(const DeathCause &cause, const Pack *pack) {
    const auto idWords = [](const QString &id) { return QString(id).replace(u'-', u' '); };
    const auto monster = [&](const QString &id) {
        const MonsterRecord *m = pack ? pack->monster(id) : nullptr;
        return theName(m ? m->name : idWords(id));
    };
    switch (cause.kind) {
    case DeathCause::Kind::KilledBy:
        return tr("killed by %1").arg(monster(cause.id));
    case DeathCause::Kind::ShotBy:
        return tr("shot by %1").arg(monster(cause.id));
    case DeathCause::Kind::CaughtBy: {
        const TrapRecord *t = pack ? pack->trap(cause.id) : nullptr;
        return tr("caught by a %1").arg(inSentence(t ? t->name : idWords(cause.id)));
    }
    case DeathCause::Kind::TrappedChest:
        return tr("killed by a trapped chest");
    case DeathCause::Kind::Bolt:
        return tr("worn out by your own bolt");
    case DeathCause::Kind::Burning:
        return tr("burned to death");
    case DeathCause::Kind::NoDungeon:
        return tr("the dungeon could not be made");
    case DeathCause::Kind::Won:
        return tr("won");
    case DeathCause::Kind::Legacy:
        return cause.text; // written in words by an older version: shown as it was
    case DeathCause::Kind::None:
        break;
    }
    return QString();
}

QString Words::autoPlayReason(AutoPlay::Goal goal, AutoPlay::Reason reason) {
    using R = AutoPlay::Reason;
    switch (reason) {
    case R::None:
        break;
    case R::GameOver:
        return tr("The run is over.");
    case R::InBattle:
        return tr("You are in a battle: attack, defend, cast a spell, use an item or escape.");
    case R::NothingLeft:
        return tr("There is nothing left to explore that you can reach.");
    case R::NoMonster:
        return tr("No monster in sight.");
    case R::NoWay:
        return goal == AutoPlay::Goal::Fight ? tr("You see no way to reach it.")
                                             : tr("You know no way there.");
    case R::NoStairs:
        return goal == AutoPlay::Goal::StairsUp ? tr("You have seen no stairs up yet.")
                                                : tr("You have seen no stairs down yet.");
    case R::NothingHelps:
        return tr("Nothing you carry would help now.");
    }
    return QString();
}

} // namespace pd
