"""``python -m morra_suite`` starts the application, as the ``morra-suite`` launcher does.

Guarded: computer players think in ``spawn``ed child processes, which import this module again.
"""

from morra_suite.app import main

if __name__ == "__main__":
    raise SystemExit(main())
