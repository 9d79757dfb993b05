#pragma once

#include "json/JsonTree.h"

#include <QByteArray>

namespace pd {

// Writes a pack file the way the bundled packs are written by hand: two spaces of indentation,
// and any value whose whole line (indentation, key, value and comma) fits in 100 characters on
// that one line, anything longer opened up member by member. Keys keep the tree's order. Every
// bundled pack file is in this form, so reading and writing one gives back the same bytes.
class JsonWriter {
public:
    static constexpr int kLineWidth = 100;

    static QByteArray write(const JsonTree &tree); // ends with a newline
    // Every object and array that is not empty opened up, member by member (two spaces of
    // indentation): the layout of the bundled translations, where a changed key is a one-line
    // difference.
    static QByteArray writeOpen(const JsonTree &tree);
    static QString inlineText(const JsonTree &tree); // the value on one line
};

} // namespace pd
