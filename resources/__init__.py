"""Data shipped with the app: layouts, rule texts, translations, icons.

In the repository this is the top-level ``resources/`` folder; installed, it is the package
``morra_suite.resources``. Look files up through ``resource_path`` so both work, and the frozen
app too.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

_FOLDER = Path(__file__).parent


def resource_path(*parts: str) -> Traversable:
    """The shipped file ``resources/<parts...>`` as a ``Traversable`` (``.read_text()``,
    ``.open()``).

    A package that is a folder on disk (the source tree, an installed wheel, the frozen app) is
    read as one: that is what ``importlib.resources`` gives for it too, without importing it
    (which costs a start in another language a few milliseconds); a package in an archive goes
    through ``importlib.resources``."""
    node: Traversable
    if _FOLDER.is_dir():
        node = _FOLDER
    else:
        from importlib.resources import files

        node = files(__name__)
    for part in parts:
        node = node.joinpath(part)
    return node
