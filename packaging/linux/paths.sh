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
# The saved-game types (the entry's MimeType=, checked by tests/packaging): ours alone, so the app
# is made their default handler. A .pgn that is a chess game keeps its own type and handler.
record_types="application/x-morra-suite-mill application/x-morra-suite-morra application/x-morra-suite-myra"
# Where the default handlers are written: the user's own choices file. The system-wide install
# writes none: /usr/share/applications/mimeapps.list belongs to the distribution and the
# administrator, and the record types are ours alone, so the app is their handler without it.
# (uninstall.sh --system still takes our lines out of that file, which earlier versions wrote.)
if [ "${system:-0}" = 1 ]; then
    mimeapps_file="$data_dir/applications/mimeapps.list"
else
    mimeapps_file="${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list"
fi
desktop_exec_program() {
    # $1 as the program of a menu entry's Exec line: as it is, unless the Desktop Entry
    # Specification requires quotes (a space or one of its reserved characters); then in double
    # quotes, with " ` $ \ escaped inside them, and each backslash doubled again for the file's
    # own string escapes. Needless quotes break xdg-open without a desktop (xdg-utils 1.1.3 keeps
    # them as part of the path), so a plain path stays plain.
    local path="$1" reserved=$' \t\n"\'\\><~|&;$*?#()`'
    if [ "${path#*["$reserved"]}" = "$path" ]; then
        printf '%s' "$path"
        return
    fi
    path="${path//\\/\\\\}"
    path="${path//\"/\\\"}"
    path="${path//\`/\\\`}"
    path="${path//\$/\\\$}"
    path="${path//\\/\\\\}"
    printf '"%s"' "$path"
}
# What the app itself writes for a user (Qt's names: organisation MorraSuite, app morra-suite):
# settings, saved boards, autosave and card pictures, and the solved-game caches.
user_data_dirs() {
    echo "${XDG_CONFIG_HOME:-$HOME/.config}/MorraSuite"
    echo "${XDG_DATA_HOME:-$HOME/.local/share}/MorraSuite"
    echo "${XDG_CACHE_HOME:-$HOME/.cache}/morra-suite"
    echo "${XDG_CACHE_HOME:-$HOME/.cache}/MorraSuite"
}
icon_files() {
    for size in $icon_sizes; do
        echo "$data_dir/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    echo "$data_dir/icons/hicolor/scalable/apps/$app_id.svg"
}
set_default_handlers() {
    # Adds "type=<our entry>" for each record type to [Default Applications] of $1 (made if
    # missing), replacing an earlier line for the same type; every other line stays as it was.
    local file="$1" tmp
    mkdir -p "$(dirname "$file")"
    [ -f "$file" ] || : > "$file"
    tmp="$(mktemp "$file.XXXXXX")"
    awk -v types="$record_types" -v entry="$app_id.desktop" '
        BEGIN { n = split(types, t, " "); for (i = 1; i <= n; i++) ours[t[i]] = 1
                defaults = "[Default Applications]" }
        function add() { for (i = 1; i <= n; i++) print t[i] "=" entry; added = 1 }
        function flush() { for (; held > 0; held--) print "" }
        /^[[:space:]]*$/ { held++; next }
        /^\[/ { if (section == defaults && !added) add(); flush(); section = $0; print; next }
        section == defaults && (substr($0, 1, index($0, "=") - 1) in ours) { next }
        { flush(); print }
        END {
            if (!added) {
                if (section != defaults) { if (NR > 0) print ""; print defaults }
                add()
            }
        }
    ' "$file" > "$tmp"
    chmod 644 "$tmp"
    mv -f "$tmp" "$file"
}
unset_default_handlers() {
    # Takes our "type=<our entry>" lines out of $1; a file left with nothing but section
    # headers goes (another program's or the user's own choices keep it).
    local file="$1" tmp
    [ -f "$file" ] || return 0
    tmp="$(mktemp "$file.XXXXXX")"
    awk -v types="$record_types" -v entry="$app_id.desktop" '
        BEGIN { n = split(types, t, " "); for (i = 1; i <= n; i++) ours[t[i] "=" entry] = 1 }
        !($0 in ours) { print }
    ' "$file" > "$tmp"
    if grep -qv -e '^[[:space:]]*$' -e '^\[' "$tmp"; then
        chmod 644 "$tmp"
        mv -f "$tmp" "$file"
    else
        rm -f "$tmp" "$file"
    fi
}
prune_empty_dirs() {
    # Removes $1 and then each parent while they are empty, stopping at $2 (never removed). A
    # folder already gone (the user's data, removed just before) passes on to its parent, which
    # the app may have made for it alone (~/.local/share for the data folder).
    local dir="$1" stop="$2"
    while [ "$dir" != "$stop" ] && [ "$dir" != "/" ]; do
        if [ -d "$dir" ]; then
            [ -z "$(ls -A "$dir")" ] || break
            rmdir "$dir"
        fi
        dir="$(dirname "$dir")"
    done
}
refresh_caches() {
    # Menus watch their folders and pick the entry up by themselves; the saved-game types (the
    # shared-mime-info database), which entry handles them (mimeinfo.cache: GLib and xdg-mime
    # look there, not in the entries) and the system icon cache must be refreshed by hand.
    [ -z "${DESTDIR:-}" ] || return 0
    if [ -d "$data_dir/mime/packages" ] && command -v update-mime-database >/dev/null; then
        update-mime-database "$data_dir/mime" || true
    fi
    if [ -d "$data_dir/applications" ] && command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data_dir/applications" || true
    fi
    if [ "${system:-0}" = 1 ] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t "$data_dir/icons/hicolor" || true
    fi
}
