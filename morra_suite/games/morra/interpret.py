"""Secret choices at one shared screen: the key maps and the bookkeeping of who has chosen what.

Morra's input interpreter, beside its rules' gestures and shaped by ``core.interpret`` where a
game of secret, simultaneous choices fits it: ``reset(state)`` starts a round from what the rules
say (``choosers()``, ``legal_choices(p)``), a refused input is the one ``core.interpret.Refusal``
(a ``ChoiceRefusal`` code and the facts to word it), and a click on the board is a field's index
(``click_field``). A complete choice is one player's part of the joint move (``Chosen``); the
controller joins both.

Pure Python (no Qt), so the logic that keeps a hand secret is tested without widgets: the board view
turns a key press or a click into a call here and only shows what this says may be shown (that a
player has chosen, never what, until the rules have played both choices together).

Keys are the text a key types (lower case), so they follow the user's keyboard layout. For hands,
each player's keys stand for 0, 1, 2, ... in order. For the start field, a player's keys move a
hidden cursor over the outer ring: the first key one field back (counter-clockwise), the second one
field on (clockwise), the third back to field 0 at 12 o'clock, the fourth chooses the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from morra_suite.core.interpret import Refusal
from morra_suite.core.protocol import SomeChoice
from morra_suite.games.morra.gestures import choice_at_field
from morra_suite.games.morra.state import MorraState

# Player 0 sits on the left of the keyboard, player 1 on the right. The first four keys are the
# home row; hands of 4 and 5 balls take the keys just below.
DEFAULT_KEYS: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("a", "s", "d", "f", "z", "x"),
    ("j", "k", "l", ";", "m", ","),
)
SETUP_BACK, SETUP_ON, SETUP_HOME, SETUP_CHOOSE = 0, 1, 2, 3


class KeyMapError(ValueError):
    """A key map that cannot work: too few keys, or one key given to two uses."""


@dataclass(frozen=True)
class KeyMap:
    """Each player's keys, in order (index = hand size)."""

    keys: tuple[tuple[str, ...], ...] = DEFAULT_KEYS

    def __post_init__(self) -> None:
        seen: dict[str, int] = {}
        for player, keys in enumerate(self.keys):
            if len(keys) < 4:
                raise KeyMapError(
                    f"player {player + 1} has {len(keys)} keys {' '.join(keys)!r}; at least 4 are "
                    "needed (hands 0 to 3, and the start-field cursor)"
                )
            for key in keys:
                if len(key) != 1:
                    raise KeyMapError(f"key {key!r} of player {player + 1} is not a single key")
                if key in seen:
                    raise KeyMapError(
                        f"key {key!r} is given to player {seen[key] + 1} and player {player + 1}"
                    )
                seen[key] = player

    @classmethod
    def from_strings(cls, texts: Sequence[str]) -> KeyMap:
        """Reads one string of keys per player, e.g. ``"asdfzx"`` (spaces are ignored)."""
        return cls(tuple(tuple(text.replace(" ", "").lower()) for text in texts))

    def to_strings(self) -> list[str]:
        return ["".join(keys) for keys in self.keys]

    def lookup(self, text: str) -> tuple[int, int] | None:
        """``(player, index)`` of the key that types ``text``, or ``None`` for another key."""
        text = text.lower()
        for player, keys in enumerate(self.keys):
            if text in keys:
                return player, keys.index(text)
        return None

    def hand_keys(self, player: int, hands: int) -> tuple[str, ...]:
        """The keys for hands ``0 .. hands-1`` (fewer if the player has fewer keys)."""
        return self.keys[player][:hands]

    def label(self, key: str) -> str:
        """How a key is written in a prompt: letters in capitals, signs as they are."""
        return key.upper()


@dataclass(frozen=True)
class Chosen:
    """A player's choice is complete: the view emits it, then shows only that it was made."""

    player: int
    choice: SomeChoice


@dataclass(frozen=True)
class CursorMoved:
    """A player moved the hidden start-field cursor (nothing to show but a sound or a tick)."""

    player: int
    index: int


class ChoiceRefusal(Enum):
    """Why input was refused (``Refusal.code``); the view words each (translated) for the status
    line. The facts: ``player`` always; ``most`` (the largest hand) for ``HAND_TOO_LARGE``;
    ``choice`` for a ``NOT_A_CHOICE`` that named one."""

    NOT_YOUR_TURN = "not-your-turn"
    ALREADY_CHOSEN = "already-chosen"
    HAND_TOO_LARGE = "hand-too-large"
    SETUP_KEYS = "setup-keys"
    NOT_A_CHOICE = "not-a-choice"
    MUST_USE_CARD = "must-use-card"  # a start field clicked on the board while others see it


# Any: a refusal's facts are any values its message names (a count, a field)
def refused(player: int, code: ChoiceRefusal, **facts: Any) -> Refusal:
    """The refusal of ``player``'s input for ``code``, with ``facts`` besides the player."""
    return Refusal(code, None, {"player": player, **facts})


KeyResult = Chosen | CursorMoved | Refusal | None


@dataclass
class HiddenChoices:
    """One round of secret choices: who may choose, what, and who has already chosen.

    ``options`` are each player's legal choices in display order, as the rules gave them (hand
    sizes, or start fields); ``humans`` are the players whose input the board takes. The choice
    itself leaves as a ``Chosen`` and is not kept in a form the view could draw.
    """

    keymap: KeyMap = field(default_factory=KeyMap)
    phase: str = "hands"  # "setup" or "hands"
    options_by_player: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    humans: frozenset[int] = frozenset()
    chosen: set[int] = field(default_factory=set)
    cursors: dict[int, int] = field(default_factory=dict)
    state: MorraState | None = None

    def reset(self, state: MorraState | None) -> None:
        """A new round from the rules: the players ``state.choosers()`` names choose from their
        ``legal_choices``; whose input counts stays as ``set_humans`` last said."""
        self.state = state
        if state is None:
            self.begin("hands", {}, self.humans)
            return
        self.begin(state.phase, {p: state.legal_choices(p) for p in state.choosers()}, self.humans)

    def begin(
        self,
        phase: str,
        options: Mapping[int, Sequence[SomeChoice]] | Sequence[SomeChoice],
        humans: frozenset[int],
    ) -> None:
        """A new round of choices: forgets who had chosen and resets every cursor.

        ``options`` maps each player to the rules' ``legal_choices(player)``; a plain sequence
        gives every player the same choices.
        """
        self.phase = phase
        if isinstance(options, Mapping):
            self.options_by_player = {p: tuple(o) for p, o in options.items()}
        else:
            self.options_by_player = {p: tuple(options) for p in range(len(self.keymap.keys))}
        self.humans = frozenset(humans)
        self.chosen = set()
        self.cursors = {}

    def options_of(self, player: int) -> tuple[SomeChoice, ...]:
        """What ``player`` may choose this round (empty if nothing)."""
        return self.options_by_player.get(player, ())

    def set_humans(self, humans: frozenset[int]) -> None:
        """Whose input counts now. The controller is the truth about who still has to choose:
        a player it waits for again (its joint move was refused, say) may choose again."""
        self.humans = frozenset(humans)
        self.chosen -= self.humans

    @property
    def pending(self) -> frozenset[int]:
        """Human players who still have to choose this round."""
        return frozenset(p for p in self.humans if p not in self.chosen)

    def needs_cover(self, player: int) -> bool:
        """A player's choices must be hidden while another human has yet to choose."""
        return any(other != player for other in self.pending)

    def direct_chooser(self) -> int | None:
        """The one player who may choose on the board itself (nobody else left to hide from)."""
        pending = sorted(self.pending)
        if len(pending) == 1 and not self.needs_cover(pending[0]):
            return pending[0]
        return None

    def field_choice(self, ring: int, number: int) -> tuple[int | None, int | None]:
        """``(player, choice)`` a click on the field ``ring.number`` makes: the rules say which
        fields stand for a start choice (``choice_at_field``); ``player`` is ``None`` when the
        choosers must use their cards (another human would see it), and both are ``None`` when
        the field makes no choice now."""
        if self.state is None:
            return None, None
        player = self.direct_chooser()
        for candidate in [player] if player is not None else sorted(self.pending):
            choice = choice_at_field(self.state, candidate, (ring, number))
            if choice is not None:
                return player, choice
        return None, None

    def click_field(self, ring: int, number: int) -> Chosen | Refusal | None:
        """A click on the field ``ring.number``: the direct chooser's start choice, a refusal
        when the choice must be made in secret on a card (``MUST_USE_CARD``), ``None`` when the
        field makes no choice."""
        player, choice = self.field_choice(ring, number)
        if choice is None:
            return None
        if player is None:
            return Refusal(ChoiceRefusal.MUST_USE_CARD, None, {"player": None})
        return self.choose(player, choice)

    def cursor(self, player: int) -> int:
        return self.cursors.get(player, 0)

    def cursor_choice(self, player: int) -> SomeChoice:
        options = self.options_of(player)
        return options[self.cursor(player)] if options else None

    def press(self, text: str) -> KeyResult:
        """Interprets one typed key; ``None`` when it is nobody's key."""
        found = self.keymap.lookup(text)
        if found is None:
            return None
        player, index = found
        if player not in self.humans:
            return refused(player, ChoiceRefusal.NOT_YOUR_TURN)
        if player in self.chosen:
            return refused(player, ChoiceRefusal.ALREADY_CHOSEN)
        if self.phase == "setup":
            return self._setup_key(player, index)
        options = self.options_of(player)
        if index >= len(options):
            return refused(player, ChoiceRefusal.HAND_TOO_LARGE, most=max(options, default=0))
        return self.choose(player, options[index])

    def _setup_key(self, player: int, index: int) -> KeyResult:
        count = len(self.options_of(player))
        if count == 0:
            return refused(player, ChoiceRefusal.NOT_A_CHOICE)
        if index == SETUP_BACK:
            self.cursors[player] = (self.cursor(player) - 1) % count
        elif index == SETUP_ON:
            self.cursors[player] = (self.cursor(player) + 1) % count
        elif index == SETUP_HOME:
            self.cursors[player] = 0
        elif index == SETUP_CHOOSE:
            return self.choose(player, self.cursor_choice(player))
        else:
            return refused(player, ChoiceRefusal.SETUP_KEYS)
        return CursorMoved(player, self.cursor(player))

    def move_cursor_to(self, player: int, choice: SomeChoice) -> None:
        """Puts a player's hidden cursor on ``choice`` (a click in the uncovered picker)."""
        self.cursors[player] = self.options_of(player).index(choice)

    def choose(self, player: int, choice: SomeChoice) -> Chosen | Refusal:
        """A click or a key completing a player's choice."""
        if player not in self.humans:
            return refused(player, ChoiceRefusal.NOT_YOUR_TURN)
        if player in self.chosen:
            return refused(player, ChoiceRefusal.ALREADY_CHOSEN)
        if choice not in self.options_of(player):
            return refused(player, ChoiceRefusal.NOT_A_CHOICE, choice=choice)
        self.chosen.add(player)
        return Chosen(player, choice)
