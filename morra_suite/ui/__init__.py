"""QtWidgets: main window, board scenes, dialogs. Draws states and emits intents; decides no rules."""
