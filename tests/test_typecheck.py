"""``mypy morra_suite``: the whole package (``ui/`` and ``controllers/`` too) type-checks clean.

CI runs it through ``./test.sh`` with the test extras, which install mypy; on a machine without
mypy the check is skipped with the reason, except in CI (``CI`` set), where a missing mypy is a
failure: the check must never silently stop running there.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ERROR = re.compile(r"^(?P<path>[^:\s]+\.py):\d+: error: ", re.MULTILINE)


@functools.cache
def mypy_output() -> tuple[int, str]:
    if importlib.util.find_spec("mypy") is None:
        if os.environ.get("CI"):
            pytest.fail("mypy is not installed, but CI must type-check (pip install -e .[test])")
        pytest.skip("mypy is not installed (it comes with the test extras: pip install -e .[test])")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "morra_suite"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return run.returncode, run.stdout + run.stderr


def errors_by_file() -> dict[str, list[str]]:
    _, output = mypy_output()
    found: dict[str, list[str]] = {}
    for line in output.splitlines():
        match = ERROR.match(line)
        if match:
            found.setdefault(match["path"].replace(os.sep, "/"), []).append(line)
    return found


def test_mypy_passes_on_the_package() -> None:
    code, output = mypy_output()
    errors = errors_by_file()
    assert not errors, "\n".join(line for lines in errors.values() for line in lines)
    if code != 0:
        assert errors_by_file(), output  # mypy failed without a single error line: say why
    else:
        assert "Success: no issues found" in output, output
