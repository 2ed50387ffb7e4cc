"""The translation catalogues: complete for every shipped language, in step with the code, built.

``scripts/update-translations.sh`` runs pyside6-lupdate over the code and pyside6-lrelease over the
``.ts`` files. These checks fail when someone adds a string and forgets to run it (the ``.ts``
lacks the string), when a translator leaves an entry unfinished, and when a committed ``.qm`` is
not what lrelease makes of its ``.ts`` (the wheel and the frozen app ship the ``.qm``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from morra_suite.ui.i18n import SHIPPED, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
TRANSLATED = [lang.code for lang in SHIPPED if lang.code != SOURCE_LANGUAGE]
BIN = Path(sys.executable).parent


def tool(name: str) -> Path:
    path = BIN / name
    assert path.exists(), f"{name} not found beside {sys.executable} (PySide6-Essentials ships it)"
    return path


def ts_path(code: str) -> Path:
    return FOLDER / f"morra_suite_{code}.ts"


def messages(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) -> <message>, without vanished and obsolete entries."""
    out: dict[tuple[str, str, str], ET.Element] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else None
            if kind in ("vanished", "obsolete"):
                continue
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = message
    return out


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


def sources() -> list[str]:
    """What the script hands to lupdate (keep in step with scripts/update-translations.sh)."""
    package = ROOT / "morra_suite"
    files = [package / "app.py"]
    for folder in ("ui", "controllers", "games/mill"):
        files += (package / folder).rglob("*.py")
    return sorted(str(p.relative_to(ROOT)) for p in files)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_entry_is_translated(code: str) -> None:
    found = messages(ts_path(code))
    assert len(found) > 100, f"{ts_path(code)} holds only {len(found)} entries"
    unfinished = [
        f"{context}: {source!r}"
        for (context, source, _), message in found.items()
        if message.find("translation").get("type") == "unfinished"
        or not all(text.strip() for text in translations_of(message))
    ]
    assert not unfinished, f"{len(unfinished)} unfinished in {code}:\n" + "\n".join(unfinished)


PLACE_MARKERS = re.compile(r"%L?\d|\{\w*\}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_place_markers_and_shortcuts(code: str) -> None:
    """%1, {n} and an &accelerator in the source are in every translation too."""
    problems = []
    for (context, source, _), message in messages(ts_path(code)).items():
        for text in translations_of(message):
            if not text:
                continue  # unfinished: test_every_entry_is_translated says so
            if sorted(PLACE_MARKERS.findall(source)) != sorted(PLACE_MARKERS.findall(text)):
                problems.append(f"{context}: {source!r} -> {text!r}: place markers differ")
            has_key = re.search(r"&[^&\s]", source.replace("&&", "")) is not None
            gives_key = re.search(r"&[^&\s]", text.replace("&&", "")) is not None
            if has_key != gives_key:
                problems.append(f"{context}: {source!r} -> {text!r}: accelerator differs")
            if source.endswith("…") != text.endswith("…"):
                problems.append(f"{context}: {source!r} -> {text!r}: ellipsis differs")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_ts_file_has_every_string_of_the_code(code: str, tmp_path: Path) -> None:
    """lupdate on a copy of the .ts: nothing new appears and nothing vanishes."""
    copy = tmp_path / ts_path(code).name
    shutil.copy(ts_path(code), copy)
    command = [str(tool("pyside6-lupdate")), "-silent", "-locations", "none", *sources()]
    run = subprocess.run(
        [*command, "-ts", str(copy)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    committed = set(messages(ts_path(code)))
    fresh = set(messages(copy))
    missing = sorted(fresh - committed)
    gone = sorted(committed - fresh)
    assert not missing and not gone, (
        "run scripts/update-translations.sh and translate the new entries;\n"
        f"missing from {ts_path(code).name}: {missing}\nno longer in the code: {gone}"
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_entry_has_a_context(code: str) -> None:
    """lupdate files a bare ``tr("...")`` outside a class (e.g. a local helper) under the empty
    context, where ``QCoreApplication.translate("SomeClass", ...)`` at run time never finds it."""
    homeless = [source for (context, source, _) in messages(ts_path(code)) if not context]
    assert not homeless, (
        "write QCoreApplication.translate('<Class>', '...') or self.tr('...') for: "
        + "; ".join(homeless)
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_committed_qm_is_what_lrelease_makes(code: str, tmp_path: Path) -> None:
    built = tmp_path / f"morra_suite_{code}.qm"
    run = subprocess.run(
        [str(tool("pyside6-lrelease")), "-silent", str(ts_path(code)), "-qm", str(built)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    committed = FOLDER / built.name
    assert committed.exists(), f"{committed} missing: run scripts/update-translations.sh"
    assert committed.read_bytes() == built.read_bytes(), (
        f"{committed.name} is stale: run scripts/update-translations.sh --release"
    )


def test_each_shipped_language_has_a_catalogue_and_no_stray_ones() -> None:
    on_disk = {p.stem.removeprefix("morra_suite_") for p in FOLDER.glob("morra_suite_*.ts")}
    assert on_disk == set(TRANSLATED)
    for code in TRANSLATED:
        assert ET.parse(ts_path(code)).getroot().get("language") == code


def test_catalogues_are_found_through_the_package() -> None:
    """Installed and frozen, the .qm files come from morra_suite.resources, not the source tree."""
    from morra_suite.ui import i18n

    for code in TRANSLATED:
        node = i18n.catalogue_path(code)
        assert node.is_file(), f"{code}: no catalogue in morra_suite.resources"
        assert node.read_bytes()[:16] == (FOLDER / f"morra_suite_{code}.qm").read_bytes()[:16]
