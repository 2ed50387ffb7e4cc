"""Reading the shipped learning data and writing the learner's files.

Shipped files are read through ``resource_path`` (source tree, wheel and frozen app alike) with a
size bound, so a damaged or oversized file is a clear ``LearnDataError``, never a hang. The
learner's own files are written by the app's one atomic writer (``core.files``): private (0600
when new), synced, renamed, with a temporary a restart removes if the writer was killed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from morra_suite.core.files import write_text_atomic
from morra_suite.resources import resource_path

MAX_DATA_BYTES = 4_000_000  # the largest shipped file is a fraction of this


class LearnDataError(ValueError):
    """A shipped lesson or puzzle file that is missing, too large or not what it should be."""


def read_json(*parts: str) -> Any:
    """The JSON value of the shipped file ``resources/<parts...>``."""
    where = "/".join(parts)
    node = resource_path(*parts)
    try:
        raw = node.read_bytes()
    except OSError as error:
        raise LearnDataError(f"{where}: cannot be read ({error})") from None
    if len(raw) > MAX_DATA_BYTES:
        raise LearnDataError(f"{where}: {len(raw)} bytes, more than {MAX_DATA_BYTES}")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LearnDataError(f"{where}: not JSON ({error})") from None


def write_json_atomic(path: Path, value: Any) -> None:
    """Writes ``value`` as JSON to ``path`` all at once; ``OSError`` says what went wrong."""
    text = json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    write_text_atomic(path, text, private=True)
