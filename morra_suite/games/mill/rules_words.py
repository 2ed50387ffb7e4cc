"""The mill rules' words: the names of the presets and boards, the labels and explanations of
every setting, the names of the choices' values and the sentences of the wider family's rules.

Written once, in English, and marked where they are written for the translation catalogue
(``wording.QT_TRANSLATE_NOOP``, context "MillKit"): the library says them in English
(``MillRules.describe``), the window translates the same texts (the mill UI kit). Kept apart from
``rules.py`` so that the rules stay readable as rules.
"""

from __future__ import annotations

from morra_suite.games.mill.capture_settings import (
    CAPTURE_CHOICE_TITLES,
    CAPTURE_LABELS,
    CAPTURE_SENTENCES,
)
from morra_suite.games.mill.wording import QT_TRANSLATE_NOOP

PRESET_TITLES: dict[str, str] = {
    "three": QT_TRANSLATE_NOOP("MillKit", "Three Men's Morris"),
    "six": QT_TRANSLATE_NOOP("MillKit", "Six Men's Morris"),
    "nine": QT_TRANSLATE_NOOP("MillKit", "Nine Men's Morris"),
    "twelve": QT_TRANSLATE_NOOP("MillKit", "Twelve Men's Morris"),
    "morabaraba": QT_TRANSLATE_NOOP("MillKit", "Morabaraba"),
    "morabaraba12": QT_TRANSLATE_NOOP("MillKit", "Morabaraba, 12 pieces and diagonals"),
    "lasker": QT_TRANSLATE_NOOP("MillKit", "Lasker Morris"),
    "dooz": QT_TRANSLATE_NOOP("MillKit", "Dooz"),
    "russian": QT_TRANSLATE_NOOP("MillKit", "Russian Mill"),
    "cheng_san_qi": QT_TRANSLATE_NOOP("MillKit", "Cheng San Qi"),
    "da_san_qi": QT_TRANSLATE_NOOP("MillKit", "Da San Qi"),
    "zhi_qi": QT_TRANSLATE_NOOP("MillKit", "Zhi Qi"),
    "el_filja": QT_TRANSLATE_NOOP("MillKit", "El Filja"),
}

# Plain-language names of the choices' values (the kit translates them).
CHOICE_TITLES: dict[str, str] = {
    "board": QT_TRANSLATE_NOOP("MillKit", "remove a piece from the board"),
    "hand": QT_TRANSLATE_NOOP(
        "MillKit", "remove a piece from the opponent's hand, then the opponent moves"
    ),
    "hand_again": QT_TRANSLATE_NOOP(
        "MillKit", "remove a piece from the opponent's hand, then move again"
    ),
    "own": QT_TRANSLATE_NOOP("MillKit", "the opponent removes one of their own pieces"),
    "mark": QT_TRANSLATE_NOOP("MillKit", "mark the piece; marked pieces go when placing ends"),
    "count": QT_TRANSLATE_NOOP(
        "MillKit", "nothing now; removals by mills counted when placing ends (El Filja)"
    ),
    "none": QT_TRANSLATE_NOOP("MillKit", "no removal"),
    "first_then_second": QT_TRANSLATE_NOOP(
        "MillKit", "the first player removes a piece, then the second"
    ),
    "second_then_first": QT_TRANSLATE_NOOP(
        "MillKit", "the second player removes a piece, then the first"
    ),
    "side_to_move": QT_TRANSLATE_NOOP("MillKit", "the side to move removes a piece"),
    "remove_then_move": QT_TRANSLATE_NOOP("MillKit", "removes an opponent's piece, then moves"),
    "remove_then_pass": QT_TRANSLATE_NOOP(
        "MillKit", "removes an opponent's piece, then the opponent moves"
    ),
    "both_remove": QT_TRANSLATE_NOOP("MillKit", "each player removes one of the other's pieces"),
    "draw": QT_TRANSLATE_NOOP("MillKit", "the game is drawn"),
    **CAPTURE_CHOICE_TITLES,
}

BOARD_TITLES: dict[str, str] = {
    "three": QT_TRANSLATE_NOOP("MillKit", "3 points a side (9 points)"),
    "six": QT_TRANSLATE_NOOP("MillKit", "two squares (16 points)"),
    "twenty-four": QT_TRANSLATE_NOOP("MillKit", "three squares (24 points)"),
}

# Plain-language labels and explanations of every setting, in the order the Settings dialog
# shows them. The rules text (resources/rules/en/mill.md) says the same at more length.
FIELD_LABELS: dict[str, tuple[str, str]] = {
    "board": (
        QT_TRANSLATE_NOOP("MillKit", "Board"),
        QT_TRANSLATE_NOOP(
            "MillKit", "Three, six (two squares) or twenty-four points (three squares)."
        ),
    ),
    "pieces": (
        QT_TRANSLATE_NOOP("MillKit", "Pieces per player"),
        QT_TRANSLATE_NOOP("MillKit", "How many pieces each player places (3 to 12)."),
    ),
    "diagonals": (
        QT_TRANSLATE_NOOP("MillKit", "Diagonal lines"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Adds the corner diagonals as paths and as mills (not on the six-point board).",
        ),
    ),
    "flying": (
        QT_TRANSLATE_NOOP("MillKit", "Flying"),
        QT_TRANSLATE_NOOP(
            "MillKit", "A player left with few pieces may move a piece to any empty point."
        ),
    ),
    "flying_at": (
        QT_TRANSLATE_NOOP("MillKit", "Flying starts at"),
        QT_TRANSLATE_NOOP("MillKit", "The number of pieces (3 or 4) at which flying starts."),
    ),
    "fly_with_hand": (
        QT_TRANSLATE_NOOP("MillKit", "Fly with pieces in hand"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "With moving while placing, a player may fly while pieces are still in hand when board "
            "and hand together are down to the flying count (otherwise only with an empty hand).",
        ),
    ),
    "lose_below": (
        QT_TRANSLATE_NOOP("MillKit", "A player loses below"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A player left with fewer pieces than this (on the board and in hand) loses (3 to 5).",
        ),
    ),
    "removal_per_mill": (
        QT_TRANSLATE_NOOP("MillKit", "One removal per mill"),
        QT_TRANSLATE_NOOP(
            "MillKit", "A move that closes two mills at once removes two pieces (otherwise one)."
        ),
    ),
    "remove_from_mills": (
        QT_TRANSLATE_NOOP("MillKit", "Remove from mills freely"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Any opponent piece may be removed; otherwise a piece in a mill only when every "
            "opponent piece stands in one.",
        ),
    ),
    "placing_mill": (
        QT_TRANSLATE_NOOP("MillKit", "A mill while placing"),
        QT_TRANSLATE_NOOP("MillKit", "What closing a mill by placing a piece does."),
    ),
    "one_time_mills": (
        QT_TRANSLATE_NOOP("MillKit", "Each mill removes once"),
        QT_TRANSLATE_NOOP(
            "MillKit", "A line that has given a player a removal never gives that player another."
        ),
    ),
    "restrict_repeated_mills": (
        QT_TRANSLATE_NOOP("MillKit", "No removal for the same mill again"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Closing the line of a player's last rewarded mill again gives no removal until the "
            "player has been rewarded for another line.",
        ),
    ),
    "move_while_placing": (
        QT_TRANSLATE_NOOP("MillKit", "Move while placing (Lasker)"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "While you still have pieces in hand you may move a piece instead of placing one.",
        ),
    ),
    "stop_placing_two_empty": (
        QT_TRANSLATE_NOOP("MillKit", "Placing stops at two empty points"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "When a placement leaves two points or fewer empty, the pieces still in hand are out "
            "of the game and moving begins.",
        ),
    ),
    "defender_moves_first": (
        QT_TRANSLATE_NOOP("MillKit", "Second player starts moving"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "When placing ends, the second player makes the first move of the moving phase.",
        ),
    ),
    "full_board_first_loses": (
        QT_TRANSLATE_NOOP("MillKit", "Full board: first player loses"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "When placing fills the board, the first player loses (otherwise the game is a draw).",
        ),
    ),
    "full_board_removal": (
        QT_TRANSLATE_NOOP("MillKit", "Full board: removals"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "When placing fills the board, pieces are removed (and the game goes on) instead of "
            "ending it.",
        ),
    ),
    "blocked_passes": (
        QT_TRANSLATE_NOOP("MillKit", "Blocked player passes"),
        QT_TRANSLATE_NOOP(
            "MillKit", "A player who cannot move passes (otherwise the blocked player loses)."
        ),
    ),
    "blocked_action": (
        QT_TRANSLATE_NOOP("MillKit", "Blocked player"),
        QT_TRANSLATE_NOOP(
            "MillKit", "What a player who cannot move does instead of losing or passing."
        ),
    ),
    "threefold_repetition": (
        QT_TRANSLATE_NOOP("MillKit", "Threefold repetition draws"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "The game is drawn when the same position occurs a third time with the same side to "
            "move.",
        ),
    ),
    "repetition_counts_first": (
        QT_TRANSLATE_NOOP("MillKit", "Repetition counts the first position"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "The position right after a placement or removal is the first of the three "
            "occurrences (otherwise only positions reached by moving count).",
        ),
    ),
    "no_removal_limit": (
        QT_TRANSLATE_NOOP("MillKit", "Draw after turns without removal"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "The game is drawn after this many turns in a row (both players' turns counted) "
            "without a removal; 0 turns it off.",
        ),
    ),
    "endgame_limit": (
        QT_TRANSLATE_NOOP("MillKit", "Endgame draw limit"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Once either player is down to three pieces, the game is drawn after this many turns "
            "without a removal; 0 turns it off.",
        ),
    ),
    "count_placements": (
        QT_TRANSLATE_NOOP("MillKit", "Draw limits count placements"),
        QT_TRANSLATE_NOOP(
            "MillKit",
            "The draw limits count every turn since the last removal, placements too (otherwise "
            "only moves of a piece count, and a placement starts the count again).",
        ),
    ),
    **CAPTURE_LABELS,
}


# The sentence ``describe()`` adds for each setting of the wider family (``VARIANT_SETTINGS``)
# that is not at its default, by name or by ``name=value``.
VARIANT_SENTENCES: dict[str, str] = {
    "fly_with_hand": QT_TRANSLATE_NOOP(
        "MillKit", "A player may not fly while pieces are still in hand."
    ),
    "lose_below=4": QT_TRANSLATE_NOOP("MillKit", "A player left with three pieces loses."),
    "lose_below=5": QT_TRANSLATE_NOOP("MillKit", "A player left with four pieces loses."),
    "placing_mill=hand": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A mill closed by placing takes a piece from the opponent's hand (from the board when "
            "the hand is empty), and the opponent moves.",
        )
    ),
    "placing_mill=hand_again": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A mill closed by placing takes a piece from the opponent's hand (from the board when "
            "the hand is empty), and the same player moves again.",
        )
    ),
    "placing_mill=own": (
        QT_TRANSLATE_NOOP(
            "MillKit", "A mill closed by placing makes the opponent remove one of their own pieces."
        )
    ),
    "placing_mill=mark": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A piece taken while placing is marked and blocks its point until placing ends.",
        )
    ),
    "placing_mill=count": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "Mills closed while placing take nothing at once; when placing ends, each player "
            "removes pieces by the count of mills on the board.",
        )
    ),
    "one_time_mills": QT_TRANSLATE_NOOP("MillKit", "Each line gives a player a removal only once."),
    "restrict_repeated_mills": QT_TRANSLATE_NOOP(
        "MillKit", "Closing the same line as the last rewarded mill removes nothing."
    ),
    "stop_placing_two_empty": QT_TRANSLATE_NOOP(
        "MillKit", "Placing stops when only two points are empty."
    ),
    "defender_moves_first": QT_TRANSLATE_NOOP(
        "MillKit", "The second player makes the first move once placing ends."
    ),
    "full_board_removal=first_then_second": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "If placing fills the board, the first player removes a piece, then the second.",
        )
    ),
    "full_board_removal=second_then_first": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "If placing fills the board, the second player removes a piece, then the first.",
        )
    ),
    "full_board_removal=side_to_move": (
        QT_TRANSLATE_NOOP(
            "MillKit", "If placing fills the board, the player to move removes a piece."
        )
    ),
    "blocked_action=remove_then_move": (
        QT_TRANSLATE_NOOP(
            "MillKit", "A player who cannot move removes an opponent's piece and then moves."
        )
    ),
    "blocked_action=remove_then_pass": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "A player who cannot move removes an opponent's piece and the opponent moves.",
        )
    ),
    "blocked_action=both_remove": (
        QT_TRANSLATE_NOOP(
            "MillKit", "When a player cannot move, each player removes one of the other's pieces."
        )
    ),
    "blocked_action=draw": QT_TRANSLATE_NOOP(
        "MillKit", "If a player cannot move, the game is drawn."
    ),
    "repetition_counts_first": (
        QT_TRANSLATE_NOOP(
            "MillKit", "For repetition, only positions reached by moving a piece count."
        )
    ),
    "count_placements": (
        QT_TRANSLATE_NOOP(
            "MillKit",
            "The draw limits count only moves of a piece since the last placement or removal.",
        )
    ),
    **CAPTURE_SENTENCES,
}
