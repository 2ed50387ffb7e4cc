#!/usr/bin/env bash
# Removes what install.sh put in place: the app folder, the morra-suite command, the menu entry,
# the icons, the AppStream data and the saved-game types. Your saved games and settings are left alone.
#
#   packaging/linux/uninstall.sh            # the install in ~/.local
#   sudo packaging/linux/uninstall.sh --system
# (A copy of this script is in the installed app folder, e.g. ~/.local/opt/morra-suite/uninstall.sh.)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
system=0
# The copy install.sh leaves in /opt/morra-suite removes the system-wide install by itself.
[ "$here" != "/opt/morra-suite" ] || system=1
while [ $# -gt 0 ]; do
    case "$1" in
        --system) system=1 ;;
        -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
        *) echo "uninstall.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
# Read paths.sh before the app folder (which may hold this very script) is deleted.
# shellcheck source-path=SCRIPTDIR source=paths.sh
. "$here/paths.sh"
d="${DESTDIR:-}"
if [ "$system" = 1 ] && [ -z "$d" ] && [ "$(id -u)" != 0 ]; then
    echo "uninstall.sh: the system-wide install is in /opt and /usr; run it with sudo" >&2
    exit 1
fi
rm -f "$d$desktop_file" "$d$metainfo_file" "$d$mime_file"
icon_files | while read -r file; do rm -f "$d$file"; done
# The launcher is removed only if it is ours (a link into the app folder).
if [ -L "$d$launcher" ] && [ "$(readlink "$d$launcher")" = "$app_dir/morra-suite" ]; then
    rm -f "$d$launcher"
fi
rm -rf "$d$app_dir"
# A user's own MIME database built from nothing but our types goes with them (the system's and
# one holding other programs' types are only refreshed).
mime_dir="$d$data_dir/mime"
if [ "$system" = 0 ] && [ -d "$mime_dir/packages" ] && [ -z "$(ls -A "$mime_dir/packages")" ]; then
    rm -rf "$mime_dir"
fi
refresh_caches
echo "Removed Morra Suite from $d$app_dir and the menu."
