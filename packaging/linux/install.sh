#!/usr/bin/env bash
# Installs the built Linux app (packaging/build-linux.sh) so it shows in the desktop's menu and
# starts with a click: the app folder, a morra-suite command, the menu entry, icons, AppStream data,
# and the saved-game types with the app as their default handler (double-clicking a saved .pgn,
# .morra or .myra game opens it; a chess .pgn keeps its own program). A Debian or Ubuntu system
# is better served by the .deb (packaging/build-deb.sh), which apt installs and removes.
#
#   packaging/linux/install.sh              # for you: ~/.local/opt, ~/.local/bin, ~/.local/share
#   sudo packaging/linux/install.sh --system  # for everyone: /opt, /usr/local/bin, /usr/share
#   options: --app DIR (the built folder: default ./morra-suite beside this script, as in the
#            tarball from build-linux.sh --tarball, else dist/morra-suite of the checkout)
# Undo with packaging/linux/uninstall.sh (same --system), also copied into the app folder.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
system=0
built="$root/dist/morra-suite"
[ ! -x "$here/morra-suite/morra-suite" ] || built="$here/morra-suite"
while [ $# -gt 0 ]; do
    case "$1" in
        --system) system=1 ;;
        --app) built="$2"; shift ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
# shellcheck source-path=SCRIPTDIR source=paths.sh
. "$here/paths.sh"
# In the tarball the icons lie beside this script; in a checkout they are in resources/.
if [ -d "$here/icons" ]; then icons="$here/icons"; else icons="$root/resources/icons"; fi
if [ ! -x "$built/morra-suite" ]; then
    echo "install.sh: no built app in $built; build it first with packaging/build-linux.sh" >&2
    exit 1
fi
d="${DESTDIR:-}"
if [ "$system" = 1 ] && [ -z "$d" ] && [ "$(id -u)" != 0 ]; then
    echo "install.sh: --system writes to /opt and /usr; run it with sudo" >&2
    exit 1
fi
if [ "$(cd "$built" && pwd -P)" = "$(cd "$d$app_dir" 2>/dev/null && pwd -P)" ]; then
    echo "install.sh: $built is the install folder itself; unpack the app elsewhere" >&2
    exit 1
fi

rm -rf "$d$app_dir"
mkdir -p "$d$app_dir" "$d$bin_dir"
cp -a "$built/." "$d$app_dir/"
cp "$here/paths.sh" "$here/uninstall.sh" "$d$app_dir/"
# Readable (and the programs runnable) by everyone, whatever the build machine's umask was.
chmod -R u+rwX,go+rX,go-w "$d$app_dir"
ln -sfn "$app_dir/morra-suite" "$d$launcher"

# The entry runs the app by its full path: ~/.local/bin is not on every desktop session's PATH.
# Quoted only if the Desktop Entry spec requires it (a home folder with a space does).
install -D -m 644 /dev/null "$d$desktop_file"
program="$app_dir/morra-suite"
exec_program="$(desktop_exec_program "$program")"
while IFS= read -r line; do
    case "$line" in
        Exec=morra-suite*)
            printf 'Exec=%s%s\nTryExec=%s\n' "$exec_program" "${line#Exec=morra-suite}" \
                "${program//\\/\\\\}" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/$app_id.desktop" > "$d$desktop_file"
install -D -m 644 "$here/$app_id.metainfo.xml" "$d$metainfo_file"
install -D -m 644 "$here/$app_id.mime.xml" "$d$mime_file"
for size in $icon_sizes; do
    install -D -m 644 "$icons/hicolor/${size}x${size}/apps/morra-suite.png" \
        "$d$data_dir/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
install -D -m 644 "$icons/morra-suite.svg" "$d$data_dir/icons/hicolor/scalable/apps/$app_id.svg"
[ "$system" = 1 ] || set_default_handlers "$d$mimeapps_file"
refresh_caches
echo "Installed Morra Suite in $d$app_dir; it is in your menu under Games."
if [ "$system" = 0 ]; then
    case ":$PATH:" in *":$bin_dir:"*) ;; *) echo "(Add $bin_dir to PATH to start it as morra-suite.)" ;; esac
fi
