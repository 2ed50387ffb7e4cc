"""Files the application writes for the user: atomic saves and the autosave.

Every write is ``core.files``'s: a temporary file in the same folder moved over the target, so a
crash or a full disk leaves either the old file or the new one, never half.
QtCore only (``QStandardPaths``): the game session writes the autosave without any widget.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from morra_suite.core.files import write_text_atomic

AUTOSAVE_NAME = "autosave.json"


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


class Autosave:
    """The game in progress, written after every move so a crash or kill loses nothing."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()

    @property
    def path(self) -> Path:
        return self.folder / AUTOSAVE_NAME

    def write(self, game: str, text: str, seats: list[dict[str, Any]], finished: bool) -> None:
        import json

        payload = {"format": 1, "game": game, "record": text, "seats": seats, "finished": finished}
        write_atomic(self.path, json.dumps(payload, indent=1, ensure_ascii=False))

    def read(self) -> dict[str, Any] | None:
        """The saved game, or None when there is none; ``ValueError`` names a broken file."""
        import json

        if not self.path.exists():
            return None
        try:
            payload = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
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
        with contextlib.suppress(OSError):
            self.path.unlink()

    def set_aside(self) -> Path | None:
        """Moves a broken autosave out of the way (kept for a bug report), returns where."""
        target = self.path.with_suffix(".broken.json")
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target
