"""The app's own icons: stroke drawings (``resources/icons/actions``) in the palette's colours.

Stock Qt icons (green arrows, grey balls) clashed with the warm boards; these are drawn for the
app on one 24-unit grid with one stroke width, in ``currentColor``. ``icon(name)`` gives a
``QIcon`` whose engine (``PaletteIconEngine``) renders the drawing at the size asked for, in the
colour the application's palette gives for the mode (text, disabled text, highlighted text), so
an icon is crisp at every size and device pixel ratio and follows a switch between the light and
the dark appearance without being made again.

Lazily: nothing is read at import; a drawing's text is read the first time one of its icons
paints, and every rendered pixmap is cached per size, mode and colour. ``decorate(actions,
drawings)`` gives the window's actions their icons and ``install_dialog_icons(app)`` puts them on
every dialog's standard buttons and message boxes (``IconStyle``); the launcher calls both after
the window is up, since making ``QIcon``'s type and a style costs start-up time.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QMainWindow, QProxyStyle, QStyle, QWidget

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication

PREFIX = "morra-suite:"  # every app icon's ``QIcon.name()`` starts so (tests tell them from Qt's)

# The window's actions (``ui.window.actions``) that carry an icon, by action name -> drawing.
ACTION_ICONS: dict[str, str] = {
    "new": "new",
    "chooser": "chooser",
    "open": "open",
    "save": "save",
    "save_as": "save_as",
    "settings": "settings",
    "appearance": "appearance",
    "review": "review",
    "players": "players",
    "resign": "resign",
    "quit": "quit",
    "undo": "undo",
    "redo": "redo",
    "copy": "copy",
    "paste": "paste",
    "setup": "setup",
    "hint": "hint",
    "coordinates": "coordinates",
    "targets": "targets",
    "full_screen": "full_screen",
    "analysis": "analysis",
    "flip": "flip",
    "sound": "sound",
    "sound_volume": "volume",
    "read_position": "read_position",  # a speaker: the position said aloud
    "announce": "announce",  # a speech bubble: events told to a screen reader
    "announce_full": "announce_full",  # a bubble with lines: the whole sentence
    "announce_clock": "announce_clock",  # a stopwatch: the game clock said at each turn
    "about": "about",
    "language": "language",  # View › Language
    "rules": "rules",  # Help › Rules
    # Learn: the puzzles, the day's puzzle, the rush against the clock and the progress won
    # (a game's own row carries its emblem, ``learn_icon``; a kit's items name their drawing)
    "puzzles": "puzzles",
    "daily_puzzle": "daily_puzzle",
    "puzzle_rush": "puzzle_rush",
    "my_progress": "my_progress",
}

_SP = QStyle.StandardPixmap
# Qt's stock pictures that dialogs use, drawn again for the app.
STANDARD_ICONS: dict[Any, str] = {
    _SP.SP_DialogOkButton: "ok",
    _SP.SP_DialogApplyButton: "ok",
    _SP.SP_DialogYesButton: "ok",
    _SP.SP_DialogYesToAllButton: "ok",
    _SP.SP_DialogCancelButton: "cancel",
    _SP.SP_DialogCloseButton: "cancel",
    _SP.SP_DialogNoButton: "cancel",
    _SP.SP_DialogNoToAllButton: "cancel",
    _SP.SP_DialogAbortButton: "cancel",
    _SP.SP_DialogResetButton: "reset",
    _SP.SP_DialogRetryButton: "reset",
    _SP.SP_RestoreDefaultsButton: "reset",
    _SP.SP_DialogSaveButton: "save",
    _SP.SP_DialogSaveAllButton: "save",
    _SP.SP_DialogDiscardButton: "discard",
    _SP.SP_DialogHelpButton: "help",
    _SP.SP_DialogOpenButton: "open",
    _SP.SP_DialogIgnoreButton: "ok",
    _SP.SP_MessageBoxInformation: "information",
    _SP.SP_MessageBoxWarning: "warning",
    _SP.SP_MessageBoxCritical: "critical",
    _SP.SP_MessageBoxQuestion: "question",
}


class UnknownIconError(ValueError):
    """An icon name with no drawing under ``resources/icons/actions``."""

    def __init__(self, name: str) -> None:
        super().__init__(f"icon {name!r}: no drawing resources/icons/actions/{name}.svg")
        self.name = name


@cache
def drawing(name: str) -> str:
    """The SVG text of drawing ``name`` (read once)."""
    from morra_suite.resources import resource_path

    node = resource_path("icons", "actions", f"{name}.svg")
    if not node.is_file():
        raise UnknownIconError(name)
    return node.read_text(encoding="utf-8")


def names() -> tuple[str, ...]:
    """Every drawing shipped (for tests and tools)."""
    from morra_suite.resources import resource_path

    folder = resource_path("icons", "actions")
    return tuple(sorted(n.name[:-4] for n in folder.iterdir() if n.name.endswith(".svg")))


def _mode_colour(mode: QIcon.Mode) -> str:
    """The palette's colour for an icon in ``mode``: the button text, greyed when disabled,
    the highlighted text on a selected menu item."""
    palette = QGuiApplication.palette()
    if mode == QIcon.Mode.Disabled:
        return palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText).name()
    if mode == QIcon.Mode.Selected:
        return palette.color(QPalette.ColorRole.HighlightedText).name()
    return palette.color(QPalette.ColorRole.ButtonText).name()


ICON_CACHE = "icons"  # the rendered drawings' folder in the app's cache (``core.files``)
ICON_FORMAT = b"morra-suite icon 1\n"  # the first line of a kept rendering (its version)
ICON_FORMAT_BYTES = 4  # premultiplied ARGB, as Qt's SVG reader gives it


def render(name: str, colour: str, side: int) -> QImage:
    """Drawing ``name`` in ``colour``, drawn at ``side`` pixels square (not scaled from another
    size). Through Qt's SVG image plugin, which the app ships for the desktop's icon theme, so
    no SVG module of PySide6 is needed.

    A rendering is kept in the app's cache (``kept_rendering``) and read from there when the
    same drawing is asked for again in the same colour and size, at this start or a later one:
    the toolbar's icons, drawn as the window comes up, then load no SVG plugin, which (with the
    SVG library it links) held about 1.2 MiB for as long as the app ran, only to draw the same
    five icons every start (issue 47). The icon is the same to the pixel either way."""
    path = kept_rendering(name, colour, side)
    image = _read_kept(path, side) if path is not None else None
    if image is None:
        image = _render_drawing(name, colour, side)
        if path is not None:
            _keep(path, image)
    return image


def kept_rendering(name: str, colour: str, side: int) -> Path | None:
    """Where drawing ``name`` rendered in ``colour`` at ``side`` pixels is kept: named after
    the drawing's text (a new drawing is rendered anew), the colour, the size and Qt's version
    (another SVG renderer may draw it otherwise). ``None`` where the drawing cannot be read."""
    import zlib

    from PySide6.QtCore import qVersion

    from morra_suite.core.files import cache_root

    try:
        text = drawing(name)
    except (OSError, UnknownIconError):
        return None
    made = f"{zlib.crc32(text.encode('utf-8')):08x}-{colour.lstrip('#')}-{side}-{qVersion()}"
    return cache_root() / ICON_CACHE / f"{name}-{made}.icon"


def _read_kept(path: Path, side: int) -> QImage | None:
    """A kept rendering (see ``_keep``), ``None`` when there is none; one that is damaged (its
    size, length or checksum wrong) is removed, to be rendered and kept again."""
    import zlib

    try:
        data = path.read_bytes()
    except OSError:
        return None
    head = len(ICON_FORMAT) + 8
    body = data[head:]
    whole = (
        data.startswith(ICON_FORMAT)
        and int.from_bytes(data[head - 8 : head - 4], "big") == side
        and len(body) == side * side * ICON_FORMAT_BYTES
        and int.from_bytes(data[head - 4 : head], "big") == zlib.crc32(body)
    )
    if not whole:
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    image = QImage(
        body, side, side, side * ICON_FORMAT_BYTES, QImage.Format.Format_ARGB32_Premultiplied
    )
    return image.copy()  # its own pixels: ``body`` goes


def _keep(path: Path, image: QImage) -> None:
    """Keeps a rendering (premultiplied ARGB as drawn, so it is read back to the pixel): the
    format's line, its side and the pixels' CRC-32 (4 bytes each, big-endian), the pixels. A
    cache that cannot be written only costs the rendering again."""
    import zlib

    from morra_suite.core.files import write_bytes_atomic

    side = image.width()
    if image.isNull() or image.height() != side:
        return
    pixels = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    body = bytes(pixels.constBits())[: side * side * ICON_FORMAT_BYTES]
    if pixels.bytesPerLine() != side * ICON_FORMAT_BYTES:
        return  # (never for ARGB: its lines are not padded)
    header = ICON_FORMAT + side.to_bytes(4, "big") + zlib.crc32(body).to_bytes(4, "big")
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, header + body)


def _render_drawing(name: str, colour: str, side: int) -> QImage:
    """Drawing ``name`` in ``colour`` at ``side`` pixels, by Qt's SVG image plugin."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    data = QByteArray(drawing(name).replace("currentColor", colour).encode("utf-8"))
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, QByteArray(b"svg"))
    reader.setScaledSize(QSize(side, side))
    image = reader.read()
    if image.isNull():  # no SVG plugin: an empty square rather than a stock picture
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(0, 0, 0, 0))
    return image


class PaletteIconEngine(QIconEngine):
    """Renders one drawing at any size in the palette's colour for the mode asked for."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.drawing_name = name
        self._pixmaps: dict[tuple[int, int, int, str], QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        picture = self.pixmap(QSize(round(side * ratio), round(side * ratio)), mode, state)
        target = QRectF(
            rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side
        )
        painter.drawPixmap(target, picture, QRectF(picture.rect()))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        colour = _mode_colour(mode)
        side = max(1, min(size.width(), size.height()))
        key = (side, side, int(mode.value), colour)
        cached = self._pixmaps.get(key)
        if cached is None:
            cached = QPixmap.fromImage(render(self.drawing_name, colour, side))
            self._pixmaps[key] = cached
        return cached

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        """Drawn for the screen's device pixel ratio, so a HiDPI icon is sharp, not blown up."""
        device = QSize(round(size.width() * scale), round(size.height() * scale))
        picture = QPixmap(self.pixmap(device, mode, state))
        picture.setDevicePixelRatio(scale)
        return picture

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)

    def iconName(self) -> str:
        return PREFIX + self.drawing_name

    def isNull(self) -> bool:
        return False

    def clone(self) -> QIconEngine:
        return PaletteIconEngine(self.drawing_name)

    def key(self) -> str:
        return "morra-suite-palette"


_icons: dict[str, QIcon] = {}


def icon(name: str) -> QIcon:
    """The app icon ``name`` (cached; ``UnknownIconError`` for a name with no drawing)."""
    made = _icons.get(name)
    if made is None:
        drawing(name)  # a wrong name fails here, not later as an empty icon
        made = _icons[name] = QIcon(PaletteIconEngine(name))
    return made


def is_app_icon(value: QIcon) -> bool:
    """Whether ``value`` is one of these drawings (and not a stock Qt picture)."""
    return value.name().startswith(PREFIX)


def learn_icon(game: str) -> str:
    """The drawing of a game's Learn row: its emblem ``learn_<game>`` when one is shipped
    (Morra's target, the mill's squares, Myra's hexagon), else the lessons' common one."""
    own = f"learn_{game}"
    return own if own in names() else "puzzles"


def decorate(
    actions: Mapping[str, QAction],
    drawings: Mapping[str, str | None] = ACTION_ICONS,
    toolbar: Any = None,
) -> None:
    """Gives the window's actions (by action name) the icons ``drawings`` names for them; a
    toolbar gets text beside each icon, so a button is both recognised at a glance and read."""
    for name, action in actions.items():
        drawing_name = drawings.get(name)
        if drawing_name is not None:
            action.setIcon(icon(drawing_name))
    if toolbar is not None:
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setIconSize(QSize(20, 20))


class IconStyle(QProxyStyle):
    """The application's style with the app's drawings for the standard dialog pictures."""

    def standardIcon(
        self, standard: QStyle.StandardPixmap, option: Any = None, widget: Any = None
    ) -> QIcon:
        name = STANDARD_ICONS.get(standard)
        if name is not None:
            return icon(name)
        return super().standardIcon(standard, option, widget)

    def drawPrimitive(
        self, element: QStyle.PrimitiveElement, option: Any, painter: Any, widget: Any = None
    ) -> None:
        """Check boxes and radio buttons in the theme's colours: Qt's own unchecked box was a
        frame at about 1.2:1 against the dark window (2.2:1 in the light one), under the 3:1
        a control's outline needs (WCAG 1.4.11)."""
        kinds = {
            QStyle.PrimitiveElement.PE_IndicatorCheckBox: False,
            QStyle.PrimitiveElement.PE_IndicatorRadioButton: True,
        }
        if element in kinds:
            draw_indicator(option, painter, round_=kinds[element])
            return
        super().drawPrimitive(element, option, painter, widget)

    def styleHint(
        self, hint: QStyle.StyleHint, option: Any = None, widget: Any = None, data: Any = None
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1  # the app's own: the same on every desktop
        return super().styleHint(hint, option, widget, data)


def install_dialog_icons(app: QApplication) -> None:
    """Every dialog's OK, Cancel, Reset… buttons and message boxes get the app's drawings
    (once: the style is kept on the application)."""
    if isinstance(app.style(), IconStyle):
        return
    style = IconStyle(app.style().name())
    app.setStyle(style)


PLAIN_STYLE_NAME = "morra-suite-plain-"  # + the style's name: the object name it is found by


def plain_style() -> QStyle | None:
    """Qt's own style of the app's kind (Fusion where the app runs Fusion) without
    ``IconStyle``'s Python, one for the whole app (``None`` where Qt cannot make one: then the
    widgets keep the app's style).

    The C++ style belongs to the application and lives as long as it. Its Python wrapper does
    not: PySide counts a style given to a widget as that widget's child and drops the wrapper
    when the widget's goes (the style itself stays), so the style is found again among the
    application's children by its object name. By name, with ``findChild``: a list of all the
    application's children (``children()``) holds objects of classes PySide does not know (the
    platform's), and to find a Python type for each PySide makes every type of every Qt module
    loaded, about 340 with their enums (2.3 MiB held for the app's life, issue 47)."""
    from PySide6.QtWidgets import QApplication, QStyleFactory

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    style = app.style()
    base = style.baseStyle() if isinstance(style, QProxyStyle) else style
    name = base.name()
    found = app.findChild(QStyle, PLAIN_STYLE_NAME + name)
    if found is not None:
        return found
    made = QStyleFactory.create(name)
    if made is None:
        return None
    made.setObjectName(PLAIN_STYLE_NAME + name)
    made.setParent(app)  # owned by the app, in C++: never deleted with a widget
    return made


def use_plain_style(widget: QWidget, children: bool = True) -> None:
    """Gives ``widget`` and (with ``children``) its children (scroll bars, headers, viewport)
    a ``plain_style``.

    Why: the app's style is a Python ``QProxyStyle``; every widget that paints or lays itself
    out asks its style dozens of questions (a scroll bar whether it is transient, an item view
    how to draw each row), and each question went through Python: 85 to 150 calls of
    ``IconStyle.styleHint`` and ``drawPrimitive`` per move (issue 42). The widgets that change at
    every move (the move list, the side panel's group, the board) draw only what Qt's own style
    draws the same way (no check box, radio button or dialog picture), so they are given it and
    ask no Python. Widgets with a style sheet of their own (the player cards) keep the app's
    style (a style sheet wraps the style it is given)."""
    style = plain_style()
    if style is None:
        return
    for each in (widget, *(widget.findChildren(QWidget) if children else ())):
        if not each.styleSheet() and each.style() is not style:
            each.setStyle(style)


def use_plain_chrome(window: QMainWindow, toolbar: QWidget | None) -> None:
    """The main window's menu bar (not its menus, whose check marks are the app's), status bar
    and toolbar in ``plain_style``: laid out and painted at every move, they draw nothing of
    ``IconStyle`` (the toolbar's icons are drawn by their own engine)."""
    use_plain_style(QMainWindow.menuBar(window), children=False)
    use_plain_style(window.statusBar())
    if toolbar is not None:
        use_plain_style(toolbar)


def indicator_outline(palette: QPalette) -> QColor:
    """The outline of a check box or radio button: the theme's secondary text colour
    (``PlaceholderText``), at 4.5:1 or more against the window and the fields in both themes."""
    return palette.color(QPalette.ColorRole.PlaceholderText)


def draw_indicator(option: Any, painter: QPainter, round_: bool) -> None:
    """A check box (``round_`` false) or radio button indicator in ``option.rect``: the field's
    ground inside an outline that stands out from the window, filled with the accent and marked
    in the accent's text colour when on; muted when disabled."""
    palette: QPalette = option.palette
    state = option.state
    on = bool(state & QStyle.StateFlag.State_On)
    partly = bool(state & QStyle.StateFlag.State_NoChange)
    enabled = bool(state & QStyle.StateFlag.State_Enabled)
    rect = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5)
    side = min(rect.width(), rect.height())
    rect = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    accent = palette.color(QPalette.ColorRole.Highlight)
    outline = indicator_outline(palette) if not (on or partly) else accent
    if not enabled:
        outline = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    if state & QStyle.StateFlag.State_HasFocus:
        outline = accent
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(outline, 1.5))
    fill = accent if (on or partly) and enabled else palette.color(QPalette.ColorRole.Base)
    painter.setBrush(fill)
    if round_:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, 2.5, 2.5)
    mark = palette.color(QPalette.ColorRole.HighlightedText) if enabled else outline
    if round_ and on:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mark)
        dot = side * 0.36
        painter.drawEllipse(rect.center(), dot / 2, dot / 2)
    elif on or partly:
        pen = QPen(mark, max(1.5, side / 8))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        x, y, w = rect.x(), rect.y(), side
        if partly:
            painter.drawLine(QPointF(x + w * 0.25, y + w * 0.5), QPointF(x + w * 0.75, y + w * 0.5))
        else:
            painter.drawPolyline(
                [
                    QPointF(x + w * 0.24, y + w * 0.52),
                    QPointF(x + w * 0.43, y + w * 0.7),
                    QPointF(x + w * 0.77, y + w * 0.3),
                ]
            )
    painter.restore()
