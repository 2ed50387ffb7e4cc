# shellcheck shell=bash disable=SC2034  # sourced: the variables are used by the scripts that source it
# Where install.sh puts Morra Suite and where uninstall.sh takes it away again; sourced by both.
# Set "system" to 1 (--system) before sourcing for the system-wide layout. DESTDIR, as in every
# packaging tool, prefixes the files written but not the paths written into them (for staging).
app_id="io.github.morrasuite.MorraSuite"
if [ "${system:-0}" = 1 ]; then
    app_dir="/opt/morra-suite"
    bin_dir="/usr/local/bin"
    data_dir="/usr/share"
else
    app_dir="$HOME/.local/opt/morra-suite"
    bin_dir="$HOME/.local/bin"
    data_dir="${XDG_DATA_HOME:-$HOME/.local/share}"
fi
icon_sizes="16 22 24 32 48 64 128 256 512"
desktop_file="$data_dir/applications/$app_id.desktop"
metainfo_file="$data_dir/metainfo/$app_id.metainfo.xml"
mime_file="$data_dir/mime/packages/$app_id.xml"
launcher="$bin_dir/morra-suite"
icon_files() {
    for size in $icon_sizes; do
        echo "$data_dir/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    echo "$data_dir/icons/hicolor/scalable/apps/$app_id.svg"
}
refresh_caches() {
    # Menus watch their folders and pick the entry up by themselves; the saved-game types (the
    # entry's MimeType=) and the system icon cache must be refreshed by hand.
    [ -z "${DESTDIR:-}" ] || return 0
    if [ -d "$data_dir/mime/packages" ] && command -v update-mime-database >/dev/null; then
        update-mime-database "$data_dir/mime" || true
    fi
    # (GLib and KDE read MimeType= from the entries themselves; the system's cache is refreshed.)
    if [ "${system:-0}" = 1 ] && command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data_dir/applications" || true
    fi
    if [ "${system:-0}" = 1 ] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t "$data_dir/icons/hicolor" || true
    fi
}
