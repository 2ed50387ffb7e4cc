"""Myra's registration record, read by the one registry (``morra_suite.games``).

Names only: the rules, the UI kit, the computer and the analysis are imported when first used
(see ``core.registration``).
"""

from morra_suite.core.registration import GameRegistration

REGISTRATION = GameRegistration(
    "myra",
    "morra_suite.games.myra.game:GAME",
    "morra_suite.ui.myra.kit:MyraKit",
    computer="morra_suite.ai.myra.computer:myra_computer",
    max_level="morra_suite.ai.myra.levels:MAX_LEVEL",
    saved_level="morra_suite.ai.myra.levels:saved_level",  # the ladder went from 6 levels to 9
    thinks_in_child=True,  # a Python search: it holds the interpreter lock
    analyser="morra_suite.ai.myra.analysis:analyse_myra",
    analysis_in_child=True,
    lessons="morra_suite.resources:lessons",
    puzzles="morra_suite.resources:puzzles",
    file_suffix=".myra",
    record_words=("myra",),
    record_tags=("Players", "RepetitionDraw", "NoCaptureLimit"),
)
