"""The Morra board's words: prompts, refused input, the keys, and the round told as a sentence.

The rules and the interpreter answer with facts (who must choose, a ``Refusal`` with its
``ChoiceRefusal`` code, the ``RoundSummary`` of a round); this module alone turns them into
sentences, in the user's language. The texts keep the board view's translation context
(``MorraView``), so the catalogues find them where they always were.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from morra_suite.core.interpret import Refusal
from morra_suite.games.morra.interpret import ChoiceRefusal, KeyMap
from morra_suite.games.morra.summary import DotColour, RoundSummary
from morra_suite.ui.plurals import english

Namer = Callable[[int], str]


def colour_name(player: int) -> str:
    if player == 0:
        return QCoreApplication.translate("MorraView", "Red")
    return QCoreApplication.translate("MorraView", "Blue")


# ---------------------------------------------------------------------- the status line
def prompt_text(
    over: bool,
    pending: Sequence[int],
    chosen: Sequence[int],
    setup: bool,
    alone: bool,
    name: Namer,
    keys: Namer,
) -> str:
    """What the status line asks: ``pending`` are the players at this board still to choose,
    ``chosen`` those who have; ``alone`` that the one still to choose has nobody to hide from (the
    choices lie open to click); ``keys(p)`` says a player's keys."""
    if over:
        return QCoreApplication.translate("MorraView", "The game is over.")
    done = [
        QCoreApplication.translate("MorraView", "%1 has chosen").replace("%1", name(p))
        for p in chosen
    ]
    text = ""
    if len(pending) >= 2:
        both = " · ".join(f"{name(p)}: {keys(p)}" for p in pending)
        if setup:
            text = QCoreApplication.translate(
                "MorraView", "Both players: choose your start field in secret (%1)"
            )
        else:
            text = QCoreApplication.translate(
                "MorraView", "Both players: choose your hand in secret (%1)"
            )
        text = text.replace("%1", both)
    elif len(pending) == 1:
        player = pending[0]
        if alone:  # against the computer: the choices lie open to click
            if setup:
                text = QCoreApplication.translate(
                    "MorraView", "%1: click a field of the outer ring to start on"
                )
            else:
                text = QCoreApplication.translate("MorraView", "%1: click how many balls to hold")
            text = text.replace("%1", name(player))
        else:
            if setup:
                text = QCoreApplication.translate("MorraView", "%1: choose your start field (%2)")
            else:
                text = QCoreApplication.translate("MorraView", "%1: choose your hand (%2)")
            text = text.replace("%1", name(player)).replace("%2", keys(player))
    elif chosen:
        text = QCoreApplication.translate("MorraView", "Waiting for the other player's choice…")
    return " · ".join([*done, text] if text else done)


def marker_moved(name: str, key: str) -> str:
    return (
        QCoreApplication.translate("MorraView", "%1: your hidden marker moved; %2 starts there")
        .replace("%1", name)
        .replace("%2", key)
    )


def refusal_text(refusal: Refusal, name: Namer) -> str:
    """Why input did nothing (the interpreter's ``Refusal``), for the status line."""
    player = refusal.fact("player")
    who = name(player) if player is not None else ""
    code = refusal.code
    if code is ChoiceRefusal.MUST_USE_CARD:
        return QCoreApplication.translate(
            "MorraView", "Choose your start field on your own card, so nobody sees it."
        )
    if code is ChoiceRefusal.NOT_YOUR_TURN:
        text = QCoreApplication.translate(
            "MorraView", "%1: there is nothing for you to choose now."
        )
    elif code is ChoiceRefusal.ALREADY_CHOSEN:
        text = QCoreApplication.translate(
            "MorraView", "%1: you have already chosen; wait for the reveal."
        )
    elif code is ChoiceRefusal.HAND_TOO_LARGE:
        text = QCoreApplication.translate(
            "MorraView", "%1: you may hold at most %2 balls."
        ).replace("%2", str(refusal.fact("most")))
    elif code is ChoiceRefusal.SETUP_KEYS:
        text = QCoreApplication.translate(
            "MorraView", "%1: the start field takes your first four keys only."
        )
    else:
        text = QCoreApplication.translate("MorraView", "%1: that is not a choice now.")
    return text.replace("%1", who)


# ---------------------------------------------------------------------- the keys
def keys_text(keymap: KeyMap, player: int, setup: bool, options: Sequence[Any]) -> str:
    """A player's keys in words, for the status line."""
    if setup:
        keys = keymap.keys[player][:4]
        return (
            QCoreApplication.translate(
                "MorraView", "%1 and %2 move a hidden marker, %3 starts there"
            )
            .replace("%1", keymap.label(keys[0]))
            .replace("%2", keymap.label(keys[1]))
            .replace("%3", keymap.label(keys[3]))
        )
    hand = keymap.hand_keys(player, len(options))
    return (
        QCoreApplication.translate("MorraView", "keys %1 for 0 to %2 balls")
        .replace("%1", " ".join(map(keymap.label, hand)))
        .replace("%2", str(max(options, default=0)))
    )


def keys_hint(keymap: KeyMap, player: int, setup: bool, options: Sequence[Any]) -> str:
    """A player's keys in words for the card: what each key does, for a newcomer."""
    if setup:
        keys = [keymap.label(k) for k in keymap.keys[player][:4]]
        return (
            QCoreApplication.translate(
                "MorraView",
                "Press %1 or %2 to move your hidden marker round the outer ring, %3 to "
                "bring it back to 0.0, %4 to start there.",
            )
            .replace("%1", keys[1])
            .replace("%2", keys[0])
            .replace("%3", keys[2])
            .replace("%4", keys[3])
        )
    hand = keymap.hand_keys(player, len(options))
    if not hand:
        return ""
    words = [
        QCoreApplication.translate("MorraView", "Press %1 for %2 balls")
        .replace("%1", keymap.label(hand[0]))
        .replace("%2", str(options[0]))
    ]
    for key, option in zip(hand[1:], options[1:], strict=False):
        words.append(
            QCoreApplication.translate("MorraView", "%1 for %2")
            .replace("%1", keymap.label(key))
            .replace("%2", str(option))
        )
    return ", ".join(words)


def keys_short(keymap: KeyMap, player: int) -> str:
    """The start-field keys in a few words, printed on the card (``keys_hint`` says it in full
    in the card's tooltip)."""
    keys = [keymap.label(k) for k in keymap.keys[player][:4]]
    return (
        QCoreApplication.translate(
            "MorraView", "%1 / %2 move your marker · %3 back to 0.0 · %4 start"
        )
        .replace("%1", keys[1])
        .replace("%2", keys[0])
        .replace("%3", keys[2])
        .replace("%4", keys[3])
    )


# ---------------------------------------------------------------------- the round
def round_sentence(
    summary: RoundSummary, where: Callable[[Any], str], centre: Any, upto: int | None = None
) -> str:
    """The round told in words from the rules' summary: ``Round 7 · Red's stone · 2 + 1 = 3
    · 0.3 → 0.6, pushes Blue to 0.7 · Blue follows the white dot to 1.7``. ``where`` writes a
    field, ``centre`` is the layout's centre. With ``upto``, only the steps up to that one (the
    stones are making it now)."""
    if summary.is_start:
        parts = [QCoreApplication.translate("MorraView", "Start")]
        for player in (0, 1):
            parts.append(
                QCoreApplication.translate("MorraView", "%1 on %2")
                .replace("%1", colour_name(player))
                .replace("%2", where(summary.after[player]))
            )
        return " · ".join(parts)
    assert summary.at_stake is not None
    a, b = summary.hands
    parts = [
        QCoreApplication.translate("MorraView", "Round %1").replace("%1", str(summary.number)),
        QCoreApplication.translate("MorraView", "%1's stone").replace(
            "%1", colour_name(summary.at_stake)
        ),
        f"{a} + {b} = {summary.total}",
    ]
    clauses: list[str] = []
    for index, step in enumerate(summary.steps):
        if upto is not None and index > upto:
            break
        name = colour_name(step.stone)
        if step.kind == "ring":
            if step.src == step.dst and step.distance == 0:
                clause = QCoreApplication.translate("MorraView", "stays on %1").replace(
                    "%1", where(step.dst)
                )
            else:
                clause = f"{where(step.src)} → {where(step.dst)}"
        elif step.kind == "push":
            clause = (
                QCoreApplication.translate("MorraView", "pushes %1 to %2")
                .replace("%1", name)
                .replace("%2", where(step.dst))
            )
            if clauses:
                clauses[-1] += ", " + clause
                continue
        else:
            clause = _dot_clause(summary.dots[index] is DotColour.WHITE, step.dst == centre)
            clause = clause.replace("%1", name).replace("%2", where(step.dst))
        clauses.append(clause)
    finished = upto is None or upto >= len(summary.steps) - 1
    if summary.winner is not None and finished:
        clauses.append(
            QCoreApplication.translate("MorraView", "%1 wins").replace(
                "%1", colour_name(summary.winner)
            )
        )
    return " · ".join(parts + clauses)


def _dot_clause(white: bool, into_centre: bool) -> str:
    if into_centre:
        if white:
            return QCoreApplication.translate(
                "MorraView", "%1 follows the white dot into the centre"
            )
        return QCoreApplication.translate("MorraView", "%1 follows the black dot into the centre")
    if white:
        return QCoreApplication.translate("MorraView", "%1 follows the white dot to %2")
    return QCoreApplication.translate("MorraView", "%1 follows the black dot to %2")


def round_panel_texts(
    summary: RoundSummary | None, animating: bool, sentence: str
) -> tuple[str, str, str]:
    """The round strip's title, sentence and replay button label (``sentence`` is the round so
    far, from ``round_sentence``)."""
    replay = QCoreApplication.translate("MorraView", "↻ Replay round (R)")
    if summary is None:
        return (
            QCoreApplication.translate("MorraView", "Last round"),
            QCoreApplication.translate("MorraView", "No round played yet."),
            replay,
        )
    if animating:
        if summary.is_start:
            title = QCoreApplication.translate("MorraView", "Start")
        else:
            title = QCoreApplication.translate("MorraView", "Round being played")
    else:
        title = QCoreApplication.translate("MorraView", "Last round")
    return title, sentence, replay


def legend_rows() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """What the two legends beside the board explain: the dots, and the route and the stake."""
    return (
        [
            ("white-dot", QCoreApplication.translate("MorraView", "White dot: one ring inward")),
            ("black-dot", QCoreApplication.translate("MorraView", "Black dot: outward")),
        ],
        [
            ("route", QCoreApplication.translate("MorraView", "Route of the last round")),
            ("at-stake", QCoreApplication.translate("MorraView", "Gold: the stone at stake")),
        ],
    )


class MorraCounts(QObject):
    """Morra's counted words in each language's plural form ("1 round played", "1 Runde
    gespielt"): lupdate reads plural forms from ``self.tr`` calls only."""

    def rounds_played(self, n: int) -> str:
        return english(self.tr("%n round(s) played", "", n), n)
