#include "AppLog.h"

namespace pd {
Q_LOGGING_CATEGORY(lcPack, "pd.pack", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSound, "pd.sound", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSave, "pd.save", QtInfoMsg)
Q_LOGGING_CATEGORY(lcReplay, "pd.replay", QtInfoMsg)
Q_LOGGING_CATEGORY(lcScores, "pd.scores", QtInfoMsg)
Q_LOGGING_CATEGORY(lcHelp, "pd.help", QtInfoMsg)
} // namespace pd
