"""Start-up: the Morra Suite window against a bare PySide6 ``QMainWindow``, measured from outside.

Each run is a fresh process; this script notes the time it launched it, watches the X server for
the moment a top-level window is mapped (a ``MapNotify`` on the root window, seen through libxcb),
and then reads the process's peak memory (``VmHWM`` in ``/proc``) and ends it. So the figure is
what a user sees: interpreter, imports, building and showing the window, up to the frame on the
screen. Both programs run in one invocation, alternating, under a private Xvfb started for the
purpose (or the ``$DISPLAY`` given with ``--display``); medians are reported with both ratios and
the targets (time at most 1.2x, memory at most 1.3x the bare window's).

    .venv/bin/python benchmarks/bench_startup.py [--runs 15] [--display] [--source DIR]

``--source`` times the app of another checkout (say, a worktree of an older commit) with this
environment's Python and PySide6, for before/after figures taken side by side.

Linux only (Xvfb from the ``xvfb`` package, libxcb). ``python -X importtime -m morra_suite``
shows where import time goes.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIME_TARGET = 1.2
MEMORY_TARGET = 1.3

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("bare"))
window.resize(1180, 780)
window.show()
app.exec()
"""

XCB_CW_EVENT_MASK = 2048
XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY = 1 << 19
XCB_MAP_NOTIFY = 19


class _ScreenIterator(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("rem", ctypes.c_int), ("index", ctypes.c_int)]


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class _MapNotify(ctypes.Structure):
    _fields_ = [
        ("response_type", ctypes.c_uint8),
        ("pad0", ctypes.c_uint8),
        ("sequence", ctypes.c_uint16),
        ("event", ctypes.c_uint32),
        ("window", ctypes.c_uint32),
        ("override_redirect", ctypes.c_uint8),
    ]


class MapWatcher:
    """A connection to the X server that hears every top-level window being mapped."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("xcb")
        if name is None:
            raise RuntimeError("libxcb not found (Debian: libxcb1)")
        xcb = ctypes.CDLL(name)
        xcb.xcb_connect.restype = ctypes.c_void_p
        xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
        xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
        xcb.xcb_get_setup.restype = ctypes.c_void_p
        xcb.xcb_get_setup.argtypes = [ctypes.c_void_p]
        xcb.xcb_setup_roots_iterator.restype = _ScreenIterator
        xcb.xcb_setup_roots_iterator.argtypes = [ctypes.c_void_p]
        xcb.xcb_change_window_attributes_checked.restype = _Cookie
        xcb.xcb_change_window_attributes_checked.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint32,
            ctypes.c_uint32,
            ctypes.POINTER(ctypes.c_uint32),
        ]
        xcb.xcb_request_check.restype = ctypes.c_void_p
        xcb.xcb_request_check.argtypes = [ctypes.c_void_p, _Cookie]
        xcb.xcb_get_file_descriptor.argtypes = [ctypes.c_void_p]
        xcb.xcb_poll_for_event.restype = ctypes.c_void_p
        xcb.xcb_poll_for_event.argtypes = [ctypes.c_void_p]
        xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
        self._free = ctypes.CDLL(ctypes.util.find_library("c")).free
        self._free.argtypes = [ctypes.c_void_p]
        self._xcb = xcb
        self._conn = xcb.xcb_connect(display.encode(), None)
        if not self._conn or xcb.xcb_connection_has_error(self._conn):
            raise RuntimeError(f"cannot connect to the X server {display}")
        screen = xcb.xcb_setup_roots_iterator(xcb.xcb_get_setup(self._conn)).data
        root = ctypes.c_uint32.from_address(screen).value  # xcb_screen_t starts with its root
        mask = (ctypes.c_uint32 * 1)(XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY)
        cookie = xcb.xcb_change_window_attributes_checked(self._conn, root, XCB_CW_EVENT_MASK, mask)
        error = xcb.xcb_request_check(self._conn, cookie)
        if error:
            self._free(error)
            raise RuntimeError("cannot watch the root window")
        self._fd = xcb.xcb_get_file_descriptor(self._conn)

    def drain(self) -> None:
        """Forgets the events so far (the previous run's windows)."""
        while event := self._xcb.xcb_poll_for_event(self._conn):
            self._free(event)

    def wait_for_map(self, deadline: float) -> float | None:
        """The ``perf_counter`` time a top-level (not override-redirect) window was mapped."""
        while True:
            while event := self._xcb.xcb_poll_for_event(self._conn):
                notify = _MapNotify.from_address(event)
                mapped = (notify.response_type & 0x7F) == XCB_MAP_NOTIFY and not (
                    notify.override_redirect
                )
                self._free(event)
                if mapped:
                    return time.perf_counter()
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            select.select([self._fd], [], [], left)

    def close(self) -> None:
        self._xcb.xcb_disconnect(self._conn)


def peak_memory_mib(pid: int) -> float:
    """The process's peak resident memory so far (``VmHWM``), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmHWM for process {pid}")


def cpu_seconds(pid: int) -> float:
    """CPU time the process's threads have used so far (``schedstat``, in nanoseconds): less
    disturbed than the wall clock by other work on a busy machine."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError, IndexError, ValueError):  # a thread that just ended
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb on a free display number (``-displayfd`` tells which)."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_startup: Xvfb is missing (Debian: apt install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as stream:
        number = stream.readline().strip()
    if not number:
        raise SystemExit("bench_startup: Xvfb did not start")
    return server, f":{number}"


def one_run(
    command: list[str], env: dict[str, str], watcher: MapWatcher
) -> tuple[float, float, float]:
    """(seconds from launch until the window is mapped, peak MiB, CPU seconds by then)."""
    watcher.drain()
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, cwd=env["HOME"])
    try:
        mapped = watcher.wait_for_map(start + 60)
        if mapped is None or process.poll() is not None:
            raise RuntimeError(f"{command} mapped no window (exit {process.poll()})")
        memory = peak_memory_mib(process.pid)
        cpu = cpu_seconds(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return mapped - start, memory, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--display", action="store_true", help="use $DISPLAY instead of a private Xvfb"
    )
    parser.add_argument(
        "--source", metavar="DIR", help="time the morra_suite package of this checkout instead"
    )
    args = parser.parse_args()
    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_startup: Linux only (X11 and /proc)")
    server = None
    if args.display:
        display = os.environ.get("DISPLAY", "")
        if not display:
            raise SystemExit("bench_startup: --display given but DISPLAY is not set")
    else:
        server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as home:
            env = {k: v for k, v in os.environ.items() if k not in {"WAYLAND_DISPLAY"}}
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=home)
            # keep the user's settings, autosave and caches out of it (no resume question)
            env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
            env["XDG_CACHE_HOME"] = os.path.join(home, "cache")
            env["MORRA_SUITE_DATA_DIR"] = os.path.join(home, "data")
            # as installed: byte code cached (here in the temporary folder, not the source tree)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
            bare_cmd = [sys.executable, "-c", BARE]
            app_env = dict(env)
            if args.source:  # found before the editable install of this checkout
                app_env["PYTHONPATH"] = str(Path(args.source).resolve())
            app_cmd = [sys.executable, "-m", "morra_suite"]
            watcher = MapWatcher(display)
            for command, command_env in [(bare_cmd, env), (app_cmd, app_env)] * 2:  # warm up
                one_run(command, command_env, watcher)
            bare: list[tuple[float, float, float]] = []
            app: list[tuple[float, float, float]] = []
            for _ in range(args.runs):
                bare.append(one_run(bare_cmd, env, watcher))
                app.append(one_run(app_cmd, app_env, watcher))
            watcher.close()
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    bt, bm, bc = (statistics.median(r[i] for r in bare) for i in (0, 1, 2))
    at, am, ac = (statistics.median(r[i] for r in app) for i in (0, 1, 2))
    what = f"the app of {args.source}" if args.source else "this checkout's app"
    print(f"X server {display} ({'Xvfb' if server else 'given'}), {what}, {args.runs} runs each")
    print(
        f"bare PySide6 QMainWindow: mapped after median {bt * 1000:.0f} ms "
        f"(min {min(r[0] for r in bare) * 1000:.0f}), peak memory {bm:.1f} MiB, "
        f"CPU {bc * 1000:.0f} ms"
    )
    print(
        f"Morra Suite window:       mapped after median {at * 1000:.0f} ms "
        f"(min {min(r[0] for r in app) * 1000:.0f}), peak memory {am:.1f} MiB, "
        f"CPU {ac * 1000:.0f} ms"
    )
    print(f"time ratio:   {at / bt:.2f} (target <= {TIME_TARGET:.2f})")
    print(f"memory ratio: {am / bm:.2f} (target <= {MEMORY_TARGET:.2f})")
    print(f"CPU ratio:    {ac / bc:.2f} (for a busy machine, where the wall clock wavers)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
