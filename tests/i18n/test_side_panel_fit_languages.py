"""The side panel and Myra's move field in English, German and Danish at the sizes a reviewer
looked at: the player's line wrapped to four or five lines beside the "to move" badge (the
badge now sits in the name's row), Myra for three in Danish at 800×600 left one row of moves,
and the move field's hint was cut at 800 px (the field shows the longest hint that fits)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame

from tests.ui.side_fit_helpers import play_long_moves, settle

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def _window(qtbot, speaking, code: str):
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window) -> None:
    window.unsaved.closing_allowed = True
    window.close()


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_the_players_lines_keep_to_few_lines(qtbot, speaking, code: str) -> None:
    window = _window(qtbot, speaking, code)
    problems = []
    for count in (2, 3):
        seats = [("", False, 1), ("", True, 4), ("", True, 4)][:count]
        window.start_game("myra", players=seats)
        for size in SIZES:
            settle(qtbot, window, *size)
            for panel in window.game_page.player_panels:
                info_lines = round(panel.info.height() / panel.info.fontMetrics().lineSpacing())
                if panel.name_lines() > 2 or info_lines > 3:
                    problems.append(
                        f"{count} players {size}: {panel.name.text()!r} on {panel.name_lines()}"
                        f" lines, {panel.info.text()!r} on {info_lines}"
                    )
    assert window.game_page.player_panels[0].turn.isVisible()  # the badge was there
    _close(window)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_myra_for_three_shows_several_moves_at_800_by_600(qtbot, speaking, code: str) -> None:
    window = _window(qtbot, speaking, code)
    window.start_game("myra", count=3)
    play_long_moves(window, 24)
    settle(qtbot, window, 800, 600)
    table = window.move_list
    rows = table.viewport().height() / table.rowHeight(table.moves.rowCount() - 1)
    _close(window)
    assert rows >= 3, rows


def _text_room(field) -> int:
    """The width a line edit gives its words, as its style lays them out."""
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    inside = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field)
    margins = field.textMargins()
    return inside.width() - margins.left() - margins.right() - 4  # the line edit's own margin


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_myra_move_fields_hint_is_never_cut(qtbot, speaking, code: str) -> None:
    window = _window(qtbot, speaking, code)
    window.start_game("myra", count=2)
    shown = {}
    for size in SIZES:
        settle(qtbot, window, *size)
        field = window.view.move_field
        hint = field.placeholderText()
        shown[size] = hint
        assert hint
        assert field.fontMetrics().horizontalAdvance(hint) <= _text_room(field), (size, hint)
    _close(window)
    assert len(shown[(1920, 1080)]) > len(shown[(800, 600)])  # wide: every kind of move
    assert "a2-c4" in shown[(800, 600)] or code != "en"
