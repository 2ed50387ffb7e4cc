"""Morra tests keep the solver's disk cache in a temporary folder, never the user's."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def _solver_cache_in_temp(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    old = os.environ.get("MORRA_SUITE_CACHE_DIR")
    os.environ["MORRA_SUITE_CACHE_DIR"] = str(tmp_path_factory.mktemp("morra-cache"))
    yield
    if old is None:
        del os.environ["MORRA_SUITE_CACHE_DIR"]
    else:
        os.environ["MORRA_SUITE_CACHE_DIR"] = old
