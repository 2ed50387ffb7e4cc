"""Myra games whose moves read long (chains and reductions), played in the real window: the
side panel's fit tests lay them out at the sizes a reviewer looked at."""

from __future__ import annotations

from typing import Any

from qt_events import flush_events


def play_long_moves(window: Any, plies: int) -> None:
    """Plays ``plies`` moves, each time one of the longest texts that does not end the game
    (so the move list holds the widest words a game gives)."""
    game = window.session.game
    for _ in range(plies):
        state = window.controller.state
        legal = sorted(state.legal_moves(), key=lambda move: (-len(str(move)), str(move)))
        move = next(m for m in legal if state.play(m).outcome() is None)
        assert window.controller.play_move(move), move
    assert game is window.session.game


def settle(qtbot: Any, window: Any, width: int, height: int) -> None:
    """The window at ``width``×``height`` with its layouts done."""
    window.resize(width, height)
    flush_events()
