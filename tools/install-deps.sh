#!/usr/bin/env bash
# Installs the Debian 12 packages Permadungeon needs, only those that are missing.
# Used by ./run.sh and ./test.sh; safe to run again.
#
#   tools/install-deps.sh [--gui-checks] [--benchmarks] [--sound-tools]
#
# --gui-checks   Xvfb, xdotool and ImageMagick, to drive and photograph the program, and lintian,
#                which the package test runs on the .deb (test.sh)
# --benchmarks   libtcod, the yardstick bench_fov_path compares our FOV and paths with
# --sound-tools  oggenc (vorbis-tools), which tools/make-sounds.py encodes the music with
set -euo pipefail

# To build, test and package: the compilers and tools, Qt 6 (QtSvg draws the icon's sizes at
# build time), QuaZip, and what makes and checks the package (help2man for the man pages,
# dpkg-dev for cpack's dpkg-shlibdeps, desktop-file-utils and appstream to validate the menu entry
# and the AppStream description), and Qt's own translations (qt6-translations-l10n: the buttons of
# Qt's dialogs, "Cancel" and "Close", in German and French; tst_settings checks them).
packages=(
    cmake ninja-build g++ clang clang-format libclang-rt-14-dev pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-multimedia-dev libqt6svg6-dev libgl-dev
    libquazip1-qt6-dev
    help2man dpkg-dev file desktop-file-utils appstream
    qt6-translations-l10n
)
for option in "$@"; do
    case "$option" in
        --gui-checks) packages+=(xvfb xauth xdotool imagemagick lintian) ;;
        --benchmarks) packages+=(libtcod-dev) ;;
        --sound-tools) packages+=(vorbis-tools) ;;
        *) echo "install-deps.sh: unknown option $option" >&2; exit 2 ;;
    esac
done

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
    sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
