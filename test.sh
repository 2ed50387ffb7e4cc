#!/usr/bin/env bash
# Runs the whole test suite (Qt offscreen), creating the virtual environment on first use, or
# adding the test extras to the one ./run.sh made. Extra arguments go to pytest, e.g.
# ./test.sh tests/mill -x
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
py="$("$root/scripts/ensure-env.sh" --test)"
cd "$root"
export QT_QPA_PLATFORM=offscreen
exec "$py" -m pytest "$@"
