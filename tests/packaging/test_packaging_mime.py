"""Every saved game the app writes is typed as the app's by the desktop: one record per preset
(each mill variant, each Morra board, Myra), written by the game's own writer, looked up the way
a desktop without a name (xdg-mime: File::MimeInfo's ``mimetype``), GNOME (xdg-mime: GLib's
``gio``) and KDE (Qt's QMimeDatabase, which KDE's file type lookups are) do; a chess PGN keeps
its own type. Only the shipped MIME package is installed, in a throwaway data folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging_helpers import APP_ID, ROOT, require_tools

from morra_suite.core.game import GameRecordData, SeatInfo
from morra_suite.games import game_keys, load_game

MIME_XML = ROOT / "packaging" / "linux" / f"{APP_ID}.mime.xml"
CHESS = '[Event "Casual"]\n[Site "?"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 *\n'
# Names a user may give the seats, in the app's languages: they come before the Variant tag.
SEAT_NAMES = ("Ærlige Jørgen Møllemester", "Großmütterchen Müller", "Computer (stark)")


def _presets() -> list[tuple[str, str]]:
    return [(key, v.key) for key in game_keys() for v in load_game(key).variants()]


def _write_record(folder: Path, key: str, variant: str) -> Path:
    """A saved game of ``variant`` as the app writes it, its seats named."""
    game = load_game(key)
    players = game.player_counts()[0]
    start = game.new_state(variant=variant, players=players)
    seats = [SeatInfo(SEAT_NAMES[i % len(SEAT_NAMES)]) for i in range(players)]
    data = GameRecordData(
        start=start, moves=[], variant=variant, rules=game.rules_of(start), seats=seats
    )
    path = folder / f"{key}-{variant}{game.file_suffix}"
    path.write_text(game.write_record(data), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def data_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A throwaway XDG data folder holding the shipped MIME package and its database."""
    tools = require_tools("update-mime-database")
    share = tmp_path_factory.mktemp("xdg") / "share"
    packages = share / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME_XML, packages / f"{APP_ID}.xml")
    result = subprocess.run(
        [tools["update-mime-database"], str(share / "mime")], capture_output=True, text=True
    )
    assert result.returncode == 0 and "Error" not in result.stderr, result.stderr
    return share


def _env(data_home: Path, desktop: str | None) -> dict[str, str]:
    env = dict(os.environ, XDG_DATA_HOME=str(data_home), XDG_DATA_DIRS="/usr/share")
    for name in (
        "XDG_CURRENT_DESKTOP",
        "DESKTOP_SESSION",
        "KDE_FULL_SESSION",
        "KDE_SESSION_VERSION",
    ):
        env.pop(name, None)
    if desktop:
        env["XDG_CURRENT_DESKTOP"] = desktop
    if desktop == "KDE":
        env["KDE_SESSION_VERSION"] = "6"
    return env


QT_TYPES = (
    "import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase();"
    "print(*(db.mimeTypeForFile(f).name() for f in sys.argv[1:]))"
)


def _types(paths: list[Path], data_home: Path, desktop: str | None) -> list[str]:
    """The MIME type of each file, as the desktop named ``desktop`` finds it."""
    if desktop == "KDE":
        result = subprocess.run(
            [sys.executable, "-c", QT_TYPES, *map(str, paths)],
            capture_output=True,
            text=True,
            env=_env(data_home, desktop),
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.split()
    tools = require_tools("xdg-mime", "mimetype" if desktop is None else "gio")
    found = []
    for path in paths:
        result = subprocess.run(
            [tools["xdg-mime"], "query", "filetype", str(path)],
            capture_output=True,
            text=True,
            env=_env(data_home, desktop),
        )
        found.append(result.stdout.strip().split(";")[0])
    return found


DESKTOPS = [None, "GNOME", "KDE"]


@pytest.mark.parametrize("desktop", DESKTOPS, ids=["no-desktop", "GNOME", "KDE"])
@pytest.mark.parametrize(("key", "variant"), _presets())
def test_a_saved_game_of_every_preset_is_the_apps_type(
    key: str, variant: str, desktop: str | None, data_home: Path, tmp_path: Path
) -> None:
    record = _write_record(tmp_path, key, variant)
    suffix = load_game(key).file_suffix.lstrip(".")
    wanted = f"application/x-morra-suite-{'mill' if suffix == 'pgn' else suffix}"
    assert _types([record], data_home, desktop) == [wanted], record.read_text(encoding="utf-8")


@pytest.mark.parametrize("desktop", DESKTOPS, ids=["no-desktop", "GNOME", "KDE"])
def test_a_chess_pgn_keeps_its_type(desktop: str | None, data_home: Path, tmp_path: Path) -> None:
    chess = tmp_path / "chess.pgn"
    chess.write_text(CHESS, encoding="utf-8")
    variant = tmp_path / "chess960.pgn"  # a chess variant's tag is not a mill game's
    variant.write_text(CHESS.replace('[Site "?"]', '[Variant "Chess960"]'), encoding="utf-8")
    assert _types([chess, variant], data_home, desktop) == ["application/vnd.chess-pgn"] * 2


def test_every_mill_preset_title_has_its_magic() -> None:
    """The magic names the Variant tag of every preset: a new preset must be added to it."""
    from morra_suite.games.mill.rules import PRESET_TITLES

    text = MIME_XML.read_text(encoding="utf-8")
    missing = [
        title
        for title in PRESET_TITLES.values()
        if f'value="[Variant &quot;{title}&quot;]"' not in text
    ]
    assert not missing, f"no MIME magic for the Variant tags {missing}"
