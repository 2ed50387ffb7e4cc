"""Which files make a native search core, and the hash that names them (mill and Myra alike).

A game's compiled core lives in its ``native_core/`` folder beside its ``native.py``. One rule
for the places that must agree on it: ``setup.py`` compiles these files and records their hash in
the build (``SOURCE_SHA``), the game's ``native.py`` ignores a build whose hash differs from the
sources beside it (a stale core would play by other rules), ``scripts/ensure-env.sh`` hashes the
same folders to know when to build again, and the tests compile the same files once more. The
rule is "every ``.c`` and ``.h`` file of the folder, by name", so a file added to a core is
compiled and hashed without a list to update.

Standard library only, and importing nothing of the package: ``setup.py`` loads this file by its
path before the package (or any of its dependencies) is installed.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

SUFFIXES = (".c", ".h")


def core_folder(module_file: str) -> Path:
    """The ``native_core`` folder beside a game's module (pass its ``__file__``)."""
    return Path(module_file).with_name("native_core")


def source_files(folder: Path) -> list[Path]:
    """Every C file and header of the core, sorted by name (empty when the folder is absent,
    as in an installed wheel that carries no sources)."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if path.suffix in SUFFIXES)


def compiled_files(folder: Path) -> list[Path]:
    """The translation units: the ``.c`` files of ``source_files``."""
    return [path for path in source_files(folder) if path.suffix == ".c"]


def headers(folder: Path) -> list[Path]:
    """The headers: the ``.h`` files of ``source_files`` (a change rebuilds every unit)."""
    return [path for path in source_files(folder) if path.suffix == ".h"]


def source_hash(folder: Path) -> str:
    """16 hex digits over each file's name and bytes, in name order."""
    digest = hashlib.sha256()
    for path in source_files(folder):
        digest.update(path.name.encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
