"""The rules each game was last set to, kept with ``QSettings`` (the Settings dialog, New Game).

The files the app writes (atomic saves, the autosave) are ``morra_suite.controllers.autosave``'s.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings


class RulesStore:
    """The rules each game was last set to in the Settings dialog, kept with ``QSettings``.

    Games are their descriptions (``morra_suite.games.load_game``): the settings are data, so
    one store serves every game, a plug-in's too.
    """

    def __init__(self) -> None:
        self.settings = QSettings()

    def load(self, game: Any) -> tuple[str, Any]:
        """(variant, rules) remembered for ``game``; ``ValueError`` if the stored values are bad."""
        variants = [v.key for v in game.variants()]
        group = f"rules/{game.key}"
        variant = str(self.settings.value(f"{group}/variant", game.default_variant()))
        if variant not in variants:
            raise ValueError(f"unknown variant {variant!r} in the saved settings")
        base = game.rules_for(variant)
        values: dict[str, Any] = {}
        for setting in game.settings():
            key = f"{group}/{setting.name}"
            if not self.settings.contains(key):
                continue
            values[setting.name] = _typed(setting, self.settings.value(key))
        try:
            rules = game.rules_from_dict(base, values)
        except (TypeError, ValueError) as exc:
            raise ValueError(str(exc)) from None
        return variant, rules

    def save(self, game: Any, variant: str, rules: Any) -> None:
        """Stores the variant the rules were set from and every setting (``load`` reads back
        exactly these: the settings' names, never other entries of ``rules_to_dict``)."""
        group = f"rules/{game.key}"
        self.settings.remove(group)
        self.settings.setValue(f"{group}/variant", variant)
        values = game.rules_to_dict(rules)
        for setting in game.settings():
            self.settings.setValue(f"{group}/{setting.name}", _plain(values[setting.name]))
        self.settings.sync()

    def reset(self, game: Any) -> None:
        self.settings.remove(f"rules/{game.key}")
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


def _typed(setting: Any, raw: Any) -> Any:
    """QSettings' INI files give strings back; turn them into the setting's type (a choice into
    the value it was stored from, whatever its type)."""
    kind, name = setting.kind, setting.name
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
    for value in setting.choices:
        if same_choice(value, raw):
            return value
    raise ValueError(f"setting {name}: {raw!r} is not one of the choices")
