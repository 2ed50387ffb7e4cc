"""Data shipped with the app: layouts, rule texts, translations, icons.

In the repository this is the top-level ``resources/`` folder; installed, it is the package
``morra_suite.resources``. Look files up through ``resource_path`` so both work, and the frozen
app too.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable


def resource_path(*parts: str) -> Traversable:
    """The shipped file ``resources/<parts...>`` as a ``Traversable`` (``.read_text()``,
    ``.open()``)."""
    node = files(__name__)
    for part in parts:
        node = node.joinpath(part)
    return node
