"""A damaged Morra solution cache is repaired, never fatal and never trusted.

Before: a truncated, empty or one-byte-flipped ``.npz`` raised ``BadZipFile``/``EOFError`` on
every later solve (the computer played no move), and a valid archive with the wrong numbers
would have been played. Now each damage is refused, the file deleted and written anew, and the
solution equals a freshly computed one.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import numpy as np
import pytest

from morra_suite.ai.morra import cache, solve
from morra_suite.ai.morra import solver as solver_module
from morra_suite.games import morra
from morra_suite.games.morra import MorraRules

DAMAGES = ("truncated", "empty", "byte flipped", "zero-filled", "wrong content", "no checksum")


def damage(path: Path, kind: str) -> None:
    data = bytearray(path.read_bytes())
    if kind == "truncated":
        path.write_bytes(bytes(data[: len(data) // 2]))
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "byte flipped":
        data[len(data) // 3] ^= 0x01
        path.write_bytes(bytes(data))
    elif kind == "zero-filled":
        path.write_bytes(bytes(len(data)))
    elif kind in ("wrong content", "no checksum"):  # a valid archive, other numbers
        with np.load(io.BytesIO(bytes(data))) as loaded:
            arrays = {name: loaded[name] for name in loaded.files}
        for name in arrays:
            if name not in ("checksum",) and arrays[name].dtype.kind == "f":
                arrays[name] = np.zeros_like(arrays[name])
        if kind == "no checksum":
            arrays.pop("checksum")
        out = io.BytesIO()
        np.savez(out, **arrays)
        path.write_bytes(out.getvalue())
    else:
        raise AssertionError(kind)


@pytest.fixture(scope="module")
def fresh():  # -> MorraSolution
    return solve(morra.load_layout("quick"), MorraRules(), cache=False)


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_solution_file_is_deleted_and_solved_again(tmp_path, fresh, kind) -> None:
    layout = morra.load_layout("quick")
    solver_module._memory.clear()
    solve(layout, MorraRules(), cache_dir=tmp_path)
    files = sorted(tmp_path.glob("quick-*.npz"))
    assert len(files) == 2  # the limit-free arrays and the 200-round layer
    for path in files:
        damage(path, kind)
    solver_module._memory.clear()
    again = solve(layout, MorraRules(), cache_dir=tmp_path)  # raises nothing
    assert not again.from_cache
    assert np.allclose(again.values, fresh.values, atol=1e-9)
    assert np.allclose(again._horizon(), fresh._horizon(), atol=1e-12)
    state = morra.parse_position("quick a:0.1 b:1.2 next:b round:4")
    assert again.value(state) == pytest.approx(fresh.value(state), abs=1e-12)
    solver_module._memory.clear()
    repaired = solve(layout, MorraRules(), cache_dir=tmp_path)  # the files were written anew
    assert repaired.from_cache and np.array_equal(repaired.values, again.values)
    assert np.array_equal(repaired._lazy["horizon"], again._horizon())


def test_a_solution_of_another_board_under_the_name_is_refused(tmp_path) -> None:
    """Arrays of another board, checksummed under this file's key, do not fit: refused."""
    layout = morra.load_layout("quick")
    solver_module._memory.clear()
    solve(layout, MorraRules(), cache_dir=tmp_path)
    key = cache.cache_key(layout, MorraRules())
    path = tmp_path / f"{key}.npz"
    with np.load(path) as loaded:
        arrays = {n: loaded[n][:5] if loaded[n].ndim else loaded[n] for n in loaded.files}
    arrays.pop("checksum")
    cache._write(path, key, arrays)
    assert cache.load_solution(path, key, layout, MorraRules()) is None
    assert not path.exists()


def test_the_archive_members_are_never_unpickled(tmp_path) -> None:
    path = tmp_path / "x.npz"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("values.npy", b"\x93NUMPY\x01\x00v\x00{'descr': '|O', 'fortran_order':")
    assert cache.load_solution(path, "x", morra.load_layout("quick"), MorraRules()) is None
    assert not path.exists()
