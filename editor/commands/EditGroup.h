#pragma once

#include "commands/PackCommand.h"

namespace pd {

// Several edits as one undo step (a rename and every reference it rewrites, a restore of
// unsaved work, a change of an item's kind with the fields that go with it): its children are
// applied with the document's refresh held back, so the pack is compiled and the docks are told
// once, at the end, whatever the number of values changed.
class EditGroup : public PackCommand {
public:
    EditGroup(PackDocument *document, const QString &text);

protected:
    void undoEdit() override;
    void redoEdit() override;
};

} // namespace pd
