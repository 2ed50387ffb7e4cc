"""Nim's registration record: what the app reads to offer the plug-in everywhere.

The rules, the kit and the analysis are named by ``"module:attribute"``, the lessons by the
folder that holds them (``"package:folder"``); the computer is the registry's random player (no
``computer``). Registered from the tests alone with
``morra_suite.games.register_game(REGISTRATION)``: no file of the app names Nim.
"""

from morra_suite.core.registration import GameRegistration

BLURB = "A plug-in game: take counters from one heap; who takes the last one wins."

REGISTRATION = GameRegistration(
    "nim",
    "tests.plugin_game.nim:GAME",
    "tests.plugin_game.kit:NimKit",
    title="Nim",
    blurb=BLURB,
    analyser="tests.plugin_game.analysis:analyse_nim",
    analysis_in_child=True,  # the child learns the record with the first state it is sent
    lessons="tests.plugin_game:lessons",  # lessons/nim.json and lessons/en/nim.json beside it
)
