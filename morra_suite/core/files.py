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
  copy's alone; names of the older form (no identity) go when they are an hour old. The writer
  is looked for through ``/proc`` on Linux and the Win32 API on Windows (``OpenProcess``,
  ``GetProcessTimes``); one pure function, ``writer_alive``, decides from what either found.

Pure Python, no Qt: the caches are written by ``ai``.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

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
    """When process ``pid`` started, or ``None`` where that cannot be known: on Linux in the
    system's clock ticks since boot (``/proc/<pid>/stat``), on Windows as the process's creation
    time (100 ns steps since 1601). With the process id it names one process, even after the id
    is reused."""
    if sys.platform.startswith("win"):
        return _windows_probe(pid)[1]
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


# ---- the folders written outside the app's own ------------------------------------------------
# A kill while a game is saved in the user's own folder leaves a temporary there, where no
# start-up would look. So the writer lists each folder it writes in (once) in a journal kept in
# the app's data folder, and a start tidies every folder listed.

MAX_JOURNAL_FOLDERS = 64  # the folders remembered, newest first
MAX_JOURNAL_BYTES = 64_000
_journal: list[Path] = []  # the journal's path, once the launcher has set it
_noted: set[Path] = set()  # folders this process has listed already


def keep_journal(path: str | os.PathLike[str] | None) -> None:
    """From now on, folders written in are listed in the file ``path`` (``None``: not)."""
    _journal[:] = [Path(path)] if path is not None else []
    _noted.clear()


def journal_folders(path: str | os.PathLike[str] | None = None) -> list[Path]:
    """The folders listed in the journal (``path``, else the one kept), newest first."""
    source = Path(path) if path is not None else (_journal[0] if _journal else None)
    if source is None:
        return []
    try:
        text = read_regular_file(source, MAX_JOURNAL_BYTES).decode("utf-8", "replace")
    except (OSError, ValueError):
        return []
    return [Path(line) for line in text.splitlines() if line.strip()][:MAX_JOURNAL_FOLDERS]


def _note_folder(folder: Path) -> None:
    if not _journal or folder in _noted:
        return
    _noted.add(folder)
    journal = _journal[0]
    for own in (journal.parent, cache_root()):  # tidied at every start anyway
        if folder.is_relative_to(own.absolute()):
            return
    listed = journal_folders(journal)
    if folder in listed:
        return
    text = "".join(f"{line}\n" for line in [folder, *listed][:MAX_JOURNAL_FOLDERS])
    with contextlib.suppress(OSError):  # a journal that cannot be kept costs only the tidying
        journal.parent.mkdir(parents=True, exist_ok=True)
        _write(journal, text.encode("utf-8"), private=True)


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], private: bool = False) -> Iterator[BinaryIO]:
    """A binary handle whose content replaces ``path`` only when the block ends without error
    (the folder is made if need be). ``private`` gives a new file 0600. ``OSError`` says what
    went wrong (``LinkedFileError`` for a file with other hard links), and no temporary stays.
    The folder is listed in the journal first (``keep_journal``), so that a start after a kill
    tidies it."""
    target = resolve_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    _note_folder(target.parent.absolute())
    with _writing(target, private) as handle:
        yield handle


def _write(path: Path, data: bytes, private: bool) -> None:
    with _writing(resolve_target(path), private) as handle:
        handle.write(data)


@contextlib.contextmanager
def _writing(target: Path, private: bool) -> Iterator[BinaryIO]:
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


# What a probe of a writer's process found: it is gone, it runs (with its start time, ``None``
# when that cannot be read), or nothing can be said (another user's process on Windows, an
# error): a writer that may be alive.
GONE, RUNNING, UNKNOWN = "gone", "running", "unknown"
Probe = tuple[str, "int | None"]


def writer_alive(start: int, probe: Probe) -> bool:
    """Whether a temporary's writer may still be running, from the ``start`` in its name (0: not
    known when it was written) and what a probe of its process id found now.

    Why one pure function: the probes differ by system (``/proc`` and a signal on Linux, the
    Win32 API on Windows), the decision must not; this one is tested on every system. A process
    that runs under the same id but started at another time took a dead writer's id."""
    found, now = probe
    if found == GONE:
        return False
    if found == UNKNOWN or start == 0 or now is None:
        return True
    return now == start


def _posix_probe(pid: int) -> Probe:
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError, ValueError):  # gone, or no process id at all
        return GONE, None
    except PermissionError:
        pass  # another user's process: it runs
    except OSError:
        return UNKNOWN, None
    return RUNNING, _start_time(pid)


_STILL_ACTIVE = 259  # GetExitCodeProcess's "no exit code yet"
_ERROR_INVALID_PARAMETER = 87  # OpenProcess's answer for an id no process has
_QUERY_LIMITED_INFORMATION = 0x1000  # a right any user has on any process it may see


def _windows_probe(
    pid: int, kernel32: object = None, last_error: Callable[[], int] | None = None
) -> Probe:
    """The Win32 probe: ``OpenProcess`` (no such process: gone; refused: unknown), then
    ``GetExitCodeProcess`` (a process that has exited but whose handle someone still holds is
    gone) and ``GetProcessTimes`` (its creation time). ``kernel32`` and ``last_error`` are the
    library and ``ctypes.get_last_error``, taken here on Windows (a test on another system
    passes ones that answer as Windows would)."""
    import ctypes

    if kernel32 is None:
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        last_error = ctypes.get_last_error  # type: ignore[attr-defined]
    api: Any = kernel32
    if not 0 < pid <= 0xFFFFFFFF:
        return GONE, None
    handle = api.OpenProcess(_QUERY_LIMITED_INFORMATION, False, pid)
    if not handle:
        error = last_error() if last_error is not None else 0
        return (GONE if error == _ERROR_INVALID_PARAMETER else UNKNOWN), None
    try:
        code = ctypes.c_ulong(0)
        if api.GetExitCodeProcess(handle, ctypes.byref(code)) and code.value != _STILL_ACTIVE:
            return GONE, None
        file_time = _file_time_type()
        times = [file_time() for _ in range(4)]  # creation, exit, kernel, user
        if not api.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
            return RUNNING, None
        return RUNNING, (times[0].high << 32) | times[0].low
    finally:
        api.CloseHandle(handle)


@functools.cache
# Any: a ctypes Structure class made at run time, which no static type names
def _file_time_type() -> Any:
    """Win32's FILETIME (made on first use: ``ctypes`` is not loaded at every start)."""
    import ctypes

    class FileTime(ctypes.Structure):
        """100 ns steps since 1601 in two 32-bit halves."""

        _fields_ = [("low", ctypes.c_uint32), ("high", ctypes.c_uint32)]

    return FileTime


def _alive(pid: int, start: int) -> bool:
    """Whether the writer ``pid`` started at ``start`` (0: unknown) may still be running."""
    if pid == os.getpid():
        return f"{pid}-{start}" == writer_identity()
    if sys.platform.startswith("win"):
        try:
            probe = _windows_probe(pid)
        except (OSError, AttributeError):  # no kernel32 to ask: keep it (it goes by age)
            probe = (UNKNOWN, None)
    else:
        probe = _posix_probe(pid)
    return writer_alive(start, probe)


def clean_dead_temporaries(
    folder: str | os.PathLike[str], older_than: float = STALE_AFTER_S
) -> list[Path]:
    """Removes the temporary files an interrupted write left in ``folder`` (not below it): at
    once when the name's writer is gone, else (a name of the old form, or a writer that cannot
    be probed) when older than ``older_than`` seconds; a running copy's writes are left alone.
    A folder named as a temporary (a writer's private copy) goes whole when its writer is gone.
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
            owner = _OWNED.search(entry.name)
            if entry.is_dir(follow_symlinks=False):
                # a private working folder named as a temporary (the settings' copy): removed
                # whole once its writer is gone, never by age
                if owner is not None and not _alive(int(owner[1]), int(owner[2])):
                    import shutil  # only when a dead writer's folder is found

                    shutil.rmtree(path)
                    removed.append(path)
                continue
            if not entry.is_file(follow_symlinks=False):
                continue
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
