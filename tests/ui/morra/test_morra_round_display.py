"""A newcomer follows a Morra round on the real board: both hands face up while the stones move, the
round told in one sentence afterwards and replayed step by step, legends, labels, held keys, and
cards that say who has chosen (never what) and who is still choosing."""

from __future__ import annotations

from morra_ui_helpers import board_of, click_scene
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from qt_events import flush_events

from morra_suite.controllers.game_controller import Seat
from morra_suite.games import morra
from morra_suite.ui.morra.pickers import Mode

BOTH = frozenset({0, 1})
# On the tiny board: Red starts on 0.0, Blue on 0.3; Red holds 3, Blue 0: Red's stone moves
# 0.0 -> 0.3 onto Blue and pushes it to 0.4, whose white dot takes Blue to 1.3.
SENTENCE = "Round 1 · Red's stone · 3 + 0 = 3 · 0.0 → 0.3, pushes Blue to 0.4"
SENTENCE += " · Blue follows the white dot to 1.3"


def start_on_zero_and_three(qtbot, view) -> None:
    qtbot.keyClick(view, "f")  # Red: the hidden marker stays on 0.0
    for _ in range(3):
        qtbot.keyClick(view, "k")
    qtbot.keyClick(view, Qt.Key.Key_Semicolon)


def test_hands_stay_face_up_until_the_stones_settle_then_the_sentence_stays(
    qtbot, view, tiny, table_factory
) -> None:
    table = table_factory(morra.new_game(tiny), [Seat("Ann"), Seat("Ben")])
    start_on_zero_and_three(qtbot, view)
    assert table.state.stones == ((0, 0), (0, 3))
    assert view.round_text() == "Start · Red on 0.0 · Blue on 0.3"
    view.ms_per_field = 25
    qtbot.keyClick(view, "f")
    qtbot.keyClick(view, "j")
    assert table.state.round == 2
    assert view.animating
    # While the stones move, both hands lie face up on the cards, and the round is told so far.
    assert [panel.info.mode for panel in view.panels] == [Mode.IDLE, Mode.IDLE]
    assert [panel.info.revealed for panel in view.panels] == ["3", "0"]
    assert SENTENCE.startswith(view.round_text())
    assert view.round_text().startswith("Round 1 · Red's stone · 3 + 0 = 3 · 0.0 → 0.3")
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    # Settled: the cards turn face down for the next round, the sentence stays under the board.
    assert [panel.info.mode for panel in view.panels] == [Mode.COVERED, Mode.COVERED]
    assert view.round_text() == SENTENCE
    assert [panel.info.last_text for panel in view.panels] == [
        "Last round: held 3",
        "Last round: held 0",
    ]
    scene = view.morra_scene
    assert scene.stones[1].pos() == scene.geometry.field_centre((1, 3))
    qtbot.keyClick(view, "s")  # Red chooses the next hand: the last round is still told
    flush_events()
    assert view.round_text() == SENTENCE


def test_r_replays_the_last_round_step_by_step(qtbot, view, tiny, table_factory) -> None:
    table_factory(morra.new_game(tiny), [Seat("Ann"), Seat("Ben")])
    start_on_zero_and_three(qtbot, view)
    qtbot.keyClick(view, "f")
    qtbot.keyClick(view, "j")
    assert not view.animating and view.round_text() == SENTENCE
    scene = view.morra_scene
    geometry = scene.geometry
    told: list[str] = []
    scene.step_started.connect(lambda index: told.append(view.round_text()))
    view.ms_per_field = 10
    qtbot.keyClick(view, "r")
    assert view.animating
    # The stones go back to where the round began and make its steps again, one by one, with
    # both hands face up and the sentence growing with each step.
    assert scene.stones[0].pos() == geometry.field_centre((0, 0))
    assert scene.stones[1].pos() == geometry.field_centre((0, 3))
    assert [panel.info.revealed for panel in view.panels] == ["3", "0"]
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert told == [
        "Round 1 · Red's stone · 3 + 0 = 3 · 0.0 → 0.3",
        "Round 1 · Red's stone · 3 + 0 = 3 · 0.0 → 0.3, pushes Blue to 0.4",
        SENTENCE,
    ]
    assert view.round_text() == SENTENCE
    assert scene.stones[0].pos() == geometry.field_centre((0, 3))
    assert scene.stones[1].pos() == geometry.field_centre((1, 3))
    assert [panel.info.mode for panel in view.panels] == [Mode.COVERED, Mode.COVERED]
    # The strip's button replays it too; the game itself has not moved.
    told.clear()
    click_scene(qtbot, view, view.replay_point())
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert told[-1] == SENTENCE


def test_nothing_to_replay_before_the_first_choice(qtbot, view, tiny) -> None:
    view.show_state(morra.new_game(tiny))
    view.set_input_players(BOTH)
    assert view.round_text() == "No round played yet."
    assert not view.morra_scene.round_panel.can_replay
    assert view.replay_last_round() is False
    qtbot.keyClick(view, "r")
    assert not view.animating


def test_the_animation_speed_is_the_settings_value_read_every_round(qtbot, tiny) -> None:
    from morra_suite.ui.morra.view import (
        ANIMATION_SPEED_SETTING,
        ANIMATION_SPEEDS,
        MorraView,
        animation_speed_choices,
    )

    assert [value for value, _ in animation_speed_choices()] == [
        "slow",
        "normal",
        "fast",
        "instant",
    ]
    assert dict(animation_speed_choices())["instant"] == "Instant (no animation)"
    speeds = [ANIMATION_SPEEDS[value] for value in ("slow", "normal", "fast", "instant")]
    assert speeds == sorted(speeds, reverse=True) and speeds[-1] == 0
    board = MorraView()
    qtbot.addWidget(board)
    board.resize(1000, 640)
    settings = QSettings()
    state = morra.new_game(tiny).play_joint(0, 3)
    move = state.joint(3, 0)
    settings.setValue(ANIMATION_SPEED_SETTING, "instant")
    board.show_state(state)
    board.show_state(state.play(move), move, follows=True)
    assert board.ms_per_field == 0
    assert not board.animating
    assert board.round_text() == SENTENCE
    settings.setValue(ANIMATION_SPEED_SETTING, "slow")  # changed in Settings during the game
    assert board.ms_per_field == ANIMATION_SPEEDS["slow"]
    after = state.play(move)
    move = after.joint(1, 1)
    board.show_state(after.play(move), move, follows=True)  # played on the shown round
    assert board.animating
    settings.setValue(ANIMATION_SPEED_SETTING, "no such speed")
    assert board.ms_per_field == ANIMATION_SPEEDS["normal"]


def test_legends_and_stone_labels_are_the_same_in_every_game(qtbot, view, tiny) -> None:
    view.show_state(morra.new_game(tiny).play_joint(0, 3), morra.new_game(tiny).joint(0, 3))
    legend_words = [words for legend in view.morra_scene.legends for _, words in legend.rows]
    assert any("White dot" in words for words in legend_words)
    assert any("Black dot" in words for words in legend_words)
    assert all(legend.isVisible() for legend in view.morra_scene.legends)
    for names in (["Ann", "Ben"], ["Ruth", "Computer"], ["Red", "Blue"]):
        view.set_player_names(names)
        assert [stone.letter for stone in view.morra_scene.stones] == ["R", "B"]
        assert [panel.info.letter for panel in view.panels] == ["R", "B"]
    # A new layout brings new stones, labelled the same.
    view.show_state(morra.new_game(morra.load_layout("quick")).play_joint(1, 2))
    assert [stone.letter for stone in view.morra_scene.stones] == ["R", "B"]


def auto_repeat(view, key: Qt.Key, text: str) -> None:
    """A key press the keyboard repeats while the key is held down."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text, True)
    QApplication.sendEvent(view, event)


def test_a_held_key_chooses_once_and_never_into_blind_rounds(
    qtbot, view, tiny, table_factory
) -> None:
    table = table_factory(morra.new_game(tiny).play_joint(0, 3), [Seat("Ann"), Seat("Ben")])
    qtbot.keyPress(view, "f")  # Red holds F down
    qtbot.keyClick(view, "j")
    assert table.state.round == 2
    for _ in range(9):
        auto_repeat(view, Qt.Key.Key_F, "f")
    qtbot.keyClick(view, "k")  # Blue chooses round 2 ...
    assert table.state.round == 2  # ... and the held F has not chosen for Red
    assert view.choices.pending == frozenset({0})
    qtbot.keyPress(view, "f")  # a press without a release before it (no repeat flag) neither
    assert table.state.round == 2
    qtbot.keyRelease(view, "f")
    qtbot.keyClick(view, "d")
    assert table.state.round == 3
    assert table.controller.record.moves[-1] == table.state.last_round.move
    assert str(table.controller.record.moves[-1]) == "2/1"


def test_a_key_behind_a_covered_card_says_who_has_chosen(qtbot, view, tiny) -> None:
    view.show_state(morra.new_game(tiny))
    view.set_input_players(BOTH)
    messages: list[str] = []
    view.status_message.connect(messages.append)
    qtbot.keyClick(view, "s")  # the hidden marker: said, and shown on Red's own card only
    assert messages[-1] == "Red: your hidden marker moved; F starts there"
    view.show_state(morra.new_game(tiny).play_joint(0, 3), morra.new_game(tiny).joint(0, 3))
    view.set_input_players(BOTH)
    assert [panel.info.mode for panel in view.panels] == [Mode.COVERED, Mode.COVERED]
    qtbot.keyClick(view, "d")
    assert messages[-1] == (
        "Red has chosen · Blue: choose your hand (keys J K L ; for 0 to 3 balls)"
    )
    assert view.panels[0].info.mode == Mode.CHOSEN
    assert view.panels[0].info.status == "Has chosen"
    assert "2" not in view.panels[0].info.cover_text + view.panels[0].info.status
    assert view.panels[1].info.status == "Still choosing"


def test_key_hints_are_words_and_a_computers_card_has_none(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 1)])
    view = board_of(qtbot, main_window)
    ann, computer = view.panels
    assert ann.info.keys_hint == (
        "Press S or A to move your hidden marker round the outer ring, D to bring it back to "
        "0.0, F to start there."
    )
    assert computer.info.keys_hint == ""
    click_scene(qtbot, view, view.field_point((0, 2)))
    qtbot.waitUntil(lambda: main_window.controller.state.phase == "hands", timeout=15_000)
    qtbot.waitUntil(lambda: view.choices.pending == frozenset({0}), timeout=15_000)
    assert ann.info.keys_hint == "Press A for 0 balls, S for 1, D for 2, F for 3"
    assert ann.info.keys == ["A", "S", "D", "F"]
    assert computer.info.keys_hint == "" and computer.info.keys == []
    # The computer chooses at once: its card says so, never what; Ann is still choosing.
    qtbot.waitUntil(lambda: computer.info.mode == Mode.CHOSEN, timeout=15_000)
    assert computer.info.status == "Has chosen"
    assert ann.info.status == "Still choosing"
    assert ann.info.mode == Mode.DIRECT
    assert view.prompt() == "Computer has chosen · Ann: click how many balls to hold"


def test_the_sentence_speaks_german_and_danish(qtbot, qapp, tiny) -> None:
    from morra_suite.ui import i18n
    from morra_suite.ui.morra.view import MorraView

    state = morra.new_game(tiny).play_joint(0, 3)
    move = state.joint(3, 0)
    expected = {
        "de": "Runde 1 · Stein von Rot · 3 + 0 = 3 · 0.0 → 0.3, schiebt Blau auf 0.4"
        " · Blau folgt dem weißen Tupfen nach 1.3",
        "da": "Runde 1 · Røds sten · 3 + 0 = 3 · 0.0 → 0.3, skubber Blå til 0.4"
        " · Blå følger den hvide prik til 1.3",
    }
    try:
        for code, sentence in expected.items():
            assert i18n.install_translators(qapp, code) == code
            board = MorraView()
            qtbot.addWidget(board)
            board.ms_per_field = 0
            board.show_state(state.play(move), move)
            assert board.round_text() == sentence
            assert [stone.letter for stone in board.morra_scene.stones] == ["R", "B"]
    finally:
        i18n.remove_translators(qapp)


def test_dots_are_drawn_in_the_colour_the_rules_give_them(view, tiny) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    view.show_state(morra.new_game(tiny))  # no stones on the board yet
    geometry = view.morra_scene.geometry

    def lightness_at(field: tuple[int, int]) -> int:
        centre = geometry.field_centre(field)
        rect = QRectF(centre.x() - 2, centre.y() - 2, 4, 4)
        image = QImage(4, 4, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        view.scene().render(painter, QRectF(0, 0, 4, 4), rect)
        painter.end()
        return image.pixelColor(2, 2).lightness()

    white = [dot.at for dot in tiny.dots if dot.is_white]
    black = [dot.at for dot in tiny.dots if not dot.is_white]
    assert white and black
    assert all(lightness_at(at) > 200 for at in white)
    assert all(lightness_at(at) < 80 for at in black)


def test_the_sentence_tells_black_dots_standing_still_and_a_win(view, tiny) -> None:
    # On the tiny board 1.2 has a black dot to 0.3 and 1.0 a white dot into the centre.
    cases = {
        "tiny-test a:1.1 b:0.0 next:a round:3": (
            "1/0",
            "Round 3 · Red's stone · 1 + 0 = 1 · 1.1 → 1.2 · Red follows the black dot to 0.3",
        ),
        "tiny-test a:1.3 b:0.0 next:a round:3": (
            "0/0",
            "Round 3 · Red's stone · 0 + 0 = 0 · stays on 1.3",
        ),
        "tiny-test a:0.0 b:1.3 next:b round:4": (
            "0/1",
            "Round 4 · Blue's stone · 0 + 1 = 1 · 1.3 → 1.0"
            " · Blue follows the white dot into the centre · Blue wins",
        ),
    }
    for position, (move_text, sentence) in cases.items():
        state = morra.parse_position(position)
        move = state.parse_move(move_text)
        view.show_state(state.play(move), move)
        assert view.round_text() == sentence


def test_every_round_is_told_in_the_move_list_too(qtbot, main_window) -> None:
    """The sentence stays with its round in the move list: each cell's tooltip tells it."""
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = board_of(qtbot, main_window)
    controller = main_window.controller
    for _ in range(3):  # the start fields, then two rounds
        state = controller.state
        for player in state.choosers():
            controller.submit_choice(player, state.legal_choices(player)[-1])
    qtbot.waitUntil(lambda: len(controller.record.moves) == 3, timeout=5000)
    cells = [main_window.move_list.cell_of(ply) for ply in (1, 2, 3)]
    tips = [cell.data(Qt.ItemDataRole.ToolTipRole) for cell in cells]
    assert tips[0].startswith("Start · Red on ")
    for ply, tip in ((2, tips[1]), (3, tips[2])):
        summary = controller.record.state_at(ply).last_round
        assert tip == view.round_sentence(summary)
        assert tip.startswith(f"Round {summary.number} · ")
