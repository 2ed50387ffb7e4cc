"""A picture of the whole window with a game in mid-position: ``--screenshot`` for reviewers.

The window is made as a player sees it (menus, toolbar with its icons, side panel, board) in a
given theme, board look, language and size, with the settings and the autosave of a temporary
folder, so the user's own are neither read nor written and every picture of the same command is
the same. Without ``--position`` or ``--moves`` the game is played on from
its start by a seeded random choice of legal moves that do not end it (``MID_GAME_PLIES``): a
mid-position of any game of the registry, with no game named here.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

MID_GAME_PLIES = 14
SEED = 2026


class PictureError(ValueError):
    """A choice the picture cannot be made with (an unknown theme, look or language)."""


def mid_game_moves(state: Any, plies: int = MID_GAME_PLIES, seed: int = SEED) -> list[Any]:
    """Up to ``plies`` legal moves from ``state``, chosen by a seeded random, none ending the
    game (a mid-position, not a finished one)."""
    chooser = random.Random(seed)
    moves: list[Any] = []
    for _ in range(plies):
        legal = list(state.legal_moves())
        chooser.shuffle(legal)
        for move in legal:
            after = state.play(move)
            if after.outcome() is None:
                moves.append(move)
                state = after
                break
        else:
            break
    return moves


def isolate() -> tempfile.TemporaryDirectory[str]:
    """Settings in a temporary folder from now on (the caller keeps it, and cleans it up): the
    user's are neither read nor written. Called before anything reads a setting; the user's
    Morra boards, passed later, can still be pictured; the autosave goes to the folder too."""
    scratch = tempfile.TemporaryDirectory(prefix="morra-suite-picture-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(Path(scratch.name) / "settings"))
    return scratch


def picture_window(
    app: QApplication,
    kit: Any,
    variant: str,
    size: tuple[int, int],
    theme_name: str = "light",
    look: str | None = None,
    language: str | None = None,
    position: str | None = None,
    moves: Sequence[str] = (),
) -> QImage:
    """The window showing a game of ``kit`` (``variant``, or ``position`` then ``moves``, or
    a mid-position), ``size`` pixels, in ``theme_name``, board ``look`` and ``language``; the
    settings must be ``isolate``'d first (the choices are written there)."""
    from morra_suite.ui import board_looks, i18n, theme

    if theme_name not in theme.names():
        raise PictureError(f"--theme {theme_name!r}: one of {', '.join(theme.names())}")
    names = [each.key for each in kit.looks()]
    if look is not None and look not in names:
        raise PictureError(f"--look {look!r}: {kit.key} has {', '.join(names) or 'no looks'}")
    scratch = Path(QSettings().fileName()).parent
    if language is not None:
        known = {each.code for each in i18n.available_languages()} | {"en", i18n.SYSTEM}
        if language not in known:
            raise PictureError(f"--language {language!r}: one of {', '.join(sorted(known))}")
        i18n.set_language_setting(language)
    i18n.install_translators(app)
    if look is not None:
        QSettings().setValue(board_looks.setting_key(kit.key), look)
    QSettings().setValue(theme.SETTING, theme_name)
    theme.apply(app, theme_name)
    return _grab(app, kit, variant, size, position, moves, scratch)


def _grab(
    app: QApplication,
    kit: Any,
    variant: str,
    size: tuple[int, int],
    position: str | None,
    moves: Sequence[str],
    scratch: Path,
) -> QImage:
    from morra_suite.ui.main_window import MainWindow
    from morra_suite.ui.storage import Autosave

    window = MainWindow()
    window.autosave = Autosave(scratch / "autosave")
    window.resize(*size)
    window.show()
    _settle(app)
    if position:
        if not window.start_from_position(kit.key, position):
            raise PictureError(f"--position {position!r}: not a position of {kit.key}")
    else:
        window.start_game(kit.key, variant)
    session = window.session
    controller, view = session.controller, window.view
    if controller is None or view is None:
        raise PictureError(f"{kit.key}: no game could be started")
    state = controller.state
    if moves:
        played = []
        for text in moves:
            move = state.parse_move(text)
            played.append(move)
            state = state.play(move)
    elif not position:
        played = mid_game_moves(state)
    else:
        played = []
    for move in played:
        controller.play_move(move)
    view.finish_animations()
    _settle(app)
    window.dress_actions()
    _settle(app)
    picture = window.grab().toImage()
    window.session.shutdown(keep_autosave=False)
    window.hide()
    window.deleteLater()
    _settle(app)
    return picture


def _settle(app: QApplication) -> None:
    """Lets posted events and the first timers run (layout, icons, cards)."""
    import time

    for _ in range(5):
        QCoreApplication.sendPostedEvents()
        app.processEvents()
        time.sleep(0.02)
