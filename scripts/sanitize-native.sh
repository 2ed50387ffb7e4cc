#!/usr/bin/env bash
# Builds both native search cores (mill, Myra) with AddressSanitizer and UndefinedBehaviorSanitizer,
# then runs the native tests and a fuzz of the native API (scripts/fuzz_native.py: hostile
# positions, moves, options and sizes, 100,000 calls per core by default) against those builds.
#
# Why: nothing may enter C on trust (a bad Myra move wrote out of bounds, a mill removal of 32
# shifted past the word); the sanitizers turn any such slip into a report that stops the run.
# The build goes to a temporary copy of the package, so the working tree's own build is untouched.
# Usage: scripts/sanitize-native.sh [calls per core]   (exit status 0: no report)
# NATIVE_TESTS=0 runs the fuzz alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="${PYTHON:-$root/.venv/bin/python}"
calls="${1:-100000}"
cc="${CC:-gcc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/morra_suite" "$work/morra_suite"
find "$work/morra_suite" -name '_native*.so' -delete
find "$work/morra_suite" -name '__pycache__' -prune -exec rm -rf {} +
include="$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')"
suffix="$("$py" -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')"
flags=(-std=c11 -O1 -g -fPIC -shared -fno-omit-frame-pointer -fsanitize=address,undefined
       -fno-sanitize-recover=undefined -Wall -Wno-unused-function)
for game in mill myra; do
    folder="$work/morra_suite/ai/$game/native_core"
    sha="$(cd "$work" && "$py" -c "
from pathlib import Path
from morra_suite.ai.native_build import source_hash
print(source_hash(Path('morra_suite/ai/$game/native_core')))")"
    echo "== building the $game core with ASan+UBSan"
    "$cc" "${flags[@]}" -I"$include" -I"$folder" -DSOURCE_SHA="\"$sha\"" \
        "$folder"/*.c -o "$work/morra_suite/ai/$game/_native$suffix" -lm
done
export LD_PRELOAD="$("$cc" -print-file-name=libasan.so):$("$cc" -print-file-name=libubsan.so)"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export PYTHONPATH="$work" QT_QPA_PLATFORM=offscreen CI="${CI:-true}"
cd "$work"
"$py" -c 'from morra_suite.ai.mill import native as m; from morra_suite.ai.myra import native as y
assert m.available() and y.available(), "the sanitized builds were not taken"
print("== both sanitized cores load:", m._native.__file__, y._native.__file__)'
if [ "${NATIVE_TESTS:-1}" != 0 ]; then
    # Two tests measure wall time (a think's budget, ticks of a loop beside a think); the
    # sanitizers slow the core several times, so they are left to the normal runs.
    echo "== native tests"
    "$py" -m pytest -q -p no:cacheprovider -p no:randomly --rootdir "$root" \
        -c "$root/pyproject.toml" \
        -k "not honours_budget_and_cancel and not without_the_gil_and_honours_cancel" \
        "$root/tests/ai/mill/test_native.py" "$root/tests/ai/myra/test_native.py" \
        "$root/tests/ai/test_native_hostile.py"
fi
echo "== fuzz: $calls hostile calls per core"
"$py" "$root/scripts/fuzz_native.py" --calls "$calls"
echo "== no sanitizer report"
