"""Records the facts of the shipped mill tables in ``resources/ai/manifest.json``.

Usage: python scripts/record_table_sums.py [--folder DIR]

The app checks every shipped table against this manifest (version, rules key, size and the
SHA-256 of the content: ``ai/mill/table_files.py``), so a table damaged on the way to the user is
never trusted. ``build_mill_tables.py`` records the endgames it builds itself; this script is for
tables already in the folder (the flying endgame's, or after a build elsewhere). It decodes each
file and refuses one whose size is not its table's.
"""

from __future__ import annotations

import argparse
import lzma
from pathlib import Path

from morra_suite.ai.mill import endgames, flying, table_files
from morra_suite.ai.mill.engine import Config


def known_tables() -> dict[str, table_files.TableId]:
    """Every table name the app may ship, with what its file must be."""
    out = {flying.table_name(d): flying.table_id(d) for d in (False, True)}
    for diagonals in (False, True):
        cfg = Config(diagonals=diagonals)
        for a, b in endgames.GROUPS:
            out[endgames.file_name(cfg, a, b)] = endgames.table_id(cfg, a, b)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=Path("resources/ai"))
    args = parser.parse_args()
    for name, table_id in known_tables().items():
        path = args.folder / name
        if not path.is_file():
            continue
        raw = lzma.decompress(path.read_bytes(), format=lzma.FORMAT_XZ)
        if len(raw) != table_id.size:
            raise SystemExit(f"{path}: {len(raw)} bytes, the table has {table_id.size}")
        table_files.record_shipped(args.folder, name, table_id, table_files.content_sum(raw))
        print(f"{name}: {table_id.size:,} bytes, rules {table_id.rules!r}, recorded")


if __name__ == "__main__":
    main()
