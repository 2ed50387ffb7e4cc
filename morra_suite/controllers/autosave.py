"""Files the application writes for the user: atomic saves and the autosave.

Every write is ``core.files``'s: a temporary file in the same folder moved over the target, so a
crash or a full disk leaves either the old file or the new one, never half.
QtCore only (``QStandardPaths``): the game session writes the autosave without any widget.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QStandardPaths

from morra_suite.core.files import read_regular_file, write_text_atomic

if TYPE_CHECKING:
    from morra_suite.controllers.autosave_writer import AutosaveWriter

AUTOSAVE_NAME = "autosave.json"


def autosave_limit() -> int:
    """The most bytes an autosave is read to: a record file's bound and its JSON escapes (a
    bigger file is refused). Asked for, not computed at import: ``core.bounds`` brings the rules'
    errors (and ``dataclasses``, about 0.5 MiB held for the app's life, issue 47) into a start
    that only asks this module for the data folder."""
    from morra_suite.core.bounds import RECORD_FILE_BYTES

    return 2 * RECORD_FILE_BYTES


def _bounded_text(path: Path) -> str:
    """An autosave's text, never more than ``autosave_limit()`` bytes read (``FileRefused``, a
    ``ValueError``, for a larger file or one that is no regular file)."""
    return read_regular_file(path, autosave_limit()).decode("utf-8")


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Writes ``text`` (UTF-8) to ``path`` all at once; ``OSError`` says what went wrong."""
    write_text_atomic(path, text)


def data_dir() -> Path:
    """The user's data folder (``MORRA_SUITE_DATA_DIR`` overrides it, for tests)."""
    override = os.environ.get("MORRA_SUITE_DATA_DIR")
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".morra-suite")


MAX_SLOTS = 16  # running copies that each keep their own autosave (more share the last way out)


def slot_name(slot: int) -> str:
    """The file of autosave slot ``slot``: the first copy's keeps the old name."""
    return AUTOSAVE_NAME if slot == 0 else f"autosave-{slot + 1}.json"


class Autosave:
    """The game in progress, written after every move so a crash or kill loses nothing.

    One running copy owns one autosave. Every copy of the app claims a slot of the data folder
    (``autosave.json``, ``autosave-2.json``, ...) by a lock file (``QLockFile``) that it holds
    while it runs: a second copy gets its own slot and never offers, resumes or deletes a game a
    live copy owns. A lock whose process is gone (a crash, a kill) is stale, and its slot is free
    again: the next start claims a free slot that holds an unfinished game first, so the game a
    crash left is offered once, then resumed or let go. The slot is claimed on first use (not at
    start-up), and ``release`` gives it back when the window closes.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self._slot: int | None = None
        self._lock: Any = None  # the QLockFile held while this copy runs
        self._writer: AutosaveWriter | None = None

    @property
    def writer(self) -> AutosaveWriter:
        """Writes on a worker thread; ``writer.written`` says how each write went. Made when
        first needed (a session, a write): the start's resume offer only reads the file, and the
        writer's module brings the records' reading and writing (about 1 MiB)."""
        if self._writer is None:
            from morra_suite.controllers.autosave_writer import AutosaveWriter

            self._writer = AutosaveWriter()
        return self._writer

    def _flush_writes(self) -> None:
        """The newest game handed over is on the disk (nothing to wait for without a writer)."""
        if self._writer is not None:
            self._writer.flush()

    @property
    def slot(self) -> int:
        if self._slot is None:
            self._claim()
        assert self._slot is not None
        return self._slot

    @property
    def path(self) -> Path:
        return self.folder / slot_name(self.slot)

    def claim(self, take_orphan: bool = True) -> int:
        """Claims this copy's slot now (else on first use); with ``take_orphan`` false a game a
        crash left is not taken over (a copy started to open a file would write over it) but
        left for the next start to offer."""
        if self._slot is None:
            self._claim(take_orphan)
        return self.slot

    def _claim(self, take_orphan: bool = True) -> None:
        from PySide6.QtCore import QLockFile

        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
        first: tuple[int, Any] | None = None  # the lowest free slot, if no orphan is found
        for slot in range(MAX_SLOTS):
            if first is not None and not (self.folder / slot_name(slot)).is_file():
                # no game there to take over, and a free slot is had: not locked to look. Each
                # lock is a file written and synced (``fdatasync``), and this runs on the GUI
                # thread at the first move: 16 of them stood for 50 ms of a game's first open
                continue
            lock = QLockFile(str(self.folder / f"{slot_name(slot)}.lock"))
            # Never stale by age (a copy may run for days): only when its process is gone.
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                continue  # a live copy owns it
            orphan = _holds_unfinished_game(self.folder / slot_name(slot))
            if orphan and not take_orphan:
                lock.unlock()
                continue
            if orphan:
                if first is not None:
                    first[1].unlock()
                self._slot, self._lock = slot, lock  # a crash's orphan: taken over, offered
                return
            if first is None:
                first = (slot, lock)
            else:
                lock.unlock()
        if first is None:  # every slot is owned: this copy writes beside them, unlocked
            self._slot = MAX_SLOTS
            return
        self._slot, self._lock = first

    def release(self) -> None:
        """Gives the slot back (the window closes) once the last snapshot is written: the next
        copy may take it."""
        self._flush_writes()
        if self._lock is not None:
            self._lock.unlock()
        self._lock = None
        self._slot = None

    def write(
        self,
        game: str,
        text: str | Callable[[], str],
        # Any: a JSON object's values (the autosave file's seats)
        seats: list[dict[str, Any]] | Callable[[], list[dict[str, Any]]],
        finished: bool,
    ) -> None:
        """Hands the game over to the writing thread and returns at once (``writer.written``
        tells how it went); of snapshots handed over quickly, the newest is written. ``text``
        is the record's text, or what makes it: then it is made on the writing thread (a long
        game's text takes tens of milliseconds to write out). ``seats`` too may be what makes
        them (the ladder's size each carries is asked there, not on the GUI thread)."""
        import json

        def file_text() -> str:
            record = text if isinstance(text, str) else text()
            payload = {
                "format": 1,
                "game": game,
                "record": record,
                "seats": seats if isinstance(seats, list) else seats(),
                "finished": finished,
            }
            return json.dumps(payload, indent=1, ensure_ascii=False)

        self.writer.submit(self.path, file_text)

    def flush(self) -> bool:
        """Waits until the last game handed over is on the disk; ``False`` if it took too long."""
        return self._writer.flush() if self._writer is not None else True

    def may_hold_game(self) -> bool:
        """Whether any slot's file is in the folder: a look at the folder only, no slot claimed
        and no lock written. Without one there is nothing to offer at start, and this copy
        claims its slot at its first move, as it does anyway (``claim`` on first use); the
        offer's machinery (its dialog, the record's summary, the JSON reader) is not loaded
        for nothing (issue 47: the window holds what the first page needs)."""
        return any((self.folder / slot_name(slot)).is_file() for slot in range(MAX_SLOTS + 1))

    # Any: the autosave file's JSON values, checked by the reader
    def read(self) -> dict[str, Any] | None:
        """The saved game, or None when there is none; ``ValueError`` names a broken file."""
        self._flush_writes()  # the newest game, not the one before it
        if not self.path.exists():
            return None
        import json  # (not for a start with nothing to resume)

        try:
            payload = json.loads(_bounded_text(self.path))
        except (OSError, ValueError, RecursionError) as exc:
            raise ValueError(str(exc)) from None
        if (
            not isinstance(payload, dict)
            or not isinstance(payload.get("game"), str)
            or not isinstance(payload.get("record"), str)
            or not isinstance(payload.get("seats", []), list)
        ):
            raise ValueError("the file does not hold a saved game")
        return payload

    def discard(self) -> None:
        if self._writer is not None:
            self._writer.drop()  # a write still to come would bring the file back
        with contextlib.suppress(OSError):
            self.path.unlink()

    def set_aside(self) -> Path | None:
        """Moves a broken autosave out of the way (kept for a bug report), returns where."""
        self._flush_writes()
        target = self.path.with_suffix(".broken.json")
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target


def _holds_unfinished_game(path: Path) -> bool:
    """Whether the autosave at ``path`` is a game that was not finished (a broken file counts:
    its owner should hear of it)."""
    import json

    if not path.is_file():
        return False
    try:
        payload = json.loads(_bounded_text(path))
    except (OSError, ValueError, RecursionError):
        return True
    return not (isinstance(payload, dict) and payload.get("finished"))
