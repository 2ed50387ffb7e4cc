"""The suite solves games (Six Men's Morris, the endgame tables): their caches go to one
temporary folder for the run (tests/conftest.py), never the user's own cache folder."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def test_solved_tables_are_cached_in_the_runs_temporary_folder() -> None:
    from morra_suite.ai.mill.table_files import cache_dir
    from morra_suite.ai.morra.solver import default_cache_dir

    session = Path(os.environ["MORRA_SUITE_CACHE_DIR"]).resolve()
    assert session.is_relative_to(Path(tempfile.gettempdir()).resolve())
    real = (Path.home() / ".cache").resolve()
    for folder in (cache_dir(), default_cache_dir()):
        assert folder.resolve().is_relative_to(session), folder
        assert not folder.resolve().is_relative_to(real), folder
