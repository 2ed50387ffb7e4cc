"""Shared test set-up: Qt offscreen, and settings kept out of the user's real configuration."""

from __future__ import annotations

import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _fresh_analysis_memo():
    """Every test starts without the application's remembered analyses (``controllers.analyser``
    keeps one per position for the whole process), so one test's findings never answer another's
    question; cleared only where the module was loaded, which costs the other tests nothing."""
    memo_module = sys.modules.get("morra_suite.controllers.analyser")
    if memo_module is not None:
        memo_module.MEMO.clear()
    yield
