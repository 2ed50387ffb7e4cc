"""Board looks: the colours a game's board is painted in (wood, light, dark, high contrast).

A look is data, one small table per game (``ui/<game>/looks.py``): the ground around the board,
the board's surface and rim, its lines and labels, each player's pieces and the marks (selection,
targets, warnings, the last move, the hint, the side to move, the trays' words). The board's
painting code reads the chosen look (``current``) where it used to name colours; the kit
offers the choice as a display option (``look_option``), which the Settings dialog's Appearance
page shows and stores under ``appearance/look/<game>``; applied, the open board is drawn again
in it.

Colour-blind players must tell the pieces apart in every look: ``distinguishability`` measures
the smallest CIELAB distance between two colours as seen with normal vision and with each of
the three dichromacies (Machado, Oliveira and Fernandes 2009, full severity); a test holds
every look's pieces apart by at least ``PIECES_APART``, the marks that could be taken for each
other (the selection and the last move, the hint and both) by ``MARKS_APART``, and a piece
taken but left standing (``marked``) from every player's pieces. Pure Python: no Qt here.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple

SETTING_PREFIX = "appearance/look/"
PIECES_APART = 20.0  # CIELAB distance between two players' pieces, in every kind of vision
MARKS_APART = 25.0  # between marks that could be taken for each other (selection, last move)


class PieceColours(NamedTuple):
    """One player's pieces: a lit tone, the body, the shade, the rim (``#rrggbb``). The looks
    are named tuples, not dataclasses: this module is read at every start (the chooser's
    pictures are named after the stored looks), and ``dataclasses`` alone held about 0.5 MiB for
    the app's life (issue 47)."""

    light: str
    body: str
    dark: str
    rim: str


class BoardLook(NamedTuple):
    """The named colours of one look of one game's board (``#rrggbb``)."""

    key: str
    label: str  # English; translated in the context "BoardLooks"
    ground: str  # the table around the board
    ground_light: str  # the table's lit middle
    ground_dark: str  # the table's edges
    board_light: str  # the board's surface, lit to shaded
    board_mid: str
    board_dark: str
    edge: str  # the board's rim
    edge_dark: str
    lines: str  # the board's lines and points
    label_colour: str  # coordinates and other words on the board
    pieces: tuple[PieceColours, ...]  # one per player
    selection: str  # the piece chosen (Morra: the field a click would choose)
    target: str  # where it may go
    warning: str  # what may be taken
    last_move: str  # kept apart from ``selection`` (``MARKS_APART``): never taken for it
    mark_edge: str  # the dark edge that lifts a light mark (the selection ring) off the board
    hint: str  # the computer's suggestion and the keyboard's cursor
    turn: str  # the glow round the side to move (the mill's tray)
    tray_text: str  # the words and counts on the trays beside the board
    marked: str  # a piece taken but left on its point: neither player's colour
    ornament: str  # brass and gold fittings (Morra's bull and inlay, the result's ribbon)
    grain: bool = True  # the wood's grain is drawn


class UnknownLookError(ValueError):
    """A look name a game does not have."""

    def __init__(self, game: str, name: str) -> None:
        super().__init__(f"board look {name!r}: {game} has no such look")


_chosen: dict[str, str] = {}  # game key -> the look its boards are painted in now
_watchers: list[weakref.WeakMethod[Callable[[], None]]] = []


def setting_key(game: str) -> str:
    return SETTING_PREFIX + game


def watch(method: Callable[[], None]) -> None:
    """Calls the bound ``method`` whenever a look is chosen or the chrome turns dark or light
    (what a picture of a board, drawn once and kept, must be drawn again for). Held weakly:
    a watcher that is gone, or whose Qt object was deleted, is dropped."""
    _watchers.append(weakref.WeakMethod(method))  # type: ignore[arg-type]


def _changed() -> None:
    for ref in list(_watchers):
        method = ref()
        try:
            if method is None:
                raise RuntimeError("gone")
            method()
        except RuntimeError:  # collected, or its C++ object deleted
            with contextlib.suppress(ValueError):
                _watchers.remove(ref)


def select(game: str, name: str, table: Sequence[BoardLook]) -> BoardLook:
    """Makes ``name`` the look game ``game``'s boards are painted in (``UnknownLookError``)."""
    for look in table:
        if look.key == name:
            before = _chosen.get(game, table[0].key)
            _chosen[game] = name
            if before != name:
                _changed()
            return look
    raise UnknownLookError(game, name)


@contextlib.contextmanager
def choices_kept() -> Iterator[None]:
    """Whatever a board made inside reads from the settings (``load_chosen``), the looks
    chosen before are the chosen ones afterwards: a picture drawn in the background must not
    undo a look shown on the open board while Settings › Appearance is open."""
    kept = dict(_chosen)
    try:
        yield
    finally:
        _chosen.clear()
        _chosen.update(kept)


def stored_name(game: str) -> str:
    """The name of the look stored for ``game`` in the settings ("" for none): what a board
    made now is painted in (``load_chosen``)."""
    from PySide6.QtCore import QSettings

    return str(QSettings().value(setting_key(game), "") or "")


def chrome_is_dark() -> bool:
    return _chrome["dark"]


# The table under a board in the dark appearance (``ui.theme.DARK``'s window, panel, shade):
# a light paper around a board in dark chrome glared; the board itself keeps its look.
DARK_GROUND = ("#2a2420", "#3a322c", "#1e1916")
_chrome = {"dark": False}


def set_dark_chrome(dark: bool) -> None:
    """The chrome's appearance (``ui.theme.apply`` says): in a dark one, a look whose table is
    light is shown on the dark table."""
    if _chrome["dark"] != dark:
        _chrome["dark"] = dark
        _changed()


def current(game: str, table: Sequence[BoardLook]) -> BoardLook:
    """The look chosen for ``game`` (the first of its table until one is), on a dark table
    when the chrome is dark."""
    name = _chosen.get(game)
    chosen = table[0]
    for look in table:  # a loop, not ``next`` over a generator: asked at every paint
        if look.key == name:
            chosen = look
            break
    if _chrome["dark"] and _lightness(chosen.ground) > 50:
        return _on_dark_table(chosen)
    return chosen


@cache
def _on_dark_table(look: BoardLook) -> BoardLook:
    ground, light, dark = DARK_GROUND
    return look._replace(ground=ground, ground_light=light, ground_dark=dark)


def _lightness(colour: str) -> float:
    """CIELAB lightness, 0 (black) to 100 (white)."""
    return seen(colour, "normal")[0]


def look_option(
    game: str, table: Sequence[BoardLook], label: str, redraw: Callable[[Any], None]
) -> Any:
    """The display option that picks ``game``'s look: a choice of the table's looks (their
    labels translated), stored under ``setting_key(game)``; applied, it selects the look and
    has ``redraw(view)`` paint the open board again."""
    from PySide6.QtCore import QCoreApplication

    def apply(view: Any, name: str) -> None:
        select(game, name, table)
        redraw(view)

    return _look_option_class()(
        setting_key(game),
        label,
        table[0].key,
        tooltip=QCoreApplication.translate(
            "BoardLooks",
            "The colours of the board and its pieces; every look keeps the "
            "players' pieces apart for colour-blind eyes too.",
        ),
        choices=[
            (look.key, QCoreApplication.translate("BoardLooks", look.label)) for look in table
        ],
        apply=apply,
    )


@cache
def _look_option_class() -> type:
    """A display option whose storing tells the watchers (``watch``): the pictures drawn in
    the stored look (the chooser's cards) are drawn again."""
    from morra_suite.ui.kit_hooks import DisplayOption

    class LookOption(DisplayOption):
        def write(self, value: Any, settings: Any = None) -> None:
            from PySide6.QtCore import QSettings

            store = settings or QSettings()
            before = str(store.value(self.key, "") or "")
            super().write(value, store)
            if str(value) != before:
                _changed()

    return LookOption


def load_chosen(game: str, table: Sequence[BoardLook]) -> BoardLook:
    """Selects the look stored in the settings (a board being made reads it there)."""
    from PySide6.QtCore import QSettings

    name = str(QSettings().value(setting_key(game), table[0].key) or table[0].key)
    try:
        return select(game, name, table)
    except UnknownLookError:
        return select(game, table[0].key, table)


# ---------------------------------------------------------------------- telling colours apart
# Machado, Oliveira & Fernandes (2009): dichromat vision in linear RGB, severity 1.
_VISIONS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(colour: str) -> tuple[float, float, float]:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(colour[i : i + 2], 16) / 255) for i in (1, 3, 5))
    return r, g, b


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def seen(colour: str, vision: str) -> tuple[float, float, float]:
    """``colour`` in CIELAB as seen with ``vision`` (a key of the simulated visions)."""
    matrix = _VISIONS[vision]
    rgb = _linear(colour)
    simulated = tuple(sum(row[i] * rgb[i] for i in range(3)) for row in matrix)
    return _lab(simulated)  # type: ignore[arg-type]


def distinguishability(a: str, b: str) -> float:
    """The smallest CIELAB distance (CIE76) between ``a`` and ``b`` over normal vision and
    protanopia, deuteranopia and tritanopia: how far apart the worst-off eye sees them."""
    worst = float("inf")
    for vision in _VISIONS:
        la, lb = seen(a, vision), seen(b, vision)
        worst = min(worst, sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5)
    return worst


def vision_names() -> tuple[str, ...]:
    return tuple(_VISIONS)
