"""The window's fixtures for the set-up's window test: tests/ui's own (settings in a temporary
folder, the shown main window), loaded from there rather than copied."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "ui_fixtures", Path(__file__).parents[1] / "ui" / "conftest.py"
)
assert _spec is not None and _spec.loader is not None
_ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ui)

isolate_settings = _ui.isolate_settings  # the fixture ``isolated_settings`` (autouse)
silent = _ui.silent
main_window = _ui.main_window
