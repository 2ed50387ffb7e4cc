"""Computer players for the session: the pure registry's players, searches in a child process.

``morra_suite.ai.players.computer_player(game, level)`` makes every game's computer (a plug-in
game registers its own there). A search written in Python holds the interpreter lock while it
thinks, so such a player is run in a child process (``RemoteComputer``) and the board never
stutters; a player that answers at once (Morra's mixed strategies) runs in the controller's
worker thread.
"""

from __future__ import annotations

from typing import Any

from morra_suite.controllers.game_controller import ComputerPlayer


def _players() -> Any:
    try:
        from morra_suite.ai import players
    except ImportError:  # INTERIM until seam-pure's ai/players.py is merged
        return _Interim()
    return players


class _Interim:
    """INTERIM (removed when ``morra_suite.ai.players`` lands): the same computers as before."""

    def max_level(self, key: str) -> int:
        return {"mill": 7, "myra": 6, "morra": 5}.get(key, 1)

    def computer_player(self, key: str, level: int) -> Any:
        from morra_suite.controllers.remote_player import RemoteComputer

        if key == "morra":
            from morra_suite.ai.morra_player import MorraPlayer

            player = MorraPlayer(level)

            class Morra:
                def choose(self, state: Any, seat: int, cancelled: Any) -> Any:
                    return player.choose(state, seat)

            return Morra()
        if key in ("mill", "myra"):
            return RemoteComputer(f"morra_suite.ai.{key}:make_player", level)
        from morra_suite.ai.random_player import make_player

        random_player = make_player(level)

        class Random:
            def choose(self, state: Any, seat: int, cancelled: Any) -> Any:
                return random_player(state, cancelled)

        return Random()


def make_computer(game_key: str, level: int) -> ComputerPlayer:
    """The computer of ``game_key`` at ``level`` (clamped to the game's levels)."""
    players = _players()

    level = max(1, min(players.max_level(game_key), int(level)))
    player: Any = players.computer_player(game_key, level)
    if getattr(player, "searches", False):
        from morra_suite.controllers.remote_player import RemoteComputer

        return RemoteComputer("morra_suite.ai.players:computer_player", level, game=game_key)
    return player


def max_level(game_key: str) -> int:
    """The strongest level the game's computer offers (the New Game dialog's range)."""
    return max(1, _players().max_level(game_key))
