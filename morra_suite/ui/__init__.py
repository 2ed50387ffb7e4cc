"""QtWidgets: main window, board scenes, dialogs. Draws states and emits intents; decides no rules.

Importing it applies ``morra_suite.controllers.singletons.keep_singletons_alive`` first: PySide6
6.12.0 on Python 3.11 would otherwise abort the process after a few thousand Qt calls.
"""

from morra_suite.controllers.singletons import keep_singletons_alive

keep_singletons_alive()
