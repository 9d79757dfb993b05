#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace pd {

class PackDocument;

// The hero's starting inventory (ruleset.json /hero/inventory): a row per entry, the item picked
// from the pack's (with its name) and how many (1 to 999). Entries are added and removed here;
// each change is an undo step, and the entries' problems show under the table, named by entry.
class InventoryEditor : public QWidget {
    Q_OBJECT

public:
    explicit InventoryEditor(PackDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The entries from the ruleset; a field typed in keeps its widget while its own edit comes
    // back (`ownEdit`: the change was made here).
    void refresh(bool ownEdit = false);
    void refreshProblems();
    // A new entry (the pack's first item, once), chosen for the designer to change.
    void addEntry();
    void removeEntry(int row);
    // The editor of an entry's field ("item" or "count"), for tests and for problems.
    QWidget *editor(int entry, const QString &key) const;
    QString problems() const;
    void retranslateUi();

private:
    void write(int entry, const QString &key, const QJsonValue &value);

    PackDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_problems;
};

} // namespace pd
