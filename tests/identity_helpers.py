"""A settings folder and a data folder of a test's own, for tests that start the app as the
launcher does (which claims the app's names): the names are given back afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``tmp_path/config`` holds the INI settings, ``tmp_path/data/MorraSuite/morra-suite`` is
    the data folder (so the old names' folders are its siblings, as in ``QStandardPaths``)."""
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    config = tmp_path / "config"
    config.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(config))
    monkeypatch.setenv(
        "MORRA_SUITE_DATA_DIR", str(tmp_path / "data" / "MorraSuite" / "morra-suite")
    )
    yield tmp_path
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])
