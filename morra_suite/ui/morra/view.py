"""The Morra board view: shows the target and the stones, and takes secret choices at one screen.

Two people share the keyboard: each has their own keys (by default A S D F on the left, J K L ; on
the right), or a card beside the board that lies face down until its owner turns it up with a
click. The view shows only *that* a player has chosen; the controller collects both choices, plays
them as one move, and hands back the new state.

Everything the board tells about the game comes from the rules: the state says who is at stake,
who has won and what each player may choose; the state a round made carries the rules' summary of
that round (``state.last_round``: the stake, both hands, every step with the colour of each dot).
The view animates that trace, keeps both hands face up until the stones have settled, and then
tells the round in one sentence in the strip under the board, which ``replay_last_round`` (the
R key, or the strip's button) plays again step by step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from morra_suite.controllers.morra_input import (
    DEFAULT_KEYS,
    Chosen,
    CursorMoved,
    HiddenChoices,
    KeyMap,
    KeyMapError,
    Reason,
    Refused,
)
from morra_suite.games.morra.gestures import choice_at_field, choice_text
from morra_suite.games.morra.summary import DotColour, RoundSummary
from morra_suite.ui.game_kit import BoardView
from morra_suite.ui.morra.geometry import TargetShape
from morra_suite.ui.morra.pickers import Mode, PanelData, PlayerPanel
from morra_suite.ui.morra.scene import MorraScene

# QSettings keys (also read by the Settings dialog, if it offers them).
KEYS_SETTING = ("morra/keys_left", "morra/keys_right")

# The speed of the round's animation, for the Settings dialog: the key, its values (slowest first)
# with their time per field in milliseconds, and the default. ``animation_speed_choices()`` gives
# the values with their translated labels.
ANIMATION_SPEED_SETTING = "morra/animation_speed"
ANIMATION_SPEEDS: dict[str, int] = {"slow": 340, "normal": 170, "fast": 70, "instant": 0}
DEFAULT_ANIMATION_SPEED = "normal"
_SPEED_LABELS = {
    "slow": QT_TRANSLATE_NOOP("MorraView", "Slow"),
    "normal": QT_TRANSLATE_NOOP("MorraView", "Normal"),
    "fast": QT_TRANSLATE_NOOP("MorraView", "Fast"),
    "instant": QT_TRANSLATE_NOOP("MorraView", "Instant (no animation)"),
}

# The key that replays the last round (when it is no player's key).
REPLAY_KEY = "r"


def animation_speed_choices() -> list[tuple[str, str]]:
    """``(value, label)`` for each animation speed, slowest first, labels translated."""
    return [
        (value, QCoreApplication.translate("MorraView", _SPEED_LABELS[value]))
        for value in ANIMATION_SPEEDS
    ]


def load_animation_ms(settings: QSettings | None = None) -> int:
    """Milliseconds per field of the chosen animation speed (the default when unset or unknown)."""
    settings = settings or QSettings()
    value = str(settings.value(ANIMATION_SPEED_SETTING, DEFAULT_ANIMATION_SPEED))
    return ANIMATION_SPEEDS.get(value, ANIMATION_SPEEDS[DEFAULT_ANIMATION_SPEED])


def load_keymap(settings: QSettings | None = None) -> KeyMap:
    """The players' keys from ``QSettings``; the defaults when unset or unusable."""
    settings = settings or QSettings()
    texts = []
    for key, default in zip(KEYS_SETTING, DEFAULT_KEYS, strict=True):
        value = settings.value(key, "".join(default))
        texts.append(str(value) if value else "".join(default))
    try:
        return KeyMap.from_strings(texts)
    except KeyMapError:
        return KeyMap()


def save_keymap(keymap: KeyMap, settings: QSettings | None = None) -> None:
    settings = settings or QSettings()
    for key, text in zip(KEYS_SETTING, keymap.to_strings(), strict=True):
        settings.setValue(key, text)


class MorraView(BoardView):
    """The board of a Morra game; emits ``choice_made(player, choice)`` for each secret choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.morra_scene = MorraScene()
        super().__init__(self.morra_scene, parent)
        self.morra_scene.setParent(self)
        self.morra_scene.setBackgroundBrush(QColor("#5b3c24"))
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAccessibleName(self.tr("Morra board"))
        self.setAccessibleDescription(
            self.tr("The target with both stones; each player chooses in secret with own keys.")
        )
        self.choices = HiddenChoices(load_keymap(QSettings()))
        self._ms_override: int | None = None
        self.state: Any = None
        self.last_move: Any = None
        self.round_summary: RoundSummary | None = None
        self._names: list[str] = []
        self._input: frozenset[int] = frozenset()
        self._humans: set[int] = set()  # players who took input at this board in this game
        self._opened: int | None = None
        self._reported_chosen: frozenset[int] = frozenset()
        self._last_prompt = ""
        self._held: set[int] = set()  # keys down and not yet released
        self._step: int | None = None  # the step the stones make now (None: at rest)
        for panel in self.panels:
            panel.option_clicked.connect(self._on_option_clicked)
            panel.cover_clicked.connect(self._on_cover_clicked)
        self.morra_scene.animation_finished.connect(self._animation_finished)
        self.morra_scene.step_started.connect(self._step_started)
        self.morra_scene.round_panel.replay_clicked.connect(self.replay_last_round)
        self.morra_scene.set_stone_letters([self.stone_letter(p) for p in range(2)])

    # ------------------------------------------------------------------ animation speed
    @property
    def ms_per_field(self) -> int:
        """Animation time per field: the Settings value (read for every round), or the value a
        caller set (tests and scripts set 0 for no animation)."""
        return self._ms_override if self._ms_override is not None else load_animation_ms()

    @ms_per_field.setter
    def ms_per_field(self, value: int) -> None:
        self._ms_override = int(value)

    # ------------------------------------------------------------------ the BoardView contract
    def show_state(self, state: Any, last_move: Any | None = None) -> None:
        """Draws ``state``; when it follows from the shown state by ``last_move``, reveals both
        choices and animates the round. A state arriving mid-animation ends the old one at once.

        The round that made ``state`` is the rules' summary the state carries, so a state shown
        after the fact (an opened game, a move looked at, an undo) still shows its round.
        """
        shape = TargetShape.from_layout(state.layout)
        new_shape = self.morra_scene.geometry is None or self.morra_scene.geometry.shape != shape
        self.morra_scene.set_shape(shape)
        if new_shape:
            self.fit_board()
        previous = self.state
        if (
            previous is not None
            and previous == state
            and last_move == self.last_move
            and getattr(previous, "last_round", None) == getattr(state, "last_round", None)
        ):
            self._refresh()
            return
        self.state = state
        self.last_move = last_move
        self._opened = None
        self._reported_chosen = frozenset()
        self.choices.begin(state.phase, {p: state.legal_choices(p) for p in range(2)}, self._input)
        summary = getattr(state, "last_round", None)
        if summary is None or last_move is None or summary.move != last_move:
            summary = None
        self.round_summary = summary
        self._step = None
        if summary is not None and self._follows(previous, state, last_move):
            self._animate(summary, self.ms_per_field)
        else:
            self.morra_scene.place_stones(state.stones, state.at_stake, state.winner)
            self.morra_scene.clear_trails()
            if summary is not None:
                self.morra_scene.show_trails(summary.steps)
        self.morra_scene.set_highlight(None)
        self._refresh()

    @staticmethod
    def _follows(previous: Any, state: Any, move: Any) -> bool:
        """Whether the board was showing the state ``move`` turned into ``state`` (so the round
        is played before the viewer's eyes rather than jumped to)."""
        if previous is None or previous.layout != state.layout:
            return False
        try:
            return bool(previous.play(move) == state)
        except ValueError:
            return False

    def _animate(self, summary: RoundSummary, ms_per_field: int) -> None:
        state = self.state
        self.morra_scene.animate(
            summary.steps, summary.after, state.at_stake, state.winner, ms_per_field, summary.before
        )

    def finish_animations(self) -> None:
        self.morra_scene.finish_animation()

    def replay_last_round(self) -> bool:
        """Plays the last round again, step by step, with both hands face up and the sentence
        growing with each step (at the normal speed when animations are off). ``False`` when
        there is no round to replay."""
        summary = self.round_summary
        if summary is None or self.state is None:
            return False
        self._step = None
        self._animate(summary, self.ms_per_field or ANIMATION_SPEEDS[DEFAULT_ANIMATION_SPEED])
        self._refresh()
        return True

    def _step_started(self, index: int) -> None:
        self._step = index
        self._refresh()

    def _animation_finished(self) -> None:
        self._step = None
        self._refresh()

    def set_input_players(self, players: frozenset[int]) -> None:
        self._input = frozenset(players)
        self._humans |= self._input
        self.choices.set_humans(self._input)
        if self._opened is not None and self._opened not in self.choices.pending:
            self._opened = None
        self._refresh()

    def prompt(self) -> str:
        state = self.state
        if state is None:
            return ""
        if state.is_over():
            return self.tr("The game is over.")
        pending = sorted(self.choices.pending)
        setup = state.phase == "setup"
        chosen = sorted(self._chosen_players())
        done = [self.tr("%1 has chosen").replace("%1", self.player_name(p)) for p in chosen]
        text = ""
        if len(pending) >= 2:
            keys = " · ".join(
                f"{self.player_name(p)}: {self._keys_text(p, setup)}" for p in pending
            )
            if setup:
                text = self.tr("Both players: choose your start field in secret (%1)")
            else:
                text = self.tr("Both players: choose your hand in secret (%1)")
            text = text.replace("%1", keys)
        elif len(pending) == 1:
            player = pending[0]
            name = self.player_name(player)
            # Alone at the board (against the computer): the choices lie open to click.
            if self._needs_no_cover(player) and not self.choices.chosen - {player}:
                if setup:
                    text = self.tr("%1: click a field of the outer ring to start on")
                else:
                    text = self.tr("%1: click how many balls to hold")
                text = text.replace("%1", name)
            else:
                if setup:
                    text = self.tr("%1: choose your start field (%2)")
                else:
                    text = self.tr("%1: choose your hand (%2)")
                text = text.replace("%1", name).replace("%2", self._keys_text(player, setup))
        elif chosen:
            text = self.tr("Waiting for the other player's choice…")
        return " · ".join([*done, text] if text else done)

    def set_show_coordinates(self, show: bool) -> None:
        self.morra_scene.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        """Morra has no selection whose targets could be shown; the dots' arrows are the map."""

    # ------------------------------------------------------------------ optional hooks
    def set_player_names(self, names: list[str]) -> None:
        """The players' names for the cards and prompts (colour names until this is called).

        Called for every new game, so it also forgets who played at this board before. The stones
        keep their colour's letter, the same in every game whatever the names."""
        self._names = list(names)
        self._humans = set(self._input)
        self._refresh()

    def set_chosen_players(self, players: frozenset[int]) -> None:
        """Who has chosen this round, as the controller knows it (``choices_changed``): lets a
        computer's card say it has chosen too. Never what was chosen."""
        self._reported_chosen = frozenset(players)
        self._refresh()

    def set_keymap(self, keymap: KeyMap) -> None:
        self.choices.keymap = keymap
        self._refresh()

    def player_name(self, player: int) -> str:
        if player < len(self._names) and self._names[player]:
            return self._names[player]
        return self.colour_name(player)

    def colour_name(self, player: int) -> str:
        return (self.tr("Red"), self.tr("Blue"))[player]

    def stone_letter(self, player: int) -> str:
        """The label of a player's stone on the board and on the card: its colour's initial."""
        return self.colour_name(player)[:1].upper()

    @property
    def panels(self) -> list[PlayerPanel]:
        return self.morra_scene.panels

    @property
    def animating(self) -> bool:
        return self.morra_scene.animating

    # ------------------------------------------------------------------ input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if not text or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            super().keyPressEvent(event)
            return
        ours = self.choices.keymap.lookup(text) is not None or text.lower() == REPLAY_KEY
        if ours and (event.isAutoRepeat() or event.key() in self._held):
            # A held key is one press: it never chooses again before it is released.
            event.accept()
            return
        result = self.choices.press(text)
        if result is None:
            if text.lower() == REPLAY_KEY:
                self._held.add(event.key())
                event.accept()
                self.replay_last_round()
                return
            super().keyPressEvent(event)
            return
        self._held.add(event.key())
        event.accept()
        self._handle(result)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if not event.isAutoRepeat():
            self._held.discard(event.key())
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        # A key released elsewhere never reaches us: start afresh when the focus returns.
        self._held.clear()
        super().focusOutEvent(event)

    def _handle(self, result: Chosen | CursorMoved | Refused | None) -> None:
        if isinstance(result, Chosen):
            self._opened = None
            self.morra_scene.set_highlight(None)
            self._refresh()
            self.choice_made.emit(result.player, result.choice)
        elif isinstance(result, CursorMoved):
            self._refresh()
            keys = self.choices.keymap.keys[result.player]
            self.status_message.emit(
                self.tr("%1: your hidden marker moved; %2 starts there")
                .replace("%1", self.player_name(result.player))
                .replace("%2", self.choices.keymap.label(keys[3]))
            )
        elif isinstance(result, Refused):
            self.status_message.emit(self._refusal_text(result))

    def _refusal_text(self, refused: Refused) -> str:
        name = self.player_name(refused.player) if refused.player is not None else ""
        if refused.reason == Reason.NOT_YOUR_TURN:
            text = self.tr("%1: there is nothing for you to choose now.")
        elif refused.reason == Reason.ALREADY_CHOSEN:
            text = self.tr("%1: you have already chosen; wait for the reveal.")
        elif refused.reason == Reason.HAND_TOO_LARGE:
            text = self.tr("%1: you may hold at most %2 balls.").replace("%2", str(refused.detail))
        elif refused.reason == Reason.SETUP_KEYS:
            text = self.tr("%1: the start field takes your first four keys only.")
        else:
            text = self.tr("%1: that is not a choice now.")
        return text.replace("%1", name)

    def _on_option_clicked(self, player: int, index: int) -> None:
        options = self.choices.options_of(player)
        if not 0 <= index < len(options):
            return
        self._handle(self.choices.choose(player, options[index]))

    def _on_cover_clicked(self, player: int) -> None:
        if player not in self.choices.pending:
            return
        self._opened = None if self._opened == player else player
        self._refresh()

    def _direct_chooser(self) -> int | None:
        """The one player who may choose on the board itself (nobody else left to hide from)."""
        pending = sorted(self.choices.pending)
        if len(pending) == 1 and self._needs_no_cover(pending[0]):
            return pending[0]
        return None

    def _needs_no_cover(self, player: int) -> bool:
        return not self.choices.needs_cover(player)

    def _chosen_players(self) -> frozenset[int]:
        """Who has chosen this round (by this board's keys or as the controller reports)."""
        reported = self._reported_chosen - self.choices.pending
        return frozenset(self.choices.chosen) | reported

    def _choosers(self) -> tuple[int, ...]:
        """The players the rules let choose now."""
        state = self.state
        return tuple(p for p in range(2) if state is not None and state.legal_choices(p))

    def _board_field(self, event: QMouseEvent) -> tuple[int, int] | None:
        return self.morra_scene.field_at(self.mapToScene(event.position().toPoint()))

    def _panel_under(self, event: QMouseEvent) -> bool:
        item = self.itemAt(event.position().toPoint())
        while item is not None:
            if isinstance(item, PlayerPanel):
                return True
            item = item.parentItem()
        return False

    def _board_choice(self, event: QMouseEvent) -> tuple[int | None, int | None]:
        """``(player, choice)`` a click here makes on the board: the rules say which fields
        stand for a start choice; ``player`` is ``None`` when the choosers must use their cards."""
        if self.state is None or self._panel_under(event):
            return None, None
        field = self._board_field(event)
        if field is None:
            return None, None
        player = self._direct_chooser()
        for candidate in [player] if player is not None else sorted(self.choices.pending):
            choice = choice_at_field(self.state, candidate, field)
            if choice is not None:
                return player, choice
        return None, None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        player, choice = self._board_choice(event)
        if choice is None:
            super().mousePressEvent(event)
            return
        event.accept()
        if player is None:
            self.status_message.emit(
                self.tr("Choose your start field on your own card, so nobody sees it.")
            )
            return
        self._handle(self.choices.choose(player, choice))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        player, choice = self._board_choice(event)
        highlight = self._board_field(event) if player is not None and choice is not None else None
        self.morra_scene.set_highlight(highlight)

    def leaveEvent(self, event: Any) -> None:
        self.morra_scene.set_highlight(None)
        super().leaveEvent(event)

    # ------------------------------------------------------------------ test and script helpers
    def option_point(self, player: int, index: int) -> QPointF:
        """Scene point of a choice's button on a player's card (turned up or shown directly)."""
        return self.panels[player].option_centre(index)

    def cover_point(self, player: int) -> QPointF:
        return self.panels[player].cover_centre()

    def field_point(self, field: tuple[int, int]) -> QPointF:
        assert self.morra_scene.geometry is not None
        return self.morra_scene.geometry.field_centre(field)

    def replay_point(self) -> QPointF:
        return self.morra_scene.round_panel.replay_centre()

    def round_text(self) -> str:
        """The sentence the strip under the board shows now."""
        return self.morra_scene.round_panel.text

    # ------------------------------------------------------------------ the round in words
    def _where(self, field: Any) -> str:
        return str(self.state.layout.field_text(field))

    def move_detail(self, state: Any) -> str | None:
        """The round that made ``state``, in the same sentence as the strip under the board."""
        summary = getattr(state, "last_round", None)
        return self.round_sentence(summary) if summary is not None else None

    def round_sentence(self, summary: RoundSummary, upto: int | None = None) -> str:
        """The round told in words from the rules' summary: ``Round 7 · Red's stone · 2 + 1 = 3
        · 0.3 → 0.6, pushes Blue to 0.7 · Blue follows the white dot to 1.7``. With ``upto``,
        only the steps up to that one (the stones are making it now)."""
        if summary.is_start:
            parts = [self.tr("Start")]
            for player in (0, 1):
                parts.append(
                    self.tr("%1 on %2")
                    .replace("%1", self.colour_name(player))
                    .replace("%2", self._where(summary.after[player]))
                )
            return " · ".join(parts)
        assert summary.at_stake is not None
        a, b = summary.hands
        parts = [
            self.tr("Round %1").replace("%1", str(summary.number)),
            self.tr("%1's stone").replace("%1", self.colour_name(summary.at_stake)),
            f"{a} + {b} = {summary.total}",
        ]
        clauses: list[str] = []
        for index, step in enumerate(summary.steps):
            if upto is not None and index > upto:
                break
            name = self.colour_name(step.stone)
            if step.kind == "ring":
                if step.src == step.dst and step.distance == 0:
                    clause = self.tr("stays on %1").replace("%1", self._where(step.dst))
                else:
                    clause = f"{self._where(step.src)} → {self._where(step.dst)}"
            elif step.kind == "push":
                clause = (
                    self.tr("pushes %1 to %2")
                    .replace("%1", name)
                    .replace("%2", self._where(step.dst))
                )
                if clauses:
                    clauses[-1] += ", " + clause
                    continue
            else:
                white = summary.dots[index] is DotColour.WHITE
                if step.dst == self.state.layout.centre:
                    if white:
                        clause = self.tr("%1 follows the white dot into the centre")
                    else:
                        clause = self.tr("%1 follows the black dot into the centre")
                elif white:
                    clause = self.tr("%1 follows the white dot to %2")
                else:
                    clause = self.tr("%1 follows the black dot to %2")
                clause = clause.replace("%1", name).replace("%2", self._where(step.dst))
            clauses.append(clause)
        finished = upto is None or upto >= len(summary.steps) - 1
        if summary.winner is not None and finished:
            clauses.append(self.tr("%1 wins").replace("%1", self.colour_name(summary.winner)))
        return " · ".join(parts + clauses)

    def _refresh_round_panel(self) -> None:
        panel = self.morra_scene.round_panel
        summary = self.round_summary
        replay = self.tr("↻ Replay round (R)")
        if summary is None:
            panel.set_content(self.tr("Last round"), self.tr("No round played yet."), replay, False)
            return
        if self.animating:
            title = self.tr("Round being played") if not summary.is_start else self.tr("Start")
            text = self.round_sentence(summary, self._step if self._step is not None else 0)
        else:
            title = self.tr("Last round")
            text = self.round_sentence(summary)
        panel.set_content(title, text, replay, True)

    def _refresh_legends(self) -> None:
        self.morra_scene.legends[0].set_rows(
            [
                ("white-dot", self.tr("White dot: one ring inward")),
                ("black-dot", self.tr("Black dot: outward")),
            ]
        )
        self.morra_scene.legends[1].set_rows(
            [
                ("route", self.tr("Route of the last round")),
                ("at-stake", self.tr("Gold: the stone at stake")),
            ]
        )

    # ------------------------------------------------------------------ the cards
    def _keys_text(self, player: int, setup: bool) -> str:
        """A player's keys in words, for the status line."""
        keymap = self.choices.keymap
        if setup:
            keys = keymap.keys[player][:4]
            return (
                self.tr("%1 and %2 move a hidden marker, %3 starts there")
                .replace("%1", keymap.label(keys[0]))
                .replace("%2", keymap.label(keys[1]))
                .replace("%3", keymap.label(keys[3]))
            )
        options = self.choices.options_of(player)
        keys = keymap.hand_keys(player, len(options))
        return (
            self.tr("keys %1 for 0 to %2 balls")
            .replace("%1", " ".join(keymap.label(k) for k in keys))
            .replace("%2", str(max(options, default=0)))
        )

    def _keys_hint(self, player: int, setup: bool) -> str:
        """A player's keys in words for the card: what each key does, for a newcomer."""
        keymap = self.choices.keymap
        if setup:
            keys = [keymap.label(k) for k in keymap.keys[player][:4]]
            return (
                self.tr(
                    "Press %1 or %2 to move your hidden marker round the outer ring, %3 to "
                    "bring it back to 0.0, %4 to start there."
                )
                .replace("%1", keys[1])
                .replace("%2", keys[0])
                .replace("%3", keys[2])
                .replace("%4", keys[3])
            )
        options = self.choices.options_of(player)
        keys = keymap.hand_keys(player, len(options))
        if not keys:
            return ""
        words = [
            self.tr("Press %1 for %2 balls")
            .replace("%1", keymap.label(keys[0]))
            .replace("%2", str(options[0]))
        ]
        for key, option in zip(keys[1:], options[1:], strict=False):
            words.append(
                self.tr("%1 for %2").replace("%1", keymap.label(key)).replace("%2", str(option))
            )
        return ", ".join(words)

    def _refresh(self) -> None:
        if self.state is None:
            return
        for player, panel in enumerate(self.panels):
            panel.set_data(self._panel_data(player))
        self._refresh_round_panel()
        self._refresh_legends()
        prompt = self.prompt()
        if prompt != self._last_prompt:
            self._last_prompt = prompt
            self.status_message.emit(prompt)

    def _panel_data(self, player: int) -> PanelData:
        state = self.state
        setup = state.phase == "setup"
        keymap = self.choices.keymap
        name = self.player_name(player)
        data = PanelData(name=name, setup=setup, letter=self.stone_letter(player))
        colour = self.colour_name(player)
        parts = [] if name == colour else [self.tr("%1 stone").replace("%1", colour)]
        if player == 0:
            parts.append(self.tr("begins"))
        if state.stones is not None and state.winner == player:
            parts.append(self.tr("in the centre"))
        elif state.stones is not None:
            parts.append(self.tr("on %1").replace("%1", state.field_text(player)))
        data.subtitle = " · ".join(parts)
        outcome = state.outcome()
        # The gold frame marks whose stone moves next, and at the end the winner.
        data.at_stake = (state.at_stake == player and not self.animating) or (
            outcome is not None and outcome.winner == player
        )
        options = self.choices.options_of(player)
        data.options = [choice_text(state.layout, o, setup) for o in options]
        # Keys belong to the people at this board: a computer's card shows none.
        if player in self._humans and options:
            data.keys_hint = self._keys_hint(player, setup)
            if not setup:
                data.keys = [keymap.label(k) for k in keymap.hand_keys(player, len(options))]
        self._fill_mode(player, data)
        return data

    def _fill_mode(self, player: int, data: PanelData) -> None:
        state = self.state
        setup = state.phase == "setup"
        name = data.name
        self._fill_revealed(player, data)
        if self.animating or state.is_over():
            # Both hands stay face up until the stones have settled, and at the end.
            data.mode = Mode.IDLE
            data.setup = self.last_move is not None and bool(getattr(self.last_move, "start", 0))
            return
        data.setup = setup
        chosen = self._chosen_players()
        if player in chosen:
            data.mode = Mode.CHOSEN
            data.status = self.tr("Has chosen")
            data.cover_text = self.tr("%1 has chosen; both are shown together").replace("%1", name)
            return
        still = self.tr("Still choosing")
        if player in self.choices.pending:
            if chosen:
                data.status = still
            else:
                data.status = (
                    self.tr("Choose your start field") if setup else self.tr("Choose your hand")
                )
            if self.choices.needs_cover(player) and self._opened != player:
                data.mode = Mode.COVERED
                if setup:
                    data.cover_title = self.tr("%1: pick your start in secret").replace("%1", name)
                else:
                    data.cover_title = self.tr("%1: hold your hand").replace("%1", name)
                data.cover_text = self.tr("Click to choose in secret, or use your keys")
                return
            data.mode = Mode.OPEN if self.choices.needs_cover(player) else Mode.DIRECT
            if data.mode == Mode.OPEN:
                data.cover_text = self.tr("A click beside the buttons hides them again")
            if setup:
                data.cursor = self.choices.cursor(player)
            return
        live = bool(self._input) or bool(chosen)
        if player in self._choosers() and live:
            data.mode = Mode.WAITING
            data.status = still
            data.cover_text = self.tr("%1 is still choosing").replace("%1", name)
            return
        data.mode = Mode.IDLE
        if setup and data.revealed is None:
            # Nobody to take input from (a picture, an old position): the cards lie face down.
            data.mode = Mode.COVERED
            data.status = self.tr("Start field")
            data.cover_title = self.tr("Chosen in secret")
            data.cover_text = self.tr("Both start fields are revealed together")

    def _fill_revealed(self, player: int, data: PanelData) -> None:
        """After a round: the hand this player held (or the field they started on)."""
        move = self.last_move
        outcome = self.state.outcome()
        if outcome is not None:
            if outcome.winner is None:
                data.status = self.tr("Draw")
            elif outcome.winner == player:
                data.status = self.tr("Wins!")
            else:
                data.status = self.tr("Loses")
        if move is None or not hasattr(move, "of"):
            data.revealed = None
            return
        value = move.of(player)
        text = choice_text(self.state.layout, value, move.start)
        if move.start:
            data.revealed = text
            data.revealed_caption = self.tr("start field")
            data.last_text = self.tr("Started on %1").replace("%1", text)
            if outcome is None:
                data.status = self.tr("Start field")
            return
        data.revealed = text
        data.revealed_balls = value
        summary = self.round_summary
        if summary is not None:
            data.revealed_caption = self.tr("balls held · total %1").replace(
                "%1", str(summary.total)
            )
        else:
            data.revealed_caption = self.tr("balls held")
        data.last_text = self.tr("Last round: held %1").replace("%1", text)
        if outcome is None:
            data.status = self.tr("Revealed")
