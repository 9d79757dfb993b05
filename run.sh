#!/usr/bin/env bash
# Installs what is missing, builds Release into build/, and starts the game.
# Extra arguments go to the app, e.g. ./run.sh --help
set -euo pipefail
cd "$(dirname "$0")"
tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build build --target permadungeon permadungeon-cli
exec ./build/bin/permadungeon "$@"
