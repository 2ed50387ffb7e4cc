"""Morra's registration record, read by the one registry (``morra_suite.games``).

Names only: the rules, the UI kit, the computer and the analysis are imported when first used
(see ``core.registration``). Both Morra's computer and its analysis draw from the exact solution
(numpy, which lets go of the interpreter lock): they run in a worker thread, not a child.
"""

from morra_suite.core.registration import GameRegistration

REGISTRATION = GameRegistration(
    "morra",
    "morra_suite.games.morra.game:GAME",
    "morra_suite.ui.morra.kit:MorraKit",
    computer="morra_suite.ai.morra.computer:morra_computer",
    max_level="morra_suite.ai.morra.player:MAX_LEVEL",
    thinks_in_child=False,
    analyser="morra_suite.ai.morra.analysis:analyse_morra",
    analysis_in_child=False,
    lessons="morra_suite.resources:lessons",
    puzzles="morra_suite.resources:puzzles",
    file_suffix=".morra",
    record_words=("morra",),
    record_tags=("Layout", "MaxHand", "Push", "RoundLimit"),
)
