"""The Linux PyInstaller build: made by one command, starts, carries every resource, and installs
into (and uninstalls from) a user's or the system's folders with a working menu entry.
"""

from __future__ import annotations

import configparser
import os
import re
import shlex
import subprocess
import tarfile
import time
from pathlib import Path

from packaging_helpers import (
    APP_ID,
    ROOT,
    X_LIBRARIES,
    Built,
    assert_clean_smoke,
    require_x_libraries,
    smoke_env,
)

from tests.x_server import private_x_server

INSTALL = ROOT / "packaging" / "linux" / "install.sh"
UNINSTALL = ROOT / "packaging" / "linux" / "uninstall.sh"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def _smoke(command: list[str], env: dict[str, str], source_warnings: set[str]) -> float:
    started = time.perf_counter()
    result = subprocess.run(
        [*command, "--smoke"], capture_output=True, text=True, env=env, timeout=300
    )
    seconds = time.perf_counter() - started
    assert_clean_smoke(result, command[0], source_warnings)
    return seconds


def _files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir())


def test_frozen_app_starts_and_quits(
    frozen_app: Path, tmp_path: Path, source_smoke_warnings: set[str]
) -> None:
    env = smoke_env(tmp_path)
    command = [str(frozen_app / "morra-suite")]
    seconds = min(_smoke(command, env, source_smoke_warnings) for _ in range(3))
    print(f"frozen morra-suite --smoke: best of 3 {seconds:.2f} s")


def test_frozen_app_starts_in_a_real_x_server(
    frozen_app: Path, x_tools: None, tmp_path: Path, source_smoke_warnings: set[str]
) -> None:
    """Offscreen skips the xcb plugin and its libraries: this is the path a desktop user takes."""
    unwanted = {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY"}
    env = {k: v for k, v in smoke_env(tmp_path).items() if k not in unwanted}
    with private_x_server() as display:
        result = subprocess.run(
            [str(frozen_app / "morra-suite"), "--smoke"],
            capture_output=True,
            text=True,
            env={**env, "DISPLAY": display},
            timeout=300,
        )
    assert_clean_smoke(result, "morra-suite under Xvfb", source_smoke_warnings)


# Started in Xvfb: the app, then the WM_CLASS and title of every top-level window once it is up.
WINDOW_CLASSES = r"""
"$1" & app=$!
for _ in $(seq 200); do
    found=""
    for id in $(xwininfo -root -children | awk '/^ +0x/ {print $1}'); do
        line="$(xprop -id "$id" WM_CLASS WM_NAME 2>/dev/null | tr '\n' ' ')"
        case "$line" in *"Morra Suite"*) found="$line" ;; esac
    done
    [ -n "$found" ] && break
    sleep 0.1
done
kill "$app"; wait "$app" 2>/dev/null
echo "$found"
"""


def test_window_class_matches_the_menu_entry(
    frozen_app: Path, x_tools: None, tmp_path: Path
) -> None:
    """Docks match a window to its menu entry (icon, grouping) by StartupWMClass on X11."""
    unwanted = {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY"}
    env = {k: v for k, v in smoke_env(tmp_path).items() if k not in unwanted}
    with private_x_server() as display:
        result = subprocess.run(
            ["bash", "-c", WINDOW_CLASSES, "bash", str(frozen_app / "morra-suite")],
            capture_output=True,
            text=True,
            env={**env, "DISPLAY": display},
            timeout=120,
        )
    found = result.stdout.strip()
    assert "WM_CLASS" in found, f"no Morra Suite window appeared:\n{result.stderr}"
    classes = re.findall(r'"([^"]*)"', found.split("WM_NAME")[0])
    wanted = _desktop_entry(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop")["StartupWMClass"]
    assert wanted in classes, f"window classes {classes}, the menu entry says {wanted}"


def test_frozen_app_carries_every_resource(frozen_build: Built) -> None:
    shipped = next(frozen_build.path.rglob("morra_suite/resources"))
    # The diagonal boards' endgame tables are left to first use (the spec says why;
    # test_packaging_lean pins it); every other resource ships.
    expected = [
        name
        for name in frozen_build.resources
        if not (Path(name).name.startswith("mill24_") and "_diag_" in name)
    ]
    missing = [name for name in expected if not (shipped / name).is_file()]
    assert not missing, f"resources missing from the frozen app: {missing}"


def test_frozen_app_leaves_out_unused_qt(frozen_app: Path) -> None:
    names = {path.name for path in frozen_app.rglob("*")}
    for unwanted in ("QtQml.abi3.so", "QtQuick.abi3.so", "libQt6Quick.so.6", "libqgtk3.so"):
        assert unwanted not in names, f"{unwanted} should be excluded by the spec"
    for wanted in ("libqxcb.so", "libqwayland.so", "libqsvg.so", "QtWidgets.abi3.so"):
        assert wanted in names, f"{wanted} is needed on a Linux desktop"


def test_frozen_app_carries_the_x_libraries_it_links(frozen_app: Path) -> None:
    """A minimal Linux lacks the X libraries of Qt's xcb plugin: every one that a bundled binary
    needs travels with the app (the build machine has them: .ci/run installs them)."""
    from PyInstaller.depend.bindepend import get_imports

    require_x_libraries()
    bundled = {path.name for path in frozen_app.rglob("*.so*")}
    needed = set()
    for path in frozen_app.rglob("*.so*"):
        if path.is_file() and not path.is_symlink():
            needed |= {name for name, _resolved in get_imports(str(path))}
    # libEGL is the graphics driver's (glvnd picks the vendor's): the system's, never bundled
    # (the README names its package for a minimal Linux).
    wanted = needed & set(X_LIBRARIES) - {"libEGL.so.1"}
    assert "libxcb-icccm.so.4" in wanted, "the xcb plugin is not in the build"
    assert wanted <= bundled, f"not carried: {sorted(wanted - bundled)}"


def test_the_built_app_names_a_missing_system_library_or_carries_it(
    frozen_app: Path, tmp_path: Path, source_smoke_warnings: set[str]
) -> None:
    """Each library Qt's GUI links, made unloadable by a broken copy first on the library path:
    the built app names it with its packages in one sentence (no "Failed to execute script"),
    or carries its own copy, which its loader finds first, and starts."""
    from morra_suite.qt_platform import EXIT_NO_PLATFORM, SYSTEM_LIBRARIES

    carried = {path.name for path in frozen_app.rglob("*")}
    named = []
    for library in ("libGL.so.1", "libEGL.so.1", "libfontconfig.so.1", "libxkbcommon.so.0"):
        stub = tmp_path / library
        stub.mkdir()
        (stub / library).write_bytes(b"")
        env = dict(smoke_env(tmp_path / "home"), LD_LIBRARY_PATH=str(stub))
        result = subprocess.run(
            [str(frozen_app / "morra-suite"), "--smoke"],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
        )
        if library in carried:
            assert_clean_smoke(
                result, f"morra-suite with a broken {library}", source_smoke_warnings
            )
            continue
        debian, fedora = SYSTEM_LIBRARIES[library]
        assert result.returncode == EXIT_NO_PLATFORM, result.stderr
        sentence = result.stderr.splitlines()[0]
        assert f"the system library {library} is missing or broken" in sentence, result.stderr
        assert f"sudo apt install {debian}" in sentence and f"sudo dnf install {fedora}" in sentence
        assert "Failed to execute" not in result.stderr and "Traceback" not in result.stderr
        named.append(library)
    # libGL and libEGL are the graphics driver's (glvnd): never carried, always named.
    assert {"libGL.so.1", "libEGL.so.1"} <= set(named), named


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _expected_files(data: Path) -> list[Path]:
    return [
        data / "applications" / f"{APP_ID}.desktop",
        data / "metainfo" / f"{APP_ID}.metainfo.xml",
        data / "mime" / "packages" / f"{APP_ID}.xml",
        data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        *(data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in ICON_SIZES),
    ]


def _tree(folder: Path) -> set[str]:
    """Every file and folder under ``folder``, as relative paths."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def _unpack(tarball: Path, into: Path) -> Path:
    with tarfile.open(tarball) as archive:
        archive.extractall(into, filter="tar")
    (unpacked,) = into.iterdir()
    return unpacked


def _user_env(home: Path) -> dict[str, str]:
    """A user's session in ``home``: its XDG folders, the system's shared data (the chess PGN
    type lives there), no particular desktop (xdg-mime then reads the XDG files as GLib does)."""
    env = smoke_env(home)  # install.sh writes to $XDG_DATA_HOME, here home/.local/share
    # the session's runtime folder, outside the home, as logind gives every desktop session one:
    # without it the sound library (libpulse) makes ``~/.config/pulse/<machine>-runtime``
    runtime = home.with_name(f"{home.name} (runtime)")
    runtime.mkdir(mode=0o700, exist_ok=True)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    env["XDG_DATA_DIRS"] = "/usr/local/share:/usr/share"
    env["XDG_CONFIG_DIRS"] = "/etc/xdg"
    for name in (
        "XDG_CURRENT_DESKTOP",
        "DESKTOP_SESSION",
        "KDE_FULL_SESSION",
        "GNOME_DESKTOP_SESSION_ID",
    ):
        env.pop(name, None)
    return env


def test_user_install_from_the_tarball_runs_from_the_menu_and_uninstalls(
    linux_tarball: Path,
    tmp_path: Path,
    debian_validators: dict[str, str],
    source_smoke_warnings: set[str],
) -> None:
    """What a user does with the download: unpack, ./install.sh, click the menu entry, uninstall
    (keeping their data, then removing it too: the home folder is as it was before)."""
    unpacked = _unpack(linux_tarball, tmp_path / "unpacked")
    assert (unpacked / "README.txt").is_file()
    home = tmp_path / "home of a user"  # a space, which the menu entry must quote
    home.mkdir()
    env = _user_env(home)
    before = _tree(home)
    run = {"env": env, "check": True, "capture_output": True, "stdin": subprocess.DEVNULL}
    subprocess.run([str(unpacked / "install.sh")], **run)
    installed = _files_under(home)

    data = home / ".local" / "share"
    for path in _expected_files(data):
        assert path.is_file(), f"install.sh did not write {path}"
    app_dir = home / ".local" / "opt" / "morra-suite"
    assert (app_dir / "morra-suite").is_file() and (app_dir / "uninstall.sh").is_file()
    launcher = home / ".local" / "bin" / "morra-suite"
    assert launcher.resolve() == (app_dir / "morra-suite").resolve()

    desktop = data / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(
        [debian_validators["desktop-file-validate"], str(desktop)], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    entry = _desktop_entry(desktop)
    assert entry["Icon"] == APP_ID
    # What the menu runs on a click: the Exec line (its %f field code expands to nothing when
    # no file is opened), with --smoke added.
    command = [part for part in shlex.split(entry["Exec"]) if part != "%f"]
    assert Path(command[0]).is_absolute() and Path(entry["TryExec"]).is_file()
    _smoke(command, env, source_smoke_warnings)
    _smoke([str(launcher)], env, source_smoke_warnings)
    user_data = [path for path in _tree(home) - before if "MorraSuite" in path.split("/")[1:2]]
    assert user_data, "the app wrote no settings or data in the user's folders"

    # The copy in the app folder uninstalls, as install.sh tells the user; asked nothing (no
    # terminal), it keeps the user's data.
    subprocess.run([str(app_dir / "uninstall.sh")], **run)
    left = _tree(home)
    assert not set(_files_under(home)) & set(installed), "uninstall.sh left installed files"
    ours = [
        name for name in left if APP_ID in name or name.startswith((".local/opt", ".local/bin"))
    ]
    assert not ours, f"uninstall.sh left {ours}"
    assert set(user_data) <= left, "uninstall.sh removed the user's data without being asked to"
    empty = sorted(
        name
        for name in left - before
        if (home / name).is_dir() and not any((home / name).iterdir())
    )
    assert not empty, f"uninstall.sh left empty folders: {empty}"

    # Asked to remove the data too (the tarball's own copy, as the app folder is gone), it leaves
    # the home folder exactly as it was before the install.
    subprocess.run([str(unpacked / "uninstall.sh"), "--remove-data"], **run)
    assert _tree(home) == before, f"left behind: {sorted(_tree(home) - before)}"


def _saved_games(folder: Path) -> dict[Path, str]:
    """A saved game of every registered game, written by the game itself, with the type the
    desktop must find for it (a mill record is PGN, told from chess by its Variant tag)."""
    from morra_suite.core.game import GameRecordData
    from morra_suite.games import game_keys, load_game

    mime = {"pgn": "mill", "morra": "morra", "myra": "myra"}
    records = {}
    for key in game_keys():
        game = load_game(key)
        variant = game.default_variant()
        start = game.new_state(variant=variant, players=game.player_counts()[0])
        data = GameRecordData(start=start, moves=[], variant=variant, rules=game.rules_of(start))
        path = folder / f"saved-{key}{game.file_suffix}"
        path.write_text(game.write_record(data), encoding="utf-8")
        records[path] = f"application/x-morra-suite-{mime[game.file_suffix.lstrip('.')]}"
    return records


def test_user_install_makes_the_app_open_its_saved_games(
    linux_tarball: Path, tmp_path: Path, desktop_databases: dict[str, str]
) -> None:
    """A double-click asks the desktop for the file's type and that type's default program:
    GLib (``gio``, GNOME and most file managers) and ``xdg-mime`` must both name the app for a
    mill .pgn, a Morra and a Myra record, and still not for a chess .pgn."""
    unpacked = _unpack(linux_tarball, tmp_path / "unpacked")
    home = tmp_path / "home"
    home.mkdir()
    env = _user_env(home)
    run = {"env": env, "capture_output": True, "text": True, "stdin": subprocess.DEVNULL}
    subprocess.run([str(unpacked / "install.sh")], check=True, **run)
    entry = f"{APP_ID}.desktop"
    gio, xdg_mime = desktop_databases["gio"], desktop_databases["xdg-mime"]
    records = _saved_games(tmp_path)
    assert {".pgn", ".morra", ".myra"} <= {path.suffix for path in records}
    for record, mime_type in records.items():
        found = subprocess.run([gio, "info", "-a", "standard::content-type", str(record)], **run)
        assert f"standard::content-type: {mime_type}" in found.stdout, found.stdout + found.stderr
        default = subprocess.run([gio, "mime", mime_type], **run).stdout
        assert f"Default application for “{mime_type}”: {entry}" in default, default
        query = subprocess.run([xdg_mime, "query", "default", mime_type], **run)
        assert query.stdout.strip() == entry, query.stdout + query.stderr
    chess = tmp_path / "chess.pgn"
    chess.write_text('[Event "Casual"]\n[White "A"]\n\n1. e4 e5 *\n', encoding="utf-8")
    found = subprocess.run([gio, "info", "-a", "standard::content-type", str(chess)], **run)
    assert "standard::content-type: application/vnd.chess-pgn" in found.stdout, found.stdout

    subprocess.run([str(unpacked / "uninstall.sh")], check=True, **run)
    for mime_type in set(records.values()):
        query = subprocess.run([xdg_mime, "query", "default", mime_type], **run)
        assert entry not in query.stdout, f"{mime_type} still opens with the removed app"
    assert not (home / ".config" / "mimeapps.list").exists(), "an emptied mimeapps.list is left"


def test_system_install_staged_with_destdir(frozen_app: Path, tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    env = dict(os.environ, DESTDIR=str(stage))
    subprocess.run(
        [str(INSTALL), "--system", "--app", str(frozen_app)],
        env=env,
        check=True,
        capture_output=True,
    )
    for path in _expected_files(Path("/usr/share")):
        assert (stage / path.relative_to("/")).is_file(), f"missing {path}"
    assert (stage / "opt" / "morra-suite" / "morra-suite").is_file()
    unreadable = [
        str(path)
        for path in (stage / "opt").rglob("*")
        if not path.is_symlink() and path.stat().st_mode & 0o004 == 0
    ]
    assert not unreadable, f"not readable by other users: {unreadable[:5]}"
    assert (
        os.readlink(stage / "usr" / "local" / "bin" / "morra-suite")
        == "/opt/morra-suite/morra-suite"
    )
    entry = _desktop_entry(stage / "usr" / "share" / "applications" / f"{APP_ID}.desktop")
    # No quotes where the Desktop Entry spec asks none: xdg-utils 1.1.3 would keep them.
    assert entry["Exec"] == "/opt/morra-suite/morra-suite %f"
    # The system's mimeapps.list is the distribution's and the administrator's, not ours.
    assert not (stage / "usr" / "share" / "applications" / "mimeapps.list").exists()

    subprocess.run(
        [str(UNINSTALL), "--system"],
        env=env,
        check=True,
        capture_output=True,
        stdin=subprocess.DEVNULL,
    )
    assert _files_under(stage) == [], "uninstall.sh --system left files behind"
    assert not any(stage.iterdir()), f"uninstall.sh --system left folders: {sorted(_tree(stage))}"
