"""Asking how many levels a game's computer has (the New Game dialog, on the GUI thread) reads a
light table: it imports neither the mill nor the Myra player, their searches nor their compiled
cores; the player comes in only when it is asked for by name."""

from __future__ import annotations

import json
import subprocess
import sys

from morra_suite.ai.mill import levels as mill_levels
from morra_suite.ai.myra import levels as myra_levels

HEAVY = [
    f"morra_suite.ai.{game}.{module}"
    for game in ("mill", "myra")
    for module in ("player", "native", "_native", "search", "engine", "computer")
]

ASK = """
import json, sys
from morra_suite.controllers.computers import level_then, max_level, saved_level
answers = {
    "mill": max_level("mill"),
    "myra": max_level("myra"),
    "mill_saved": saved_level("mill", 7, None),
    "myra_saved": saved_level("myra", 6, None),
    "mill_then": level_then("mill", 7, "7"),
}
heavy = json.loads(sys.argv[1])
before = sorted(name for name in heavy if name in sys.modules)
from morra_suite.ai.mill import MillPlayer  # by name: the player now
from morra_suite.ai.myra import MyraPlayer
after = sorted(name for name in heavy if name in sys.modules)
print(json.dumps({"answers": answers, "before": before, "after": after}))
"""


def test_the_ladders_size_imports_no_player_search_or_native_core() -> None:
    result = subprocess.run(
        [sys.executable, "-c", ASK, json.dumps(HEAVY)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["before"] == [], seen["before"]
    assert seen["answers"] == {
        "mill": mill_levels.MAX_LEVEL,
        "myra": myra_levels.MAX_LEVEL,
        "mill_saved": mill_levels.OLD_LEVELS[7],
        "myra_saved": myra_levels.OLD_LEVELS[6],
        "mill_then": mill_levels.OLD_LEVELS[7],
    }
    # the names are still there when asked for: the players (and their searches) come in then
    assert "morra_suite.ai.mill.player" in seen["after"]
    assert "morra_suite.ai.myra.player" in seen["after"]
    assert mill_levels.MAX_LEVEL >= 12
