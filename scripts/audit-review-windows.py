"""Measures the window's widgets in the reviewer's settings: no words cut, none under 9 px, no
neighbours on top of each other.

A picture shows a cut word only to an eye that looks closely; here the same windows the
reviewer's pictures show (``make-review-screenshots.sh``: every game, the chooser and the
dialogs, in the themes, sizes and language given) are made offscreen and every visible label,
button, combo box, header section and tab has its words measured against the room it has, its
font's pixel size read, and every two visible widgets side by side in one parent compared for
overlap. The boards' own words are the legibility tests' (``tests/ui/*/test_*_legibility.py``).

The windows are made on an offscreen screen of the first size given, so a dialog meets the
screen it is pictured on when one size is given at a time.

Usage: python scripts/audit-review-windows.py LANGUAGE [SIZES [THEMES]]
  e.g. python scripts/audit-review-windows.py de 800x600,1280x800 light,dark
Prints one line per finding (or "clean" per window); exits 1 if anything was found.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

SMALLEST_PX = 9
GAMES = (("morra", None), ("mill", "nine"), ("mill", "twelve"), ("myra", 2), ("myra", 3))
DIALOGS = ("new-game", "settings-rules", "review", "set-up")


def _words(text: str) -> str:
    """``text`` as shown: a mnemonic's ``&`` is no letter (``&&`` is one)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def cut_words(root: Any, where: str) -> list[str]:
    """Every visible widget under ``root`` whose words do not fit it, or whose font is small."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QHeaderView, QLabel, QWidget

    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        name = type(widget).__name__
        text = ""
        if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.RichText:
            text = _words(widget.text())
            metrics, room = widget.fontMetrics(), widget.contentsRect()
            if text and "<" not in text and widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height() + 1:
                    found.append(f"{where}: {name} {text!r} wraps to more lines than it has")
            elif text and "<" not in text:
                wide = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                if wide > room.width() + 1:
                    found.append(f"{where}: {name} {text!r} needs {wide} px, has {room.width()}")
        elif isinstance(widget, QAbstractButton):
            text = _words(widget.text())
            if text and widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{where}: {name} {text!r} narrower than its words")
        elif isinstance(widget, QComboBox):
            text = widget.currentText()
            wide = widget.fontMetrics().horizontalAdvance(text) + 28  # frame and arrow
            if text and wide > widget.width():
                found.append(f"{where}: {name} {text!r} needs {wide} px, has {widget.width()}")
        elif isinstance(widget, QHeaderView) and widget.model() is not None:
            found += _cut_sections(widget, where)
        if text and QFontInfo(widget.font()).pixelSize() < SMALLEST_PX:
            found.append(f"{where}: {name} {text[:40]!r} under {SMALLEST_PX} px")
    return found


def _cut_sections(header: Any, where: str) -> list[str]:
    from PySide6.QtCore import Qt

    if header.orientation() != Qt.Orientation.Horizontal:
        return []
    model, metrics, found = header.model(), header.fontMetrics(), []
    for section in range(model.columnCount()):
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        if text and metrics.horizontalAdvance(text) + 6 > header.sectionSize(section):
            found.append(f"{where}: header {text!r} wider than its column")
    return found


def overlaps(root: Any, where: str) -> list[str]:
    """Every two visible widgets of one parent (not a scroll area's) that lie on each other."""
    from PySide6.QtWidgets import QAbstractScrollArea, QWidget

    found = []
    for parent in [root, *root.findChildren(QWidget)]:
        if isinstance(parent, QAbstractScrollArea):
            continue
        children = [
            child
            for child in parent.children()
            if isinstance(child, QWidget)
            and child.isVisibleTo(root)
            and not child.isWindow()
            and min(child.width(), child.height()) > 2
        ]
        for k, one in enumerate(children):
            for other in children[k + 1 :]:
                common = one.geometry().intersected(other.geometry())
                if common.width() > 2 and common.height() > 2:
                    found.append(
                        f"{where}: {type(one).__name__} and {type(other).__name__} overlap "
                        f"in {type(parent).__name__}"
                    )
    return found


def audit(
    app: Any, key: str, setting: Any, theme_name: str, size: str, dialog: str | None
) -> list[str]:
    """One window (and its dialog) as the reviewer's picture of it shows it, measured."""
    from PySide6.QtCore import QSettings

    from morra_suite.ui import kits, theme
    from morra_suite.ui.window import window_picture

    width, height = (int(n) for n in size.split("x"))
    QSettings().setValue(theme.SETTING, theme_name)
    theme.apply(app, theme_name)
    scratch = Path(QSettings().fileName()).parent
    window = window_picture._window(app, (width, height), scratch)
    where = f"{key} {setting or ''} {theme_name} {size} {dialog or ''}".replace("  ", " ")
    try:
        if key == "chooser":
            window_picture._wait_for_cards(app, window)
            return cut_words(window, where) + overlaps(window, where)
        kit = kits.get_kit(key)
        variant = setting if isinstance(setting, str) else kit.game.default_variant()
        players = setting if isinstance(setting, int) else None
        window_picture._play(app, window, kit, variant, None, (), players)
        if dialog is None:
            return cut_words(window, where) + overlaps(window, where)
        shown = window_picture._open_dialog(app, window, kit, dialog)
        try:
            return cut_words(shown, where) + overlaps(shown, where)
        finally:
            shown.close()
    finally:
        window.session.shutdown(keep_autosave=False)
        window.hide()
        window.deleteLater()
        window_picture._settle(app)


def main(language: str, sizes: list[str], themes: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from morra_suite.ui import i18n
    from morra_suite.ui.window import window_picture

    scratch = window_picture.isolate()  # the user's settings are neither read nor written
    if "QT_QPA_PLATFORM" not in os.environ:  # a screen of the first size: dialogs meet it
        width, height = (int(n) for n in sizes[0].split("x"))
        folder = Path(scratch.name)
        os.environ["QT_QPA_PLATFORM"] = window_picture.offscreen_screen((width, height), folder)
    app = QApplication([])
    i18n.set_language_setting(language)
    i18n.install_translators(app)
    found_any = False
    for theme_name in themes:
        for size in sizes:
            windows: list[tuple[str, Any, str | None]] = [("chooser", None, None)]
            windows += [(key, setting, None) for key, setting in GAMES]
            if size == "800x600" or (size == "1280x800" and language == "en"):
                windows += [(key, None, d) for key in ("morra", "mill", "myra") for d in DIALOGS]
                windows += [("myra", 3, "set-up"), ("mill", None, "settings-appearance")]
            for key, setting, dialog in windows:
                found = audit(app, key, setting, theme_name, size, dialog)
                where = f"{key} {setting or ''} {theme_name} {size} {language} {dialog or ''}"
                sys.stdout.write("\n".join(found) + "\n" if found else f"{where}: clean\n")
                sys.stdout.flush()
                found_any = found_any or bool(found)
    scratch.cleanup()
    return 1 if found_any else 0


if __name__ == "__main__":  # the analyser's child processes import this file again
    if len(sys.argv) not in (2, 3, 4):
        sys.stderr.write(__doc__.split("Usage: ")[1])
        sys.exit(2)
    sizes = (sys.argv[2] if len(sys.argv) > 2 else "800x600,1280x800,1920x1080").split(",")
    themes = (sys.argv[3] if len(sys.argv) > 3 else "light,dark").split(",")
    sys.exit(main(sys.argv[1], sizes, themes))
