"""Desktop metadata validates with the freedesktop tools, and every packaging file names the same
app id and version, so a release bump cannot leave one platform behind.
"""

from __future__ import annotations

import ast
import configparser
import re
import subprocess
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
    assert entry["Exec"] == "morra-suite"  # install.sh makes it absolute
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
