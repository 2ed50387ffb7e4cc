#!/usr/bin/env bash
# Builds the Linux app with PyInstaller: one folder, dist/morra-suite/, whose morra-suite binary
# needs no Python on the target machine. Then packaging/linux/install.sh puts it in the menu.
#
#   packaging/build-linux.sh             # dist/morra-suite/ (work files in build/pyinstaller/)
#   packaging/build-linux.sh --tarball   # also dist/morra-suite-<version>-linux-<arch>.tar.gz, the
#                                        # download for users: unpack, run ./install.sh inside
#   DIST_DIR=/tmp/out WORK_DIR=/tmp/work packaging/build-linux.sh   # other output folders
#   GZIP_LEVEL=1 packaging/build-linux.sh --tarball   # faster, 10% larger (the tests use it;
#                                        # the download is packed with gzip -9 by default)
#
# It uses the project's .venv (scripts/ensure-env.sh --test, which installs PyInstaller with the
# test extra, as ./test.sh does), or the Python in $PYTHON if set.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tarball=0
for arg in "$@"; do
    case "$arg" in
        --tarball) tarball=1 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "build-linux.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done
py="${PYTHON:-$("$root/scripts/ensure-env.sh" --test)}"
dist="${DIST_DIR:-$root/dist}"
work="${WORK_DIR:-$root/build/pyinstaller}"
# Qt's GTK 3 theme plugin, which the spec leaves out, links GTK: PyInstaller's analysis runs before
# the spec prunes it and warns, on a machine without GTK, that GTK is not found. That concerns
# nothing the app carries, so those lines are dropped; every other line is shown.
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$work" "$root/packaging/morra-suite.spec" 2>&1 |
    { grep -v "Library not found: .*dependency of '.*/platformthemes/libqgtk3\.so'" || true; } >&2
echo "Built $dist/morra-suite/morra-suite ($(du -sh "$dist/morra-suite" | cut -f1))"

if [ "$tarball" = 1 ]; then
    version="$("$py" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$root/pyproject.toml")"
    name="morra-suite-$version"
    stage="$work/tarball/$name"
    rm -rf "$work/tarball"
    mkdir -p "$stage/icons"
    cp -a "$dist/morra-suite" "$stage/morra-suite"
    linux="$root/packaging/linux"
    cp "$linux/install.sh" "$linux/uninstall.sh" "$linux/paths.sh" "$linux"/*.desktop \
        "$linux"/*.metainfo.xml "$linux"/*.mime.xml "$stage/"
    cp -a "$root/resources/icons/morra-suite.svg" "$root/resources/icons/hicolor" "$stage/icons/"
    printf '%s\n' "Morra Suite $version for Linux ($(uname -m))" "" \
        "./install.sh            installs it for you (menu entry under Games, ~/.local)" \
        "sudo ./install.sh --system   installs it for every user (/opt, /usr/share)" \
        "./uninstall.sh [--system]    removes it" "" \
        "Or start it in place: ./morra-suite/morra-suite" > "$stage/README.txt"
    archive="$dist/$name-linux-$(uname -m).tar.gz"
    tar -C "$work/tarball" -cf - "$name" | gzip "-${GZIP_LEVEL:-9}" > "$archive"
    echo "Packed $archive ($(du -sh "$archive" | cut -f1))"
fi
