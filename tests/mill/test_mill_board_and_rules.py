"""Board tables and rules settings: the topology of each board, presets, validation, labels."""

from __future__ import annotations

import dataclasses

import pytest

from morra_suite.games import mill

P = mill.point_index


def names(points) -> set[str]:
    return {mill.point_name(p) for p in points}


def test_point_names_and_numbers_are_the_grid() -> None:
    assert P("a1") == 0 and P("g7") == 48 and P("d6") == 3 + 35
    assert all(mill.point_name(P(n)) == n for n in ("a1", "c3", "e5", "g4", "d7"))
    for bad in ("h1", "a8", "a0", "", "d66"):
        with pytest.raises(ValueError, match="no point name"):
            P(bad)


@pytest.mark.parametrize(
    ("kind", "diagonals", "points", "mills", "edges"),
    [
        ("three", False, 9, 6, 12),
        ("three", True, 9, 8, 16),
        ("six", False, 16, 8, 20),
        ("twenty-four", False, 24, 16, 32),
        ("twenty-four", True, 24, 20, 40),
    ],
)
def test_board_sizes(kind: str, diagonals: bool, points: int, mills: int, edges: int) -> None:
    board = mill.board_topology(kind, diagonals)
    assert (board.size, len(board.mills), len(board.edges)) == (points, mills, edges)
    # every mill is three connected points in a row
    for a, b, c in board.mills:
        assert b in board.neighbours[a] and c in board.neighbours[b]


def test_twenty_four_point_board_matches_the_issue() -> None:
    board = mill.board_topology("twenty-four")
    order = "a7 d7 g7 g4 g1 d1 a1 a4 b6 d6 f6 f4 f2 d2 b2 b4 c5 d5 e5 e4 e3 d3 c3 c4"
    assert [mill.point_name(p) for p in board.points] == order.split()
    assert names(board.neighbours[P("d6")]) == {"d7", "b6", "f6", "d5"}
    assert names(board.neighbours[P("a7")]) == {"d7", "a4"}
    assert board.coordinates(P("d6")) == (3, 5)
    assert board.grid == 7
    diag = mill.board_topology("twenty-four", True)
    assert names(diag.neighbours[P("b6")]) == {"a7", "c5", "d6", "b4"}
    assert (P("a1"), P("b2"), P("c3")) in diag.mills


def test_six_point_board_spokes_are_paths_not_mills() -> None:
    board = mill.board_topology("six")
    assert names(board.neighbours[P("c1")]) == {"a1", "e1", "c2"}
    assert not any(P("c1") in m and P("c2") in m for m in board.mills)
    assert board.grid == 5
    with pytest.raises(ValueError, match="no diagonal"):
        mill.board_topology("six", True)


def test_three_board_diagonals_connect_through_the_centre() -> None:
    plain = mill.board_topology("three")
    diag = mill.board_topology("three", True)
    assert P("b2") not in plain.neighbours[P("a1")]
    assert P("b2") in diag.neighbours[P("a1")]
    assert len(diag.neighbours[P("b2")]) == 8


def test_playok_numbering_is_row_by_row_from_the_top_left() -> None:
    board = mill.board_topology("twenty-four")
    assert [mill.point_name(board.point_of_number(n)) for n in (1, 2, 3, 10, 15, 22, 24)] == [
        "a7", "d7", "g7", "a4", "g4", "a1", "g1"
    ]  # fmt: skip
    assert board.number_of(P("e3")) == 18


# --- rules ------------------------------------------------------------------------------------


def test_presets() -> None:
    R = mill.MillRules.preset
    assert mill.PRESETS == (
        "three", "six", "nine", "twelve", "morabaraba", "morabaraba12", "lasker",
        "dooz", "russian", "cheng_san_qi", "da_san_qi", "zhi_qi", "el_filja",
    )  # fmt: skip
    assert R("nine") == mill.MillRules()
    assert R("nine").flying and R("nine").flying_at == 3
    assert (R("three").board, R("three").pieces, R("three").flying) == ("three", 3, False)
    assert (R("six").board, R("six").pieces) == ("six", 6)
    assert (R("twelve").pieces, R("twelve").diagonals) == (12, True)
    m = R("morabaraba12")
    assert (m.pieces, m.diagonals, m.flying, m.flying_at) == (12, True, True, 3)
    assert not m.full_board_first_loses and m.endgame_limit == 10
    assert R("morabaraba").differences(R("nine")) == {}  # tests/mill/test_mill_presets.py
    assert (R("lasker").pieces, R("lasker").move_while_placing) == (10, True)
    for name in mill.PRESETS:
        assert R(name).preset_name == name
        assert R(name).describe().startswith(mill.PRESET_TITLES[name])
        assert len(R(name).labels()) == len(mill.SETTINGS) == len(mill.FIELD_LABELS)
    with pytest.raises(ValueError, match="unknown mill variant 'ten'"):
        R("ten")


def test_morabaraba_with_nine_pieces_and_no_diagonals_is_reachable() -> None:
    rules = dataclasses.replace(mill.MillRules.preset("morabaraba12"), pieces=9, diagonals=False)
    assert rules.preset_name is None
    assert rules.base_preset() == "morabaraba12"
    assert mill.parse_rules_token(mill.rules_token(rules)) == rules


@pytest.mark.parametrize("field", [f.name for f in dataclasses.fields(mill.MillRules)])
def test_every_field_can_be_replaced(field: str) -> None:
    base = mill.MillRules.preset("nine")
    value = getattr(base, field)
    new = {
        bool: lambda v: not v,
        int: lambda v: {"pieces": 10, "flying_at": 4, "lose_below": 4}.get(field, v + 5),
        str: lambda v: mill.CHOICES[field][-1] if field in mill.CHOICES else "six",
    }[type(value)](value)
    if field == "board":
        changed = dataclasses.replace(base, board=new, pieces=6)
    else:
        changed = dataclasses.replace(base, **{field: new})
    assert getattr(changed, field) == new
    assert mill.parse_rules_token(mill.rules_token(changed)) == changed
    assert mill.new_game(changed).legal_moves()


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"board": "three"}, "do not fit"),
        ({"board": "hex"}, "unknown board"),
        ({"pieces": 2}, "3 to 12"),
        ({"pieces": 13}, "3 to 12"),
        ({"board": "six", "pieces": 6, "diagonals": True}, "no diagonal"),
        ({"flying_at": 5}, "3 or 4"),
        ({"no_removal_limit": -1}, "turns"),
        ({"flying": "yes"}, "must be a bool"),
        ({"pieces": True}, "must be a int"),
    ],
)
def test_impossible_settings_raise(changes: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        dataclasses.replace(mill.MillRules(), **changes)


def test_rules_tokens() -> None:
    rules = dataclasses.replace(mill.MillRules(), flying=False, pieces=10)
    assert mill.rules_token(rules) == "nine(pieces=10,flying=no)"
    assert mill.parse_rules_token("nine(flying=no,pieces=10)") == rules
    assert mill.rules_token(mill.MillRules.preset("lasker")) == "lasker"
    for bad in ("ten", "nine(flying=maybe)", "nine(wings=yes)", "nine(pieces=x)"):
        with pytest.raises(ValueError):
            mill.parse_rules_token(bad)


def test_the_rules_text_covers_every_preset_and_setting() -> None:
    from importlib.resources import files

    text = (files("morra_suite.resources") / "rules" / "en" / "mill.md").read_text("utf-8")
    for name in mill.PRESETS:
        assert mill.PRESET_TITLES[name] in text and f"`{name}`" in text
    for field, (label, _tooltip) in mill.FIELD_LABELS.items():
        assert label in text, label
        assert f"`{field}`" in text, field  # the name used in position strings
    for choices in mill.CHOICES.values():
        for value in choices:
            assert f"`{value}`" in text, value  # every choice is explained by its word
    for language in ("de", "da"):
        other = (files("morra_suite.resources") / "rules" / language / "mill.md").read_text("utf-8")
        for name in mill.VARIANT_SETTINGS:
            assert f"`{name}`" in other, (language, name)
        for name in mill.PRESETS:
            assert f"`{name}`" in other, (language, name)
