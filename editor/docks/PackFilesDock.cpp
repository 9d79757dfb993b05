#include "PackFilesDock.h"

#include "document/PackDocument.h"

#include <QListWidget>

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
    return needs;
}

bool PackFilesDock::concerns(const PackChanges &changes) const {
    for (const PackChanges::Change &c : changes.items())
        if (c.pointer.isEmpty() && shownFiles().contains(c.file))
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
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setData(NameRole, names[i]);
    markAbsentFiles();
}

void PackFilesDock::markAbsentFiles() {
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
