#pragma once

#include "data/PackReferences.h"

#include <QComboBox>

namespace pd {

// A field naming a record of the pack: its list shows each id with the record's name beside it
// ("zombie — Zombie, level 1"), the field itself the id alone (what the file holds). Any text
// may be typed (an id the pack lacks is then a problem, shown where the field is); typing a
// name finds its record too.
class RecordPicker : public QComboBox {
    Q_OBJECT

public:
    RecordPicker(const Pack &pack, RecordKind kind, QWidget *parent = nullptr);

    // Fills the list from the pack (keeping the id shown).
    void setPack(const Pack &pack);
    void setId(const QString &id); // without signalling
    QString id() const;
    // With a first entry that names nothing (an optional reference).
    void setOptional(bool optional);

Q_SIGNALS:
    // The id chosen in the list or typed.
    void idChanged(const QString &id);

private:
    RecordKind m_kind;
    bool m_optional = false;
};

} // namespace pd
