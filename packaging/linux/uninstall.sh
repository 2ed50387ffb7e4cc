#!/usr/bin/env bash
# Removes what install.sh put in place: the app folder, the morra-suite command, the menu entry,
# the icons, the AppStream data, the saved-game types and their default handler, and the folders
# that are left empty. It asks whether your own data (settings, saved boards, the autosave, card
# pictures and solved-game caches) goes too; your saved game files are never touched.
#
#   packaging/linux/uninstall.sh            # the install in ~/.local
#   sudo packaging/linux/uninstall.sh --system
#   options: --keep-data or --remove-data answer the question beforehand (without a terminal,
#            and for --system, whose users keep their own data, the data is kept)
# (A copy of this script is in the installed app folder, e.g. ~/.local/opt/morra-suite/uninstall.sh.)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
system=0
user_data=ask
# The copy install.sh leaves in /opt/morra-suite removes the system-wide install by itself.
[ "$here" != "/opt/morra-suite" ] || system=1
while [ $# -gt 0 ]; do
    case "$1" in
        --system) system=1 ;;
        --keep-data) user_data=keep ;;
        --remove-data) user_data=remove ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
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
if [ "$system" = 1 ]; then
    user_data=keep
elif [ "$user_data" = ask ]; then
    user_data=keep
    if [ -t 0 ]; then
        printf 'Also remove your settings, saved boards and caches (not your saved games)? [y/N] '
        read -r answer || answer=""
        case "$answer" in [yY]*) user_data=remove ;; esac
    fi
fi

rm -f "$d$desktop_file" "$d$metainfo_file" "$d$mime_file"
icon_files | while read -r file; do rm -f "$d$file"; done
unset_default_handlers "$d$mimeapps_file"
# The launcher is removed only if it is ours (a link into the app folder).
if [ -L "$d$launcher" ] && [ "$(readlink "$d$launcher")" = "$app_dir/morra-suite" ]; then
    rm -f "$d$launcher"
fi
rm -rf "$d$app_dir"
# A user's own MIME database built from nothing but our types goes with them (the system's and
# one holding other programs' types are only refreshed); so does a menu-entry cache that lists
# no entry any more.
mime_dir="$d$data_dir/mime"
if [ "$system" = 0 ] && [ -d "$mime_dir/packages" ] && [ -z "$(ls -A "$mime_dir/packages")" ]; then
    rm -rf "$mime_dir"
fi
applications="$d$data_dir/applications"
if [ "$system" = 0 ] && [ -d "$applications" ] && ! ls "$applications"/*.desktop >/dev/null 2>&1; then
    rm -f "$applications/mimeinfo.cache"
fi
if [ "$user_data" = remove ]; then
    user_data_dirs | while read -r folder; do rm -rf "$folder"; done
fi
# The folders the files were in, where nothing else is left: a user's (up to the home folder) or
# a staged tree's (up to DESTDIR); the system's own folders stay.
stop="$HOME"
[ -z "$d" ] || stop="$d"
if [ "$system" = 0 ] || [ -n "$d" ]; then
    {
        icon_files
        echo "$desktop_file"
        echo "$metainfo_file"
        echo "$mime_file"
        echo "$launcher"
        echo "$app_dir"
        echo "$mimeapps_file"
        [ "$user_data" != remove ] || user_data_dirs | sed 's|$|/x|'
    } | while read -r file; do prune_empty_dirs "$d$(dirname "$file")" "$stop"; done
fi
refresh_caches
echo "Removed Morra Suite from $d$app_dir and the menu."
if [ "$user_data" = keep ] && [ "$system" = 0 ]; then
    echo "Your settings and caches are kept (uninstall.sh --remove-data removes them)."
fi
