"""No German or Danish text is cut off at the smallest window: at its minimum size, on the
chooser and on every game's page, each visible label and button is as wide (and, when it
wraps, as tall) as its text needs, or it elides on purpose (with the whole text as tooltip)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from qt_events import flush_events

from morra_suite.ui.dialogs.text_dialogs import show_about


def clipped(root: QWidget) -> list[str]:
    from morra_suite.ui.panels.elided_label import ElidingLabel

    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if isinstance(widget, ElidingLabel):
            continue  # cut with "…" by design; the tooltip has the whole text
        if isinstance(widget, QLabel):
            pixmap = widget.pixmap()
            if not widget.text() or (pixmap is not None and not pixmap.isNull()):
                continue
            if widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height():
                    found.append(f"label {widget.text()!r}: {widget.size()}")
            elif widget.sizeHint().width() > widget.width():
                found.append(f"label {widget.text()!r}: {widget.width()} < {widget.sizeHint()}")
        elif (
            isinstance(widget, QAbstractButton)
            and widget.text()
            and widget.sizeHint().width() > widget.width()
        ):
            found.append(f"button {widget.text()!r}: {widget.width()} < {widget.sizeHint()}")
    return found


def at_smallest(qtbot, window: QWidget) -> list[str]:
    """What is cut off when the window is made as small as it lets itself be made."""
    window.resize(1, 1)  # Qt keeps a window at least at its minimum size
    flush_events()
    return clipped(window)


@pytest.mark.parametrize("code", ["en", "de", "da"])
def test_no_text_is_clipped_at_the_smallest_window(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    problems = [f"chooser: {p}" for p in at_smallest(qtbot, window)]
    for key, players in (("mill", 2), ("morra", 2), ("myra", 3)):
        window.start_game(key, count=players)
        problems += [f"{key}: {p}" for p in at_smallest(qtbot, window)]
    window.close()
    assert not problems, f"{window.size()}: " + "\n".join(problems)


@pytest.mark.parametrize("code", ["de", "da"])
def test_no_text_is_clipped_in_the_dialogs(qtbot, speaking, code: str) -> None:
    from morra_suite.ui.window.main_window import MainWindow

    speaking(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    problems = []
    for key in ("mill", "morra", "myra"):
        dialog = window.new_game_dialog(key)
        qtbot.waitExposed(dialog)
        dialog.resize(dialog.minimumSizeHint())
        flush_events()
        problems += [f"new game {key}: {p}" for p in clipped(dialog)]
        dialog.reject()
        settings = window.open_settings(key)
        qtbot.waitExposed(settings)
        settings.resize(settings.minimumSizeHint())
        flush_events()
        problems += [f"settings {key}: {p}" for p in clipped(settings)]
        settings.reject()
    about = show_about(window)
    qtbot.waitExposed(about)
    problems += [f"about: {p}" for p in clipped(about)]
    about.reject()
    window.close()
    assert not problems, "\n".join(problems)
