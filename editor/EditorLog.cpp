#include "EditorLog.h"

namespace pd {
Q_LOGGING_CATEGORY(lcEditor, "pd.editor", QtInfoMsg)
} // namespace pd
