#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace pd {

class PackDocument;

// The ruleset's depth bands (ruleset.json /dungeon/bands): a row per band with its depths and
// generator table, and below it, for the chosen band, the tables and counts that fill its
// levels, picked from the pack's tables. Bands are added and removed here; each change is an undo
// step, and a band's problems show under the table, named by band and field.
class BandsEditor : public QWidget {
    Q_OBJECT

public:
    explicit BandsEditor(PackDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The bands from the ruleset; a field typed in keeps its widget and text while its own edit
    // comes back (`ownEdit`: the change was typed here).
    void refresh(bool ownEdit = false);
    void refreshProblems();
    void addBand();
    void removeBand(int row);
    // The editor of a band's field ("generator" of band 0), for tests and for problems.
    // (a field of what fills the band's levels: the band is chosen first)
    QWidget *editor(int band, const QString &key);
    QString problems() const;
    void retranslateUi();

private:
    void write(int band, const QString &key, const QString &text);
    void showDetail(bool ownEdit = false); // the chosen band's tables and counts

    PackDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_problems;
    QLabel *m_detailTitle;
    QHash<QString, QWidget *> m_detail; // by key: a picker or a count field
};

} // namespace pd
