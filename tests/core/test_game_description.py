"""Every registered game's description (``load_game(key)``): settings as valid data, every variant
and player count starts, positions and records round-trip (seats and date included), and records
written before seats were recorded still read.

Only the ``Game`` API is used, so a game added to the registry is checked by adding it.
"""

from __future__ import annotations

import random
import re

import pytest

from morra_suite.core import GameState, PositionError, RecordError
from morra_suite.core.game import Game, GameRecordData, SeatInfo, Setting
from morra_suite.games import game_keys, load_game

KEYS = game_keys()


@pytest.fixture(params=KEYS)
def game(request: pytest.FixtureRequest) -> Game:
    return load_game(request.param)


def playout(game: Game, seed: str, plies: int, **start: object) -> tuple[GameState, list[object]]:
    """A start state and up to ``plies`` random legal moves from it."""
    rng = random.Random(seed)
    state = game.new_state(**start)  # type: ignore[arg-type]
    moves = []
    for _ in range(plies):
        legal = state.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(move)
        state = state.play(move)
    return game.new_state(**start), moves  # type: ignore[arg-type]


def test_registry_lists_the_built_in_games() -> None:
    assert KEYS[:3] == ("morra", "mill", "myra")
    for key in KEYS:
        assert load_game(key).key == key
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        load_game("chess")


def test_settings_are_valid_data(game: Game) -> None:
    settings = game.settings()
    names = [s.name for s in settings]
    assert names and len(set(names)) == len(names)
    default_rules = game.rules_for(game.default_variant())
    for setting in settings:
        assert isinstance(setting, Setting)
        assert setting.kind in ("bool", "int", "choice")
        assert setting.check(setting.default) == setting.default
        assert hasattr(default_rules, setting.name)
        if setting.kind == "int":
            assert setting.minimum is not None and setting.maximum is not None
            assert setting.minimum <= setting.default <= setting.maximum
            with pytest.raises(ValueError, match=setting.name):
                setting.check(setting.maximum + 1)
            with pytest.raises(ValueError, match=setting.name):
                setting.check(setting.minimum - 1)
        elif setting.kind == "choice":
            assert setting.default in setting.choices
            with pytest.raises(ValueError, match=setting.name):
                setting.check(object())
        else:
            with pytest.raises(ValueError, match=setting.name):
                setting.check(1)
        if setting.requires is not None:
            master = next(s for s in settings if s.name == setting.requires)
            if setting.when:  # a choice master: the values it applies for are its choices
                assert master.kind == "choice" and set(setting.when) <= set(master.choices)
            else:
                assert master.kind == "bool"
    # Every variant's rules are values of these settings, and survive a settings file.
    for info in game.variants():
        rules = game.rules_for(info.key)
        for setting in settings:
            setting.check(getattr(rules, setting.name))
        plain = game.rules_to_dict(rules)
        # Every setting, plus at most the identity of the preset the rules were made from.
        assert set(names) <= set(plain) and set(plain) - set(names) <= {"variant"}
        assert game.rules_from_dict(game.rules_for(game.default_variant()), plain) == rules


def test_every_variant_and_player_count_starts(game: Game) -> None:
    keys = [info.key for info in game.variants()]
    assert game.default_variant() in keys
    assert len(set(keys)) == len(keys)
    for info in game.variants():
        assert info.title
        for players in game.player_counts():
            state = game.new_state(variant=info.key, players=players)
            assert isinstance(state, GameState)
            assert state.num_players == players
            assert state.legal_moves(), f"{game.key} {info.key}: no move at the start"
            assert not state.is_game_over()
            assert state.choosers()
            assert game.variant_of(state) == info.key
            assert game.rules_of(state) == game.rules_for(info.key)
    with pytest.raises(ValueError, match="players"):
        game.new_state(players=max(game.player_counts()) + 1)
    with pytest.raises(ValueError):
        game.new_state(variant="no-such-variant")


def test_a_custom_variant_starts_with_its_rules(game: Game) -> None:
    """Changing one setting from the default variant makes a game with exactly those rules."""
    base = game.rules_for(game.default_variant())
    for setting in game.settings():
        if setting.kind == "bool":
            value = not getattr(base, setting.name)
        elif setting.kind == "int":
            value = getattr(base, setting.name) + 1
            if setting.maximum is not None and value > setting.maximum:
                value -= 2
        else:
            value = next(c for c in setting.choices if c != getattr(base, setting.name))
        try:
            rules = game.rules_from_dict(base, {setting.name: value})
        except ValueError:
            continue  # a combination the rules refuse (e.g. diagonals on this board)
        state = game.new_state(rules=rules)
        assert game.rules_of(state) == rules
        named = game.variant_of_rules(rules)  # None, unless another variant has these rules
        assert named is None or game.rules_for(named) == rules
        again = game.parse_position(state.position())
        assert again == state and game.rules_of(again) == rules


def test_positions_round_trip_through_the_description(game: Game) -> None:
    for info in game.variants():
        for players in game.player_counts():
            rng = random.Random(f"{game.key}-{info.key}-{players}")
            state = game.new_state(variant=info.key, players=players)
            for _ in range(40):
                again = game.parse_position(state.position())
                assert again == state
                assert again.position() == state.position()
                if state.is_game_over():
                    break
                state = state.play(rng.choice(state.legal_moves()))
    with pytest.raises(PositionError):
        game.parse_position("")


def test_records_round_trip_with_seats_and_date(game: Game) -> None:
    for players in game.player_counts():
        start, moves = playout(game, f"record-{game.key}-{players}", 30, players=players)
        seats = [SeatInfo("Ann Åberg"), SeatInfo('Bob "the bot"', 3), SeatInfo("", 1)][:players]
        record = GameRecordData(
            start=start,
            moves=moves,
            variant=game.default_variant(),
            rules=game.rules_of(start),
            seats=seats,
            date="2026.12.01",
            tags={"Event": "Club evening"},
        )
        text = game.write_record(record)
        back = game.read_record(text)
        assert back == record
        assert back.seats[1].is_computer and back.seats[1].computer_level == 3
        assert not back.seats[0].is_computer
        assert back.states()[-1] == record.states()[-1]
        assert game.write_record(back) == text


def test_a_record_without_a_date_gets_todays(game: Game) -> None:
    start = game.new_state()
    record = GameRecordData(start, [], game.default_variant(), game.rules_of(start))
    text = game.write_record(record)
    back = game.read_record(text)
    assert back.date is not None and re.fullmatch(r"\d{4}\.\d\d\.\d\d", back.date)
    assert "????" not in text
    assert [seat.is_computer for seat in back.seats] == [False] * start.num_players


def test_a_record_from_a_set_up_position_keeps_its_start(game: Game) -> None:
    start, moves = playout(game, f"setup-{game.key}", 7)
    state = start
    for move in moves[:5]:
        state = state.play(move)
    rest = [m for m in moves[5:]]
    record = GameRecordData(
        state,
        rest,
        game.variant_of(state),
        game.rules_of(state),
        [SeatInfo("A"), SeatInfo("B")],
        "2025.01.02",
    )
    back = game.read_record(game.write_record(record))
    assert back.start == state and back.moves == rest


def test_a_broken_record_names_the_problem(game: Game) -> None:
    start, moves = playout(game, f"broken-{game.key}", 6)
    record = GameRecordData(start, moves, game.default_variant(), game.rules_of(start))
    text = game.write_record(record)
    first = str(moves[1])
    broken = text.replace(f" {first}", " zz9", 1) if f" {first}" in text else text + "\nzz9\n"
    with pytest.raises(RecordError):
        game.read_record(broken)


def test_what_is_no_record_is_refused(game: Game) -> None:
    for text in ("", "  \n", "\x00\x01PK\x03"):
        with pytest.raises(RecordError):
            game.read_record(text)


OLD_RECORDS = {
    # As the app wrote them before seats were recorded (from the old kits' save_text).
    "mill": """[Event "Morra Suite game"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Ann"]
[Black "Bob"]
[Result "*"]
[Variant "Nine Men's Morris"]

1. d6 f4 2. b4 *
""",
    "morra": """[Game "Morra"]
[Layout "target"]
[MaxHand "3"]
[Push "on"]
[RoundLimit "200"]
[Result "*"]
[Event "Morra Suite game"]
[PlayerA "Ann"]
[PlayerB "Bob"]

start 0.5/0.3
1. 2/3
""",
    "myra": """[Game "Myra"]
[Players "3"]
[RepetitionDraw "yes"]
[NoCaptureLimit "200"]
[NameA "Ann"]
[NameB "Bob"]
[NameC "Cid"]
[Result "*"]

1. a3-a4
""",
}


def test_a_text_of_no_game_is_refused_by_mill_and_myra() -> None:
    with pytest.raises(RecordError, match="no mill game"):
        load_game("mill").read_record('[Event "Club evening"]\n')
    with pytest.raises(RecordError, match="white's dear"):
        load_game("mill").read_record("Dear Ann, see you on Tuesday.")
    with pytest.raises(RecordError, match="no Myra game"):
        load_game("myra").read_record("1. a3-a4")


@pytest.mark.parametrize("key", sorted(OLD_RECORDS))
def test_old_records_without_seat_tags_still_read(key: str) -> None:
    game = load_game(key)
    record = game.read_record(OLD_RECORDS[key])
    names = ["Ann", "Bob", "Cid"][: record.start.num_players]
    assert record.seats == [SeatInfo(name) for name in names]
    assert record.date is None
    assert len(record.moves) == {"mill": 3, "morra": 2, "myra": 1}[key]
    assert record.tags.get("Event", "Morra Suite game") == "Morra Suite game"
    assert record.variant == game.variant_of(record.start)


# The checks every game must pass, by themselves: a game registered from outside (the plug-in
# in tests/plugin_game) runs exactly these.
PER_GAME_TESTS = (
    test_settings_are_valid_data,
    test_every_variant_and_player_count_starts,
    test_a_custom_variant_starts_with_its_rules,
    test_positions_round_trip_through_the_description,
    test_records_round_trip_with_seats_and_date,
    test_a_record_without_a_date_gets_todays,
    test_a_record_from_a_set_up_position_keeps_its_start,
    test_a_broken_record_names_the_problem,
    test_what_is_no_record_is_refused,
)


def test_a_resigned_mill_game_keeps_its_result() -> None:
    mill = load_game("mill")
    start = mill.new_state(variant="nine")
    record = GameRecordData(
        start,
        [start.legal_moves()[0]],
        "nine",
        start.rules,
        [SeatInfo("A"), SeatInfo("B")],
        "2026.12.01",
        {"Result": "0-1"},
    )
    text = mill.write_record(record)
    assert '[Result "0-1"]' in text
    assert mill.read_record(text) == record


@pytest.mark.parametrize(
    ("key", "resigned", "result"),
    [
        ("mill", 0, "0-1"),
        ("mill", 1, "1-0"),
        ("morra", 0, "0-1"),
        ("morra", 1, "1-0"),
        ("myra", 0, "B"),
        ("myra", 1, "A"),
    ],
)
def test_a_resigned_game_writes_the_resignations_result_and_reads_back(
    key: str, resigned: int, result: str
) -> None:
    """Every game writes the result a ``Resigned`` tag gives (the other side won), and reads the
    record back to the same record; a file written before that (``Result "*"``) still reads,
    and a Result that contradicts the resignation is refused."""
    game = load_game(key)
    start = game.new_state(players=2)
    first = start.legal_moves()[0] if key != "morra" else start.joint_move({0: 0, 1: 3})
    record = GameRecordData(
        start,
        [first],
        game.variant_of(start),
        game.rules_of(start),
        [SeatInfo("Ann"), SeatInfo("Bo", 2)],
        "2026.12.01",
        {"Resigned": str(resigned + 1)},
    )
    text = game.write_record(record)
    assert f'[Result "{result}"]' in text
    assert game.read_record(text) == record
    old = text.replace(f'[Result "{result}"]', '[Result "*"]')
    if key == "mill":
        old = old.rstrip().removesuffix(result) + "*\n"
    if key == "myra":
        old = old.replace('[Termination "resignation"]\n', "")
    assert game.read_record(old) == record
    other = {"0-1": "1-0", "1-0": "0-1", "A": "B", "B": "A"}[result]
    with pytest.raises(RecordError):
        game.read_record(text.replace(f'[Result "{result}"]', f'[Result "{other}"]'))
