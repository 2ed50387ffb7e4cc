"""One identity however the app starts: one name, one settings file, one data folder; what was
kept under the names Qt made up from ``argv[0]`` is carried over once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QGuiApplication

from morra_suite.controllers.autosave import data_dir
from morra_suite.ui.app_config import APPLICATION, ORGANIZATION, configure_application
from tests.identity_helpers import own_folders  # noqa: F401  (a fixture)


def old_settings(name: str) -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, name)


def test_the_launcher_claims_one_name_whatever_argv0_was(qapp, own_folders) -> None:  # noqa: F811
    QCoreApplication.setApplicationName("__main__.py")  # what Qt makes of python -m
    configure_application(qapp)
    assert QCoreApplication.organizationName() == ORGANIZATION
    assert QCoreApplication.applicationName() == APPLICATION
    assert QGuiApplication.applicationDisplayName() == "Morra Suite"
    assert QGuiApplication.desktopFileName() == "io.github.morrasuite.MorraSuite"


def test_old_settings_and_autosave_are_carried_over_once(qapp, own_folders) -> None:  # noqa: F811
    old = old_settings("__main__.py")
    old.setValue("ui/language", "de")
    old.setValue("view/coordinates", False)
    old.sync()
    old_autosave = own_folders / "data" / "MorraSuite" / "__main__.py" / "autosave.json"
    old_autosave.parent.mkdir(parents=True)
    old_autosave.write_text('{"format": 1, "game": "mill", "record": "", "seats": []}')
    QCoreApplication.setApplicationName("__main__.py")
    configure_application(qapp)
    settings = QSettings()
    assert settings.fileName() != old.fileName()
    assert settings.value("ui/language") == "de"
    assert settings.value("view/coordinates") in (False, "false")
    new_autosave = data_dir() / "autosave.json"
    assert new_autosave.read_text() == old_autosave.read_text()
    # the user changes things under the new name; a later start carries nothing over again
    settings.setValue("ui/language", "da")
    settings.sync()
    new_autosave.unlink()
    configure_application(qapp)
    assert QSettings().value("ui/language") == "da"
    assert not new_autosave.exists()


def test_python_dash_m_and_the_script_share_one_settings_file(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[1]
    script = Path(sys.executable).with_name("morra-suite")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MORRA_SUITE_STARTUP_PROBE="1",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    env.pop("MORRA_SUITE_DATA_DIR", None)
    commands = [[sys.executable, "-m", "morra_suite"], [str(root / "run.sh")]]
    if script.exists():
        commands.append([str(script)])
    for command in commands:
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
    files = sorted(p.relative_to(tmp_path / "config") for p in (tmp_path / "config").rglob("*"))
    assert files == [Path(ORGANIZATION), Path(ORGANIZATION) / f"{APPLICATION}.conf"]


def test_the_launchers_window_icon_comes_with_the_first_event_loop_turn(
    qapp,
    qtbot,
    own_folders,  # noqa: F811
) -> None:
    """The launcher defers the icon (its QIcon type costs start-up time); a window made
    meanwhile (``MainWindow`` calls ``configure_application()`` too) must not set it early,
    and the icon is there as soon as the event loop runs."""
    from PySide6.QtGui import QGuiApplication, QIcon

    qapp.setWindowIcon(QIcon())
    configure_application(qapp, defer_icon=True)
    configure_application()
    assert QGuiApplication.windowIcon().isNull()
    qtbot.waitUntil(lambda: not QGuiApplication.windowIcon().isNull(), timeout=5000)
    sizes = {size.width() for size in QGuiApplication.windowIcon().availableSizes()}
    assert {16, 48, 256} <= sizes
