"""Where a game's lessons and puzzles are: the folders its registration record names.

A game's record (``core.registration.GameRegistration``) names its lessons and its puzzles as
``"package:folder"``: that folder of that package (found on disk, in a wheel or in the frozen app
alike, without importing anything of the package but its ``__init__``) holds ``<game>.json``
(the lesson steps or the puzzles, the same in every language) and, for lessons,
``<language>/<game>.json`` (their words; English where a language has none). The built-in games
name the app's shipped resources (``morra_suite.resources:lessons``); a plug-in names a folder of
its own, so it ships lessons with no shared file naming it. ``None``: the game has none.

Files are read with a size bound: a missing, oversized or damaged file is a ``LearnDataError``.
Pure Python: no Qt.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from morra_suite.learn.storage import MAX_DATA_BYTES, LearnDataError

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["KINDS", "has", "read"]

KINDS = ("lessons", "puzzles")


def _target(game: str, kind: str) -> str | None:
    """``"package:folder"`` of ``game``'s ``kind`` (``"lessons"`` or ``"puzzles"``), or
    ``None``; an unknown game or kind is a ``ValueError``."""
    from morra_suite.games import registration

    if kind not in KINDS:
        raise ValueError(f"{kind!r} is not one of {KINDS}")
    target: str | None = getattr(registration(game), kind)
    return target


def has(game: str, kind: str) -> bool:
    """Whether ``game``'s registration names a folder of ``kind`` (nothing is read)."""
    return _target(game, kind) is not None


def folder(target: str) -> Traversable:
    """The folder ``"package:folder"`` names."""
    package, _, name = target.partition(":")
    module = importlib.import_module(package)
    where = getattr(module, "__file__", None)
    root: Traversable
    if where is not None and Path(where).parent.is_dir():
        root = Path(where).parent
    else:  # a package in an archive
        from importlib.resources import files

        root = files(package)
    for part in name.split("/"):
        root = root.joinpath(part)
    return root


def read(game: str, kind: str, *parts: str) -> Any:
    """The JSON value of ``<the game's kind folder>/<parts...>``."""
    target = _target(game, kind)
    where = f"{kind} of {game}: " + "/".join(parts)
    if target is None:
        raise LearnDataError(f"{where}: the game's registration names no {kind}")
    node = folder(target)
    for part in parts:
        node = node.joinpath(part)
    try:
        raw = node.read_bytes()
    except OSError as error:
        raise LearnDataError(f"{where}: cannot be read ({error})") from None
    if len(raw) > MAX_DATA_BYTES:
        raise LearnDataError(f"{where}: {len(raw)} bytes, more than {MAX_DATA_BYTES}")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LearnDataError(f"{where}: not JSON ({error})") from None


def exists(game: str, kind: str, *parts: str) -> bool:
    """Whether the game's ``kind`` folder holds ``parts`` (a language's words, say)."""
    target = _target(game, kind)
    if target is None:
        return False
    node = folder(target)
    for part in parts:
        node = node.joinpath(part)
    return node.is_file()
