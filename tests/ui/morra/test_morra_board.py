"""The Morra board through the real widget: keys and clicks in, what may be seen out."""

from __future__ import annotations

from morra_ui_helpers import click_scene
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QImage, QPainter

from morra_suite.games import morra
from morra_suite.ui.morra.pickers import Mode

BOTH = frozenset({0, 1})


def panel_image(board, player: int) -> QImage:
    """What a player's card looks like on screen, as pixels."""
    panel = board.panels[player]
    rect = panel.mapRectToScene(panel.boundingRect())
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene().render(painter, image.rect().toRectF(), rect)
    painter.end()
    return image


def choose_start_by_keys(qtbot, board, keys: str) -> None:
    for key in keys:
        qtbot.keyClick(board, key)


def test_start_choice_stays_hidden_until_both_have_chosen(qtbot, view, tiny) -> None:
    start = morra.new_game(tiny)
    made = []
    view.choice_made.connect(lambda player, choice: made.append((player, choice)))
    view.show_state(start)
    view.set_input_players(BOTH)
    assert [p.info.mode for p in view.panels] == [Mode.COVERED, Mode.COVERED]
    before = panel_image(view, 0)
    choose_start_by_keys(qtbot, view, "sss")  # the hidden cursor counts to 0.3 ...
    assert made == []
    # ... its player sees it for a moment on their own card (test_morra_legibility), then the
    # card lies face down again and nothing on it shows where the marker stands
    assert view.panels[0].info.cursor == 3 and view.panels[1].info.mode == Mode.COVERED
    qtbot.waitUntil(lambda: view.panels[0].info.mode == Mode.COVERED, timeout=5000)
    assert panel_image(view, 0) == before
    qtbot.keyClick(view, "f")
    assert made == [(0, 3)]
    chosen_three = panel_image(view, 0)
    assert view.panels[0].info.mode == Mode.CHOSEN
    assert "0.3" not in view.prompt()
    assert not any(stone.isVisible() for stone in view.morra_scene.stones)

    # Another board where player 0 chose 0.5 looks exactly the same.
    from morra_suite.ui.morra.view import MorraView

    other = MorraView()
    qtbot.addWidget(other)
    other.ms_per_field = 0
    other.resize(view.size())
    other.show_state(start)
    other.set_input_players(BOTH)
    choose_start_by_keys(qtbot, other, "aaf")
    assert panel_image(other, 0) == chosen_three

    qtbot.keyClick(view, "k")
    qtbot.keyClick(view, Qt.Key.Key_Semicolon)
    assert made == [(0, 3), (1, 1)]
    # Revealed together: the new state shows both start fields.
    move = start.joint(3, 1)
    view.show_state(start.play(move), move)
    assert view.panels[0].info.revealed == "0.3"
    assert view.panels[1].info.revealed == "0.1"
    stones = view.morra_scene.stones
    geometry = view.morra_scene.geometry
    assert stones[0].pos() == geometry.field_centre((0, 3))
    assert stones[1].pos() == geometry.field_centre((0, 1))


def test_cover_turns_up_for_a_click_and_a_click_chooses(qtbot, view, tiny) -> None:
    state = morra.new_game(tiny).play_joint(0, 2)
    made = []
    view.choice_made.connect(lambda player, choice: made.append((player, choice)))
    view.show_state(state)
    view.set_input_players(BOTH)
    assert view.prompt() == (
        "Both players: choose your hand in secret "
        "(Red: keys A S D F for 0 to 3 balls · Blue: keys J K L ; for 0 to 3 balls)"
    )
    click_scene(qtbot, view, view.cover_point(1))
    assert view.panels[1].info.mode == Mode.OPEN
    assert view.panels[0].info.mode == Mode.COVERED
    click_scene(qtbot, view, view.option_point(1, 2))
    assert made == [(1, 2)]
    assert view.panels[1].info.mode == Mode.CHOSEN
    # Player 1 is done; player 0 still uses the card (or the keys).
    view.set_input_players(frozenset({0}))
    assert view.prompt() == (
        "Blue has chosen · Red: choose your hand (keys A S D F for 0 to 3 balls)"
    )


def test_against_the_computer_a_field_and_a_hand_are_clicked(qtbot, view, tiny) -> None:
    start = morra.new_game(tiny)
    made = []
    view.choice_made.connect(lambda player, choice: made.append((player, choice)))
    view.show_state(start)
    view.set_input_players(frozenset({0}))
    assert view.panels[0].info.mode == Mode.DIRECT
    assert "click a field" in view.prompt()
    click_scene(qtbot, view, view.field_point((0, 4)))
    assert made == [(0, 4)]
    state = start.play_joint(4, 0)
    view.show_state(state, start.joint(4, 0))
    view.set_input_players(frozenset({0}))
    assert view.panels[0].info.mode == Mode.DIRECT
    click_scene(qtbot, view, view.option_point(0, 3))
    assert made[-1] == (0, 3)


def test_a_click_on_the_board_is_refused_while_another_person_chooses(qtbot, view, tiny) -> None:
    view.show_state(morra.new_game(tiny))
    view.set_input_players(BOTH)
    messages = []
    view.status_message.connect(messages.append)
    made = []
    view.choice_made.connect(lambda player, choice: made.append(player))
    click_scene(qtbot, view, view.field_point((0, 2)))
    assert made == []
    assert messages and "own card" in messages[-1]


def test_the_pointer_lights_a_start_field_only_where_a_click_would_choose(
    qtbot, view, tiny
) -> None:
    """The scene reports the field under the pointer; the field lights up only when a click
    there makes a choice now (one chooser with nobody to hide from, a start field)."""

    def hover(field) -> None:
        qtbot.mouseMove(view.viewport(), view.mapFromScene(view.field_point(field)))

    def lit() -> bool:
        return not view.morra_scene.highlight.path.isEmpty()

    start = morra.new_game(tiny)
    view.show()
    qtbot.waitExposed(view)
    view.show_state(start)
    view.set_input_players(frozenset({0}))
    hover((0, 4))
    assert lit()
    hover((1, 0))  # not of the outer ring: no start there
    assert not lit()
    view.set_input_players(BOTH)  # another person would see it: the cards are for choosing
    hover((0, 2))
    assert not lit()


def test_refused_keys_say_why(qtbot, view, tiny) -> None:
    rules = morra.MorraRules(max_hand=1)
    view.show_state(morra.new_game(tiny, rules).play_joint(0, 1))
    view.set_input_players(BOTH)
    messages = []
    view.status_message.connect(messages.append)
    qtbot.keyClick(view, "d")
    assert messages[-1] == "Red: you may hold at most 1 balls."


def test_larger_hands_use_more_keys_and_settings_change_keys(qtbot, view, tiny) -> None:
    rules = morra.MorraRules(max_hand=5)
    state = morra.new_game(tiny, rules).play_joint(0, 1)
    made = []
    view.choice_made.connect(lambda player, choice: made.append((player, choice)))
    view.show_state(state)
    view.set_input_players(BOTH)
    assert view.prompt() == (
        "Both players: choose your hand in secret "
        "(Red: keys A S D F Z X for 0 to 5 balls · Blue: keys J K L ; M , for 0 to 5 balls)"
    )
    qtbot.keyClick(view, "x")
    qtbot.keyClick(view, "m")
    assert made == [(0, 5), (1, 4)]

    QSettings().setValue("morra/keys_left", "qwer")
    from morra_suite.ui.morra.view import MorraView

    other = MorraView()
    qtbot.addWidget(other)
    other.show_state(morra.new_game(tiny).play_joint(0, 1))
    other.set_input_players(BOTH)
    other.choice_made.connect(lambda player, choice: made.append((player, choice)))
    qtbot.keyClick(other, "e")
    assert made[-1] == (0, 2)


def test_a_round_is_animated_along_the_rules_trace(qtbot, view, tiny) -> None:
    # a on 0.0 moves 1 field onto the dot at 0.1, which leads to 1.1.
    state = morra.new_game(tiny).play_joint(0, 3)
    move = state.joint(1, 0)
    view.show_state(state)
    view.ms_per_field = 15
    view.show_state(state.play(move), move, follows=True)
    scene = view.morra_scene
    assert view.animating
    assert view.panels[0].info.mode == Mode.IDLE  # both hands face up while it moves
    assert view.panels[0].info.revealed == "1"
    seen = []
    scene.stones[0].xChanged.connect(lambda: seen.append(QPointF(scene.stones[0].pos())))
    with qtbot.waitSignal(scene.animation_finished, timeout=3000):
        pass
    geometry = scene.geometry
    assert scene.stones[0].pos() == geometry.field_centre((1, 1))
    # It passed over the field of the dot on its way in.
    dot_field = geometry.field_centre((0, 1))
    assert any((p - dot_field).manhattanLength() < 1.0 for p in seen)
    trail = scene.trails[0].path
    assert (trail.pointAtPercent(1.0) - geometry.field_centre((1, 1))).manhattanLength() < 0.5
    assert scene.stones[0]._at_stake is False and scene.stones[1]._at_stake is True


def test_a_new_state_mid_animation_is_drawn_at_once(qtbot, view, tiny) -> None:
    state = morra.new_game(tiny).play_joint(0, 3)
    move = state.joint(3, 2)
    view.show_state(state)
    view.ms_per_field = 400
    view.show_state(state.play(move), move, follows=True)
    assert view.animating
    later = morra.parse_position("tiny-test a:1.2 b:0.5 next:b round:4")
    view.show_state(later)
    assert not view.animating
    geometry = view.morra_scene.geometry
    assert view.morra_scene.stones[0].pos() == geometry.field_centre((1, 2))
    assert view.morra_scene.stones[1].pos() == geometry.field_centre((0, 5))
    qtbot.wait(50)  # behaviour under test: no frame of the cut animation moves a stone later
    assert view.morra_scene.stones[0].pos() == geometry.field_centre((1, 2))


def test_two_stones_on_one_field_stand_side_by_side(view, tiny) -> None:
    view.show_state(morra.parse_position("tiny-test a:0.2 b:0.2 next:a round:1"))
    first, second = (stone.pos() for stone in view.morra_scene.stones)
    assert (first - second).manhattanLength() > view.morra_scene.geometry.stone_radius()


def test_every_field_is_found_where_it_is_drawn(view, tiny) -> None:
    view.show_state(morra.new_game(tiny))
    geometry = view.morra_scene.geometry
    for ring, count in enumerate(tiny.fields):
        for index in range(count):
            assert geometry.field_at(geometry.field_centre((ring, index))) == (ring, index)
    assert geometry.field_at(QPointF(0, 0)) == (2, 0)


def test_a_round_shown_after_the_fact_draws_the_routes_the_rules_recorded(view, tiny) -> None:
    # a moves from 0.0 to 0.2.
    state = morra.parse_position("tiny-test a:0.0 b:0.3 next:a round:3")
    move = state.joint(1, 1)
    after = state.play(move)
    view.show_state(after, move)  # the board never saw ``state``
    geometry = view.morra_scene.geometry
    trail = view.morra_scene.trails[0]
    assert trail.isVisible()
    assert (trail.path.pointAtPercent(0.0) - geometry.field_centre((0, 0))).manhattanLength() < 0.5
    assert (trail.path.pointAtPercent(1.0) - geometry.field_centre((0, 2))).manhattanLength() < 0.5
    assert not view.morra_scene.trails[1].isVisible()  # b did not move
    assert view.round_text() == "Round 3 · Red's stone · 1 + 1 = 2 · 0.0 → 0.2"
    # 1.1 is reached from 1.0 or along the dot of 0.1; the state knows which way it went: one
    # field on to 0.1, then its white dot.
    move = state.joint(0, 1)
    view.show_state(state.play(move), move)
    trail = view.morra_scene.trails[0]
    assert trail.isVisible()
    assert (trail.path.pointAtPercent(0.0) - geometry.field_centre((0, 0))).manhattanLength() < 0.5
    assert (trail.path.pointAtPercent(1.0) - geometry.field_centre((1, 1))).manhattanLength() < 0.5
    assert view.round_text() == (
        "Round 3 · Red's stone · 0 + 1 = 1 · 0.0 → 0.1 · Red follows the white dot to 1.1"
    )
    # A position read from its text has no history: nothing is guessed.
    parsed = morra.parse_position(state.play(move).position())
    view.show_state(parsed, move)
    assert not any(trail.isVisible() for trail in view.morra_scene.trails)
    assert view.round_text() == "No round played yet."


def test_a_computers_card_says_chosen_when_told_never_what(view, tiny) -> None:
    start = morra.new_game(tiny)
    move = start.joint(0, 1)
    view.show_state(start.play(move), move)
    view.set_input_players(frozenset({0}))
    assert view.panels[1].info.mode == Mode.WAITING
    view.set_chosen_players(frozenset({1}))
    assert view.panels[1].info.mode == Mode.CHOSEN
    assert view.panels[1].info.revealed == "0.1"  # only the start field, long revealed
    assert view.panels[0].info.mode == Mode.DIRECT
