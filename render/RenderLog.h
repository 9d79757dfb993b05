#pragma once

#include <QLoggingCategory>

// The renderer's diagnostics: "pd.render" (a pack's tile atlas that cannot be read). Warnings
// are on unless QT_LOGGING_RULES turns them off; see app/AppLog.h.
namespace pd {
Q_DECLARE_LOGGING_CATEGORY(lcRender)
} // namespace pd
