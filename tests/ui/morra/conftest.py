"""Fixtures of the Morra board tests: a small layout (short games, a solve in a fraction of a
second), a board view with animations off, and a window-like wiring of view and controller."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from morra_ui_helpers import Table

from morra_suite.games import morra

# Two rings: 6 fields outside, 4 inside; white dots inward (1.0 leads to the centre), one black.
TINY = {
    "name": "tiny-test",
    "title": "Tiny",
    "fields": [6, 4],
    "dots": [
        {"at": [0, 1], "to": [1, 1]},
        {"at": [0, 4], "to": [1, 3]},
        {"at": [1, 0], "to": [2, 0]},
        {"at": [1, 2], "to": [0, 3]},
    ],
}


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Solutions are cached in the test's folder, never in the user's cache."""
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def tiny(tmp_path: Path) -> morra.Layout:
    """The small layout, loaded from a file so position strings and records can name it."""
    path = tmp_path / "tiny-test.json"
    path.write_text(json.dumps(TINY), encoding="utf-8")
    return morra.open_layout_file(path)


@pytest.fixture
def view(qtbot) -> Iterator[Any]:
    from morra_suite.ui.morra.view import MorraView

    board = MorraView()
    board.ms_per_field = 0
    qtbot.addWidget(board)
    board.resize(1000, 640)
    board.show()
    qtbot.waitExposed(board)
    board.setFocus()
    yield board


@pytest.fixture
def table_factory(view) -> Iterator[Any]:
    tables: list[Table] = []

    def make(start: Any, seats: list[Any]) -> Table:
        table = Table(view, start, seats)
        tables.append(table)
        return table

    yield make
    for table in tables:
        table.close()
