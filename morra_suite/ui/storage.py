"""Files the application writes for the user: atomic saves, the autosave, remembered rules.

Every write goes to a temporary file in the same folder and is moved over the target with
``os.replace``, so a crash or a full disk leaves either the old file or the new one, never half.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

AUTOSAVE_NAME = "autosave.json"


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Writes ``text`` (UTF-8) to ``path`` all at once; ``OSError`` says what went wrong."""
    import tempfile

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


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


class RulesStore:
    """The rules each game was last set to in the Settings dialog, kept with ``QSettings``."""

    def __init__(self) -> None:
        self.settings = QSettings()

    def load(self, kit: Any) -> tuple[str, Any]:
        """(variant, rules) remembered for ``kit``; ``ValueError`` if the stored values are bad."""
        variants = [v.key for v in kit.variants()]
        group = f"rules/{kit.key}"
        variant = str(self.settings.value(f"{group}/variant", kit.start_variant()))
        if variant not in variants:
            raise ValueError(f"unknown variant {variant!r} in the saved settings")
        base = kit.default_rules(variant)
        values: dict[str, Any] = {}
        for rule_field in kit.rule_fields():
            key = f"{group}/{rule_field.name}"
            if not self.settings.contains(key):
                continue
            raw = self.settings.value(key)
            values[rule_field.name] = _typed(rule_field, raw)
        try:
            rules = kit.rules_from_dict(base, values)
        except (TypeError, ValueError) as exc:
            raise ValueError(str(exc)) from None
        return variant, rules

    def save(self, kit: Any, variant: str, rules: Any) -> None:
        group = f"rules/{kit.key}"
        self.settings.remove(group)
        self.settings.setValue(f"{group}/variant", variant)
        for name, value in kit.rules_to_dict(rules).items():
            self.settings.setValue(f"{group}/{name}", _plain(value))
        self.settings.sync()

    def reset(self, kit: Any) -> None:
        self.settings.remove(f"rules/{kit.key}")
        self.settings.sync()


def _plain(value: Any) -> Any:
    """What goes into the settings file: an enum member by its name, anything else as it is."""
    from enum import Enum

    return value.name if isinstance(value, Enum) else value


def same_choice(choice: Any, value: Any) -> bool:
    """Whether a choice's value is ``value`` as a kit or a settings file may give it: the value
    itself, an enum member's name or its ``value``, or any of them as text."""
    if choice == value:
        return True
    forms = {str(choice), str(_plain(choice)), str(getattr(choice, "value", choice))}
    return str(_plain(value)) in forms or str(value) in forms


def _typed(rule_field: Any, raw: Any) -> Any:
    """QSettings' INI files give strings back; turn them into the field's type (a choice into
    the value it was stored from, whatever its type)."""
    kind, name = rule_field.kind, rule_field.name
    if kind == "bool":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
        raise ValueError(f"setting {name}: {raw!r} is not yes or no")
    if kind == "int":
        try:
            return int(raw)
        except (TypeError, ValueError):
            raise ValueError(f"setting {name}: {raw!r} is not a whole number") from None
    for value, _label in rule_field.choices:
        if same_choice(value, raw):
            return value
    raise ValueError(f"setting {name}: {raw!r} is not one of the choices")
