"""A start as the menu entry makes it (``morra-suite`` without arguments) keeps no more than the
chooser needs once it has settled (issue 47: the window as light as a bare PySide6 one).

``benchmarks/bench_startup.py`` measures the memory, 5 s after the window is mapped; this checks
what stands behind the figure, in a process of its own, when ``settle_after_start`` has run: no
game's rules, board or computer, no game session (and so no sound output, whose numpy and audio
library alone were about 24 MiB, and no learning store), no autosave writer, no OpenSSL, and
with no autosave there no resume offer's machinery; no PySide types beyond the first page's; the
line cache PySide6's import hook fills is empty, and was so as the window was built and as its
pictures came (emptied as start-up goes, its memory was taken again); the chooser keeps its
cached pictures only as big as it draws them; the toolbar's icons come from the cache, without
Qt's SVG plugin; and the cyclic garbage collector, off while the window was built, is on again
on the GUI thread only: its timer runs, the interpreter's automatic collection stays off
(``controllers.collector``).
The first start draws the pictures and the icons (that one loads the games) and caches them;
the second is the one checked, as every start after the first.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.app_process import private_env

SCRIPT = r"""
import gc
import linecache
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

import morra_suite.app as launcher
from morra_suite.ui.chooser.card_pictures import CardPictures
from morra_suite.ui.chooser.chooser_card import CARD_PICTURE
from morra_suite.ui.window.main_window import MainWindow

LAZY = (
    "morra_suite.games.", "morra_suite.ai", "morra_suite.ui.mill", "morra_suite.ui.morra",
    "morra_suite.ui.myra", "morra_suite.controllers.session", "morra_suite.controllers.learn",
    "morra_suite.controllers.autosave_writer", "morra_suite.ui.sound.player",
    "morra_suite.learn", "numpy", "miniaudio", "hashlib", "secrets",
    # the game clock's display and words (View's toggle reads its setting from the announcer)
    "morra_suite.ui.panels.clock_display", "morra_suite.ui.clock_words",
    "morra_suite.core.game_clock",
    # the rules' errors and records' bounds, and ``dataclasses`` (the looks and themes are
    # named tuples; the autosave module asks for its bound when it reads)
    "morra_suite.core.errors", "morra_suite.core.bounds", "dataclasses",
    # the resume offer's machinery, with no autosave to offer
    "morra_suite.ui.commands.game_files", "morra_suite.controllers.autosave_summary", "json",
)
# PySide types only a walk over every Qt class makes (``icons.plain_style`` listed the
# application's children once, and PySide made ~340 types to name the platform's objects), and
# the message box only an offer or a warning needs
UNMADE = ("QCalendarWidget", "QMdiArea", "QMessageBox")
settle = launcher.settle_after_start
# the line cache PySide6's hook fills is emptied as start-up goes (``forget_source_lines``): by
# the time the window is built, and again once the first turn's work is done (the pictures)
LINES_AT = {}
# and no cyclic garbage collection while the window is built (``collect_after_start``): on again
# once it is up
COLLECTING = {}
building, loading = MainWindow.__init__, CardPictures.load_cached


def build(self, *args):
    LINES_AT.setdefault("window", len(linecache.cache))
    COLLECTING.setdefault("window", gc.isenabled())
    building(self, *args)


def load(self):
    LINES_AT.setdefault("pictures", len(linecache.cache))
    loading(self)


MainWindow.__init__, CardPictures.load_cached = build, load


def window():
    (found,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    return found


def report():
    cards = window().cards
    if cards.pending or len(cards.shown) < len(window().chooser.cards):
        QTimer.singleShot(20, report)  # a first start: its pictures are still being drawn
        return
    print("LOADED", sorted(m for m in sys.modules if m.startswith(LAZY)))
    print("SESSION", window().existing_session())
    gc.unfreeze()  # (settled: the start's objects are frozen out of the collector's lists)
    made = {t.__name__ for t in gc.get_objects() if isinstance(t, type)} & set(UNMADE)
    print("UNMADE", sorted(made))
    print("LINES", len(linecache.cache), sorted(linecache.cache))
    print("LINES AT", LINES_AT)
    from morra_suite.controllers import collector

    COLLECTING["settled"] = collector.guard().running
    COLLECTING["automatic"] = gc.isenabled()
    print("COLLECTING", COLLECTING)
    widths = [card.picture.painted().width() for card in window().chooser.cards.values()]
    print("SMALLER", all(0 < width < CARD_PICTURE.width() for width in widths), widths)
    # the toolbar's icons read from the cache: no SVG plugin, no SVG library
    with open("/proc/self/maps") as maps:  # (Linux, as the start-up benchmark)
        print("SVG", sorted({line.split("/")[-1] for line in maps if "svg" in line.lower()}))
    QApplication.instance().quit()


def settled():
    settle()
    report()


launcher.settle_after_start = settled
sys.exit(launcher.main([]))
"""


def _start(env: dict[str, str]) -> str:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=180
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc, as the benchmark")
def test_a_settled_start_holds_only_what_the_chooser_needs(tmp_path) -> None:
    env = private_env(tmp_path)
    _start(env)  # draws and caches the card pictures
    lines = _start(env)
    assert "LOADED []" in lines, lines
    assert "SESSION None" in lines, lines
    assert "UNMADE []" in lines, lines
    assert "LINES 0" in lines, lines
    assert "LINES AT {'window': 0, 'pictures': 0}" in lines, lines
    assert "COLLECTING {'window': False, 'settled': True, 'automatic': False}" in lines, lines
    assert "SMALLER True" in lines, lines
    assert "SVG []" in lines, lines
