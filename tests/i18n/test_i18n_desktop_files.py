"""The desktop entry and the AppStream metainfo speak German and Danish too."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.morrasuite.MorraSuite"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name[de]
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.mark.parametrize("code", ["de", "da"])
def test_desktop_entry_has_a_translated_comment_and_name(code: str) -> None:
    entry = desktop_entry()
    assert entry[f"Name[{code}]"] == "Morra Suite"
    assert entry[f"GenericName[{code}]"] not in ("", entry["GenericName"])
    assert entry[f"Comment[{code}]"] not in ("", entry["Comment"])
    assert entry[f"Keywords[{code}]"].endswith(";")
    words = {"de": "Mühle", "da": "Mølle"}[code]
    assert words.lower() in (entry[f"Comment[{code}]"] + entry[f"Keywords[{code}]"]).lower()


def metainfo() -> ET.Element:
    return ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()


@pytest.mark.parametrize("code", ["de", "da"])
def test_metainfo_summary_description_and_captions_are_translated(code: str) -> None:
    root = metainfo()
    summaries = {s.get(LANG): s.text for s in root.findall("summary")}
    assert summaries.get(code) and summaries[code] != summaries[None]
    description = root.find("description")
    assert description is not None
    # AppStream wants each paragraph and list item translated in place (xml:lang on <p>/<li>;
    # a whole <description xml:lang> is an error for appstreamcli): the same count of each.
    for tag in ("p", "li"):
        english = [e for e in description.iter(tag) if e.get(LANG) is None]
        translated = [e for e in description.iter(tag) if e.get(LANG) == code]
        assert len(translated) == len(english), tag
        for ours, theirs in zip(translated, english, strict=True):
            assert "".join(ours.itertext()).split() != "".join(theirs.itertext()).split()
    translated = [e for e in description.iter() if e.get(LANG) == code]
    text = " ".join("".join(e.itertext()) for e in translated)
    assert {"de": "Mühle", "da": "mølle"}[code] in text
    for screenshot in root.iter("screenshot"):
        captions = {c.get(LANG) for c in screenshot.findall("caption")}
        assert code in captions
