#pragma once

#include "docks/DocumentView.h"

#include <QDockWidget>

class QListWidget;

namespace pd {

// The pack's files that are not records (the ruleset, the manifest, the tileset, the sounds, and
// a translation per language):
// choosing one asks to show it. A file the pack does not have (or cannot read) says so in the
// list, greyed, rather than showing an empty JSON dock for no reason anyone can see. Whether a
// file is there changes only when it is read whole (opened, or read again from disk after
// another program's change), not when it is edited: only that refreshes the list.
class PackFilesDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    explicit PackFilesDock(PackDocument *document, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    // What the list says of `file` ("tileset.json"), brought up to date.
    QString text(const QString &file) const;
    void retranslateUi();

    Needs needs() const override;
    bool concerns(const PackChanges &changes) const override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void fileChosen(const QString &file);

private:
    void listTranslations();
    void markAbsentFiles();

    PackDocument *m_document;
    QListWidget *m_list;
};

} // namespace pd
