"""The Morra board designer's editing: dots and rings as layout data, checked by the layout rules.

A board being drawn is layout data (``Layout.to_data()``'s shape: ``fields`` per ring and
``dots``): these functions edit it and refuse what the layout rules refuse (``DotRefused``, with
their reason). What the exact solver sees of a board (its figures and verdict) is
``ai.morra.assessment``'s, which keeps numpy out of the rules.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from morra_suite.games.morra.layout import Dot, Field, LayoutError, layout_from_data

__all__ = [
    "DotRefused",
    "add_dot",
    "board_data",
    "is_white",
    "layout_key",
    "remove_dot",
    "with_fields",
]


class DotRefused(ValueError):
    """A dot the layout rules do not allow where it was drawn; the message is their reason."""

    def __init__(self, at: tuple[int, int], to: tuple[int, int], problem: str) -> None:
        self.at, self.to, self.problem = at, to, problem
        super().__init__(problem)


# Any: a board's JSON object (the layout file's values)
def _dot_list(board: dict[str, Any]) -> list[dict[str, list[int]]]:
    return [{"at": list(d["at"]), "to": list(d["to"])} for d in board.get("dots", [])]


# Any: a board's JSON object (the layout file's values)
def add_dot(board: dict[str, Any], at: tuple[int, int], to: tuple[int, int]) -> dict[str, Any]:
    """``board`` with a dot on ``at`` leading to ``to`` (a field of the next ring in: white; of
    the ring outside: black). ``DotRefused`` gives the layout rules' reason when they refuse it.

    Only the new dot is judged: a board still missing its white dots is being drawn, not wrong.
    """
    dots = _dot_list(board)
    new = {"at": [int(at[0]), int(at[1])], "to": [int(to[0]), int(to[1])]}
    label = f"dot {len(dots) + 1} "
    try:
        layout_from_data({"fields": list(board["fields"]), "dots": [*dots, new]}, "(designer)", "x")
    except LayoutError as error:
        if error.problem.startswith(label):
            reason = error.problem.partition("}: ")[2] or error.problem  # after the dot's JSON
            raise DotRefused(at, to, reason) from None
    return {**board, "dots": [*dots, new]}


# Any: a board's JSON object (the layout file's values)
def remove_dot(board: dict[str, Any], at: tuple[int, int]) -> dict[str, Any]:
    """``board`` without the dot on field ``at`` (the same board if it has none)."""
    where = [int(at[0]), int(at[1])]
    return {**board, "dots": [d for d in _dot_list(board) if d["at"] != where]}


# Any: a board's JSON object (the layout file's values)
def with_fields(board: dict[str, Any], fields: list[int] | tuple[int, ...]) -> dict[str, Any]:
    """``board`` with new ring sizes (outermost first). A dot stays while both its ends still
    exist and it still leads one ring in or out; a dot into the centre stays one only if its
    ring is still the innermost. The sizes themselves are judged by ``assess``."""
    old_centre = len(board["fields"])
    centre = len(fields)

    def exists(ring: int, index: int) -> bool:
        return 0 <= ring < centre and 0 <= index < fields[ring]

    kept = []
    for dot in _dot_list(board):
        (ar, ai), (tr, ti) = dot["at"], dot["to"]
        if not exists(ar, ai):
            continue
        if tr == old_centre:
            if ar == centre - 1:
                kept.append({"at": [ar, ai], "to": [centre, 0]})
        elif exists(tr, ti):
            kept.append(dot)
    return {**board, "fields": [int(n) for n in fields], "dots": kept}


def layout_key(title: str) -> str:
    """The layout name (file name, position strings) for a board's title: lower-case letters,
    digits and '-' ("My Board 2" -> "my-board-2"); empty when the title has none of them."""
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


# Any: a board's JSON object (the layout file's values)
def board_data(board: dict[str, Any], title: str, description: str = "") -> dict[str, Any]:
    """The layout file of a designed board: its name from ``title`` (``layout_key``)."""
    return {
        "name": layout_key(title),
        "title": title.strip(),
        "description": description,
        "fields": list(board["fields"]),
        "dots": _dot_list(board),
    }


def is_white(at: tuple[int, int], to: tuple[int, int]) -> bool:
    """Whether a dot from ``at`` to ``to`` is white (the rules' ``Dot.is_white``)."""
    return Dot(Field(*at), Field(*to)).is_white
