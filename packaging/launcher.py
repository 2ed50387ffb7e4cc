"""PyInstaller's entry script: the frozen ``morra-suite`` executable starts here.

It only hands over to the same ``main`` the ``morra-suite`` launcher of the wheel calls, so the
frozen app and the pip-installed one cannot drift apart. ``freeze_support`` first: computer players
think in child processes, which a frozen app starts by running this executable again.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from morra_suite.app import main

    raise SystemExit(main())
