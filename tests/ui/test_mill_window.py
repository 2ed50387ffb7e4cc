"""The mill games through the real window: clicks on the board's viewport, dialogs, files."""

from __future__ import annotations

import json
import threading

from mill_helpers import click, drag, point_pos
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from qt_events import flush_events, open_and_wait

from morra_suite.controllers.game_controller import Seat
from morra_suite.games import mill
from morra_suite.ui.dialogs.text_dialogs import show_about, show_rules
from morra_suite.ui.window.main_window import MainWindow


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def test_three_mens_morris_played_to_a_win_by_clicks(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    view = main_window.view
    assert "White: place a piece" in main_window.status_text()
    for name in ("a1", "a2", "b1", "b3"):
        click(qtbot, view, name)
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000) as over:
        click(qtbot, view, "c1")
    assert over.args[0].winner == 0
    assert over.args[0].reason is mill.MillTermination.LINE_FORMED
    assert moves_of(main_window) == ["a1", "a2", "b1", "b3", "c1"]
    assert "White wins" in main_window.status_text()
    click(qtbot, view, "c3")  # the board takes no more input
    assert "The game is over" in main_window.status_text()
    assert len(moves_of(main_window)) == 5


def test_nine_mens_morris_won_by_a_removal(qtbot, main_window) -> None:
    """The end of a Nine Men's Morris, set up and finished with clicks: a mill leaves two."""
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    view = main_window.view
    click(qtbot, view, "g4")
    click(qtbot, view, "g7")
    assert "White: choose a piece to remove" in main_window.status_text()
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000) as over:
        click(qtbot, view, "e3")
    assert over.args[0].winner == 0
    assert over.args[0].reason is mill.MillTermination.TWO_PIECES
    assert moves_of(main_window) == ["g4-g7xe3"]
    assert "only two pieces" in main_window.status_text()


def test_illegal_click_gives_a_reason_and_no_exception(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    view = main_window.view
    click(qtbot, view, "a7")
    assert "a7 is a piece of Black" in main_window.status_text()
    click(qtbot, view, "a1")
    click(qtbot, view, "g7")
    assert "g7 is not next to a1; with 4 pieces you cannot fly yet" in main_window.status_text()
    assert main_window.controller.record.cursor == 0


def test_undo_redo_across_a_mill_removal(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    for name in ("a7", "g1", "d7", "g4"):
        click(qtbot, view, name)
    click(qtbot, view, "g7")
    assert "choose a piece to remove" in main_window.status_text()
    assert pytest_point_targets(view) == {"g1", "g4"}
    click(qtbot, view, "g4")
    assert moves_of(main_window)[-1] == "g7xg4"
    state_after = main_window.controller.state
    assert state_after.pieces_on_board(1) == 1
    main_window.activateWindow()
    qtbot.keyClick(main_window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    if main_window.controller.record.cursor != 4:  # offscreen may not route the shortcut
        main_window.undo_action.trigger()
    assert main_window.controller.record.cursor == 4
    assert main_window.controller.state.pieces_on_board(1) == 2
    assert main_window.redo_button.isEnabled()
    qtbot.mouseClick(main_window.redo_button, Qt.MouseButton.LeftButton)
    assert main_window.controller.state == state_after
    assert not main_window.redo_button.isEnabled()
    assert moves_of(main_window)[-1] == "g7xg4"


def pytest_point_targets(view) -> set[str]:
    return {mill.point_name(p) for p in view.input.targets()}


def test_history_is_read_only_until_back(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    for name in ("a7", "g1", "d7"):
        click(qtbot, view, name)
    table = main_window.move_list
    cells = table.model()
    assert [cells.index(1, 0).data(), cells.index(1, 1).data(), cells.index(2, 0).data()] == [
        "a7",
        "g1",
        "d7",
    ]
    cell = table.visualRect(table.cell_of(1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert main_window.viewing == 1
    assert view.facts.owners == {mill.point_index("a7"): 0}
    click(qtbot, view, "c3")
    assert main_window.controller.record.cursor == 3
    assert "read-only" in main_window.status_text()
    main_window.back_button.click()
    assert main_window.viewing is None
    click(qtbot, view, "c3")
    assert moves_of(main_window) == ["a7", "g1", "d7", "c3"]


def test_settings_dialog_turns_flying_off_for_the_next_game(qtbot, main_window) -> None:
    dialog = main_window.open_settings("mill")
    assert dialog.preset_box.currentData() == "nine"
    flying = dialog.editors["flying"]
    assert flying.isChecked() and flying.toolTip()
    flying.setChecked(False)
    assert dialog.preset_box.currentText() == "Custom"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    new_game = main_window.new_game_dialog("mill")
    assert "Custom" in new_game.variant_box.currentText()
    start = new_game.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
    rules = main_window.controller.rules
    assert rules.flying is False and main_window.controller.state.rules == rules
    # the game obeys it: a player with three pieces only steps to neighbouring points
    endgame = mill.parse_position("w:a1,d1,g4 b:a7,d7,b6,f6 hand:0,0 to:w", rules)
    main_window.start_from_position("mill", endgame.position())
    view = main_window.view
    click(qtbot, view, "a1")
    assert pytest_point_targets(view) == {"a4"}
    click(qtbot, view, "c5")
    # and the refusal says so: flying is off in these rules
    assert "c5 is not next to a1, and pieces do not fly in this game" in main_window.status_text()


def test_settings_reset_and_presets(qtbot, main_window) -> None:
    dialog = main_window.open_settings("mill")
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("lasker"))
    assert dialog.editors["move_while_placing"].isChecked()
    assert dialog.editors["pieces"].value() == 10
    dialog.editors["pieces"].setValue(11)
    assert dialog.is_custom
    dialog.editors["pieces"].setValue(10)
    assert dialog.preset_box.currentData() == "lasker"
    dialog.reset()
    assert dialog.preset_box.currentData() == "nine"
    dialog.editors["board"].setCurrentIndex(dialog.editors["board"].findData("six"))
    dialog.editors["pieces"].setValue(6)
    dialog.editors["diagonals"].setChecked(True)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "diagonal" in dialog.problem.text()
    dialog.reject()


def test_corrupt_settings_give_a_message_and_standard_rules(qtbot, main_window) -> None:
    from PySide6.QtCore import QSettings

    QSettings().setValue("rules/mill/variant", "nine")
    QSettings().setValue("rules/mill/pieces", "many")
    main_window.start_game("mill")
    assert main_window.controller.rules == mill.MillRules.preset("nine")
    assert any("could not be used" in box.text() for box in main_window.messages)


def test_save_then_open_gives_the_same_game(qtbot, main_window, tmp_path) -> None:
    main_window.start_game("mill", "nine", players=[("Ann", False, 1), ("Bob", False, 1)])
    view = main_window.view
    for name in ("a7", "g1", "d7", "g4", "g7", "g1"):
        click(qtbot, view, name)
    played = moves_of(main_window)
    state = main_window.controller.state
    path = tmp_path / "game.pgn"
    assert main_window.save_to(path)
    assert '[White "Ann"]' in path.read_text()
    main_window.start_game("mill", "three")
    assert open_and_wait(qtbot, main_window, path)
    assert moves_of(main_window) == played
    assert main_window.controller.state == state
    assert main_window.controller.names == ["Ann", "Bob"]
    assert "game.pgn" in main_window.windowTitle()


def test_corrupt_or_foreign_file_is_refused_and_the_game_kept(qtbot, main_window, tmp_path) -> None:
    main_window.start_game("mill", "nine")
    for name in ("a7", "g1"):
        click(qtbot, main_window.view, name)
    before = moves_of(main_window)
    broken = tmp_path / "broken.pgn"
    broken.write_text('[Variant "Nine Men\'s Morris"]\n\n1. a7 a7 *\n')
    assert not open_and_wait(qtbot, main_window, broken)
    foreign = tmp_path / "picture.png"
    foreign.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe")
    assert not open_and_wait(qtbot, main_window, foreign)
    missing = tmp_path / "missing.pgn"
    assert not open_and_wait(qtbot, main_window, missing)
    texts = [box.text() for box in main_window.messages]
    assert any("broken.pgn" in t and "move 1" in t for t in texts), texts
    assert any("picture.png" in t for t in texts)
    assert any("missing.pgn" in t for t in texts)
    assert moves_of(main_window) == before
    click(qtbot, main_window.view, "d7")
    assert moves_of(main_window) == [*before, "d7"]


def test_autosave_resumes_after_a_crash(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine", players=[("Ann", False, 1), ("Bob", False, 1)])
    for name in ("a7", "g1", "d7"):
        click(qtbot, main_window.view, name)
    state = main_window.controller.state
    assert main_window.autosave.flush()  # written on a worker thread: on the disk now
    saved = json.loads(main_window.autosave.path.read_text())
    assert saved["game"] == "mill" and not saved["finished"]
    # a crash: the first copy never closes cleanly, and its process is gone, so the lock by
    # which it owned its autosave is free (tests/ui/test_autosave_ownership.py kills a real one)
    main_window.autosave.release()
    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    second.offer_resume()
    box = second.messages[-1]
    assert box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert second.controller is not None
    assert second.controller.state == state
    assert second.controller.names == ["Ann", "Bob"]
    click(qtbot, second.view, "g4")
    assert [str(m) for m in second.controller.record.moves][-1] == "g4"
    second.unsaved.closing_allowed = True  # the resumed game is not saved: close regardless
    second.close()
    assert not second.isVisible()


def test_corrupt_autosave_gives_a_message_and_the_app_goes_on(qtbot, main_window) -> None:
    main_window.autosave.path.write_text("{ not json")
    main_window.offer_resume()
    assert "could not be read" in main_window.messages[-1].text()
    assert not main_window.autosave.path.exists()
    main_window.start_game("mill", "three")
    click(qtbot, main_window.view, "b2")
    assert moves_of(main_window) == ["b2"]


class SlowComputer:
    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.cancelled = threading.Event()

    def choose(self, state, player, cancelled):
        self.started.set()
        while not self.release.wait(0.005):
            if cancelled():
                self.cancelled.set()
                return None
        return state.legal_moves()[0]


def test_computer_moves_while_the_window_keeps_handling_events(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    slow = SlowComputer()
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", slow, 1)])
    click(qtbot, main_window.view, "d6")
    assert slow.started.wait(10)
    assert main_window.controller.is_thinking
    assert main_window.busy.isVisible()
    assert "thinking" in main_window.status_text()
    click(qtbot, main_window.view, "d2")  # refused: the computer is to move
    assert moves_of(main_window) == ["d6"]
    main_window.resize(900, 640)  # the window repaints and resizes meanwhile
    flush_events()
    assert main_window.view.width() < 900
    slow.release.set()
    qtbot.waitUntil(lambda: len(moves_of(main_window)) == 2, timeout=10000)
    assert not main_window.busy.isVisible()
    click(qtbot, main_window.view, "d2")
    assert moves_of(main_window)[-1] == "d2"


def test_random_computer_answers(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    main_window.start_game("mill", "nine", players=[("me", False, 1), ("cpu", True, 1)])
    click(qtbot, main_window.view, "d6")
    qtbot.waitUntil(lambda: len(moves_of(main_window)) == 2, timeout=10000)
    assert main_window.controller.state.to_move == 0


def test_new_game_and_undo_cancel_the_think(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    slow = SlowComputer()
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", slow, 1)])
    click(qtbot, main_window.view, "d6")
    assert slow.started.wait(10)
    main_window.undo_action.trigger()
    assert slow.cancelled.wait(10)
    assert moves_of(main_window) == []
    assert not main_window.controller.is_thinking
    slow2 = SlowComputer()
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", slow2, 1)])
    click(qtbot, main_window.view, "d6")
    assert slow2.started.wait(10)
    main_window.start_game("mill", "three")
    assert slow2.cancelled.wait(10)
    click(qtbot, main_window.view, "b2")
    assert moves_of(main_window) == ["b2"]


def test_drag_and_drop_moves_and_places(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    view = main_window.view
    drag(qtbot, view, point_pos(view, "a1"), point_pos(view, "a4"))
    assert moves_of(main_window) == ["a1-a4"]
    main_window.start_game("mill", "nine")
    view = main_window.view
    tray = view.mapFromScene(view.mill_scene.tray_rect(0).center())
    drag(qtbot, view, tray, point_pos(view, "d6"))
    assert moves_of(main_window) == ["d6"]


def test_keyboard_plays_too(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    view = main_window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the cursor appears on the first point
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(moves_of(main_window)) == 1


def test_copy_position_and_view_toggles(qtbot, main_window) -> None:
    from PySide6.QtGui import QGuiApplication

    main_window.start_game("mill", "nine")
    click(qtbot, main_window.view, "d6")
    main_window.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == main_window.controller.state.position()
    main_window.coordinates_action.setChecked(False)
    assert not any(i.isVisible() for i in main_window.view.mill_scene._coordinates)
    main_window.targets_action.setChecked(False)
    main_window.coordinates_action.setChecked(True)
    assert all(i.isVisible() for i in main_window.view.mill_scene._coordinates)


def test_chooser_cards_and_accessible_names(qtbot, main_window) -> None:
    qtbot.waitUntil(lambda: main_window.cards.started, timeout=10000)
    main_window.render_cards()
    card = main_window.chooser.cards["mill"]
    assert card.isEnabled() and card.accessibleName() == "Mill games"
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = main_window.dialog
    assert dialog.kit.key == "mill"
    dialog.reject()
    main_window.start_game("mill")
    from PySide6.QtWidgets import QWidget

    unnamed = [
        w
        for w in main_window.findChildren(QWidget)
        if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus and not w.accessibleName()
    ]
    assert not unnamed, [(type(w).__name__, type(w.parent()).__name__) for w in unnamed]


def test_rules_help_falls_back(qtbot, main_window) -> None:
    dialog = show_rules(main_window, "mill", "Mill games")
    assert dialog.browser.toPlainText().strip()
    dialog.reject()


def test_closing_mid_thought_neither_hangs_nor_crashes(qtbot, main_window) -> None:
    import time

    slow = SlowComputer()
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", slow, 1)])
    click(qtbot, main_window.view, "d6")
    assert slow.started.wait(10)
    began = time.monotonic()
    main_window.close()  # the game is not saved: it asks first, and the answer closes
    box = main_window.messages[-1]
    box.button(QMessageBox.StandardButton.Discard).click()
    assert not main_window.isVisible()
    assert time.monotonic() - began < 5  # a gross overrun only: 10x a half-second close
    assert slow.cancelled.wait(10)
    # the cancelled think added no move; Discard let the game go, so no autosave offers it back
    assert [str(m) for m in main_window.controller.record.moves] == ["d6"]
    assert not main_window.autosave.path.exists()


def test_new_game_dialog_sets_names_and_a_computer(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    dialog = main_window.new_game_dialog("mill")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("six"))
    assert "Six Men's Morris" in dialog.summary.text()
    assert not dialog.count_box.isVisible()  # mill games are for two
    white, black = dialog.rows
    qtbot.keyClicks(white.name, "Ann")
    black.kind.setCurrentIndex(black.kind.findData(True))
    from morra_suite.controllers.computers import max_level

    assert black.level.isEnabled() and black.level.maximum() == max_level("mill")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    controller = main_window.controller
    assert controller.rules == mill.MillRules.preset("six")
    assert controller.names == ["Ann", "Black"]  # an unnamed computer is named by its colour
    assert controller.is_human(0) and not controller.is_human(1)
    click(qtbot, main_window.view, "c2")
    qtbot.waitUntil(lambda: len(moves_of(main_window)) == 2, timeout=10000)
    again = main_window.new_game_dialog("mill")
    assert again.rows[0].name.text() == "Ann" and again.rows[1].is_computer  # remembered
    again.reject()


def test_unreadable_settings_file_gives_a_message_and_the_app_goes_on(qtbot, main_window) -> None:
    from pathlib import Path

    from PySide6.QtCore import QSettings

    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[rules\x00\xff\xfe\n=garbage\n\x00")
    main_window.offer_resume()  # what the app does after showing the window
    texts = [box.text() for box in main_window.messages]
    assert any(path.name in t and "could not be read" in t for t in texts), texts
    main_window.start_game("mill", "three")
    click(qtbot, main_window.view, "b2")
    assert moves_of(main_window) == ["b2"]


def test_window_size_is_remembered(qtbot, main_window) -> None:
    main_window.resize(760, 520)  # inside the offscreen screen (800 x 600)
    main_window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.restore_geometry()
    assert (again.width(), again.height()) == (760, 520)


def test_language_menu_and_about(qtbot, main_window) -> None:
    from morra_suite.ui import i18n

    main_window.ensure_menus().language_menu.aboutToShow.emit()
    codes = [action.data() for action in main_window.ensure_menus().language_menu.actions()]
    assert codes[0] == "system" and "en" in codes
    try:
        main_window.preferences.set_language("de")
        assert i18n.language_setting() == "de"
        assert i18n.current_language() == "de"
    finally:
        i18n.remove_translators()
    about = show_about(main_window)
    assert "Morra" in about.browser.toPlainText()
    about.reject()


def test_a_move_slides_and_a_taken_piece_fades(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1,c3 b:g1,e3,c5,b6 hand:0,0 to:w")
    view = main_window.view
    view.animation_ms = 400

    def at_z(z: float) -> list:
        return [i for i in view.mill_scene.items() if i.zValue() == z]

    click(qtbot, view, "g4")
    click(qtbot, view, "g7")  # the piece slides at once, before the removal is chosen
    assert view._animation is not None
    moving = at_z(40)
    assert len(moving) == 1 and not at_z(39)
    view._animation.setCurrentTime(200)  # half way, whatever the machine's load
    g4, g7, now = view.scene_point("g4"), view.scene_point("g7"), moving[0].pos()
    assert g7.y() < now.y() < g4.y() and now.x() == g4.x()
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)
    assert moving[0].scene() is None
    click(qtbot, view, "e3")  # the removal: the taken piece fades, the mover stays put
    assert view._animation is not None
    fading = at_z(39)
    assert len(fading) == 1 and not at_z(40)
    view._animation.setCurrentTime(200)
    assert 0.0 <= fading[0].opacity() < 1.0
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)
    at_g7 = [i for i in at_z(10) if i.pos() == view.scene_point("g7")]
    assert len(at_g7) == 1
    main_window.undo_action.trigger()  # undo jumps back without a slide
    assert view._animation is None
    main_window.redo_action.trigger()  # a move not made on the board: slide and fade at once
    assert view._animation is not None
    assert len(at_z(40)) == 1 and len(at_z(39)) == 1


def test_a_game_whose_kit_cannot_load_is_shown_unavailable(qtbot, monkeypatch) -> None:
    from morra_suite import games
    from morra_suite.ui import kits

    broken = games.registration("myra").replace(kit="morra_suite.ui.no_such_game.kit:Kit")
    monkeypatch.setitem(games._registry, "myra", broken)
    monkeypatch.delitem(kits._kits, "myra", raising=False)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.render_cards()
    card = window.chooser.cards["myra"]
    assert not card.isEnabled() and "Not available yet" in card.line.text()
    assert window.chooser.cards["mill"].isEnabled()
    dialog = window.new_game_dialog("mill")
    games = [dialog.game_box.itemData(i) for i in range(dialog.game_box.count())]
    assert "myra" not in games and "mill" in games
    dialog.reject()
    window.close()


def test_dialog_widgets_have_accessible_names(qtbot, main_window) -> None:
    from PySide6.QtWidgets import QAbstractSpinBox, QWidget

    def unnamed(dialog) -> list[str]:
        return [
            type(w).__name__
            for w in dialog.findChildren(QWidget)
            if w.isVisible()
            and w.focusPolicy() != Qt.FocusPolicy.NoFocus
            and not w.accessibleName()
            and not isinstance(w.parent(), QDialogButtonBox)  # standard buttons say their text
            and not isinstance(w.parent(), QAbstractSpinBox)  # the spin box carries the name
        ]

    for dialog in (
        main_window.new_game_dialog("mill"),
        main_window.open_settings("mill"),
        show_rules(main_window, "mill", "Mill games"),
    ):
        qtbot.waitExposed(dialog)
        assert not unnamed(dialog), (type(dialog).__name__, unnamed(dialog))
        dialog.reject()
