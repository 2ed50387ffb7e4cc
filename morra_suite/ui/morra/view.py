"""The Morra board view: shows the target and the stones, and takes secret choices at one screen.

Two people share the keyboard: each has their own keys (by default A S D F on the left, J K L ; on
the right), or a card beside the board that lies face down until its owner turns it up with a
click. The view shows only *that* a player has chosen; the controller collects both choices, plays
them as one move, and hands back the new state, which the view reveals and animates with the rules
library's own trace of the round.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter
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
from morra_suite.ui.game_kit import BoardView
from morra_suite.ui.morra.geometry import TargetShape
from morra_suite.ui.morra.pickers import Mode, PanelData, PlayerPanel
from morra_suite.ui.morra.scene import MorraScene

# QSettings keys (also read by the Settings dialog, if it offers them).
KEYS_SETTING = ("morra/keys_left", "morra/keys_right")
ANIMATION_SETTING = "morra/animation_ms_per_field"
DEFAULT_MS_PER_FIELD = 170


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
        settings = QSettings()
        self.choices = HiddenChoices(load_keymap(settings))
        try:
            self.ms_per_field = int(str(settings.value(ANIMATION_SETTING, DEFAULT_MS_PER_FIELD)))
        except (TypeError, ValueError):
            self.ms_per_field = DEFAULT_MS_PER_FIELD
        self.state: Any = None
        self.last_move: Any = None
        self._names: list[str] = []
        self._input: frozenset[int] = frozenset()
        self._had_input = False
        self._opened: int | None = None
        self._reported_chosen: frozenset[int] = frozenset()
        self._last_prompt = ""
        for panel in self.morra_scene.panels:
            panel.option_clicked.connect(self._on_option_clicked)
            panel.cover_clicked.connect(self._on_cover_clicked)
        self.morra_scene.animation_finished.connect(self._refresh)

    # ------------------------------------------------------------------ the BoardView contract
    def show_state(self, state: Any, last_move: Any | None = None) -> None:
        """Draws ``state``; when it follows from the shown state by ``last_move``, reveals both
        choices and animates the round. A state arriving mid-animation ends the old one at once."""
        shape = TargetShape.from_layout(state.layout)
        new_shape = self.morra_scene.geometry is None or self.morra_scene.geometry.shape != shape
        self.morra_scene.set_shape(shape)
        if new_shape:
            self.fit_board()
        previous = self.state
        if previous is not None and previous == state and last_move == self.last_move:
            self._refresh()
            return
        self.state = state
        self.last_move = last_move
        self._opened = None
        self._reported_chosen = frozenset()
        self._had_input = bool(self._input)
        phase = state.phase
        options = state.legal_choices(0) if phase in ("setup", "hands") else ()
        self.choices.begin(phase, options, self._input)
        steps = self._trace(previous, state, last_move)
        stones = state.stones
        at_stake = state.at_stake
        if steps is not None and stones is not None:
            self.morra_scene.animate(steps, stones, at_stake, self.ms_per_field)
        else:
            self.morra_scene.place_stones(stones, at_stake)
            self.morra_scene.clear_trails()
            self.morra_scene.show_trails(self._known_steps(state, last_move))
        self.morra_scene.set_highlight(None)
        self._refresh()

    @staticmethod
    def _trace(previous: Any, state: Any, last_move: Any) -> Any:
        """The rules' steps from ``previous`` to ``state``, or ``None`` when it is not one move."""
        if previous is None or last_move is None or previous.layout != state.layout:
            return None
        try:
            if previous.play(last_move) != state:
                return None
            return previous.trace(last_move)
        except ValueError:
            return None

    @staticmethod
    def _known_steps(state: Any, move: Any) -> list[Any]:
        """The steps of the round that ended in ``state``, as far as they are certain.

        Lets a board that was not shown the round (an opened file, a position looked at in the
        move list, a screenshot) still draw the route the stones took. The candidates are every
        pair of fields one round earlier (a few hundred plays of the rules); a stone's route is
        drawn when every position that ``move`` turns into ``state`` gives it the same route.
        """
        if move is None or not hasattr(move, "start") or state.stones is None:
            return []
        from morra_suite.games.morra import MorraState

        if move.start:
            candidates = [MorraState(state.layout, state.rules)]
        elif state.round <= 1:
            return []
        else:
            fields = [*state.layout.all_fields()]
            candidates = [
                MorraState(state.layout, state.rules, (a, b), state.round - 1)
                for a in fields
                for b in fields
                if state.round > 2 or (a.ring == 0 and b.ring == 0)
            ]
        routes: list[set[tuple[Any, ...]]] = [set(), set()]
        for candidate in candidates:
            try:
                if candidate.play(move) != state:
                    continue
                steps = candidate.trace(move)
            except ValueError:
                continue
            for player in (0, 1):
                routes[player].add(tuple(step for step in steps if step.stone == player))
        known: list[Any] = []
        for player in (0, 1):
            if len(routes[player]) == 1:
                known.extend(next(iter(routes[player])))
        return known

    def set_input_players(self, players: frozenset[int]) -> None:
        self._input = frozenset(players)
        if self._input:
            self._had_input = True
        self.choices.set_humans(self._input)
        if self._opened is not None and self._opened not in self.choices.pending:
            self._opened = None
        self._refresh()

    def prompt(self) -> str:
        state = self.state
        if state is None:
            return ""
        if state.phase == "over":
            return self.tr("The game is over.")
        pending = sorted(self.choices.pending)
        setup = state.phase == "setup"
        if len(pending) >= 2:
            keys = " / ".join(self._keys_text(p, setup) for p in pending)
            if setup:
                return self.tr("Both players: choose your start field in secret (%1)").replace(
                    "%1", keys
                )
            return self.tr("Both players: choose your hand (%1)").replace("%1", keys)
        if len(pending) == 1:
            player = pending[0]
            name = self.player_name(player)
            if self._needs_no_cover(player) and not self._other_human_chosen(player):
                if setup:
                    return self.tr("%1: click a field of the outer ring to start on").replace(
                        "%1", name
                    )
                return self.tr("%1: click how many balls to hold").replace("%1", name)
            keys = self._keys_text(player, setup)
            if setup:
                return (
                    self.tr("%1: choose your start field in secret (%2)")
                    .replace("%1", name)
                    .replace("%2", keys)
                )
            return self.tr("%1: choose your hand (%2)").replace("%1", name).replace("%2", keys)
        if self.choices.chosen or self._had_input:
            return self.tr("Waiting for the other player's choice…")
        return ""

    def set_show_coordinates(self, show: bool) -> None:
        self.morra_scene.set_show_coordinates(show)

    def set_show_targets(self, show: bool) -> None:
        """Morra has no selection whose targets could be shown; the dots' arrows are the map."""

    # ------------------------------------------------------------------ optional hooks
    def set_player_names(self, names: list[str]) -> None:
        """The players' names for the cards and prompts (colour names until this is called)."""
        self._names = list(names)
        initials = [name[:1].upper() for name in self._names]
        distinct = len(set(initials)) == len(initials) and all(i.isalpha() for i in initials)
        for player, stone in enumerate(self.morra_scene.stones):
            stone.set_letter(
                initials[player] if distinct and player < len(initials) else "AB"[player]
            )
        self._refresh()

    def set_chosen_players(self, players: frozenset[int]) -> None:
        """Who has chosen this round, as the controller knows it (``choices_changed``): lets a
        computer's card say "Chosen" too. Never what was chosen."""
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
        result = self.choices.press(text)
        if result is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self._handle(result)

    def _handle(self, result: Chosen | CursorMoved | Refused | None) -> None:
        if isinstance(result, Chosen):
            self._opened = None
            self.morra_scene.set_highlight(None)
            self._refresh()
            self.choice_made.emit(result.player, result.choice)
        elif isinstance(result, CursorMoved):
            self._refresh()
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
        options = self.choices.options
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

    def _other_human_chosen(self, player: int) -> bool:
        return any(other != player for other in self.choices.chosen)

    def _board_field(self, event: QMouseEvent) -> tuple[int, int] | None:
        return self.morra_scene.field_at(self.mapToScene(event.position().toPoint()))

    def _panel_under(self, event: QMouseEvent) -> bool:
        item = self.itemAt(event.position().toPoint())
        while item is not None:
            if isinstance(item, PlayerPanel):
                return True
            item = item.parentItem()
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() != Qt.MouseButton.LeftButton
            or self._panel_under(event)
            or self.state is None
            or self.state.phase != "setup"
        ):
            super().mousePressEvent(event)
            return
        field = self._board_field(event)
        if field is None or field[0] != 0:
            super().mousePressEvent(event)
            return
        event.accept()
        player = self._direct_chooser()
        if player is None:
            if self.choices.pending:
                self.status_message.emit(
                    self.tr("Choose your start field on your own card, so nobody sees it.")
                )
            return
        self._handle(self.choices.choose(player, field[1]))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        highlight = None
        if (
            self.state is not None
            and self.state.phase == "setup"
            and self._direct_chooser() is not None
        ):
            field = self._board_field(event)
            if field is not None and field[0] == 0 and not self._panel_under(event):
                highlight = field
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

    # ------------------------------------------------------------------ the cards
    def _keys_text(self, player: int, setup: bool) -> str:
        keymap = self.choices.keymap
        if setup:
            keys = keymap.keys[player][:4]
            return (
                self.tr("%1 %2 count, %3 chooses")
                .replace("%1", keymap.label(keys[0]))
                .replace("%2", keymap.label(keys[1]))
                .replace("%3", keymap.label(keys[3]))
            )
        count = len(self.choices.options) if self.choices.phase == "hands" else 4
        return " ".join(keymap.label(k) for k in keymap.hand_keys(player, count))

    def _refresh(self) -> None:
        if self.state is None:
            return
        for player, panel in enumerate(self.panels):
            panel.set_data(self._panel_data(player))
        prompt = self.prompt()
        if prompt != self._last_prompt:
            self._last_prompt = prompt
            self.status_message.emit(prompt)

    def _panel_data(self, player: int) -> PanelData:
        state = self.state
        phase = state.phase
        setup = phase == "setup"
        keymap = self.choices.keymap
        name = self.player_name(player)
        data = PanelData(name=name, setup=setup)
        colour = self.colour_name(player)
        parts = [] if name == colour else [self.tr("%1 stone").replace("%1", colour)]
        if player == 0:
            parts.append(self.tr("begins"))
        if state.stones is not None and state.stones[player] == state.layout.centre:
            parts.append(self.tr("in the centre"))
        elif state.stones is not None:
            parts.append(self.tr("on %1").replace("%1", state.field_text(player)))
        data.subtitle = " · ".join(parts)
        outcome = state.outcome()
        # The gold frame marks whose stone moves next, and at the end the winner.
        data.at_stake = (state.at_stake == player and not self.morra_scene.animating) or (
            outcome is not None and outcome.winner == player
        )
        options = self.choices.options
        data.options = [f"0.{o}" if setup else str(o) for o in options]
        if setup:
            keys = keymap.keys[player][:4]
            data.keys = []
            data.keys_hint = (
                self.tr("Keys: %1 back · %2 on · %3 to 0.0 · %4 choose")
                .replace("%1", keymap.label(keys[0]))
                .replace("%2", keymap.label(keys[1]))
                .replace("%3", keymap.label(keys[2]))
                .replace("%4", keymap.label(keys[3]))
            )
        else:
            keys = keymap.hand_keys(player, len(options))
            data.keys = [keymap.label(k) for k in keys]
            if keys and phase == "hands":
                data.keys_hint = (
                    self.tr("Keys: %1 = 0 to %2")
                    .replace("%1", " ".join(data.keys))
                    .replace("%2", str(len(keys) - 1))
                )
        self._fill_mode(player, data)
        return data

    def _fill_mode(self, player: int, data: PanelData) -> None:
        state = self.state
        setup = state.phase == "setup"
        name = data.name
        self._fill_revealed(player, data)
        if self.animating or state.phase == "over":
            # Both hands stay face up while the round is shown moving, and at the end.
            data.mode = Mode.IDLE
            data.setup = self.last_move is not None and bool(getattr(self.last_move, "start", 0))
            return
        data.setup = setup
        chosen = player in self.choices.chosen or (
            player in self._reported_chosen and player not in self.choices.pending
        )
        if chosen:
            data.mode = Mode.CHOSEN
            data.status = self.tr("Chosen")
            data.cover_text = self.tr("Hidden until both have chosen")
            return
        if player in self.choices.pending:
            if self.choices.needs_cover(player) and self._opened != player:
                data.mode = Mode.COVERED
                if setup:
                    data.status = self.tr("Choose your start field")
                    data.cover_title = self.tr("%1: pick your start in secret").replace("%1", name)
                else:
                    data.status = self.tr("Choose your hand")
                    data.cover_title = self.tr("%1: hold your hand").replace("%1", name)
                data.cover_text = self.tr("Click to choose in secret, or use your keys")
                return
            data.mode = Mode.OPEN if self.choices.needs_cover(player) else Mode.DIRECT
            if data.mode == Mode.OPEN:
                data.cover_text = self.tr("A click beside the buttons hides them again")
            data.status = (
                self.tr("Choose your start field") if setup else self.tr("Choose your hand")
            )
            if setup:
                data.cursor = self.choices.cursor(player)
            return
        if state.phase in ("setup", "hands") and self._had_input and not self.animating:
            data.mode = Mode.WAITING
            data.status = self.tr("Choosing…")
            data.cover_text = self.tr("%1 is choosing").replace("%1", name)
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
        if move.start:
            data.revealed = f"0.{value}"
            data.revealed_caption = self.tr("start field")
            data.last_text = self.tr("Started on 0.%1").replace("%1", str(value))
            if outcome is None:
                data.status = self.tr("Start field")
            return
        data.revealed = str(value)
        data.revealed_balls = value
        total = move.a + move.b
        data.revealed_caption = self.tr("balls held · total %1").replace("%1", str(total))
        data.last_text = self.tr("Last round: held %1").replace("%1", str(value))
        if outcome is None:
            data.status = self.tr("Revealed")
