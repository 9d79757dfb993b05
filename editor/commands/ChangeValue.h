#pragma once

#include "commands/PackCommand.h"
#include "json/JsonTree.h"

#include <QStringList>

#include <optional>

namespace pd {

// Sets, adds or removes one value of a pack file (a member of an object, or an array's item
// in place). Consecutive changes of the same value under the same name merge into one step,
// so typing a word in a field is undone at once.
class ChangeValue : public PackCommand {
public:
    // `after` empty removes the member. A member that is new goes where `order` (its object's
    // keys in the schema's order) puts it among the others; with no order, at the end.
    ChangeValue(PackDocument *document, const QString &file, const QString &pointer,
                std::optional<JsonTree> after, const QString &text, QStringList order = {},
                QUndoCommand *parent = nullptr);

    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void undoEdit() override;
    void redoEdit() override;

private:
    void apply(const std::optional<JsonTree> &value);

    QString m_file;
    QString m_pointer;
    std::optional<JsonTree> m_before;
    std::optional<JsonTree> m_after;
    QStringList m_order;
};

} // namespace pd
