"""At the smallest window the Morra cards stay readable: the board is never drawn so small
that the board's smallest words (``TEXT_PX`` in the scene) fall under 9 px on screen."""

from __future__ import annotations

from qt_events import flush_events


def test_morra_cards_stay_readable_at_the_smallest_window(qtbot, main_window) -> None:
    from PySide6.QtCore import QRectF

    from morra_suite.games import load_game
    from morra_suite.ui.morra.pickers import PANEL_HEIGHT, PANEL_WIDTH
    from morra_suite.ui.morra.text import MIN_SCREEN_PX, TEXT_PX

    main_window.start_game("morra", count=load_game("morra").player_counts()[0])
    main_window.resize(1, 1)  # Qt keeps the window at its minimum size
    flush_events()
    view = main_window.view
    scale = view.transform().m11()
    assert TEXT_PX * scale >= MIN_SCREEN_PX - 0.01, f"scale {scale:.2f} at {main_window.size()}"
    cards = view.scene().panels
    for card in cards:
        face = card.mapRectToScene(QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT))
        shown = view.mapFromScene(face).boundingRect()
        assert view.viewport().rect().contains(shown)  # the whole card is on screen


def test_morra_key_hints_are_legible_or_left_to_the_tooltip(qtbot, main_window) -> None:
    """The key hints at a card's foot are never drawn under 9 px on screen: at a comfortable
    size they are printed, at the smallest window a hint that would not fit legibly is left out,
    and the card's tooltip (and the status line) still tell the keys."""
    from morra_suite.ui.morra.pickers import MIN_HINT_SCREEN_PX

    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    view = main_window.view
    cards = view.scene().panels

    def painted() -> list[float | None]:
        for card in cards:
            card.hint_screen_px = -1.0  # not painted yet
            card.update()
        view.viewport().grab()
        assert all(card.hint_screen_px != -1.0 for card in cards), "a card was not painted"
        return [card.hint_screen_px for card in cards]

    main_window.resize(1400, 1000)
    flush_events()
    assert all(card.info.keys_hint for card in cards)
    roomy = painted()
    assert all(px is not None and px >= MIN_HINT_SCREEN_PX for px in roomy), roomy
    main_window.resize(1, 1)  # Qt keeps the window at its minimum size
    flush_events()
    small = painted()
    # the cards print the set-up keys in a few words, legible even here; the full sentence
    # stays the card's tooltip
    assert all(px is not None and px >= MIN_HINT_SCREEN_PX for px in small), small
    assert all(card.info.keys_short for card in cards)
    for card, px in zip(cards, small, strict=True):
        assert px is None or px >= MIN_HINT_SCREEN_PX, f"{px:.1f} px at {main_window.size()}"
        assert card.toolTip() == card.info.keys_hint
    keys = "Ann: A and S move a hidden marker, F starts there"
    assert keys in main_window.status_text()
    # both start: the hand hints are short enough to print legibly even here
    from PySide6.QtCore import Qt

    qtbot.keyClick(view, "f")
    qtbot.keyClick(view, Qt.Key.Key_Semicolon)
    qtbot.waitUntil(lambda: main_window.controller.state.phase == "hands", timeout=5000)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    hands = painted()
    assert all(px is not None and px >= MIN_HINT_SCREEN_PX for px in hands), hands
