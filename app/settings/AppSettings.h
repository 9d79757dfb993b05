#pragma once

#include "render/ColourVision.h"
#include "render/LevelRenderer.h"

#include <QKeySequence>
#include <QList>
#include <QLocale>
#include <QLoggingCategory>
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <memory>
#include <optional>

class QSettings;

Q_DECLARE_LOGGING_CATEGORY(lcSettings) // "pd.settings"

namespace pd {

// The program's settings, typed: the one place that knows every key the Settings dialog edits,
// its type, its default and the values it may take. Whatever reads a value gets a valid one: a
// value of the wrong type or out of range reads as the default. Reading the file checks it once
// and says what it did not understand in one warning (category pd.settings); the bad values stay
// in the file until the user sets them (nothing is thrown away behind the user's back).
// Every change goes through setValue() and is announced by changed(), so the windows follow at
// once. Key bindings are "keys/<action>" (a list of portable key sequences, GameActions' names).
class AppSettings : public QObject {
    Q_OBJECT

public:
    enum class Key {
        Look,           // view/look: "tiles" | "glyphs"
        DefaultZoom,    // view/defaultZoom: -1 (fit the window) or a zoom step 0..8
        FontSize,       // view/fontSize: 0 (the system's) or 7..28 points
        Palette,        // view/palette: ColourVision::name()
        Theme,          // view/theme: "dark" | "light" (the Game tab's panels)
        Language,       // ui/language: "system" | "en" | "de" | "fr"
        AnimationSpeed, // view/animationSpeed: 0 off .. 3 fast
        AutosaveTurns,  // game/autosaveTurns: 1..10000
        ConfirmAbandon, // game/confirmAbandon: ask before a run in play is given up
        EffectsVolume,  // sound/effects: 0..100
        MusicVolume,    // sound/music: 0..100
        Muted,          // sound/muted
        ShowHints,      // hints/show
        AutoPickup,     // game/autoPickup: a step onto gold, medicine and the like takes it
        MenusBeside,    // view/menusBeside: the Game tab's menus open beside the map, not over it
    };
    Q_ENUM(Key)

    struct Spec {
        Key key;
        QString name;      // the QSettings key
        QVariant fallback; // the default, and the type every value must convert to
        int min = 0;       // for numbers
        int max = 0;
        QStringList choices; // for text: the values it may take (empty: any)
    };
    static const QList<Spec> &specs();
    static const Spec &spec(Key key);

    // The program's settings (QSettings() with the application's names).
    explicit AppSettings(QObject *parent = nullptr);
    // A settings file of its own (INI), for tests and tools.
    explicit AppSettings(const QString &iniFile, QObject *parent = nullptr);
    ~AppSettings() override;
    // The one the program's windows share.
    static AppSettings &instance();
    // At start-up, before anything reads the settings: when a file QSettings() would read (the
    // program's, or the organisation's, in the user's or the system's configuration folders) is
    // there but is not a regular file, reading it could block for ever (a named pipe) or never
    // end (a device). Then it warns (pd.settings), naming the file and why, and points
    // QSettings() at an empty folder of its own for this run: the program starts with the
    // defaults and neither reads nor writes that file. True when it had to.
    static bool avoidUnreadableFiles();

    QVariant value(Key key) const; // always valid: the default where the file's is not
    // Stores a valid value and announces it; an invalid one is refused (false).
    bool setValue(Key key, const QVariant &value);
    void reset(Key key);
    // Whether the value is one the key accepts (after conversion), and that value.
    static std::optional<QVariant> validated(Key key, const QVariant &value);

    MapLook look() const;
    int defaultZoom() const;
    int fontSize() const;
    ColourVision::Palette colourPalette() const;
    bool lightTheme() const;
    QString language() const;
    QLocale locale() const; // the language's locale (the system's for "system")
    int animationSpeed() const;
    int autosaveTurns() const;
    bool confirmAbandon() const;
    int effectsVolume() const;
    int musicVolume() const;
    bool muted() const;
    bool showHints() const;
    bool autoPickup() const;
    bool menusBeside() const;

    // The zoom step the player last chose for a pack (view/zoom/<pack id>), if one is kept and
    // is a step (0 to the default zoom's largest).
    std::optional<int> packZoom(const QString &packId) const;
    void setPackZoom(const QString &packId, int step);
    void clearPackZoom(const QString &packId); // back to the default zoom (fitting the level)

    // A Game-tab action's keys as the user bound them, or nothing (its defaults).
    std::optional<QList<QKeySequence>> keyBinding(const QString &action) const;
    void setKeyBinding(const QString &action, const QList<QKeySequence> &keys);
    void resetKeyBinding(const QString &action);

    // What the last check of the file did not understand ("view/palette: ..."), one a line.
    QStringList problems() const { return m_problems; }
    // Reads the whole file again and warns once if any of it is not understood.
    void check();

Q_SIGNALS:
    void changed(pd::AppSettings::Key key);
    void keyBindingChanged(const QString &action);

private:
    QSettings *store() const;
    static std::optional<QList<QKeySequence>> parseKeys(const QVariant &value);

    QString m_file;                             // empty: QSettings()
    mutable std::unique_ptr<QSettings> m_store; // store()'s, for m_storePlace
    mutable QString m_storePlace;
    QStringList m_problems;
};

} // namespace pd
