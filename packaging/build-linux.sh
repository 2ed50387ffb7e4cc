#!/usr/bin/env bash
# Builds the Linux app with PyInstaller: one folder, dist/morra-suite/, whose morra-suite binary
# needs no Python on the target machine. Then packaging/linux/install.sh puts it in the menu.
#
#   packaging/build-linux.sh                    # into dist/morra-suite (work files in build/pyinstaller)
#   DIST_DIR=/tmp/out WORK_DIR=/tmp/work packaging/build-linux.sh
#
# It uses the project's .venv (created by scripts/ensure-env.sh, which installs PyInstaller with the
# test extra), or the Python in $PYTHON if set.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="${PYTHON:-$("$root/scripts/ensure-env.sh")}"
dist="${DIST_DIR:-$root/dist}"
work="${WORK_DIR:-$root/build/pyinstaller}"
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$work" "$root/packaging/morra-suite.spec"
echo "Built $dist/morra-suite/morra-suite ($(du -sh "$dist/morra-suite" | cut -f1))"
