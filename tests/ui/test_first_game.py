"""The first game put on in a new window brings its modules in off the GUI thread (issue 43).

Why: the first record opened in a window imported every game's rules, the session, the
learner's stores and the mill computer (to write the ladder's size into the autosave) on the GUI
thread, in one turn of its event loop: the window stood still 190 ms at load 15; Yes to a long
autosave of a game not yet played in the process imported that game's board on the GUI thread.
Each test runs the app in a fresh interpreter (``first_game_child.py``), where nothing is
imported yet, and looks at which of the app's modules its GUI thread imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.ui.long_games import long_record

CHILD = Path(__file__).with_name("first_game_child.py")
ROOT = Path(__file__).resolve().parents[2]


def _run(folder: Path, *arguments: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, str(CHILD), str(folder), *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _heavy(imported: list[str]) -> list[str]:
    """The modules that must come in off the GUI thread: any game's rules (the package's
    registration record and its lazy names are light), the computers, the learner's stores,
    the session and its controller."""
    light = {"registration", "__init__"}
    session = {
        "morra_suite.controllers.session",
        "morra_suite.controllers.game_controller",
        "morra_suite.controllers.computer_thinking",
    }

    def is_heavy(name: str) -> bool:
        parts = name.split(".")
        if parts[:2] == ["morra_suite", "games"]:
            return len(parts) > 3 and parts[3] not in light
        return parts[:2] in (["morra_suite", "ai"], ["morra_suite", "learn"]) or name in session

    return [name for name in imported if is_heavy(name)]


def test_the_first_record_opened_in_a_window_shows_its_game_without_imports_here(tmp_path):
    path = tmp_path / "first.pgn"
    path.write_text('[Variant "nine"]\n1. d6 d2 2. f4 b4\n', encoding="utf-8")
    found = _run(tmp_path, "open", str(path))
    assert found["game"] == "mill"
    assert found["moves"] == ["d6", "d2", "f4", "b4"]
    assert _heavy(found["imported"]) == [], found["imported"]


def test_yes_to_a_long_morra_autosave_puts_it_on_without_replaying_or_importing_here(tmp_path):
    from morra_suite.controllers.record_reader import BACKGROUND_CHARS
    from morra_suite.core.bounds import MAX_PLIES

    _start, moves, text = long_record("morra", MAX_PLIES)
    assert len(text) > BACKGROUND_CHARS  # read on the reading thread before it is offered
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    payload = {"format": 1, "game": "morra", "record": text, "seats": []}
    (data / "autosave.json").write_text(json.dumps(payload), encoding="utf-8")
    found = _run(tmp_path, "resume")
    assert found["game"] == "morra"
    assert found["moves"] == [str(m) for m in moves]
    assert found["replayed"] == 0  # read and replayed on the reading thread
    assert _heavy(found["imported"]) == [], found["imported"]
    board = [n for n in found["imported"] if n.startswith("morra_suite.ui.morra.")]
    assert board == [], board  # the board's modules came in with the reading
