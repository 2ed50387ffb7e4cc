"""Renders the application icon's SVG master into every size the platforms ask for.

Run it after editing ``resources/icons/morra-suite.svg``:

    .venv/bin/python packaging/render_icons.py

It writes the hicolor PNGs (``resources/icons/hicolor/<N>x<N>/apps/morra-suite.png``, shipped with
the app for its window icon and installed by ``packaging/linux/install.sh``), the Windows icon
(``packaging/windows/morra-suite.ico``) and the macOS icon (``packaging/macos/morra-suite.icns``).
Qt's own SVG renderer does the drawing, so no extra tool is needed; the ICO and ICNS containers are
written here because both are simple lists of PNG images and Pillow would be one more dependency.
The test in ``tests/packaging/test_icons.py`` renders again and fails if a committed file is stale.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MASTER = ROOT / "resources" / "icons" / "morra-suite.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
ICO = ROOT / "packaging" / "windows" / "morra-suite.ico"
ICNS = ROOT / "packaging" / "macos" / "morra-suite.icns"

# Freedesktop hicolor sizes that desktops look up (menus 16-24, docks 32-64, software centres 128+).
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Windows picks 16/24/32/48 for lists and title bars and 256 for large Explorer views.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The entries Apple's iconutil writes for a full .iconset: (type, pixel size), @2x types included.
ICNS_ENTRIES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)


_APP: object = None


def hicolor_png(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / "morra-suite.png"


def render_png(size: int, master: Path = MASTER) -> bytes:
    """The master drawn at ``size`` x ``size`` pixels, antialiased, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    # QSvgRenderer needs an application object; a QApplication (not a bare QGuiApplication) so a
    # test process can still build widgets afterwards. Kept referenced so it outlives this call.
    global _APP
    _APP = QApplication.instance() or QApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(master))
    if not renderer.isValid():
        raise ValueError(f"{master}: not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height read from a PNG's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed 32-bit image per size (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        data = pngs[size]
        # A width or height of 256 is stored as 0: the field is one byte.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A macOS .icns: big-endian ``icns`` header, then (type, length, PNG) chunks."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data for kind, data in entries
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def build_all(master: Path = MASTER) -> dict[Path, bytes]:
    """Every rendered icon file, by the path it belongs at."""
    rendered = {size: render_png(size, master) for size in {*PNG_SIZES, *ICO_SIZES, 1024}}
    files = {hicolor_png(size): rendered[size] for size in PNG_SIZES}
    files[ICO] = ico_bytes({size: rendered[size] for size in ICO_SIZES})
    files[ICNS] = icns_bytes([(kind, rendered[size]) for kind, size in ICNS_ENTRIES])
    return files


def main() -> int:
    for path, data in build_all().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}  {len(data):>7} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
