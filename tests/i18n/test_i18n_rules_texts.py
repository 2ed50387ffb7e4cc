"""The translated rules texts say what the English ones say: same rulings, figures, names.

The English texts are held to the code by tests/mill, tests/morra and tests/myra; these tests hold
the German and Danish texts to the English ones where that can be checked by a machine: every
name used in notation or settings, every ruling number, every figure and every example.
"""

from __future__ import annotations

import re

import pytest

from morra_suite.ui import i18n

GAMES = ("mill", "morra", "myra")
LANGUAGES = ("de", "da")
DESCRIPTIVE_SPANS = {'[FEN "<position string>"]', "ring.field", "[number of rings, 0]"}


def text(game: str, code: str) -> str:
    from morra_suite.resources import resource_path

    return resource_path("rules", code, f"{game}.md").read_text(encoding="utf-8")


def code_spans(markdown: str) -> set[str]:
    return set(re.findall(r"`([^`\n]+)`", markdown))


def fenced_blocks(markdown: str) -> list[str]:
    return re.findall(r"^```[a-z]*\n(.*?)^```", markdown, flags=re.MULTILINE | re.DOTALL)


def indented_examples(markdown: str) -> list[str]:
    return re.findall(r"^    (\S.*)$", markdown, flags=re.MULTILINE)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_translation_has_the_structure_of_the_english(game: str, code: str) -> None:
    english, translated = text(game, "en"), text(game, code)
    assert translated != english
    for level in ("# ", "## ", "### "):
        count = len(re.findall(rf"^{level}", english, flags=re.MULTILINE))
        assert len(re.findall(rf"^{level}", translated, flags=re.MULTILINE)) == count, level
    numbered = re.findall(r"^(\d+)\. \*\*", english, flags=re.MULTILINE)
    assert re.findall(r"^(\d+)\. \*\*", translated, flags=re.MULTILINE) == numbered
    # Notation, position strings, setting names: written the same in every language. A few
    # English spans describe a form in words ("<position string>", `ring.field`): translated.
    missing = {
        s for s in code_spans(english) - code_spans(translated) if s not in DESCRIPTIVE_SPANS
    }
    assert not missing, f"{game}/{code} lacks {sorted(missing)}"
    assert indented_examples(translated) == indented_examples(english)
    if game != "morra":  # Morra's push diagram has its comments translated
        assert fenced_blocks(translated) == fenced_blocks(english)
    else:
        assert fenced_blocks(translated)[1] == fenced_blocks(english)[1]  # the JSON layout
        # The push diagram: labels and comments translated, the board grid the same.
        ours, theirs = (fenced_blocks(t)[0].splitlines() for t in (translated, english))
        assert len(ours) == len(theirs)
        assert [line[14:60].rstrip() for line in ours[1:-1]] == [
            line[14:60].rstrip() for line in theirs[1:-1]
        ]
        assert ours[-1].split(": ", 1)[1] == theirs[-1].split(": ", 1)[1]


@pytest.mark.parametrize("code", LANGUAGES)
def test_myra_rulings_are_the_same(code: str) -> None:
    from morra_suite.games.myra.moves import parse_move_text

    english, translated = text("myra", "en"), text("myra", code)
    rulings = re.findall(r"\*\*(R\d+)\. ", english)
    assert re.findall(r"\*\*(R\d+)\. ", translated) == rulings
    rows = re.findall(r"^\| [^|`]+ \| `([^`]+)` \|", translated, flags=re.MULTILINE)
    assert rows == re.findall(r"^\| [a-z ]+ \| `([^`]+)` \|", english, flags=re.MULTILINE)
    for move in rows:
        assert str(parse_move_text(move)) == move
    for figure in ("91", "25", "200", "2 bis 5" if code == "de" else "2 til 5"):
        assert figure in translated


def _number(cell: str) -> float:
    return float(cell.strip().rstrip(" %").replace(",", "."))


@pytest.mark.parametrize("code", LANGUAGES)
def test_morra_figures_and_boards_are_the_same(code: str) -> None:
    from morra_suite.games import morra

    english, translated = text("morra", "en"), text("morra", code)
    for name in morra.layout_names():
        title = morra.load_layout(name).title
        rows = []
        for markdown in (english, translated):
            row = re.search(rf"^\| {title} \|(.+)\|$", markdown, re.MULTILINE)
            assert row, f"{code}: no figures for {title}"
            cells = [c.strip() for c in row.group(1).split("|")]
            rows.append([cells[0]] + [_number(c) for c in cells[1:]])
        assert rows[0] == rows[1], title
        # a board's section starts with its name in bold: the English one, or the language's
        # with the English one (the notation's) in brackets: "**Schießscheibe** (Target; ..."
        heading = re.compile(rf"^\*\*(?:{title}\*\*|[^*]+\*\* \({title}[;)])", re.MULTILINE)
        sections = []
        for markdown in (english, translated):
            found = heading.search(markdown)
            assert found, f"{code}: no section for {title}"
            sections.append(markdown[found.end() :].split("\n\n", 2)[1])
        arrows = [re.findall(r"[\d.]+→[\dc.]+", s) for s in sections]
        assert arrows[0] == arrows[1], title
    position = morra.parse_position("target a:0.3 b:0.4 next:a round:5").play_joint(1, 0).position()
    assert position in translated and "0.5" in translated
    for figure in ("20 %", "40 %", "60 %", "80 %", "200", "1 bis 5" if code == "de" else "1 til 5"):
        assert figure in translated


@pytest.mark.parametrize("code", LANGUAGES)
def test_mill_names_every_preset_and_setting(code: str) -> None:
    from morra_suite.games import mill

    translated = text("mill", code)
    for name in mill.PRESETS:
        assert f"`{name}`" in translated, name
    for field in mill.FIELD_LABELS:
        assert f"`{field}`" in translated, field
    # Every setting has a row in the table of settings, as in English.
    table = translated.split("\n## ")[-2]
    assert len(re.findall(r"^\| [^-|]", table, flags=re.MULTILINE)) == len(mill.FIELD_LABELS) + 1


@pytest.mark.parametrize("game", GAMES)
def test_rules_text_lookup_falls_back_to_english(game: str) -> None:
    assert i18n.rules_text(game, "de") == text(game, "de")
    assert i18n.rules_text(game, "da") == text(game, "da")
    assert i18n.rules_text(game, "fr") == text(game, "en")
    assert i18n.rules_language(game, "fr") == "en"
    assert i18n.rules_language(game, "da") == "da"
    assert i18n.rules_text("no-such-game", "de") is None
