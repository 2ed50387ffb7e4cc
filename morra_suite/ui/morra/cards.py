"""What each player's card beside the Morra board shows, worked out from the rules and the input.

A card is face down while another person still has to choose, open for its owner, or shows
only that its player has chosen; after a round it shows the hand held, at the end who won. All of
it is read from the state (who must choose: ``choosers()``), the interpreter's bookkeeping
(``HiddenChoices``: who is still to choose, who needs a cover) and who sits at the board; this
module fills in the ``PanelData`` the card draws, in the user's language (the texts keep the
board view's translation context, ``MorraView``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from morra_suite.games.morra.gestures import choice_text
from morra_suite.games.morra.interpret import HiddenChoices
from morra_suite.games.morra.summary import RoundSummary
from morra_suite.ui.morra import words
from morra_suite.ui.morra.pickers import Mode, PanelData


@dataclass(frozen=True)
class Table:
    """Who sits at the board and what it is doing, for the cards.

    ``names`` are the players' names, ``letters`` their stones' labels; ``humans`` the players
    who took input at this board in this game (their cards show keys); ``takes_input`` whether
    the board takes anyone's input now; ``chosen`` who has chosen this round (by this board's
    keys or as the controller reports); ``opened`` the card turned up, if any; ``animating``
    whether the stones are still moving."""

    names: tuple[str, str]
    letters: tuple[str, str]
    humans: frozenset[int]
    takes_input: bool
    chosen: frozenset[int]
    opened: int | None
    animating: bool


def panel_data(
    player: int,
    state: Any,
    last_move: Any,
    summary: RoundSummary | None,
    choices: HiddenChoices,
    table: Table,
) -> PanelData:
    """Everything ``player``'s card draws now."""
    setup = state.phase == "setup"
    keymap = choices.keymap
    name = table.names[player]
    data = PanelData(name=name, setup=setup, letter=table.letters[player])
    colour = words.colour_name(player)
    parts = []
    if name != colour:
        parts.append(QCoreApplication.translate("MorraView", "%1 stone").replace("%1", colour))
    if player == 0:
        parts.append(QCoreApplication.translate("MorraView", "begins"))
    if state.stones is not None and state.winner == player:
        parts.append(QCoreApplication.translate("MorraView", "in the centre"))
    elif state.stones is not None:
        parts.append(
            QCoreApplication.translate("MorraView", "on %1").replace("%1", state.field_text(player))
        )
    data.subtitle = " · ".join(parts)
    outcome = state.outcome()
    # The gold frame marks whose stone moves next, and at the end the winner.
    data.at_stake = (state.at_stake == player and not table.animating) or (
        outcome is not None and outcome.winner == player
    )
    options = choices.options_of(player)
    data.options = [choice_text(state.layout, o, setup) for o in options]
    # Keys belong to the people at this board: a computer's card shows none.
    if player in table.humans and options:
        data.keys_hint = words.keys_hint(keymap, player, setup, options)
        if setup:
            data.keys_short = words.keys_short(keymap, player)
        else:
            data.keys = [keymap.label(k) for k in keymap.hand_keys(player, len(options))]
    _fill_revealed(player, data, state, last_move, summary)
    _fill_mode(player, data, state, last_move, choices, table)
    return data


def _fill_mode(
    player: int,
    data: PanelData,
    state: Any,
    last_move: Any,
    choices: HiddenChoices,
    table: Table,
) -> None:
    setup = state.phase == "setup"
    name = data.name
    if table.animating or state.is_game_over():
        # Both hands stay face up until the stones have settled, and at the end.
        data.mode = Mode.IDLE
        data.setup = last_move is not None and bool(getattr(last_move, "start", 0))
        return
    data.setup = setup
    chosen = table.chosen
    if player in chosen:
        data.mode = Mode.CHOSEN
        data.status = QCoreApplication.translate("MorraView", "Has chosen")
        data.cover_text = QCoreApplication.translate(
            "MorraView", "%1 has chosen; both are shown together"
        ).replace("%1", name)
        return
    still = QCoreApplication.translate("MorraView", "Still choosing")
    if player in choices.pending:
        if chosen:
            data.status = still
        elif setup:
            data.status = QCoreApplication.translate("MorraView", "Choose your start field")
        else:
            data.status = QCoreApplication.translate("MorraView", "Choose your hand")
        if choices.needs_cover(player) and table.opened != player:
            data.mode = Mode.COVERED
            if setup:
                data.cover_title = QCoreApplication.translate(
                    "MorraView", "%1: pick your start in secret"
                ).replace("%1", name)
            else:
                data.cover_title = QCoreApplication.translate(
                    "MorraView", "%1: hold your hand"
                ).replace("%1", name)
            data.cover_text = QCoreApplication.translate(
                "MorraView", "Click to choose in secret, or use your keys"
            )
            return
        data.mode = Mode.OPEN if choices.needs_cover(player) else Mode.DIRECT
        if data.mode == Mode.OPEN:
            data.cover_text = QCoreApplication.translate(
                "MorraView", "A click beside the buttons hides them again"
            )
        if setup:
            data.cursor = choices.cursor(player)
        return
    live = table.takes_input or bool(chosen)
    if player in state.choosers() and live:  # the rules say who must choose
        data.mode = Mode.WAITING
        data.status = still
        data.cover_text = QCoreApplication.translate("MorraView", "%1 is still choosing").replace(
            "%1", name
        )
        return
    data.mode = Mode.IDLE
    if setup and data.revealed is None:
        # Nobody to take input from (a picture, an old position): the cards lie face down.
        data.mode = Mode.COVERED
        data.status = QCoreApplication.translate("MorraView", "Start field")
        data.cover_title = QCoreApplication.translate("MorraView", "Chosen in secret")
        data.cover_text = QCoreApplication.translate(
            "MorraView", "Both start fields are revealed together"
        )


def _fill_revealed(
    player: int, data: PanelData, state: Any, move: Any, summary: RoundSummary | None
) -> None:
    """After a round: the hand this player held (or the field they started on)."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            data.status = QCoreApplication.translate("MorraView", "Draw")
        elif outcome.winner == player:
            data.status = QCoreApplication.translate("MorraView", "Wins!")
        else:
            data.status = QCoreApplication.translate("MorraView", "Loses")
    if move is None or not hasattr(move, "of"):
        data.revealed = None
        return
    value = move.of(player)
    text = choice_text(state.layout, value, move.start)
    if move.start:
        data.revealed = text
        data.revealed_caption = QCoreApplication.translate("MorraView", "start field")
        data.last_text = QCoreApplication.translate("MorraView", "Started on %1").replace(
            "%1", text
        )
        if outcome is None:
            data.status = QCoreApplication.translate("MorraView", "Start field")
        return
    data.revealed = text
    data.revealed_balls = value
    if summary is not None:
        data.revealed_caption = QCoreApplication.translate(
            "MorraView", "balls held · total %1"
        ).replace("%1", str(summary.total))
    else:
        data.revealed_caption = QCoreApplication.translate("MorraView", "balls held")
    data.last_text = QCoreApplication.translate("MorraView", "Last round: held %1").replace(
        "%1", text
    )
    if outcome is None:
        data.status = QCoreApplication.translate("MorraView", "Revealed")
