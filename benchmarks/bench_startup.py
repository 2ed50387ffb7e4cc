"""Start-up: the Morra Suite window against a bare PySide6 ``QMainWindow``, measured from outside.

Each run is a fresh process; this script notes the time it launched it, watches the X server for
the moment a top-level window is mapped (a ``MapNotify`` on the root window, seen through libxcb),
and then reads the process's peak memory (``VmHWM`` in ``/proc``) and ends it. So the figure is
what a user sees: interpreter, imports, building and showing the window, up to the frame on the
screen. It then lets the process run on for ``--settle`` seconds (5) and reads its memory again,
resident (``VmRSS``) and peak (``VmHWM``): what the app loads once its window is up (timers,
pictures, caches, imports) shows there, not at the map. Both programs run in one invocation,
alternating, under a private Xvfb started for the purpose (or the ``$DISPLAY`` given with
``--display``); medians are reported with the ratios and the targets (time to the map at most
1.1x, memory 5 s after the map at most 1.2x the bare window's), and the load average before and
after (a busy machine slows both programs, but not alike: the figures are meant for a quiet one,
and the report says when it was not). The minor page faults by the map are the kernel's part
(memory first touched): the app's were about 1.09x the bare window's (4,910 against 4,525 at the
map; its shared libraries the same but for the titles' bold face, its system time alike within
the noise, issue 47), where counted to the first turn after it they were 1.5x.

    .venv/bin/python benchmarks/bench_startup.py [--runs 15] [--settle 5] [--display]
        [--source DIR] [--also DIR ...]

Each round runs every program once, in turn; besides the ratio of the medians, the median of
the rounds' own ratios (each app run against the bare run just before it) and its quartiles
show how steady the figure is while the load comes and goes. ``--source`` times the app of
another checkout (say, an export of an older commit) with this environment's Python and
PySide6; ``--also`` adds another checkout to the same rounds, for before/after figures taken
side by side under the same load.

Both programs see a private D-Bus session bus (``dbus-daemon``), as in any desktop session,
unless ``$DBUS_SESSION_BUS_ADDRESS`` gives one or ``--no-session-bus`` asks for none; without a
bus Qt's accessibility bridge tries to autolaunch one, a wait of 10-25 ms no desktop user meets.

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

TIME_TARGET = 1.1
MEMORY_TARGET = 1.2  # resident memory, SETTLE seconds after the map
SETTLE = 5.0
# seconds to the map, peak MiB then, CPU seconds then, resident MiB SETTLE s later, peak then,
# minor page faults by the map
Run = tuple[float, float, float, float, float, float]

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


def memory_mib(pid: int, field: str = "VmHWM") -> float:
    """The process's peak resident memory so far (``VmHWM``) or its resident memory now
    (``VmRSS``), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no {field} for process {pid}")


def cpu_seconds(pid: int) -> float:
    """CPU time the process's threads have used so far (``schedstat``, in nanoseconds): less
    disturbed than the wall clock by other work on a busy machine."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError, IndexError, ValueError):  # a thread that just ended
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


def minor_faults(pid: int) -> int:
    """The process's minor page faults so far (``/proc/<pid>/stat``, its tenth field): the
    kernel's share of start-up, as memory first touched (its threads' included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[7])  # (fields counted from the state, the third)


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


def start_session_bus() -> tuple[subprocess.Popen[bytes] | None, str]:
    """A private D-Bus session bus, as every desktop session has, and its address.

    Why: without one (``DBUS_SESSION_BUS_ADDRESS`` unset, as under a bare Xvfb) Qt's
    accessibility bridge, on the first accessible name or at the show, asks D-Bus to autolaunch
    a bus (it forks and looks for ``dbus-launch`` along the PATH): 10-25 ms of waiting that no
    desktop user meets, paid at a different moment by the app (its first accessible name, before
    the map) and by the bare window (at its show). ``(None, "")`` if ``dbus-daemon`` is missing."""
    if shutil.which("dbus-daemon") is None:
        return None, ""
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert bus.stdout is not None
    address = bus.stdout.readline().decode().strip()
    if not address:
        bus.terminate()
        bus.wait()
        return None, ""
    return bus, address


def one_run(command: list[str], env: dict[str, str], watcher: MapWatcher, settle: float) -> Run:
    """(seconds from launch until the window is mapped, peak MiB then, CPU seconds by then,
    resident MiB ``settle`` seconds later, peak MiB by then, minor page faults by the map)."""
    watcher.drain()
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, cwd=env["HOME"])
    try:
        mapped = watcher.wait_for_map(start + 60)
        if mapped is None or process.poll() is not None:
            raise RuntimeError(f"{command} mapped no window (exit {process.poll()})")
        memory = memory_mib(process.pid)
        cpu = cpu_seconds(process.pid)
        faults = minor_faults(process.pid)
        time.sleep(max(0.0, mapped + settle - time.perf_counter()))  # the app runs on meanwhile
        if process.poll() is not None:
            raise RuntimeError(f"{command} ended {settle} s after its window showed")
        later = memory_mib(process.pid, "VmRSS")
        later_peak = memory_mib(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return mapped - start, memory, cpu, later, later_peak, faults


def load_average(loads: tuple[float, float, float]) -> str:
    """The 1, 5 and 15 minute load averages, as ``uptime`` has them."""
    return ", ".join(f"{load:.2f}" for load in loads)


def quartiles(values: list[float]) -> tuple[float, float, float]:
    """(lower quartile, median, upper quartile)."""
    if len(values) < 2:
        return values[0], values[0], values[0]
    low, middle, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, middle, high


def report(name: str, runs: list[Run], bare: list[Run], targets: bool, settle: float) -> list[str]:
    """The lines for one program: medians, and its ratios to the bare window's."""
    at, am, ac, al, ap, af = (statistics.median(r[i] for r in runs) for i in range(6))
    bt, bm, bc, bl, bp, bf = (statistics.median(r[i] for r in bare) for i in range(6))
    paired = quartiles([r[0] / b[0] for r, b in zip(runs, bare, strict=True)])
    lines = [
        f"{name}: mapped after median {at * 1000:.0f} ms "
        f"(min {min(r[0] for r in runs) * 1000:.0f}), peak memory {am:.1f} MiB, "
        f"CPU {ac * 1000:.0f} ms; {settle:g} s later resident {al:.1f} MiB (peak {ap:.1f})",
        f"  time ratio:   {at / bt:.2f}"
        + (f" (target <= {TIME_TARGET:.2f})" if targets else "")
        + f"; per round median {paired[1]:.2f} (quartiles {paired[0]:.2f}-{paired[2]:.2f})",
        f"  memory ratio at the map: {am / bm:.2f} (peak)",
        f"  memory ratio {settle:g} s after the map: {al / bl:.2f} (resident)"
        + (f" (target <= {MEMORY_TARGET:.2f})" if targets else "")
        + f"; peak {ap / bp:.2f}",
        f"  CPU ratio:    {ac / bc:.2f} (steadier than the wall clock on a busy machine)",
        f"  minor page faults by the map: {af:.0f} against {bf:.0f} ({af / bf:.2f})",
    ]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="rounds (each runs every program)")
    parser.add_argument(
        "--settle",
        type=float,
        default=SETTLE,
        help="seconds after the map at which memory is read again (default 5)",
    )
    parser.add_argument(
        "--display", action="store_true", help="use $DISPLAY instead of a private Xvfb"
    )
    parser.add_argument(
        "--source", metavar="DIR", help="time the morra_suite package of this checkout instead"
    )
    parser.add_argument(
        "--also",
        metavar="DIR",
        action="append",
        default=[],
        help="time the app of this checkout too, in the same rounds (repeatable)",
    )
    parser.add_argument(
        "--no-session-bus",
        action="store_true",
        help="start no private D-Bus session bus when none is given (Qt tries to autolaunch one)",
    )
    args = parser.parse_args()
    if not sys.platform.startswith("linux"):
        raise SystemExit("bench_startup: Linux only (X11 and /proc)")
    load_before = os.getloadavg()
    server = None
    if args.display:
        display = os.environ.get("DISPLAY", "")
        if not display:
            raise SystemExit("bench_startup: --display given but DISPLAY is not set")
    else:
        server, display = start_xvfb()
    bus, bus_address = None, os.environ.get("DBUS_SESSION_BUS_ADDRESS", "")
    if not bus_address and not args.no_session_bus:
        bus, bus_address = start_session_bus()
    try:
        with tempfile.TemporaryDirectory() as home:
            env = {k: v for k, v in os.environ.items() if k not in {"WAYLAND_DISPLAY"}}
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=home)
            env.pop("DBUS_SESSION_BUS_ADDRESS", None)
            if bus_address:
                env["DBUS_SESSION_BUS_ADDRESS"] = bus_address
            # keep the user's settings, autosave and caches out of it (no resume question)
            env["XDG_CONFIG_HOME"] = os.path.join(home, "config")
            env["XDG_CACHE_HOME"] = os.path.join(home, "cache")
            env["MORRA_SUITE_DATA_DIR"] = os.path.join(home, "data")
            # as installed: byte code cached (here in the temporary folder, not the source tree)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
            bare_cmd = [sys.executable, "-c", BARE]
            app_cmd = [sys.executable, "-m", "morra_suite"]
            programs: list[tuple[str, list[str], dict[str, str]]] = [("bare", bare_cmd, env)]
            for source in [args.source, *args.also]:
                app_env = dict(env)
                if source:  # found before the editable install of this checkout
                    app_env["PYTHONPATH"] = str(Path(source).resolve())
                programs.append((source or "", app_cmd, app_env))
            watcher = MapWatcher(display)
            for _name, command, command_env in programs * 2:  # warm up (byte code, caches)
                one_run(command, command_env, watcher, args.settle)
            results: dict[int, list[Run]] = {index: [] for index in range(len(programs))}
            for _ in range(args.runs):
                for index, (_name, command, command_env) in enumerate(programs):
                    results[index].append(one_run(command, command_env, watcher, args.settle))
            watcher.close()
    finally:
        for process in (server, bus):
            if process is not None:
                process.terminate()
                process.wait()
    load_after = os.getloadavg()
    bare = results[0]
    bt, bm, bc, bl, bp, _bf = (statistics.median(r[i] for r in bare) for i in range(6))
    print(
        f"X server {display} ({'Xvfb' if server else 'given'}), {args.runs} rounds, "
        f"{sys.executable}; D-Bus session bus: "
        f"{'private' if bus else 'given' if bus_address else 'none (Qt tries to autolaunch one)'}"
    )
    print(
        f"load average: {load_average(load_before)} before, {load_average(load_after)} after "
        f"({os.cpu_count()} CPUs)"
    )
    if max(load_before[0], load_after[0]) > (os.cpu_count() or 1):
        print("  a busy machine (more runnable processes than CPUs): not a quiet-machine figure")
    print(
        f"bare PySide6 QMainWindow: mapped after median {bt * 1000:.0f} ms "
        f"(min {min(r[0] for r in bare) * 1000:.0f}), peak memory {bm:.1f} MiB, "
        f"CPU {bc * 1000:.0f} ms; {args.settle:g} s later resident {bl:.1f} MiB (peak {bp:.1f})"
    )
    for index, (source, _command, _env) in enumerate(programs[1:], 1):
        name = f"Morra Suite of {source}" if source else "Morra Suite (this checkout)"
        print("\n".join(report(name, results[index], bare, index == 1, args.settle)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
