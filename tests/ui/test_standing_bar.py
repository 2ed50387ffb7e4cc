"""The analysis of a three-player Myra game through the real window: three segments in the
players' colours (never the two-colour bar), one value per player, the figures in words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from morra_suite.ui.panels.analysis_panel import AnalysisPanel
from morra_suite.ui.panels.standing_bar import StandingBar, shares


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def _answer(qtbot, window) -> AnalysisPanel:
    window.analysis_action.trigger()
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(
        lambda: panel.shown is not None and panel._shown_state is window.session.shown_state(),
        timeout=30000,
    )
    return panel


def test_three_players_get_three_segments_in_their_colours(qtbot, main_window) -> None:
    main_window.start_game("myra", count=3)
    panel = _answer(qtbot, main_window)
    a = panel.shown
    assert a.values is not None and len(a.values) == 3
    assert all(-1.0 <= v <= 1.0 for v in a.values)
    assert a.value == a.values[a.player]  # the side to move's own standing, not paranoid's -1
    assert panel.standing.isVisible() and not panel.bar.isVisible()
    kit = main_window.kit
    names = kit.colour_names(3)
    swatches = kit.side_colours(3)
    words = panel.standing.toolTip()
    for name, value in zip(names, a.values, strict=True):
        assert f"{name} {value:+.2f}" in words
    assert panel.standing.accessibleDescription() == words
    image = panel.standing.grab().toImage()
    scale = image.width() / panel.standing.width()
    segments = panel.standing.segments()
    assert len(segments) == 3
    for segment, swatch in zip(segments, swatches, strict=True):
        # at the start nobody is out (the bar stands beside the board: its length is its height)
        assert segment.height() > 5 and segment.width() == panel.standing.width() - 2
        centre = segment.center()
        pixel = image.pixelColor(int(centre.x() * scale), int(centre.y() * scale))
        assert pixel.name() == QColor(swatch).name()


def test_two_players_keep_the_evaluation_bar(qtbot, main_window) -> None:
    main_window.start_game("myra")
    panel = _answer(qtbot, main_window)
    assert panel.shown.values is None
    assert panel.bar.isVisible() and not panel.standing.isVisible()


def test_a_player_who_is_out_has_no_segment(qtbot) -> None:
    bar = StandingBar()
    qtbot.addWidget(bar)
    bar.resize(300, 24)
    bar.set_standing((0.5, -1.0, 0.0), ("#ff0000", "#00ff00", "#0000ff"), ("Red", "Blue", "Green"))
    widths = [s.width() for s in bar.segments()]
    assert widths[1] == 0 and widths[0] > widths[2] > 0
    assert shares((0.5, -1.0, 0.0)) == pytest.approx([0.6, 0.0, 0.4])
    assert bar.toolTip() == "Red +0.50, Blue -1.00, Green +0.00"
