"""The mill rule sets the engines' agreement tests play: every plain preset, and variants that
switch single settings.

One list for ``test_engine_agreement.py`` (the pure-Python engine against the rules library) and
``test_native.py`` (the native core against the pure-Python engine), so the two cannot drift
apart: they had, each with a first-loses variant the other lacked. A case's name seeds its random
games, so adding one here leaves every other case's games as they were.
"""

from __future__ import annotations

from dataclasses import replace

from morra_suite.games import mill


def _variants() -> list[tuple[str, mill.MillRules]]:
    # the engines play the plain rules; the wider family is the rules search's (engine_supports)
    out = [
        (name, mill.MillRules.preset(name))
        for name in mill.PRESETS
        if mill.MillRules.preset(name).is_plain
    ]
    nine = mill.MillRules.preset("nine")
    out += [
        ("nine-per-mill-any", replace(nine, removal_per_mill=True, remove_from_mills=True)),
        ("twelve-per-mill", replace(mill.MillRules.preset("twelve"), removal_per_mill=True)),
        ("nine-no-flying-passes", replace(nine, flying=False, blocked_passes=True)),
        ("nine-fly4-short", replace(nine, flying_at=4, no_removal_limit=30, endgame_limit=6)),
        ("lasker-fly4", replace(mill.MillRules.preset("lasker"), flying_at=4)),
        (
            "morabaraba-first-loses",
            replace(mill.MillRules.preset("morabaraba"), full_board_first_loses=True),
        ),
        (
            "morabaraba12-first-loses",
            replace(mill.MillRules.preset("morabaraba12"), full_board_first_loses=True),
        ),
        ("three-diagonals", replace(mill.MillRules.preset("three"), diagonals=True)),
        ("three-passes", replace(mill.MillRules.preset("three"), blocked_passes=True)),
        ("six-flying", replace(mill.MillRules.preset("six"), flying=True, removal_per_mill=True)),
        ("six-four", replace(mill.MillRules.preset("six"), pieces=4, no_removal_limit=20)),
    ]
    return out


VARIANTS: list[tuple[str, mill.MillRules]] = _variants()
IDS: list[str] = [name for name, _ in VARIANTS]
