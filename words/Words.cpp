#include "Words.h"

#include "data/Pack.h"
#include "engine/Game.h"

#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace pd {

namespace {
QString &chosenLanguage() {
    static QString language;
    return language;
}

QString idWords(const QString &id) {
    return QString(id).replace(u'-', u' ');
}
} // namespace

void Words::setLanguage(const QString &language) {
    chosenLanguage() = language;
}

QString Words::language() {
    const QString &chosen = chosenLanguage();
    return chosen.isEmpty() ? QLocale().name() : chosen;
}

QString Words::packText(const Pack *pack, PackTexts::Kind kind, const QString &id,
                        PackTexts::Field field, const QString &fallback) {
    if (!pack || pack->texts.isEmpty())
        return fallback;
    const QString language = Words::language();
    // The data files' own language is never looked up: their text is the fallback.
    const QString own = pack->manifest.textLanguage();
    if (language == own || language.section(u'_', 0, 0) == own)
        return fallback;
    const QString text = pack->texts.text(language, kind, id, field);
    return text.isNull() ? fallback : text;
}

QString Words::monsterName(const Pack *pack, const QString &id) {
    const MonsterRecord *m = pack ? pack->monster(id) : nullptr;
    return m ? packText(pack, PackTexts::Kind::Monster, id, PackTexts::Field::Name, m->name)
             : idWords(id);
}

QString Words::itemName(const Pack *pack, const QString &id) {
    const ItemRecord *i = pack ? pack->item(id) : nullptr;
    return i ? packText(pack, PackTexts::Kind::Item, id, PackTexts::Field::Name, i->name)
             : idWords(id);
}

QString Words::appearanceName(const Game &game, const QString &id) {
    const Appearance *look = game.appearance(id);
    if (!look)
        return QString();
    return packText(&game.pack(), PackTexts::Kind::Table, look->table + u'/' + look->text,
                    PackTexts::Field::Row, look->text);
}

QString Words::itemName(const Game &game, const QString &id) {
    if (game.isKnown(id))
        return itemName(&game.pack(), id);
    const QString look = appearanceName(game, id);
    const QString called = game.calledName(id);
    //: An unknown item kind's look and the name the player gave it: "Murky potion (called fire?)"
    return called.isEmpty() ? look : tr("%1 (called %2)").arg(look, called);
}

QString Words::spellName(const Pack *pack, const QString &id) {
    const SpellRecord *s = pack ? pack->spell(id) : nullptr;
    return s ? packText(pack, PackTexts::Kind::Spell, id, PackTexts::Field::Name, s->name)
             : idWords(id);
}

QString Words::trapName(const Pack *pack, const QString &id) {
    const TrapRecord *t = pack ? pack->trap(id) : nullptr;
    return t ? packText(pack, PackTexts::Kind::Trap, id, PackTexts::Field::Name, t->name)
             : idWords(id);
}

QString Words::sprungName(const Pack *pack, const QString &id) {
    const TrapRecord *t = pack ? pack->trap(id) : nullptr;
    if (!t || t->sprungName.isEmpty())
        return trapName(pack, id);
    return packText(pack, PackTexts::Kind::Trap, id, PackTexts::Field::Sprung, t->sprungName);
}

QString Words::description(const Pack *pack, PackTexts::Kind kind, const QString &id) {
    if (!pack)
        return QString();
    QString own;
    switch (kind) {
    case PackTexts::Kind::Item:
        if (const ItemRecord *r = pack->item(id))
            own = r->description;
        break;
    case PackTexts::Kind::Spell:
        if (const SpellRecord *r = pack->spell(id))
            own = r->description;
        break;
    case PackTexts::Kind::Monster:
        if (const MonsterRecord *r = pack->monster(id))
            own = r->description;
        break;
    case PackTexts::Kind::Trap:
        if (const TrapRecord *r = pack->trap(id))
            own = r->description;
        break;
    case PackTexts::Kind::Pack:
        own = pack->manifest.description;
        break;
    case PackTexts::Kind::Table:
        break;
    }
    return packText(pack, kind, id, PackTexts::Field::Description, own);
}

QString Words::packName(const Pack &pack) {
    return packText(&pack, PackTexts::Kind::Pack, QString(), PackTexts::Field::Name,
                    pack.manifest.name);
}

QString Words::packDescription(const Pack &pack) {
    return description(&pack, PackTexts::Kind::Pack, QString());
}

void Words::installTranslators(QCoreApplication &app, const QLocale &locale) {
    setLanguage(locale.name());
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
    // Each word written as a title word ("Grave Wraith") is lowered; a word in capitals
    // throughout ("ATK") is left as it is.
    for (qsizetype i = 0; i < lower.size(); ++i)
        if ((i == 0 || lower[i - 1] == u' ' || lower[i - 1] == u'-') && lower[i].isUpper() &&
            i + 1 < lower.size() && lower[i + 1].isLower())
            lower[i] = lower[i].toLower();
    return lower;
}

QString Words::aName(const QString &name) {
    const QString lower = inSentence(name);
    //: Whether a thing's name takes "a" or "an" in a sentence ("a-an", English), or none ("none")
    if (tr("a-an") != QLatin1String("a-an") || lower.isEmpty())
        return lower;
    // A plural (its head noun, before any "of", ends in s but not ss or us) takes none: "gold
    // coins", "boots of speed".
    const QString head = lower.section(QStringLiteral(" of "), 0, 0).section(u' ', -1);
    if (head.endsWith(u's') && !head.endsWith(QLatin1String("ss")) &&
        !head.endsWith(QLatin1String("us")))
        return lower;
    static const QString vowels = QStringLiteral("aeiou");
    return (vowels.contains(lower[0].toLower()) ? tr("an %1") : tr("a %1")).arg(lower);
}

QString Words::theName(const QString &name) {
    return tr("the %1").arg(inSentence(name));
}

QString Words::deathCause(const DeathCause &cause, const Pack *pack) {
    const auto monster = [&](const QString &id) { return theName(monsterName(pack, id)); };
    switch (cause.kind) {
    case DeathCause::Kind::KilledBy:
        return tr("killed by %1").arg(monster(cause.id));
    case DeathCause::Kind::ShotBy:
        return tr("shot by %1").arg(monster(cause.id));
    case DeathCause::Kind::CaughtBy:
        return tr("caught by a %1").arg(inSentence(trapName(pack, cause.id)));
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
    case DeathCause::Kind::Poison:
        return tr("killed by poison");
    case DeathCause::Kind::Effect:
        return tr("killed by %1").arg(inSentence(itemName(pack, cause.id)));
    case DeathCause::Kind::Lava:
        return tr("burned up in lava");
    case DeathCause::Kind::Fall:
        return tr("killed by a fall");
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
    case R::Blocked:
        return tr("A monster stands in your way.");
    }
    return QString();
}

QString Words::statusName(StatusKind kind) {
    switch (kind) {
    case StatusKind::Poison:
        return tr("poisoned");
    case StatusKind::Burning:
        return tr("burning");
    case StatusKind::Paralysis:
        return tr("paralysed");
    case StatusKind::Confusion:
        return tr("confused");
    case StatusKind::Slowed:
        return tr("slowed");
    case StatusKind::Hasted:
        return tr("hasted");
    case StatusKind::Asleep:
        return tr("asleep");
    case StatusKind::Afraid:
        return tr("afraid");
    case StatusKind::Invisible:
        return tr("invisible");
    case StatusKind::Telepathic:
        return tr("telepathic");
    }
    return QString();
}

QString Words::cloudName(StatusKind kind) {
    switch (kind) {
    case StatusKind::Burning:
        return tr("flames");
    case StatusKind::Poison:
        return tr("caustic gas");
    case StatusKind::Paralysis:
        return tr("paralytic gas");
    case StatusKind::Confusion:
        return tr("confusion gas");
    case StatusKind::Slowed:
        return tr("slowing gas");
    case StatusKind::Asleep:
        return tr("sleeping gas");
    case StatusKind::Afraid:
        return tr("fear gas");
    default:
        return tr("gas");
    }
}

QString Words::statusName(const QString &name) {
    const std::optional<StatusKind> kind = Statuses::fromName(name);
    return kind ? statusName(*kind) : name;
}

} // namespace pd
