"""Computer players for the session: the pure registry's players, searches in a child process.

``morra_suite.ai.players`` makes every game's computer (a plug-in game registers its own there,
or plays against the random player). A turn game's computer searches, in Python, and holds the
interpreter lock while it thinks, so it runs in a child process (``RemoteComputer``, built there
from the registry's ``computer_target``) and the board never stutters. A game whose record says
its computer does not think in Python (Morra draws from a solved strategy at once) runs it in the
controller's worker thread.
"""

from __future__ import annotations

from morra_suite.controllers.game_controller import ComputerPlayer


def make_computer(game_key: str, level: int) -> ComputerPlayer:
    """The computer of ``game_key`` at ``level`` (clamped to the game's levels)."""
    from morra_suite.ai import players

    level = max(1, min(players.max_level(game_key), int(level)))
    target = players.computer_target(game_key)
    if target is not None and players.thinks_in_child(game_key):
        from morra_suite.controllers.remote_player import RemoteComputer

        return RemoteComputer(target, level, game=game_key)
    return players.computer_player(game_key, level)


def max_level(game_key: str) -> int:
    """The strongest level the game's computer offers (the New Game dialog's range)."""
    from morra_suite.ai import players

    return max(1, players.max_level(game_key))
