"""The app's appearance: one warm palette shared by the chrome and the boards, light or dark.

The boards are warm wood and glossy stone; stock grey chrome around them made the app look like
a demo. A theme is a set of named colours (``Theme``): the chrome's ``QPalette`` is made from it,
and widgets that draw their own colours (banners, side panel, evaluation bars) read the same
names, so chrome and board speak one visual language.

``appearance/theme`` in the settings is "system" (the default: the desktop's colour scheme, Qt 6's
``QStyleHints.colorScheme``, followed live), "light" or "dark". ``--list-themes`` prints the
names. Every pair of text and background colours keeps a contrast ratio of at least 4.5 (WCAG
AA), which a test holds.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

SETTING = "appearance/theme"
SYSTEM = "system"


class Theme(NamedTuple):
    """The named colours of one appearance (``#rrggbb``). A named tuple, not a dataclass: the
    theme is applied at every start, and ``dataclasses`` alone held about 0.5 MiB for the
    app's life (issue 47)."""

    name: str
    window: str  # the window's ground, around the board
    panel: str  # docks, lists, fields
    text: str
    muted: str  # secondary text
    accent: str  # selection, focus, the side to move
    accent_text: str  # text on the accent
    button: str
    border: str
    warning: str  # banners that must be seen (a failed autosave)


LIGHT = Theme(
    "light",
    window="#efe6d6",
    panel="#fbf7ee",
    text="#2b2420",
    muted="#5f5346",
    accent="#8a4b14",
    accent_text="#ffffff",
    button="#e6d9c3",
    border="#b9a98f",
    warning="#b3261e",
)
DARK = Theme(
    "dark",
    window="#1e1916",
    panel="#2a2420",
    text="#f1e8da",
    muted="#c2b4a2",
    accent="#e0a458",
    accent_text="#1e1916",
    button="#3a322c",
    border="#5a4e44",
    warning="#ff8a80",
)
THEMES: dict[str, Theme] = {theme.name: theme for theme in (LIGHT, DARK)}


def names() -> tuple[str, ...]:
    """What ``appearance/theme`` may be (and ``--list-themes`` prints)."""
    return (SYSTEM, *THEMES)


def resolve(choice: str | None, system_dark: bool) -> Theme:
    """The theme a setting stands for: a named one, else the desktop's scheme."""
    if choice in THEMES:
        return THEMES[choice]
    return DARK if system_dark else LIGHT


def contrast(foreground: str, background: str) -> float:
    """The WCAG contrast ratio of two ``#rrggbb`` colours (1 to 21)."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def palette(theme: Theme) -> QPalette:
    """The chrome's palette made from ``theme``."""
    from PySide6.QtGui import QColor, QPalette

    role = QPalette.ColorRole
    made = QPalette()
    for roles, colour in (
        ((role.Window,), theme.window),
        ((role.Base, role.ToolTipBase), theme.panel),
        ((role.AlternateBase,), theme.button),
        ((role.WindowText, role.Text, role.ButtonText, role.ToolTipText), theme.text),
        ((role.PlaceholderText,), theme.muted),
        ((role.Button,), theme.button),
        ((role.Highlight,), theme.accent),
        ((role.HighlightedText,), theme.accent_text),
        ((role.Link,), theme.accent),
        ((role.Mid, role.Dark), theme.border),
        ((role.Light, role.Midlight), theme.panel),
    ):
        for each in roles:
            made.setColor(each, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for each in (role.WindowText, role.Text, role.ButtonText):
        made.setColor(disabled, each, QColor(theme.muted))
    return made


def system_is_dark() -> bool:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)  # Qt 6.5 and later
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def current_choice() -> str:
    from PySide6.QtCore import QSettings

    value = str(QSettings().value(SETTING, SYSTEM) or SYSTEM)
    return value if value in names() else SYSTEM


def apply(app: QApplication, choice: str | None = None) -> Theme:
    """Gives ``app`` the theme ``choice`` stands for (the setting's when ``None``); with
    "system", a change of the desktop's scheme is followed at once."""
    choice = current_choice() if choice is None else choice
    theme = resolve(choice, system_is_dark())
    from morra_suite.ui.board_looks import set_dark_chrome

    set_dark_chrome(theme is DARK)  # before the palette: the boards repaint on its change
    app.setPalette(palette(theme))
    app.setProperty("morra_theme", theme.name)
    hints = app.styleHints()
    signal = getattr(hints, "colorSchemeChanged", None)
    follower = getattr(app, "_morra_theme_follower", None)
    if signal is not None and follower is not None:
        with contextlib.suppress(RuntimeError, TypeError):
            signal.disconnect(follower)
        app._morra_theme_follower = None  # type: ignore[attr-defined]
    if signal is not None and choice == SYSTEM:

        def follow(*_: object) -> None:
            followed = resolve(SYSTEM, system_is_dark())
            set_dark_chrome(followed is DARK)
            app.setPalette(palette(followed))
            app.setProperty("morra_theme", followed.name)

        app._morra_theme_follower = follow  # type: ignore[attr-defined]
        signal.connect(follow)
    return theme


def current(app: QApplication) -> Theme:
    """The theme ``app`` shows now (light before any was applied)."""
    return THEMES.get(str(app.property("morra_theme") or ""), LIGHT)


def warning_colour() -> str:
    """The theme's colour for words that must be seen (a problem in a dialog), as the
    application shows it now."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    return current(app).warning if isinstance(app, QApplication) else LIGHT.warning


def shown() -> Theme:
    """The theme the application's palette is made from now (light without an application).
    Read from the palette, not from ``current``: widgets hear of a palette change (and restyle
    themselves in it) before ``apply`` stores the theme's name on the application."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return LIGHT
    window = app.palette().color(QPalette.ColorRole.Window).name()
    for each in THEMES.values():  # a loop, not ``next`` over a generator: asked per paint
        if each.window == window:
            return each
    return LIGHT


def follow(restyle: Callable[[], None]) -> None:
    """Calls ``restyle`` (a bound method of a widget) after every change of the application's
    palette, the new one in place. A widget with a style sheet of its own hears of no palette
    change itself: Qt keeps the palette its sheet made. The connection goes with the widget."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.paletteChanged.connect(restyle)
