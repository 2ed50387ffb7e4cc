"""The settings where Qt's own store is no file (the Windows registry, a macOS property list):
the app keeps them in an INI file through the one writer, filled from the system's store once
(issue 43). Tested here on Linux by making the same choice the code makes there: Qt's native
format (a file in the test's folder here, the registry there) is the default, and
``NATIVE_ELSEWHERE`` is set."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from morra_suite.controllers import settings_file
from morra_suite.controllers.settings_file import (
    SET_ASIDE_SUFFIX,
    SETTINGS_DAMAGED,
    install_settings_file,
    settings_path,
    uninstall_settings_file,
)
from morra_suite.core import files, notices

Native = QSettings.Format.NativeFormat
Ini = QSettings.Format.IniFormat
User = QSettings.Scope.UserScope


@pytest.fixture
def elsewhere(isolated_settings: Path, monkeypatch):
    """The system's store as on Windows and macOS, holding the settings of an older version;
    (the INI file the app keeps, in the test's folder).  No INI file yet: the first start."""
    monkeypatch.setattr(settings_file, "NATIVE_ELSEWHERE", True)
    QSettings.setPath(Native, User, str(isolated_settings / "system-store"))
    QSettings.setDefaultFormat(Native)
    old = QSettings()
    old.setValue("ui/language", "de")
    old.setValue("window/geometry", QByteArray(b"\x01\x00\xff"))
    old.sync()
    del old
    ini = settings_path()
    ini.unlink(missing_ok=True)  # (the fixture wrote one)
    yield ini
    uninstall_settings_file()
    QSettings.setDefaultFormat(Ini)


def carried(qtbot, path: Path, text: str) -> None:
    qtbot.waitUntil(lambda: path.exists() and text in path.read_text("utf-8", "replace"))


def test_the_systems_settings_are_carried_into_the_ini_file_once(
    qtbot, elsewhere: Path, monkeypatch
) -> None:
    ini = elsewhere
    system_file = Path(QSettings().fileName())
    assert ini.suffix == ".ini" and ini != system_file  # beside the system's store, not in it
    writes: list[Path] = []
    real_write = files.write_bytes_atomic

    def spy(path, data, private=False) -> None:
        writes.append(Path(path))
        real_write(path, data, private)

    monkeypatch.setattr(files, "write_bytes_atomic", spy)
    store = install_settings_file()
    assert Path(QSettings().fileName()).is_relative_to(store.scratch)
    assert QSettings().value("ui/language") == "de"  # read, as the older version left them
    assert QSettings().value("window/geometry") == QByteArray(b"\x01\x00\xff")
    carried(qtbot, ini, "language=de")  # carried over, through the one writer
    assert ini in writes and ini.stat().st_mode & 0o777 == 0o600
    QSettings().setValue("sound/volume", 35)
    carried(qtbot, ini, "volume=35")
    uninstall_settings_file()
    assert QSettings.defaultFormat() == Native  # Qt's own choice given back
    assert not store.scratch.exists()
    later = QSettings()  # the system's store changes after (an older version ran)
    later.setValue("ui/language", "fr")
    later.sync()
    del later
    install_settings_file()  # the next start reads the INI file: no second carry-over
    assert QSettings().value("ui/language") == "de"
    assert int(QSettings().value("sound/volume")) == 35


def test_a_damaged_ini_file_is_set_aside_told_once_and_the_app_goes_on(qtbot, elsewhere) -> None:
    ini = elsewhere
    damage = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_bytes(damage)
    notices.forget()
    store = install_settings_file()
    told = notices.take()
    assert [n.kind for n in told] == [SETTINGS_DAMAGED] and str(ini) in told[0].detail
    assert ini.with_name(ini.name + SET_ASIDE_SUFFIX).read_bytes() == damage  # kept whole
    assert store.problem is not None
    # the file held nothing readable: the system's store fills it again, as at the first start
    assert QSettings().value("ui/language") == "de"
    QSettings().setValue("ui/theme", "dark")
    carried(qtbot, ini, "theme=dark")
    uninstall_settings_file()
    install_settings_file()
    assert notices.take() == []  # told once: the new file reads
    assert QSettings().value("ui/theme") == "dark"
