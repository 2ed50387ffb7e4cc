#!/bin/sh
# Refreshes the translation sources and builds the catalogues the app loads:
#   pyside6-lupdate  morra_suite/app.py, morra_suite/ui, morra_suite/controllers and the rules
#                    libraries that mark their words (morra_suite/games/mill: wording.py)
#                    -> resources/translations/morra_suite_<code>.ts   (one per language)
#   pyside6-lrelease each .ts -> the .qm beside it (committed, so the wheel and the frozen app
#                    carry them; tests/i18n fails when a .qm is not what lrelease makes of its .ts)
#
#   scripts/update-translations.sh           update every .ts, then build every .qm
#   scripts/update-translations.sh --release only build the .qm files (after editing a .ts)
#   scripts/update-translations.sh xx        also start resources/translations/morra_suite_xx.ts
#
# Locations are left out of the .ts files (-locations none) so that edits elsewhere in the code do
# not churn them; Qt Linguist still shows each string's context (its class). Strings that vanished
# from the code are dropped (-no-obsolete). Translate with `.venv/bin/pyside6-linguist <file.ts>`.
set -eu
cd "$(dirname "$0")/.."
BIN=${PYSIDE6_BIN:-.venv/bin}
LUPDATE="$BIN/pyside6-lupdate"
LRELEASE="$BIN/pyside6-lrelease"
for tool in "$LUPDATE" "$LRELEASE"; do
    if [ ! -x "$tool" ]; then
        echo "update-translations: $tool not found (PySide6-Essentials ships it; run ./test.sh once)" >&2
        exit 1
    fi
done
OUT=resources/translations
mkdir -p "$OUT"

release_only=no
for arg in "$@"; do
    case "$arg" in
        --release) release_only=yes ;;
        -*) echo "update-translations: unknown option $arg" >&2; exit 2 ;;
        *) [ -f "$OUT/morra_suite_$arg.ts" ] || printf '%s\n' \
               '<?xml version="1.0" encoding="utf-8"?>' '<!DOCTYPE TS>' \
               "<TS version=\"2.1\" language=\"$arg\"></TS>" > "$OUT/morra_suite_$arg.ts" ;;
    esac
done

if [ "$release_only" = no ]; then
    # The Python sources lupdate reads, in a stable order.
    SOURCES=$(find morra_suite/app.py morra_suite/ui morra_suite/controllers morra_suite/games/mill -name '*.py' | LC_ALL=C sort)
    for ts in "$OUT"/morra_suite_*.ts; do
        # shellcheck disable=SC2086  # SOURCES is a list of paths without spaces
        "$LUPDATE" -silent -locations none -no-obsolete $SOURCES -ts "$ts"
    done
fi
for ts in "$OUT"/morra_suite_*.ts; do
    "$LRELEASE" -silent "$ts" -qm "${ts%.ts}.qm"
done
echo "update-translations: $(ls "$OUT"/morra_suite_*.qm | wc -l) catalogues in $OUT"
