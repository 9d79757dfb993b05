#include "NewPackDialog.h"

#include "data/PackLoader.h"
#include "json/JsonReader.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace pd {

NewPackDialog::NewPackDialog(const QString &suggestedFolder, QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("NewPackDialog"));
    setWindowTitle(tr("New pack"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Start from:"), this));
    m_templates = new QListWidget(this);
    m_templates->setObjectName(QStringLiteral("PackTemplates"));
    m_templates->setWordWrap(true); // the whole line, whatever the dialog's width
    m_templates->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *empty = new QListWidgetItem(
        tr("Empty pack: the smallest that plays (one generator, one table, one monster, one "
           "item)"),
        m_templates);
    empty->setData(Qt::UserRole, QString());
    const QString bundled = PackLoader::bundledDataDir();
    const QStringList packs = QDir(bundled).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pack : packs) {
        const QString folder = bundled + u'/' + pack;
        Diagnostics ignored;
        const JsonSource manifest =
            JsonReader::readFile(folder + QStringLiteral("/pack.json"), QString(), ignored);
        const QString name = manifest.root.toObject().value(QStringLiteral("name")).toString(pack);
        auto *item = new QListWidgetItem(
            tr("A copy of %1 (bundled: its tables, records and sounds)").arg(name), m_templates);
        item->setData(Qt::UserRole, folder);
    }
    m_templates->setCurrentRow(0);
    layout->addWidget(m_templates, 1);

    layout->addWidget(new QLabel(tr("New pack folder:"), this));
    auto *row = new QHBoxLayout;
    m_folder = new QLineEdit(suggestedFolder, this);
    m_folder->setObjectName(QStringLiteral("NewPackFolder"));
    auto *choose = new QPushButton(tr("Choose…"), this);
    row->addWidget(m_folder, 1);
    row->addWidget(choose);
    layout->addLayout(row);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("NewPackProblem"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    layout->addWidget(m_buttons);

    connect(choose, &QPushButton::clicked, this, [this] {
        // Not read-only: it names a folder to make, and may make the one to put it in.
        const QString chosen =
            QFileDialog::getSaveFileName(this, tr("New pack folder"), m_folder->text());
        if (!chosen.isEmpty())
            m_folder->setText(chosen);
    });
    connect(m_folder, &QLineEdit::textChanged, this, &NewPackDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_templates, &QListWidget::itemDoubleClicked, this, [this] {
        if (m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
            accept();
    });
    resize(560, 360);
    check();
}

QString NewPackDialog::from() const {
    const QListWidgetItem *item = m_templates->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString NewPackDialog::folder() const {
    return QDir::cleanPath(QDir::fromNativeSeparators(m_folder->text().trimmed()));
}

void NewPackDialog::check() {
    QString problem;
    const QString path = m_folder->text().trimmed();
    const QFileInfo info(QDir::fromNativeSeparators(path));
    if (path.isEmpty())
        problem = tr("Name a folder for the new pack.");
    else if (info.exists() && (!info.isDir() || !QDir(info.filePath()).isEmpty()))
        problem = tr("%1 exists and is not an empty folder.").arg(path);
    else if (!QFileInfo(info.absolutePath()).isDir())
        problem = tr("%1 does not exist.").arg(QDir::toNativeSeparators(info.absolutePath()));
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace pd
