"""The German and Danish texts speak the words of the original rule texts (see glossary.toml).

Each required term must occur in the rules text and in the game's catalogue translations; none of
the old words may come back in either.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from morra_suite.resources import resource_path

GLOSSARY = tomllib.loads((Path(__file__).parent / "glossary.toml").read_text(encoding="utf-8"))
ENTRIES = [
    (language, game, entry) for language, games in GLOSSARY.items() for game, entry in games.items()
]
IDS = [f"{language}-{game}" for language, game, _ in ENTRIES]


def plain(text: str) -> str:
    """Markdown emphasis and line breaks taken out, so a phrase may span them."""
    return " ".join(re.sub(r"\*+", "", text).split())


def rules_text(language: str, game: str) -> str:
    return plain(resource_path("rules", language, f"{game}.md").read_text(encoding="utf-8"))


def catalogue(language: str, contexts: list[str]) -> str:
    """Every translation in the given contexts of the language's catalogue, one per line."""
    tree = ET.parse(resource_path("translations", f"morra_suite_{language}.ts"))
    found = {name: False for name in contexts}
    lines = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        if name in found:
            found[name] = True
            lines += [plain(m.findtext("translation") or "") for m in context.iter("message")]
    assert all(found.values()), f"contexts not in the catalogue: {found}"
    return "\n".join(lines)


def occurs(term: str, text: str) -> bool:
    """``term`` at the start of a word (so "Mulde" also finds "Mulden"), ignoring case."""
    return re.search(rf"(?<!\w){re.escape(term)}", text, flags=re.IGNORECASE) is not None


def occurs_whole(term: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(term)}(?!\w)", text, flags=re.IGNORECASE) is not None


def test_the_glossary_covers_what_the_sources_name() -> None:
    assert {(language, game) for language, game, _ in ENTRIES} == {
        ("de", "myra"),
        ("de", "morra"),
        ("da", "mill"),
    }
    moves = ("Ziehen", "Aufbauen", "Abbauen", "Aufketten", "Abketten", "Produzieren")
    assert set(moves) <= set(GLOSSARY["de"]["myra"]["terms"])
    assert {"Loch", "Punkt", "Stoß"} <= set(
        GLOSSARY["de"]["myra"]["forbidden"] + GLOSSARY["de"]["morra"]["forbidden"]
    )


@pytest.mark.parametrize(("language", "game", "entry"), ENTRIES, ids=IDS)
def test_the_rules_text_uses_the_sources_words(language: str, game: str, entry: dict) -> None:
    text = rules_text(language, game)
    missing = [term for term in entry["terms"] if not occurs(term, text)]
    assert not missing, f"{language}/{game}.md lacks {missing}"
    old = [term for term in entry["forbidden"] if occurs_whole(term, text)]
    assert not old, f"{language}/{game}.md still says {old}"


@pytest.mark.parametrize(("language", "game", "entry"), ENTRIES, ids=IDS)
def test_the_catalogue_uses_the_sources_words(language: str, game: str, entry: dict) -> None:
    text = catalogue(language, entry["contexts"])
    missing = [term for term in entry["catalogue_terms"] if not occurs(term, text)]
    assert not missing, f"the {language} catalogue of {game} lacks {missing}"
    old = [
        (term, line)
        for term in entry["forbidden"]
        for line in text.splitlines()
        if occurs_whole(term, line)
    ]
    assert not old, f"the {language} catalogue of {game} still says {old}"


def test_the_matching_finds_what_it_should() -> None:
    assert occurs("Mulde", "drei Mulden") and not occurs("Mulde", "Rundmulde")
    assert occurs_whole("Mitte", "zur Mitte.") and not occurs_whole("Mitte", "ins Mittelfeld")
    assert occurs_whole("tomt punkt", "et tomt punkt") and plain("**weiße\n  Tupfen**") == (
        "weiße Tupfen"
    )
