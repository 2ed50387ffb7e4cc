"""The ``morra-suite`` launcher: parses the command line and starts the Qt application.

Qt is imported only inside ``main`` so ``import morra_suite.app`` stays cheap and testable; rules
and computer players are imported only when a game needs them, so the window comes up fast.

What ``main`` uses before the window is up and needs no Qt (``qt_platform``, ``linecache``) is
imported here, before Qt: PySide6's import hook (``shibokensupport.feature``) reads the source of
every module an ``import`` statement names once Qt is imported, the first time it names it, to
see whether it says "PySide6" (for ``from __feature__ import ...``, which the app never uses).
Imported before Qt, ``qt_platform`` (with ``os``) and ``linecache`` are not read before the
window maps (``benchmarks/bench_startup.py``): about 1.5 million instructions; nor is ``typing``
(4 M), named by the registry (``morra_suite.games``, imported by ``main`` before Qt) and by the
window's modules for the checker only (``TYPE_CHECKING = False``, which mypy reads as such).
"""

from __future__ import annotations

import contextlib
import gc
import linecache
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from morra_suite import qt_platform

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

_T0 = time.perf_counter()


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from morra_suite import __version__

    parser = argparse.ArgumentParser(
        prog="morra-suite", description="Morra, the mill games and Myra."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "file", nargs="?", metavar="FILE", help="a saved game to open (.pgn, .morra, .myra...)"
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window, load every game's resources, and quit with status 0",
    )
    parser.add_argument(
        "--list-themes", action="store_true", help="print the appearance themes and quit"
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the window with a game in mid-position (or the board alone, --board) to "
        "a PNG file without showing it, then quit",
    )
    parser.add_argument(
        "--game",
        default=_DEFAULTS["game"],
        metavar="G",
        help="with --screenshot: a game (mill, morra, myra) or a variant (nine, three, lasker...)",
    )
    parser.add_argument(
        "--variant", metavar="V", help="with --screenshot: the game's variant (nine, lasker...)"
    )
    parser.add_argument(
        "--theme",
        default=_DEFAULTS["theme"],
        metavar="NAME",
        help="with --screenshot: the appearance (see --list-themes; default light)",
    )
    parser.add_argument(
        "--look", metavar="NAME", help="with --screenshot: the board look (wood, light, dark...)"
    )
    parser.add_argument(
        "--language", metavar="CODE", help="with --screenshot: the language (en, de, da)"
    )
    parser.add_argument(
        "--board",
        action="store_true",
        help="with --screenshot: the board alone instead of the whole window",
    )
    parser.add_argument(
        "--position", metavar="TEXT", help="with --screenshot: a position string to show"
    )
    parser.add_argument(
        "--moves",
        metavar="TEXT",
        help="with --screenshot: moves played from the start (the last one is marked)",
    )
    parser.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="with --screenshot: the number of players (Myra: 2 or 3)",
    )
    parser.add_argument(
        "--page",
        default=_DEFAULTS["page"],
        metavar="NAME",
        help="with --screenshot: game (default) or chooser, the page of game cards",
    )
    parser.add_argument(
        "--dialog",
        metavar="NAME",
        help="with --screenshot: a dialog opened over the game "
        "(new-game, settings-rules, settings-appearance, review, set-up, lesson, my-mistakes)",
    )
    parser.add_argument(
        "--clicks",
        metavar="TEXT",
        help="with --screenshot: points clicked on the board, in the game's names (Myra: "
        "'e5 e6' asks how many soldiers go, 'e5 e6 u e7' unchains)",
    )
    parser.add_argument(
        "--size",
        default=_DEFAULTS["size"],
        metavar="WxH",
        help="with --screenshot: the picture's size in pixels (default 1200x760)",
    )
    return parser


def has_display() -> bool:
    """False when Qt would abort for want of a screen (Linux without X11/Wayland, no offscreen)."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in {"offscreen", "minimal", "vnc"}:
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


NO_DISPLAY_MESSAGE = (
    "morra-suite: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
    "Start it from a desktop session, or without a screen run it as\n"
    "  QT_QPA_PLATFORM=offscreen morra-suite --smoke\n"
    "or under a virtual X server: xvfb-run morra-suite\n"
)


def install_language(app: Any, early: dict[str, object] | None = None) -> None:
    """The user's language (``morra_suite.ui.i18n``; its setting from ``early`` when given, the
    settings read before the window: ``ui.app_config.early_settings``); English if it cannot be
    installed."""
    try:
        from morra_suite.ui.i18n import install_translators, language_setting

        install_translators(app, None if early is None else language_setting(early))
    except Exception as exc:  # a missing or broken catalogue must not stop the app
        sys.stderr.write(f"morra-suite: translations not installed ({exc})\n")


def smoke_check(window: Any) -> list[str]:
    """Loads every registered game (description, kit, board, rules text) and starts a game of
    each in the window; returns the problems (empty when fine).

    Every game of the registry counts: one whose module fails to import, or that has no kit, is
    a problem that names it, never a game skipped.
    """
    from morra_suite.games import game_keys, load_game
    from morra_suite.ui import kits
    from morra_suite.ui.dialogs.text_dialogs import rules_text
    from morra_suite.ui.render import render_state

    problems: list[str] = []
    for key in game_keys():
        try:
            game = load_game(key)  # the game's own module first: its import error is the news
            kit = kits.get_kit(key)
            state = game.new_state(variant=game.default_variant(), players=game.player_counts()[0])
            render_state(kit, state, 320, 200)
            window.start_game(key)
            window.view.grab()  # paints the board in the window
            if rules_text(key, "en") is None:
                sys.stderr.write(f"smoke: {key}: no rules text resources/rules/en/{key}.md\n")
        except Exception as exc:
            problems.append(f"{key}: {type(exc).__name__}: {exc}")
    return problems


def parse_arguments(argv: Sequence[str]) -> Any:
    """The command line read by ``build_parser``. A start without arguments (the menu entry,
    the usual case) gets the parser's defaults without importing argparse (start-up is
    benchmarked); ``build_parser`` stays the one place that defines them."""
    if argv:
        return build_parser().parse_args(list(argv))
    from types import SimpleNamespace

    return SimpleNamespace(**_DEFAULTS)


_DEFAULTS = {
    "file": None,
    "list_themes": False,
    "smoke": False,
    "screenshot": None,
    "game": "mill",
    "position": None,
    "moves": None,
    "clicks": None,
    "size": "1200x760",
    "variant": None,
    "theme": "light",
    "look": None,
    "language": None,
    "board": False,
    "players": None,
    "page": "game",
    "dialog": None,
}


def _apply_theme(app: Any) -> None:
    from morra_suite.ui import theme

    theme.apply(app)


JOURNAL_NAME = "written-folders.txt"  # core.files lists the user's folders it wrote in here


def keep_written_folders() -> None:
    """Has ``core.files`` list every folder outside the app's own it writes in (a saved game's,
    an exported board's), for ``tidy_stale_files`` at the next start."""
    from morra_suite.controllers.autosave import data_dir
    from morra_suite.core.files import keep_journal

    keep_journal(data_dir() / JOURNAL_NAME)


def tidy_stale_files() -> list[Any]:
    """Removes the temporary files that interrupted writes left (a kill during a save, an
    autosave, a progress or cache write) in every folder the app writes: the data folder and the
    cache folder and the folders below them, and the user's folders it wrote in (listed by
    ``keep_written_folders``); the settings' folder is tidied as the settings are read. A dead
    writer's go at once, a running copy's stay (``core.files.tidy_tree``). Returns what went."""
    from morra_suite.controllers.autosave import data_dir
    from morra_suite.core.files import (
        cache_root,
        clean_dead_temporaries,
        journal_folders,
        tidy_tree,
    )

    removed: list[Any] = []
    for root in (data_dir(), cache_root()):
        removed += tidy_tree(root)
    for folder in journal_folders(data_dir() / JOURNAL_NAME):
        removed += clean_dead_temporaries(folder)
    return removed


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.list_themes:
        from morra_suite.ui.theme import names

        sys.stdout.write("\n".join(names()) + "\n")
        return 0
    if args.screenshot:
        if not has_display():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a picture needs no screen
        from morra_suite.ui.window.screenshot import screenshot

        return screenshot(args, install_language)
    if not has_display():
        sys.stderr.write(NO_DISPLAY_MESSAGE)
        return 2
    from morra_suite import games  # noqa: F401  (before Qt: see the module's docstring)

    collect_after_start()
    try:
        from PySide6.QtCore import QTimer, qInstallMessageHandler
        from PySide6.QtWidgets import QApplication
    except ImportError as error:  # Qt's GUI library links system libraries a minimal Linux lacks
        gc.enable()  # (no window to wait for)
        from morra_suite.qt_platform import EXIT_NO_PLATFORM, import_failure_message

        message = import_failure_message(error)
        if message is None:
            raise
        sys.stderr.write(message)
        return EXIT_NO_PLATFORM

    spare_source_reads()  # before the window's modules come in
    probe = os.environ.get("MORRA_SUITE_STARTUP_PROBE")
    stamps = [("qt imported", time.perf_counter())]
    qInstallMessageHandler(qt_platform.message_filter)  # before Qt loads its platform plugin
    app = QApplication.instance() or QApplication([sys.argv[0]])
    stamps.append(("application", time.perf_counter()))
    from morra_suite.ui.app_config import configure_application, early_settings
    from morra_suite.ui.window.main_window import MainWindow

    stamps.append(("window module", time.perf_counter()))
    early = early_settings()  # what the window reads before it maps, without QSettings' type
    configure_application(app, defer_icon=True, own_writer=True, early=early)  # icon once up
    install_language(app, early)
    forget_source_lines()  # the window's modules' lines: the window is built in their place
    QTimer.singleShot(0, forget_source_lines)  # the settings writer's lines, before the menus
    window = MainWindow()
    if sys.platform == "darwin":  # a double-clicked saved game comes as an event there only
        from morra_suite.ui.window.open_requests import OpenRequests

        app.installEventFilter(OpenRequests(window))  # (a Python filter sees every event)
    window.restore_geometry(early)
    stamps.append(("window built", time.perf_counter()))
    window.show()
    stamps.append(("shown", time.perf_counter()))
    from morra_suite.controllers import collector  # (its docstring: why on the GUI thread only)

    QTimer.singleShot(0, collector.start)  # the window is up (``collect_after_start``)
    QTimer.singleShot(0, forget_source_lines)  # the window's first turn's (menus, icons...)
    # the journal of folders written in, on the first turn (before any write): not the chooser's
    QTimer.singleShot(0, keep_written_folders)
    # the warm palette (or the dark one) once the window is up: Qt's colour-scheme query would
    # build Qt's enum namespace before the first frame, which start-up is measured against
    QTimer.singleShot(0, lambda: _apply_theme(app))
    QTimer.singleShot(0, tidy_stale_files)
    if probe == "phases":
        for label, at in stamps:
            sys.stderr.write(f"{label}: {(at - _T0) * 1000:.0f} ms\n")
    if probe:
        # benchmarks/bench_startup.py: report when the event loop runs with the window shown
        def report() -> None:
            sys.stdout.write(f"UP {time.perf_counter() - _T0:.4f}\n")
            sys.stdout.flush()
            app.quit()

        QTimer.singleShot(0, report)
        return app.exec()
    if args.smoke:
        import tempfile
        from pathlib import Path

        from morra_suite.controllers.autosave import Autosave

        # the smoke games must not be offered for resuming to the real user next time
        smoke_data = tempfile.TemporaryDirectory(prefix="morra-suite-smoke-")
        window.autosave = Autosave(Path(smoke_data.name))
        status = {"code": 0}

        def run_smoke() -> None:
            problems = smoke_check(window)
            for problem in problems:
                sys.stderr.write(f"smoke: {problem}\n")
            status["code"] = 1 if problems else 0
            window.close()
            smoke_data.cleanup()
            app.quit()

        QTimer.singleShot(0, run_smoke)
        app.exec()
        return status["code"]
    from morra_suite.ui.app_config import pass_layout_folder

    QTimer.singleShot(0, pass_layout_folder)  # the user's Morra boards, before a game is opened
    QTimer.singleShot(0, lambda: open_at_start(window, args.file))
    QTimer.singleShot(0, forget_source_lines)  # the journal's and the theme's
    QTimer.singleShot(SLOW_SEARCH_NOTE_DELAY_MS, lambda: show_slow_search_note(window))
    QTimer.singleShot(SETTLE_DELAY_MS, settle_after_start)
    return app.exec()


SETTLE_DELAY_MS = 3000  # once the window, its menus and its card pictures are up


def collect_after_start() -> None:
    """No cyclic garbage collection until the window is up (the event loop's first turn starts
    it again, on the GUI thread only: ``controllers.collector``; ``settle_after_start`` collects
    once and freezes what start-up made).

    Why: PySide6's import and the window's build make some 20,000 objects that live as long as
    the app (types, enums, modules, widgets' wrappers) and hardly any garbage; Python's collector,
    triggered by the count of objects made, went through them again and again before the first
    frame: about 13 million instructions (2 % of the start-up the bare PySide6 window makes,
    more in time, as it walks memory), for nothing to collect (issue 47)."""
    gc.disable()


# The window's modules imported before it maps (``spare_source_reads``): a test holds the list to
# what a start imports (tests/test_app_smoke.py).
WINDOW_MODULES = (
    "morra_suite.ui",
    "morra_suite.ui.app_config",
    "morra_suite.ui.i18n",
    "morra_suite.ui.kits",
    "morra_suite.ui.chooser",
    "morra_suite.ui.chooser.card_words",
    "morra_suite.ui.chooser.chooser",
    "morra_suite.ui.chooser.chooser_card",
    "morra_suite.ui.panels",
    "morra_suite.ui.panels.elided_label",
    "morra_suite.ui.window",
    "morra_suite.ui.window.main_window",
    "morra_suite.ui.window.status_line",
    "morra_suite.ui.window.window_helpers",
    "morra_suite.ui.window.window_start",
)


PYSIDE_PACKAGES = ("PySide6", "shiboken6", "shibokensupport", "__feature__", "signature_bootstrap")


def spare_source_reads() -> None:
    """Tells PySide6's import hook at once that the app's modules use PySide and select no
    ``__feature__``, so that it reads none of their sources to find out.

    Why: once Qt is imported, every ``import`` statement goes through the hook
    (``shibokensupport.feature``), which for each module it has not seen reads the module's whole
    source (``inspect.getsource``, into ``linecache``) to look for the word "PySide6", and notes
    the answer in the feature table (``__feature__.pyside_feature_dict``, which PySide publishes:
    0, no feature selected; -1, a module that does not use PySide). For the launcher's and the
    window's modules that was some 15 sources read before the window maps: about 4 million
    instructions, nearly 1 ms (issue 47). The app never selects a feature, so 0 is the answer the
    hook would note for each of ours, and -1 for the standard library's already imported (those
    a window's module names again, ``enum``'s 80 KB among them); PySide's own are left to it. A
    PySide without the table (another version) reads them all as before.
    """
    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in WINDOW_MODULES:
        table.setdefault(name, 0)
    for name in list(sys.modules):  # ours, and the standard library's imported before Qt
        if not name.startswith(PYSIDE_PACKAGES):
            table.setdefault(name, 0 if name.startswith("morra_suite") else -1)


def forget_source_lines() -> None:
    """Empties Python's line cache, which PySide6's import hook fills with every line of every
    module imported after Qt (``settle_after_start`` says why; the window's own, read no more
    since ``spare_source_reads``, were most of it before the map: PySide's own and ``enum``'s
    are left). Emptied as soon as the window's modules are in, and again after the first turn's
    (menus, icons, theme, pictures), their memory is taken again by what start-up goes on to
    make (the window, its menus); emptied only at the settle, it stayed as holes among what
    lives on (Python keeps a block of its memory while one object in it lives): about 1.8 MiB
    more 5 s after the map (issue 47).
    (``linecache`` is the module's own import, made before Qt's: see the module's docstring.)"""
    linecache.clearcache()


def settle_after_start() -> None:
    """Gives back what start-up used and nothing needs any more (``benchmarks/bench_startup.py``
    reads the memory 5 s after the window shows; about 4 MiB go here):

    - Python's line cache: PySide6's import hook (``shibokensupport.feature``) reads the source of
      every module imported after Qt (``inspect.getsource``, to see whether it selects a
      ``__feature__``), and ``linecache`` keeps every line of them, about 1.7 MiB nobody reads (a
      traceback reads its lines again);
    - start-up's garbage, collected; what is left (Qt's wrappers, modules, the chooser) lives as
      long as the app, and is frozen out of the cyclic collector's sight, so a full collection
      later walks only what came after it;
    - the C heap's free pages (glibc's ``malloc_trim``): freed memory (imports' temporaries,
      decoded pictures) otherwise stays mapped to the process.
    """
    trim = heap_trimmer()  # (imported before the cache is emptied: the hook reads ctypes too)
    linecache.clearcache()
    gc.collect()
    gc.freeze()
    if trim is not None:
        trim(0)


def heap_trimmer() -> Any:
    """glibc's ``malloc_trim``, which returns the C heap's free pages to the system; ``None``
    where there is none (another C library, another system)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        trim = ctypes.CDLL(None).malloc_trim  # the process's own symbols: glibc's, if it is that
    except (AttributeError, OSError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


SLOW_SEARCH_NOTE_DELAY_MS = 3000  # once the window and its card pictures are up
SLOW_SEARCH_NOTE = (
    "The mill computer uses its slow pure-Python search: the app was installed without a C "
    "compiler (see the README)."
)
SLOW_SEARCH_MARKER = "slow-search-noted"


def slow_search_note(native_available: bool, data_folder: Path) -> str | None:
    """The note for an install without the compiled mill search, the first time only: it is
    about the install, so one start says it (a file in the data folder remembers that)."""
    marker = data_folder / SLOW_SEARCH_MARKER
    if native_available or marker.exists():
        return None
    from morra_suite.core.files import write_text_atomic

    # the app's one writer, as for every file it keeps (an unwritable data folder: a note again)
    with contextlib.suppress(OSError):
        write_text_atomic(marker, "shown\n")
    return SLOW_SEARCH_NOTE


def native_search_built() -> bool:
    """Whether the install has the compiled mill search: its extension file is there.

    Asked without importing it: ``morra_suite.ai.mill`` brings the whole mill computer (engine,
    searches, tables, about 14 MiB) into a window that may never play one, three seconds after
    start-up. (A checkout whose C sources changed since the build is rebuilt by ensure-env.sh;
    ``ai.mill.native.available`` still refuses a stale core when a game asks for it.)"""
    from importlib.machinery import EXTENSION_SUFFIXES
    from pathlib import Path

    folder = Path(__file__).resolve().parent / "ai" / "mill"
    return any((folder / f"_native{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


def show_slow_search_note(window: Any) -> None:
    """In the status line and on stderr, if ``slow_search_note`` says so."""
    from morra_suite.controllers.autosave import data_dir

    note = slow_search_note(native_search_built(), data_dir())
    if note:
        sys.stderr.write(f"morra-suite: {note}\n")
        window.statusBar().showMessage(note, 20000)


def open_at_start(window: Any, file: str | None) -> bool:
    """What the window does first: opens ``file`` (``morra-suite FILE``, a double-clicked saved
    game); a file that cannot be read gives a message and the chooser stays. Without a file, it
    offers the game a crash left behind."""
    if not file:
        window.offer_resume()
        return False
    # A game a crash left stays for the next start to offer: this copy writes its own autosave.
    window.session.autosave.claim(take_orphan=False)
    window.preferences.check_settings()
    return bool(window.open_file(file))
