#include "AboutDialog.h"
#include "WindowFit.h"

#include "MainWindow.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace pd {

namespace {

QLabel *aboutPageLabel(QWidget *parent, const QString &name) {
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setOpenExternalLinks(true);
    // The links are reached by Tab and opened by Enter, the text selected by the keyboard.
    label->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    label->setContentsMargins(12, 12, 12, 12);
    return label;
}

QString aboutLink(const QString &url) {
    return QStringLiteral("<a href=\"%1\">%1</a>").arg(url.toHtmlEscaped());
}

} // namespace

QString AboutDialog::homepage() {
    return QStringLiteral(PD_HOMEPAGE_URL);
}

QString AboutDialog::bugTracker() {
    return QStringLiteral(PD_BUGS_URL);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("AboutBox"));
    auto *icon = new QLabel(this);
    icon->setPixmap(MainWindow::applicationIcon().pixmap(QSize(96, 96)));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("AboutTitle"));
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    auto *head = new QHBoxLayout;
    head->addWidget(icon, 0, Qt::AlignTop);
    head->addWidget(m_title, 1);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("AboutPages"));
    m_about = aboutPageLabel(m_pages, QStringLiteral("AboutPage"));
    m_authors = aboutPageLabel(m_pages, QStringLiteral("AuthorsPage"));
    m_components = aboutPageLabel(m_pages, QStringLiteral("ComponentsPage"));
    m_licence = new QPlainTextEdit(m_pages);
    m_licence->setObjectName(QStringLiteral("LicencePage"));
    m_licence->setReadOnly(true);
    m_licence->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    m_licence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_licence->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Built in from the LICENSE file at the source's root, so it is the text the program is
    // given under, whatever is installed beside it.
    QFile licence(QStringLiteral(":/about/LICENSE"));
    if (licence.open(QIODevice::ReadOnly | QIODevice::Text))
        m_licence->setPlainText(QString::fromUtf8(licence.readAll()));
    for (QWidget *page : {static_cast<QWidget *>(m_about), static_cast<QWidget *>(m_authors),
                          static_cast<QWidget *>(m_licence), static_cast<QWidget *>(m_components)})
        m_pages->addTab(page, QString());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(QStringLiteral("AboutButtons"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(head);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    retranslate();
    resizeToFit(this, QSize(640, 520));
}

QString AboutDialog::licenceText() const {
    return m_licence->toPlainText();
}

void AboutDialog::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate() {
    setWindowTitle(tr("About Permadungeon"));
    m_title->setText(
        QStringLiteral("<h2>") + tr("Permadungeon %1").arg(QStringLiteral(PD_VERSION_STRING)) +
        QStringLiteral("</h2><p>") + tr("A roguelike and the construction kit it is built with.") +
        QStringLiteral("</p>"));
    m_pages->setTabText(0, tr("&About"));
    m_pages->setTabText(1, tr("A&uthors"));
    m_pages->setTabText(2, tr("&Licence"));
    m_pages->setTabText(3, tr("&Built with"));
    m_about->setText(
        QStringLiteral("<p>") +
        tr("Four games (Classic, Permadungeon, Permadungeon: Homework and Maze Duel) and the "
           "editor they are made with: random tables with their exact odds, seeds that make the "
           "same dungeon every time, replays, and a designer's change playable at once.") +
        QStringLiteral("</p><p>") +
        tr("Free software under the GNU General Public License, version 3 or any later version "
           "(the LICENSE file). It comes with no warranty.") +
        QStringLiteral("</p><p>") + tr("Homepage: %1").arg(aboutLink(homepage())) +
        QStringLiteral("<br>") + tr("Report a bug: %1").arg(aboutLink(bugTracker())) +
        QStringLiteral("</p>"));
    m_about->setAccessibleName(tr("About"));
    m_authors->setText(
        QStringLiteral("<p><b>") + tr("The Permadungeon team") + QStringLiteral("</b><br>") +
        aboutLink(QStringLiteral("mailto:team@permadungeon.org"))
            .replace(QStringLiteral(">mailto:"), QStringLiteral(">")) +
        QStringLiteral("</p><p>") +
        tr("The art and the sounds are the program's own: its code draws the tiles and the "
           "icon and makes the sounds.") +
        QStringLiteral("</p><p>") +
        tr("The rules of the bundled games follow five source documents, each named in the "
           "manual where its rule is played.") +
        QStringLiteral("</p>"));
    m_authors->setAccessibleName(tr("Authors"));
    m_licence->setAccessibleName(tr("Licence"));
    const QString qt =
        QString::fromLatin1(qVersion()) == QLatin1String(QT_VERSION_STR)
            ? QString::fromLatin1(qVersion())
            : tr("%1 (built with %2)")
                  .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
    m_components->setText(
        QStringLiteral("<ul><li>") +
        tr("Qt %1, under the GNU Lesser General Public License, version 3").arg(qt) +
        QStringLiteral("</li><li>") +
        tr("QuaZip %1, under the GNU Lesser General Public License, version 2.1, with its static "
           "linking exception")
            .arg(QStringLiteral(PD_QUAZIP_VERSION)) +
        QStringLiteral("</li><li>") +
        tr("zlib %1, under the zlib licence").arg(QStringLiteral(PD_ZLIB_VERSION)) +
        QStringLiteral("</li><li>") +
        tr("bzip2 %1 (through QuaZip), under its BSD-style licence")
            .arg(QStringLiteral(PD_BZIP2_VERSION)) +
        QStringLiteral("</li></ul><p>") + tr("Help ▸ About Qt has the rest of Qt's.") +
        QStringLiteral("</p>"));
    m_components->setAccessibleName(tr("Built with"));
}

} // namespace pd
