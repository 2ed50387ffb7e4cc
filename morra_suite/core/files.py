"""The files the application writes itself: atomic writes, the cache folder, stale temporaries.

One module for it, because five copies of "write beside, then rename" had grown five ways of
naming and forgetting their temporary files. Every write goes to a temporary file in the target's
folder (``.<name>.<random>.tmp``), is flushed to the disk and moved over the target with
``os.replace``: a crash or a full disk leaves the old file or the new one, never half of one. A
crash between the two leaves a temporary file, which ``clean_stale_temporaries`` removes when the
application asks it (at start-up). Pure Python, no Qt: the caches are written by ``ai``.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

TEMP_SUFFIX = ".tmp"
STALE_AFTER_S = 3600.0  # a temporary this old has lost its writer (a write takes seconds)
CACHE_ENV = "MORRA_SUITE_CACHE_DIR"


def _temporary_for(target: Path) -> tuple[int, str]:
    return tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: int = 0o644) -> Iterator[BinaryIO]:
    """A binary handle whose content replaces ``path`` only when the block ends without error
    (the folder is made if need be); ``OSError`` says what went wrong, and no temporary stays."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = _temporary_for(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes | memoryview) -> None:
    """Writes ``data`` to ``path`` all at once (see ``atomic_writer``)."""
    with atomic_writer(path) as handle:
        handle.write(data)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Writes ``text`` as UTF-8 with ``\\n`` line ends to ``path`` all at once."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_with(path: str | os.PathLike[str], write: Callable[[BinaryIO], object]) -> None:
    """Lets ``write(handle)`` fill ``path`` atomically (for writers that want a file, as
    ``numpy.savez`` does)."""
    with atomic_writer(path) as handle:
        write(handle)


def is_temporary(path: Path) -> bool:
    """Whether ``path`` is named as this module names its temporary files."""
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


def clean_stale_temporaries(
    folder: str | os.PathLike[str], older_than: float = STALE_AFTER_S
) -> list[Path]:
    """Removes the temporary files an interrupted write left in ``folder`` (not below it) that
    are older than ``older_than`` seconds, so a write in progress elsewhere is left alone;
    returns what it removed. A missing or unreadable folder removes nothing."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not is_temporary(entry):
            continue
        try:
            if not entry.is_file() or now - entry.stat().st_mtime < older_than:
                continue
            entry.unlink()
        except OSError:
            continue
        removed.append(entry)
    return removed


def cache_root() -> Path:
    """The application's cache folder: ``$MORRA_SUITE_CACHE_DIR`` when set (tests, tools), else
    the platform's (XDG on Linux, ``Library/Caches`` on macOS, ``LOCALAPPDATA`` on Windows)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "morra-suite" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "morra-suite"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "morra-suite"


def cache_dir(part: str) -> Path:
    """One part's folder in the cache (``"ai"`` for the mill tables, ``"morra"`` for the Morra
    solutions); it may not exist yet."""
    return cache_root() / part


def cache_folders() -> list[Path]:
    """Every folder of the cache that holds files (for ``clean_stale_temporaries``)."""
    root = cache_root()
    return [root, *(root / part for part in ("ai", "morra"))]


# ---- reading a file the user chose ------------------------------------------------------------


class FileRefused(ValueError):
    """A file the user chose that the app will not read: names the file and the reason."""

    def __init__(self, path: object, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes, else
    ``FileRefused`` (a device, a pipe, a folder, too large); ``OSError`` when it cannot be read.

    Why: a text that names ``/dev/zero`` made a reader fill the memory, ``/dev/stdin`` blocked for
    ever. The file is opened without blocking (a pipe would wait for a writer) and checked
    before and after opening, and never read past ``limit``."""
    target = Path(path)
    if not stat.S_ISREG(os.stat(target).st_mode):
        raise FileRefused(target, "not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise FileRefused(target, "not a regular file")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(target, f"larger than {limit:,} bytes")
    return data
