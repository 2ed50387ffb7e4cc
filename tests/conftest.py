"""Shared test set-up: Qt offscreen, settings kept out of the user's real configuration, and the
cache folder (solved tables, Morra solutions) a temporary one for the whole run, so no test reads
or writes the user's real cache."""

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
    notices_module = sys.modules.get("morra_suite.core.notices")
    if notices_module is not None:  # nor sees a notice another test left for a window
        notices_module.forget()
    yield


def pytest_configure(config: object) -> None:
    """One temporary cache folder for the whole run (the app's and its child processes'): the
    solved tables a test builds serve the later tests, and never reach the user's own cache."""
    import tempfile

    folder = tempfile.mkdtemp(prefix="morra-suite-test-cache-")
    os.environ["MORRA_SUITE_CACHE_DIR"] = _session_cache[0] = folder


def pytest_unconfigure(config: object) -> None:
    import shutil

    if _session_cache[0]:
        shutil.rmtree(_session_cache[0], ignore_errors=True)


_session_cache: list[str] = [""]
