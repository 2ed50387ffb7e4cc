"""The colours of a player's card in the side panel, made from the theme shown (``ui.theme``).

The card of the side to move was a fixed cream box with dark words: in the dark appearance it
glared beside the dark cards and lists. Every colour of a card is now one of the theme's, the
card to move tinted with its accent, so it is right in the light and the dark theme and its
words keep a contrast of at least 4.5 with it (a test measures them on the painted card).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from morra_suite.ui.theme import Theme

# How much of the accent tints the card of the side to move (enough to be seen at a glance,
# little enough for the words on it to keep their contrast).
TURN_TINT = 0.16


def mixed(colour: str, other: str, share: float) -> str:
    """``colour`` with ``share`` of ``other`` mixed in (``#rrggbb``)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * share):02x}" for x, y in zip(a, b, strict=True))


@dataclass(frozen=True)
class CardColours:
    """One card's colours (``#rrggbb``): its ground and frame, its words, the badge."""

    ground: str  # "" for none: the card lies on the panel's own ground
    frame: str
    text: str
    info: str  # the line under the name
    badge: str
    badge_text: str


@cache
def card_colours(theme: Theme, to_move: bool) -> CardColours:
    """The card of a player in ``theme``: the side to move tinted with the accent (made once
    per theme: every card asks at every move)."""
    if to_move:
        return CardColours(
            ground=mixed(theme.panel, theme.accent, TURN_TINT),
            frame=theme.accent,
            text=theme.text,
            info=theme.muted,
            badge=theme.accent,
            badge_text=theme.accent_text,
        )
    return CardColours(
        ground="",
        frame=theme.border,
        text=theme.text,
        info=theme.muted,
        badge=theme.accent,
        badge_text=theme.accent_text,
    )


def card_style(colours: CardColours) -> str:
    """The card's style sheet (the frame's width is the same whoever is to move: the cards
    and the move list under them keep their height as turns come and go)."""
    ground = f" background: {colours.ground};" if colours.ground else ""
    return (
        f"#PlayerPanel {{{ground} border: 2px solid {colours.frame}; border-radius: 6px; }}"
        f" #PlayerPanel QLabel {{ color: {colours.text}; }}"
        f" #PlayerPanel QLabel#playerInfo {{ color: {colours.info}; }}"
    )


#: The card's property that says it is the side to move's (``cards_style``).
TO_MOVE_PROPERTY = "toMove"


def cards_style(theme: Theme) -> str | None:
    """Both looks of a card in one style sheet, the side to move's chosen by the card's
    ``TO_MOVE_PROPERTY``; ``None`` where the two differ in more than the card's own ground
    and frame (then each look needs its own sheet).

    Why: a turn changes hands at every move, and setting a card a style sheet anew parses it
    and restyles every label on the card (about 3 ms a card); with one sheet for both looks
    only the card itself is restyled."""
    plain, turn = card_colours(theme, False), card_colours(theme, True)
    if (plain.text, plain.info) != (turn.text, turn.info):
        return None
    ground = f" background: {turn.ground};" if turn.ground else ""
    return (
        card_style(plain)
        + f' #PlayerPanel[{TO_MOVE_PROPERTY}="true"] {{{ground} border-color: {turn.frame}; }}'
    )


def badge_style(colours: CardColours) -> str:
    """The "to move" badge's style sheet: the accent, its words in the accent's text colour."""
    return (
        f"background: {colours.badge}; color: {colours.badge_text}; border-radius: 7px;"
        " padding: 0px 4px; font-weight: bold;"
    )
