"""Fixtures for the language tests: isolated settings, and a language switched on and back off.

Translators are process-wide (``QCoreApplication.installTranslator``) and the kit registry keeps
one kit per game with its texts translated when it was made, so ``speaking`` removes both again:
tests elsewhere expect English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """QSettings (INI) and the autosave folder in ``tmp_path``, as tests/ui/conftest.py does."""
    settings_dir = tmp_path / "settings"
    data_dir = tmp_path / "data"
    settings_dir.mkdir()
    data_dir.mkdir()
    QCoreApplication.setOrganizationName("MorraSuiteTests")
    QCoreApplication.setApplicationName("morra-suite-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(settings_dir))
    monkeypatch.setenv("MORRA_SUITE_DATA_DIR", str(data_dir))
    # The settings' private copy goes beside the file, in the test's folder, not in the user's
    # runtime folder (``controllers.settings_file.scratch_home``; tested there with its own).
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    yield tmp_path


def _forget_kits() -> None:
    from morra_suite.ui import kits

    kits.forget_kits()


@pytest.fixture
def speaking(qapp) -> Iterator[Callable[[str], str]]:
    """``speaking("de")`` installs German (returns the code in use); English again afterwards."""
    from morra_suite.ui import i18n

    def switch(code: str) -> str:
        _forget_kits()
        return i18n.install_translators(qapp, code)

    yield switch
    i18n.remove_translators(qapp)
    _forget_kits()
