#pragma once

#include <QLoggingCategory>

// The Editor's diagnostics: "pd.editor" (QT_LOGGING_RULES="pd.editor.debug=true" shows its
// debug lines; warnings are on unless a rule turns them off). See app/AppLog.h.
namespace pd {
Q_DECLARE_LOGGING_CATEGORY(lcEditor)
} // namespace pd
