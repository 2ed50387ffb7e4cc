"""The mill games' registration record, read by the one registry (``morra_suite.games``).

Names only: the rules, the UI kit, the computer, the analysis and what it solves in the
background are imported when first used (see ``core.registration``).
"""

from morra_suite.core.registration import GameRegistration

REGISTRATION = GameRegistration(
    "mill",
    "morra_suite.games.mill.game:GAME",
    "morra_suite.ui.mill.kit:MillKit",
    computer="morra_suite.ai.mill.computer:mill_computer",
    max_level="morra_suite.ai.mill.levels:MAX_LEVEL",
    saved_level="morra_suite.ai.mill.levels:saved_level",  # the ladder went 7, 14, 13 levels
    thinks_in_child=True,  # a Python search: it holds the interpreter lock
    analyser="morra_suite.ai.mill.analysis:analyse_mill",
    analysis_in_child=True,
    solving="morra_suite.ai.mill.analysis:mill_solving",
    lessons="morra_suite.resources:lessons",
    puzzles="morra_suite.resources:puzzles",
    file_suffix=".pgn",
    # a Game tag as the reader takes it (``record._MILL_GAME_WORDS``); Variant and FEN are ours
    # and Sanmill's
    record_words=("mill", "morris", "mühle", "muehle", "mølle", "morabaraba", "merels", "molen"),
    record_tags=("Variant", "FEN", "SetUp"),
)
