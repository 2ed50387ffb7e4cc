"""The files the application writes itself: one atomic writer, the cache folder, dead temporaries.

One module for it, because five copies of "write beside, then rename" had grown five ways of
naming, forgetting and mis-permitting their temporary files. Every file the app writes (saved
games, the autosave, boards, learning progress, caches) goes through ``atomic_writer``:

* the content goes to a temporary file in the target's folder, is synced to the disk, and is
  moved over the target with ``os.replace``: a crash or a full disk leaves the old file or the new
  one, never half of one;
* a replaced file keeps its permission bits (a 0600 saved game stays private); a new one gets
  0666 less the umask, or 0600 for private data;
* a symbolic link is followed and its target written (the link stays a link); a file with other
  hard links is refused with ``LinkedFileError`` naming why, since a rename would split it from
  its other names and they would keep the old content;
* the temporary's name carries its writer's identity (``.<name>.<pid>-<start>.<random>.tmp``,
  the process id and the process's start time), so ``clean_dead_temporaries`` removes the
  leftovers of a writer that is gone (a kill) at the next start, at once, and leaves a running
  copy's alone; names of the older form (no identity) go when they are an hour old.

Pure Python, no Qt: the caches are written by ``ai``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

TEMP_SUFFIX = ".tmp"
STALE_AFTER_S = 3600.0  # an old-style temporary this old has lost its writer
CACHE_ENV = "MORRA_SUITE_CACHE_DIR"
PRIVATE_MODE = 0o600
MAX_TIDY_FOLDERS = 200  # folders ``tidy_tree`` looks into (a user's data folder holds a few)
MAX_TIDY_DEPTH = 4

_OWNED = re.compile(r"\.(\d{1,10})-(\d{1,20})\.[0-9a-f]{8,32}\.tmp$")


class LinkedFileError(OSError):
    """A file that has other hard links: replacing it would leave them with the old content."""

    def __init__(self, path: object, links: int) -> None:
        self.path = path
        super().__init__(
            errno.EMLINK,
            f"{path} has {links} names (hard links); writing it would leave the other "
            "names with the old content, so it was not written: save under another name",
        )


def _start_time(pid: int) -> int | None:
    """When process ``pid`` started, in the system's clock ticks since boot (Linux
    ``/proc/<pid>/stat``), or ``None`` where that cannot be known. With the process id it names
    one process, even after the id is reused."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            line = handle.read(4096)
    except OSError:
        return None
    fields = line[line.rfind(b")") + 2 :].split()
    try:
        return int(fields[19])  # field 22 of stat(5); the first two are before ")"
    except (IndexError, ValueError):
        return None


_identity: list[object] = [None, ""]  # the pid it was taken for, and "<pid>-<start>"


def writer_identity() -> str:
    """This process's ``<pid>-<start>`` (the start is 0 where it cannot be known); taken again
    in a forked child, which is another writer."""
    pid = os.getpid()
    if _identity[0] != pid:
        _identity[:] = [pid, f"{pid}-{_start_time(pid) or 0}"]
    return str(_identity[1])


def _umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux), else by
    setting and restoring it (a moment in which another thread's new file could get 0o022)."""
    with (
        contextlib.suppress(OSError, ValueError),
        open("/proc/self/status", encoding="ascii", errors="replace") as handle,
    ):
        for line in handle:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _temporary_for(target: Path) -> tuple[int, Path]:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0)
    while True:
        # os.urandom is what secrets.token_hex reads; the secrets module would bring hashlib
        # and OpenSSL's libcrypto (about 3.5 MiB resident) into every process that writes a file
        name = f".{target.name}.{writer_identity()}.{os.urandom(6).hex()}{TEMP_SUFFIX}"
        temp = target.parent / name
        try:
            return os.open(temp, flags, PRIVATE_MODE), temp
        except FileExistsError:
            continue


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """Where a write to ``path`` lands: the final target of a symbolic link (the link stays),
    else ``path`` itself."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def _mode_for(target: Path, private: bool) -> tuple[int, os.stat_result | None]:
    try:
        now = os.stat(target)
    except FileNotFoundError:
        return (PRIVATE_MODE if private else 0o666 & ~_umask()), None
    if stat.S_ISREG(now.st_mode) and now.st_nlink > 1:
        raise LinkedFileError(target, now.st_nlink)
    return stat.S_IMODE(now.st_mode), now


def _sync_folder(folder: Path) -> None:
    """Syncs the folder's entry list, so the rename itself survives a power cut (where the
    system lets a folder be opened)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], private: bool = False) -> Iterator[BinaryIO]:
    """A binary handle whose content replaces ``path`` only when the block ends without error
    (the folder is made if need be). ``private`` gives a new file 0600. ``OSError`` says what
    went wrong (``LinkedFileError`` for a file with other hard links), and no temporary stays."""
    target = resolve_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode, old = _mode_for(target, private)
    fd, temp = _temporary_for(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            if old is not None and hasattr(os, "fchown"):
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(handle.fileno(), old.st_uid, old.st_gid)
            os.fsync(handle.fileno())
        if not hasattr(os, "fchmod"):
            os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def write_bytes_atomic(
    path: str | os.PathLike[str], data: bytes | memoryview, private: bool = False
) -> None:
    """Writes ``data`` to ``path`` all at once (see ``atomic_writer``)."""
    with atomic_writer(path, private) as handle:
        handle.write(data)


def write_text_atomic(path: str | os.PathLike[str], text: str, private: bool = False) -> None:
    """Writes ``text`` as UTF-8 with ``\\n`` line ends to ``path`` all at once."""
    write_bytes_atomic(path, text.encode("utf-8"), private)


def write_with(path: str | os.PathLike[str], write: Callable[[BinaryIO], object]) -> None:
    """Lets ``write(handle)`` fill ``path`` atomically (for writers that want a file, as
    ``numpy.savez`` does)."""
    with atomic_writer(path) as handle:
        write(handle)


def is_temporary(path: Path) -> bool:
    """Whether ``path`` is named as this module names its temporary files."""
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


def _alive(pid: int, start: int) -> bool:
    """Whether the writer ``pid`` started at ``start`` (0: unknown) may still be running."""
    if pid == os.getpid():
        return f"{pid}-{start}" == writer_identity()
    if sys.platform.startswith("win"):
        return True  # no cheap, safe probe: such files go by age
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError, ValueError):  # gone, or no process id at all
        return False
    except PermissionError:
        pass  # another user's process: alive
    except OSError:
        return True
    if start == 0:
        return True
    now = _start_time(pid)
    return now is None or now == start


def clean_dead_temporaries(
    folder: str | os.PathLike[str], older_than: float = STALE_AFTER_S
) -> list[Path]:
    """Removes the temporary files an interrupted write left in ``folder`` (not below it): at
    once when the name's writer is gone, else (a name of the old form, or a writer that cannot
    be probed) when older than ``older_than`` seconds; a running copy's writes are left alone.
    Returns what it removed. A missing or unreadable folder removes nothing."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        path = Path(folder) / entry.name
        if not is_temporary(path):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            owner = _OWNED.search(entry.name)
            dead = owner is not None and not _alive(int(owner[1]), int(owner[2]))
            if not dead and now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(path)
        except OSError:
            continue
        removed.append(path)
    return removed


clean_stale_temporaries = clean_dead_temporaries  # the name callers knew


def tidy_tree(root: str | os.PathLike[str]) -> list[Path]:
    """``clean_dead_temporaries`` in ``root`` and the folders below it (at most
    ``MAX_TIDY_DEPTH`` deep and ``MAX_TIDY_FOLDERS`` folders, links not followed): every folder
    the app writes lies under its data or its cache folder."""
    removed: list[Path] = []
    todo = [(Path(root), 0)]
    seen = 0
    while todo and seen < MAX_TIDY_FOLDERS:
        folder, depth = todo.pop()
        seen += 1
        removed += clean_dead_temporaries(folder)
        if depth >= MAX_TIDY_DEPTH:
            continue
        with contextlib.suppress(OSError):
            for entry in os.scandir(folder):
                with contextlib.suppress(OSError):
                    if entry.is_dir(follow_symlinks=False):
                        todo.append((Path(entry.path), depth + 1))
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


# ---- the user's own files ---------------------------------------------------------------------

# kind -> the folder the app named for it
_user_folders: dict[str, Path] = {}


def set_user_folder(kind: str, folder: Path | None) -> None:
    """Names the folder of the user's own files of ``kind`` (``"layouts"``: the boards a game
    finds by name), or forgets it (``None``). The app finds its data folder through Qt and names
    it here at start-up: a pure game library reads it when it is first asked for a file, so the
    app need not import that game (and its rules) only to tell it where the user's files are."""
    if folder is None:
        _user_folders.pop(kind, None)
    else:
        _user_folders[kind] = Path(folder)


def user_folder(kind: str) -> Path | None:
    """The folder ``set_user_folder`` named for ``kind``, if one was."""
    return _user_folders.get(kind)


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
