"""QtCore-only glue between the rules and the widgets: game controller, input, computer workers.

Importing it applies ``singletons.keep_singletons_alive`` (PySide6 6.12.0 on Python 3.11 would
otherwise abort the process after a few thousand Qt calls; see there).
"""

from morra_suite.controllers.singletons import keep_singletons_alive

keep_singletons_alive()
