#pragma once

#include "docks/DocumentView.h"

#include <QDockWidget>

class QTreeWidget;

namespace pd {

// How far each of the pack's other languages has come: per translation file, how many of the
// texts a player reads (the names and descriptions of the items, spells, monsters and traps, a
// trap's name once sprung, the pack's own name and description) it has, and under it those it
// lacks. Choosing one that lacks shows its record (the pack's own, pack.json); the translation
// files themselves are edited as files. A pack with no translations says how to add one.
class LanguagesDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    explicit LanguagesDock(PackDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    // Each language's line as shown ("de: 48 of 50 texts"), brought up to date.
    QStringList summary() const;
    void retranslateUi();

    Needs needs() const override;
    void refresh(const ViewUpdate &update) override;

Q_SIGNALS:
    void recordChosen(RecordKind kind, const QString &id);
    void fileChosen(const QString &file);

private:
    void rebuild();

    PackDocument *m_document;
    QTreeWidget *m_tree;
};

} // namespace pd
