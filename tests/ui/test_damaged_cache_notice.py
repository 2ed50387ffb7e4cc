"""A damaged cache found while the computer thinks is told to the user once, in words.

Before, the deletion and the rebuild of a damaged Morra solution or mill table were written to
the log only: the user saw a slow first move and nothing else.
"""

from __future__ import annotations

from morra_suite.ai.morra import solve
from morra_suite.ai.morra import solver as solver_module
from morra_suite.ai.morra.solver import default_cache_dir
from morra_suite.games import morra
from morra_suite.games.morra import MorraRules


def _damaged_quick_solution() -> None:
    solver_module._memory.clear()
    solve(morra.load_layout("quick"), MorraRules())
    for path in default_cache_dir().glob("quick-*.npz"):
        path.write_bytes(path.read_bytes()[:100])  # truncated
    solver_module._memory.clear()


def test_a_damaged_morra_solution_is_told_once_and_the_computer_plays(qtbot, main_window):
    _damaged_quick_solution()
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 3)])

    def told() -> list[str]:
        return [box.text() for box in main_window.messages if "damaged" in box.text()]

    qtbot.waitUntil(lambda: bool(told()), timeout=30_000)
    assert len(told()) == 1
    assert "quick" in told()[0] and "being built again" in told()[0]
    qtbot.wait(1200)  # behaviour under test: the notice watch looks twice more, tells nothing new
    assert len(told()) == 1
    assert main_window.controller.has_game  # the game goes on
    solver_module._memory.clear()
    again = solve(morra.load_layout("quick"), MorraRules())
    assert again.from_cache  # the files were written anew
