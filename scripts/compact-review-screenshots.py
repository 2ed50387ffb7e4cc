"""Copies a compact choice of the reviewer's pictures (``make-review-screenshots.sh``) as WebP.

The whole set is about 190 PNG files and 60 MB, too much for the repository; the choice kept
in ``docs/screenshots/review/`` is every game in both themes at every size in English, every
game in both themes at 800x600 in German and Danish, the chooser in English, and the dialogs at
800x600 (both themes in English, the light theme in German and Danish), each a WebP of
quality 92 (small text stays sharp) at its full size.

Usage: python scripts/compact-review-screenshots.py FULL_SET_FOLDER OUT_FOLDER
"""

from __future__ import annotations

import sys
from pathlib import Path


def wanted(relative: Path) -> bool:
    """Whether a picture of the full set (``games/morra-dark-800x600-de.png``) is kept."""
    folder, stem = relative.parent.name, relative.stem
    *_, theme, size, language = stem.split("-")
    if folder == "games":
        return language == "en" or size == "800x600"
    if folder == "chooser":
        return language == "en"
    if folder == "dialogs":
        return size == "800x600" and (language == "en" or theme == "light")
    return False


def main(source: Path, target: Path) -> int:
    from PySide6.QtGui import QImage

    kept = 0
    for picture in sorted(source.rglob("*.png")):
        relative = picture.relative_to(source)
        if not wanted(relative):
            continue
        out = target / relative.with_suffix(".webp")
        out.parent.mkdir(parents=True, exist_ok=True)
        image = QImage(str(picture))
        if image.isNull() or not image.save(str(out), "webp", 92):
            sys.stderr.write(f"compact-review-screenshots: could not convert {picture}\n")
            return 1
        kept += 1
    total = sum(path.stat().st_size for path in target.rglob("*.webp"))
    sys.stdout.write(f"{kept} pictures, {total / 1e6:.1f} MB in {target}\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.stderr.write(__doc__.split("Usage: ")[1])
        sys.exit(2)
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
