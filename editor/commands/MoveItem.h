#pragma once

#include "commands/PackCommand.h"

#include <QString>

namespace pd {

// Moves an item of an array from one place to another (rows reordered by drag).
class MoveItem : public PackCommand {
public:
    MoveItem(PackDocument *document, const QString &file, const QString &arrayPointer,
             qsizetype from, qsizetype to, const QString &text);

protected:
    void undoEdit() override { apply(m_to, m_from); }
    void redoEdit() override { apply(m_from, m_to); }

private:
    void apply(qsizetype from, qsizetype to);

    QString m_file;
    QString m_array;
    qsizetype m_from;
    qsizetype m_to;
};

} // namespace pd
