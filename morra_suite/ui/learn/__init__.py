"""The window's Learn parts: lessons and puzzles on the real boards, the rush, the progress.

Built on the window's declared interface: the Learn menu's rows are in ``ui.window.actions``, and
each part gets the small ``ui.window.host.Host`` protocol, never the window. The logic is in
``morra_suite.learn`` (pure) and ``controllers/learn_*.py`` (QtCore); nothing here is imported
before the learner opens Learn, so start-up pays nothing for it.
"""
