#include "NewGameDialog.h"
#include "WindowFit.h"

#include "data/PackLoader.h"
#include "data/PackTexts.h"
#include "words/Words.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pd {

namespace {

constexpr int kDirRole = Qt::UserRole + 1;
constexpr int kDescriptionRole = Qt::UserRole + 2;
constexpr int kIdRole = Qt::UserRole + 3;   // the manifest's id
constexpr int kNameRole = Qt::UserRole + 4; // its name in the reader's language

QJsonObject readObject(const QString &path) {
    QFile f(path);
    // Only a regular file: a named pipe would block the dialog for ever.
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.read(1 << 20)).object();
}

// The manifest's id (the folder's name when it has none), and its name and description in the
// reader's language (translations/<language>.json), read leniently: the loader reports a broken
// pack's problems when the run starts.
struct ManifestText {
    QString id, name, description;
};
ManifestText manifestText(const QString &dir) {
    const QJsonObject o = readObject(dir + QStringLiteral("/pack.json"));
    const QString id = o.value(QStringLiteral("id")).toString(QDir(dir).dirName());
    QString name = o.value(QStringLiteral("name")).toString();
    QString description = o.value(QStringLiteral("description")).toString();
    const QString own = o.value(QStringLiteral("language")).toString(PackTexts::defaultLanguage());
    const QString language = Words::language();
    for (const QString &lang : {language, language.section(u'_', 0, 0)}) {
        if (lang == own || !PackTexts::isLanguageCode(lang))
            break;
        const QJsonObject about =
            readObject(dir + u'/' + PackTexts::folderName() + u'/' + lang + QStringLiteral(".json"))
                .value(QStringLiteral("pack"))
                .toObject();
        if (about.isEmpty())
            continue;
        name = about.value(QStringLiteral("name")).toString(name);
        description = about.value(QStringLiteral("description")).toString(description);
        break;
    }
    return {id, name, description};
}

} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("NewGameDialog"));
    setWindowTitle(tr("New game"));
    auto *layout = new QVBoxLayout(this);

    auto *packLabel = new QLabel(tr("&Pack"), this);
    layout->addWidget(packLabel);
    auto *packRow = new QHBoxLayout;
    m_packs = new QListWidget(this);
    m_packs->setObjectName(QStringLiteral("PackList"));
    m_packs->setAccessibleName(tr("Pack"));
    m_packs->setMinimumHeight(110);
    packLabel->setBuddy(m_packs);
    packRow->addWidget(m_packs, 1);
    auto *other = new QPushButton(tr("Other &folder…"), this);
    other->setObjectName(QStringLiteral("OtherPackButton"));
    other->setAutoDefault(false);
    packRow->addWidget(other, 0, Qt::AlignTop);
    layout->addLayout(packRow);
    // Pack descriptions can be long (the bundled ones explain their balance): they scroll.
    m_description = new QTextBrowser(this);
    m_description->setObjectName(QStringLiteral("PackDescription"));
    m_description->setFrameShape(QFrame::NoFrame);
    m_description->setFixedHeight(110);
    m_description->setFocusPolicy(Qt::NoFocus);
    m_description->viewport()->setAutoFillBackground(false);
    layout->addWidget(m_description);

    auto *form = new QFormLayout;
    m_hero = new QLineEdit(this);
    m_hero->setObjectName(QStringLiteral("HeroName"));
    m_hero->setMaxLength(40);
    m_hero->setPlaceholderText(tr("the pack's hero"));
    form->addRow(tr("&Hero's name"), m_hero);
    auto *seedRow = new QHBoxLayout;
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("SeedText"));
    m_seed->setPlaceholderText(tr("a number or any text; empty for a random one"));
    seedRow->addWidget(m_seed, 1);
    auto *random = new QPushButton(tr("&Random"), this);
    random->setObjectName(QStringLiteral("RandomSeedButton"));
    random->setAutoDefault(false);
    seedRow->addWidget(random);
    auto *seedLabel = new QLabel(tr("S&eed"), this);
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    layout->addWidget(buttons);

    const QDir bundled(PackLoader::bundledDataDir());
    const QStringList names = bundled.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : names) {
        if (QFile::exists(bundled.filePath(name) + QStringLiteral("/pack.json")))
            addPack(bundled.filePath(name), false);
    }
    QSettings settings;
    const QString last = settings.value(QStringLiteral("newGame/pack")).toString();
    if (!last.isEmpty() && QFile::exists(last + QStringLiteral("/pack.json")))
        setPackDir(last);
    if (!m_packs->currentItem() && m_packs->count() > 0)
        m_packs->setCurrentRow(0);
    m_hero->setText(settings.value(QStringLiteral("newGame/hero")).toString());
    showDescription();

    connect(m_packs, &QListWidget::currentRowChanged, this, &NewGameDialog::showDescription);
    connect(m_packs, &QListWidget::itemDoubleClicked, this, &NewGameDialog::accept);
    connect(other, &QPushButton::clicked, this, [this] {
        // Read-only: choosing a pack to play changes no file.
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Choose a pack folder"), QString(),
                                              QFileDialog::ShowDirsOnly | QFileDialog::ReadOnly);
        if (dir.isEmpty())
            return;
        if (!QFile::exists(dir + QStringLiteral("/pack.json"))) {
            m_description->setPlainText(
                tr("%1 has no pack.json: it is not a pack folder.").arg(dir));
            return;
        }
        setPackDir(dir);
    });
    connect(random, &QPushButton::clicked, this, [this] { m_seed->setText(randomSeed()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    m_packs->setFocus();
    resizeToFit(this, QSize(560, 420));
}

QString NewGameDialog::samePath(const QString &dir) {
    const QString canonical = QFileInfo(dir).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QFileInfo(dir).absoluteFilePath()) : canonical;
}

void NewGameDialog::addPack(const QString &dir, bool select) {
    const auto [id, name, description] = manifestText(dir);
    auto *item = new QListWidgetItem(m_packs);
    item->setData(kDirRole, samePath(dir));
    item->setData(kDescriptionRole, description);
    item->setData(kIdRole, id);
    item->setData(kNameRole, name);
    item->setToolTip(QDir::toNativeSeparators(samePath(dir)));
    labelPacks();
    if (select)
        m_packs->setCurrentItem(item);
}

// Each pack by its name and folder; a pack whose id is listed twice (the bundled one of another
// install, a copy of it) by its whole folder, so the two are never told apart by guesswork.
void NewGameDialog::labelPacks() {
    QHash<QString, int> ids;
    for (int i = 0; i < m_packs->count(); ++i)
        ++ids[m_packs->item(i)->data(kIdRole).toString()];
    for (int i = 0; i < m_packs->count(); ++i) {
        QListWidgetItem *item = m_packs->item(i);
        const QString dir = item->data(kDirRole).toString();
        const QString name = item->data(kNameRole).toString();
        const QString where = ids.value(item->data(kIdRole).toString()) > 1
                                  ? QDir::toNativeSeparators(dir)
                                  : QDir(dir).dirName();
        item->setText(name.isEmpty() ? where : tr("%1  (%2)").arg(name, where));
    }
}

void NewGameDialog::setPackDir(const QString &dir) {
    // "data/classic" from the command line is the bundled classic: one entry, not two.
    const QString clean = samePath(dir);
    for (int i = 0; i < m_packs->count(); ++i) {
        if (m_packs->item(i)->data(kDirRole).toString() == clean) {
            m_packs->setCurrentRow(i);
            return;
        }
    }
    addPack(clean, true);
}

void NewGameDialog::setSeedText(const QString &seed) {
    m_seed->setText(seed);
}

void NewGameDialog::showDescription() {
    const QListWidgetItem *item = m_packs->currentItem();
    m_description->setPlainText(item ? item->data(kDescriptionRole).toString() : QString());
}

QString NewGameDialog::packDir() const {
    const QListWidgetItem *item = m_packs->currentItem();
    return item ? item->data(kDirRole).toString() : QString();
}

QString NewGameDialog::heroName() const {
    return m_hero->text().trimmed();
}

QString NewGameDialog::seedText() const {
    const QString s = m_seed->text().trimmed();
    return s.isEmpty() ? randomSeed() : s;
}

QString NewGameDialog::randomSeed() {
    // Up to nine digits: short enough to read out and type again.
    return QString::number(QRandomGenerator::system()->bounded(1, 1000000000));
}

void NewGameDialog::accept() {
    if (packDir().isEmpty())
        return;
    if (m_seed->text().trimmed().isEmpty())
        m_seed->setText(randomSeed()); // the seed played is the one shown
    QSettings settings;
    settings.setValue(QStringLiteral("newGame/pack"), packDir());
    settings.setValue(QStringLiteral("newGame/hero"), heroName());
    QDialog::accept();
}

} // namespace pd
