"""The launcher: starts and quits by itself, and says something useful without a display."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import morra_suite
from tests.app_process import private_env, run_script


def test_smoke_start_quits_with_zero() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--smoke"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr


def test_no_display_gives_a_plain_message(monkeypatch) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux needs a display server: elsewhere the app always has a screen")
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "no display found" in result.stderr


def test_screenshot_renders_a_board_without_a_window(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env.pop("QT_QPA_PLATFORM", None)  # a picture needs no screen: the launcher knows
    target = tmp_path / "board.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "morra_suite",
            "--screenshot",
            str(target),
            "--game",
            "nine",
            "--position",
            "nine w:a1,d1,g4 b:a7,d7 hand:6,7 to:b",
            "--size",
            "640x400",
            "--board",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    data = target.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (640, 400)


def test_screenshot_refuses_a_bad_position_plainly(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "morra_suite",
            "--screenshot",
            str(tmp_path / "x.png"),
            "--position",
            "nine w:z9 b:- hand:9,9 to:w",
            "--board",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "z9" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "x.png").exists()


# What the first screen (the chooser) does not need, loaded on first use or once the window is
# up: the window's helpers (made on first use), the stored rules, dialog placement, the
# rules' types behind ``morra_suite.core`` (its names load on first use), and the package
# resources machinery (a shipped language is known without it); the menus and the toolbar are
# built on the first turn with the window shown (``MainWindow.ensure_menus``).
LAZY_AT_START = (
    "morra_suite.ui.window.menus",
    "morra_suite.ui.commands.recent_files",
    "morra_suite.ui.commands.game_files",
    "morra_suite.ui.window.autosave_banner",
    "morra_suite.ui.commands.unsaved",
    "morra_suite.ui.commands.play_actions",
    "morra_suite.ui.window.notice_watch",
    "morra_suite.ui.chooser.card_pictures",
    "morra_suite.ui.board_looks",
    "morra_suite.ui.dialogs.dialog_placement",
    "morra_suite.ui.commands.rules_store",
    "morra_suite.ui.icons",
    "morra_suite.ui.theme",
    "morra_suite.controllers.autosave",
    "morra_suite.core.errors",
    "morra_suite.core.record",
    "morra_suite.core.outcome",
    "morra_suite.core.files",
    "morra_suite.core.notices",
    "morra_suite.core.bounds",
    "dataclasses",
    "importlib.resources",
)


def test_the_window_shows_without_rules_or_computer_players(tmp_path) -> None:
    """Start-up is benchmarked: rules, AI and boards are loaded when a game needs them.

    The chooser lists the game registry (``morra_suite.games``, which imports no game) with the
    words the kits were registered with; no game, kit, computer, board or controller is loaded,
    and nothing of Learn (its lessons and puzzles load when it is first opened), nor anything
    of ``LAZY_AT_START``.
    """
    script = (
        "import sys\n"
        f"LAZY_AT_START = {LAZY_AT_START!r}\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from morra_suite.ui.window.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('morra_suite.games.',"
        " 'morra_suite.ai', 'morra_suite.ui.mill', 'morra_suite.ui.morra', 'morra_suite.ui.myra',"
        " 'morra_suite.controllers.game_controller', 'morra_suite.controllers.computer_thinking',"
        " 'morra_suite.controllers.session',"
        " 'morra_suite.ui.board_view', 'morra_suite.learn', 'morra_suite.ui.learn',"
        " 'morra_suite.controllers.learn_', 'numpy', 'scipy', *LAZY_AT_START)))\n"
        "print('LOADED', loaded)\n"
    )
    output = run_script(script, tmp_path)
    assert "LOADED []" in output, output


# Qt types whose Python side costs start-up time to make (Qt's namespace alone, with its
# hundreds of enums, was about 50 ms of CPU): none is needed before the first screen is up.
# A Python override given a plain QEvent (changeEvent, an event filter) makes the types of all
# of Qt's events: QActionEvent stands for them; one given a QResizeEvent (a ``resizeEvent``
# called while the window is shown) makes QEvent's, with its enum of 180 event types.
# QMessageBox brings QDialog and its enums. QKeySequence (its enum of standard keys) comes with
# the menus' shortcuts: the menus are built on the first turn with the window shown. QFont
# brings eight enums (about 7 million instructions): the chooser's titles are sized by name.
# QPalette brings its colour roles and groups (about 2.8 million): the cards' words take the
# window's text colour once the window is up (``GameChooser.window_up``). QVBoxLayout with
# QBoxLayout (about 1.8 million): the chooser and its cards are one-column grids. QPixmap,
# QSizeF and QRectF (about 0.4 million together): a card's picture holds none until it has one
# (``chooser_card.Picture``). QSizePolicy with its three enums (about 3.3 million with the
# cards'): the status line's label is held to its line on the window's first turn. (QSettings,
# with three enums, is not made before the map by the launcher, which reads the first screen's
# settings itself: ``test_the_launcher_reads_the_first_screens_settings_without_qsettings``.)
COSTLY_QT_TYPES = (
    "QtGui.QFont",
    "QtGui.QPalette",
    "QtCore.Qt",
    "QtCore.QEvent",
    "QtGui.QActionEvent",
    "QtGui.QKeySequence",
    "QtGui.QIcon",
    "QtWidgets.QMessageBox",
    "QtWidgets.QDialog",
    "QtCore.QIODevice",
    "QtCore.QTranslator",
    "QtWidgets.QVBoxLayout",
    "QtWidgets.QBoxLayout",
    "QtGui.QPixmap",
    "QtCore.QSizeF",
    "QtCore.QRectF",
    "QtWidgets.QSizePolicy",
)


def test_the_window_shows_without_costly_qt_types(tmp_path) -> None:
    """PySide6 makes a Qt class's Python type (and its enums) when first touched; the bare
    window the start-up is measured against touches none of these, and nor may the app's window
    before it is shown (``benchmarks/bench_startup.py``)."""
    script = (
        "import sys\n"
        "from PySide6 import QtCore, QtGui, QtWidgets\n"
        "app = QtWidgets.QApplication([])\n"
        "from morra_suite.ui.app_config import configure_application\n"
        "configure_application(app, defer_icon=True)  # as the launcher: the icon comes later\n"
        "from morra_suite.ui.window.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "made = [f'{m.__name__.split(\".\")[1]}.{name}' for m in (QtCore, QtGui, QtWidgets)"
        " for name in vars(m)]\n"
        f"print('MADE', sorted(set(made) & set({COSTLY_QT_TYPES!r})))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MORRA_SUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "MADE []" in result.stdout, result.stdout


def test_the_launcher_reads_the_first_screens_settings_without_qsettings(tmp_path) -> None:
    """The settings the window reads before it maps (the carried-over mark, the language, the
    window's geometry) come from the settings file itself (``ui.app_config.early_settings``):
    ``QSettings``' type, with its three enums, is made once the window is up, by the settings
    writer. Every start but the first (which carries old settings over at once) is so."""
    script = (
        "import sys, time\n"
        "import morra_suite.app as launcher\n"
        "made = []\n"
        "real = time.perf_counter\n"
        "class Clock:\n"
        "    def perf_counter(self):\n"
        "        if sys._getframe(1).f_code.co_name == 'main':  # (the last: the show)\n"
        "            qt = sys.modules.get('PySide6.QtCore')\n"
        "            made.append(qt is not None and 'QSettings' in vars(qt))\n"
        "        return real()\n"
        "launcher.time = Clock()\n"
        "launcher.main([])\n"
        "print('MADE', made)\n"
    )
    env = private_env(tmp_path, MORRA_SUITE_STARTUP_PROBE="1")
    outputs = []
    for start in range(2):
        if start:  # a language and a geometry stored, as a window closed before leaves them
            from PySide6.QtCore import QByteArray, QSettings

            path = tmp_path / "config" / "MorraSuite" / "morra-suite.conf"
            store = QSettings(str(path), QSettings.Format.IniFormat)
            store.setValue("ui/language", "de")
            store.setValue("window/geometry", QByteArray(b"not a geometry Qt can restore"))
            store.sync()
            del store
        result = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
        outputs.append([line for line in result.stdout.splitlines() if line.startswith("MADE")])
    first, again = (ast.literal_eval(line.removeprefix("MADE ")) for (line,) in outputs)
    assert first[-1]  # the first start carries the old names' settings over with QSettings
    assert len(again) >= 5 and again[-1] is False, again  # up to the show, none


def test_pyside_reads_no_launcher_or_os_source_before_the_window(tmp_path) -> None:
    """PySide6's import hook reads the source of each module an import statement names after Qt
    is imported (into ``linecache``, to look for "PySide6"): the launcher imports what it needs
    of its own before Qt (``qt_platform``, and with it ``os``), and the window's modules name
    neither ``os`` nor ``pathlib`` before it is up, so none of their sources is read then (with
    ``typing``'s, which every module names, they were two thirds of what was read). Nor is
    ``typing``'s (120 KB): the registry's modules name it before Qt (the launcher imports them
    first), the window's modules not at all. Nor is any of the app's own: the launcher tells the
    hook about them first (``spare_source_reads``, whose list of the window's modules this holds
    to what a start imports). The second start is looked at, as every start after the first
    (which writes the settings at once)."""
    script = (
        "import linecache\n"
        "import morra_suite.app as launcher\n"
        "read = []\n"
        "forget = launcher.forget_source_lines\n"
        "def spy():\n"
        "    read.append(sorted(linecache.cache))\n"
        "    forget()\n"
        "launcher.forget_source_lines = spy\n"
        "launcher.main([])\n"
        "print('READ', read[0])\n"
    )
    env = private_env(
        tmp_path,
        MORRA_SUITE_STARTUP_PROBE="1",  # the app quits on the event loop's first turn
    )
    for _start in range(2):
        result = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("READ")]
    read = [Path(name) for name in ast.literal_eval(line.removeprefix("READ "))]
    assert Path("PySide6", "__init__.py") in [Path(*p.parts[-2:]) for p in read], line  # (as ever)
    for name in ("os.py", "pathlib.py", "linecache.py", "typing.py", "__future__.py"):
        assert name not in [p.name for p in read], line
    package = Path(morra_suite.__file__).resolve().parent
    ours = [p for p in read if p.resolve().is_relative_to(package)]
    assert ours == [], f"read before the window maps (add to app.WINDOW_MODULES): {ours}"


def test_the_menus_come_on_the_first_turn_with_the_window_shown(tmp_path) -> None:
    """Building the 33 actions with their shortcuts took about 11 ms before the window could
    show: they are built on the event loop's first turn, without being asked for; asked for
    sooner (an action, the menu bar), they are built then."""
    script = (
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from morra_suite.ui.window.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "print('AT SHOW', window.menus_built())\n"
        "QTimer.singleShot(0, app.quit)\n"
        "app.exec()\n"
        "print('AFTER THE TURN', window.menus_built())\n"
        "print('MENUS', [a.text() for a in window.menuBar().actions()])\n"
        "print('TOOLBAR', [a.text() for a in window.toolbar.actions()])\n"
        "other = MainWindow()\n"
        "print('ASKED', other.undo_action.text(), other.menus_built())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MORRA_SUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout
    assert "AT SHOW False" in lines and "AFTER THE TURN True" in lines, lines
    assert "MENUS ['&Game', '&Edit', '&View', '&Learn', '&Help']" in lines, lines
    assert "TOOLBAR ['&New…', '&Undo', '&Redo', '&Hint', '&Sound']" in lines, lines
    assert "ASKED &Undo True" in lines, lines


def test_the_window_shows_without_a_style_sheet(tmp_path) -> None:
    """Parsing a Qt style sheet and polishing the widgets under it cost about 10 ms before the
    first frame: the first screen (the chooser's cards too) paints from the palette."""
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from morra_suite.ui.window.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "sheets = [type(w).__name__ for w in app.allWidgets() if w.styleSheet()]\n"
        "print('SHEETS', sheets + (['application'] if app.styleSheet() else []))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MORRA_SUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "SHEETS []" in result.stdout, result.stdout


def test_a_game_that_fails_to_import_fails_the_smoke_run() -> None:
    """A registered game whose module is missing or broken is an error, never "not built yet"."""
    script = (
        "import sys\n"
        "from morra_suite.games import register_game\n"
        "from morra_suite.app import main\n"
        "register_game('broken', 'morra_suite.games.no_such_game.game:GAME')\n"
        "sys.exit(main(['--smoke']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1, result.stderr
    assert "smoke: broken: ModuleNotFoundError" in result.stderr
    assert "no_such_game" in result.stderr


def test_version_prints_the_package_version() -> None:
    from morra_suite import __version__

    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"morra-suite {__version__}"


def test_an_offscreen_smoke_run_prints_nothing_but_its_own_reports(tmp_path) -> None:
    """Qt's note that offscreen windows take no size hints came on every run: filtered."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MORRA_SUITE_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--smoke"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "propagateSizeHints" not in result.stderr
    assert [line for line in result.stderr.splitlines() if not line.startswith("smoke:")] == []


def test_a_window_without_its_x_libraries_names_the_packages(tmp_path) -> None:
    """A minimal Linux lacks X libraries of Qt's xcb plugin: here one is there but broken (an
    empty file found first), which the dynamic linker refuses as it refuses a missing one. The
    app must name the library and its package, and exit, not abort with Qt's wrong hint."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Qt's xcb plugin and its X libraries are Linux's only")
    from morra_suite.qt_platform import EXIT_NO_PLATFORM, xcb_plugin

    if xcb_plugin() is None:
        pytest.skip("this Qt has no xcb platform plugin")
    (tmp_path / "libxcb-icccm.so.4").write_bytes(b"")
    env = {k: v for k, v in os.environ.items() if k not in {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY"}}
    env.update(
        DISPLAY=":0",  # not reached: the plugin fails to load first
        LD_LIBRARY_PATH=str(tmp_path),
        MORRA_SUITE_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == EXIT_NO_PLATFORM, result.stderr
    assert "the window cannot open" in result.stderr
    assert "the system library libxcb-icccm.so.4 is missing or broken" in result.stderr
    assert "sudo apt install libxcb-icccm4" in result.stderr
    assert "sudo dnf install xcb-util-wm" in result.stderr
    assert "xcb-cursor0 or libxcb-cursor0 is needed" not in result.stderr
    assert "Traceback" not in result.stderr


# Libraries Qt's GUI library links, which a minimal Linux may lack, with their Debian and Fedora
# packages: the sentence must name all three.
QT_GUI_LIBRARIES = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
}


@pytest.mark.parametrize("library", sorted(QT_GUI_LIBRARIES))
def test_a_missing_gui_library_is_named_with_its_packages(library: str, tmp_path) -> None:
    """Qt's GUI library links these; without one, importing PySide6's widgets fails before Qt
    can say anything. A broken copy found first (an empty file on LD_LIBRARY_PATH) fails as a
    missing one does: one sentence names the library and its packages, no traceback."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the system libraries of Qt on Linux")
    from morra_suite.qt_platform import EXIT_NO_PLATFORM

    (tmp_path / "stub").mkdir()
    (tmp_path / "stub" / library).write_bytes(b"")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        LD_LIBRARY_PATH=str(tmp_path / "stub"),
        MORRA_SUITE_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--smoke"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    debian, fedora = QT_GUI_LIBRARIES[library]
    assert result.returncode == EXIT_NO_PLATFORM, result.stderr
    sentence = result.stderr.splitlines()[0]
    assert f"the system library {library} is missing or broken" in sentence, result.stderr
    assert f"sudo apt install {debian}\u201d" in sentence and "(Debian, Ubuntu)" in sentence
    assert f"sudo dnf install {fedora}\u201d (Fedora)" in sentence
    assert "Traceback" not in result.stderr


def test_every_x_library_has_its_debian_and_fedora_package() -> None:
    from morra_suite.qt_platform import SYSTEM_LIBRARIES, X_LIBRARIES

    for library, debian in X_LIBRARIES.items():
        assert SYSTEM_LIBRARIES[library][0] == debian, library
    for library, packages in QT_GUI_LIBRARIES.items():
        assert SYSTEM_LIBRARIES[library] == packages, library


def test_an_install_without_the_compiled_search_says_so_once(tmp_path) -> None:
    from morra_suite.app import SLOW_SEARCH_NOTE, slow_search_note

    folder = tmp_path / "data"
    assert slow_search_note(True, folder) is None, "nothing to say with the compiled search"
    assert slow_search_note(False, folder) == SLOW_SEARCH_NOTE
    assert slow_search_note(False, folder) is None, "said once is enough"
    assert "C compiler" in SLOW_SEARCH_NOTE


def test_the_slow_search_check_knows_the_compiled_search_without_loading_the_computer() -> None:
    """Three seconds after start-up the app asks whether the compiled mill search is there; the
    answer must not bring the whole mill computer (engine, searches, tables: about 14 MiB) into
    a window that may never play against it."""
    script = (
        "import sys\n"
        "from morra_suite.app import native_search_built\n"
        "built = native_search_built()\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('morra_suite.ai'))\n"
        "from morra_suite.ai.mill import native\n"
        "print(built, native.available(), loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    built, available, loaded = result.stdout.split(" ", 2)
    assert loaded.strip() == "[]", loaded
    assert built == available, "the file check and the loaded core disagree"


def test_a_start_without_arguments_reads_the_parsers_defaults() -> None:
    """The fast path (no argparse) and the parser must agree on every option's default."""
    from morra_suite.app import build_parser, parse_arguments

    assert vars(parse_arguments([])) == vars(build_parser().parse_args([]))


def test_list_themes_prints_the_appearance_names() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "morra_suite", "--list-themes"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["system", "light", "dark"]
