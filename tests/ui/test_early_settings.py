"""The settings the window reads before it maps, read by the launcher from the settings file
without ``QSettings`` (``ui.app_config.early_settings``): the same values ``QSettings`` gives,
or none at all (``QSettings`` is asked then) for a file of a kind not read there."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from morra_suite.ui import i18n
from morra_suite.ui.app_config import (
    CARRIED_OVER_KEY,
    GEOMETRY_KEY,
    LANGUAGE_KEY,
    read_early_settings,
)
from tests.app_process import private_env


def written(path: Path, values: dict[str, object]) -> bytes:
    """The bytes of an INI file Qt wrote with ``values`` (and some others, of every kind)."""
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.setValue("recent/files", ["/a b/c,d.pgn", "x;y=z", 'q"uote'])
    store.setValue("odd keys/with spaces%and\\slashes", "v")
    store.setValue("view/coordinates", False)
    store.sync()
    del store
    return path.read_bytes()


def test_the_early_read_gives_what_qsettings_gives(tmp_path) -> None:
    """Geometries of every byte (quoted, escaped, a digit after an escape), a language, the
    carried-over names; each file written by Qt and read back by Qt and by the early read."""
    assert LANGUAGE_KEY == i18n.SETTING_KEY
    rng = random.Random(47)
    tricky = b"\x00\\\"',;=()@ \t\n\r%01789abfxAF\x7f\x80\xff"
    cases = [bytes(range(256)), b"", b"\x01\xd9\xd0\xcb\x00\x03", b"\x1a2\x0f0\x001"]
    for _ in range(150):
        size = rng.randrange(60)
        cases.append(
            bytes(
                rng.choice(tricky) if rng.random() < 0.5 else rng.randrange(256)
                for _ in range(size)
            )
        )
    for number, geometry in enumerate(cases):
        carried = "-" if number % 2 else "__main__.py,python"
        path = tmp_path / f"case-{number}.conf"
        values = {GEOMETRY_KEY: QByteArray(geometry), LANGUAGE_KEY: "da", CARRIED_OVER_KEY: carried}
        early = read_early_settings(written(path, values))
        qt = QSettings(str(path), QSettings.Format.IniFormat)
        assert early is not None, path.read_text("latin-1")
        assert early[GEOMETRY_KEY] == bytes(qt.value(GEOMETRY_KEY)) == geometry
        assert early[LANGUAGE_KEY] == qt.value(LANGUAGE_KEY) == "da"
        assert early[CARRIED_OVER_KEY] == qt.value(CARRIED_OVER_KEY) == carried
        assert i18n.language_setting(early) == "da"


def test_keys_not_in_the_file_are_not_in_the_early_read(tmp_path) -> None:
    early = read_early_settings(written(tmp_path / "x.conf", {"ui/theme": "dark"}))
    assert early == {}
    assert i18n.language_setting(early) == i18n.SYSTEM
    assert read_early_settings(b"") == {}


@pytest.mark.parametrize(
    "text",
    [
        "[ui]\nlanguage=de, da\n",  # a list
        '[ui]\nlanguage="de"\n',
        "[ui]\nlanguage=\n",
        "[ui]\nlanguage=de\nlanguage=da\n",  # twice
        "[ui]\nlanguage = de\n",
        "; a comment\n[ui]\nlanguage=de\n",
        "[ui]\nother=a \\\nlanguage=de\n",  # a line continued
        "[identity]\ncarried_over=@Invalid()\n",
        "[window]\ngeometry=@ByteArray(\\q)\n",
        "[window]\ngeometry=@Rect(0 0 10 10)\n",
        "[window]\ngeometry=@ByteArray(a,b)\n",  # a list to Qt, unquoted
        "[window]\ngeometry=@ByteArray(\\x100)\n",  # not a byte
        "[window\ngeometry=@ByteArray(x)\n",
        "[window]\r\ngeometry=@ByteArray(x)\rother=1\n",
    ],
)
def test_a_file_of_another_kind_is_left_to_qsettings(text: str) -> None:
    assert read_early_settings(text.encode()) is None


def test_the_early_read_finds_the_file_qsettings_reads(tmp_path) -> None:
    """In a start's own environment: the launcher's names, Qt's own settings file (the XDG
    config folder), read early as ``QSettings`` reads it; and not read early at all when Qt has
    an organisation-wide file beside it to fall back on."""
    script = (
        "from PySide6.QtCore import QByteArray, QCoreApplication, QSettings\n"
        "from morra_suite.ui.app_config import APPLICATION, ORGANIZATION, early_settings\n"
        "QCoreApplication.setOrganizationName(ORGANIZATION)\n"
        "QCoreApplication.setApplicationName(APPLICATION)\n"
        "print('FIRST', early_settings())\n"
        "store = QSettings()\n"
        "store.setValue('window/geometry', QByteArray(b'\\x01\\xd9,x'))\n"
        "store.setValue('ui/language', 'de')\n"
        "store.sync()\n"
        "print('FILE', store.fileName())\n"
        "del store\n"
        "print('EARLY', early_settings())\n"
        "import os, pathlib\n"
        "pathlib.Path(os.environ['XDG_CONFIG_HOME'], ORGANIZATION + '.conf').write_text('')\n"
        "print('BESIDE', early_settings())\n"
    )
    env = private_env(tmp_path, XDG_CONFIG_DIRS=str(tmp_path / "system"))
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert lines["FIRST"] == "{}"  # no file yet: a first start
    assert Path(lines["FILE"]) == tmp_path / "config" / "MorraSuite" / "morra-suite.conf"
    assert ast.literal_eval(lines["EARLY"]) == {GEOMETRY_KEY: b"\x01\xd9,x", LANGUAGE_KEY: "de"}
    assert lines["BESIDE"] == "None"
