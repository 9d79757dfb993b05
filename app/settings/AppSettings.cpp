#include "AppSettings.h"

#include "game/GameActions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

Q_LOGGING_CATEGORY(lcSettings, "pd.settings")

namespace pd {

namespace {

const QString kKeysGroup = QStringLiteral("keys");
const QString kZoomGroup = QStringLiteral("view/zoom");

QStringList paletteNames() {
    QStringList names;
    for (ColourVision::Palette p : ColourVision::palettes())
        names << ColourVision::name(p);
    return names;
}

// What a stored value shows in a warning: short, and as the file has it.
QString shown(const QVariant &value) {
    QString text = value.typeId() == QMetaType::QStringList
                       ? value.toStringList().join(QStringLiteral(", "))
                       : value.toString();
    if (text.size() > 40)
        text = text.left(40) + QStringLiteral("…");
    return QStringLiteral("\"") + text + QStringLiteral("\"");
}

} // namespace

const QList<AppSettings::Spec> &AppSettings::specs() {
    static const QList<Spec> all = {
        {Key::Look,
         QStringLiteral("view/look"),
         QStringLiteral("tiles"),
         0,
         0,
         {QStringLiteral("tiles"), QStringLiteral("glyphs")}},
        // 8 is the last of MapView::cellSizes().
        {Key::DefaultZoom, QStringLiteral("view/defaultZoom"), -1, -1, 8, {}},
        {Key::FontSize, QStringLiteral("view/fontSize"), 0, 0, 28, {}},
        {Key::Palette, QStringLiteral("view/palette"), QStringLiteral("standard"), 0, 0,
         paletteNames()},
        {Key::Theme,
         QStringLiteral("view/theme"),
         QStringLiteral("dark"),
         0,
         0,
         {QStringLiteral("dark"), QStringLiteral("light")}},
        {Key::Language,
         QStringLiteral("ui/language"),
         QStringLiteral("system"),
         0,
         0,
         {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("de"),
          QStringLiteral("fr")}},
        {Key::AnimationSpeed, QStringLiteral("view/animationSpeed"), 2, 0, 3, {}},
        {Key::AutosaveTurns, QStringLiteral("game/autosaveTurns"), 20, 1, 10000, {}},
        {Key::ConfirmAbandon, QStringLiteral("game/confirmAbandon"), true, 0, 0, {}},
        {Key::EffectsVolume, QStringLiteral("sound/effects"), 80, 0, 100, {}},
        {Key::MusicVolume, QStringLiteral("sound/music"), 50, 0, 100, {}},
        {Key::Muted, QStringLiteral("sound/muted"), false, 0, 0, {}},
        {Key::ShowHints, QStringLiteral("hints/show"), true, 0, 0, {}},
        {Key::AutoPickup, QStringLiteral("game/autoPickup"), true, 0, 0, {}},
        {Key::MenusBeside, QStringLiteral("view/menusBeside"), false, 0, 0, {}},
    };
    return all;
}

const AppSettings::Spec &AppSettings::spec(Key key) {
    return specs()[int(key)];
}

AppSettings::AppSettings(QObject *parent)
    : QObject(parent) {
    check();
}

AppSettings::AppSettings(const QString &iniFile, QObject *parent)
    : QObject(parent)
    , m_file(iniFile) {
    check();
}

AppSettings::~AppSettings() = default;

AppSettings &AppSettings::instance() {
    static QPointer<AppSettings> the;
    if (!the)
        the = new AppSettings(QCoreApplication::instance());
    return *the;
}

bool AppSettings::avoidUnreadableFiles() {
    const QString organisation = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QStringList problems;
    // The user's folder, then the system's (XDG_CONFIG_DIRS): QSettings reads both scopes, each
    // the application's file and the organisation's.
    for (const QString &dir :
         QStandardPaths::standardLocations(QStandardPaths::GenericConfigLocation)) {
        for (const QString &file :
             QStringList{dir + u'/' + organisation + u'/' + application + QStringLiteral(".conf"),
                         dir + u'/' + organisation + QStringLiteral(".conf")}) {
            const QFileInfo info(file); // follows links: a link is judged by what it leads to
            if (!info.exists() || info.isFile())
                continue;
            problems << QStringLiteral("%1 %2").arg(
                QDir::toNativeSeparators(file),
                info.isDir() ? QStringLiteral("is a folder")
                             : QStringLiteral("is not a regular file (a named pipe, device or "
                                              "socket), which could block the program for ever"));
        }
    }
    if (problems.isEmpty())
        return false;
    // Kept until the program ends, then removed: what is set in this run is forgotten.
    static QTemporaryDir fallback(QDir::tempPath() +
                                  QStringLiteral("/permadungeon-settings-XXXXXX"));
    const QString folder = fallback.isValid() ? fallback.path() : QDir::tempPath();
    for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, folder);
        QSettings::setPath(format, QSettings::SystemScope, folder);
    }
    qCWarning(lcSettings).noquote()
        << QStringLiteral("%1; the settings are not read from it: this run has the defaults, and "
                          "what is changed is kept in %2 until the program ends")
               .arg(problems.join(QStringLiteral("; ")), QDir::toNativeSeparators(folder));
    return true;
}

QSettings *AppSettings::store() const {
    // One QSettings is kept: making one looks the file up on disk (its time and size) every
    // time, and the palette is read for every line the log paints. The QSettings of one process
    // share what they hold, so a change made through another is read at once; a new application
    // or organisation name (tests set theirs) means another file.
    const QString place = m_file.isEmpty() ? QCoreApplication::organizationName() + u'\n' +
                                                 QCoreApplication::applicationName()
                                           : m_file;
    if (!m_store || place != m_storePlace) {
        m_store = m_file.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(m_file, QSettings::IniFormat);
        m_storePlace = place;
    }
    return m_store.get();
}

std::optional<QVariant> AppSettings::validated(Key key, const QVariant &value) {
    const Spec &s = spec(key);
    if (!value.isValid())
        return std::nullopt;
    switch (s.fallback.typeId()) {
    case QMetaType::Bool: {
        if (value.typeId() == QMetaType::Bool)
            return value;
        // An INI file holds text: only the words QSettings writes (and 0/1) are a yes or no.
        const QString text = value.toString().trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("1"))
            return QVariant(true);
        if (text == QLatin1String("false") || text == QLatin1String("0"))
            return QVariant(false);
        return std::nullopt;
    }
    case QMetaType::Int: {
        if (value.typeId() == QMetaType::QStringList || value.typeId() == QMetaType::Bool)
            return std::nullopt;
        bool ok = false;
        const int n = value.toString().trimmed().toInt(&ok);
        if (!ok || n < s.min || n > s.max)
            return std::nullopt;
        return QVariant(n);
    }
    case QMetaType::QString: {
        if (value.typeId() != QMetaType::QString && value.typeId() != QMetaType::QByteArray)
            return std::nullopt;
        const QString text = value.toString();
        if (!s.choices.isEmpty() && !s.choices.contains(text))
            return std::nullopt;
        return QVariant(text);
    }
    default:
        return std::nullopt;
    }
}

QVariant AppSettings::value(Key key) const {
    const Spec &s = spec(key);
    const std::optional<QVariant> v = validated(key, store()->value(s.name));
    return v ? *v : s.fallback;
}

bool AppSettings::setValue(Key key, const QVariant &value) {
    const std::optional<QVariant> v = validated(key, value);
    if (!v)
        return false;
    const Spec &s = spec(key);
    {
        auto settings = store();
        const QVariant stored = settings->value(s.name);
        if (stored.isValid() && validated(key, stored) == v)
            return true;
        settings->setValue(s.name, *v);
        settings->sync(); // on disk at once, as before the QSettings was kept
    }
    Q_EMIT changed(key);
    return true;
}

void AppSettings::reset(Key key) {
    const QVariant before = value(key);
    store()->remove(spec(key).name);
    store()->sync();
    if (value(key) != before)
        Q_EMIT changed(key);
}

MapLook AppSettings::look() const {
    return value(Key::Look).toString() == QLatin1String("glyphs") ? MapLook::Glyph : MapLook::Tiles;
}

int AppSettings::defaultZoom() const {
    return value(Key::DefaultZoom).toInt();
}

int AppSettings::fontSize() const {
    return value(Key::FontSize).toInt();
}

ColourVision::Palette AppSettings::colourPalette() const {
    return ColourVision::fromName(value(Key::Palette).toString())
        .value_or(ColourVision::Palette::Standard);
}

bool AppSettings::lightTheme() const {
    return value(Key::Theme).toString() == QLatin1String("light");
}

QString AppSettings::language() const {
    return value(Key::Language).toString();
}

QLocale AppSettings::locale() const {
    const QString language = this->language();
    if (language == QLatin1String("system"))
        return QLocale::system();
    return QLocale(language);
}

int AppSettings::animationSpeed() const {
    return value(Key::AnimationSpeed).toInt();
}

int AppSettings::autosaveTurns() const {
    return value(Key::AutosaveTurns).toInt();
}

bool AppSettings::confirmAbandon() const {
    return value(Key::ConfirmAbandon).toBool();
}

int AppSettings::effectsVolume() const {
    return value(Key::EffectsVolume).toInt();
}

int AppSettings::musicVolume() const {
    return value(Key::MusicVolume).toInt();
}

bool AppSettings::muted() const {
    return value(Key::Muted).toBool();
}

bool AppSettings::showHints() const {
    return value(Key::ShowHints).toBool();
}

bool AppSettings::autoPickup() const {
    return value(Key::AutoPickup).toBool();
}

bool AppSettings::menusBeside() const {
    return value(Key::MenusBeside).toBool();
}

std::optional<int> AppSettings::packZoom(const QString &packId) const {
    const QVariant stored = store()->value(kZoomGroup + u'/' + packId);
    if (!stored.isValid())
        return std::nullopt;
    // A pack's zoom is a step as the default zoom is, without its "fit the window".
    const std::optional<QVariant> step = validated(Key::DefaultZoom, stored);
    if (!step || step->toInt() < 0)
        return std::nullopt;
    return step->toInt();
}

void AppSettings::setPackZoom(const QString &packId, int step) {
    store()->setValue(kZoomGroup + u'/' + packId, step);
    store()->sync();
}

void AppSettings::clearPackZoom(const QString &packId) {
    store()->remove(kZoomGroup + u'/' + packId);
    store()->sync();
}

std::optional<QList<QKeySequence>> AppSettings::parseKeys(const QVariant &value) {
    if (!value.isValid())
        return std::nullopt;
    QStringList texts;
    if (value.typeId() == QMetaType::QStringList)
        texts = value.toStringList();
    else if (value.typeId() == QMetaType::QString)
        texts = value.toString().isEmpty() ? QStringList() : QStringList{value.toString()};
    else
        return std::nullopt;
    QList<QKeySequence> keys;
    for (const QString &text : std::as_const(texts)) {
        const QKeySequence k = QKeySequence::fromString(text, QKeySequence::PortableText);
        // Only single keys work in the game; anything else is not a key binding we wrote.
        if (k.isEmpty() || k.count() != 1 || k[0].key() == Qt::Key_unknown)
            return std::nullopt;
        keys << k;
    }
    return keys;
}

std::optional<QList<QKeySequence>> AppSettings::keyBinding(const QString &action) const {
    const auto settings = store();
    const QString key = kKeysGroup + u'/' + action;
    if (!settings->contains(key))
        return std::nullopt;
    const QVariant value = settings->value(key);
    if (!value.isValid()) // an empty list is written as @Invalid(): the action has no key
        return QList<QKeySequence>();
    return parseKeys(value);
}

void AppSettings::setKeyBinding(const QString &action, const QList<QKeySequence> &keys) {
    QStringList texts;
    for (const QKeySequence &k : keys)
        texts << k.toString(QKeySequence::PortableText);
    store()->setValue(kKeysGroup + u'/' + action, texts);
    store()->sync();
    Q_EMIT keyBindingChanged(action);
}

void AppSettings::resetKeyBinding(const QString &action) {
    store()->remove(kKeysGroup + u'/' + action);
    store()->sync();
    Q_EMIT keyBindingChanged(action);
}

void AppSettings::check() {
    m_problems.clear();
    auto settings = store();
    if (settings->status() == QSettings::FormatError)
        m_problems << QStringLiteral("the file is not an INI file QSettings can read");
    for (const Spec &s : specs()) {
        const QVariant stored = settings->value(s.name);
        if (!stored.isValid() || validated(s.key, stored))
            continue;
        QString wanted;
        if (!s.choices.isEmpty())
            wanted = QStringLiteral("one of ") + s.choices.join(QStringLiteral(", "));
        else if (s.fallback.typeId() == QMetaType::Bool)
            wanted = QStringLiteral("true or false");
        else
            wanted = QStringLiteral("a whole number from %1 to %2").arg(s.min).arg(s.max);
        m_problems << QStringLiteral("%1 is %2, not %3; %4 used")
                          .arg(s.name, shown(stored), wanted, s.fallback.toString());
    }
    settings->beginGroup(kZoomGroup);
    for (const QString &pack : settings->childKeys()) {
        const std::optional<QVariant> step = validated(Key::DefaultZoom, settings->value(pack));
        if (!step || step->toInt() < 0)
            m_problems << QStringLiteral("%1/%2 is %3, not a zoom step from 0 to %4; the default "
                                         "zoom used")
                              .arg(kZoomGroup, pack, shown(settings->value(pack)))
                              .arg(spec(Key::DefaultZoom).max);
    }
    settings->endGroup();
    settings->beginGroup(kKeysGroup);
    const QStringList actions = settings->childKeys();
    for (const QString &action : actions) {
        if (!GameActions::fromName(action)) {
            m_problems << QStringLiteral("keys/%1: no such action; ignored").arg(action);
            continue;
        }
        const QVariant stored = settings->value(action);
        if (stored.isValid() && !parseKeys(stored))
            m_problems << QStringLiteral("keys/%1 is %2, not a list of keys; its default keys "
                                         "used")
                              .arg(action, shown(stored));
    }
    settings->endGroup();
    if (!m_problems.isEmpty())
        qCWarning(lcSettings).noquote()
            << QStringLiteral("%1: %2 setting(s) not understood, defaults used instead: %3")
                   .arg(settings->fileName())
                   .arg(m_problems.size())
                   .arg(m_problems.join(QStringLiteral("; ")));
}

} // namespace pd
