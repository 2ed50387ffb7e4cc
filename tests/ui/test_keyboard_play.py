"""Every game through the real window by keyboard alone (issue 44, WCAG 2.1.1, 2.1.2, 2.4.3):
a mill game, a Morra game and a Myra game played to their end with key presses only (no mouse
event), and Tab and Shift+Tab going round the board, the move list and every button, leaving
each of them (the move list once kept Tab for itself: a keyboard trap)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from morra_suite.games.myra.board import hole_index
from morra_suite.ui.myra.geometry import HOLE_POINTS

ARROWS = {
    (1, 0): Qt.Key.Key_Right,
    (-1, 0): Qt.Key.Key_Left,
    (0, 1): Qt.Key.Key_Down,
    (0, -1): Qt.Key.Key_Up,
}


MOUSE_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.GraphicsSceneMousePress,
        QEvent.Type.GraphicsSceneMouseRelease,
        QEvent.Type.GraphicsSceneMouseDoubleClick,
        QEvent.Type.GraphicsSceneMouseMove,
        QEvent.Type.GraphicsSceneWheel,
    }
)


class MouseWatch(QObject):
    """Sees every event the application delivers and keeps the mouse's (a press, a release, a
    move, the wheel, on any widget or scene)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in MOUSE_EVENTS:
            self.seen.append(f"{event.type().name} on {type(watched).__name__}")
        return False


@pytest.fixture
def no_mouse(qapp) -> Iterator[MouseWatch]:
    """The test's game is played without the mouse: no mouse event reaches the application."""
    watch = MouseWatch()
    qapp.installEventFilter(watch)
    yield watch
    qapp.removeEventFilter(watch)
    assert not watch.seen, f"mouse events during a keyboard-only game: {watch.seen[:5]}"


def test_the_mouse_watch_sees_a_click(qtbot, main_window) -> None:
    """The watch above is not blind: a click on the board is seen."""
    main_window.start_game("mill", "three")
    watch = MouseWatch()
    QApplication.instance().installEventFilter(watch)
    try:
        view = main_window.view
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.viewport().rect().center()
        )
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert any("MouseButtonPress" in seen for seen in watch.seen), watch.seen


def press(
    qtbot,
    key: Qt.Key | str,
    shift: bool = False,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key pressed where the focus is, as a person types it."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    if shift:
        modifier = Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(widget, key, modifier)


def arrow_towards(here: QPoint, there: QPoint) -> Qt.Key:
    """The arrow that goes most towards ``there`` on the screen."""
    dx, dy = there.x() - here.x(), there.y() - here.y()
    if abs(dx) >= abs(dy):
        return ARROWS[(1 if dx > 0 else -1, 0)]
    return ARROWS[(0, 1 if dy > 0 else -1)]


def walk_focus(qtbot, window, backwards: bool = False) -> list[QWidget]:
    """Tab (or Shift+Tab) from the board until the focus is back on it: the widgets visited in
    order. Each press must move the focus (no widget keeps it)."""
    view = window.view
    assert QApplication.focusWidget() is view
    visited: list[QWidget] = []
    for _ in range(40):
        before = QApplication.focusWidget()
        press(qtbot, Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab, shift=backwards)
        now = QApplication.focusWidget()
        assert now is not before, f"{type(before).__name__} kept the focus"
        if now is view:
            return visited
        visited.append(now)
    raise AssertionError(f"Tab never came back to the board: {visited}")


def check_focus_round(qtbot, window) -> None:
    """Tab and Shift+Tab visit the move list, every button shown beside the board and every
    other widget that takes the focus, in opposite orders, each press leaving the widget it was
    on, and come back to the board; the move list's focus shows no other position."""
    page, view = window.game_page, window.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    viewing = window.session.viewing
    forwards = walk_focus(qtbot, window)
    assert window.session.viewing == viewing  # Tab through the list changed no position
    backwards = walk_focus(qtbot, window, backwards=True)
    assert backwards == forwards[::-1]
    buttons = [  # the move list's own corner button is part of the list
        b
        for b in page.side.findChildren(QAbstractButton)
        if b.isVisible() and b.isEnabled() and not page.move_list.isAncestorOf(b)
    ]
    assert buttons
    missing = [
        (b.accessibleName() or b.text(), type(b).__name__) for b in buttons if b not in forwards
    ]
    assert not missing, f"Tab never reaches {missing}"
    assert page.move_list in forwards
    # and every other widget of the page that takes the focus by Tab (Myra's move field...)
    takers = [
        w
        for w in page.findChildren(QWidget)
        if w.isVisible()
        and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.focusProxy() is None
        and not page.move_list.isAncestorOf(w)
        and w is not view  # where the walk starts and ends
    ]
    unreached = [(w.accessibleName(), type(w).__name__) for w in takers if w not in forwards]
    assert not unreached, f"Tab never reaches {unreached}"


def check_move_list_takes_arrows_and_lets_tab_go(qtbot, window) -> None:
    """In the move list the arrows choose a position to look at, Tab goes on to the next widget
    (and Home's position, the end of the game, is back by End on the board)."""
    page, view = window.game_page, window.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    while QApplication.focusWidget() is not page.move_list:
        press(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not view, "Tab never reached the move list"
    assert window.session.viewing is None  # the focus alone shows no other position
    press(qtbot, Qt.Key.Key_Up)
    if window.session.viewing is None:  # the last move in a row's first cell: none above it
        press(qtbot, Qt.Key.Key_Left)
    assert window.session.viewing is not None
    shown = window.session.viewing
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not page.move_list
    assert window.session.viewing == shown  # the Tab left the list, it chose no other row
    while QApplication.focusWidget() is not view:
        press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_End)  # back to the game from the board
    assert window.session.viewing is None


# ---------------------------------------------------------------------------------- mill


class MillKeys:
    """The mill board's keyboard cursor, steered by arrows as a person does: where it is comes
    from the status line ("Cursor on b2. ...")."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.window = qtbot, window
        self.at: str | None = None

    def _read(self) -> None:
        found = re.match(r"Cursor on (\w+)\.", self.window.status_text())
        if found:
            self.at = found.group(1)

    def play(self, name: str) -> None:
        view = self.window.view
        for _ in range(40):
            if self.at == name:
                press(self.qtbot, Qt.Key.Key_Space)
                return
            if self.at is None:
                key = Qt.Key.Key_Right  # the first arrow puts the cursor on the board
            else:
                here = view.mapFromScene(view.scene_point(self.at))
                key = arrow_towards(here, view.mapFromScene(view.scene_point(name)))
            press(self.qtbot, key)
            self._read()
        raise AssertionError(f"the arrows never reached {name} (stuck on {self.at})")


def test_a_mill_game_by_keyboard_alone(qtbot, main_window, no_mouse) -> None:
    main_window.start_game("mill", "three")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is main_window.view)
    # a new game by keys: Ctrl+N, and Enter takes the New Game dialog's choice (the same game)
    press(qtbot, Qt.Key.Key_N, modifier=Qt.KeyboardModifier.ControlModifier)
    dialog = main_window.dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    first = main_window.controller
    press(qtbot, Qt.Key.Key_Return)
    assert not dialog.isVisible() and main_window.controller is not first
    assert main_window.session.variant == "three"
    view = main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    check_focus_round(qtbot, main_window)
    keys = MillKeys(qtbot, main_window)
    for name in ("a1", "a2", "b1", "b3"):
        keys.play(name)
    assert [str(m) for m in main_window.controller.record.moves] == ["a1", "a2", "b1", "b3"]
    check_focus_round(qtbot, main_window)  # now Undo and the history buttons are on
    check_move_list_takes_arrows_and_lets_tab_go(qtbot, main_window)
    keys.at = None
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000) as over:
        keys.play("c1")
    assert over.args[0].winner == 0
    assert "White wins" in main_window.status_text()
    check_focus_round(qtbot, main_window)


def test_the_focused_board_draws_its_focus_mark(qtbot, main_window) -> None:
    """The board has no frame: while it has the focus a line of the highlight colour runs round
    it, and it goes when Tab moves on."""
    main_window.start_game("mill", "three")
    view = main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    highlight = view.palette().color(view.palette().ColorRole.Highlight)

    def edge_colour():
        picture = view.viewport().grab().toImage()
        return picture.pixelColor(picture.width() // 2, 2)

    assert edge_colour() == highlight
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not view
    assert edge_colour() != highlight


# ---------------------------------------------------------------------------------- Morra

LEFT, RIGHT = "asdf", "jkl;"


def test_a_morra_game_by_keyboard_alone(qtbot, main_window, no_mouse) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    view.ms_per_field = 0
    controller = main_window.controller
    check_focus_round(qtbot, main_window)
    press(qtbot, LEFT[3])  # both start fields as they are
    press(qtbot, RIGHT[3])
    assert controller.state.phase != "setup"
    rounds = 0
    while controller.outcome() is None:
        before, played = controller.state, len(controller.record.moves)
        press(qtbot, LEFT[rounds % 4])
        # one hand chosen at a shared keyboard: the round waits, nothing of it is shown
        assert controller.state == before
        assert len(controller.record.moves) == played
        assert view.state == before
        press(qtbot, RIGHT[(rounds + 1) % 4])
        assert controller.state == before.play_joint(rounds % 4, (rounds + 1) % 4)
        rounds += 1
        if rounds == 2:
            check_focus_round(qtbot, main_window)
            check_move_list_takes_arrows_and_lets_tab_go(qtbot, main_window)
        assert rounds < 300
    assert "wins" in main_window.status_text() or "Draw" in main_window.status_text()
    check_focus_round(qtbot, main_window)


# ---------------------------------------------------------------------------------- Myra


def myra_play(qtbot, view, name: str) -> None:
    """Steers Myra's keyboard cursor to hole ``name`` by arrows, then Space."""
    target = hole_index(name)
    for _ in range(40):
        if view.cursor_hole == target:
            press(qtbot, Qt.Key.Key_Space)
            return
        if view.cursor_hole is None:
            key = Qt.Key.Key_Right  # the first arrow puts the cursor on the board
        else:
            here = view.mapFromScene(HOLE_POINTS[view.cursor_hole])
            key = arrow_towards(here, view.mapFromScene(HOLE_POINTS[target]))
        press(qtbot, key)
    raise AssertionError(f"the arrows never reached {name}")


# A whole two-player game from the start position, Red taking Black's queen on the 7th move:
# found ahead of the test by the rules alone (each side in turn plays the legal move that brings
# a Red troop nearest Black's queen, or ends the game when it can), and replayed here as it is.
MYRA_GAME = ("b2-e5", "1h11-g10", "e5-h8", "1i10-h10", "h8xj10", "1i11-h10", "j10xk11")
MYRA_MOVE = re.compile(r"(?P<count>\d)?(?P<frm>[a-k]\d+)[-x](?P<to>[a-k]\d+)")


def myra_move_by_keys(qtbot, window, text: str) -> None:
    """One move as a person makes it: the troop, then where it goes (cursor and Space), then,
    when the board asks how many soldiers go, the number's key."""
    found = MYRA_MOVE.fullmatch(text)
    assert found, text
    view, record = window.view, window.controller.record
    played = len(record.moves)
    myra_play(qtbot, view, found["frm"])
    myra_play(qtbot, view, found["to"])
    if len(record.moves) == played:  # "how many soldiers?"
        assert found["count"], f"{text}: the board asks how many, the move says all"
        press(qtbot, found["count"])
    assert [str(m) for m in record.moves[played:]] == [text]


def myra_move_typed(qtbot, window, text: str) -> None:
    """One move typed in the move field under the board: Tab to it, the move's text, Enter;
    then Shift+Tab back to the board."""
    view, record = window.view, window.controller.record
    played = len(record.moves)
    while QApplication.focusWidget() is not view.move_field:
        press(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not view, "Tab never reached the move field"
    qtbot.keyClicks(view.move_field, text)
    press(qtbot, Qt.Key.Key_Return)
    assert [str(m) for m in record.moves[played:]] == [text]
    while QApplication.focusWidget() is not view:
        press(qtbot, Qt.Key.Key_Backtab, shift=True)


def test_the_myra_game_is_legal_and_ends_with_a_win() -> None:
    """The scripted game is a real one: every move legal in turn, the last one ends it."""
    from morra_suite.games.myra.state import new_game

    state = new_game(2)
    for text in MYRA_GAME:
        assert state.outcome() is None
        assert text in {str(m) for m in state.legal_moves()}, text
        state = state.play(text)
    assert state.outcome() is not None and state.outcome().winner == 0


def test_a_myra_game_by_keyboard_alone(qtbot, main_window, no_mouse) -> None:
    """A whole game from the start position to Red's win, every move by keys: the board's
    cursor and Space (a number for "how many soldiers?"), one move typed in the move field."""
    main_window.start_game("myra", count=2)
    view = main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    check_focus_round(qtbot, main_window)
    for text in MYRA_GAME[:2]:
        myra_move_by_keys(qtbot, main_window, text)
    check_focus_round(qtbot, main_window)  # Undo and the history buttons are on now
    check_move_list_takes_arrows_and_lets_tab_go(qtbot, main_window)
    myra_move_typed(qtbot, main_window, MYRA_GAME[2])
    for text in MYRA_GAME[3:-1]:
        myra_move_by_keys(qtbot, main_window, text)
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000) as over:
        myra_move_by_keys(qtbot, main_window, MYRA_GAME[-1])
    assert over.args[0].winner == 0
    assert "Red wins" in main_window.status_text()
    check_focus_round(qtbot, main_window)


# ---------------------------------------------------------------------------------- menus


def test_every_menu_action_has_a_shortcut_or_a_mnemonic(qtbot, main_window) -> None:
    """Each menu's items, the menus' titles too, are reached from the keyboard: by a shortcut or
    by an underlined letter (where two share a letter, Qt steps between them), for every game's
    own items too."""
    from PySide6.QtWidgets import QMenu

    def check(menu: QMenu, where: str) -> None:
        for action in menu.actions():
            text = action.text()
            if action.isSeparator() or not action.isVisible() or not text:
                continue
            found = re.search(r"&([^&])", text)
            assert found or not action.shortcut().isEmpty(), f"{where} › {text}: no key"
            if action.menu() is not None:
                check(action.menu(), f"{where} › {text}")

    for key in ("mill", "morra", "myra"):
        main_window.start_game(key)
        bar = main_window.menuBar()
        check_titles = [a.text() for a in bar.actions() if a.isVisible()]
        assert all(re.search(r"&[^&]", t) for t in check_titles), check_titles
        for action in bar.actions():
            if action.menu() is not None and action.isVisible():
                action.menu().aboutToShow.emit()  # menus filled when shown (recent files)
                check(action.menu(), action.text())


# ---------------------------------------------------------------------------------- dialogs


def test_every_dialog_answers_its_keys_as_it_opens(qtbot, main_window) -> None:
    """Settings, review, set-up, the board designer, appearance, players and About have the
    focus inside them as they open (no click first), and Escape closes them."""
    main_window.start_game("mill", "three")
    menus = main_window.ensure_menus()
    openers = {
        name: menus.actions[name].trigger
        for name in ("settings", "review", "setup", "appearance", "players", "about")
    }
    openers["designer"] = main_window.extra_action("morra", "designer").trigger
    for name, opener in openers.items():
        opener()
        dialog = main_window.dialog
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda d=dialog: QApplication.activeWindow() is d)
        focus = QApplication.focusWidget()
        assert focus is not None and (focus is dialog or dialog.isAncestorOf(focus)), name
        press(qtbot, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())


def test_a_focused_button_and_move_list_look_focused(qtbot, main_window) -> None:
    """The widgets Tab reaches show that they have the focus (the style's focus mark)."""
    main_window.start_game("mill", "three")
    page, view = main_window.game_page, main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    for widget in (page.new_button, page.move_list):
        unfocused = widget.grab().toImage()
        view.setFocus(Qt.FocusReason.TabFocusReason)
        while QApplication.focusWidget() is not widget:
            press(qtbot, Qt.Key.Key_Tab)
        assert widget.grab().toImage() != unfocused, type(widget).__name__
        view.setFocus(Qt.FocusReason.TabFocusReason)


def test_tab_goes_down_the_side_panel_with_the_analysis_shown(qtbot, main_window) -> None:
    """The analysis's controls, under the move list, come after it and the history buttons,
    not before the move list (they were placed last and Tab went there first)."""
    main_window.start_game("mill", "nine")
    main_window.analysis_action.setChecked(True)
    page, view = main_window.game_page, main_window.view
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    visited = walk_focus(qtbot, main_window)
    analysis = [
        w
        for w in visited
        if page.side.isAncestorOf(w) and w not in page.button_row.findChildren(QWidget)
    ]
    assert visited.index(page.move_list) < min(
        visited.index(w) for w in analysis if w is not page.move_list
    )
    assert visited[-1] is page.new_button
    check_focus_round(qtbot, main_window)
    main_window.analysis_action.setChecked(False)
