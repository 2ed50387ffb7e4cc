"""The Morra table read aloud: the hands and start fields to choose, the target's fields, the round.

A screen reader meets the board as one table of buttons (``ui.board_access``): first each choice
of each player who chooses at this board ("Ann's hand: 2 balls", "Ann's start: field 0.3"),
pressed like a click on the card's button, then every field of the target ("field 1.2, dot to
2.3, stone of Ann"). The choices, the fields, the dots and the stones are the rules' answers
(``choosers``, ``legal_choices``, the layout and the state, through the view's interpreter); this
module only puts them into words. ``FieldsHeard`` gives the view (``MorraView``) its screen reader
methods.

Hidden hands stay hidden: a choice's name and state say what the button chooses and whether its
player may still choose, never which one a player took (a chosen player's buttons are all
disabled alike), and nothing of a choice is said until the rules reveal both hands together.
The accessible focus follows a player's own hidden start marker when their keys move it (as the
card peeks up for them on screen).

After a round the announcement tells it whole (``round_words``): who held what, the stone that
ran and its route by the fields' names ("field 0.3 to field 0.6, pushes Ben to field 0.7, Ben
follows the white dot to field 1.7").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from morra_suite.games.morra.gestures import choice_text
from morra_suite.games.morra.summary import DotColour, RoundSummary
from morra_suite.ui import board_access
from morra_suite.ui.board_access import AccessPoint
from morra_suite.ui.morra.geometry import OUTER_RADIUS
from morra_suite.ui.plurals import english

# A choice's key among the board's points: ``CHOICE_BASE * (player + 1) + index`` (the fields
# are numbered from 0, far below it).
CHOICE_BASE = 1000


def choice_key(player: int, index: int) -> int:
    return CHOICE_BASE * (player + 1) + index


def choice_of_key(key: int) -> tuple[int, int] | None:
    """``(player, index)`` of a choice's key; ``None`` for a field's."""
    if key < CHOICE_BASE:
        return None
    player, index = divmod(key, CHOICE_BASE)
    return player - 1, index


class MorraAccessCounts(QObject):
    """The counted words a screen reader hears, in each language's plural forms (lupdate reads
    plural forms from ``self.tr`` calls only)."""

    def hand(self, name: str, balls: int) -> str:
        return english(self.tr("%1's hand: %n ball(s)", "", balls), balls).replace("%1", name)

    def held(self, name: str, balls: int) -> str:
        return english(self.tr("%1 held %n ball(s)", "", balls), balls).replace("%1", name)

    def runs(self, name: str, fields: int) -> str:
        return english(self.tr("%1's stone moves %n field(s)", "", fields), fields).replace(
            "%1", name
        )


def field_name(layout: Any, where: Any) -> str:
    """A field as it is said: "field 1.2", "the centre"."""
    if where == layout.centre:
        return QCoreApplication.translate("MorraAccess", "the centre")
    return QCoreApplication.translate("MorraAccess", "field %1").replace(
        "%1", layout.field_text(where)
    )


def field_words(view: Any, where: Any) -> str:
    """Names a field: "field 1.2, dot to 2.3, stone of Ann", "field c, the centre"."""
    layout, state = view.state.layout, view.state
    parts = [
        QCoreApplication.translate("MorraAccess", "field %1").replace(
            "%1", layout.field_text(where)
        )
    ]
    if where == layout.centre:
        parts.append(QCoreApplication.translate("MorraAccess", "the centre"))
    dot = layout.dot_at(where)
    if dot is not None:
        parts.append(
            QCoreApplication.translate("MorraAccess", "dot to %1").replace(
                "%1", layout.field_text(dot)
            )
        )
    for player, stone in enumerate(state.stones or ()):
        if stone == where:
            parts.append(
                QCoreApplication.translate("MorraAccess", "stone of %1").replace(
                    "%1", view.player_name(player)
                )
            )
    return ", ".join(parts)


def choice_words(view: Any, player: int, option: Any) -> str:
    """Names one choice of a player: "Ann's hand: 2 balls", "Ann's start: field 0.3"."""
    name = view.player_name(player)
    if view.state.phase == "setup":
        field = choice_text(view.state.layout, option, True)
        return (
            QCoreApplication.translate("MorraAccess", "%1's start: field %2")
            .replace("%1", name)
            .replace("%2", field)
        )
    return MorraAccessCounts().hand(name, int(option))


def choice_points(view: Any) -> list[AccessPoint]:
    """Each choice of each player whose input the board takes, in the card's order. The state
    says only whether the player may still choose: a player who has chosen has every button
    disabled alike, so nothing tells which one was pressed."""
    choices = view.choices
    points = []
    for player in sorted(choices.options_by_player):
        if player not in choices.humans | choices.chosen:
            continue  # a computer's choice is its own
        panel = view.panels[player]
        keys = choices.keymap.hand_keys(player, len(choices.options_of(player)))
        free = player in choices.pending
        for index, option in enumerate(choices.options_of(player)):
            shown = panel.option_rects()
            at = view.option_point(player, index) if shown else view.cover_point(player)
            key_words = ""
            if view.state.phase != "setup" and index < len(keys):
                key_words = QCoreApplication.translate("MorraAccess", "key %1").replace(
                    "%1", choices.keymap.label(keys[index])
                )
            points.append(
                AccessPoint(
                    key=choice_key(player, index),
                    name=choice_words(view, player, option),
                    at=view.mapFromScene(at),
                    size=max(8, round(40 * view.transform().m11())),
                    clickable=free,
                    description=key_words,
                )
            )
    return points


def access_points(view: Any) -> list[AccessPoint]:
    """The choices, then every field of the target (ring by ring, outermost first, then the
    centre)."""
    state, scene = view.state, view.morra_scene
    if state is None or scene.geometry is None:
        return []
    fields = [*state.layout.all_fields(), state.layout.centre]
    size = max(8, round(0.15 * OUTER_RADIUS * view.transform().m11()))  # about a field
    return [
        *choice_points(view),
        *(
            AccessPoint(
                key=index,
                name=field_words(view, where),
                at=view.mapFromScene(view.field_point(where)),
                size=size,
                clickable=view.choices.field_choice(*where)[1] is not None,
            )
            for index, where in enumerate(fields)
        ),
    ]


def _dot_words(white: bool, into_centre: bool) -> str:
    """A stone following a dot, as a whole phrase (into the centre a language says it its own
    way: "ins Mittelfeld", not "nach das Mittelfeld")."""
    if into_centre:
        if white:
            return QCoreApplication.translate(
                "MorraAccess", "%1 follows the white dot into the centre"
            )
        return QCoreApplication.translate("MorraAccess", "%1 follows the black dot into the centre")
    if white:
        return QCoreApplication.translate("MorraAccess", "%1 follows the white dot to %2")
    return QCoreApplication.translate("MorraAccess", "%1 follows the black dot to %2")


def round_words(summary: RoundSummary, layout: Any, name: Any) -> str:
    """A round told for the ear from the rules' summary: "Round 3: Ann held 2 balls, Ben held 1
    ball; Ann's stone moves 3 fields: field 0.3 to field 0.6, pushes Ben to field 0.7; Ben
    follows the white dot to field 1.7. Ann wins." ``name(player)`` names a player."""
    if summary.is_start:
        starts = "; ".join(
            QCoreApplication.translate("MorraAccess", "%1 starts on %2")
            .replace("%1", name(player))
            .replace("%2", field_name(layout, summary.after[player]))
            for player in (0, 1)
        )
        return QCoreApplication.translate("MorraAccess", "Start: %1.").replace("%1", starts)
    counts = MorraAccessCounts()
    held = ", ".join(counts.held(name(player), hand) for player, hand in enumerate(summary.hands))
    head = QCoreApplication.translate("MorraAccess", "Round %1: %2").replace(
        "%1", str(summary.number)
    )
    parts = [head.replace("%2", held)]
    if summary.at_stake is not None:
        parts.append(counts.runs(name(summary.at_stake), summary.total))
    route: list[str] = []
    for index, step in enumerate(summary.steps):
        where = field_name(layout, step.dst)
        if step.kind == "ring":
            if step.src == step.dst and step.distance == 0:
                route.append(
                    QCoreApplication.translate("MorraAccess", "stays on %1").replace("%1", where)
                )
            else:
                start = field_name(layout, step.src)
                route.append(
                    QCoreApplication.translate("MorraAccess", "%1 to %2")
                    .replace("%2", where)
                    .replace("%1", start)
                )
        elif step.kind == "push":
            route.append(
                QCoreApplication.translate("MorraAccess", "pushes %1 to %2")
                .replace("%1", name(step.stone))
                .replace("%2", where)
            )
        elif step.kind == "dot":
            route.append(
                _dot_words(summary.dots[index] is DotColour.WHITE, step.dst == layout.centre)
                .replace("%1", name(step.stone))
                .replace("%2", where)
            )
    text = "; ".join(parts)
    if route:
        text += ": " + ", ".join(route)
    text += "."
    if summary.winner is not None:
        text += " " + QCoreApplication.translate("MorraAccess", "%1 wins.").replace(
            "%1", name(summary.winner)
        )
    return text


class FieldsHeard:
    """The Morra view's screen reader methods (``BoardView.accessible_points`` and its family)."""

    _access_cursor: int | None = None  # the choice the accessible focus is on (a marker moved)

    def accessible_points(self) -> list[AccessPoint]:
        return access_points(self)

    def accessible_cursor(self) -> int | None:
        """A player's hidden start marker, when their keys moved it last (else no point)."""
        key = self._access_cursor
        found = choice_of_key(key) if key is not None else None
        view: Any = self
        if found is None or found[0] not in view.choices.pending:
            return None
        return key

    def marker_moved(self, player: int, index: int) -> None:
        """``player``'s keys moved their hidden start marker to their ``index``-th field: the
        accessible focus goes to that choice, so a screen reader says where it stands."""
        self._access_cursor = choice_key(player, index)
        board_access.cursor_moved(self)

    def place_cursor(self, key: int) -> None:
        """A screen reader's focus action: on a start choice it moves that player's hidden
        marker there (as their keys would), elsewhere it only takes the focus."""
        view: Any = self
        found = choice_of_key(key)
        if found is None or found[0] not in view.choices.pending:
            return
        player, index = found
        options = view.choices.options_of(player)
        if view.state.phase == "setup" and 0 <= index < len(options):
            view.choices.move_cursor_to(player, options[index])
        self.marker_moved(player, index)

    def activate_point(self, key: int) -> None:
        """A press: a choice chooses as a click on the card's button does, a field as a click
        on the target does."""
        view: Any = self
        if view.state is None:
            return
        found = choice_of_key(key)
        if found is not None:
            view._on_option_clicked(*found)
            return
        fields = [*view.state.layout.all_fields(), view.state.layout.centre]
        if 0 <= key < len(fields):
            view._field_clicked(*fields[key])

    def spoken_detail(self, state: Any) -> str | None:
        """The round that made ``state`` told for the ear (``round_words``)."""
        view: Any = self
        summary = getattr(state, "last_round", None)
        if summary is None:
            return None
        return round_words(summary, state.layout, view.player_name)

    def describe_position(self) -> str:
        view: Any = self
        if view.state is None:
            return ""
        stones = [
            f"{view.player_name(player)}: {view.state.layout.field_text(stone)}"
            for player, stone in enumerate(view.state.stones or ())
        ]
        return ". ".join([*stones, view.round_text(), view.prompt()])
