"""Desktop metadata validates with the freedesktop tools, and every packaging file names the same
app id and version, so a release bump cannot leave one platform behind.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

from packaging_helpers import APP_ID, ROOT, load_script, project_version

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
WINDOWS = ROOT / "packaging" / "windows"
ICON_SIZES = " ".join(
    str(size)
    for size in load_script(ROOT / "packaging" / "render_icons.py", "render_icons").PNG_SIZES
)


def test_desktop_entry_validates(debian_validators: dict[str, str]) -> None:
    result = subprocess.run(
        [debian_validators["desktop-file-validate"], str(DESKTOP)], capture_output=True, text=True
    )
    # It prints hints and errors on stdout and exits 0 for hints: accept neither.
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates(debian_validators: dict[str, str]) -> None:
    result = subprocess.run(
        [debian_validators["appstreamcli"], "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_is_a_board_game_with_our_icon() -> None:
    entry = _desktop_entry()
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "morra-suite %f"  # install.sh makes it absolute; %f: a saved game
    assert entry["Terminal"] == "false"


def test_metainfo_matches_the_desktop_entry_and_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "morra-suite"
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == project_version(), (
        "the newest <release> in the metainfo must be the version in pyproject.toml"
    )
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert len(root.findall("screenshots/screenshot/image")) >= 1


def test_windows_version_info_carries_the_version() -> None:
    text = (WINDOWS / "version_info.txt").read_text(encoding="utf-8")
    tree = ast.parse(text, mode="eval")  # what PyInstaller evaluates; must at least parse
    calls = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call)}
    assert calls <= {
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    }
    version = project_version()
    numbers = tuple(int(part) for part in version.split(".")) + (0,) * (4 - len(version.split(".")))
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    strings = dict(re.findall(r"StringStruct\('(\w+)', '([^']*)'\)", text))
    assert strings["FileVersion"] == strings["ProductVersion"] == version
    assert strings["OriginalFilename"] == "morra-suite.exe"


def test_inno_setup_script_installs_the_build_with_shortcuts() -> None:
    text = (WINDOWS / "morra-suite.iss").read_text(encoding="utf-8")
    assert f'#define AppVersion "{project_version()}"' in text
    assert 'Source: "..\\..\\dist\\morra-suite\\*"' in text
    assert "{autoprograms}" in text and "{autodesktop}" in text
    assert (WINDOWS / "morra-suite.ico").is_file()


def test_spec_builds_a_macos_bundle_with_our_id() -> None:
    spec = (ROOT / "packaging" / "morra-suite.spec").read_text(encoding="utf-8")
    compile(spec, "morra-suite.spec", "exec")
    assert "BUNDLE(" in spec and f'APP_ID = "{APP_ID}"' in spec
    assert '"LSApplicationCategoryType": "public.app-category.board-games"' in spec
    assert (ROOT / "packaging" / "macos" / "morra-suite.icns").is_file()


def test_metainfo_screenshots_are_files_of_the_repository() -> None:
    """Software centres fetch the screenshots by URL: each must name a committed docs/ picture."""
    root = ET.parse(METAINFO).getroot()
    prefix = "https://raw.githubusercontent.com/morrasuite/morra-suite/main/"
    images = [image.text or "" for image in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        assert url.startswith(prefix + "docs/screenshots/"), url
        picture = ROOT / url.removeprefix(prefix)
        assert picture.is_file(), f"{url} points at {picture}, which does not exist"
        header = picture.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{picture} is not a PNG"
        width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
        assert width >= 620 and height >= 350, f"{picture} is {width}x{height}: too small"


def test_flatpak_manifest_wraps_the_linux_build() -> None:
    """Not built here (its runtime comes from Flathub): at least its names and paths must hold."""
    import json

    manifest_path = LINUX / "flatpak" / f"{APP_ID}.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID
    assert manifest["command"] == ET.parse(METAINFO).getroot().findtext("provides/binary")
    (module,) = manifest["modules"]
    sources = {
        source["dest"]: (manifest_path.parent / source["path"]).resolve()
        for source in module["sources"]
    }
    assert sources["app"] == (ROOT / "dist" / "morra-suite").resolve()  # build-linux.sh's output
    assert sources["linux"] == LINUX.resolve() and sources["icons"].is_dir()
    commands = "\n".join(module["build-commands"])
    assert f"linux/{DESKTOP.name}" in commands and f"linux/{METAINFO.name}" in commands
    assert f"for s in {ICON_SIZES};" in commands


def test_install_script_installs_every_rendered_size() -> None:
    assert f'icon_sizes="{ICON_SIZES}"' in (LINUX / "paths.sh").read_text(encoding="utf-8")


def test_install_scripts_pass_shellcheck(shellcheck: str) -> None:
    """They run as root with rm -rf: quoting mistakes must not get through."""
    scripts = [*sorted(LINUX.glob("*.sh")), ROOT / "packaging" / "build-linux.sh"]
    result = subprocess.run(
        [shellcheck, "-x", *map(str, scripts)], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stdout + result.stderr


# ---------------------------------------------------------------- saved games open with the app
MIME = LINUX / f"{APP_ID}.mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _record_types() -> dict[str, str]:
    """Every registered game's record suffix (without the dot), by game key."""
    from morra_suite.games import game_keys, load_game

    return {key: load_game(key).file_suffix.lstrip(".") for key in game_keys()}


def _mime_types() -> dict[str, str]:
    """The shared-mime-info types we declare, by their glob's suffix."""
    root = ET.parse(MIME).getroot()
    types = {}
    for mime_type in root.findall(f"{MIME_NS}mime-type"):
        for glob in mime_type.findall(f"{MIME_NS}glob"):
            types[glob.get("pattern", "").removeprefix("*.")] = mime_type.get("type")
    return types


def test_every_games_records_have_a_mime_type_the_entry_and_metainfo_name() -> None:
    types = _mime_types()
    assert set(_record_types().values()) <= set(types), "a game's records have no MIME type"
    assert set(_desktop_entry()["MimeType"].rstrip(";").split(";")) == set(types.values())
    provided = {m.text for m in ET.parse(METAINFO).getroot().findall("provides/mediatype")}
    assert provided == set(types.values())


def test_the_mime_xml_is_valid_and_tells_a_mill_game_from_a_chess_game(tmp_path) -> None:
    import shutil

    xmllint = shutil.which("xmllint")
    if xmllint:
        result = subprocess.run([xmllint, "--noout", str(MIME)], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
    update = shutil.which("update-mime-database")
    if update is None:
        return
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / MIME.name)
    result = subprocess.run([update, str(packages.parent)], capture_output=True, text=True)
    assert result.returncode == 0 and "Error" not in result.stderr, result.stderr
    globs = (packages.parent / "globs2").read_text(encoding="utf-8")
    for suffix, mime_type in _mime_types().items():
        assert f"{mime_type}:*.{suffix}" in globs
    # what the desktop then says of files (Qt reads the same database)
    mill = tmp_path / "mill.pgn"
    mill.write_text('[Event "?"]\n[Variant "Nine Men\'s Morris"]\n\n1. d6 *\n')
    chess = tmp_path / "chess.pgn"
    chess.write_text('[Event "Casual"]\n[White "A"]\n\n1. e4 e5 *\n')
    code = (
        "import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase();"
        "print(*(db.mimeTypeForFile(f).name() for f in sys.argv[1:]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(mill), str(chess)],
        capture_output=True,
        text=True,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")},
    )
    assert result.stdout.split() == ["application/x-morra-suite-mill", "application/vnd.chess-pgn"]


def test_install_scripts_install_and_remove_the_mime_types() -> None:
    paths = (LINUX / "paths.sh").read_text(encoding="utf-8")
    assert 'mime_file="$data_dir/mime/packages/$app_id.xml"' in paths
    assert "update-mime-database" in paths
    install = (LINUX / "install.sh").read_text(encoding="utf-8")
    assert '"$here/$app_id.mime.xml" "$d$mime_file"' in install
    assert '"$d$mime_file"' in (LINUX / "uninstall.sh").read_text(encoding="utf-8")
    assert '"$linux"/*.mime.xml' in (ROOT / "packaging" / "build-linux.sh").read_text("utf-8")
    # the types install.sh makes the app the default handler of: every one of ours, no other
    (record_types,) = re.findall(r'^record_types="([^"]*)"', paths, flags=re.M)
    assert set(record_types.split()) == set(_mime_types().values())
    assert 'set_default_handlers "$d$mimeapps_file"' in install
    assert 'unset_default_handlers "$d$mimeapps_file"' in (LINUX / "uninstall.sh").read_text(
        "utf-8"
    )


def test_the_windows_installer_associates_every_games_records() -> None:
    text = (WINDOWS / "morra-suite.iss").read_text(encoding="utf-8")
    assert "ChangesAssociations=yes" in text
    registry = text.split("\n[Registry]\n", 1)[1].split("\n[", 1)[0]
    for suffix in _record_types().values():
        progids = re.findall(
            rf'Subkey: "Software\\Classes\\\.{suffix}\\OpenWithProgids"; '
            r'ValueType: string; ValueName: "([\w.]+)"',
            registry,
        )
        assert len(progids) == 1, f".{suffix} is not associated"
        command = rf'Subkey: "Software\\Classes\\{re.escape(progids[0])}\\shell\\open\\command"'
        assert re.search(command + r'.*ValueData: """\{app\}\\\{#AppExe\}"" ""%1"""', registry)
    # .pgn is chess's too: offered, never taken as the default
    assert not re.search(r'Classes\\\.pgn"; ValueType: string; ValueName: ""', registry)


def test_the_macos_bundle_declares_every_games_records() -> None:
    spec = (ROOT / "packaging" / "morra-suite.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    (assign,) = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "DOCUMENT_TYPES"
    ]
    declared = {key: suffix for key, _name, suffix in ast.literal_eval(assign.value)}
    assert declared == _record_types()
    assert '"CFBundleDocumentTypes": [' in spec and '"UTExportedTypeDeclarations": [' in spec


# A path as the Exec line of install.sh's menu entry holds it, and what it must read.
EXEC_PROGRAMS = {
    "/opt/morra-suite/morra-suite": "/opt/morra-suite/morra-suite",
    "/home/ann/.local/opt/morra-suite/morra-suite": "/home/ann/.local/opt/morra-suite/morra-suite",
    "/home/ann lee/.local/opt/m": '"/home/ann lee/.local/opt/m"',
    "/home/a$b/m": '"/home/a\\\\$b/m"',
    '/home/a"b/m': '"/home/a\\\\"b/m"',
    "/home/a\\b/m": '"/home/a\\\\\\\\b/m"',
    "/home/a(b)/m": '"/home/a(b)/m"',
}


def test_the_menu_entry_quotes_the_program_only_where_the_spec_requires_it() -> None:
    """The Desktop Entry spec quotes an argument holding a space or a reserved character (and
    escapes " ` $ \\ in it, then every backslash again as the file's string escape); xdg-open
    without a desktop (xdg-utils 1.1.3) keeps quotes as part of the path, so a path that needs
    none gets none."""
    script = "; ".join(
        [f". {LINUX / 'paths.sh'}", 'for p in "$@"; do desktop_exec_program "$p"; echo; done']
    )
    result = subprocess.run(
        ["bash", "-c", script, "bash", *EXEC_PROGRAMS],
        capture_output=True,
        text=True,
        env={**os.environ, "HOME": "/nonexistent"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == list(EXEC_PROGRAMS.values())
