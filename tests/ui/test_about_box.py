"""The About box fits its text: no scroll bar, and no large empty space under the text."""

from __future__ import annotations

import pytest
from qt_events import flush_events

from morra_suite.ui.dialogs.text_dialogs import show_about


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_about_box_fits_its_text(qtbot, main_window, code: str) -> None:
    from morra_suite.ui import i18n, kits

    i18n.install_translators(None, code)
    try:
        about = show_about(main_window)
        qtbot.waitExposed(about)
        flush_events()
        browser = about.browser
        assert browser.verticalScrollBar().maximum() == 0, "the text needs scrolling"
        assert browser.horizontalScrollBar().maximum() == 0
        text_height = browser.document().size().height()
        assert browser.viewport().height() - text_height < 60, "a large empty space under it"
        assert "Morra Suite" in browser.toPlainText()
        about.reject()
    finally:
        i18n.remove_translators()
        kits.forget_kits()
