#include "RenderLog.h"

namespace pd {
Q_LOGGING_CATEGORY(lcRender, "pd.render", QtInfoMsg)
} // namespace pd
