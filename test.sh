#!/usr/bin/env bash
# Runs the whole test suite (Qt offscreen), creating the virtual environment on first use, or
# adding the test extras to the one ./run.sh made. Extra arguments go to pytest, e.g.
# ./test.sh tests/mill -x
# The tests run in one worker process per core (pytest-xdist; a module's tests stay together on
# one worker, in their order); MORRA_TEST_WORKERS=0 runs them in this process (for -x, -s or a
# debugger), MORRA_TEST_WORKERS=N in N workers. A worker that dies (a crash in native code) fails
# the run at once, naming the test it ran: pytest-xdist's replacement worker under --dist loadfile
# can wait forever for work that never comes (pytest-xdist issues 784 and 1323), and a run that
# hangs says nothing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
py="$("$root/scripts/ensure-env.sh" --test)"
cd "$root"
export QT_QPA_PLATFORM=offscreen
workers="${MORRA_TEST_WORKERS:-auto}"
if [ "$workers" = 0 ]; then
    exec "$py" -m pytest "$@"
fi
exec "$py" -m pytest -n "$workers" --dist loadfile --max-worker-restart 0 "$@"
