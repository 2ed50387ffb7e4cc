"""Integrity a rewrite cannot fake (issue 43): a cached table is checked against a digest index
kept apart from the table files, a shipped one against digests recorded in the package."""

from __future__ import annotations

import json
import lzma

import pytest

from morra_suite.ai.mill import table_files


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(table_files, "damage_notes", [])
    monkeypatch.setattr(table_files, "_noted", set())
    return tmp_path / "ai"


def _rewrite(path, content: bytes, table_id) -> None:
    """What a rewrite does: new content, and a header that matches it."""
    header = {
        "format": table_files.FORMAT,
        "version": table_id.version,
        "rules": table_id.rules,
        "size": table_id.size,
        "sha256": table_files.content_sum(content),
    }
    packed = lzma.compress(content, format=lzma.FORMAT_XZ)
    path.write_bytes(table_files.MAGIC + json.dumps(header).encode("ascii") + b"\n" + packed)


def test_a_negated_table_with_a_matching_header_is_refused_and_rebuilt(cache) -> None:
    """The SHA-256 lived inside the file it checked: a solution rewritten with every value
    negated and a matching header was accepted, and every win read as a loss."""
    table_id = table_files.TableId(1, "six-test", 4096)
    values = bytes((i * 7) % 120 + 1 for i in range(4096))
    path = cache / "six_test.i8.xz"
    table_files.save_table(values, path, table_id, preset=0)
    assert table_files.load_verified(path.name, table_id, cache) == values
    negated = bytes((-v) & 0xFF for v in values)
    _rewrite(path, negated, table_id)
    with pytest.raises(table_files.TableFileError, match="digest index"):
        table_files.read_cached(path, table_id)
    assert table_files.load_verified(path.name, table_id, cache) is None  # to be rebuilt
    assert not path.exists()
    assert len(table_files.damage_notes) == 1  # told once
    assert table_files.index_path().parent != path.parent  # the index is apart


def test_a_table_the_index_does_not_know_is_rebuilt_without_a_damage_note(cache) -> None:
    table_id = table_files.TableId(1, "old", 100)
    path = cache / "old.i8.xz"
    cache.mkdir(parents=True)
    _rewrite(path, bytes(100), table_id)  # as an older version wrote it: no index entry
    assert table_files.load_verified(path.name, table_id, cache) is None
    assert not path.exists() and table_files.damage_notes == []


def test_a_shipped_table_rewritten_with_its_manifest_is_refused(cache, tmp_path, monkeypatch):
    """The manifest sits beside the shipped tables: a rewrite of both passed. The digest
    recorded in the package's code at build time does not move with them."""
    name = "flying3_plain_v1.i8.xz"
    from morra_suite.ai.mill import flying

    table_id = flying.table_id(False)
    folder = tmp_path / "shipped"
    folder.mkdir()
    content = bytes(table_id.size)
    (folder / name).write_bytes(lzma.compress(content, format=lzma.FORMAT_XZ))
    facts = {
        "version": table_id.version,
        "rules": table_id.rules,
        "size": table_id.size,
        "sha256": table_files.content_sum(content),
    }
    manifest = {"format": 1, "tables": {name: facts}}
    (folder / table_files.MANIFEST).write_text(json.dumps(manifest))
    monkeypatch.setattr(table_files, "shipped", lambda n: folder / n)
    table_files.manifest.cache_clear()
    try:
        with pytest.raises(table_files.TableFileError, match="recorded at build"):
            table_files.read_shipped(name, table_id)
    finally:
        monkeypatch.undo()
        table_files.manifest.cache_clear()


def test_every_shipped_table_has_a_digest_recorded_in_the_package() -> None:
    recorded = table_files.shipped_digests()
    for name, facts in table_files.manifest().items():
        assert recorded.get(name) == facts["sha256"], name
