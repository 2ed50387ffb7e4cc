"""The rules and the computer players must never load Qt: they run in tests, tools and threads."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys
import morra_suite.core, morra_suite.games, morra_suite.ai
for package in (morra_suite.core, morra_suite.games, morra_suite.ai):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
loaded = sorted(name for name in sys.modules if name.split(".")[0] in {"PySide6", "shiboken6"})
print(",".join(loaded))
"""


def test_core_games_and_ai_load_no_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"Qt modules loaded: {result.stdout.strip()}"
