"""Shared test set-up: Qt offscreen, settings kept out of the user's real configuration, and the
cache folder (solved tables, Morra solutions) a temporary one for the whole run, so no test reads
or writes the user's real cache."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if not os.environ.get("MORRA_SUITE_CACHE_DIR"):
    _cache = tempfile.mkdtemp(prefix="morra-suite-test-cache-")
    os.environ["MORRA_SUITE_CACHE_DIR"] = _cache
    atexit.register(shutil.rmtree, _cache, True)
