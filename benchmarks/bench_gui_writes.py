"""How long the GUI thread waits for a store's write (issue 43): before and after the writes
moved to their own threads.

Per write, the caller's wall-clock and CPU time (median and worst of ``--repeat``):

* a learning-progress change: written by the caller (``Progress.open(folder)``: as the window's
  store did before) and handed to the store's writing thread (``background=True``: the window's
  store now);
* a settings save that meets another running copy's changes: the merge and the private copy's
  sync on the caller (as ``SettingsFile.flush`` did before) and ``flush`` now (the merge on the
  writing thread);
* one ``QSettings`` save into the private copy, on a disk (beside the file) and in memory (the
  user's runtime folder, ``/dev/shm`` standing for it).

``--slow-disk-ms N`` makes every ``os.fsync`` of Python's writer take N ms more (a slow disk; Qt's
own syncs are not slowed). Wall-clock figures grow with the machine's load (printed first).

    .venv/bin/python benchmarks/bench_gui_writes.py [--repeat 20] [--slow-disk-ms 0]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QSettings

TEMP = Path(tempfile.mkdtemp(prefix="bench-gui-writes-"))


def timed(label: str, action: Callable[[int], object], repeat: int) -> None:
    walls, cpus = [], []
    for n in range(repeat):
        cpu = time.thread_time()
        began = time.perf_counter()
        action(n)
        walls.append((time.perf_counter() - began) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
    print(
        f"{label:66s} wall {statistics.median(walls):7.2f} ms (worst {max(walls):7.2f}), "
        f"CPU {statistics.median(cpus):6.2f} ms"
    )


def bench_progress(repeat: int) -> None:
    from morra_suite.learn.progress import Progress

    for background in (False, True):
        folder = TEMP / f"learn-{background}"
        store = Progress.open(folder, background=background)
        who = "its writing thread (now)" if background else "the caller (before)"
        timed(
            f"progress change, written by {who}",
            lambda n, s=store: s.mark_lesson_done("mill", f"lesson-{n}"),
            repeat,
        )
        store.settle()


def bench_settings(repeat: int) -> None:
    from morra_suite.controllers import settings_file

    config = TEMP / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    store = settings_file.install_settings_file()
    real, copy, scratch = store.real, store.copy, store.scratch
    assert copy is not None and scratch is not None

    def other_copy(n: int) -> None:
        """Another running copy changed the file; this one changed a key of its own."""
        store.flush(wait=True)
        real.write_bytes(f"[other]\nkey={n}\n[mine]\nvalue={n - 1}\n".encode())
        own = QSettings()
        own.setValue("mine/value", n)
        own.sync()
        del own

    def before(n: int) -> None:  # what flush ran on the GUI thread: the merge and its sync
        mine = copy.read_bytes()
        store._merged(mine, scratch)

    def now(n: int) -> None:
        store.flush()

    for label, action in (("before: merged on the caller", before), ("now: flush", now)):
        walls: list[float] = []
        for n in range(repeat):
            other_copy(n)
            began = time.perf_counter()
            action(n)
            walls.append((time.perf_counter() - began) * 1000)
        store.flush(wait=True)
        print(
            f"{'settings save meeting another copy' + chr(39) + 's, ' + label:66s} wall "
            f"{statistics.median(walls):7.2f} ms (worst {max(walls):7.2f})"
        )
    settings_file.uninstall_settings_file()


def bench_qt_save(repeat: int) -> None:
    homes = {"on a disk (beside the file)": TEMP / "qt"}
    if Path("/dev/shm").is_dir():
        homes["in memory (the runtime folder)"] = Path(tempfile.mkdtemp(dir="/dev/shm"))
    for where, folder in homes.items():
        folder.mkdir(exist_ok=True)
        path = str(folder / "copy.ini")

        def save(n: int, path: str = path) -> None:
            settings = QSettings(path, QSettings.Format.IniFormat)
            settings.setValue("files/recent", [f"/games/{n}-{i}.pgn" for i in range(10)])
            del settings  # a QSettings that goes away with a change saves (and syncs) here

        timed(f"one QSettings save of the private copy, {where}", save, repeat)
    for folder in homes.values():
        shutil.rmtree(folder, ignore_errors=True)  # (the one in memory is not below TEMP)
    shutil.rmtree(TEMP, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--slow-disk-ms", type=float, default=0.0)
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    os.environ["MORRA_SUITE_DATA_DIR"] = str(TEMP / "data")
    os.environ.pop("XDG_RUNTIME_DIR", None)  # the settings' copy beside the file: the disk's
    app = QCoreApplication.instance() or QCoreApplication([])
    app.setOrganizationName("MorraSuiteBench")
    app.setApplicationName("morra-suite-bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    if args.slow_disk_ms:
        real_fsync = os.fsync

        def slow_fsync(fd: int) -> None:
            time.sleep(args.slow_disk_ms / 1000)
            real_fsync(fd)

        os.fsync = slow_fsync
        print(f"every os.fsync takes {args.slow_disk_ms:.0f} ms more (a slow disk)")
    bench_progress(args.repeat)
    bench_settings(args.repeat)
    bench_qt_save(args.repeat)
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
