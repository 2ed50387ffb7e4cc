"""The rules text explains how to play Myra with mouse and keyboard, as the board really works.

The keys are read from the board's own key table (``view.KEYS``, the table ``keyPressEvent``
dispatches on), so the text and the board cannot drift apart: a key added to the board and not
to the text, or a key named in the text that the board ignores, fails here.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from morra_suite.games import myra
from morra_suite.games.myra.board import hole_index as h
from morra_suite.games.myra.interpret import Stage
from morra_suite.resources import resource_path
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.kit import MyraKit
from morra_suite.ui.myra.view import KEYS, KeyAction, MyraBoardView

HEADINGS = {
    "en": "## Playing with mouse and keyboard",
    "de": "## Spielen mit Maus und Tastatur",
    "da": "## Spil med mus og tastatur",
}
# Every move, by its name in each language (German in the source's words), in the order of the
# section's list "with the mouse".
MOVES = {
    "en": ("Move", "Build up", "Capture", "Reduce", "Chain up", "Unchain", "Produce", "Pass"),
    "de": (
        "Ziehen",
        "Aufbauen",
        "Schlagen",
        "Abbauen",
        "Aufketten",
        "Abketten",
        "Produzieren",
        "Aussetzen",
    ),
    "da": ("Flyt", "Byg op", "Slå", "Reducer", "Kæd sammen", "Kæd ud", "Producer", "Pas"),
}
PORTABLE = QKeySequence.SequenceFormat.PortableText


def section(code: str) -> str:
    """The section on mouse and keyboard: the last one of the language's Myra rules."""
    text = resource_path("rules", code, "myra.md").read_text(encoding="utf-8")
    assert text.count(HEADINGS[code]) == 1, code
    part = text.split(HEADINGS[code], 1)[1]
    assert "\n## " not in part, f"{code}: the section must stay the last one"
    return part


def key_name(key: int) -> str:
    """A key as the text writes it (``Space``, ``Esc``, ``U``): Qt's portable name."""
    return QKeySequence(key).toString(PORTABLE)


@pytest.mark.parametrize("code", sorted(HEADINGS))
def test_the_section_names_every_key_the_board_handles(code: str) -> None:
    spans = set(re.findall(r"`([^`\n]+)`", section(code)))
    handled = {key_name(key) for key in KEYS}
    assert handled - spans == set(), f"{code}: keys the text does not name"
    # And it names no key the board ignores (a span Qt reads back as one key is a key name;
    # hole names and notation are not: "f6" is read as F6, which does not read back as "f6").
    named = {s for s in spans if QKeySequence.fromString(s, PORTABLE).toString(PORTABLE) == s}
    assert named - handled == set(), f"{code}: keys the board does not handle"


@pytest.mark.parametrize("code", sorted(HEADINGS))
def test_the_section_explains_every_move_by_mouse(code: str) -> None:
    bullets = re.findall(r"^- \*\*([^*]+)\.\*\*", section(code), flags=re.MULTILINE)
    assert tuple(bullets) == MOVES[code]


def test_german_uses_the_words_of_the_original_rules() -> None:
    text = section("de")
    for word in ("Mulde", "Königin", "Soldat", "Trupp", "Festung", "Vorrat"):
        assert word in text, word
    for wrong in ("Loch", "Löcher", "Reduz", "Verkett", "Entkett", "Reserve", "Einsetz"):
        assert wrong.lower() not in text.lower(), wrong


def _choosing_view(qtbot) -> MyraBoardView:
    """A board asking "how many balls?" (a fortress to an empty neighbour: 1 to 4, or unchain)."""
    view = MyraKit().create_view()
    assert isinstance(view, MyraBoardView)
    qtbot.addWidget(view)
    view.resize(860, 800)
    view.show()
    qtbot.waitExposed(view)
    state = myra.parse_position("a1=AQ,k11=BQ,e5=A5 A A:25,B:25")
    view.show_state(state)
    view.set_input_players(frozenset({0}))
    for hole in ("e5", "e6"):
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(HOLE_POINTS[h(hole)])
        )
    assert view.gesture is not None and [c.key for c in view.gesture.choices] == [
        "1",
        "2",
        "3",
        "4",
        "u",
    ]
    return view


def test_the_board_answers_exactly_the_keys_of_its_table(qtbot) -> None:
    """Every key of the table is taken by the board (not passed on); every other key is passed
    on, so the table is the whole truth the text is checked against."""
    view = _choosing_view(qtbot)
    candidates = {
        *range(Qt.Key.Key_Space, Qt.Key.Key_AsciiTilde + 1),
        *(k for k in Qt.Key if Qt.Key.Key_Escape <= k <= Qt.Key.Key_F12),
    }
    # The widget's own keys, not the board's: Tab moves the focus, the page keys scroll.
    candidates -= {Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown}
    taken = set()
    for key in sorted(candidates):
        view.show_state(view.myra_scene.state)  # a fresh question for every key
        for hole in ("e5", "e6"):
            qtbot.mouseClick(
                view.viewport(),
                Qt.MouseButton.LeftButton,
                pos=view.mapFromScene(HOLE_POINTS[h(hole)]),
            )
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        QCoreApplication.sendEvent(view, event)
        if event.isAccepted():
            taken.add(key)
    assert taken == set(KEYS)


@pytest.mark.parametrize("key", [k for k, action in KEYS.items() if action is KeyAction.CHOOSE])
def test_each_number_key_answers_the_question(qtbot, key) -> None:
    view = _choosing_view(qtbot)
    assert view.gesture is not None
    offered = {choice.key for choice in view.gesture.choices}
    chosen: list[object] = []
    view.move_chosen.connect(chosen.append)
    qtbot.keyClick(view, Qt.Key(key))
    name = key_name(key).lower()
    if name == "u":  # the troop is laid out: the next empty holes are clicked
        assert view.gesture.stage is Stage.UNCHAIN and chosen == []
    elif name in offered:
        assert [str(m) for m in chosen] == [f"{name}e5-e6"]
    else:  # five balls never go at once from a fortress: the question stays open
        assert view.gesture.stage is Stage.CHOOSE and chosen == []
