"""Damaged table files: every cache and shipped table is verified, a bad one is never trusted.

Each damage a disk can do (truncated, zero-filled, one byte flipped, a valid xz stream of the
right length holding the wrong bytes, the legacy header-less file) is tried on the cache files
of the 24-point endgames, Six Men's Morris and the flying endgame, and on the shipped tables. The
expected behaviour: the loader refuses the file with its own ``TableFileError`` (never another
exception), deletes a damaged cache file, notes it once, and the table it then builds equals a
freshly built one, so no damaged file ever leads to a wrong "wins in N" or "draw".
"""

from __future__ import annotations

import lzma
import time
from dataclasses import replace
from pathlib import Path

import pytest

from morra_suite.ai.mill import endgames, flying, native, six, table_files
from morra_suite.ai.mill.convert import config_from_rules
from morra_suite.ai.mill.engine import Config
from morra_suite.ai.mill.verify import timeless
from morra_suite.games import mill

needs_native = pytest.mark.skipif(not native.available(), reason="the native core is not built")

DAMAGES = ("truncated", "zero-filled", "byte flipped", "wrong content", "legacy", "empty")


def damage(path: Path, kind: str, table_id: table_files.TableId) -> None:
    """Damages the file at ``path`` the way a disk (or an old version) would."""
    data = bytearray(path.read_bytes())
    if kind == "truncated":
        path.write_bytes(bytes(data[: len(data) // 2]))
    elif kind == "zero-filled":
        path.write_bytes(bytes(len(data)))
    elif kind == "byte flipped":
        data[len(data) * 2 // 3] ^= 0x40
        path.write_bytes(bytes(data))
    elif kind == "wrong content":  # the header kept, the content zeroed and packed validly
        header = bytes(data[: data.index(b"\n") + 1])
        path.write_bytes(header + lzma.compress(bytes(table_id.size), format=lzma.FORMAT_XZ))
    elif kind == "legacy":  # the header-less file of the previous version: not verifiable
        path.write_bytes(lzma.compress(bytes(table_id.size), format=lzma.FORMAT_XZ))
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        raise AssertionError(kind)


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(table_files, "damage_notes", [])
    monkeypatch.setattr(table_files, "_noted", set())
    return tmp_path / "ai"


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_table_file_is_refused_with_its_own_error(tmp_path, kind) -> None:
    table_id = table_files.TableId(1, "plain", 50_000)
    content = bytes(range(256)) * 195 + bytes(80)
    path = tmp_path / "t.i8.xz"
    table_files.save_table(content, path, table_id)
    assert table_files.read_cached(path, table_id) == content
    damage(path, kind, table_id)
    with pytest.raises(table_files.TableFileError) as caught:
        table_files.read_cached(path, table_id)
    assert str(path) in str(caught.value)


def test_another_version_or_rules_key_is_refused(tmp_path) -> None:
    table_id = table_files.TableId(1, "plain", 1000)
    path = tmp_path / "t.i8.xz"
    table_files.save_table(bytes(1000), path, table_id)
    for other in (replace(table_id, version=2), replace(table_id, rules="diag")):
        with pytest.raises(table_files.TableFileError, match="expected"):
            table_files.read_cached(path, other)
    with pytest.raises(ValueError):  # saving the wrong size is refused before writing
        table_files.save_table(bytes(999), path, table_id)


def test_a_zero_filled_16_mb_six_cache_is_refused_at_once(cache) -> None:
    """Auto-detecting xz read this as the legacy format and took over 15 minutes; FORMAT_XZ
    refuses it at the first bytes."""
    cfg = config_from_rules(mill.MillRules.preset("six"))
    path = cache / six.file_name(cfg)
    path.parent.mkdir(parents=True)
    path.write_bytes(bytes(16_000_000))
    began = time.thread_time()  # CPU time: the work, which load does not stretch
    assert six.load_or_build(cfg, build=False) is None
    assert time.thread_time() - began < 2.0
    assert not path.exists()  # deleted, to be rebuilt
    assert len(table_files.damage_notes) == 1


@pytest.fixture(scope="module")
def fresh_3v3() -> bytes:
    """The 3-v-3 table of rules that ship none, solved fresh (the yardstick)."""
    return _solve_3v3()


def _solve_3v3() -> bytes:
    saved = endgames.GROUPS
    endgames.GROUPS = ((3, 3),)
    try:
        return endgames.solve(Config(remove_any=True))[(3, 3)]
    finally:
        endgames.GROUPS = saved


@needs_native
@pytest.mark.parametrize("kind", ["zero-filled", "wrong content"])
def test_a_damaged_endgame_cache_is_deleted_and_rebuilt_equal_to_a_fresh_build(
    cache, monkeypatch, fresh_3v3, kind
) -> None:
    monkeypatch.setattr(endgames, "GROUPS", ((3, 3),))
    cfg = Config(remove_any=True)
    path = cache / endgames.file_name(cfg, 3, 3)
    table_files.save_table(fresh_3v3, path, endgames.table_id(cfg, 3, 3), 0)
    assert endgames.load_or_build(cfg, build=False) is not None
    damage(path, kind, endgames.table_id(cfg, 3, 3))
    assert endgames.load_or_build(cfg, build=False) is None  # refused, not trusted
    assert not path.exists()
    rebuilt = endgames.load_or_build(cfg)
    assert rebuilt is not None and bytes(rebuilt[(3, 3)]) == fresh_3v3
    assert path.exists() and len(table_files.damage_notes) == 1
    assert endgames.load_or_build(cfg, build=False) is not None  # the rebuilt file is good


@needs_native
def test_a_damaged_shipped_table_is_never_trusted(cache, tmp_path, monkeypatch) -> None:
    """A shipped 3-v-3 table zeroed (valid xz, right length, wrong content): the manifest's
    checksum refuses it, and the table built instead equals the real one."""
    cfg = Config()
    name = endgames.file_name(cfg, 3, 3)
    table_id = endgames.table_id(cfg, 3, 3)
    good = table_files.read_shipped(name, table_id)
    assert good is not None
    folder = tmp_path / "shipped"
    folder.mkdir()
    (folder / name).write_bytes(lzma.compress(bytes(table_id.size), format=lzma.FORMAT_XZ))
    (folder / table_files.MANIFEST).write_bytes(
        table_files.shipped(table_files.MANIFEST).read_bytes()
    )
    monkeypatch.setattr(table_files, "shipped", lambda n: folder / n)
    with pytest.raises(table_files.TableFileError, match="checksum"):
        table_files.read_shipped(name, table_id)
    monkeypatch.setattr(endgames, "GROUPS", ((3, 3),))
    assert endgames.load_or_build(cfg, build=False) is None
    rebuilt = endgames.load_or_build(cfg)
    assert rebuilt is not None and bytes(rebuilt[(3, 3)]) == good
    assert any("checksum" in note for note in table_files.damage_notes)


def test_a_damaged_shipped_flying_table_is_not_used(cache, tmp_path, monkeypatch) -> None:
    name = flying.table_name(False)
    folder = tmp_path / "shipped"
    folder.mkdir()
    size = flying.table_id(False).size
    (folder / name).write_bytes(lzma.compress(bytes(size), format=lzma.FORMAT_XZ))
    (folder / table_files.MANIFEST).write_bytes(
        table_files.shipped(table_files.MANIFEST).read_bytes()
    )
    monkeypatch.setattr(table_files, "shipped", lambda n: folder / n)
    monkeypatch.setattr(flying, "_flying", {})
    assert flying.flying_table(False, build=False) is None  # no zeroed "draw" table


def test_every_shipped_table_matches_its_manifest() -> None:
    recorded = table_files.manifest()
    names = [flying.table_name(d) for d in (False, True)] + [
        endgames.file_name(Config(diagonals=d), a, b)
        for d in (False, True)
        for a, b in endgames.GROUPS
    ]
    for name in names:
        assert name in recorded, name
    for d in (False, True):
        assert table_files.read_shipped(flying.table_name(d), flying.table_id(d)) is not None


@needs_native
@pytest.mark.parametrize("kind", ["wrong content"])
def test_a_damaged_six_cache_is_rebuilt_equal_to_a_fresh_solve(cache, kind) -> None:
    cfg = config_from_rules(timeless(replace(mill.MillRules.preset("six"), pieces=4)))
    _solution, fresh = six.solve(cfg)
    path = cache / six.file_name(cfg)
    table_files.save_table(fresh, path, six.table_id(cfg), 0)
    assert six.load_or_build(cfg, build=False) is not None
    damage(path, kind, six.table_id(cfg))
    assert six.load_or_build(cfg, build=False) is None
    rebuilt = six.load_or_build(cfg)
    assert rebuilt is not None
    assert bytes(rebuilt.placing[3]) == bytes(six._assemble(4, fresh).placing[3])
    assert table_files.read_cached(path, six.table_id(cfg)) == fresh
