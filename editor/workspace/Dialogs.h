#pragma once

#include <QtGlobal>

namespace pd {

// False under PD_NO_DIALOGS (the tests, scripted runs): a question is answered with its default
// instead of waiting for a person.
inline bool dialogsAllowed() {
    return !qEnvironmentVariableIsSet("PD_NO_DIALOGS");
}

} // namespace pd
