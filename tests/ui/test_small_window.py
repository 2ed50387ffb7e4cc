"""At the smallest window the Morra cards stay readable: the board is never drawn so small
that the cards' smallest words (12 px in the scene) fall under 6.5 px on screen."""

from __future__ import annotations


def test_morra_cards_stay_readable_at_the_smallest_window(qtbot, main_window) -> None:
    from PySide6.QtCore import QRectF

    from morra_suite.games import load_game
    from morra_suite.ui.morra.pickers import PANEL_HEIGHT, PANEL_WIDTH

    main_window.start_game("morra", count=load_game("morra").player_counts()[0])
    main_window.resize(1, 1)  # Qt keeps the window at its minimum size
    qtbot.wait(30)
    view = main_window.view
    scale = view.transform().m11()
    assert 12 * scale >= 6.5, f"scale {scale:.2f} at {main_window.size()}"
    cards = view.scene().panels
    for card in cards:
        face = card.mapRectToScene(QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT))
        shown = view.mapFromScene(face).boundingRect()
        assert view.viewport().rect().contains(shown)  # the whole card is on screen
