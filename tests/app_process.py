"""The environment of an app started in a child process by a test: Qt offscreen, and the app's
data, cache and settings in the test's own folder, so no child ever reads or writes the user's."""

from __future__ import annotations

import os
from pathlib import Path


def private_env(folder: Path, **extra: str) -> dict[str, str]:
    """This process's environment with the app's folders under ``folder`` (and ``extra``)."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MORRA_SUITE_DATA_DIR=str(folder / "data"),
        MORRA_SUITE_CACHE_DIR=str(folder / "cache"),
        XDG_CONFIG_HOME=str(folder / "config"),
        **extra,
    )
