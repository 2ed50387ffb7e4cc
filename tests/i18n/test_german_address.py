"""German speaks to the player in one form of address, "du", everywhere: the window's words, the
rules texts, the About box, the lessons and the puzzles. The catalogue said "Wählen Sie" and the
lessons "wähle"; a newcomer met both within a minute."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

RESOURCES = Path(__file__).resolve().parents[2] / "resources"

# "Wählen Sie", "können Sie": a verb with the polite pronoun; "Sie sind", "Sie haben": the polite
# pronoun with a verb in its plural form (a third person plural "sie" starts a sentence only,
# and is told apart by what the sentence is about: the list below holds the verbs of address)
FORMAL = [
    re.compile(r"\b[a-zäöüß]+(?:en|ern|eln) Sie\b(?! (?:wurde|werden|bleibt|kommt|ist))"),
    re.compile(r"\bSie (?:sind|haben|dürfen|können|müssen|sehen|wollen|möchten)\b"),
    re.compile(r"(?<=[a-zäöüß,] )(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b"),
    re.compile(
        r"(?:^|[.:;!?] )(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres) (?:Fortschritt|Vorrat|Zug|Wahl)"
    ),
]


def _german_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    catalogue = ElementTree.parse(RESOURCES / "translations" / "morra_suite_de.ts")
    for number, message in enumerate(catalogue.iter("message")):
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        texts[f"catalogue #{number}: {message.findtext('source')}"] = " ".join(
            forms or [translation.text or ""]
        )
    for folder in ("rules/de", "about", "lessons/de"):
        for path in sorted((RESOURCES / folder).glob("*")):
            if path.suffix in (".md", ".json") and (folder != "about" or path.stem == "de"):
                texts[str(path.relative_to(RESOURCES))] = path.read_text(encoding="utf-8")
    return texts


def test_german_never_uses_the_polite_form() -> None:
    found = []
    for where, text in _german_texts().items():
        for pattern in FORMAL:
            found += [f"{where}: …{m.group(0)}…" for m in pattern.finditer(text)]
    assert not found, "\n".join(found)


def test_the_checks_find_the_polite_form_where_it_is() -> None:
    samples = ["Wählen Sie Ihre Hand", "Sie sind am Zug.", "neben Ihrer Königin", "Ihr Vorrat ist"]
    for sample in samples:
        assert any(p.search(sample) for p in FORMAL), sample
    for sample in ["Sie wurde beiseitegelegt.", "Sie bilden keine Mühle", "Wähle deine Hand"]:
        assert not any(p.search(sample) for p in FORMAL), sample
