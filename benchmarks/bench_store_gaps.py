"""The window never stands still over 100 ms while a hostile store is read (issue 43).

Drives the real main window (offscreen, or under Xvfb with ``QT_QPA_PLATFORM=xcb``) through
what a user does with a hostile or damaged store, while a timer in the GUI thread ticks every
2 ms: the longest interval between two ticks is the longest the event loop stood still.

* Game › Open of every hostile record of ``bench_stores`` (4 MB each) and of a legal game of
  3,000 moves, as ``.pgn`` (the mill reader) and ``.txt`` (offered to every game in turn):
  the gap, and the time until the refusal's message (or the opened game) is there;
* Learn › My Progress and Learn › Puzzles with each hostile progress file;
* a start with each hostile autosave (the resume offer; for a game of 3,000 moves of each game,
  answering Yes too) and with each hostile settings file
  (the launcher's settings writer, then the window and its first turns): the time the
  settings take before the window, and the gap after.

Printed per store and input: the longest gap (target: under 100 ms), the time until done, and
the growth of the process's peak memory (target: under 100 MB); the load average first and
last (every figure is wall-clock and grows with the machine's load).

    .venv/bin/python benchmarks/bench_store_gaps.py [--only open|learn|autosave|settings] [--why]
        [--first] [--guard]

``--guard``: Python's cyclic collection on the GUI thread only, by its timer, as the launcher has
it once the window is up (``controllers.collector``); a record read then holds the timer.

Beside each gap, the most CPU time the GUI thread itself ran between two ticks (``cpu ms``):
on a loaded machine most of a gap is the wait for a core, which that figure leaves out.
``--first``: only the rows of a first game put on (the first opens of a short game, Yes to a
long autosave of each game), issue 43's last rows. A game put on a new board is painted some
turns after it is put on (``GameScreen.paint_held``): such a row lasts until that paint, so its
gap and CPU figures cover every turn of it and ``took`` is the time until the game is seen.

The settings are written as the launcher has them (``controllers.settings_file``): their private
copy is in ``XDG_RUNTIME_DIR`` when that is set (a Linux desktop), else beside the file: run it
with ``XDG_RUNTIME_DIR`` set to a private folder in ``/dev/shm`` and without to see both.

``--why``: a watchdog thread looks at the GUI thread whenever a tick is over 30 ms late and
prints, for every row with a gap over 60 ms, where the GUI thread stood (its innermost frames
of the app, Qt or Python, most seen first) and what the other threads ran: the profile of a gap.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_stores
from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

TICK_MS = 2
SETTLE_MS = 400  # after the action is done: what it set going (a thread, a timer) runs on
START_SETTLE_S = 3.0  # a new window's own start-up work, before a store is read
TEMP = Path(tempfile.mkdtemp(prefix="bench-store-gaps-"))
# store, input, gap ms, GUI thread's CPU ms in that longest stretch's kind (see ``run``),
# time s, peak growth MB
Row = tuple[str, str, float, float, float, float]
rows: list[Row] = []


def peak_mb() -> float:
    scale = 1024 if sys.platform != "darwin" else 1
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale / 1e6


class Watchdog:
    """Samples the GUI thread's stack while its ticks are late (``--why``)."""

    LATE_S = 0.030
    EVERY_S = 0.004

    def __init__(self) -> None:
        self.on = False
        self.last_tick = time.perf_counter()
        self.samples: Counter[str] = Counter()
        self._main = threading.main_thread().ident
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self.samples = Counter()
        self.last_tick = time.perf_counter()
        self.on = True
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()

    def stop(self) -> Counter[str]:
        self.on = False
        if self._thread is not None:
            self._thread.join()
        return self.samples

    def _watch(self) -> None:
        while self.on:
            time.sleep(self.EVERY_S)
            late = time.perf_counter() - self.last_tick
            if late < self.LATE_S:
                continue
            frames = sys._current_frames()
            gui = frames.get(self._main)
            where = " < ".join(_frames(gui, 4)) if gui is not None else "?"
            others = [
                f"[{ident % 1000}] " + " < ".join(_frames(frame, 2))
                for ident, frame in frames.items()
                if ident not in (self._main, threading.get_ident())
            ]
            self.samples[where + ("  || " + "; ".join(others) if others else "")] += 1


def _frames(frame: Any, count: int) -> list[str]:
    names = []
    while frame is not None and len(names) < count:
        code = frame.f_code
        names.append(f"{Path(code.co_filename).name}:{frame.f_lineno}:{code.co_name}")
        frame = frame.f_back
    return names


watchdog: Watchdog | None = None
FIRST_ONLY = False  # ``--first``: the rows of a first game put on only
why: list[tuple[str, str, float, list[tuple[str, int]]]] = []


def run(kick: Callable[[], object], done: Callable[[], bool], timeout_s: float = 60.0):
    """Runs the event loop from ``kick`` (called from the loop) until ``done()`` and
    ``SETTLE_MS`` more; (longest gap in ms, the most CPU time in ms the GUI thread spent
    between two ticks, seconds until done).

    The CPU time is what the GUI thread itself ran between two ticks (``time.thread_time``):
    on a loaded machine a gap is mostly the wait for a core (or for the interpreter lock),
    which the CPU figure leaves out; it is the part of a gap the app's own work makes."""
    clock = QElapsedTimer()
    clock.start()
    last = [0]
    longest = [0]
    cpu_last = [time.thread_time()]
    cpu_most = [0.0]
    finished: list[float] = []

    def tick() -> None:
        now = clock.elapsed()
        cpu = time.thread_time()
        if watchdog is not None:
            watchdog.last_tick = time.perf_counter()
        longest[0] = max(longest[0], now - last[0])
        cpu_most[0] = max(cpu_most[0], (cpu - cpu_last[0]) * 1000)
        last[0] = now
        cpu_last[0] = cpu
        if not finished and done():
            finished.append(time.perf_counter())
            QTimer.singleShot(SETTLE_MS, loop.quit)

    loop = QEventLoop()
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(TICK_MS)
    ticker.timeout.connect(tick)
    began = time.perf_counter()
    QTimer.singleShot(0, kick)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    ticker.start()
    loop.exec()
    ticker.stop()
    took = (finished[0] if finished else time.perf_counter()) - began
    return float(longest[0]), cpu_most[0], took if finished else float("inf")


def measure(store: str, label: str, kick: Callable[[], object], done: Callable[[], bool]) -> None:
    before = peak_mb()
    if watchdog is not None:
        watchdog.start()
    gap, cpu, took = run(kick, done)
    rows.append((store, label, gap, cpu, took, peak_mb() - before))
    if watchdog is not None:
        samples = watchdog.stop()
        if gap > 60:
            why.append((store, label, gap, samples.most_common(6)))


def new_window() -> Any:
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.resize(1100, 760)
    window.show()
    # the window's own first turns (menus, icons, the chooser's pictures) are start-up's, not
    # the store's: they are over before the store is touched
    began = time.perf_counter()
    run(lambda: None, lambda: time.perf_counter() - began > START_SETTLE_S)
    return window


def painted(window: Any) -> bool:
    """Whether the window has painted what was put on: a game put on a new board is painted
    turns later (``GameScreen.paint_held``), and those turns belong to the row."""
    screen = window._game_screen  # not made here if no game was put on
    return screen is None or not getattr(screen, "paint_held", False)


def close(window: Any) -> None:
    for box in list(window.messages):
        box.close()
    window.messages.clear()
    window.unsaved.closing_allowed = True
    window.files.wait_for_reading()
    window.close()
    window.deleteLater()
    run(lambda: None, lambda: True)


def clear_messages(window: Any) -> None:
    for box in list(window.messages):
        box.close()
    window.messages.clear()
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible() and widget.parent() is window:
            widget.close()


def long_game() -> str:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from core.test_reader_bounds import shuffling_game

    from morra_suite.core.bounds import MAX_PLIES
    from morra_suite.games.mill import record

    start, moves = shuffling_game(MAX_PLIES)
    return record.write_record(start, moves)


def bench_open(window: Any) -> None:
    folder = TEMP / "games"
    folder.mkdir()
    short = '[Variant "nine"]\n1. d6 d2 2. f4 b4\n'
    inputs = {
        "a short game (first open: modules load)": short,
        "a short game (baseline)": short,
        **bench_stores.record_inputs(),
        "a legal game of 3,000 moves": long_game(),
    }
    if FIRST_ONLY:
        inputs = dict(list(inputs.items())[:2])
    for label, text in inputs.items():
        for suffix in (".pgn", ".txt"):
            path = folder / f"game{suffix}"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")

            def done(path: Path = path) -> bool:
                told = any(path.name in box.text() for box in window.messages)
                opened = told or window.file_path == path
                return not window.files.reading and opened and painted(window)

            measure(f"Game › Open ({suffix})", label, lambda p=path: window.open_file(p), done)
            clear_messages(window)
            window.show_chooser()


def bench_learn(window: Any) -> None:
    from morra_suite.controllers import learn_store
    from morra_suite.ui.learn.learn_window import LearnWindow
    from morra_suite.ui.learn.progress_dialog import ProgressDialog

    good = json.dumps({"format": "morra-suite-progress", "version": 1, "games": {}}).encode()
    inputs = {
        "good (first open: modules load)": good,
        "good (baseline)": good,
        **bench_stores.progress_inputs(),
    }
    for label, data in inputs.items():
        for action, kind in (("my_progress", ProgressDialog), ("puzzles", LearnWindow)):
            folder = learn_store.learn_folder()
            folder.mkdir(parents=True, exist_ok=True)
            for old in folder.iterdir():
                old.unlink()
            (folder / "progress.json").write_bytes(data)
            learn_store.forget()

            def done(kind: type = kind) -> bool:
                return any(w.isVisible() for w in window.findChildren(kind))

            title = "Learn › My Progress" if action == "my_progress" else "Learn › Puzzles"
            measure(title, label, window.action(action).trigger, done)
            for widget in window.findChildren(QWidget):
                if isinstance(widget, ProgressDialog | LearnWindow) and widget.isVisible():
                    widget.close()
            clear_messages(window)


def bench_autosave() -> None:
    from morra_suite import app
    from morra_suite.controllers.autosave import AUTOSAVE_NAME

    inputs = {
        "none (first start: modules load)": None,
        "none (baseline)": None,
        **bench_stores.autosave_inputs(),
        **{f"{key}: 3,000 moves": long_autosave(key) for key in ("mill", "morra", "myra")},
    }
    if FIRST_ONLY:
        inputs = {k: v for k, v in inputs.items() if k.endswith("3,000 moves")}
    for label, data in inputs.items():
        data_dir = TEMP / "autosave" / label.replace(" ", "_")
        data_dir.mkdir(parents=True)
        os.environ["MORRA_SUITE_DATA_DIR"] = str(data_dir)
        if data is not None:
            (data_dir / AUTOSAVE_NAME).write_bytes(data)
        window = new_window()

        def done(window: Any = window, told: bool = data is not None, folder=data_dir) -> bool:
            return not told or bool(window.messages) or not (folder / AUTOSAVE_NAME).exists()

        measure("start: autosave", label, lambda w=window: app.open_at_start(w, None), done)
        if label.endswith("3,000 moves"):
            resume_long(window, label)
        close(window)


def long_autosave(key: str) -> bytes:
    """An autosave of a legal game of ``key`` of ``MAX_PLIES`` plies (``tests/ui/long_games``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))
    from long_games import long_record

    from morra_suite.core.bounds import MAX_PLIES

    _start, _moves, text = long_record(key, MAX_PLIES)
    return json.dumps({"format": 1, "game": key, "record": text, "seats": []}).encode()


def resume_long(window: Any, label: str) -> None:
    """Answers Yes to the offer of a long autosave: the gap until the game is on."""
    from PySide6.QtWidgets import QMessageBox

    boxes = [box for box in window.messages if box.windowTitle() == "Resume game"]
    if not boxes:
        rows.append(("start: resume (Yes)", label + " (no offer)", 0.0, 0.0, float("inf"), 0.0))
        return
    yes = boxes[0].button(QMessageBox.StandardButton.Yes)

    def done() -> bool:
        session = window._session  # made by the answer: not asked for before
        return session is not None and session.controller is not None and painted(window)

    measure("start: resume (Yes)", label, yes.click, done)


def bench_settings() -> None:
    from morra_suite import app
    from morra_suite.controllers.settings_file import (
        install_settings_file,
        settings_path,
        uninstall_settings_file,
    )

    for label, data in bench_stores.settings_inputs().items():
        config = TEMP / "settings" / label.replace(" ", "_")
        config.mkdir(parents=True)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
        os.environ["MORRA_SUITE_DATA_DIR"] = str(config / "data")
        path = settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        before = peak_mb()
        began = time.perf_counter()
        install_settings_file()  # as the launcher: before the window
        read_s = time.perf_counter() - began
        window = new_window()  # its first turns read the settings (language, theme, sizes)
        gap, cpu, _ = run(lambda w=window: app.open_at_start(w, None), lambda: True)
        rows.append(("start: settings", label, gap, cpu, read_s, peak_mb() - before))
        close(window)
        uninstall_settings_file()


def compiled() -> None:
    """Writes the package's bytecode first, as an installed app has it: with
    ``PYTHONDONTWRITEBYTECODE`` set (this machine sets it) every module of ours was compiled
    from its source at each import, and the first open of a game paid about 200 ms of
    ``compile`` (CPU, load 15) that no installed copy pays."""
    import compileall

    package = Path(__file__).resolve().parents[1] / "morra_suite"
    compileall.compile_dir(str(package), quiet=1)
    print(
        f"bytecode of {package.name}: written (PYTHONDONTWRITEBYTECODE="
        f"{os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("open", "learn", "autosave", "settings"))
    parser.add_argument("--why", action="store_true", help="where the GUI thread stood in a gap")
    parser.add_argument(
        "--first",
        action="store_true",
        help="only the rows of a first game put on (the first opens, Yes to a long autosave)",
    )
    parser.add_argument(
        "--guard",
        action="store_true",
        help="cyclic collection on the GUI thread only, as the launcher has it",
    )
    args = parser.parse_args()
    global watchdog, FIRST_ONLY
    FIRST_ONLY = args.first
    watchdog = Watchdog() if args.why else None
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    compiled()
    qapp = QApplication.instance() or QApplication([])
    qapp.setOrganizationName("MorraSuiteBench")
    qapp.setApplicationName("morra-suite-bench")
    if args.guard:
        from morra_suite.controllers import collector

        collector.start()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(TEMP / "settings-main"))
    QSettings().setValue("sound/on", False)
    from morra_suite.controllers.settings_file import (
        install_settings_file,
        uninstall_settings_file,
    )

    store = install_settings_file()  # as the launcher: every save Qt makes goes to its copy
    print(f"settings' private copy in: {store.scratch}")
    if args.only in (None, "open", "learn"):
        window = new_window()
        if args.only in (None, "open"):
            bench_open(window)
        if args.only in (None, "learn"):
            bench_learn(window)
        close(window)
    if args.only in (None, "autosave"):
        bench_autosave()
    uninstall_settings_file()
    if args.only in (None, "settings"):
        bench_settings()
    print(
        f"{'store':24s} {'input':36s} {'gap ms':>7s} {'cpu ms':>7s} {'took s':>7s} {'peak+MB':>8s}"
    )
    for store, label, gap, cpu, took, grown in rows:
        print(f"{store:24s} {label:36s} {gap:7.0f} {cpu:7.0f} {took:7.3f} {grown:8.1f}")
    print("\nworst per store:")
    for store in dict.fromkeys(row[0] for row in rows):
        mine = [row for row in rows if row[0] == store]
        gap = max(mine, key=lambda row: row[2])
        cpu = max(mine, key=lambda row: row[3])
        took = max(mine, key=lambda row: row[4])
        print(
            f"{store:24s} gap {gap[2]:5.0f} ms ({gap[1]}), GUI CPU {cpu[3]:4.0f} ms ({cpu[1]}), "
            f"took {took[4]:6.3f} s ({took[1]}), peak growth {max(row[5] for row in mine):5.1f} MB"
        )
    for store, label, gap, samples in why:
        print(
            f"\n{store} / {label}: gap {gap:.0f} ms; where the GUI thread stood "
            f"(samples every {Watchdog.EVERY_S * 1000:.0f} ms while late):"
        )
        for where, count in samples:
            print(f"  {count:3d} x {where}")
    over = [row for row in rows if row[2] > 100]
    print(f"\ngaps over 100 ms: {len(over)} of {len(rows)}")
    busy = [row for row in rows if row[3] > 100]
    print(f"GUI thread CPU over 100 ms between two ticks: {len(busy)} of {len(rows)}")
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
