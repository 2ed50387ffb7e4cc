"""How the window hands a game to its board: the players' names, the variant of a position."""

from __future__ import annotations

from morra_suite.games import morra


def test_player_names_reach_the_morra_cards(main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Åse", False, 1), ("Bjørn", False, 1)])
    view = main_window.view
    assert [view.player_name(0), view.player_name(1)] == ["Åse", "Bjørn"]


def test_player_names_reach_the_myra_prompt(main_window) -> None:
    main_window.start_game("myra", players=[("Jürgen", False, 1), ("Grete", False, 1)])
    assert "Jürgen" in main_window.view.prompt()


def test_a_morra_position_keeps_its_layout_as_the_variant(main_window) -> None:
    text = morra.new_game(morra.load_layout("quick")).play_joint(0, 0).position()
    assert main_window.start_from_position("morra", text)
    assert main_window.controller.variant == "quick"
    assert main_window.controller.state.position() == text


def test_the_application_carries_its_icon_and_desktop_id(main_window) -> None:
    from PySide6.QtGui import QGuiApplication

    icon = QGuiApplication.windowIcon()
    assert not icon.isNull()
    assert {16, 48, 256} <= {size.width() for size in icon.availableSizes()}
    assert QGuiApplication.desktopFileName() == "io.github.morrasuite.MorraSuite"


def test_a_closed_window_renders_no_more_card_pictures(qtbot, main_window, monkeypatch) -> None:
    """The chooser's pictures are rendered after start-up, one per event-loop turn; closing the
    window stops that (no board is built for a window nobody sees any more)."""
    qtbot.waitUntil(lambda: main_window.cards.started, timeout=10000)
    rendered: list[str] = []
    monkeypatch.setattr(main_window.cards, "render_card", rendered.append)
    main_window.cards.pending = ["mill", "morra", "myra"]  # as if none was cached yet
    main_window.cards._render_next()
    assert rendered == ["mill"]
    main_window.close()
    qtbot.wait(100)  # behaviour under test: past the 30 ms to the next render, none comes
    assert rendered == ["mill"] and main_window.cards.pending == []
