"""A package's names, imported from its modules when first asked for (PEP 562).

Importing any submodule runs its package's ``__init__`` first. A package whose ``__init__``
imported all its modules made its light ones (a game's registration record, the computer's
level table) cost as much as the whole rules or search: the window's start-up and the first
game put on in a window paid for modules they never used (issues 43 and 47). So the packages
name where each of their names lives, and this module gives them the two hooks that import a
name's module on first use. The names stay visible to type checkers through the packages'
``TYPE_CHECKING`` imports.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(
    package: str, homes: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:  # Any: a name is whatever it names
    """The ``__getattr__`` and ``__dir__`` of ``package``: ``homes`` maps each name to the
    submodule it lives in (relative to the package). A name, once imported, is kept in the
    package, so the hook runs once per name."""

    # Any: a lazily imported name is whatever that name is
    def getattr_(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        setattr(sys.modules[package], name, value)
        return value

    def dir_() -> list[str]:
        return sorted({*vars(sys.modules[package]), *homes})

    return getattr_, dir_
