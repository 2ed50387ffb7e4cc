#!/usr/bin/env bash
# Builds the Debian/Ubuntu package of the Linux app: dist/morra-suite_<version>_<arch>.deb, which
# `sudo apt install ./dist/morra-suite_<version>_<arch>.deb` installs and `sudo apt remove
# morra-suite` removes again.
#
#   packaging/build-deb.sh               # builds the app (build-linux.sh), then the .deb
#   packaging/build-deb.sh --app DIR     # packs an app folder built before (dist/morra-suite)
#   DIST_DIR=/tmp/out WORK_DIR=/tmp/work packaging/build-deb.sh   # other output folders
#   DEB_COMPRESSION=gzip DEB_LEVEL=1 packaging/build-deb.sh   # dpkg-deb's -Z and -z (default
#                                        # xz 6; the tests pack fast: the content is checked)
#   DEB_MAINTAINER="Name <mail>" packaging/build-deb.sh   # who answers for this build
#
# What goes where (packaging/README.md says why): the app in /usr/lib/morra-suite, the command
# /usr/bin/morra-suite, the menu entry, the saved-game types, icons, AppStream data, the manual
# page and the copyright under /usr/share. No maintainer scripts: the desktop, MIME, icon and
# manual caches are refreshed by the dpkg triggers of the packages that own them. Depends is
# what dpkg-shlibdeps finds the app's binaries need from the system (libc, libGL, libEGL,
# fontconfig, xkbcommon, X...): the libraries the build does not carry; and the sound server's
# client library, which the sound opens at run time (libpulse0). Needs dpkg-dev.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app=""
while [ $# -gt 0 ]; do
    case "$1" in
        --app) app="$(cd "$2" && pwd)"; shift ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        *) echo "build-deb.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
for tool in dpkg-deb dpkg-shlibdeps dpkg-architecture readelf strip patchelf; do
    if ! command -v "$tool" >/dev/null; then
        echo "build-deb.sh: $tool not found (Debian/Ubuntu: sudo apt install dpkg-dev patchelf)" >&2
        exit 1
    fi
done
dist="${DIST_DIR:-$root/dist}"
work="${WORK_DIR:-$root/build/pyinstaller}"
if [ -z "$app" ]; then
    DIST_DIR="$dist" WORK_DIR="$work" "$root/packaging/build-linux.sh"
    app="$dist/morra-suite"
fi
if [ ! -x "$app/morra-suite" ]; then
    echo "build-deb.sh: no built app in $app (packaging/build-linux.sh makes it)" >&2
    exit 1
fi

package="morra-suite"
app_id="io.github.morrasuite.MorraSuite"
version="$(sed -n 's/^version *= *"\(.*\)"$/\1/p' "$root/pyproject.toml" | head -n 1)"
arch="$(dpkg-architecture -qDEB_HOST_ARCH)"
maintainer="${DEB_MAINTAINER:-Morra Suite developers <morrasuite@users.noreply.github.com>}"
linux="$root/packaging/linux"
debian="$root/packaging/debian"

# dpkg-shlibdeps reads a source package: debian/control, and the files being packed in
# debian/<package>/, whose own libraries it then knows are not the system's to provide.
src="$work/deb"
rm -rf "$src"
stage="$src/debian/$package"
lib="$stage/usr/lib/$package"
share="$stage/usr/share"
mkdir -p "$lib" "$stage/usr/bin" "$stage/DEBIAN"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" \
    > "$src/debian/control"

cp -a "$app/." "$lib/"
ln -s "../lib/$package/morra-suite" "$stage/usr/bin/morra-suite"
# The menu entry as it is: its Exec names the command on PATH, which needs no quotes.
install -D -m 644 "$linux/$app_id.desktop" "$share/applications/$app_id.desktop"
install -D -m 644 "$linux/$app_id.mime.xml" "$share/mime/packages/$app_id.xml"
install -D -m 644 "$linux/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
for png in "$root"/resources/icons/hicolor/*/apps/morra-suite.png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -D -m 644 "$png" "$share/icons/hicolor/$size/apps/$app_id.png"
done
install -D -m 644 "$root/resources/icons/morra-suite.svg" \
    "$share/icons/hicolor/scalable/apps/$app_id.svg"
mkdir -p "$share/man/man6" "$share/doc/$package" "$share/lintian/overrides"
gzip -9n < "$debian/morra-suite.6" > "$share/man/man6/morra-suite.6.gz"
install -m 644 "$debian/copyright" "$share/doc/$package/copyright"
install -m 644 "$debian/lintian-overrides" "$share/lintian/overrides/$package"
# A native package's changelog: this version, dated by the last commit (reproducible builds);
# the release notes live in the metainfo.
when="$(git -C "$root" log -1 --format=%cD 2>/dev/null || date -R)"
printf '%s (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
    "$package" "$version" "$version" "$maintainer" "$when" |
    gzip -9n > "$share/doc/$package/changelog.gz"

# Readable by everyone and writable by root only, whatever the build machine's umask was;
# the programs executable; shared libraries and data not (Debian policy 10.9).
find "$stage" -type d -exec chmod 755 {} +
find "$stage" -type f -exec chmod 644 {} +

# Debian's own copies serve instead of the ones PyInstaller took from the build machine where
# Debian asks it (lintian's embedded-library): stable sonames every Debian and Ubuntu system
# has; Depends then names their packages.
for name in libbz2.so.1.0 libexpat.so.1 libfreetype.so.6 libpng16.so.16 libtinfo.so.6 libz.so.1; do
    rm -f "$lib/_internal/$name"
done
elves=()
while IFS= read -r -d '' file; do
    if [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ]; then
        elves+=("$file")
    fi
done < <(find "$lib" -type f -print0)
for file in "${elves[@]}"; do
    case "$file" in
        *.libs/*.so|*.libs/*.so.*)
            # A wheel's vendored library (auditwheel's <package>.libs, e.g. NumPy's OpenBLAS) was
            # rewritten by patchelf when the wheel was made: strip would corrupt its load
            # segments ("ELF load command address/offset not page-aligned"), so it stays as built.
            chmod 644 "$file"
            ;;
        *.so|*.so.*)
            chmod 644 "$file"
            # Debug symbols are no use to users (Debian strips every binary: dh_strip).
            strip --strip-unneeded --remove-section=.comment --remove-section=.note "$file"
            ;;
        *) chmod 755 "$file" ;;  # the app itself (PyInstaller's loader, stripped already)
    esac
    # A search path into the build machine (a pyenv Python's lib folder) means nothing on the
    # user's: only the app's own ($ORIGIN...) paths stay.
    runpath="$(patchelf --print-rpath "$file")"
    kept="$(tr ':' '\n' <<< "$runpath" | grep '^[$]ORIGIN' | paste -sd: || true)"
    if [ "$runpath" != "$kept" ]; then
        if [ -n "$kept" ]; then patchelf --set-rpath "$kept" "$file"; else patchelf --remove-rpath "$file"; fi
    fi
done

# Depends: the system libraries the app's binaries link and the build does not carry. The
# frozen app finds its own copies first (its loader puts _internal/ on the library path), so a
# library is the system's when some binary needs it and no file of the app has its name. Each
# goes to the package that holds it here, with the version dpkg-shlibdeps finds its symbols
# need. (dpkg-shlibdeps alone would also name the packages of the libraries the app carries:
# it cannot know the frozen app's search order.)
needed="$(for file in "${elves[@]}"; do readelf -d "$file"; done |
    sed -n 's/.*(NEEDED) *Shared library: \[\(.*\)\]$/\1/p' | sort -u)"
carried="$(find "$lib" \( -type f -o -type l \) -printf '%f\n' | sort -u)"
system_libs="$(comm -23 <(echo "$needed") <(echo "$carried"))"
multiarch="$(dpkg-architecture -qDEB_HOST_MULTIARCH)"
owner_of() {  # the package of this machine that holds library $1, or nothing
    # The machine's own architecture's copy (a multiarch system may also have i386 ones).
    local path candidate owner=""
    path="$(/sbin/ldconfig -p | awk -v name="$1" -v arch="/$multiarch/" \
        '$1 == name && index($NF, arch) {print $NF; exit}')"
    [ -n "$path" ] || return 0
    for candidate in "$path" "$(readlink -f "$path")"; do
        owner="$(dpkg -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1 || true)"
        [ -z "$owner" ] || break
    done
    echo "$owner"
}
packages=()
while IFS= read -r soname; do
    owner="$(owner_of "$soname")"
    if [ -z "$owner" ]; then
        echo "build-deb.sh: the app needs $soname, which no package of this machine holds" >&2
        exit 1
    fi
    packages+=("$owner")
done <<< "$system_libs"
# Libraries the app opens at run time (dlopen) that no binary names, so neither the loop above
# nor dpkg-shlibdeps sees them: the sound's (miniaudio, morra_suite/ui/sound). Its client of the
# desktop's sound server, PulseAudio's library (PipeWire's Pulse service answers it too), is
# needed to hear anything: Depends. ALSA's, tried when no server answers: Recommends. Each by the
# package that holds it here, else by Debian's name for it.
sound_server="$(owner_of libpulse.so.0)"
packages+=("${sound_server:-libpulse0}")
alsa="$(owner_of libasound.so.2)"
recommends="hicolor-icon-theme, ${alsa:-libasound2}"
lib_dirs=()
while IFS= read -r dir; do lib_dirs+=("-l$dir"); done < <(
    for file in "${elves[@]}"; do dirname "$file"; done | sort -u)
versioned="$(cd "$src" && dpkg-shlibdeps -O --warnings=0 "${lib_dirs[@]}" "${elves[@]}" |
    sed -n 's/^shlibs:Depends=//p' | tr ',' '\n' | sed 's/^ *//')"
depends="$(for owner in $(printf '%s\n' "${packages[@]}" | sort -u); do
    line="$(grep -m1 -E "^$owner( |$)" <<< "$versioned" || true)"
    echo "${line:-$owner}"
done | paste -sd, | sed 's/,/, /g')"

installed_size="$(du -sk --apparent-size "$stage/usr" | cut -f1)"
{
    echo "Package: $package"
    echo "Version: $version"
    echo "Architecture: $arch"
    echo "Maintainer: $maintainer"
    echo "Installed-Size: $installed_size"
    echo "Depends: $depends"
    echo "Recommends: $recommends"
    echo "Section: games"
    echo "Priority: optional"
    echo "Homepage: https://github.com/morrasuite/morra-suite"
    echo "Description: Morra, the mill games and Myra against friends or the computer"
    echo " Morra Suite brings three families of board games to the desktop, with exact"
    echo " rules, computer players from beginner to perfect, and boards that are a"
    echo " pleasure to look at:"
    echo "  - Morra, Piet Hein's race to the centre of a target, moved by hidden hands"
    echo "    of balls;"
    echo "  - the mill games: Nine Men's Morris and its family (Three, Six and Twelve"
    echo "    Men's Morris, Morabaraba, Lasker and more), every rule variant a setting;"
    echo "  - Myra, played on a hexagon of 91 holes by two or three players."
    echo " ."
    echo " Saved games (.pgn mill records, .morra, .myra) open in it by double-click; a"
    echo " chess PGN keeps its own program."
} > "$stage/DEBIAN/control"

# What dpkg --verify checks the installed files against.
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

mkdir -p "$dist"
deb="$dist/${package}_${version}_${arch}.deb"
rm -f "$deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" -z"${DEB_LEVEL:-6}" --build "$stage" "$deb" >/dev/null
echo "Packed $deb ($(du -sh "$deb" | cut -f1)); Depends: $depends"
