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

The view is the glue: a key, a click on a card or a field the scene reports
(``field_clicked(ring, number)``) goes to the pure interpreter (``HiddenChoices``,
``games/morra/interpret.py``), whose answer leaves as ``choice_made`` or is worded by
``words.py``; what each card shows is ``cards.py``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from morra_suite.core.interpret import Refusal
from morra_suite.games.morra.interpret import (
    DEFAULT_KEYS,
    Chosen,
    CursorMoved,
    HiddenChoices,
    KeyMap,
    KeyMapError,
)
from morra_suite.games.morra.summary import RoundSummary
from morra_suite.ui import board_access
from morra_suite.ui.board_view import BoardUpdate, BoardView
from morra_suite.ui.morra import words
from morra_suite.ui.morra.access import FieldsHeard
from morra_suite.ui.morra.cards import Table, panel_data
from morra_suite.ui.morra.geometry import TargetShape
from morra_suite.ui.morra.looks import look
from morra_suite.ui.morra.pickers import PanelData, PlayerPanel
from morra_suite.ui.morra.scene import MorraScene
from morra_suite.ui.morra.text import column_scale, most_strip_height

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
# How long a player's own card stays turned up after a key moved their hidden start marker: long
# enough to see where it stands, short enough not to stay on the table for the other to read.
PEEK_MS = 1400


def animation_speed_choices() -> list[tuple[str, str]]:
    """``(value, label)`` for each animation speed, slowest first, labels translated."""
    return [
        (value, QCoreApplication.translate("MorraView", str(_SPEED_LABELS[value])))
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


class MorraView(FieldsHeard, BoardView):
    """The board of a Morra game; emits ``choice_made(player, choice)`` for each secret choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.morra_scene = MorraScene()
        super().__init__(self.morra_scene, parent)
        self.morra_scene.setParent(self)
        self.morra_scene.setBackgroundBrush(QColor(look().ground))
        # the column beside the target grows with its words (a language's longer legend)
        self.morra_scene.sceneRectChanged.connect(lambda _rect: self.fit_board())
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
        # whose card a marker key turned up for a moment (``_peek``), if any
        self._peeking: int | None = None
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.setInterval(PEEK_MS)
        self._peek_timer.timeout.connect(self._end_peek)
        self._reported_chosen: frozenset[int] = frozenset()
        self._last_prompt = ""
        self._legend_rows: Any = None  # the legends' words as drawn (``_refresh_legends``)
        self._showing = False  # a state is being taken (``_show``)
        self._held: set[int] = set()  # keys down and not yet released
        self._step: int | None = None  # the step the stones make now (None: at rest)
        for panel in self.panels:
            panel.option_clicked.connect(self._on_option_clicked)
            panel.cover_clicked.connect(self._on_cover_clicked)
        self.morra_scene.animation_finished.connect(self._animation_finished)
        self.morra_scene.step_started.connect(self._step_started)
        self.morra_scene.round_panel.replay_clicked.connect(self.replay_last_round)
        self.morra_scene.field_clicked.connect(self._field_clicked)
        self.morra_scene.field_hovered.connect(self._field_hovered)
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
    def fit_board(self) -> None:
        """The target fitted into the view, the cards beside it never smaller than their words
        can be read (``text.column_scale``): at 800x600 they were scaled with the target to
        about 8 px. The round's sentence is cut where the whole column would not fit so
        (``text.most_strip_height``)."""
        scene = self.morra_scene
        if scene.geometry is not None:
            room = self.viewport().size()
            strip = scene.round_panel
            strip.set_most_height(
                most_strip_height(room.height(), scene.column_size()[1] - strip.height())
            )
            scene.set_column_scale(
                column_scale(
                    (room.width(), room.height()), scene.target_size(), scene.column_size()
                )
            )
        super().fit_board()

    def show_state(self, state: Any, last_move: Any | None = None, follows: bool = False) -> None:
        """Draws ``state``; when it ``follows`` from the shown state by ``last_move``, reveals
        both choices and animates the round. A state arriving mid-animation ends the old one at
        once.

        The round that made ``state`` is the rules' summary the state carries, so a state shown
        after the fact (an opened game, a move looked at, an undo) still shows its round.
        """
        self._show(state, last_move, follows)
        self._refresh()

    def show_update(self, update: BoardUpdate) -> None:
        """The position, whose input the board takes, who has chosen and the end in words
        (the banner), drawn once; the window says the prompt (``shown``), so the board does not
        announce it too."""
        self._show(update.state, update.last_move, update.follows)
        self._take_input(update.players)
        self._reported_chosen = frozenset(update.chosen)
        self._refresh(announce=False)
        self.show_outcome(update.outcome)

    def _show(self, state: Any, last_move: Any | None, follows: bool) -> None:
        """Takes ``state`` as the board's (its caller refreshes the cards once after it: a
        round shown at once, with animations off, ends inside ``_show``)."""
        self._showing = True
        try:
            self._take_state(state, last_move, follows)
        finally:
            self._showing = False

    def _take_state(self, state: Any, last_move: Any | None, follows: bool) -> None:
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
            return
        self.state = state
        self.last_move = last_move
        self._opened = None
        self._reported_chosen = frozenset()
        self.choices.reset(state)  # who chooses what: the rules' choosers() and legal_choices
        summary = getattr(state, "last_round", None)
        if summary is None or last_move is None or summary.move != last_move:
            summary = None
        self.round_summary = summary
        self._step = None
        if summary is not None and follows and previous is not None:
            self._animate(summary, self.ms_per_field)
        else:
            self.morra_scene.place_stones(state.stones, state.at_stake, state.winner)
            self.morra_scene.clear_trails()
            if summary is not None:
                self.morra_scene.show_trails(summary.steps)
        self.morra_scene.set_highlight(None)

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
        if not self._showing:  # else the state being shown refreshes the cards next
            self._refresh()

    def set_input_players(self, players: frozenset[int]) -> None:
        self._take_input(players)
        self._refresh()

    def _take_input(self, players: frozenset[int]) -> None:
        self._input = frozenset(players)
        self._humans |= self._input
        self.choices.set_humans(self._input)
        if self._opened is not None and self._opened not in self.choices.pending:
            self._opened = None

    def prompt(self) -> str:
        state = self.state
        if state is None:
            return ""
        pending = sorted(self.choices.pending)
        alone = (
            len(pending) == 1
            and not self.choices.needs_cover(pending[0])
            and not self.choices.chosen - {pending[0]}
        )
        return words.prompt_text(
            state.is_game_over(),
            pending,
            sorted(self._chosen_players()),
            state.phase == "setup",
            alone,
            self.player_name,
            lambda p: self._keys_text(p, state.phase == "setup"),
        )

    def set_show_coordinates(self, show: bool) -> None:
        self.morra_scene.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        """Morra has no selection whose targets could be shown; the dots' arrows are the map."""

    # ------------------------------------------------------------------ optional hooks
    def prepare_paint(self) -> bool:
        """The field numbers' places first (a turn of their own), then the board offscreen as
        every board (``BoardView.prepare_paint``)."""
        labels = self.morra_scene.labels
        if labels is not None and labels.prepare():
            return True
        return super().prepare_paint()

    def set_player_names(self, names: Sequence[str]) -> None:
        """The players' names for the cards and prompts (colour names until this is called).

        Called for every new game, so it also forgets who played at this board before. The stones
        keep their colour's letter, the same in every game whatever the names."""
        self._names = list(names)
        # the new game's people come with its first input (a set kept from the game before
        # made a computer that took a person's seat show that person's keys)
        self._humans = set()
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
        return words.colour_name(player)

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

    def _handle(self, result: Chosen | CursorMoved | Refusal | None) -> None:
        if isinstance(result, Chosen):
            self._opened = None
            self.morra_scene.set_highlight(None)
            self._refresh()
            self.choice_made.emit(result.player, result.choice)
        elif isinstance(result, CursorMoved):
            self._peek(result.player)
            self._refresh()
            self.marker_moved(result.player, result.index)  # a screen reader's focus follows
            keys = self.choices.keymap.keys[result.player]
            self.status_message.emit(
                words.marker_moved(
                    self.player_name(result.player), self.choices.keymap.label(keys[3])
                )
            )
        elif isinstance(result, Refusal):
            self.status_message.emit(words.refusal_text(result, self.player_name))
            self.try_refused.emit()

    def _peek(self, player: int) -> None:
        """Feedback for a player who moves the hidden start marker with keys: their own card
        turns up for a moment with the marker on its field (the other card stays face down and
        the target shows nothing), then lies face down again. A card its player turned up by a
        click stays up."""
        if not self.choices.needs_cover(player):
            return  # the picker is shown anyway, marker and all
        if self._opened == player and self._peeking != player:
            return
        self._opened = player
        self._peeking = player
        self._peek_timer.start()

    def _end_peek(self) -> None:
        if self._peeking is not None and self._opened == self._peeking:
            self._opened = None
        self._peeking = None
        self._refresh()

    def _on_option_clicked(self, player: int, index: int) -> None:
        options = self.choices.options_of(player)
        if not 0 <= index < len(options):
            return
        self._handle(self.choices.choose(player, options[index]))

    def _on_cover_clicked(self, player: int) -> None:
        if player not in self.choices.pending:
            return
        self._peeking = None  # a card turned by a click stays as its player left it
        self._opened = None if self._opened == player else player
        self._refresh()

    def _chosen_players(self) -> frozenset[int]:
        """Who has chosen this round (by this board's keys or as the controller reports)."""
        reported = self._reported_chosen - self.choices.pending
        return frozenset(self.choices.chosen) | reported

    def _field_clicked(self, ring: int, number: int) -> None:
        """A field of the target clicked: a start choice for the one player with nobody to hide
        from, or a reminder to choose on the card (the interpreter says which)."""
        result = self.choices.click_field(ring, number)
        if result is not None:
            self._handle(result)

    def _field_hovered(self, field: tuple[int, int] | None) -> None:
        """Lights the field under the pointer when a click there would make a choice now."""
        player, choice = (None, None) if field is None else self.choices.field_choice(*field)
        chooses = player is not None and choice is not None
        self.morra_scene.set_highlight(field if chooses else None)

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

    def point_position(self, name: str) -> QPointF | None:
        """A field named ``ring.number`` ("0.3"); ``None`` for any other name or a field the
        board's layout does not have."""
        ring, dot, number = name.partition(".")
        if not (dot and ring.isdigit() and number.isdigit()) or self.morra_scene.geometry is None:
            return None
        try:
            return self.field_point((int(ring), int(number)))
        except (ValueError, IndexError, KeyError):
            return None

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
        """The round told in words from the rules' summary (``words.round_sentence``); with
        ``upto``, only the steps up to that one (the stones are making it now)."""
        return words.round_sentence(summary, self._where, self.state.layout.centre, upto)

    def _refresh_round_panel(self) -> None:
        summary = self.round_summary
        sentence = ""
        if summary is not None:
            upto = (self._step if self._step is not None else 0) if self.animating else None
            sentence = self.round_sentence(summary, upto)
        title, text, replay = words.round_panel_texts(summary, self.animating, sentence)
        self.morra_scene.round_panel.set_content(title, text, replay, summary is not None)

    def _refresh_legends(self) -> None:
        """The legends in the language of now; laid out again only when their words changed
        (a language switch), not at every change of the game."""
        rows = words.legend_rows()
        if rows == self._legend_rows:
            return
        self._legend_rows = rows
        dots, route = rows
        self.morra_scene.legends[0].set_rows(dots)
        self.morra_scene.legends[1].set_rows(route)
        self.morra_scene.arrange()  # a legend as tall as its words in this language

    # ------------------------------------------------------------------ the cards
    def _keys_text(self, player: int, setup: bool) -> str:
        """A player's keys in words, for the status line."""
        return words.keys_text(self.choices.keymap, player, setup, self.choices.options_of(player))

    def _refresh(self, announce: bool = True) -> None:
        """Draws the cards, the round's panel and the legends; says a new prompt (unless the
        window says it: not ``announce``)."""
        if self.state is None:
            return
        for player, panel in enumerate(self.panels):
            panel.set_data(self._panel_data(player))
        self._refresh_round_panel()
        self._refresh_legends()
        board_access.points_changed(self)
        prompt = self.prompt()
        if prompt != self._last_prompt:
            self._last_prompt = prompt
            if announce:
                self.status_message.emit(prompt)

    def _panel_data(self, player: int) -> PanelData:
        table = Table(
            names=(self.player_name(0), self.player_name(1)),
            letters=(self.stone_letter(0), self.stone_letter(1)),
            humans=frozenset(self._humans),
            takes_input=bool(self._input),
            chosen=self._chosen_players(),
            opened=self._opened,
            animating=self.animating,
        )
        return panel_data(
            player, self.state, self.last_move, self.round_summary, self.choices, table
        )
