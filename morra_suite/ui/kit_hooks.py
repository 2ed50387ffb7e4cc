"""What a game's kit may add to the shared window beside its words and board, as data.

- ``DisplayOption``: how a board looks or moves (Myra's colour-blind marks, Morra's animation
  speed), stored in ``QSettings`` under the option's key; the Settings dialog renders every
  kit's options the way it renders rules settings (a bool is a check box, a choice a combo box),
  stores them on OK and gives the open board of that game the new value (``apply``).
- ``ExtraAction``: a menu item a game brings (Morra's Game › New Morra Board…, the mill's Edit ›
  Copy Position as Sanmill FEN); the window puts it in the named menu, runs it with its host
  (``ui.window.host.Host``) and asks its ``status`` on the session whenever the table's predicates
  are evaluated again.

Shared modules read these and never ask which game they serve.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView

__all__ = ["DisplayOption", "ExtraAction"]

_FALSE_WORDS = {"false", "0", "no", "off"}


class DisplayOption:
    """One look-and-feel setting of a game's board.

    ``key`` is its ``QSettings`` key; ``label`` (translated, with its ``&`` shortcut) and
    ``tooltip`` are the dialog's words, ``accessible`` its accessible name; ``choices`` lists
    (value, label) pairs of a choice (empty for a bool); ``apply(view, value)``, when given, makes
    the open board of the game follow at once (else the view reads the setting when it needs it).
    """

    __slots__ = ("accessible", "apply", "choices", "default", "key", "label", "tooltip")

    def __init__(
        self,
        key: str,
        label: str,
        default: Any,
        *,
        tooltip: str = "",
        accessible: str = "",
        choices: Sequence[tuple[Any, str]] = (),
        apply: Callable[[BoardView, Any], None] | None = None,
    ) -> None:
        self.key = key
        self.label = label
        self.default = default
        self.tooltip = tooltip
        self.accessible = accessible or label.replace("&", "")
        self.choices = tuple(choices)
        self.apply = apply

    @property
    def kind(self) -> str:
        """``"choice"`` with choices, else ``"bool"``."""
        return "choice" if self.choices else "bool"

    def read(self, settings: QSettings | None = None) -> Any:
        """The stored value (the default when unset or not one of the choices)."""
        value = (settings or QSettings()).value(self.key, self.default)
        if self.kind == "bool":
            if isinstance(value, str):  # INI files give strings back
                return value.strip().lower() not in _FALSE_WORDS
            return bool(value)
        known = [choice for choice, _ in self.choices]
        text = str(value)
        return text if text in known else self.default

    def write(self, value: Any, settings: QSettings | None = None) -> None:
        (settings or QSettings()).setValue(self.key, value)


class ExtraAction:
    """A menu item a game brings: ``name`` (unique in the game), ``text`` (translated),
    ``menu`` (``"game"``, ``"edit"``, ``"view"``), ``run(host)`` what it does with the window's
    ``ui.window.host.Host`` (returns the dialog it opens, if any; typed loosely so that this module,
    which the kits import, does not import the host protocol that names the kits), ``icon`` the
    app's drawing it carries (``ui.icons``), and ``status(session)``, when given, whether it may run
    on the game shown with its status tip (what it does, or why not), made in one go."""

    __slots__ = ("icon", "menu", "name", "run", "shortcut", "status", "text")

    def __init__(
        self,
        name: str,
        text: str,
        run: Callable[..., Any],
        menu: str = "game",
        shortcut: str | None = None,
        *,
        icon: str | None = None,
        status: Callable[[Any], tuple[bool, str]] | None = None,
    ) -> None:
        self.name = name
        self.text = text
        self.run = run
        self.menu = menu
        self.shortcut = shortcut
        self.icon = icon
        self.status = status
