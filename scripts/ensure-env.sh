#!/usr/bin/env bash
# Creates (or refreshes) the project's virtual environment in .venv and prints its python.
#
#   scripts/ensure-env.sh          the app's runtime dependencies only (./run.sh)
#   scripts/ensure-env.sh --test   also the test extras: pytest, ruff, mypy, PyInstaller... (./test.sh)
#
# One .venv serves both. Each level keeps a stamp: the hash of what the install is made from.
# The runtime level is satisfied by either stamp (the test install holds the runtime one too),
# so ./run.sh after ./test.sh neither reinstalls nor strips the extras, and ./test.sh after
# ./run.sh adds them. Nothing is installed when the hash is unchanged, so both README commands
# are fast after the first run. pip's output goes to .venv/install.log and is shown on failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
python="${PYTHON:-python3}"
level="runtime"
case "${1:-}" in
    --test) level="test" ;;
    "") ;;
    *) echo "ensure-env.sh: unknown option $1 (--test or nothing)" >&2; exit 2 ;;
esac
# What the install is made from: the project files, and the native cores that setup.py builds
# (each one C file per job and its header, in ai/mill/native_core/ and ai/myra/native_core/, as
# ai/native_build.py lists them).
want="$(cat "$root/pyproject.toml" "$root/setup.py" "$root/morra_suite/ai/native_build.py" \
    "$root"/morra_suite/ai/mill/native_core/*.[ch] \
    "$root"/morra_suite/ai/myra/native_core/*.[ch] | sha256sum | cut -d' ' -f1)"
runtime_stamp="$venv/.installed-runtime"
test_stamp="$venv/.installed-test"

matches() { [ -f "$1" ] && [ "$(cat "$1")" = "$want" ]; }

# The project's Python (pyproject.toml's requires-python, ">=3.11"): a .venv made with an older
# one (before a good Python was installed), or whose Python is gone, is made again, not patched.
need="$(sed -n 's/^requires-python *= *">= *\([0-9][0-9]*\.[0-9][0-9]*\)".*/\1/p' "$root/pyproject.toml")"
python_ok() {
    "$1" -c "import sys; sys.exit(0 if sys.version_info[:2] >= (${need%%.*}, ${need#*.}) else 1)" \
        >/dev/null 2>&1
}
python_version() {
    "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo "none that runs"
}
if [ -e "$venv" ] && ! python_ok "$venv/bin/python"; then
    echo "The virtual environment in $venv has Python $(python_version "$venv/bin/python");" \
        "Morra Suite needs $need or newer: making it again." >&2
    rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
    if ! python_ok "$python"; then
        echo "ensure-env.sh: Morra Suite needs Python $need or newer, and $python is" \
            "$(python_version "$python"). Install a newer Python, then run this again" \
            "(PYTHON=python3.12 ./run.sh picks one by name)." >&2
        exit 1
    fi
    echo "Creating the virtual environment in $venv ..." >&2
    "$python" -m venv "$venv"
fi
if matches "$test_stamp" || { [ "$level" = runtime ] && matches "$runtime_stamp"; }; then
    echo "$venv/bin/python"
    exit 0
fi
if [ "$level" = test ]; then
    what="Morra Suite with its test tools (about 600 MB)"
    target="${root}[test]"
else
    what="Morra Suite and its dependencies (about 300 MB)"
    target="$root"
fi
echo "Installing $what into $venv (a minute or two, once) ..." >&2
log="$venv/install.log"
if ! { "$venv/bin/python" -m pip install --quiet --upgrade pip &&
        "$venv/bin/python" -m pip install --quiet -e "$target"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "ensure-env.sh: the install failed (the log above is in $log)" >&2
    exit 1
fi
# A compiler-less machine gets the slow pure-Python mill search: say so once, here.
if ! "$venv/bin/python" -c 'import sys
from morra_suite.ai.mill import native
sys.exit(0 if native.available() else 1)' 2>/dev/null; then
    echo "Note: no C compiler was found, so the mill computer uses its pure-Python search," >&2
    echo "about a hundred times slower (weaker at the same time). Install gcc and python3-dev" >&2
    echo "(Debian/Ubuntu), then run: rm $venv/.installed-*  to build the fast one." >&2
fi
echo "$want" > "$runtime_stamp"
[ "$level" = runtime ] || echo "$want" > "$test_stamp"
echo "$venv/bin/python"
