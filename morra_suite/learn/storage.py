"""Reading the shipped learning data and writing the learner's files.

Shipped files are read through ``resource_path`` (source tree, wheel and frozen app alike) with a
size bound, so a damaged or oversized file is a clear ``LearnDataError``, never a hang. The
learner's own files are written by the app's one atomic writer (``core.files``): private (0600
when new), synced, renamed, with a temporary a restart removes if the writer was killed.
"""

from __future__ import annotations

import contextlib
import json
import threading
from pathlib import Path
from typing import Any

from morra_suite.core.files import write_bytes_atomic, write_text_atomic
from morra_suite.resources import resource_path

MAX_DATA_BYTES = 4_000_000  # the largest shipped file is a fraction of this


class LearnDataError(ValueError):
    """A shipped lesson or puzzle file that is missing, too large or not what it should be."""


def read_json(*parts: str) -> Any:
    """The JSON value of the shipped file ``resources/<parts...>``."""
    where = "/".join(parts)
    node = resource_path(*parts)
    try:
        raw = node.read_bytes()
    except OSError as error:
        raise LearnDataError(f"{where}: cannot be read ({error})") from None
    if len(raw) > MAX_DATA_BYTES:
        raise LearnDataError(f"{where}: {len(raw)} bytes, more than {MAX_DATA_BYTES}")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LearnDataError(f"{where}: not JSON ({error})") from None


SIDE_COPIES = 5  # side copies of damaged files kept beside each file (the oldest goes)


def loads_bounded(raw: bytes) -> Any:
    """The JSON of ``raw``; ``ValueError`` for bad UTF-8, bad JSON or nesting deeper than
    Python recurses (``RecursionError`` before). A number of more than 40 digits (Python refused
    the whole file at 4,300) and NaN or Infinity read as ``None``, which the entry's own check
    refuses: one bad entry costs only itself."""

    def long_int(text: str) -> int | None:
        return int(text) if len(text) <= 40 else None

    try:
        return json.loads(
            raw.decode("utf-8"), parse_int=long_int, parse_constant=lambda _name: None
        )
    except RecursionError:
        raise ValueError("nested deeper than a learner's file is") from None


def keep_side_copy(path: Path, raw: bytes) -> Path:
    """Keeps ``raw`` (a file read only in part) beside ``path`` as ``<name>.set-aside`` (then
    ``-2`` ... up to ``SIDE_COPIES``, the oldest replaced), so that what was left out is not
    lost when the good part is written back. The copy is written on a thread of its own (it
    waits for the disk, and the caller may be the window's); returns its name."""
    names = [path.with_name(f"{path.name}.set-aside")]
    names += [path.with_name(f"{path.name}.set-aside-{n}") for n in range(2, SIDE_COPIES + 1)]
    free = [name for name in names if not name.exists()]

    def age(name: Path) -> float:
        try:
            return name.stat().st_mtime
        except OSError:
            return 0.0

    side = free[0] if free else min(names, key=age)
    writer = threading.Thread(target=_write_quietly, args=(side, raw), daemon=True)
    _side_writers[:] = [t for t in _side_writers if t.is_alive()] + [writer]
    writer.start()
    return side


_side_writers: list[threading.Thread] = []


def settle_side_copies() -> None:
    """Waits until every side copy begun is written (tests; nothing else needs to wait)."""
    for writer in list(_side_writers):
        writer.join()


def _write_quietly(side: Path, raw: bytes) -> None:
    with contextlib.suppress(OSError):  # a read-only folder: the user was told all the same
        write_bytes_atomic(side, raw, private=True)


def json_text(value: Any) -> str:
    """The text a learner's JSON file holds for ``value`` (``write_json_atomic``)."""
    return json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write_json_atomic(path: Path, value: Any) -> None:
    """Writes ``value`` as JSON to ``path`` all at once; ``OSError`` says what went wrong."""
    write_text_atomic(path, json_text(value), private=True)
