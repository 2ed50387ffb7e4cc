"""``python -m morra_suite`` starts the application, as the ``morra-suite`` launcher does."""

from morra_suite.app import main

raise SystemExit(main())
