"""Help › Rules: a ruling the text cites ("(ruling R18)") is a link; a click on it scrolls the
text to that ruling's entry under Rulings, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from morra_suite.ui.dialogs.text_dialogs import RulesDialog, link_rulings


def test_citations_become_links_and_the_entries_stay_as_they_are() -> None:
    text = "A troop (ruling R18), as in R2.\n\n- **R2. Paths.** x\n- **R18. Start.** y\n"
    linked = link_rulings(text)
    assert "(ruling [R18](ruling:R18))" in linked and "as in [R2](ruling:R2)." in linked
    assert "- **R2. Paths.**" in linked and "- **R18. Start.**" in linked
    assert link_rulings("see R99") == "see R99"  # no entry: no link to nowhere


def _entry_top_visible(dialog: RulesDialog, code: str) -> bool:
    browser = dialog.browser
    top_block = browser.cursorForPosition(QPoint(4, 4)).block()
    return top_block.text().startswith(f"{code}.")


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_a_click_on_a_cited_ruling_shows_its_entry(qtbot, speaking, code: str) -> None:
    speaking(code)
    dialog = RulesDialog("myra", "Myra")
    qtbot.addWidget(dialog)
    dialog.resize(640, 500)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.browser
    found = browser.document().find("R18")  # the first: the citation in "The start"
    assert not found.isNull() and found.charFormat().isAnchor()
    assert not _entry_top_visible(dialog, "R18")
    middle = QTextCursor(found)
    middle.setPosition(found.selectionStart() + 1)
    browser.setTextCursor(QTextCursor(browser.document()))  # nothing selected
    spot = browser.cursorRect(middle).center()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    qtbot.waitUntil(lambda: _entry_top_visible(dialog, "R18"))
