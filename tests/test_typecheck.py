"""``mypy morra_suite``: the whole package (``ui/`` and ``controllers/`` too) type-checks clean,
and ``mypy --strict`` passes on the Qt-free layers and the controllers (``core``, ``games``,
``ai``, ``controllers``): no untyped function, no bare generic, no ``Any`` leaking out of a
typed function there (an ``Any`` only where Qt or NumPy force it, with a comment).

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


STRICT = ("core", "games", "ai", "controllers")  # the packages ``mypy --strict`` checks


def needs_mypy() -> None:
    if importlib.util.find_spec("mypy") is None:
        if os.environ.get("CI"):
            pytest.fail("mypy is not installed, but CI must type-check (pip install -e .[test])")
        pytest.skip("mypy is not installed (it comes with the test extras: pip install -e .[test])")


@functools.cache
def mypy_output(*options: str) -> tuple[int, str]:
    """mypy's exit code and output on the package (``--strict``: on the ``STRICT`` packages)."""
    needs_mypy()
    targets = ["morra_suite"]
    if "--strict" in options:  # its own cache: the two runs would otherwise redo each other's
        targets = [f"morra_suite/{name}" for name in STRICT]
        options = (*options, "--cache-dir", str(ROOT / ".mypy_cache" / "strict"))
    run = subprocess.run(
        [sys.executable, "-m", "mypy", *options, *targets],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return run.returncode, run.stdout + run.stderr


def errors_by_file(*options: str) -> dict[str, list[str]]:
    _, output = mypy_output(*options)
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


def test_mypy_strict_passes_on_core_games_ai_and_controllers() -> None:
    """``mypy --strict morra_suite/core morra_suite/games morra_suite/ai morra_suite/controllers``
    (the modules they import are checked strictly too)."""
    code, output = mypy_output("--strict")
    errors = errors_by_file("--strict")
    assert not errors, "\n".join(line for lines in errors.values() for line in lines)
    assert code == 0 and "Success: no issues found" in output, output


GENERIC_USE = """
from typing import assert_type

from morra_suite.core.protocol import GameState
from morra_suite.games.myra.game import MyraGame
from morra_suite.games.myra.moves import MyraMove
from morra_suite.games.myra.rules import MyraRules
from morra_suite.games.myra.state import MyraState

game = MyraGame()
start = game.new_state()
assert_type(start, MyraState)
assert_type(game.parse_position(start.position()), MyraState)
assert_type(game.rules_for("myra"), MyraRules)


def first(state: GameState[MyraMove]) -> MyraMove:
    return state.legal_moves()[0]


assert_type(first(start), MyraMove)
wrong: GameState[int] = start  # the one error: a Myra state's moves are no ints
"""


def test_the_protocols_carry_the_move_and_state_types(tmp_path: Path) -> None:
    """``Game[StateT, RulesT]`` and ``GameState[MoveT]`` are generic: a game gives its own states
    and rules, a state's moves have its move type, and mypy refuses a state of other moves."""
    mypy_output()  # skips where mypy is missing
    snippet = tmp_path / "generic_use.py"
    snippet.write_text(GENERIC_USE)
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", str(snippet)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    line = next(n for n, text in enumerate(GENERIC_USE.splitlines(), 1) if text.startswith("wrong"))
    assert len(errors) == 1, run.stdout
    assert f"generic_use.py:{line}: error: Incompatible types in assignment" in errors[0]
