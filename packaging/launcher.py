"""PyInstaller's entry script: the frozen ``morra-suite`` executable starts here.

It only hands over to the same ``main`` the ``morra-suite`` launcher of the wheel calls, so the
frozen app and the pip-installed one cannot drift apart.
"""

from morra_suite.app import main

raise SystemExit(main())
