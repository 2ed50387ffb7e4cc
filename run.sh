#!/usr/bin/env bash
# Starts Morra Suite, creating its virtual environment (runtime dependencies only) on first use.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
py="$("$root/scripts/ensure-env.sh")"
exec "$py" -m morra_suite "$@"
