"""Fixtures for every widget test (also used by tests/ui/morra and tests/ui/myra).

Every test gets its own settings file and autosave folder in ``tmp_path``, so no test reads what
another (or the user's real desktop session) wrote, and a crash-resume test starts from nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Redirects QSettings (INI format) and the autosave folder into ``tmp_path``."""
    settings_dir = tmp_path / "settings"
    data_dir = tmp_path / "data"
    settings_dir.mkdir()
    data_dir.mkdir()
    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(settings_dir))
    # Read by morra_suite.ui.autosave.data_dir() instead of QStandardPaths.AppDataLocation.
    monkeypatch.setenv("MORRA_SUITE_DATA_DIR", str(data_dir))
    # The settings' private copy goes beside the file, in the test's folder, not in the user's
    # runtime folder (``controllers.settings_file.scratch_home``; tested there with its own).
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    # Silent tests: no sound reaches a developer's speakers (tests/ui/test_sound.py turns it on).
    QSettings().setValue("sound/on", False)
    yield tmp_path


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
