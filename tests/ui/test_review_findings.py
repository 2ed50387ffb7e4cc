"""What a reviewer of the screenshots (``scripts/make-review-screenshots.sh``) found, held
through the real widgets: the chooser's card titles readable in the dark theme and no blank
band above and below the board pictures; the Settings dialog never taller than its screen,
its rules scrolling instead; the Review's moves numbered once and never cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from qt_events import flush_events

from morra_suite.ui.dialogs.button_row import rows_for


def _luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def _contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _ink_contrast(image: QImage) -> float:
    """The contrast between the most common colour of a picture of some words (their ground)
    and the colour farthest from it (their ink)."""
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    ground = QColor.fromRgb(max(counts, key=counts.__getitem__))
    return max(_contrast(ground, QColor.fromRgb(rgb)) for rgb in counts)


@pytest.fixture
def dark(qapp):
    from morra_suite.ui import theme

    theme.apply(qapp, "dark")
    yield
    theme.apply(qapp, "light")


def test_the_chooser_card_titles_are_readable_in_the_dark_theme(qtbot, main_window, dark) -> None:
    main_window.show_chooser()
    flush_events()
    for key, card in main_window.chooser.cards.items():
        for label in (card.heading, card.line):
            picture = card.grab(label.geometry()).toImage()
            assert _ink_contrast(picture) >= 4.5, (key, label.text())


@pytest.mark.parametrize("size", [QSize(800, 600), QSize(1920, 1080)])
def test_the_chooser_pictures_leave_no_blank_band_in_their_cards(qtbot, main_window, size):
    main_window.show_chooser()
    main_window.resize(size)
    flush_events()
    for key, card in main_window.chooser.cards.items():
        drawn = card.picture.drawn_rect()
        # the picture fills its place (no band above or below it) ...
        assert card.picture.height() - drawn.height() <= 2, (key, size, card.picture.size())
        # ... and the card is no taller than its picture and words need
        words = card.heading.height() + card.line.height()
        assert card.height() <= drawn.height() + words + 80, (key, size, card.height())


def test_the_settings_never_outgrow_the_screen_and_keep_their_buttons(
    qtbot, main_window, monkeypatch
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from morra_suite.ui.dialogs import dialog_placement

    small = QRect(0, 0, 800, 600)
    monkeypatch.setattr(dialog_placement, "available_on", lambda _widget: small)
    main_window.resize(800, 600)
    main_window.start_game("mill", "nine")
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() <= small.height()
    assert small.contains(dialog.frameGeometry())
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isVisible() and dialog.rect().contains(ok.geometry().translated(ok.parent().pos()))
    # every rule is still there: the form scrolls
    last = list(dialog.editors.values())[-1]
    dialog.rules_scroll.ensureWidgetVisible(last)
    flush_events()
    assert last.visibleRegion().boundingRect().height() > 0
    dialog.reject()


def test_the_appearance_page_is_no_taller_than_its_words(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    rules_height = dialog.height()
    dialog.show_page("appearance")
    flush_events()
    assert dialog.height() < rules_height  # no blank half page under the appearance choices
    page = dialog.appearance
    assert page.height() - page.sizeHint().height() <= 40
    dialog.show_page("rules")
    flush_events()
    assert dialog.height() >= rules_height - 2
    dialog.reject()


def test_the_review_numbers_moves_once_and_shows_them_whole(qtbot, main_window) -> None:
    from morra_suite.ui.window import window_picture

    app = QApplication.instance()
    from morra_suite.ui import kits

    kit = kits.get_kit("myra")
    window_picture._play(app, main_window, kit, "myra", None, (), 3)
    dialog = window_picture._open_dialog(app, main_window, kit, "review")
    table = dialog.table
    assert not table.verticalHeader().isVisible()  # the move's own number is the only one
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        text = table.item(row, 0).text()
        assert metrics.horizontalAdvance(text) <= table.columnWidth(0), text
    dialog.close()


def test_buttons_share_a_row_while_they_fit() -> None:
    assert rows_for([80, 110, 90], 300, 6) == [3]
    assert rows_for([80, 110, 90], 250, 6) == [2, 1]
    assert rows_for([80, 110, 90], 100, 6) == [1, 1, 1]
    assert rows_for([], 100, 6) == []


def test_a_dialog_from_a_low_window_keeps_its_foot_on_the_screen(
    qtbot, main_window, monkeypatch
) -> None:
    from morra_suite.ui.dialogs import dialog_placement

    screen = QRect(0, 0, 800, 800)
    monkeypatch.setattr(dialog_placement, "available_on", lambda _widget: screen)
    main_window.resize(760, 600)
    main_window.move(0, 500)  # its middle is the screen's foot
    main_window.start_game("mill", "nine")
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    assert screen.contains(dialog.frameGeometry()), dialog.frameGeometry()
    dialog.reject()


@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_start_cell_and_the_moves_taken_back_read_in_both_themes(
    qtbot, qapp, main_window, name: str
) -> None:
    """The Start cell reads at 4.5:1 and a move taken back at 3:1 on both row grounds (plain
    and alternate), in the theme switched to while the game is on; the greyed moves stay
    clearly fainter than the moves played."""
    from mill_helpers import click
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    from morra_suite.ui import theme

    main_window.start_game("mill", "three")
    view, table = main_window.view, main_window.move_list
    view.animate = False
    for point in ("a1", "a2", "b1"):
        click(qtbot, view, point)
    for _ in range(2):  # a2 (row 1, the alternate ground) and b1 (row 2) are taken back
        qtbot.mouseClick(main_window.game_page.undo_button, Qt.MouseButton.LeftButton)
    try:
        theme.apply(qapp, name)
        flush_events()
        palette, role = table.palette(), QPalette.ColorRole
        grounds = (palette.color(role.Base), palette.color(role.AlternateBase))
        text = palette.color(role.Text)
        start = table.cell_of(0).data(Qt.ItemDataRole.ForegroundRole)
        assert all(_contrast(start, ground) >= 4.5 for ground in grounds), start.name()
        for ply in (2, 3):
            undone = table.cell_of(ply).data(Qt.ItemDataRole.ForegroundRole)
            for ground in grounds:
                assert _contrast(undone, ground) >= 3.0, (ply, undone.name(), ground.name())
                assert _contrast(text, ground) >= 2 * _contrast(undone, ground)  # greyed
        # as the list paints them
        for ply, least in ((0, 4.5), (2, 3.0), (3, 3.0)):
            cell = table.visualRect(table.cell_of(ply))
            picture = table.viewport().grab(cell).toImage()
            assert _ink_contrast(picture) >= least, (ply, name)
    finally:
        theme.apply(qapp, "light")


def _review_of_mid_game(main_window, key: str):
    """The Review dialog of ``key``'s mid-game (the screenshots' position), its run finished."""
    from morra_suite.ui import kits
    from morra_suite.ui.window import window_picture

    app = QApplication.instance()
    kit = kits.get_kit(key)
    window_picture._play(app, main_window, kit, None, None, (), None)
    return window_picture._open_dialog(app, main_window, kit, "review")


def test_a_finished_review_offers_close_only_and_numbers_its_axis_once(qtbot, main_window) -> None:
    from PySide6.QtWidgets import QPushButton

    main_window.resize(1280, 800)
    dialog = _review_of_mid_game(main_window, "mill")
    assert dialog.reviews and dialog.progress.value() == dialog.progress.maximum()
    shown = [b.text() for b in dialog.findChildren(QPushButton) if b.isVisible()]
    assert shown == ["Close"]  # the run is over: nothing is left to cancel
    chart = dialog.chart
    written = [chart.numbers[i] for i in chart.x_ticks()]
    assert written and len(set(written)) == len(written), written  # no "1 1 2 2"
    # the numbers rise along the axis as the table numbers the moves
    assert [int(n) for n in written] == sorted(int(n) for n in written)
    dialog.close()
