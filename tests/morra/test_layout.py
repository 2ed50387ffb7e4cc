"""Layouts: shipped files load, user files load by path, and every kind of broken file is refused
with a message naming the file, the dot and the problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morra_suite.games import morra
from morra_suite.games.morra import Field, LayoutError

GOOD = {
    "name": "mine",
    "fields": [6, 4],
    "dots": [{"at": [0, 1], "to": [1, 1]}, {"at": [1, 2], "to": [2, 0]}],
}


def write(tmp_path: Path, data: object, name: str = "board.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def refused(tmp_path: Path, data: object) -> str:
    path = write(tmp_path, data)
    with pytest.raises(LayoutError) as info:
        morra.open_layout_file(path)
    message = str(info.value)
    assert str(path) in message
    return message


def with_dots(*dots: dict[str, list[int]], fields: list[int] | None = None) -> dict[str, object]:
    return {"name": "broken", "fields": fields or [6, 4], "dots": [*GOOD["dots"], *dots]}


def test_shipped_layouts_load_and_are_listed_in_order() -> None:
    names = morra.layout_names()
    assert names[:3] == ("target", "quick", "long")
    for name in names:
        layout = morra.load_layout(name)
        assert layout.name == name
        assert layout.fields == tuple(sorted(layout.fields, reverse=True))
    target = morra.load_layout("target")
    assert len(target.fields) in (3, 4)
    assert all(a > b for a, b in zip(target.fields, target.fields[1:], strict=False))
    whites = {d.at.ring for d in target.dots if d.is_white}
    blacks = {d.at.ring for d in target.dots if not d.is_white}
    assert whites == set(range(len(target.fields)))
    assert blacks and min(blacks) >= 1
    innermost = [d for d in target.dots if d.at.ring == len(target.fields) - 1 and d.is_white]
    assert all(d.to == target.centre for d in innermost)


def test_a_user_file_loads_by_path_and_is_known_by_name(tmp_path: Path) -> None:
    layout = morra.open_layout_file(write(tmp_path, GOOD))
    assert layout.name == "mine" and layout.fields == (6, 4)
    assert layout.dot_at(Field(0, 1)) == Field(1, 1)
    assert morra.load_layout("mine") == layout
    assert morra.load_layout("Target") == morra.load_layout("target")
    state = morra.new_game(layout).play_joint(0, 3)
    assert morra.parse_position(state.position()) == state
    assert morra.layout_from_data(layout.to_data()) == layout


def test_unknown_layout_name() -> None:
    with pytest.raises(LayoutError, match="no such layout"):
        morra.load_layout("nowhere")


def test_not_json(tmp_path: Path) -> None:
    assert "is not JSON" in refused(tmp_path, "{fields: [6]")


def test_a_dot_two_rings_away(tmp_path: Path) -> None:
    message = refused(tmp_path, with_dots({"at": [0, 3], "to": [2, 0]}))
    assert 'dot 3 {"at": [0, 3], "to": [2, 0]}' in message
    assert "2 rings inward" in message


def test_a_dot_within_its_ring(tmp_path: Path) -> None:
    message = refused(tmp_path, with_dots({"at": [0, 3], "to": [0, 4]}))
    assert "dot 3" in message and "own ring" in message


def test_two_dots_on_one_field(tmp_path: Path) -> None:
    message = refused(tmp_path, with_dots({"at": [0, 1], "to": [1, 3]}))
    assert "dot 3" in message and "already has dot 1" in message


def test_a_field_out_of_range(tmp_path: Path) -> None:
    message = refused(tmp_path, with_dots({"at": [0, 6], "to": [1, 0]}))
    assert "dot 3" in message and "ring 0 has 6 fields (0..5)" in message
    message = refused(tmp_path, with_dots({"at": [1, 0], "to": [0, 9]}))
    assert "dot 3" in message and "'to' [0, 9]" in message
    message = refused(tmp_path, with_dots({"at": [1, 3], "to": [2, 1]}))
    assert "the centre is [2, 0]" in message
    message = refused(tmp_path, with_dots({"at": [3, 0], "to": [2, 0]}))
    assert "dot 3" in message and "outside the board" in message


def test_a_black_dot_from_the_outermost_ring(tmp_path: Path) -> None:
    message = refused(tmp_path, with_dots({"at": [0, 2], "to": [-1, 0]}))
    assert "dot 3" in message and "outside the board" in message


def test_no_way_to_reach_the_centre(tmp_path: Path) -> None:
    data = {"name": "walled", "fields": [6, 4], "dots": [{"at": [0, 1], "to": [1, 1]}]}
    message = refused(tmp_path, data)
    assert "no way to reach the centre: ring 1 has no white dot" in message


def test_malformed_dots_and_fields(tmp_path: Path) -> None:
    assert "a dot is" in refused(tmp_path, with_dots({"at": [0, 2]}))
    assert "[ring, field]" in refused(tmp_path, with_dots({"at": [0, "x"], "to": [1, 0]}))
    assert "ring 1 has 1 fields" in refused(tmp_path, {"name": "x", "fields": [6, 1], "dots": []})
    assert "'fields' must be" in refused(tmp_path, {"name": "x", "dots": []})
    assert "name" in refused(tmp_path, {**GOOD, "name": "Has Space"})
    assert "centre cannot carry a dot" in refused(tmp_path, with_dots({"at": [2, 0], "to": [1, 0]}))


def test_a_file_may_not_take_a_shipped_name_with_other_content(tmp_path: Path) -> None:
    assert "shipped layout" in refused(tmp_path, {**GOOD, "name": "target"})


def test_outward_field_is_the_field_at_the_same_angle() -> None:
    layout = morra.load_layout("target")  # 12, 8, 6, 4 fields
    assert layout.outward(Field(1, 0)) == Field(0, 0)
    assert layout.outward(Field(1, 7)) == Field(0, 11)
    assert layout.outward(Field(3, 1)) == Field(2, 2)
    with pytest.raises(ValueError):
        layout.outward(Field(0, 3))


def test_the_folder_the_app_names_is_read_when_a_board_is_first_asked_for(tmp_path: Path) -> None:
    """The app names the user's boards folder in ``core.files`` (it must not import Morra's
    rules at start-up to tell them): a board saved there is found by name, a record naming it
    reads, and the folder is listed first, once, even when it is also added."""
    from morra_suite.core.files import set_user_folder
    from morra_suite.games import load_game
    from morra_suite.games.morra.layout import (
        USER_FOLDER_KIND,
        layout_folders,
        remove_layout_folder,
    )

    write(tmp_path, GOOD, "mine.json")
    assert "mine" not in morra.user_layout_names()
    set_user_folder(USER_FOLDER_KIND, tmp_path)
    try:
        assert morra.user_layout_names() == ("mine",)
        assert morra.load_layout("mine").fields == (6, 4)
        record = load_game("morra").read_record('[Game "Morra"]\n[Layout "mine"]\n')
        assert record.start.layout.name == "mine"
        morra.add_layout_folder(tmp_path)
        assert layout_folders() == (tmp_path,)
        remove_layout_folder(tmp_path)
    finally:
        set_user_folder(USER_FOLDER_KIND, None)
    assert "mine" not in morra.user_layout_names()
    assert layout_folders() == ()
