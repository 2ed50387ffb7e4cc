"""Hostile and damaged stores: the worst time and memory per store and per hostile input.

    .venv/bin/python benchmarks/bench_stores.py [--kills N]

Stores: learning progress, the autosave, a saved game (mill, Morra and Myra records), a Morra
board file, a cached mill table, and the writer itself. Hostile inputs: truncated, garbage, huge,
NaN and Infinity, odd keys, one bad entry among good ones, a read-only folder and a full disk (the
writer raises EACCES or ENOSPC, as the system would: no machine is changed), kill -9 during
writes (child processes), two running copies. Printed per store and input: the time, the peak of
Python's memory (``tracemalloc``), what happened (read, refused with the reader's own error,
or ESCAPED: an exception that is not the reader's), and for writes whether the old file and no
temporary are left. Targets (issue 43): nothing escapes, memory growth under 100 MB, a 4 MB
hostile record refused within 0.2 s; time is wall-clock, so it grows with the machine's load
(printed first).
"""

from __future__ import annotations

import argparse
import errno
import json
import lzma
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
_TEMP = Path(tempfile.mkdtemp(prefix="bench-stores-"))
os.environ["MORRA_SUITE_CACHE_DIR"] = str(_TEMP / "cache")  # never the user's folders
os.environ["MORRA_SUITE_DATA_DIR"] = str(_TEMP / "data")

from morra_suite.core import files  # noqa: E402

Row = tuple[str, str, float, int, str, float]  # store, input, wall s, peak bytes, what, CPU s
rows: list[Row] = []


def _run(action: Callable[[], object], own: tuple[type, ...]) -> str:
    try:
        action()
    except own as error:
        return f"refused ({type(error).__name__})"
    except Exception as error:  # what this benchmark looks for
        return f"ESCAPED {type(error).__name__}: {str(error)[:60]}"
    return "read"


def measure(
    store: str,
    label: str,
    action: Callable[[], object],
    own: tuple[type, ...],
    reset: Callable[[], object] | None = None,
) -> None:
    """Times ``action`` and takes its peak of memory. Given ``reset`` (which puts the hostile
    input back), the time comes from a run of its own and the memory from a second run under
    ``tracemalloc``, which slows every allocation; without it (kills, two copies) one run
    gives both."""
    if reset is not None:
        reset()
        cpu = time.thread_time()
        began = time.perf_counter()
        what = _run(action, own)
        took = time.perf_counter() - began
        cpu = time.thread_time() - cpu
        reset()
    tracemalloc.start()
    cpu_traced = time.thread_time()
    began_traced = time.perf_counter()
    what_traced = _run(action, own)
    if reset is None:
        took = time.perf_counter() - began_traced
        cpu = time.thread_time() - cpu_traced
        what = what_traced
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rows.append((store, label, took, peak, what, cpu))


def note(extra: str) -> None:
    """Adds ``extra`` to what the last row says happened."""
    store, label, took, peak, what, cpu = rows[-1]
    rows[-1] = (store, label, took, peak, what + extra, cpu)


def progress_inputs() -> dict[str, bytes]:
    good = {
        "mill": {"lessons_done": ["mill-placing"], "computer": {"2": [3, 1, 0]}},
        "morra": {"lessons_done": ["morra-start", "morra-guess", "morra-rounds"]},
    }
    whole = json.dumps({"format": "morra-suite-progress", "version": 1, "games": good}).encode()

    def games(extra: dict[str, Any]) -> bytes:
        data = {"format": "morra-suite-progress", "version": 1, "games": {**good, **extra}}
        return json.dumps(data).encode()

    return {
        "truncated": whole[: len(whole) // 2],
        "garbage": os.urandom(100_000),
        "huge (1.9 MB of ids)": games({"myra": {"lessons_done": ["x" * 90] * 20_000}}),
        "NaN and Infinity": whole.replace(
            b'"computer"', b'"rating": [Infinity, NaN, 1], "computer"'
        ),
        "odd keys": games({"mill": {"computer": {"\u00b2": [1, 0, 0], "9" * 5000: [1, 1, 1]}}}),
        "300 M wins": games({"myra": {"computer": {"3": [300_000_000, 0, 0]}}}),
        "one bad entry among good": games({"myra": {"history": [["t", "x", 1]]}}),
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
        "5,000-digit number": whole.replace(b'"version": 1', b'"version": ' + b"1" * 5000),
    }


def bench_progress() -> None:
    from morra_suite.learn.progress import FILE_NAME, Progress, ProgressError

    for label, data in progress_inputs().items():
        folder = _TEMP / "progress" / label.replace(" ", "_")
        folder.mkdir(parents=True)

        def reset(folder: Path = folder, data: bytes = data) -> None:
            for old in folder.iterdir():
                old.unlink()
            (folder / FILE_NAME).write_bytes(data)

        def use(folder: Path = folder) -> None:
            store = Progress.open(folder)
            for game in ("mill", "morra", "myra"):
                store.estimated_strength(game)
                store.rating(game)
                store.history(game)
            store.record_puzzle("mill", "p1", 1500, True)
            store.record_game("mill", 1, "won")

        measure("learning progress", label, use, (ProgressError, OSError), reset)
    for code in (errno.EACCES, errno.ENOSPC):
        folder = _TEMP / "progress" / f"write-{code}"
        folder.mkdir(parents=True)
        (folder / FILE_NAME).write_bytes(progress_inputs()["odd keys"])
        before = (folder / FILE_NAME).read_bytes()

        def refuse(*args: object, code: int = code) -> None:
            raise OSError(code, os.strerror(code))

        from morra_suite.learn import progress as module

        real = module.write_json_atomic
        module.write_json_atomic = refuse  # type: ignore[assignment]
        try:
            label = "read-only folder" if code == errno.EACCES else "full disk"
            measure("learning progress", label, lambda f=folder: _open_and_mark(f), (OSError,))
        finally:
            module.write_json_atomic = real
        kept = (folder / FILE_NAME).read_bytes() == before
        note("; file kept" if kept else "; FILE LOST")


def _open_and_mark(folder: Path) -> None:
    from morra_suite.learn.progress import Progress

    store = Progress.open(folder)
    assert store.problem is not None  # told, once
    store.mark_lesson_done("mill", "x")


def autosave_inputs() -> dict[str, bytes]:
    good = json.dumps({"format": 1, "game": "mill", "record": "1. d6", "seats": []}).encode()
    return {
        "truncated": good[:20],
        "garbage": os.urandom(100_000),
        "huge (20 MB)": b'{"game": "mill", "record": "' + b"x" * 20_000_000 + b'"}',
        "NaN and Infinity": b'{"game": NaN, "record": Infinity}',
        "odd keys": b'{"\\u00b2": 1, "game": ["mill"], "record": {}}',
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
        "a 4 MB hostile record inside": json.dumps(
            {"format": 1, "game": "mill", "record": "xa1 " * 975_000, "seats": []}
        ).encode(),
    }


def bench_autosave() -> None:
    from PySide6.QtCore import QCoreApplication

    from morra_suite.controllers.autosave import Autosave

    QCoreApplication.instance() or QCoreApplication([])
    for label, data in autosave_inputs().items():
        folder = _TEMP / "autosave" / label.replace(" ", "_")
        folder.mkdir(parents=True)
        autosave = Autosave(folder)

        def reset(path: Path = autosave.path, data: bytes = data) -> None:
            path.write_bytes(data)

        measure("autosave", label, autosave.read, (ValueError, OSError), reset)


def record_inputs() -> dict[str, str]:
    return {
        "truncated": '[Game "Mill"]\n1. d6 d2 2. f4 b',
        "garbage": os.urandom(50_000).decode("latin-1"),
        "4 MB of 40-digit numbers": ("1234567890" * 4 + " ") * 95_000,
        "4 MB of moves": '[Event "x"]\n' + " ".join(f"{i}. a1" for i in range(1, 400_000)),
        "4 MB tag line": '[Event "' + "x" * 3_900_000 + '"]\n',
        "5,000-digit number": '[Event "x"]\n1. ' + "7" * 5000,
        "NaN and Infinity": '[MaxHand "NaN"]\n[Seed "Infinity"]\n1. d6',
        "deep variations": "1. " + "(" * 20_000 + ")" * 20_000,
        "4 MB: a million removals alone": "xa1 " * 975_000,
        "4 MB: a million move numbers": "1. " * 1_300_000,
        "4 MB: one word": "a" * 3_900_000,
        "4 MB: a million line comments": ";x\n" * 1_300_000,
        "4 MB: a million variations": "(a) " * 975_000,
        "4 MB: variations 16 deep": "(" * 16 + "a" + ")" * 16 + " " * 3_900_000,
        "4 MB: a million annotations": "$1 " * 1_300_000,
        "4 MB: a million move marks": "!? " * 1_300_000,
        "4 MB: an unclosed comment": "{" * 2_999 + " a" * 1_950_000,
        "4 MB: quotes": '"' * 3_900_000,
    }


def bench_records() -> None:
    from morra_suite.core import RecordError
    from morra_suite.games import game_keys, load_game

    for key in game_keys():
        game = load_game(key)
        for label, text in record_inputs().items():
            measure(
                f"saved game ({key})",
                label,
                lambda g=game, t=text: g.read_record(t),
                (RecordError,),
                lambda: None,
            )


def settings_inputs() -> dict[str, bytes]:
    good = b"[sound]\non=false\nvolume=40\n[ui]\nlanguage=de\n"
    many = b"[many]\n" + b"".join(b"key%d=value %d\n" % (i, i) for i in range(20_000))
    return {
        "good (baseline)": good,
        "truncated": good[: len(good) // 2] + b"[wind",
        "garbage (1 MB)": os.urandom(1_000_000),
        "huge (3 MB)": good + b"; " + b"x" * 3_000_000 + b"\n",
        "20,000 keys": good + many,
        "NaN and Infinity": b"[sound]\non=NaN\nvolume=Infinity\n[window]\ngeometry=NaN\n",
        "odd keys and values": (
            b"[ui]\nlanguage=\\x1\\0\n[window]\ngeometry=@ByteArray(\\xff\\xfe)\n"
            b"[recent]\nfiles=" + b", ".join(b"/dev/zero" for _ in range(5000)) + b"\n"
            b"[%C2%B2]\n%FF=1\n"
        ),
        "a 900 KB value": b"[recent]\nfolder=" + b"d" * 900_000 + b"\n",
    }


def bench_settings() -> None:
    from PySide6.QtCore import QCoreApplication

    from morra_suite.controllers.settings_file import SettingsFile

    QCoreApplication.instance() or QCoreApplication([])
    QCoreApplication.setOrganizationName("MorraSuiteBench")
    QCoreApplication.setApplicationName("morra-suite-bench")
    for label, data in settings_inputs().items():
        real = _TEMP / "settings" / label.replace(" ", "_") / "morra-suite.conf"
        real.parent.mkdir(parents=True)

        def reset(real: Path = real, data: bytes = data) -> None:
            for old in real.parent.iterdir():
                if old.is_dir():
                    import shutil

                    shutil.rmtree(old)
                else:
                    old.unlink()
            real.write_bytes(data)

        def use(real: Path = real) -> None:
            store = SettingsFile(real)
            store.open()
            store.close()

        measure("settings file", label, use, (), reset)
        aside = real.with_name(real.name + ".set-aside")
        kept = aside.read_bytes() if aside.exists() else real.read_bytes()
        note("; kept whole" if kept == data else "; FILE LOST")


def bench_learner_files() -> None:
    from morra_suite.learn.course import FILE_NAME as COURSE
    from morra_suite.learn.course import Course
    from morra_suite.learn.practice import FILE_NAME as PRACTICE
    from morra_suite.learn.practice import PracticeBook

    inputs = {
        "truncated": b'{"format": "morra-suite-course", "version": 1, "marks": {"mill": {',
        "garbage": os.urandom(100_000),
        "huge (5 MB)": b'{"marks": "' + b"x" * 5_000_000 + b'"}',
        "NaN and Infinity": b'{"format": NaN, "version": Infinity, "marks": {}}',
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
        "5,000-digit number": b'{"format": 1, "version": ' + b"1" * 5000 + b"}",
        "one bad entry among good": json.dumps(
            {
                "format": "morra-suite-course",
                "version": 1,
                "marks": {"mill": {"mill-mill": 2, "mill-six": 9, "Bad Id": 1}},
            }
        ).encode(),
    }
    for store, name, kind in (("course", COURSE, Course), ("practice", PRACTICE, PracticeBook)):
        for label, data in inputs.items():
            folder = _TEMP / store / label.replace(" ", "_")
            folder.mkdir(parents=True)

            def reset(folder: Path = folder, data: bytes = data, name: str = name) -> None:
                (folder / name).write_bytes(data)

            measure(f"{store} file", label, lambda f=folder, k=kind: k.open(f), (), reset)


def bench_board_files() -> None:
    from morra_suite.games import morra
    from morra_suite.games.morra import LayoutError

    inputs = {
        "truncated": b'{"name": "x", "points": [',
        "garbage": os.urandom(50_000),
        "huge (5 MB)": b'{"name": "' + b"x" * 5_000_000 + b'"}',
        "NaN and Infinity": b'{"name": "x", "points": [[NaN, Infinity]]}',
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    }
    for label, data in inputs.items():
        path = _TEMP / "boards" / (label.replace(" ", "_") + ".json")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        measure(
            "Morra board file",
            label,
            lambda p=path: morra.open_layout_file(p),
            (LayoutError,),
            lambda: None,
        )


def bench_tables() -> None:
    from morra_suite.ai.mill import table_files

    table_id = table_files.TableId(1, "bench", 1 << 20)
    content = bytes(i % 251 for i in range(table_id.size))
    folder = _TEMP / "cache" / "ai"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "bench.i8.xz"

    def damage(kind: str) -> None:
        table_files.save_table(content, path, table_id, preset=0)
        blob = path.read_bytes()
        if kind == "truncated":
            path.write_bytes(blob[: len(blob) // 2])
        elif kind == "garbage":
            path.write_bytes(os.urandom(len(blob)))
        elif kind == "huge (zero-filled 16 MB)":
            path.write_bytes(bytes(16 << 20))
        elif kind == "rewritten":  # every value negated, with a header to match
            negated = bytes((-v) & 0xFF for v in content)
            header = json.loads(blob[len(table_files.MAGIC) : blob.index(b"\n")])
            header["sha256"] = table_files.content_sum(negated)
            packed = lzma.compress(negated, format=lzma.FORMAT_XZ, preset=0)
            path.write_bytes(table_files.MAGIC + json.dumps(header).encode() + b"\n" + packed)

    for kind in ("intact", "truncated", "garbage", "huge (zero-filled 16 MB)", "rewritten"):
        damage(kind)

        def load(kind: str = kind) -> None:
            found = table_files.load_verified(path.name, table_id, folder)
            if kind != "intact" and found is not None:
                raise AssertionError("a damaged table was trusted")

        measure("cached mill table", kind, load, (table_files.TableFileError,))


_CHILD = r"""
import os, sys
from pathlib import Path
folder = Path(sys.argv[1])
real = os.fsync
def stall(fd):
    os.fsync = real
    print("ready", flush=True)
    sys.stdin.readline()
os.fsync = stall
from morra_suite.core.files import write_text_atomic
write_text_atomic(folder / "autosave.json", "{}" * 100_000)
print("done", flush=True)
"""


def bench_writer(kills: int) -> None:
    folder = _TEMP / "writer"
    folder.mkdir()
    target = folder / "autosave.json"
    files.write_text_atomic(target, "old")

    def full(handle: Any) -> None:
        handle.write(b"half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    measure("atomic writer", "full disk", lambda: files.write_with(target, full), (OSError,))
    left = [p.name for p in folder.iterdir()]
    note("; old file kept, no temporary" if left == ["autosave.json"] else f"; LEFT {left}")

    def killed() -> None:
        for _ in range(kills):
            child = _child(folder)
            child.kill()
            child.wait()

    measure("atomic writer", f"kill -9 during {kills} writes", killed, ())
    temps = len([p for p in folder.iterdir() if ".tmp" in p.name])
    removed: list[Path] = []
    measure(
        "atomic writer", "start after the kills", lambda: removed.extend(files.tidy_tree(_TEMP)), ()
    )
    after = len([p for p in folder.iterdir() if ".tmp" in p.name])
    note(f"; {temps} temporaries before, {after} after")
    live = _child(folder)
    try:
        measure("atomic writer", "two running copies", lambda: files.tidy_tree(_TEMP), ())
        kept = len([p for p in folder.iterdir() if ".tmp" in p.name])
        note(f"; the live copy's temporary kept: {kept == 1}")
    finally:
        live.kill()
        live.wait()


def _child(folder: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
    )
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    return child


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=12)
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    bench_progress()
    bench_autosave()
    bench_records()
    bench_settings()
    bench_learner_files()
    bench_board_files()
    bench_tables()
    bench_writer(args.kills)
    print(f"{'store':22s} {'input':36s} {'wall s':>7s} {'CPU s':>7s} {'peak MB':>8s}  what")
    for store, label, took, peak, what, cpu in rows:
        print(f"{store:22s} {label:36s} {took:7.3f} {cpu:7.3f} {peak / 1e6:8.1f}  {what}")
    print("\nworst per store:")
    for store in dict.fromkeys(row[0] for row in rows):
        mine = [row for row in rows if row[0] == store]
        slow = max(mine, key=lambda row: row[2])
        big = max(mine, key=lambda row: row[3])
        escaped = sum("ESCAPED" in row[4] or "LOST" in row[4] for row in mine)
        print(
            f"{store:22s} time {slow[2]:6.3f} s wall, {slow[5]:6.3f} s CPU ({slow[1]}), "
            f"memory {big[3] / 1e6:6.1f} MB ({big[1]}), escaped {escaped}"
        )
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
