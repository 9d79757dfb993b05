#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace pd {

// The manual inside the program: the pages of docs/ written for players and designers, built
// in as resources under :/manual (app/CMakeLists.txt). The player's manual (player/manual.md)
// is written in English, German and French and shown in the reader's language; the designer's
// pages are English. The pages for the program's own developers (engine.md,
// fov-and-paths.md) stay out: they describe classes, not the game.
class Manual {
public:
    enum class Audience { Players, Designers };
    struct Page {
        QString file; // "game-tab.md"
        Audience audience;
    };

    static const QList<Page> &pages();
    // The page's name in the contents list, in the reader's language (the pages themselves
    // are English).
    static QString title(const QString &file);
    static QString audienceTitle(Audience audience);
    // qrc:/manual/FILE (in the reader's language, localFile()), with #anchor when one is given.
    static QUrl url(const QString &file, const QString &anchor = {});
    // The page a URL shows ("rules.md"), or empty when it is not one of the manual's.
    static QString fileOf(const QUrl &url);
    static bool hasPage(const QString &file);
    // The page's text as Markdown (empty when it is not built in), in the reader's language
    // where the page is written in it.
    static QString markdown(const QString &file);
    // The built-in file that holds the page in the reader's language: "player/manual.de.md"
    // for "player/manual.md" in German where it exists, else the page's own file.
    static QString localFile(const QString &file);
    // The heading's anchor as GitHub makes it, so links written for the repository work here:
    // lower case, punctuation dropped, spaces as hyphens ("Random draws" -> "random-draws").
    static QString anchorOf(const QString &heading);
    // The page's second-level headings, outside code blocks, in order.
    static QStringList sections(const QString &file);
    // The page's first heading (its title as written).
    static QString heading(const QString &file);
};

} // namespace pd
