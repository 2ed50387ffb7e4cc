"""No menu of the real window has two items with the same underlined letter, in any language
(issue 44, WCAG 2.1.1): Alt+letter, or the letter in an open menu, must go to one item at once.
Where two items share a letter Qt only steps between them, and a keyboard user does not know
which one Enter will run. The menus are walked as a person opens them (each menu's
``aboutToShow`` fills it: Open Recent, Language, the games' own items), with every game started
so that each kit's items are in."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMenu

GAMES = ("mill", "morra", "myra")


def mnemonic(text: str) -> str | None:
    """The underlined letter of a menu text, lower case ("&&" is a plain ampersand)."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(menu: QMenu, where: str) -> list[str]:
    """Every letter two visible items of ``menu`` (or of a menu under it) share."""
    menu.aboutToShow.emit()  # filled when shown, as for a person
    found: list[str] = []
    seen: dict[str, str] = {}
    for action in menu.actions():
        text = action.text()
        if action.isSeparator() or not action.isVisible() or not text:
            continue
        letter = mnemonic(text)
        if letter is not None:
            if letter in seen:
                found.append(f"{where}: {seen[letter]!r} and {text!r} both use &{letter}")
            seen.setdefault(letter, text)
        if action.menu() is not None:
            found += clashes(action.menu(), f"{where} › {text}")
    return found


def window_clashes(window) -> list[str]:
    bar = window.menuBar()
    titles = [a for a in bar.actions() if a.isVisible()]
    found = clashes_of_titles([a.text() for a in titles])
    for action in titles:
        if action.menu() is not None:
            found += clashes(action.menu(), action.text())
    return found


def clashes_of_titles(texts: list[str]) -> list[str]:
    letters = [mnemonic(t) for t in texts]
    return [
        f"menu bar: {t!r} shares &{letter}"
        for t, letter in zip(texts, letters, strict=True)
        if letter is not None and letters.count(letter) > 1
    ]


@pytest.mark.parametrize("language", ["en", "de", "da"])
def test_no_menu_has_two_items_with_one_mnemonic(qtbot, speaking, language: str) -> None:
    from morra_suite.ui.window.main_window import MainWindow

    assert speaking(language) == language
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.ensure_menus()
    found: list[str] = []
    for game in GAMES:
        window.start_game(game)
        found += [f"[{game}] {line}" for line in window_clashes(window)]
    window.unsaved.closing_allowed = True
    window.close()
    assert not found, "\n".join(sorted(set(found)))


def test_the_checker_finds_a_shared_letter(qtbot) -> None:
    """The walk sees a clash (the Game menu once had &Rules Settings and Open &Recent)."""
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("&Rules Settings…")
    menu.addMenu("Open &Recent")
    menu.addAction("&&Quit")  # a plain ampersand: no letter
    assert clashes(menu, "Game") == ["Game: '&Rules Settings…' and 'Open &Recent' both use &r"]
    assert mnemonic("&&Quit") is None and mnemonic("Save &As…") == "a"
