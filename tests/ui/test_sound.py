"""Sound through the real window: each event's sounds reach the player (a spy in its place), the
switch in the toolbar silences them, and every game's kit names only sounds that exist."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from mill_helpers import click
from PySide6.QtCore import QSettings

from morra_suite.games import game_keys, load_game
from morra_suite.games.myra.trace import MoveKind, move_kind
from morra_suite.ui.kits import get_kit
from morra_suite.ui.sound import settings
from morra_suite.ui.sound.cues import end_sound
from morra_suite.ui.sound.player import read_sounds
from morra_suite.ui.sound.volume_dialog import VolumeDialog


class SpyPlayer:
    """Takes the audio device's place: notes what the window asked it to play."""

    def __init__(self) -> None:
        self.played: list[tuple[tuple[str, ...], int]] = []
        self.ducked: list[float] = []  # a screen reader spoke for so long (test_sound_ducking)

    def play(self, names: Sequence[str], volume: int) -> None:
        self.played.append((tuple(names), volume))

    def duck(self, seconds: float) -> None:
        self.ducked.append(seconds)

    @property
    def names(self) -> list[tuple[str, ...]]:
        return [names for names, _volume in self.played]


@pytest.fixture
def sound_on() -> None:
    """Sound on (the other tests run silent, ``conftest.silent``), before the window
    is made, so its switch starts ticked as a user's would."""
    settings.set_on(True)


def _spy(window) -> SpyPlayer:
    spy = SpyPlayer()
    window.sound_cues.player = spy
    return spy


def test_a_mill_game_sounds_every_move_and_the_win(qtbot, sound_on, main_window) -> None:
    main_window.start_game("mill", "three")
    spy = _spy(main_window)
    view = main_window.view
    for name in ("a1", "a2", "b1", "b3"):
        click(qtbot, view, name)
    assert spy.names == [("place",)] * 4
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000):
        click(qtbot, view, "c1")
    assert spy.names[4:] == [("place",), ("win",)]  # two people at the table: a win
    assert {volume for _names, volume in spy.played} == {settings.DEFAULT_VOLUME}


def test_a_closed_mill_sounds_slide_mill_removal(qtbot, sound_on, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    spy = _spy(main_window)
    view = main_window.view
    click(qtbot, view, "g4")
    click(qtbot, view, "g7")
    assert spy.names == []  # the move is not made until the removal is chosen
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000):
        click(qtbot, view, "e3")
    assert spy.names == [("slide", "mill", "removal"), ("win",)]


def test_a_refused_move_or_click_sounds_illegal(qtbot, sound_on, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    spy = _spy(main_window)
    with qtbot.waitSignal(main_window.session.move_rejected, timeout=5000):
        main_window.controller.play_move("a1-g7")
    assert spy.names == [("illegal",)]
    click(qtbot, main_window.view, "a7")  # Black's piece: the board's rules refuse the click
    assert "a7 is a piece of Black" in main_window.status_text()
    assert spy.names == [("illegal",), ("illegal",)]
    click(qtbot, main_window.view, "a1")  # a piece of one's own: no refusal, no sound
    assert spy.names == [("illegal",), ("illegal",)]


def test_a_myra_game_sounds_its_refusal_captures_and_win(qtbot, sound_on, main_window) -> None:
    from PySide6.QtCore import Qt

    from morra_suite.games.myra.board import hole_index
    from morra_suite.ui.myra.geometry import HOLE_POINTS

    def hole(name: str) -> None:
        view = main_window.view
        point = view.mapFromScene(HOLE_POINTS[hole_index(name)])
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    assert main_window.start_from_position(
        "myra", "a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3 A A:25,B:25,C:25"
    )
    spy = _spy(main_window)
    hole("k7")  # not Red's: refused by the board
    assert spy.names == [("illegal",)]
    hole("j6")
    hole("k6")  # Red takes Black's queen
    assert spy.names[1:] == [("capture",)]
    hole("b1")
    hole("a1")  # Blue takes Red's queen and wins
    assert spy.names[2:] == [("capture",), ("win",)]


def test_a_morra_round_sounds_the_hands_and_the_run(qtbot, sound_on, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    spy = _spy(main_window)
    controller = main_window.controller
    for _ in range(2):  # the start fields, then a round
        state = controller.state
        for player in state.choosers():
            controller.submit_choice(player, state.legal_choices(player)[-1])
    qtbot.waitUntil(lambda: len(controller.record.moves) == 2, timeout=5000)
    assert spy.names[:2] == [("hands", "run"), ("hands", "run")]


def test_the_toolbar_switch_silences_all_and_is_kept(qtbot, sound_on, main_window) -> None:
    main_window.start_game("mill", "three")
    spy = _spy(main_window)
    action = main_window.sound_action
    assert action in main_window.toolbar.actions()
    assert action.isCheckable() and action.isChecked()
    action.trigger()  # off
    assert not action.isChecked() and not settings.is_on()
    assert str(QSettings().value("sound/on")).lower() == "false"
    view = main_window.view
    for name in ("a1", "a2", "b1", "b3"):
        click(qtbot, view, name)
    with qtbot.waitSignal(main_window.controller.game_over, timeout=10000):
        click(qtbot, view, "c1")
    with qtbot.waitSignal(main_window.session.move_rejected, timeout=5000):
        main_window.controller.play_move("c3")
    assert spy.played == []
    action.trigger()  # on again
    with qtbot.waitSignal(main_window.session.move_rejected, timeout=5000):
        main_window.controller.play_move("c3")
    assert spy.names == [("illegal",)]


def test_the_volume_dialog_sets_the_volume_the_moves_play_at(qtbot, sound_on, main_window) -> None:
    main_window.start_game("mill", "three")
    spy = _spy(main_window)
    main_window.sound_volume_action.trigger()
    dialog = main_window.findChild(VolumeDialog)  # the window's child, deleted when closed
    dialog.slider.setValue(35)
    assert settings.volume() == 35
    click(qtbot, main_window.view, "a1")
    assert spy.played[-1] == (("place",), 35)
    dialog.close()


def test_the_end_sound_is_the_peoples_win_or_loss() -> None:
    class Outcome:
        def __init__(self, winner: int | None) -> None:
            self.winner = winner

    assert end_sound(Outcome(None), [0, 1]) == "draw"
    assert end_sound(Outcome(0), [0, 1]) == "win"
    assert end_sound(Outcome(1), [0]) == "loss"  # the computer (seat 1) beat the person
    assert end_sound(Outcome(1), [1]) == "win"
    assert end_sound(Outcome(0), []) == "win"  # computers only: nobody lost at the table


@pytest.mark.parametrize("key", game_keys())
def test_every_move_of_every_game_has_sounds_that_exist(key: str) -> None:
    """Random playouts: each move's sounds are files of ``resources/sounds``, and every move
    that changes the board has at least one."""
    known = set(read_sounds())
    kit, game = get_kit(key), load_game(key)
    rng = random.Random(44)
    heard: set[str] = set()
    for _ in range(4):
        state = game.new_state()
        for _ply in range(150):
            moves = state.legal_moves()
            if not moves:
                break
            move = rng.choice(moves)
            after = state.play(move)
            names = kit.move_sounds(state, move, after)
            assert set(names) <= known, (key, str(move), names)
            if str(move) != "pass":
                assert names, (key, str(move))
            heard.update(names)
            state = after
    expected = {"mill": {"place", "slide"}, "morra": {"hands", "run"}, "myra": {"produce"}}
    assert expected.get(key, set()) <= heard


def test_myra_sounds_follow_the_rules_kind_of_move() -> None:
    kit, game = get_kit("myra"), load_game("myra")
    sound_of = {
        MoveKind.PRODUCE: "produce",
        MoveKind.MOVE: "slide",
        MoveKind.BUILD_UP: "build_up",
        MoveKind.CAPTURE: "capture",
        MoveKind.REDUCE: "reduce",
        MoveKind.CHAIN_UP: "chain",
        MoveKind.UNCHAIN: "unchain",
    }
    rng = random.Random(7)
    state = game.new_state()
    for _ply in range(200):
        moves = state.legal_moves()
        if not moves:
            break
        for move in moves:  # every legal move here, not only the one played
            kind = move_kind(state.cells, move)
            want = (sound_of[kind],) if kind in sound_of else ()
            assert kit.move_sounds(state, move, state.play(move)) == want
        state = state.play(rng.choice(moves))


def test_the_sounds_are_short_mono_and_one_per_event() -> None:
    sounds = read_sounds()
    events = {
        "place", "slide", "fly", "mill", "removal",
        "build_up", "reduce", "chain", "unchain", "capture", "produce",
        "hands", "run", "illegal", "win", "loss", "draw",
    }  # fmt: skip
    assert set(sounds) == events
    for name, samples in sounds.items():
        assert 0 < samples.size <= 44100, name  # at most a second
        assert abs(int(samples.max())) > 1000, name  # not silent


def test_without_an_audio_output_the_player_is_silent_and_says_so_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No audio library (as good as no device): ``play`` does nothing, and the log has one line."""
    import logging
    import sys

    from morra_suite.ui.sound.player import SoundPlayer

    monkeypatch.setitem(sys.modules, "miniaudio", None)  # importing it raises ImportError
    caplog.set_level(logging.INFO, logger="morra_suite.ui.sound.player")
    player = SoundPlayer()
    player.start()
    assert player.ready.wait(30)
    assert player.backend == ""
    player.play(("place", "win"), 100)
    assert not player.playing
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "silent" in lines[0], lines


def test_stop_waits_for_the_device_being_opened_then_closes_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At the app's exit the opening thread is waited for, so the interpreter never ends it in
    the middle of its work (the built app aborted so), and the device it opened is closed."""
    import threading

    from morra_suite.ui.sound import backends
    from morra_suite.ui.sound.player import SoundPlayer

    release, closed = threading.Event(), threading.Event()

    class Device:
        backend = "test"

        def start(self, stream) -> None:
            next(iter([stream]))

        def close(self) -> None:
            closed.set()

    def slow_open(*_args) -> Device:
        assert release.wait(30)
        return Device()

    monkeypatch.setattr(backends, "open_playback", slow_open)
    player = SoundPlayer()
    player.start()
    assert not player.ready.is_set()
    threading.Timer(0.05, release.set).start()  # the device answers while stop waits
    player.stop()
    assert player.ready.is_set() and closed.is_set()
    assert not player._thread.is_alive()
