"""The app's themes: readable in every pair of colours, applied to the chrome, set by name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from morra_suite.ui import theme


@pytest.mark.parametrize("named", list(theme.THEMES.values()), ids=list(theme.THEMES))
def test_every_text_is_readable_on_its_ground(named: theme.Theme) -> None:
    for text, ground in (
        (named.text, named.window),
        (named.text, named.panel),
        (named.text, named.button),
        (named.muted, named.window),
        (named.muted, named.panel),
        (named.accent_text, named.accent),
        (named.warning, named.panel),
    ):
        assert theme.contrast(text, ground) >= 4.5, (named.name, text, ground)


def test_the_names_and_what_system_means() -> None:
    assert theme.names() == ("system", "light", "dark")
    assert theme.resolve("system", system_dark=True) is theme.DARK
    assert theme.resolve("system", system_dark=False) is theme.LIGHT
    assert theme.resolve("dark", system_dark=False) is theme.DARK
    assert theme.resolve("nonsense", system_dark=False) is theme.LIGHT


def test_a_chosen_theme_reaches_the_window(main_window) -> None:
    app = QApplication.instance()
    before = app.palette()
    try:
        QSettings().setValue(theme.SETTING, "dark")
        applied = theme.apply(app)
        assert applied is theme.DARK and theme.current(app) is theme.DARK
        QApplication.processEvents()  # the palette change reaches every widget
        ground = main_window.palette().color(QPalette.ColorRole.Window).name()
        assert ground == theme.DARK.window
        theme.apply(app, "light")
        QApplication.processEvents()
        assert main_window.palette().color(QPalette.ColorRole.Window).name() == theme.LIGHT.window
    finally:
        theme.apply(app, "light")
        app.setPalette(before)
