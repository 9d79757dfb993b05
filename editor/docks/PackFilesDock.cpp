#include "PackFilesDock.h"

#include "data/PackTexts.h"
#include "document/PackDocument.h"
#include "records/TextTranslations.h"

#include <QFileInfo>
#include <QListWidget>
#include <QLocale>

namespace pd {

namespace {

enum PackFileRole { FileRole = Qt::UserRole, NameRole };

const QStringList &shownFiles() {
    static const QStringList files = {QStringLiteral("ruleset.json"), QStringLiteral("pack.json"),
                                      QStringLiteral("tileset.json"),
                                      QStringLiteral("sounds.json")};
    return files;
}

} // namespace

PackFilesDock::PackFilesDock(PackDocument *document, QWidget *parent)
    : QDockWidget(parent)
    , DocumentView(document, this, When::WhenShown)
    , m_document(document) {
    setObjectName(QStringLiteral("PackFilesDock"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("PackFilesList"));
    setWidget(m_list);
    for (const QString &file : shownFiles()) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(FileRole, file);
    }
    const auto choose = [this](QListWidgetItem *item) {
        Q_EMIT fileChosen(item->data(FileRole).toString());
    };
    connect(m_list, &QListWidget::itemActivated, this, choose);
    connect(m_list, &QListWidget::itemClicked, this, choose);
    retranslateUi();
}

// Its files, when one of them is read whole (concerns()).
DocumentView::Needs PackFilesDock::needs() const {
    Needs needs;
    needs.files = shownFiles();
    needs.translations = true; // a language added or undone
    return needs;
}

bool PackFilesDock::concerns(const PackChanges &changes) const {
    for (const PackChanges::Change &c : changes.items())
        if (c.pointer.isEmpty() &&
            (shownFiles().contains(c.file) || PackFiles::isTranslation(c.file)))
            return true;
    return false;
}

void PackFilesDock::refresh(const ViewUpdate &) {
    markAbsentFiles();
}

QString PackFilesDock::text(const QString &file) const {
    flush();
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(FileRole).toString() == file)
            return m_list->item(i)->text();
    return QString();
}

void PackFilesDock::retranslateUi() {
    setWindowTitle(tr("Pack"));
    m_list->setAccessibleName(tr("Files of the pack"));
    const QString names[] = {tr("Ruleset: the game's variants"),
                             tr("Manifest: name, version, dependencies"),
                             tr("Tileset: glyphs, colours, sprites"), tr("Sounds and music")};
    for (int i = 0; i < int(shownFiles().size()); ++i)
        m_list->item(i)->setData(NameRole, names[i]);
    markAbsentFiles();
}

// The translations, one line each after the pack's other files: those it has (the ones it
// cannot read too).
void PackFilesDock::listTranslations() {
    while (m_list->count() > shownFiles().size())
        delete m_list->takeItem(m_list->count() - 1);
    if (!m_document->isOpen())
        return;
    QStringList files;
    for (const QString &language : TextTranslations::languagesOf(*m_document))
        files << PackTexts::folderName() + u'/' + language + QStringLiteral(".json");
    for (const QString &name : m_document->files().unreadable)
        if (PackFiles::isTranslation(name))
            files << name;
    files.sort();
    for (const QString &file : std::as_const(files)) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(FileRole, file);
        const QString code = QFileInfo(file).completeBaseName();
        const QString name = QLocale(code).nativeLanguageName();
        item->setData(NameRole, name.isEmpty() ? tr("Translation: %1").arg(code)
                                               : tr("Translation: %1 (%2)").arg(name, code));
    }
}

void PackFilesDock::markAbsentFiles() {
    listTranslations();
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const QString file = item->data(FileRole).toString();
        QString text = item->data(NameRole).toString();
        const bool open = m_document->isOpen();
        const bool unreadable = open && m_document->files().unreadable.contains(file);
        const bool absent = open && !unreadable && !m_document->files().has(file);
        if (unreadable)
            text = tr("%1 (not valid JSON)").arg(text);
        else if (absent)
            text = tr("%1 (not in this pack)").arg(text);
        item->setText(text);
        item->setToolTip(unreadable ? tr("%1: not valid JSON (see Problems)").arg(file)
                         : absent   ? tr("%1: not in this pack").arg(file)
                                    : file);
        item->setForeground(absent || unreadable
                                ? m_list->palette().brush(QPalette::Disabled, QPalette::Text)
                                : m_list->palette().brush(QPalette::Text));
    }
}

} // namespace pd
