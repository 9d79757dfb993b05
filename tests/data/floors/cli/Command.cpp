// The command line may not include the editor beside it.
#include "Workspace.h"
#include "words/Wording.h"
