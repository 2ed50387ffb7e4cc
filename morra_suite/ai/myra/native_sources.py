"""The C sources of Myra's native core (``native_core/``) and the hash that names them.

One rule for the places that must agree on it: ``setup.py`` compiles these files and records
their hash in the build (``SOURCE_SHA``), and ``native.py`` ignores a build whose hash differs
from the sources beside it (a stale core would play by other rules); ``scripts/ensure-env.sh``
hashes the same folder to know when to build again. The rule is "every ``.c`` and ``.h`` file of
the folder, by name", so a file added to the core is compiled and hashed without a list to
update. The same rule as the mill core's (``ai/mill/native_sources.py``), kept per game so that
neither game's engine imports the other's. Standard library only: ``setup.py`` loads this file
by its path before the package is built.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

FOLDER = Path(__file__).with_name("native_core")
SUFFIXES = (".c", ".h")


def source_files(folder: Path = FOLDER) -> list[Path]:
    """Every C file and header of the core, sorted by name (empty when the folder is absent)."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if path.suffix in SUFFIXES)


def compiled_files(folder: Path = FOLDER) -> list[Path]:
    """The translation units: the ``.c`` files of ``source_files``."""
    return [path for path in source_files(folder) if path.suffix == ".c"]


def source_hash(folder: Path = FOLDER) -> str:
    """16 hex digits over each file's name and bytes, in name order."""
    digest = hashlib.sha256()
    for path in source_files(folder):
        digest.update(path.name.encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
