#include "Manual.h"

#include "words/Words.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace pd {

const QList<Manual::Page> &Manual::pages() {
    // For players: playing in the window and the rules behind it. For designers: the Editor,
    // the pack's files, dice, generators, seeds and the bot.
    static const QList<Page> list = {
        {QStringLiteral("player/manual.md"), Audience::Players},
        {QStringLiteral("game-tab.md"), Audience::Players},
        {QStringLiteral("rules.md"), Audience::Players},
        {QStringLiteral("editor.md"), Audience::Designers},
        {QStringLiteral("data-format.md"), Audience::Designers},
        {QStringLiteral("dice.md"), Audience::Designers},
        {QStringLiteral("generators.md"), Audience::Designers},
        {QStringLiteral("rng.md"), Audience::Designers},
        {QStringLiteral("bot.md"), Audience::Designers},
    };
    return list;
}

QString Manual::title(const QString &file) {
    static const struct {
        const char *file;
        const char *title;
    } titles[] = {
        {"player/manual.md", QT_TRANSLATE_NOOP("pd::Manual", "How to play")},
        {"game-tab.md", QT_TRANSLATE_NOOP("pd::Manual", "The Game tab")},
        {"rules.md", QT_TRANSLATE_NOOP("pd::Manual", "The rules")},
        {"editor.md", QT_TRANSLATE_NOOP("pd::Manual", "The Editor")},
        {"data-format.md", QT_TRANSLATE_NOOP("pd::Manual", "The pack's files")},
        {"dice.md", QT_TRANSLATE_NOOP("pd::Manual", "Dice expressions")},
        {"generators.md", QT_TRANSLATE_NOOP("pd::Manual", "Level generators")},
        {"rng.md", QT_TRANSLATE_NOOP("pd::Manual", "Seeds and randomness")},
        {"bot.md", QT_TRANSLATE_NOOP("pd::Manual", "The bot")},
    };
    for (const auto &t : titles)
        if (file == QLatin1String(t.file))
            return QCoreApplication::translate("pd::Manual", t.title);
    return heading(file);
}

QString Manual::audienceTitle(Audience audience) {
    return audience == Audience::Players
               ? QCoreApplication::translate("pd::Manual", "Playing")
               : QCoreApplication::translate("pd::Manual", "Designing a pack");
}

QString Manual::localFile(const QString &file) {
    if (!file.endsWith(QLatin1String(".md")))
        return file;
    const QString stem = file.chopped(3);
    const QString language = Words::language();
    for (const QString &lang : {language, language.section(u'_', 0, 0)}) {
        const QString local = stem + u'.' + lang + QStringLiteral(".md");
        if (!lang.isEmpty() && QFile::exists(QStringLiteral(":/manual/") + local))
            return local;
    }
    return file;
}

QUrl Manual::url(const QString &file, const QString &anchor) {
    QUrl url(QStringLiteral("qrc:/manual/") + localFile(file));
    if (!anchor.isEmpty())
        url.setFragment(anchor);
    return url;
}

QString Manual::fileOf(const QUrl &url) {
    if (url.scheme() != QLatin1String("qrc"))
        return {};
    const QString path = url.path();
    const QString prefix = QStringLiteral("/manual/");
    if (!path.startsWith(prefix))
        return {};
    const QString file = path.mid(prefix.size());
    if (hasPage(file))
        return file;
    // A page in another language: "player/manual.de.md" is "player/manual.md".
    static const QRegularExpression translated(
        QStringLiteral("^(.+)\\.[a-z]{2}(_[A-Z]{2})?\\.md$"));
    const QRegularExpressionMatch m = translated.match(file);
    if (m.hasMatch() && hasPage(m.captured(1) + QStringLiteral(".md")))
        return m.captured(1) + QStringLiteral(".md");
    return {};
}

bool Manual::hasPage(const QString &file) {
    for (const Page &p : pages())
        if (p.file == file)
            return QFile::exists(QStringLiteral(":/manual/") + file);
    return false;
}

QString Manual::markdown(const QString &file) {
    QFile in(QStringLiteral(":/manual/") + localFile(file));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(in.readAll());
}

QString Manual::anchorOf(const QString &heading) {
    QString out;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            out += c;
        else if (c == u' ')
            out += u'-';
    }
    return out;
}

namespace {

// The headings of the given level (1 or 2), outside fenced code blocks.
QStringList headings(const QString &markdown, int level) {
    const QString mark = QString(level, u'#') + u' ';
    QStringList out;
    bool code = false;
    const QStringList lines = markdown.split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("```"))) {
            code = !code;
            continue;
        }
        if (!code && line.startsWith(mark))
            out << line.mid(mark.size()).trimmed();
    }
    return out;
}

} // namespace

QStringList Manual::sections(const QString &file) {
    return headings(markdown(file), 2);
}

QString Manual::heading(const QString &file) {
    return headings(markdown(file), 1).value(0);
}

} // namespace pd
