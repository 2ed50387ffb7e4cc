"""The scripts of ``benchmarks/`` as modules for the tests: they are run, not installed, yet
their pure parts (a fit, an Elo sum, a protocol harness) deserve tests of their own."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` imported under ``name``, registered in ``sys.modules`` first
    because a script's dataclasses look their module up while they are made."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
