"""QtWidgets: main window, board scenes, dialogs.

Scenes draw states and emit intents; they decide no rules.
"""
