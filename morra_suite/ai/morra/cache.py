"""The Morra solutions on disk: ``.npz`` files in the cache folder, verified before they are used.

Why verified: a truncated, empty or damaged file used to raise on every later solve (the
computer played no move until the user found the file), and a valid archive holding the wrong
numbers would have been played. So each file carries ``checksum``: the SHA-256 of the solver's
version, the file's key (board and settings) and every array's dtype, shape and bytes. A file
that cannot be read, lacks an array, has other shapes or another checksum is deleted, noted once
in the log, and the solution computed again (a quarter of a second on Target) and written anew.
Files are written atomically by ``core.files``, read with ``allow_pickle=False`` and never when
larger than ``MAX_BYTES``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
from pathlib import Path

import numpy as np

from morra_suite.ai.morra.game_arrays import build_tables
from morra_suite.ai.morra.solution import MorraSolution
from morra_suite.core import notices
from morra_suite.core.files import write_with
from morra_suite.games.morra.layout import Layout
from morra_suite.games.morra.rules import MorraRules

SOLVER_VERSION = 2  # bump when the meaning of cached arrays changes
MAX_BYTES = 256 << 20  # far above any board the designer lets through
SOLUTION_ARRAYS = ("values", "x", "y", "start_x", "start_y", "start_value", "residual", "sweeps")

log = logging.getLogger(__name__)
_noted: set[str] = set()


def cache_key(layout: Layout, rules: MorraRules) -> str:
    """The file name's stem: the board's name and a hash of what the solution depends on."""
    data = {
        "version": SOLVER_VERSION,
        "fields": list(layout.fields),
        "dots": sorted([list(d.at), list(d.to)] for d in layout.dots),
        "max_hand": rules.max_hand,
        "push": rules.push.value,
    }
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:24]
    return f"{layout.name}-{digest}"


def checksum(key: str, arrays: dict[str, np.ndarray]) -> str:
    """The SHA-256 of the version, the key and every array (name, dtype, shape, bytes)."""
    digest = hashlib.sha256(f"{SOLVER_VERSION}:{key}".encode())
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"|{name}:{array.dtype.str}:{array.shape}|".encode())
        digest.update(array.tobytes())
    return digest.hexdigest()


def _write(path: Path, key: str, arrays: dict[str, np.ndarray]) -> None:
    sealed = {**arrays, "checksum": np.array(checksum(key, arrays))}
    with contextlib.suppress(OSError):  # a read-only or full cache costs time later, no failure
        write_with(path, lambda handle: np.savez(handle, **sealed))  # type: ignore[arg-type]


def _discard(path: Path, reason: str) -> None:
    with contextlib.suppress(OSError):
        path.unlink()
    if str(path) not in _noted:
        _noted.add(str(path))
        log.warning("A damaged Morra solution was deleted, to solve again: %s: %s", path, reason)
        notices.tell(notices.Notice(notices.DAMAGED_CACHE, f"{path}: {reason}", str(path)))


def _read(path: Path, key: str, names: tuple[str, ...]) -> dict[str, np.ndarray] | None:
    """The verified arrays of ``path``, or ``None`` (a damaged file is deleted)."""
    try:
        if not path.is_file():
            return None
        if path.stat().st_size > MAX_BYTES:
            raise ValueError("larger than any solution")
        with np.load(path, allow_pickle=False) as data:
            arrays = {name: data[name] for name in data.files}
        stored = arrays.pop("checksum", None)
        if stored is None or stored.shape != () or str(stored) != checksum(key, arrays):
            raise ValueError("checksum mismatch")
        if any(name not in arrays for name in names):
            raise ValueError("an array is missing")
    # np.load of a damaged archive raises BadZipFile, EOFError, zlib.error, OSError, ValueError,
    # ... : whatever it is, the file is not the solution and is computed again.
    except Exception as error:
        _discard(path, str(error) or type(error).__name__)
        return None
    return arrays


def load_solution(path: Path, key: str, layout: Layout, rules: MorraRules) -> MorraSolution | None:
    """The limit-free solution stored at ``path``, verified, or ``None`` (computed again)."""
    arrays = _read(path, key, (*SOLUTION_ARRAYS, "seconds"))
    if arrays is None:
        return None
    tables = build_tables(layout, rules)
    count, hands = tables.count, tables.hands
    shapes = {
        "values": (count,),
        "x": (count, hands),
        "y": (count, hands),
        "start_x": (layout.fields[0],),
        "start_y": (layout.fields[0],),
    }
    if any(arrays[name].shape != shape for name, shape in shapes.items()):
        _discard(path, "arrays of another board")
        return None
    return MorraSolution(
        layout,
        rules,
        tables,
        arrays["values"],
        arrays["x"],
        arrays["y"],
        arrays["start_x"],
        arrays["start_y"],
        float(arrays["start_value"]),
        float(arrays["residual"]),
        int(arrays["sweeps"]),
        float(arrays["seconds"]),
        from_cache=True,
    )


def save_solution(path: Path, key: str, solution: MorraSolution) -> None:
    _write(
        path,
        key,
        {
            "values": solution.values,
            "x": solution.x,
            "y": solution.y,
            "start_x": solution.start_x,
            "start_y": solution.start_y,
            "start_value": np.array(solution.start_value),
            "residual": np.array(solution.residual),
            "sweeps": np.array(solution.sweeps),
            "seconds": np.array(solution.seconds),
        },
    )


def load_horizon(path: Path, key: str, solution: MorraSolution) -> bool:
    """Gives ``solution`` the round-limited layer stored at ``path`` (for its round limit);
    whether there was a good one."""
    arrays = _read(path, f"{key}-limit{solution.rules.round_limit}", ("horizon",))
    if arrays is None:
        return False
    horizon = arrays["horizon"]
    if horizon.ndim != 2 or horizon.shape[1] != solution.tables.count or not len(horizon):
        _discard(path, "a layer of another board")
        return False
    solution._lazy["horizon"] = horizon
    return True


def save_horizon(path: Path, key: str, solution: MorraSolution) -> None:
    horizon = solution._horizon()
    _write(path, f"{key}-limit{solution.rules.round_limit}", {"horizon": horizon})
