"""Learning to play: lessons, puzzles proved by the solvers, and the learner's progress.

Pure Python, no Qt: the window parts (Learn menu, lesson and puzzle panels) come later and use
only what this package offers::

    from morra_suite.learn import lessons, puzzles
    lessons.load("morra")   # [Lesson(id, title, steps=[Step(position, text, accepts), ...]), ...]
    puzzles.load("mill")    # [Puzzle(id, game, variant, position, goal, plies, solution, rating)]

Lesson texts and puzzles are data under ``resources/lessons`` and ``resources/puzzles``;
``scripts/build_learn_data.py`` rebuilds the puzzles from the solvers. Nothing is read before it
is asked for, so starting the app pays nothing for this package.
"""
