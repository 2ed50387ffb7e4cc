"""The work one move makes in the real window: draws, action updates, texts and Python calls.

Why: a move used to echo through the window (the board redrawn several times, the actions
evaluated four times, the Sanmill FEN written eight times; issue 42). This script plays, in the
real main window (offscreen Qt, animations off, two people at the board), a mill placement, a
mill slide, a mill removal (the click that completes a mill-closing move), a Myra move and a
Morra round (the second player's choice, which plays the round), and counts for each:

- ``paints``: real paints of the board (``QEvent.Paint`` on the board view's viewport, after
  the event loop has handled everything the move posted);
- ``drawn``: the pictures of the position asked of the board (the mill scene's
  ``show_picture``, the Myra scene's ``show``, the Morra board's ``_refresh``);
- ``actions``: evaluations of every action's ``enabled`` predicate (``WindowMenus.update``);
- ``position``, ``fen``, ``title``, ``status``: derived texts made (a state's ``position()``
  other than the one a Sanmill FEN is written from, Sanmill FEN written, the window title set,
  the status line set);
- ``calls``: calls of the app's own Python in ``morra_suite/ui`` and ``morra_suite/controllers``
  (``cProfile``, primitive and recursive calls alike), from the input to the settled window.
  Qt's calls back into Python count as well: a paint, a ``boundingRect``, a model's ``data``, a
  style's ``styleHint``, an event filter all run on the GUI thread while it is profiled (each
  resume of a generator counts as a call too, as cProfile counts it). The app's own style
  (``ui.icons.IconStyle``) is installed, as the window does on its first turn, before anything
  is measured (``dressed`` checks it), so its Python counts where widgets still ask it.

Issue 42's goal, from its baseline on main 87cff96 (about 1,950 calls a mill move, 2,190 a Myra
move, 2,230 a Morra round): a third or less, 650, 730 and 743.

    .venv/bin/python benchmarks/bench_move_work.py [--repeat 3] [--top 20] [--source DIR]

It counts work, not time: the figures are the same on a busy machine. With ``--repeat`` each
move is measured that many times on fresh games and the least call count is printed (a first
move may import a module); ``--top`` lists the busiest functions of each move; ``--source``
measures the app of another checkout (an export of an older commit: before and after) with
this benchmark. Settings and autosaves go to a temporary folder.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import os
import pstats
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def source_folder() -> str:
    """The checkout whose app is measured: ``--source DIR``, else this one."""
    if "--source" in sys.argv[:-1]:
        return str(Path(sys.argv[sys.argv.index("--source") + 1]).resolve())
    return str(Path(__file__).resolve().parents[1])


sys.path.insert(0, source_folder())

COUNTS = Counter[str]()
INSIDE: list[str] = []  # the counted calls running now (a FEN writes a position text inside)
APP_PARTS = (
    os.sep + os.path.join("morra_suite", "ui"),
    os.sep + os.path.join("morra_suite", "controllers"),
)
COLUMNS = ("paints", "drawn", "actions", "position", "fen", "title", "status", "calls")


def counted(owner: Any, name: str, key: str) -> None:
    """Wraps ``owner.name`` (a class's or a module's function) so that each call adds one to
    ``COUNTS[key]``."""
    original = owner.__dict__[name]

    @functools.wraps(original)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if key != "position" or "fen" not in INSIDE:  # a FEN's own position text is the FEN's
            COUNTS[key] += 1
        INSIDE.append(key)
        try:
            return original(*args, **kwargs)
        finally:
            INSIDE.pop()

    setattr(owner, name, wrapper)


def install_counters() -> None:
    """The counters, on the classes before any window is made (so every connection hears them)."""
    from morra_suite.games.mill.state import MillState
    from morra_suite.games.morra.state import MorraState
    from morra_suite.games.myra.state import MyraState
    from morra_suite.ui.mill.scene import MillScene
    from morra_suite.ui.morra.view import MorraView
    from morra_suite.ui.myra.scene import MyraScene
    from morra_suite.ui.window.main_window import MainWindow
    from morra_suite.ui.window.menus import WindowMenus
    from morra_suite.ui.window.status_line import StatusLine

    for state in (MillState, MyraState, MorraState):
        counted(state, "position", "position")
    from morra_suite.games.mill import sanmill

    counted(sanmill, "sanmill_fen", "fen")  # the mill kit's FEN action writes it so
    counted(WindowMenus, "update", "actions")
    counted(StatusLine, "set", "status")
    counted(MillScene, "show_picture", "drawn")
    counted(MyraScene, "show", "drawn")
    counted(MorraView, "_refresh", "drawn")

    def title(window: Any, text: str) -> None:
        COUNTS["title"] += 1
        super(MainWindow, window).setWindowTitle(text)

    MainWindow.setWindowTitle = title  # type: ignore[method-assign,assignment]


def settle(app: Any) -> None:
    """Lets the event loop handle what a move posted (updates, paints, queued signals) and
    deletes what was let go (``deleteLater``: the running loop would; ``processEvents`` alone
    leaves a new game's old panels alive and painted)."""
    from PySide6.QtCore import QEvent

    for _ in range(8):
        app.sendPostedEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()


class PaintCount:
    """Counts the paints of the board's viewport while it is installed."""

    def __init__(self, widget: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    COUNTS["paints"] += 1
                return False

        self.filter = Filter()
        self.widget = widget
        widget.installEventFilter(self.filter)

    def remove(self) -> None:
        self.widget.removeEventFilter(self.filter)


TOP: list[tuple[int, str]] = []  # the last move's busiest functions (``--top``)


def app_calls(profile: cProfile.Profile) -> int:
    """Calls of functions defined in ``morra_suite/ui`` and ``morra_suite/controllers``."""
    stats = pstats.Stats(profile)
    total = 0
    TOP.clear()
    for (filename, line, name), (_cc, calls, *_rest) in stats.stats.items():  # type: ignore[attr-defined]
        if any(part in filename for part in APP_PARTS):
            total += calls
            where = filename.split("morra_suite" + os.sep, 1)[-1]
            TOP.append((calls, f"{where}:{line} {name}"))
    TOP.sort(reverse=True)
    return total


@contextmanager
def measured(app: Any, window: Any) -> Iterator[dict[str, int]]:
    """Counts what happens inside the block and until the window has settled."""
    settle(app)
    figures: dict[str, int] = {}
    paints = PaintCount(window.view.viewport())
    COUNTS.clear()
    profile = cProfile.Profile()
    profile.enable()
    try:
        yield figures
        settle(app)
    finally:
        profile.disable()
        paints.remove()
    figures.update({key: COUNTS[key] for key in COLUMNS if key != "calls"})
    figures["calls"] = app_calls(profile)


def new_game(app: Any, window: Any, key: str) -> Any:
    window.start_game(key)
    view = window.view
    if hasattr(view, "animate"):
        view.animate = False  # the mill's slide
    if hasattr(view, "myra_scene"):
        view.myra_scene.step_ms = 0
    if hasattr(view, "ms_per_field"):
        view.ms_per_field = 0
    settle(app)
    return view


def quiet_move(state: Any) -> Any:
    """A legal mill move that closes no mill (the first in the rules' order), else the first."""
    moves = list(state.legal_moves())
    return next((m for m in moves if not m.removals), moves[0])


def mill_placement(app: Any, window: Any) -> dict[str, int]:
    view = new_game(app, window, "mill")
    with measured(app, window) as figures:
        view.click_point(view_point("a1"))
    return figures


def mill_slide(app: Any, window: Any) -> dict[str, int]:
    view = new_game(app, window, "mill")
    session = window.session
    while session.controller.state.in_hand(0) or session.controller.state.in_hand(1):
        session.play_move(quiet_move(session.controller.state))
    settle(app)
    move = quiet_move(session.controller.state)
    view.click_point(move.src)
    with measured(app, window) as figures:
        view.click_point(move.dst)
    return figures


def mill_removal(app: Any, window: Any) -> dict[str, int]:
    view = new_game(app, window, "mill")
    for name in ("a1", "g7", "a4", "g4", "a7"):  # a7 closes a1-a4-a7: a removal is owed
        view.click_point(view_point(name))
    settle(app)
    with measured(app, window) as figures:
        view.click_point(view_point("g7"))
    return figures


def myra_move(app: Any, window: Any) -> dict[str, int]:
    view = new_game(app, window, "myra")
    move = window.session.controller.state.legal_moves()[0]
    with measured(app, window) as figures:
        view.move_chosen.emit(move)
    return figures


def morra_round(app: Any, window: Any) -> dict[str, int]:
    view = new_game(app, window, "morra")
    state = window.session.controller.state
    first, second = state.choosers()
    view.choice_made.emit(first, state.legal_choices(first)[0])
    settle(app)
    with measured(app, window) as figures:
        view.choice_made.emit(second, state.legal_choices(second)[0])
    return figures


def view_point(name: str) -> int:
    from morra_suite.games.mill.board import point_index

    return point_index(name)


def dressed(app: Any, window: Any) -> None:
    """Checks that the window is up as the app runs it: menus built and dressed, the app's
    Python style installed (else its calls, which Qt makes at every paint, would be missed)."""
    from morra_suite.ui.icons import IconStyle

    if not (window.menus_built() and window.ensure_menus().dressed):
        raise SystemExit("the window's first turn did not run: the figures would miss its work")
    if not isinstance(app.style(), IconStyle):
        raise SystemExit("the app's style is not installed: its Python calls would be missed")


MOVES: dict[str, Callable[[Any, Any], dict[str, int]]] = {
    "mill placement": mill_placement,
    "mill slide": mill_slide,
    "mill removal": mill_removal,
    "Myra move": myra_move,
    "Morra round": morra_round,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="measurements of each move")
    parser.add_argument("--source", help="the checkout to measure (default: this one)")
    parser.add_argument("--top", type=int, default=0, help="list each move's busiest functions")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-move-work-")
    os.environ["MORRA_SUITE_DATA_DIR"] = os.path.join(folder, "data")
    os.environ["MORRA_SUITE_CACHE_DIR"] = os.path.join(folder, "cache")

    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("MorraSuiteBench")
    QCoreApplication.setApplicationName("morra-suite-bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, os.path.join(folder, "settings"))
    install_counters()
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.resize(1100, 760)
    window.show()
    settle(app)
    dressed(app, window)
    print(f"{'move':<16}" + "".join(f"{c:>9}" for c in COLUMNS))
    for name, play in MOVES.items():
        runs = [play(app, window) for _ in range(max(1, args.repeat))]
        best = min(runs, key=lambda figures: figures["calls"])
        print(f"{name:<16}" + "".join(f"{best[c]:>9}" for c in COLUMNS))
        for calls, where in TOP[: args.top]:  # of the last run
            print(f"{calls:>24}  {where}")
    window.unsaved.closing_allowed = True
    window.close()
    settle(app)


if __name__ == "__main__":
    main()
