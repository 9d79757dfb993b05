#pragma once
// Words may include the core below them.
#include "engine/Rule.h"
