"""The app icon: the SVG master renders, the committed sizes match it, the ICO/ICNS are well formed.

A stale render (master edited, ``packaging/render_icons.py`` not run) ships an icon that differs by
platform, which nobody notices on their own desktop; these checks catch it.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from packaging_helpers import ROOT, load_script

icons = load_script(ROOT / "packaging" / "render_icons.py", "render_icons")


def _pixels(data: bytes):  # -> QImage
    from PySide6.QtGui import QImage

    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _differing_fraction(a: bytes, b: bytes) -> float:
    """Share of pixels off by more than 8 levels in a channel (render noise across Qt builds)."""
    image_a, image_b = _pixels(a), _pixels(b)
    assert image_a.size() == image_b.size()
    width, height = image_a.width(), image_a.height()
    bytes_a = bytes(image_a.constBits())[: width * height * 4]
    bytes_b = bytes(image_b.constBits())[: width * height * 4]
    differing = sum(
        1
        for i in range(0, len(bytes_a), 4)
        if max(abs(bytes_a[i + k] - bytes_b[i + k]) for k in range(4)) > 8
    )
    return differing / (width * height)


def test_master_is_square_valid_svg(qapp) -> None:
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(icons.MASTER))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() > 0


@pytest.mark.parametrize("size", icons.PNG_SIZES)
def test_committed_png_matches_the_master(qapp, size: int) -> None:
    committed = icons.hicolor_png(size).read_bytes()
    assert icons.png_size(committed) == (size, size)
    fresh = icons.render_png(size)
    fraction = _differing_fraction(committed, fresh)
    assert fraction < 0.01, (
        f"{icons.hicolor_png(size)} differs from the SVG master in {fraction:.1%} of its pixels: "
        "run .venv/bin/python packaging/render_icons.py"
    )


def test_small_icon_is_not_blank(qapp) -> None:
    """At 16 px the board, its rim and the red target must still be there: opaque, many colours."""
    image = _pixels(icons.hicolor_png(16).read_bytes())
    colours = {image.pixel(x, y) for x in range(16) for y in range(16)}
    opaque = sum(1 for x in range(16) for y in range(16) if (image.pixel(x, y) >> 24) == 0xFF)
    assert opaque >= 0.6 * 256  # a 1 px margin and round corners leave the rest clear
    assert len(colours) >= 20
    centre = image.pixel(8, 8)
    red, green, blue = (centre >> 16) & 0xFF, (centre >> 8) & 0xFF, centre & 0xFF
    assert red > 150 and green < 120 and blue < 120, "the target's red centre is lost at 16 px"


def _ico_entries(path: Path) -> list[tuple[int, int, bytes]]:
    data = path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    entries = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert (planes, bits) == (1, 32)
        entries.append((width or 256, height or 256, data[offset : offset + length]))
    return entries


def test_windows_ico_holds_every_size() -> None:
    entries = _ico_entries(icons.ICO)
    assert [width for width, _, _ in entries] == sorted(icons.ICO_SIZES)
    for width, height, png in entries:
        assert icons.png_size(png) == (width, height)


def test_macos_icns_holds_every_entry() -> None:
    data = icons.ICNS.read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found, offset = [], 8
    while offset < len(data):
        kind = data[offset : offset + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[offset + 4 : offset + 8])
        found.append((kind, icons.png_size(data[offset + 8 : offset + length])[0]))
        offset += length
    assert offset == len(data)
    assert found == list(icons.ICNS_ENTRIES)
