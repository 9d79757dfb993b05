#pragma once

#include <QColor>
#include <QString>

class QWidget;

namespace pd {

// The Game tab's colours, in one place: every panel, box and style sheet of the tab takes its
// colours from here by role, never as a literal of its own. (The map's art draws its own.)
struct GamePalette {
    QColor background; // behind the map and the tab
    QColor log;        // the message log and scroll bars' tracks
    QColor bar;        // the status line, the result card
    QColor buttons;    // the block of menu buttons
    QColor list;       // lists in menus
    QColor listAlt;    // their alternate rows
    QColor header;     // list and table headers
    QColor edge;       // thin separators
    QColor border;     // list borders, scroll handles
    QColor frame;      // the gold frame of boxes and menus
    QColor button;     // a button
    QColor buttonEdge; // its border
    QColor hover;      // a button under the mouse
    QColor pressed;    // a pressed button, a selected row
    QColor disabledBg; // a greyed-out button
    QColor text;       // body text
    QColor bright;     // buttons' and the status line's text
    QColor selected;   // the text of a selected row
    QColor dim;        // secondary text, notes
    QColor faint;      // key help, empty lists
    QColor disabled;   // greyed-out text
    QColor accent;     // titles, headings
    QColor warning;    // reasons an action is refused
    QColor good;       // buffs
    QColor bad;        // debuffs, death
    QColor victory;    // the winner's title
    QColor enemy;      // the monster's lines in a battle
    QColor magic;      // MP

    // The parchment theme (Preferences ▸ Display ▸ Game panels): panels that paint their own
    // shades take the roles above instead.
    bool light = false;

    // The palette the settings choose now (the theme, then the colour-vision palette over it).
    static const GamePalette &current();
    // Gives `widget` the style sheet `sheet` in the current palette and keeps the sheet, so
    // that restyle() can give it again in another palette.
    static void setStyleSheet(QWidget *widget, const QString &sheet);
    // The theme or the colour palette changed (Preferences ▸ Display): every widget under
    // `root` styled by setStyleSheet() takes the new colours at once.
    static void restyle(QWidget *root);
    // Gives `widget` the current background and text colours as its QPalette (a widget that
    // fills its own background, as the tab does).
    static void applyTo(QWidget *widget);
    // A style sheet with each "@role" replaced by this palette's colour ("color: @text").
    QString style(const QString &sheet) const;
    // A role's colour as "#rrggbb" for rich text ("@dim" or "dim").
    QString css(const QString &role) const;
};

} // namespace pd
