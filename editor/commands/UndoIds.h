#pragma once

namespace pd {

// Ids of undo commands that merge with the one before them (QUndoCommand::id), in one place.
enum class UndoId { ChangeValue = 1 };

} // namespace pd
