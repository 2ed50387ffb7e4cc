"""Rules tokens: one whitespace-free word naming a game's rules (``nine``,
``morabaraba(flying=no)``), as position strings and record tags carry them, and the reading of a
setting's value from its text."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import Any

from morra_suite.games.mill.rules import PRESETS, SETTINGS, MillRules

_FIELD_TYPES = {f.name: f.type for f in fields(MillRules) if f.name in SETTINGS}


def rules_token(rules: MillRules) -> str:
    """One whitespace-free token naming the rules: the preset (``nine``), or the preset they were
    made from with the settings that differ, e.g. ``morabaraba(flying=no)``."""
    name = rules.preset_name
    if name:
        return name
    base = rules.base_preset()
    diffs = rules.differences(MillRules.preset(base))
    items = []
    for key, value in diffs.items():
        words = ("yes" if value else "no") if isinstance(value, bool) else str(value)
        items.append(f"{key}={words}")
    return f"{base}({','.join(items)})"


def parse_rules_token(token: str) -> MillRules:
    """Reads ``rules_token``'s output; ``ValueError`` names the bad part."""
    match = re.fullmatch(r"([a-z][a-z0-9_]*)(?:\((.*)\))?", token.strip().lower())
    if not match:
        raise ValueError(f"{token!r} is no rules name (e.g. nine, or nine(flying=no))")
    base, settings = match.groups()
    if base not in PRESETS:
        raise ValueError(f"unknown variant {base!r}; variants: {', '.join(PRESETS)}")
    # Any: each field's own type, for dataclasses.replace
    changes: dict[str, Any] = {}
    for item in filter(None, (settings or "").split(",")):
        key, sep, value = item.partition("=")
        changes[key] = setting_value(key, value if sep else "")
    return replace(MillRules.preset(base), **changes)


def setting_value(key: str, value: str) -> bool | int | str:
    """A setting's value from its text, for rules tokens and record tags."""
    if key not in _FIELD_TYPES:
        raise ValueError(f"unknown rules setting {key!r}; settings: {', '.join(_FIELD_TYPES)}")
    kind = _FIELD_TYPES[key]
    text = value.strip().lower()
    if kind in ("bool", bool):
        if text in ("yes", "true", "1", "on"):
            return True
        if text in ("no", "false", "0", "off"):
            return False
        raise ValueError(f"setting {key} wants yes or no, not {value!r}")
    if kind in ("int", int):
        if not text.isdigit():
            raise ValueError(f"setting {key} wants a whole number, not {value!r}")
        return int(text)
    return text
