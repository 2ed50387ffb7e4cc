"""The reviewer's pictures (``--screenshot`` with ``--players``, ``--page``, ``--dialog``)
open what they name through the window's own entries: a three-player Myra, the chooser with
its cards, each main dialog on the page asked for, the review with its analysis done."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from morra_suite.ui import kits
from morra_suite.ui.window import window_picture as wp


def test_players_starts_the_game_for_that_many(main_window) -> None:
    kit = kits.get_kit("myra")
    wp._play(QApplication.instance(), main_window, kit, "myra", None, (), 3)
    state = main_window.session.controller.state
    assert state.num_players == 3
    assert state.outcome() is None and main_window.controller.record.cursor == wp.MID_GAME_PLIES


@pytest.mark.parametrize(
    ("name", "page"), [("settings-rules", "rules_page"), ("settings-appearance", "appearance")]
)
def test_the_settings_open_on_the_page_named(main_window, name, page) -> None:
    kit = kits.get_kit("mill")
    app = QApplication.instance()
    wp._play(app, main_window, kit, "nine", None, (), None)
    dialog = wp._open_dialog(app, main_window, kit, name)
    assert dialog.isVisible()
    assert dialog.pages.currentWidget() is getattr(dialog, page)
    dialog.close()


def test_the_review_is_pictured_when_its_analysis_is_done(main_window) -> None:
    kit = kits.get_kit("morra")
    app = QApplication.instance()
    wp._play(app, main_window, kit, "target", None, (), None)
    dialog = wp._open_dialog(app, main_window, kit, "review")
    assert len(dialog.reviews) == wp.MID_GAME_PLIES
    assert dialog.table.rowCount() == wp.MID_GAME_PLIES
    dialog.close()


def test_the_chooser_waits_for_every_card_picture(main_window) -> None:
    from morra_suite.ui.chooser.chooser import CARD_PICTURE

    wp._wait_for_cards(QApplication.instance(), main_window)
    assert main_window.cards.started and not main_window.cards.pending
    for key, card in main_window.chooser.cards.items():  # the board, not the plain placeholder
        assert card.picture.pixmap().width() > CARD_PICTURE.width() // 10, key
