#pragma once

#include <QLoggingCategory>

// The program's diagnostics by subject, each a QLoggingCategory that QT_LOGGING_RULES (or
// QLoggingCategory::setFilterRules) turns on and off: "pd.sound.warning=false" silences the
// sound board's warnings, "pd.*.debug=true" shows the debug lines of every subject. Warnings
// are on and debug lines off unless a rule says otherwise. What a command line prints as its
// answer is not logging and does not go through these.
namespace pd {
Q_DECLARE_LOGGING_CATEGORY(lcPack)   // "pd.pack": packs read for play, and why one cannot be
Q_DECLARE_LOGGING_CATEGORY(lcSound)  // "pd.sound": sound files that do not play, the device
Q_DECLARE_LOGGING_CATEGORY(lcSave)   // "pd.save": saving and continuing a run
Q_DECLARE_LOGGING_CATEGORY(lcReplay) // "pd.replay": a run's replay written, a replay read
Q_DECLARE_LOGGING_CATEGORY(lcScores) // "pd.scores": the high-score table
Q_DECLARE_LOGGING_CATEGORY(lcHelp)   // "pd.help": the manual's pages
} // namespace pd
