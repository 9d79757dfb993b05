#pragma once

#include "docks/DocumentView.h"

#include <QDockWidget>

class QAction;
class QTreeWidget;

namespace pd {

// How far each of the pack's other languages has come: per translation file, how many of the
// texts a player reads (the names and descriptions of the items, spells, monsters and traps, a
// trap's name once sprung, the pack's own name and description) it has, and under it those it
// lacks. Choosing one that lacks shows its record (the pack's own, pack.json), whose form has a
// line for the text in each language. "Add a language" makes a translation file (the program's
// languages are offered, any code is taken), as one undo step.
class LanguagesDock : public QDockWidget, public DocumentView {
    Q_OBJECT

public:
    explicit LanguagesDock(PackDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QAction *addLanguageAction() const { return m_add; }
    // Makes translations/<code>.json, with no texts yet, as one undo step: false, and why, when
    // `code` names no language, or the pack's own, or one the pack has.
    bool addLanguage(const QString &code, QString *error = nullptr);
    // The languages the program itself speaks (its translations, and English).
    static QStringList programLanguages();
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
    void askForLanguage();

    PackDocument *m_document;
    QTreeWidget *m_tree;
    QAction *m_add;
};

} // namespace pd
