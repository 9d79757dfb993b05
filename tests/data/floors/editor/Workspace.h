#pragma once
#include "words/Wording.h"
