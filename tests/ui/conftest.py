"""Fixtures for every widget test (also used by tests/ui/morra and tests/ui/myra).

Every test gets its own settings file and autosave folder in ``tmp_path``
(``tests/settings_isolation.py``), with the sound off.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.settings_isolation import isolate_settings  # noqa: F401 (autouse here)


@pytest.fixture(autouse=True)
def silent(isolated_settings: Path) -> None:
    """No sound reaches a developer's speakers (tests/ui/test_sound.py turns it on): written to
    the test's own settings, before any window reads it."""
    QSettings().setValue("sound/on", False)


def _allow_closing(window) -> None:
    window.unsaved.closing_allowed = True


@pytest.fixture
def main_window(qtbot, isolated_settings: Path):
    """The application's main window, shown and exposed, with the game chooser at start.

    It is closed (and any computer player cancelled) when the test ends, without asking about
    an unsaved game (tests/ui/test_unsaved_changes.py tests the question).
    """
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    # pytest-qt closes the widgets it holds before this fixture's teardown runs: without this the
    # close would ask about an unsaved game and leave the question open for the next test
    qtbot.addWidget(window, before_close_func=_allow_closing)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.unsaved.closing_allowed = True  # the test is over: close without asking to save
    window.close()
