#pragma once
// A core header that includes the words above it: the floors check must refuse it.
#include "words/Wording.h"
