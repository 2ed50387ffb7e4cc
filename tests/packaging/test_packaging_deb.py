"""The Debian package ``packaging/build-deb.sh`` makes: what it holds and declares, what lintian
says of it, and an install into a throwaway root (its own dpkg admin folder, never the machine's)
whose menu and MIME databases, built there as the package's triggers build them on a real
system, make the app open every kind of saved game, then a removal that leaves nothing behind.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from packaging_helpers import (
    APP_ID,
    ROOT,
    Built,
    assert_clean_smoke,
    project_version,
    require_tools,
    smoke_env,
)

BUILD_DEB = ROOT / "packaging" / "build-deb.sh"
README = ROOT / "packaging" / "README.md"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# What the package must hold, besides the app folder.
EXPECTED = [
    "usr/bin/morra-suite",
    "usr/lib/morra-suite/morra-suite",
    f"usr/share/applications/{APP_ID}.desktop",
    f"usr/share/mime/packages/{APP_ID}.xml",
    f"usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    *(f"usr/share/icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES),
    "usr/share/man/man6/morra-suite.6.gz",
    "usr/share/doc/morra-suite/copyright",
    "usr/share/doc/morra-suite/changelog.gz",
]


@pytest.fixture(scope="module")
def deb(frozen_build: Built, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb of the run's frozen app (the documented command with ``--app``: the build it
    would make first is the one the other packaging checks use)."""
    require_tools("dpkg-deb", "dpkg-shlibdeps", "patchelf")
    out = tmp_path_factory.mktemp("deb")
    env = dict(
        os.environ,
        DIST_DIR=str(out / "dist"),
        WORK_DIR=str(out / "work"),
        DEB_COMPRESSION="gzip",  # packed fast: the content is what is checked
        DEB_LEVEL="1",
    )
    result = subprocess.run(
        [str(BUILD_DEB), "--app", str(frozen_build.path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, f"build-deb.sh failed:\n{result.stdout}\n{result.stderr}"
    (built,) = (out / "dist").glob("morra-suite_*.deb")
    return built


def _control(deb: Path) -> dict[str, str]:
    text = subprocess.run(
        ["dpkg-deb", "--field", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line[:1] not in (" ", "\t") and ":" in line:
            name, value = line.split(":", 1)
            fields[name] = value.strip()
    return fields


def _contents(deb: Path) -> dict[str, tuple[str, str]]:
    """Path (without ./) -> (mode and owner columns, link target or "")."""
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    entries = {}
    for line in listing.splitlines():
        mode, owner, _size, _date, _time, rest = line.split(None, 5)
        name, _, target = rest.partition(" -> ")
        entries[name.removeprefix("./").rstrip("/")] = (f"{mode} {owner}", target)
    return entries


def test_the_package_is_named_versioned_and_owns_its_files_only(deb: Path) -> None:
    control = _control(deb)
    assert deb.name == f"morra-suite_{project_version()}_{control['Architecture']}.deb"
    assert control["Package"] == "morra-suite" and control["Version"] == project_version()
    assert control["Section"] == "games"
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True)
    # No maintainer scripts: the caches are refreshed by the triggers of the packages that
    # own them (desktop-file-utils, shared-mime-info, hicolor-icon-theme, man-db).
    scripts = {"preinst", "postinst", "prerm", "postrm", "triggers", "config"}
    assert not scripts & set(
        re.findall(r"^\s+\d+ bytes,\s+\d+ lines\s+\*?\s*(\S+)", info.stdout, re.M)
    )
    entries = _contents(deb)
    for path in EXPECTED:
        assert path in entries, f"the package lacks /{path}"
    assert entries["usr/bin/morra-suite"][1] == "../lib/morra-suite/morra-suite"
    outside = sorted(p for p in entries if p and p != "usr" and not p.startswith("usr/"))
    assert not outside, f"files outside /usr: {outside}"
    # Nothing of another package's or the administrator's: no mimeapps.list, no caches, and
    # nothing in /usr/local.
    folders = ("usr/share/mime/packages", "usr/share/applications")
    shared = [
        p
        for p in entries
        if p.startswith("usr/local")
        or p.endswith(("mimeapps.list", "mimeinfo.cache", "icon-theme.cache"))
        or (
            p.startswith(("usr/share/mime/", "usr/share/applications/"))
            and APP_ID not in p
            and p not in folders
        )
    ]
    assert not shared, f"the package holds shared files: {shared}"
    not_root = [p for p, (columns, _) in entries.items() if "root/root" not in columns]
    assert not not_root, f"not owned by root: {not_root[:5]}"
    writable = [
        p
        for p, (columns, _) in entries.items()
        if not columns.startswith("l") and (columns[5] == "w" or columns[8] == "w")
    ]
    assert not writable, f"writable by others than root: {writable[:5]}"


def _needed_system_libraries(app: Path) -> set[str]:
    """The sonames the app's binaries need (their own NEEDED entries, as ``readelf`` shows
    them) that no file of the app provides."""
    carried = {path.name for path in app.rglob("*")}
    needed: set[str] = set()
    for path in app.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            dynamic = subprocess.run(
                ["readelf", "-d", str(path)], capture_output=True, text=True, check=True
            ).stdout
            needed |= set(re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic))
    return needed - carried


def _owners(path: str) -> set[str]:
    """The packages of this machine that hold ``path`` (by its name or, merged /usr, its
    real path)."""
    owners = set()
    for candidate in (path, os.path.realpath(path)):
        listed = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        owners |= {line.split(":")[0] for line in listed.stdout.splitlines()}
    return owners


def test_depends_names_every_system_library_the_app_does_not_carry(
    deb: Path, tmp_path: Path
) -> None:
    """Every library the unpacked app needs from the system is in a package that Depends names
    (found on this machine, which runs the app: the libraries Depends names are installed)."""
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(tmp_path)], check=True)
    app = tmp_path / "usr" / "lib" / "morra-suite"
    needed = _needed_system_libraries(app)
    for wanted in ("libGL.so.1", "libEGL.so.1", "libc.so.6"):
        assert wanted in needed
    depends = {d.split()[0] for d in _control(deb)["Depends"].split(", ")}
    ldconfig = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    uncovered = []
    for soname in sorted(needed):
        paths = re.findall(rf"^\s+{re.escape(soname)} \(.*\) => (\S+)$", ldconfig, re.M)
        owners = {owner for path in paths for owner in _owners(path)}
        if not owners & depends:
            uncovered.append(f"{soname} ({', '.join(sorted(owners)) or 'not found here'})")
    assert not uncovered, f"Depends ({sorted(depends)}) misses {uncovered}"


def test_depends_names_the_sound_servers_client_the_app_opens_at_run_time(deb: Path) -> None:
    """miniaudio dlopens PulseAudio's client library (PipeWire's Pulse service answers it too):
    no binary names it, so only build-deb.sh's own line puts it in Depends; ALSA's fallback is
    recommended. The README says so."""
    control = _control(deb)
    depends = {d.split()[0] for d in control["Depends"].split(", ")}
    recommends = {d.split()[0] for d in control["Recommends"].split(", ")}
    assert "libpulse0" in depends, control["Depends"]
    assert recommends & {"libasound2", "libasound2t64"}, control["Recommends"]
    assert "`libpulse0`" in README.read_text(encoding="utf-8")


def _lintian_readme_tags() -> set[str]:
    section = README.read_text(encoding="utf-8").split("### lintian", 1)[1].split("\n#", 1)[0]
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", section, re.M))


def test_lintian_finds_no_error_and_the_readme_explains_each_warning(deb: Path) -> None:
    lintian = require_tools("lintian")["lintian"]
    result = subprocess.run(
        [lintian, "--display-info", "--tag-display-limit", "0", str(deb)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    tags = re.findall(r"^([EWIXPO]): morra-suite(?: \w+)?: (\S+)", result.stdout, re.M)
    errors = sorted({tag for kind, tag in tags if kind == "E"})
    assert not errors, f"lintian errors:\n{result.stdout}"
    warnings = {tag for kind, tag in tags if kind == "W"}
    unexplained = warnings - _lintian_readme_tags()
    assert not unexplained, f"packaging/README.md does not explain {sorted(unexplained)}"
    # The overrides shipped in the package all still match something (else they are stale).
    assert "unused-override" not in result.stdout and "mismatched-override" not in result.stdout, (
        result.stdout
    )


def _throwaway_root(folder: Path) -> Path:
    """An empty system for dpkg: its own admin folder, nothing installed."""
    admin = folder / "var" / "lib" / "dpkg"
    for sub in ("info", "updates", "triggers"):
        (admin / sub).mkdir(parents=True)
    (admin / "status").touch()
    return folder


def _dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # --force-depends: the throwaway root holds none of the system's packages (this machine's
    # own libraries serve the app started from it); no maintainer script runs.
    result = subprocess.run(
        ["dpkg", f"--root={root}", "--force-depends", "--force-not-root", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def _refresh_databases(share: Path, tools: dict[str, str]) -> None:
    """What the triggers of shared-mime-info and desktop-file-utils run after an install or a
    removal. (Their folders belong to those packages on a real system; in the throwaway root
    dpkg takes them away with the package's last file.)"""
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    (share / "applications").mkdir(parents=True, exist_ok=True)
    for command in (
        [tools["update-mime-database"], str(share / "mime")],
        [tools["update-desktop-database"], "-q", str(share / "applications")],
    ):
        result = subprocess.run(command, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr


def _session(home: Path, share: Path, desktop: str | None) -> dict[str, str]:
    """A user of the throwaway system: its data first, then the machine's (chess's type), its
    commands on PATH (GLib offers no menu entry whose command it cannot find)."""
    env = smoke_env(home)
    env["PATH"] = f"{share.parent / 'bin'}:{env.get('PATH', '/usr/bin:/bin')}"
    env["XDG_DATA_DIRS"] = f"{share}:/usr/share"
    env["XDG_CONFIG_DIRS"] = str(home / "etc-xdg")
    for name in ("XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION"):
        env.pop(name, None)
    if desktop:
        env["XDG_CURRENT_DESKTOP"] = desktop
    return env


def _saved_games(folder: Path) -> dict[Path, str]:
    """A saved game of every variant of every game, by the app's writers, with its type."""
    from morra_suite.core.game import GameRecordData
    from morra_suite.games import game_keys, load_game

    records = {}
    for key in game_keys():
        game = load_game(key)
        suffix = game.file_suffix.lstrip(".")
        for variant in game.variants():
            start = game.new_state(variant=variant.key, players=game.player_counts()[0])
            data = GameRecordData(
                start=start, moves=[], variant=variant.key, rules=game.rules_of(start)
            )
            path = folder / f"{key}-{variant.key}{game.file_suffix}"
            path.write_text(game.write_record(data), encoding="utf-8")
            records[path] = f"application/x-morra-suite-{'mill' if suffix == 'pgn' else suffix}"
    return records


def test_install_into_a_throwaway_root_opens_every_saved_game_and_removes_cleanly(
    deb: Path,
    tmp_path: Path,
    desktop_databases: dict[str, str],
    source_smoke_warnings: set[str],
) -> None:
    tools = {**desktop_databases, **require_tools("mimetype")}
    root = _throwaway_root(tmp_path / "root")
    before = {str(p.relative_to(root)) for p in root.rglob("*")}
    _dpkg(root, "--install", str(deb))
    share = root / "usr" / "share"
    desktop_file = share / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(
        [tools["desktop-file-validate"], str(desktop_file)], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    exec_line = re.search(r"^Exec=(.*)$", desktop_file.read_text(encoding="utf-8"), re.M)
    assert exec_line and exec_line.group(1) == "morra-suite %f"  # on PATH: no quotes needed
    _refresh_databases(share, tools)

    home = tmp_path / "home"
    home.mkdir()
    # The command the menu runs, from the installed tree (the machine's libraries serve it).
    smoke = subprocess.run(
        [str(root / "usr" / "bin" / "morra-suite"), "--smoke"],
        capture_output=True,
        text=True,
        env=smoke_env(home),
        timeout=300,
    )
    assert_clean_smoke(smoke, "the installed morra-suite", source_smoke_warnings)

    entry = f"{APP_ID}.desktop"
    records = _saved_games(tmp_path)
    chess = tmp_path / "chess.pgn"
    chess.write_text('[Event "Casual"]\n[White "A"]\n\n1. e4 e5 *\n', encoding="utf-8")
    run = {"capture_output": True, "text": True, "stdin": subprocess.DEVNULL}
    for desktop in (None, "GNOME"):
        env = _session(home, share, desktop)
        for record, mime_type in {**records, chess: "application/vnd.chess-pgn"}.items():
            found = subprocess.run(
                [tools["xdg-mime"], "query", "filetype", str(record)], env=env, **run
            )
            assert found.stdout.strip() == mime_type, (desktop, record.name, found.stdout)
        for mime_type in set(records.values()):
            default = subprocess.run(
                [tools["xdg-mime"], "query", "default", mime_type], env=env, **run
            )
            assert default.stdout.strip() == entry, (desktop, mime_type, default.stdout)
            gio = subprocess.run([tools["gio"], "mime", mime_type], env=env, **run)
            assert f"Default application for “{mime_type}”: {entry}" in gio.stdout, gio.stdout

    _dpkg(root, "--remove", "morra-suite")
    _refresh_databases(share, tools)  # the triggers run again
    env = _session(home, share, None)
    for mime_type in set(records.values()):
        default = subprocess.run([tools["xdg-mime"], "query", "default", mime_type], env=env, **run)
        assert entry not in default.stdout, f"{mime_type} still opens with the removed app"
    # Left: the admin folder and the databases the "triggers" made; none of the package's files.
    left = {str(p.relative_to(root)) for p in root.rglob("*") if not p.is_dir()}
    packaged = {p for p in _contents(deb) if p} & left
    assert not packaged, f"dpkg --remove left {sorted(packaged)[:5]}"
    generated = {
        p
        for p in left - before
        if not p.startswith("var/lib/dpkg/")
        and not p.startswith("usr/share/mime/")
        and p != "usr/share/applications/mimeinfo.cache"
    }
    assert not generated, f"left behind: {sorted(generated)}"
