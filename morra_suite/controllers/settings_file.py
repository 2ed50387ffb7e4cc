"""The app's settings file, written by the one atomic writer (issue 43).

Every part of the window keeps its settings through ``QSettings()``. Left to itself, Qt saves
the file with a writer of its own: its own temporary names, which no start-up tidies, and its own
idea of the mode and of links. So the launcher points ``QSettings`` at a private copy (a folder
named as ``core.files`` names a temporary: the writer's process and start time), and each save
Qt makes there is carried to the real file by ``core.files``' writer, on its own thread: the
mode kept (a new file 0600: the recent files name the user's folders), a symbolic link's target
written, synced, then renamed. The copy goes when the app quits; a killed copy's folder is
removed at the next start, a running copy's left alone.

The private folder is in the user's runtime folder where the system gives one
(``XDG_RUNTIME_DIR``: Linux desktops, a file system in memory that only the user may enter),
else beside the real file. Why: Qt saves its file on the GUI thread at every change (each
``QSettings()`` that goes away with a change saves) and syncs it to the disk (``fdatasync``,
with its lock file): 15 ms a save on a disk at load 18, 0.2 ms in memory. The disk's wait is
the writer thread's, where the real file is written.

Two running copies each lay only the keys they changed over the file as it is on the disk, so
neither loses the other's changes (as Qt's own save did). A damaged file (not an INI file, too
large) is set aside beside it (``.set-aside``), an unreadable one left as it is; either way the
user is told once and the app goes on with the defaults. The real file is the one the app always
had (``~/.config/MorraSuite/morra-suite.conf`` on Linux), so the users' settings are read as
before; where Qt kept them elsewhere (the Windows registry, a macOS property list) they are
carried into the new file once.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QFileSystemWatcher,
    QLockFile,
    QObject,
    QSettings,
    QTimer,
)

from morra_suite.core import files, notices

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

SETTINGS_FILE_BYTES = 1_000_000  # ours hold a few kilobytes (geometry, recent files, keys)
SET_ASIDE_SUFFIX = ".set-aside"
FLUSH_DELAY_MS = 50  # Qt saves a burst of changes as several saves: carried over once
SETTINGS_DAMAGED = notices.SETTINGS_DAMAGED
SETTINGS_UNSAVED = notices.SETTINGS_UNSAVED

Ini = QSettings.Format.IniFormat
User = QSettings.Scope.UserScope
#: Where Qt's own store is no file of ours (the Windows registry, a macOS property list): the
#: settings are an INI file there, filled from that store once. (The tests set it on Linux.)
NATIVE_ELSEWHERE = sys.platform.startswith(("win", "darwin"))


class SettingsFileError(ValueError):
    """The settings file cannot be taken as it is: names the file and the reason."""

    def __init__(self, path: object, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def settings_path() -> Path:
    """The file the app's settings live in: the default format's own file where that is an INI
    file (Linux and the other Unix desktops, and the tests' INI files), else (the Windows
    registry, a macOS property list) the INI file Qt gives the app there."""
    if QSettings.defaultFormat() == Ini or not NATIVE_ELSEWHERE:
        return Path(QSettings().fileName())
    organization = QCoreApplication.organizationName()
    return Path(QSettings(Ini, User, organization, QCoreApplication.applicationName()).fileName())


RUNTIME_FOLDER = "morra-suite-settings"  # in the user's runtime folder: the private copies


def scratch_home(real: Path) -> Path:
    """The folder the private copies are made in: ``RUNTIME_FOLDER`` in the user's runtime
    folder (``XDG_RUNTIME_DIR``) when that is an absolute path to a folder of the user's own
    that nobody else may enter (as the XDG spec has it), else the real file's folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime) and hasattr(os, "getuid"):
        try:
            info = os.stat(runtime)
        except OSError:
            return real.parent
        own = info.st_uid == os.getuid() and not info.st_mode & 0o077
        if own and os.path.isdir(runtime):
            return Path(runtime) / RUNTIME_FOLDER
    return real.parent


_probes = itertools.count()


def check_ini(data: bytes, folder: Path) -> None:
    """``SettingsFileError`` unless ``data`` is an INI text Qt reads without a fault (its
    values are not taken: a file of 20,000 keys took 0.5 s to go through key by key)."""
    if b"\x00" in data:
        raise SettingsFileError("settings", "a settings file holds text, and this one does not")
    probe = folder / f"probe-{next(_probes)}.ini"  # a new name: Qt caches files by name
    probe.write_bytes(data)
    try:
        store = QSettings(str(probe), Ini)
        broken = store.status() != QSettings.Status.NoError
        del store
    finally:
        probe.unlink(missing_ok=True)
    if broken:
        raise SettingsFileError("settings", "it is not a settings file (INI) that can be read")


# Any: the settings file's JSON values
def read_values(data: bytes, folder: Path) -> dict[str, Any]:
    """The keys and values of an INI text, read by Qt's own reader (so every value Qt writes,
    ``@ByteArray`` and ``@Variant`` too, reads back as Qt gives it); ``SettingsFileError`` when
    it is no INI text. ``folder`` is a private folder for the probe file Qt needs."""
    if b"\x00" in data:
        raise SettingsFileError("settings", "a settings file holds text, and this one does not")
    probe = folder / f"probe-{next(_probes)}.ini"  # a new name: Qt caches files by name
    probe.write_bytes(data)
    try:
        store = QSettings(str(probe), Ini)
        values = {key: store.value(key) for key in store.allKeys()}
        broken = store.status() != QSettings.Status.NoError
        del store
    finally:
        probe.unlink(missing_ok=True)
    if broken:
        raise SettingsFileError("settings", "it is not a settings file (INI) that can be read")
    return values


# Any: the settings file's JSON values
def laid_over(data: bytes, changed: dict[str, Any], removed: set[str], folder: Path) -> bytes:
    """The INI text ``data`` with ``changed`` set and ``removed`` taken out, written by Qt's
    own writer into a probe file in ``folder``."""
    probe = folder / f"probe-{next(_probes)}.ini"
    probe.write_bytes(data)
    try:
        store = QSettings(str(probe), Ini)
        for key in removed:
            store.remove(key)
        for key, value in changed.items():
            store.setValue(key, value)
        store.sync()
        del store
        return probe.read_bytes()
    finally:
        probe.unlink(missing_ok=True)


class SettingsFile(QObject):
    """The real settings file and the private copy ``QSettings`` works on (see the module)."""

    def __init__(self, real: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.real = real
        self.scratch: Path | None = None  # the private folder
        self.copy: Path | None = None  # the file QSettings saves, in it
        self.problem: str | None = None  # what was told about the file at start
        self.writable = True  # False: the file could not be read, so it is not replaced
        self.found = False  # the real file held settings
        self._base = b""  # the real file as this copy last read or wrote it
        self._carried = b""  # the private copy as last carried over
        self._pool: ThreadPoolExecutor | None = None  # the writing thread, from the first save
        self._pending: Future[None] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(FLUSH_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        self._watcher: QFileSystemWatcher | None = None

    # ------------------------------------------------------------------ start
    def open(self) -> None:
        """Tidies a killed copy's folder, makes this copy's, and fills it from the real file
        (a damaged one set aside and told; a missing one: the defaults)."""
        folder = self.real.parent
        folder.mkdir(parents=True, exist_ok=True)
        files.clean_dead_temporaries(folder)
        home = scratch_home(self.real)
        if home != folder:
            try:
                home.mkdir(mode=0o700, exist_ok=True)
                files.clean_dead_temporaries(home)
            except OSError:  # (full, or not ours after all): beside the file, as elsewhere
                home = folder
        name = f".{self.real.name}.{files.writer_identity()}.{os.urandom(6).hex()}"
        self.scratch = home / f"{name}{files.TEMP_SUFFIX}"
        self.scratch.mkdir(mode=0o700)
        data = self._read_real()
        self._base = self._carried = data
        self.found = bool(data)
        organization = QCoreApplication.organizationName()
        application = QCoreApplication.applicationName()
        self._place_copy(self.scratch / organization / f"{application}.ini", data)

    def _place_copy(self, copy: Path, data: bytes) -> None:
        """Puts the private copy at ``copy`` (where ``QSettings`` saves it) and watches it."""
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(data)
        self.copy = copy
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.directories())
        else:
            self._watcher = QFileSystemWatcher(self)
            self._watcher.directoryChanged.connect(lambda _folder: self._timer.start())
        self._watcher.addPath(str(copy.parent))

    def follow_qt(self) -> None:
        """Moves the private copy to where ``QSettings()`` says its file is, if that is not
        where ``open`` put it (names Qt spells its own way)."""
        actual = Path(QSettings().fileName())
        if self.copy is not None and actual != self.copy:
            self._place_copy(actual, self.copy.read_bytes())

    def _read_real(self) -> bytes:
        try:
            data = files.read_regular_file(self.real, SETTINGS_FILE_BYTES)
        except FileNotFoundError:
            return b""
        except files.FileRefused as refused:
            return self._damaged(refused.reason, set_aside=refused.reason != "not a regular file")
        except OSError as error:
            return self._damaged(error.strerror or str(error), set_aside=False)
        assert self.scratch is not None
        try:
            check_ini(data, self.scratch)
        except SettingsFileError as error:
            return self._damaged(error.reason, set_aside=True)
        return data

    def _damaged(self, reason: str, set_aside: bool) -> bytes:
        """Tells the user once; a damaged file is moved aside (kept whole), one that cannot be
        read or replaced is left alone and not written over."""
        kept = ""
        if set_aside:
            target = files.resolve_target(self.real)
            aside = target.with_name(target.name + SET_ASIDE_SUFFIX)
            try:
                target.replace(aside)
                kept = str(aside)
            except OSError:
                set_aside = False
        if not set_aside:
            self.writable = False
        self.problem = f"{self.real}: {reason}" + (f" (kept as {kept})" if kept else "")
        notices.tell(notices.Notice(SETTINGS_DAMAGED, self.problem, str(self.real)))
        return b""

    # ------------------------------------------------------------------ saving
    def flush(self, wait: bool = False) -> None:
        """Carries what Qt saved in the private copy to the real file (on a writing thread; with
        ``wait``, before returning). Keys another running copy changed meanwhile are kept."""
        self._timer.stop()
        if self.copy is not None and self.writable and self.scratch is not None:
            try:
                mine = self.copy.read_bytes()
            except OSError:
                mine = self._carried
            if mine != self._carried:
                self._carried = mine
                self._pending = self._writer().submit(self._carry, mine, self.scratch)
        if wait and self._pending is not None:
            self._pending.result()

    def _carry(self, mine: bytes, scratch: Path) -> None:
        """On the writing thread: lays this copy's changes over the file as another running copy
        may have left it, then writes it. Both wait for the disk (the merge rewrites the private
        copy, synced) and read and write INI texts: not the window's work."""
        data = self._merged(mine, scratch)
        if data != mine:
            self._carried = data  # the private copy holds the merge now: nothing new to carry
        self._write(data)

    def _writer(self) -> ThreadPoolExecutor:
        """The writing thread, made at the first save: its module (``concurrent.futures``, with
        ``queue`` and ``threading``'s helpers) would be imported before the window's first frame,
        which start-up is measured against (``benchmarks/bench_startup.py``)."""
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(1, thread_name_prefix="settings-writer")
        return self._pool

    def _merged(self, mine: bytes, scratch: Path) -> bytes:
        try:
            now = files.read_regular_file(self.real, SETTINGS_FILE_BYTES)
        except (OSError, ValueError):
            return mine  # gone or damaged since: this copy's settings are the ones to keep
        if now == self._base:
            return mine
        try:
            before = read_values(self._base, scratch)
            after = read_values(mine, scratch)
            read_values(now, scratch)
        except (SettingsFileError, OSError):
            return mine
        changed = {k: v for k, v in after.items() if k not in before or before[k] != v}
        removed = set(before) - set(after)
        merged = laid_over(now, changed, removed, scratch)
        copy = self.copy
        if copy is not None:  # this copy sees the other's changes too
            lock = QLockFile(f"{copy}.lock")  # Qt's own lock on the file: its save waits
            if lock.tryLock(5_000):
                with contextlib.suppress(OSError):
                    files.write_bytes_atomic(copy, merged, private=True)
                lock.unlock()
        return merged

    def _write(self, data: bytes) -> None:
        """On the writing thread: the disk's wait (the sync) is not the window's. The file is
        known to hold ``data`` only once written; after a failure the next save carries all
        of this copy's settings again."""
        try:
            files.write_bytes_atomic(self.real, data, private=True)
            self._base = data
        except OSError as error:
            reason = error.strerror or str(error)
            if isinstance(error, files.LinkedFileError):
                reason = str(error)
            detail = f"{self.real}: {reason}"
            notices.tell(notices.Notice(SETTINGS_UNSAVED, detail, str(self.real)))

    # ------------------------------------------------------------------ end
    def close(self) -> None:
        """The last save carried over, then the private folder removed (the app quits)."""
        QSettings().sync()
        self.flush(wait=True)
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.directories())
        if self.scratch is not None:
            shutil.rmtree(self.scratch, ignore_errors=True)
        self.copy = None


_installed: list[tuple[SettingsFile, QSettings.Format, str]] = []
_closed: list[SettingsFile] = []


def install_settings_file() -> SettingsFile:
    """Points ``QSettings()`` at a private copy of the app's settings file and carries every
    save to the file through ``core.files`` (see the module). The application's names must be
    set. The copy is closed when the application quits (``uninstall_settings_file``)."""
    if _installed:
        return _installed[0][0]
    real = settings_path()
    organization = QCoreApplication.organizationName()
    application = QCoreApplication.applicationName()
    ini_user = Path(QSettings(Ini, User, organization, application).fileName()).parents[1]
    store = SettingsFile(real)
    store.open()
    native = QSettings.defaultFormat()
    carry_native = native != Ini and NATIVE_ELSEWHERE
    old = QSettings(native, User, organization, application) if carry_native else None
    assert store.scratch is not None
    QSettings.setDefaultFormat(Ini)
    QSettings.setPath(Ini, User, str(store.scratch))
    store.follow_qt()
    _installed.append((store, native, str(ini_user)))
    if old is not None and not store.found and old.allKeys():
        settings = QSettings()  # the registry's or the property list's settings, once
        for key in old.allKeys():
            settings.setValue(key, old.value(key))
        settings.sync()
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(uninstall_settings_file)
    return store


def installed_settings_file() -> SettingsFile | None:
    return _installed[0][0] if _installed else None


def uninstall_settings_file() -> None:
    """Carries the last save over, removes the private copy and gives ``QSettings`` its own
    paths back (the app quits; a test ends)."""
    if not _installed:
        return
    store, native, ini_user = _installed.pop()
    store.close()
    _closed.append(store)  # kept: a QObject freed while a signal is delivered crashes Qt
    QSettings.setPath(Ini, User, ini_user)
    QSettings.setDefaultFormat(native)
