#!/usr/bin/env bash
# Creates (or refreshes) the project's virtual environment in .venv and prints its python.
# The environment is rebuilt only when pyproject.toml, setup.py or the native mill core changed
# since the last install, so both README commands are fast after the first run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
stamp="$venv/.installed-from"
python="${PYTHON:-python3}"
# What the install is made from: the project file, and the native mill core that setup.py builds.
want="$(cat "$root/pyproject.toml" "$root/setup.py" "$root/morra_suite/ai/mill/_native.c" "$root/morra_suite/ai/myra/_native.c" | sha256sum | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ]; then
    echo "Creating the virtual environment in $venv ..." >&2
    "$python" -m venv "$venv"
fi
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "Installing Morra Suite and its dependencies into $venv ..." >&2
    "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
    "$venv/bin/python" -m pip install --quiet -e "$root[test]" >&2
    echo "$want" > "$stamp"
fi
echo "$venv/bin/python"
