#include "GamePalette.h"

#include "render/ColourVision.h"
#include "settings/AppSettings.h"

#include <QRegularExpression>
#include <QVariant>
#include <QWidget>
#include <optional>

namespace pd {

namespace {

struct Role {
    const char *name;
    QColor GamePalette::*color;
};

constexpr Role kRoles[] = {
    {"background", &GamePalette::background},
    {"log", &GamePalette::log},
    {"bar", &GamePalette::bar},
    {"buttons", &GamePalette::buttons},
    {"list", &GamePalette::list},
    {"listAlt", &GamePalette::listAlt},
    {"header", &GamePalette::header},
    {"edge", &GamePalette::edge},
    {"border", &GamePalette::border},
    {"frame", &GamePalette::frame},
    {"button", &GamePalette::button},
    {"buttonEdge", &GamePalette::buttonEdge},
    {"hover", &GamePalette::hover},
    {"pressed", &GamePalette::pressed},
    {"disabledBg", &GamePalette::disabledBg},
    {"text", &GamePalette::text},
    {"bright", &GamePalette::bright},
    {"selected", &GamePalette::selected},
    {"dim", &GamePalette::dim},
    {"faint", &GamePalette::faint},
    {"disabled", &GamePalette::disabled},
    {"accent", &GamePalette::accent},
    {"warning", &GamePalette::warning},
    {"good", &GamePalette::good},
    {"bad", &GamePalette::bad},
    {"victory", &GamePalette::victory},
    {"enemy", &GamePalette::enemy},
    {"magic", &GamePalette::magic},
};

// Warm browns and parchment, gold for what matters.
GamePalette makeDungeon() {
    GamePalette p;
    p.background = QColor(0x0e, 0x0d, 0x0c);
    p.log = QColor(0x12, 0x11, 0x10);
    p.bar = QColor(0x1b, 0x19, 0x16);
    p.buttons = QColor(0x15, 0x13, 0x0f);
    p.list = QColor(0x17, 0x15, 0x12);
    p.listAlt = QColor(0x1c, 0x1a, 0x16);
    p.header = QColor(0x22, 0x20, 0x1b);
    p.edge = QColor(0x2c, 0x29, 0x24);
    p.border = QColor(0x3a, 0x36, 0x2f);
    p.frame = QColor(0x8a, 0x74, 0x40);
    p.button = QColor(0x2a, 0x26, 0x20);
    p.buttonEdge = QColor(0x6a, 0x5a, 0x34);
    p.hover = QColor(0x34, 0x2e, 0x24);
    p.pressed = QColor(0x4a, 0x3f, 0x24);
    p.disabledBg = QColor(0x1e, 0x1c, 0x18);
    p.text = QColor(0xd8, 0xd2, 0xc4);
    p.bright = QColor(0xe8, 0xdc, 0xb8);
    p.selected = QColor(0xff, 0xf2, 0xcc);
    p.dim = QColor(0xa8, 0x9c, 0x80);
    p.faint = QColor(0x8c, 0x84, 0x74);
    p.disabled = QColor(0x6a, 0x65, 0x5c);
    p.accent = QColor(0xe8, 0xc8, 0x78);
    p.warning = QColor(0xe0, 0xa0, 0x70);
    p.good = QColor(0x80, 0xd0, 0x90);
    p.bad = QColor(0xe0, 0x70, 0x60);
    p.victory = QColor(0xf0, 0xd0, 0x60);
    p.enemy = QColor(0xe0, 0x9a, 0x80);
    p.magic = QColor(0x90, 0xb8, 0xe0);
    return p;
}

// The same roles on parchment: dark ink, the gold turned bronze so it reads on light ground.
GamePalette makeParchment() {
    GamePalette p;
    p.light = true;
    p.background = QColor(0x1a, 0x18, 0x15); // behind the map, which stays a dungeon
    p.log = QColor(0xf3, 0xec, 0xdc);
    p.bar = QColor(0xe6, 0xdc, 0xc6);
    p.buttons = QColor(0xea, 0xe1, 0xcc);
    p.list = QColor(0xf6, 0xf0, 0xe2);
    p.listAlt = QColor(0xee, 0xe6, 0xd4);
    p.header = QColor(0xdc, 0xd0, 0xb6);
    p.edge = QColor(0xc8, 0xbc, 0xa2);
    p.border = QColor(0xb0, 0xa2, 0x86);
    p.frame = QColor(0x8a, 0x6a, 0x2a);
    p.button = QColor(0xe2, 0xd6, 0xbc);
    p.buttonEdge = QColor(0x9a, 0x84, 0x56);
    p.hover = QColor(0xd6, 0xc8, 0xa6);
    p.pressed = QColor(0xc8, 0xb4, 0x80);
    p.disabledBg = QColor(0xe8, 0xe2, 0xd6);
    p.text = QColor(0x2a, 0x25, 0x1e);
    p.bright = QColor(0x1c, 0x18, 0x12);
    p.selected = QColor(0x10, 0x0c, 0x06);
    p.dim = QColor(0x5e, 0x54, 0x44);
    p.faint = QColor(0x70, 0x68, 0x5a);
    p.disabled = QColor(0x9a, 0x94, 0x88);
    p.accent = QColor(0x7a, 0x52, 0x10);
    p.warning = QColor(0xa0, 0x48, 0x10);
    p.good = QColor(0x1e, 0x7a, 0x3a);
    p.bad = QColor(0xb0, 0x28, 0x1c);
    p.victory = QColor(0x8a, 0x64, 0x00);
    p.enemy = QColor(0xa0, 0x3c, 0x20);
    p.magic = QColor(0x20, 0x50, 0xa8);
    return p;
}

} // namespace

const GamePalette &GamePalette::current() {
    // Made again whenever the theme or the colour palette it was made for changes, so that
    // every panel follows a change at once (restyle() re-applies the style sheets).
    struct Made {
        bool light = false;
        ColourVision::Palette colours = ColourVision::Palette::Standard;
        GamePalette palette;
    };
    static std::optional<Made> made;
    const AppSettings &settings = AppSettings::instance();
    const bool light = settings.lightTheme();
    const ColourVision::Palette colours = settings.colourPalette();
    if (!made || made->light != light || made->colours != colours) {
        GamePalette p = light ? makeParchment() : makeDungeon();
        for (const Role &r : kRoles)
            p.*r.color = ColourVision::transform(colours, p.*r.color);
        made = Made{light, colours, p};
    }
    return made->palette;
}

namespace {
const char *const kSheetProperty = "pdPaletteSheet";
}

void GamePalette::setStyleSheet(QWidget *widget, const QString &sheet) {
    widget->setProperty(kSheetProperty, sheet);
    widget->setStyleSheet(current().style(sheet));
}

void GamePalette::applyTo(QWidget *widget) {
    QPalette pal = widget->palette();
    pal.setColor(QPalette::Window, current().background);
    pal.setColor(QPalette::Base, current().background);
    pal.setColor(QPalette::WindowText, current().text);
    pal.setColor(QPalette::Text, current().text);
    widget->setPalette(pal);
}

void GamePalette::restyle(QWidget *root) {
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        const QVariant sheet = w->property(kSheetProperty);
        if (sheet.isValid())
            w->setStyleSheet(current().style(sheet.toString()));
    }
}

QString GamePalette::css(const QString &role) const {
    const QString name = role.startsWith(u'@') ? role.mid(1) : role;
    for (const Role &r : kRoles) {
        if (name == QLatin1String(r.name))
            return (this->*r.color).name(QColor::HexRgb);
    }
    Q_ASSERT_X(false, "GamePalette::css", "no such role");
    return QStringLiteral("#ff00ff");
}

QString GamePalette::style(const QString &sheet) const {
    static const QRegularExpression role(QStringLiteral("@([A-Za-z]+)"));
    QString out;
    qsizetype at = 0;
    for (auto it = role.globalMatch(sheet); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(sheet).mid(at, m.capturedStart() - at);
        out += css(m.captured(1));
        at = m.capturedEnd();
    }
    out += QStringView(sheet).mid(at);
    return out;
}

} // namespace pd
