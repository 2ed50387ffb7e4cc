"""The storage of solved mill tables: verified files in the cache folder and in ``resources/ai``.

Why a file is never trusted: a table that is valid xz of the right length but holds the wrong
bytes (zeroed by a disk, copied from another version) would make the computer claim "draw" for a
won position and play like it. So every table carries what it must be:

* a cache file is a short header line and an xz stream: ``MORRA-SUITE-TABLE`` then JSON with the
  format, the table's version, its rules key, its size and the SHA-256 of its content;
* a shipped file is plain xz, and ``resources/ai/manifest.json`` (written by
  ``scripts/build_mill_tables.py`` when the tables are built) holds the same facts per file.

A checksum beside what it checks proves nothing against a rewrite: a Six solution rewritten with
every value negated and a header to match was accepted, and every win read as a loss. So the
digest that decides lives apart from the file: a shipped table's in the package's code
(``shipped_digests.DIGESTS``, recorded at build time), a cached table's in a digest index in its
own folder of the cache (``index/mill-tables.json``), written when the table is saved. A cached
table the index does not know, or knows with another digest, is rebuilt.

``read_cached`` and ``read_shipped`` check all of them and raise ``TableFileError`` (a
``ValueError`` naming the file and the reason) for anything else: a missing header, another
version or rules key, a truncated or undecodable stream, a wrong size or checksum. xz is read as
``FORMAT_XZ`` only (the legacy format's decoder takes minutes on a zero-filled file) and never
past the size the table must have. A loader that gets the error deletes the cached file
(``discard``), tells the log once (``note_damage``) and builds the table again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import lzma
import threading
from dataclasses import dataclass
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from morra_suite.core import notices
from morra_suite.core.files import cache_dir as core_cache_dir
from morra_suite.core.files import write_bytes_atomic, write_text_atomic

MAGIC = b"MORRA-SUITE-TABLE "
FORMAT = 1
MANIFEST = "manifest.json"
HEADER_LIMIT = 1024  # bytes a header line may take
CHUNK = 1 << 20
INDEX_PART = "index"  # the cache folder of the digest index, apart from the tables in "ai"
INDEX_NAME = "mill-tables.json"
INDEX_LIMIT = 1_000_000  # bytes the index may take (a few hundred tables)
DIGESTS_MODULE = Path(__file__).with_name("shipped_digests.py")

log = logging.getLogger(__name__)


class TableFileError(ValueError):
    """A table file that is not the table it must be: names the file and the reason."""

    def __init__(self, path: object, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class UnindexedTableError(TableFileError):
    """A cached table the digest index does not know (written by an older version, or the index
    was lost): rebuilt without a word of damage."""


@dataclass(frozen=True)
class TableId:
    """What a table must be: its version, the rules key it was solved for, its size in bytes."""

    version: int
    rules: str
    size: int


def cache_dir() -> Path:
    """The folder for built tables: ``core.files``'s cache folder, part ``ai``."""
    return core_cache_dir("ai")


def content_sum(data: bytes | bytearray | memoryview) -> str:
    """The SHA-256 of a table's content, as hex."""
    return hashlib.sha256(data).hexdigest()


def save_table(
    table: bytes | bytearray | memoryview, path: Path, table_id: TableId, preset: int = 9
) -> None:
    """Writes ``table`` (raw signed bytes) with its header, through xz, atomically: a half-written
    table is never read by anyone. xz packs the endgames and the 4 MB flying grid to a few
    hundred kilobytes and unpacks them in well under a second."""
    data = memoryview(table).cast("B")
    if len(data) != table_id.size:
        raise ValueError(f"{path}: {len(data)} bytes to save, the table has {table_id.size}")
    digest = content_sum(data)
    header = {
        "format": FORMAT,
        "version": table_id.version,
        "rules": table_id.rules,
        "size": table_id.size,
        "sha256": digest,
    }
    packed = lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=preset)
    write_bytes_atomic(path, MAGIC + json.dumps(header).encode("ascii") + b"\n" + packed)
    record_digest(path, digest)


def index_path() -> Path:
    """The digest index of the cached tables: its own folder of the cache, never beside them."""
    return core_cache_dir(INDEX_PART) / INDEX_NAME


def _index_key(path: Path) -> str:
    return str(Path(path).resolve())


def _read_index() -> dict[str, str]:
    """The index (table path -> SHA-256 of its content); empty when missing or unreadable, so
    every cached table is rebuilt rather than trusted."""
    try:
        with open(index_path(), "rb") as handle:
            raw = handle.read(INDEX_LIMIT + 1)
        data = json.loads(raw) if len(raw) <= INDEX_LIMIT else None
    except (OSError, ValueError, RecursionError):
        return {}
    tables = data.get("tables") if isinstance(data, dict) else None
    if not isinstance(tables, dict):
        return {}
    return {k: v for k, v in tables.items() if isinstance(v, str) and len(v) == 64}


_index_lock = threading.Lock()


def record_digest(path: Path, sha256: str) -> None:
    """Enters a saved table's digest in the index (atomically; a copy of the app writing at the
    same moment may lose an entry, which costs one rebuild, never a wrong table)."""
    with _index_lock:
        tables = _read_index()
        tables[_index_key(path)] = sha256
        text = json.dumps({"format": FORMAT, "tables": dict(sorted(tables.items()))}, indent=0)
        write_text_atomic(index_path(), text + "\n")


def indexed_digest(path: Path) -> str | None:
    """The digest the index holds for the cached table at ``path``, or ``None``."""
    return _read_index().get(_index_key(path))


def _unpack(where: object, packed: bytes | memoryview, size: int) -> bytes:
    """The xz stream's content, of exactly ``size`` bytes, decoded as ``FORMAT_XZ`` only and
    never further than one byte past ``size`` (a bomb or a wrong table stops there)."""
    decoder = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
    try:
        raw = decoder.decompress(packed, max_length=size + 1)
    except lzma.LZMAError as error:
        raise TableFileError(where, f"not an xz stream ({error})") from None
    if len(raw) > size:
        raise TableFileError(where, f"holds more than the {size} bytes of the table")
    if not decoder.eof:
        raise TableFileError(where, f"truncated ({len(raw)} of {size} bytes)")
    if len(raw) != size:
        raise TableFileError(where, f"{len(raw)} bytes, the table has {size}")
    return raw


# Any: the manifest's JSON values, checked here
def _check(where: object, facts: dict[str, Any], table_id: TableId) -> None:
    for name, want in (("version", table_id.version), ("rules", table_id.rules)):
        if facts.get(name) != want:
            raise TableFileError(where, f"{name} {facts.get(name)!r}, expected {want!r}")
    if facts.get("size") != table_id.size:
        raise TableFileError(where, f"size {facts.get('size')!r}, expected {table_id.size}")
    if not isinstance(facts.get("sha256"), str):
        raise TableFileError(where, "no checksum")


# Any: the manifest's JSON values (its size and hash)
def _verify(where: object, raw: bytes, facts: dict[str, Any]) -> bytes:
    if content_sum(raw) != facts["sha256"]:
        raise TableFileError(where, "checksum mismatch: the content is damaged")
    return raw


def read_cached(path: Path, table_id: TableId) -> bytes:
    """The verified content of a cache file written by ``save_table``, else ``TableFileError``
    (``OSError`` when it cannot be read at all)."""
    with open(path, "rb") as handle:
        blob = handle.read(table_id.size + table_id.size // 8 + CHUNK)  # xz never grows more
        if handle.read(1):
            raise TableFileError(path, "larger than any table of its size")
    if not blob.startswith(MAGIC):
        raise TableFileError(path, "no table header (a file of another version or damaged)")
    end = blob.find(b"\n", 0, HEADER_LIMIT)
    if end < 0:
        raise TableFileError(path, "the header line does not end")
    try:
        facts = json.loads(blob[len(MAGIC) : end].decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        raise TableFileError(path, "the header is not readable") from None
    if not isinstance(facts, dict) or facts.get("format") != FORMAT:
        raise TableFileError(path, "a header of another format")
    _check(path, facts, table_id)
    indexed = indexed_digest(path)
    if indexed is None:
        raise UnindexedTableError(path, "not in the digest index of the cache")
    if indexed != facts["sha256"]:
        raise TableFileError(path, "its header differs from the digest index: rewritten")
    return _verify(path, _unpack(path, memoryview(blob)[end + 1 :], table_id.size), facts)


def shipped(name: str) -> Traversable:
    """A shipped table file (source tree, wheel and frozen app alike)."""
    from morra_suite.resources import resource_path

    return resource_path("ai", name)


@cache
# Any: the manifest file's JSON values
def manifest() -> dict[str, dict[str, Any]]:
    """The facts of every shipped table, recorded when they were built (empty if unreadable)."""
    try:
        data = json.loads(shipped(MANIFEST).read_text(encoding="utf-8"))
        tables = data["tables"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    return tables if isinstance(tables, dict) else {}


def read_shipped(name: str, table_id: TableId) -> bytes | None:
    """The verified content of a shipped table, ``None`` when none ships under ``name``;
    ``TableFileError`` when the file or its manifest entry is not that table."""
    resource = shipped(name)
    if not resource.is_file():
        return None
    facts = manifest().get(name)
    if not isinstance(facts, dict):
        raise TableFileError(resource, "not in the shipped tables' manifest")
    _check(resource, facts, table_id)
    recorded = shipped_digests().get(name)
    if recorded is None:
        raise TableFileError(resource, "no digest was recorded for it when the app was built")
    if facts["sha256"] != recorded:
        raise TableFileError(resource, "the manifest differs from the digest recorded at build")
    packed = resource.read_bytes()
    return _verify(resource, _unpack(resource, packed, table_id.size), facts)


def record_shipped(folder: Path, name: str, table_id: TableId, sha256: str) -> None:
    """Adds (or replaces) a shipped table's entry in ``folder``'s manifest (the build script)."""
    path = folder / MANIFEST
    try:
        tables = json.loads(path.read_text(encoding="utf-8"))["tables"]
    except (OSError, ValueError, KeyError):
        tables = {}
    tables[name] = {
        "version": table_id.version,
        "rules": table_id.rules,
        "size": table_id.size,
        "sha256": sha256,
    }
    text = json.dumps({"format": FORMAT, "tables": dict(sorted(tables.items()))}, indent=1)
    write_bytes_atomic(path, (text + "\n").encode("utf-8"))
    manifest.cache_clear()
    _record_shipped_digest(name, sha256)


def shipped_digests() -> dict[str, str]:
    """The digests recorded in the package at build time (``shipped_digests.DIGESTS``)."""
    from morra_suite.ai.mill import shipped_digests as module

    return module.DIGESTS


def _record_shipped_digest(name: str, sha256: str) -> None:
    """Writes ``name``'s digest into ``shipped_digests.py`` (the build scripts, in a checkout)."""
    from morra_suite.ai.mill import shipped_digests as module

    digests = dict(module.DIGESTS)
    digests[name] = sha256
    head = DIGESTS_MODULE.read_text(encoding="utf-8").split("DIGESTS: dict[str, str] = {")[0]
    rows = "".join(f'    "{k}": "{v}",\n' for k, v in sorted(digests.items()))
    write_text_atomic(DIGESTS_MODULE, head + "DIGESTS: dict[str, str] = {\n" + rows + "}\n")
    module.DIGESTS = digests


def discard(path: Path) -> None:
    """Deletes a damaged cache file so that it is built again (a file that cannot be deleted is
    overwritten by the rebuild's atomic write all the same)."""
    with contextlib.suppress(OSError):
        path.unlink()


_noted: set[str] = set()
_noted_lock = threading.Lock()
damage_notes: list[str] = []


def note_damage(error: TableFileError) -> None:
    """Tells the log once per file that a table was damaged and is being rebuilt, and keeps the
    sentence in ``damage_notes`` for a window that wants to show it."""
    key = str(error.path)
    with _noted_lock:
        if key in _noted:
            return
        _noted.add(key)
        sentence = f"A damaged table was found and is being rebuilt: {error}"
        damage_notes.append(sentence)
    log.warning("%s", sentence)
    notices.tell(notices.Notice(notices.DAMAGED_CACHE, str(error), key))


def load_verified(name: str, table_id: TableId, folder: Path | None = None) -> bytes | None:
    """The table ``name``: shipped, else cached in ``folder`` (the cache folder), verified; a
    damaged cache file is deleted and noted, a damaged shipped one noted; ``None`` when there
    is no good file (the caller builds the table)."""
    try:
        found = read_shipped(name, table_id)
        if found is not None:
            return found
    except (OSError, TableFileError) as error:
        note_damage(
            error if isinstance(error, TableFileError) else TableFileError(name, str(error))
        )
    path = (cache_dir() if folder is None else folder) / name
    if not path.is_file():
        return None
    try:
        return read_cached(path, table_id)
    except UnindexedTableError:
        discard(path)
    except TableFileError as error:
        note_damage(error)
        discard(path)
    except OSError as error:
        note_damage(TableFileError(path, str(error)))
    return None
