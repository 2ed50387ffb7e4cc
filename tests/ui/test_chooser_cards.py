"""The chooser's cards: their titles stand at one height whichever blurb wraps to more lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from qt_events import flush_events


@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_the_card_titles_stand_at_one_height(qtbot, main_window, size) -> None:
    main_window.resize(*size)
    flush_events()
    chooser = main_window.chooser
    tops = {
        key: card.heading.mapTo(chooser, QPoint(0, 0)).y() for key, card in chooser.cards.items()
    }
    assert len(set(tops.values())) == 1, tops
    for card in chooser.cards.values():  # and no blurb is cut
        line = card.line
        assert line.height() >= line.heightForWidth(line.width()), line.text()


def test_the_card_words_are_in_the_windows_text_colour_once_up(qtbot, main_window) -> None:
    """A button's children take its ButtonText: the cards' titles and lines take the window's
    WindowText once the window is up (not before: ``GameCard.words_in_window_colour``), and
    every theme gives the two roles one colour, so the cards look the same before and after."""
    from PySide6.QtGui import QPalette

    from morra_suite.ui import theme

    role, group = QPalette.ColorRole, QPalette.ColorGroup
    qtbot.waitUntil(main_window.menus_built)  # the window's first turn is done
    for card in main_window.chooser.cards.values():
        for label in (card.heading, card.line):
            assert label.foregroundRole() == role.WindowText, label.text()
    for shown in theme.THEMES.values():
        palette = theme.palette(shown)
        for each in (group.Active, group.Inactive, group.Disabled):
            assert palette.color(each, role.ButtonText) == palette.color(each, role.WindowText)


def test_a_card_made_unavailable_before_the_window_is_up_keeps_its_words_readable(qtbot) -> None:
    from PySide6.QtGui import QPalette

    from morra_suite.ui.chooser.chooser import GameChooser

    chooser = GameChooser([("mill", "Mill games", "Form mills.")])
    qtbot.addWidget(chooser)
    chooser.set_unavailable("mill", "no kit")
    card = chooser.cards["mill"]
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    assert card.line.foregroundRole() == role.WindowText
    palette = card.line.palette()
    assert palette.color(group.Disabled, role.WindowText) == palette.color(
        group.Active, role.WindowText
    )


def _choose(combo, value) -> None:
    """Picks ``value`` in a combo box with the keyboard, as a person would."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    combo.setFocus()
    while combo.currentData() != value:
        target = combo.findData(value)
        assert target >= 0, value
        key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


def _picture(window, key: str):
    return window.chooser.cards[key].picture.pixmap().toImage()


@pytest.fixture
def light_again():
    """The theme as before the test (a theme is app-wide)."""
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui import theme

    app = QApplication.instance()
    before = app.palette()
    yield app
    theme.apply(app, "light")
    app.setPalette(before)


def test_a_look_chosen_in_appearance_redraws_that_games_card(
    qtbot, main_window, light_again
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    qtbot.waitUntil(lambda: main_window.cards.started, timeout=10000)
    main_window.render_cards()
    mill, myra = _picture(main_window, "mill"), _picture(main_window, "myra")
    dialog = main_window.preferences.open_appearance()
    qtbot.waitExposed(dialog)
    _choose(dialog.appearance.look_editor("mill"), "contrast")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: _picture(main_window, "mill") != mill, timeout=10000)
    assert "-contrast-" in main_window.cards.shown["mill"]
    assert _picture(main_window, "myra") == myra  # another game's look is not touched
    # a picture made once in a look is read from the cache when that look comes back
    again = main_window.preferences.open_appearance()
    qtbot.waitExposed(again)
    _choose(again.appearance.look_editor("mill"), "wood")
    qtbot.mouseClick(
        again.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: "-wood-" in main_window.cards.shown["mill"], timeout=10000)
    assert _picture(main_window, "mill") == mill


def test_the_dark_theme_redraws_the_cards_on_a_dark_table(qtbot, main_window, light_again) -> None:
    from morra_suite.ui import theme

    qtbot.waitUntil(lambda: main_window.cards.started, timeout=10000)
    main_window.render_cards()
    light = _picture(main_window, "mill")
    corner = light.pixelColor(2, 2).lightness()
    theme.apply(light_again, "dark")
    qtbot.waitUntil(lambda: main_window.cards.shown["mill"].endswith("-dark.png"), timeout=10000)
    dark = _picture(main_window, "mill")
    assert dark != light
    assert dark.pixelColor(2, 2).lightness() < corner - 80  # the mill's paper table turned dark


def test_the_cards_are_drawn_in_the_themes_colours(qtbot, main_window, light_again) -> None:
    """The cards were a fixed cream whatever the theme: they are panels of the palette."""
    from PySide6.QtGui import QColor

    from morra_suite.ui import theme

    def card_ground() -> QColor:
        card = main_window.chooser.cards["mill"]
        return card.grab().toImage().pixelColor(6, card.height() // 2)

    def near(colour: QColor, hex_colour: str) -> bool:
        want = QColor(hex_colour)
        return all(
            abs(a - b) <= 6 for a, b in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True)
        )

    for shown in (theme.DARK, theme.LIGHT):
        theme.apply(light_again, shown.name)
        qtbot.waitUntil(lambda s=shown: near(card_ground(), s.panel), timeout=5000)


def test_a_display_option_gives_the_card_another_picture(qtbot, main_window) -> None:
    """Myra's marks on the balls change its picture: a picture made with them is not shown
    (nor read from the cache) once they are off."""
    from PySide6.QtCore import QSettings

    qtbot.waitUntil(lambda: main_window.cards.started, timeout=10000)
    main_window.render_cards()
    marked, name = _picture(main_window, "myra"), main_window.cards.shown["myra"]
    QSettings().setValue("myra/marks", False)
    assert main_window.cards.picture_name("myra") != name
    assert main_window.cards.picture_name("mill") == main_window.cards.shown["mill"]
    main_window.cards.load_cached()  # as a language switch or the next start reads them
    qtbot.waitUntil(lambda: main_window.cards.shown["myra"] != name, timeout=10000)
    assert _picture(main_window, "myra") != marked


def _edge(card):
    """The colour of the card's edge halfway down its left side."""
    return card.grab().toImage().pixelColor(0, card.height() // 2)


def _near(colour, want) -> bool:
    return all(
        abs(a - b) <= 24 for a, b in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True)
    )


def test_the_card_with_the_focus_or_under_the_mouse_is_framed_in_the_accent(
    qtbot, main_window
) -> None:
    """The cards paint their own frame from the palette: the border, and the accent round the
    one under the mouse or with the keyboard's focus; a card not available lies on the button
    colour."""
    from PySide6.QtGui import QPalette

    role = QPalette.ColorRole
    cards = main_window.chooser.cards
    mill, myra = cards["mill"], cards["myra"]
    palette = mill.palette()
    main_window.chooser.heading.setFocus()
    qtbot.waitUntil(lambda: not any(card.hasFocus() for card in cards.values()))
    # a card the pointer is not over (where an earlier test left it, a card may be)
    plain = next(card for key, card in cards.items() if key != "myra" and not card.underMouse())
    assert _near(_edge(plain), palette.color(role.Mid)), _edge(plain).name()
    assert not _near(_edge(plain), palette.color(role.Highlight))
    mill.setFocus()
    qtbot.waitUntil(mill.hasFocus)
    assert _near(_edge(mill), palette.color(role.Highlight)), _edge(mill).name()
    qtbot.mouseMove(myra, myra.rect().center())
    qtbot.waitUntil(myra.underMouse)
    assert _near(_edge(myra), palette.color(role.Highlight)), _edge(myra).name()
    main_window.chooser.set_unavailable("myra", "a test")
    ground = myra.grab().toImage().pixelColor(8, myra.height() - 8)
    assert _near(ground, palette.color(role.Button)), ground.name()


def test_a_card_keeps_its_picture_as_big_as_it_is_drawn(qtbot) -> None:
    """The copy a card keeps of a picture it can read again is as wide as the picture is drawn,
    to the pixel (issue 47: a quarter more held about 0.5 MiB more for the three cards); only a
    card that outgrew its copy reads a quarter more, so that a resize does not read it again at
    every pixel."""
    from PySide6.QtGui import QColor, QPixmap

    from morra_suite.ui.chooser.chooser_card import CARD_PICTURE, Picture

    full = QPixmap(CARD_PICTURE)
    full.fill(QColor("#806040"))
    picture = Picture()
    qtbot.addWidget(picture)
    picture.resize(318, 250)
    picture.show()
    qtbot.waitExposed(picture)
    picture.set_pixmap(full, lambda: full)

    def drawn() -> int:
        return round(picture.drawn_rect().width() * picture.devicePixelRatioF())

    assert picture.painted().width() == drawn() < CARD_PICTURE.width()
    picture.resize(440, 346)  # the card grew past its copy
    picture.grab()  # painted: the copy is made again
    assert picture.painted().width() == min(CARD_PICTURE.width(), round(drawn() * 1.25))
    picture.resize(200, 157)  # far smaller than the copy
    picture.grab()
    assert picture.painted().width() == drawn()
    assert picture.pixmap().width() == CARD_PICTURE.width()  # the picture itself, read again


def test_the_chooser_is_laid_out_once_as_the_window_shows(qtbot, isolated_settings) -> None:
    """Qt lays out a widget being shown: the chooser, the window's first page, was laid out as
    it was put on the window's pages (at the size a widget has before its window has one, every
    card's words wrapped and measured), and again as the window showed (start-up is
    benchmarked). It is laid out once, as the window shows, and its cards are in their places."""
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)  # (no game: it closes without a question)
    cards = window.chooser.cards.values()
    assert all(card.pos().isNull() for card in cards)  # not placed while the window is built
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    assert not any(card.pos().isNull() for card in cards)
    for card in cards:
        assert window.chooser.rect().contains(card.geometry()), card.title
        assert card.line.height() >= card.line.heightForWidth(card.line.width()), card.title


def test_the_chooser_titles_are_sized_in_the_windows_face(qtbot) -> None:
    """``set_points`` writes the size (and the weight) without handing Python a ``QFont``: the
    label keeps the face it had, now the size asked, bold if asked."""
    from PySide6.QtWidgets import QLabel

    from morra_suite.ui.chooser.chooser_card import set_points

    for bold in (False, True):
        label = QLabel("Nine Men's Morris")
        qtbot.addWidget(label)
        family = label.fontInfo().family()
        set_points(label, 17, bold=bold)
        info = label.fontInfo()
        assert (info.family(), info.pointSize(), info.bold()) == (family, 17, bold)


@pytest.mark.parametrize("size", [(800, 560), (1600, 1000)])
def test_the_cards_share_the_row_and_are_as_tall_as_their_picture_and_words(
    qtbot, main_window, size
) -> None:
    """The cards keep the button's own size policy (no ``QSizePolicy`` made before the map:
    ``GameCard``): still they share the row equally, fill it, and are as tall as their layout
    gives for their width, on a tall window well over their minimum height."""
    main_window.resize(*size)
    flush_events()
    cards = list(main_window.chooser.cards.values())
    widths = [card.width() for card in cards]
    assert max(widths) - min(widths) <= 1, widths
    left, right = cards[0].geometry().left(), cards[-1].geometry().right()
    margins = main_window.chooser.layout().contentsMargins()
    assert left == margins.left(), left
    assert right == main_window.chooser.width() - 1 - margins.right(), right
    for card in cards:
        assert card.height() == max(card.minimumHeight(), card.heightForWidth(card.width()))
    if size[1] >= 1000:
        assert min(card.height() for card in cards) > cards[0].minimumHeight() + 100


def test_the_chooser_makes_no_size_policy_type(tmp_path) -> None:
    """PySide6 makes ``QSizePolicy``'s type with its enums when Python first names it (about 3
    million instructions before the map, ``benchmarks/bench_startup.py``): the chooser, shown
    in a window as the app shows it, names it nowhere (the whole window's test is
    ``tests/test_app_smoke.py``'s costly types, the status line's part included)."""
    from tests.app_process import run_script

    script = (
        "from PySide6 import QtWidgets\n"
        "app = QtWidgets.QApplication([])\n"
        "from morra_suite.ui import kits\n"
        "from morra_suite.ui.chooser.chooser import GameChooser\n"
        "window = QtWidgets.QMainWindow()\n"
        "window.setCentralWidget(GameChooser(kits.chooser_cards()))\n"
        "window.resize(1180, 780)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "print('MADE', 'QSizePolicy' in vars(QtWidgets))\n"
    )
    output = run_script(script, tmp_path)
    assert "MADE False" in output, output


def test_a_cards_line_keeps_within_its_card_whatever_its_words(qtbot, main_window) -> None:
    """The line is as wide as its card's layout gives (its own size hints decide nothing,
    ``chooser_card.CardLine``) and as tall as its words are at that width: even a card made
    unavailable with a reason holding a word longer than the card is wide stays as wide as the
    others, its line within it."""
    main_window.resize(800, 560)
    flush_events()
    chooser = main_window.chooser
    reason = "Donaudampfschifffahrtsgesellschaftskapitaensmuetzenabzeichensammlung fehlt"
    chooser.set_unavailable("myra", reason)
    flush_events()
    cards = list(chooser.cards.values())
    widths = [card.width() for card in cards]
    assert max(widths) - min(widths) <= 1, widths
    for card in cards:
        margins = card.layout().contentsMargins()
        line = card.line
        assert line.width() == card.width() - margins.left() - margins.right(), card.title
        assert card.rect().contains(line.geometry()), card.title
        assert line.height() >= line.heightForWidth(line.width()), card.title
