"""A board's points, holes or fields as accessible children, for screen readers.

A board is one picture to Qt's accessibility: a screen reader (Orca through AT-SPI, Narrator through
UI Automation, VoiceOver) saw the board view and nothing on it. Here each board view gets its own
``QAccessibleInterface`` (``BoardInterface``) whose children are its points (``PointInterface``): a
name and state in the user's language ("d6, white piece"), a press action that clicks the point as
the mouse would, and a focus that follows the board's keyboard cursor.

What a point is called and holds is the board's answer (``BoardView.accessible_points``, made from
the rules' facts and the game's words); nothing here knows a game.

Why ``QAccessibleWidget`` for a point although a point is no widget: PySide6 6.11 lets Python
subclass ``QAccessibleInterface``, but its ``interface_cast`` returns a pointer Python cannot give
back (the returned ``int`` crashes Qt's bridge), so such a point has no action. A
``QAccessibleWidget`` subclass carries Qt's own ``interface_cast`` to its action interface, and its
``actionNames``/``doAction`` overrides reach Python. The point claims no object (``object`` is
``None``), so Qt's cache never takes it for the board itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QColor, QWindow
from PySide6.QtWidgets import QAccessibleWidget

# A board view (``ui.board_view.BoardView``) is typed ``Any`` here: that module imports this
# one, and the methods asked of it are its ``accessible_points`` family.
BoardView = Any


@dataclass(frozen=True)
class AccessPoint:
    """One point (hole, field) of a board as a screen reader hears it.

    ``key`` is the board's own index for it (what ``activate_point`` takes); ``name`` says where
    and what ("d6, white piece"); ``at`` is its centre and ``size`` its width in view pixels.
    """

    key: int
    name: str
    at: QPoint
    size: int
    selected: bool = False
    clickable: bool = False
    description: str = ""


class PointInterface(QAccessibleWidget):
    """One point of a board: a button whose press clicks the point."""

    def __init__(self, board: BoardInterface, key: int) -> None:
        super().__init__(board.view, QAccessible.Role.Button, "")
        self.board = board
        self.key = key

    def _point(self) -> AccessPoint | None:
        return self.board.point(self.key)

    def isValid(self) -> bool:
        return self.board.alive and self._point() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # not the board: Qt's cache maps the view to the board's interface only

    # Every method of ``QAccessibleWidget`` that would read its widget through ``object()`` is
    # answered here: the point has none, and Qt's would read a null pointer.
    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.board.view.window().windowHandle() if self.board.alive else None

    def foregroundColor(self) -> QColor:
        return self.board.view.palette().windowText().color() if self.board.alive else QColor()

    def backgroundColor(self) -> QColor:
        return self.board.view.palette().window().color() if self.board.alive else QColor()

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """A point's name is the board's: a screen reader cannot rename it."""

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(self, match: Any = None) -> list[Any]:  # type: ignore[override]
        return []

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button

    def text(self, kind: QAccessible.Text) -> str:
        point = self._point()
        if point is None:
            return ""
        if kind == QAccessible.Text.Name:
            return point.name
        if kind == QAccessible.Text.Description:
            return point.description
        return ""

    def rect(self) -> QRect:
        point = self._point()
        if point is None or not self.board.alive:
            return QRect()
        viewport = self.board.view.viewport()
        centre = viewport.mapToGlobal(point.at)
        half = max(1, point.size // 2)
        return QRect(centre.x() - half, centre.y() - half, 2 * half, 2 * half)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        point = self._point()
        state.focusable = True
        if point is None:
            return state
        state.selectable = True
        state.selected = point.selected
        state.focused = self.board.view.hasFocus() and self.board.cursor() == self.key
        state.disabled = not point.clickable
        return state

    def actionNames(self) -> list[str]:
        return [QAccessibleWidget.pressAction(), QAccessibleWidget.setFocusAction()]

    def localizedActionName(self, name: str) -> str:
        if name == QAccessibleWidget.pressAction():
            return QCoreApplication.translate("BoardAccess", "Press")
        return QCoreApplication.translate("BoardAccess", "Focus")

    def localizedActionDescription(self, name: str) -> str:
        if name == QAccessibleWidget.pressAction():
            return QCoreApplication.translate("BoardAccess", "Click the point")
        return QCoreApplication.translate("BoardAccess", "Move the board's cursor here")

    def keyBindingsForAction(self, name: str) -> list[str]:
        return ["Space"] if name == QAccessibleWidget.pressAction() else []

    def doAction(self, name: str) -> None:
        if not self.board.alive:
            return
        if name == QAccessibleWidget.pressAction():
            self.board.view.activate_point(self.key)
        elif name == QAccessibleWidget.setFocusAction():
            self.board.view.setFocus()
            self.board.view.place_cursor(self.key)


class BoardInterface(QAccessibleWidget):
    """The board view with its points as children (in the board's order)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self.view = view
        self.alive = True
        self._children: dict[int, PointInterface] = {}
        view.destroyed.connect(self._gone)

    def _gone(self) -> None:
        self.alive = False

    def points(self) -> list[AccessPoint]:
        return list(self.view.accessible_points()) if self.alive else []

    def point(self, key: int) -> AccessPoint | None:
        for point in self.points():
            if point.key == key:
                return point
        return None

    def cursor(self) -> int | None:
        return self.view.accessible_cursor() if self.alive else None

    def point_interface(self, key: int) -> PointInterface:
        made = self._children.get(key)
        if made is None:
            made = self._children[key] = PointInterface(self, key)
        return made

    def childCount(self) -> int:
        return len(self.points())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        points = self.points()
        if 0 <= index < len(points):
            return self.point_interface(points[index].key)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        for index, point in enumerate(self.points()):
            if point.key == key:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        cursor = self.cursor()
        return self.point_interface(cursor) if cursor is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for point in self.points():
            child = self.point_interface(point.key)
            if child.rect().contains(x, y):
                return child
        return None


_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    # Qt asks with each class name of the object's chain, most derived first: a board view is
    # known by its base's name alone, so no other object is looked at further
    if key != "BoardView":
        return None
    if not hasattr(obj, "accessible_points"):
        return None
    made = getattr(obj, "_access_interface", None)
    if made is None or not made.alive:
        made = BoardInterface(obj)
        obj._access_interface = made  # type: ignore[attr-defined]  # Qt's cache holds it too
    return made


def install() -> None:
    """Lets Qt ask this module for every board view's interface (once per process). A factory,
    not an interface put into Qt's cache by hand: Qt may make and cache the view's plain one while
    the view is being built (a name set while a screen reader listens), and the first answer
    stays; a factory is asked before that first answer."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def interface_of(view: BoardView) -> BoardInterface | None:
    """The board's accessible interface (for the window and the tests)."""
    made = getattr(view, "_access_interface", None)
    return made if isinstance(made, BoardInterface) and made.alive else None


def cursor_moved(view: BoardView) -> None:
    """Tells a screen reader that the board's keyboard cursor is on another point: the point
    takes the accessible focus (a screen reader reads its name)."""
    if not QAccessible.isActive():
        return
    board = interface_of(view)
    cursor = view.accessible_cursor()
    if board is None or cursor is None or board.point(cursor) is None:
        return
    QAccessible.updateAccessibility(
        QAccessibleEvent(board.point_interface(cursor), QAccessible.Event.Focus)
    )


def points_changed(view: BoardView) -> None:
    """Tells a screen reader that the points' names changed (a move, a selection)."""
    if not QAccessible.isActive():
        return
    board = interface_of(view)
    if board is None:
        return
    for point in board.points():
        # the event names the point's own interface (an event on the view with a child index
        # crashed Qt's AT-SPI bridge)
        QAccessible.updateAccessibility(
            QAccessibleEvent(board.point_interface(point.key), QAccessible.Event.NameChanged)
        )
