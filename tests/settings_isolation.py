"""The settings and autosave folder of a test kept in its ``tmp_path``: one fixture for the
widget tests (``tests/ui/conftest.py``) and the language tests (``tests/i18n/conftest.py``), each
of which imports it, so it is autouse there; tests ask for the folder as ``isolated_settings``
(the function has another name so that those parameters do not shadow an import).

Why: every test gets its own settings file and autosave folder, so no test reads what another
(or the user's real desktop session) wrote, and a crash-resume test starts from nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture(name="isolated_settings", autouse=True)
def isolate_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
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
    yield tmp_path
