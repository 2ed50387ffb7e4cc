"""A picture of the whole window with a game in mid-position: ``--screenshot`` for reviewers.

The window is made as a player sees it (menus, toolbar with its icons, side panel, board) in a
given theme, board look, language and size, with the settings and the autosave of a temporary
folder, so the user's own are neither read nor written and every picture of the same command is
the same. Without ``--position`` or ``--moves`` the game is played on from
its start by a seeded random choice of legal moves that do not end it (``MID_GAME_PLIES``): a
mid-position of any game of the registry, with no game named here.

``--page chooser`` pictures the window's first page (the game cards) instead; ``--dialog NAME``
opens one of the main dialogs (``DIALOGS``) over the window in mid-game and pictures both, the
window dimmed under the dialog where the dialog opens, so a reviewer sees the dialogs in every
theme, size and language through the same command. ``lesson`` is the game's course where the
learner left it, a wrong try made so the message line answers it; ``my-mistakes`` turns the game
shown (``--position``, ``--moves``) into personal puzzles and shows the first with the move
played tried again, answered by its refutation (the learner's files in the temporary folder).
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
PAGES = ("game", "chooser")
DIALOGS = (
    "new-game",
    "settings-rules",
    "settings-appearance",
    "review",
    "set-up",
    "lesson",
    "my-mistakes",
)
LEARN_DIALOGS = ("lesson", "my-mistakes")  # the Learn window, over the window
REVIEW_WAIT_SECONDS = 120.0  # the review's analysis of the mid-game, at most


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


def offscreen_screen(size: tuple[int, int], folder: Path) -> str:
    """The offscreen platform's name with a screen of ``size`` (written as a file in
    ``folder``): a dialog then meets the screen the window is pictured on (the offscreen
    default is 800×800 whatever the picture), and is fitted to it as on such a screen."""
    import json

    config = folder / "screen.json"
    screen = {"name": "picture", "x": 0, "y": 0, "width": size[0], "height": size[1]}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    return f"offscreen:configfile={config}"


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
    players: int | None = None,
    page: str = "game",
    dialog: str | None = None,
    clicks: Sequence[str] = (),
) -> QImage:
    """The window showing a game of ``kit`` (``variant`` for ``players``, or ``position`` then
    ``moves``, or a mid-position), ``size`` pixels, in ``theme_name``, board ``look`` and
    ``language``; or its ``page`` "chooser"; or with ``dialog`` open over it; the board's points
    named in ``clicks`` clicked first (a move being made). The settings must be ``isolate``'d
    first (the choices are written there)."""
    from morra_suite.ui import board_looks, i18n, theme

    if page not in PAGES:
        raise PictureError(f"--page {page!r}: one of {', '.join(PAGES)}")
    if dialog is not None and dialog not in DIALOGS:
        raise PictureError(f"--dialog {dialog!r}: one of {', '.join(DIALOGS)}")
    counts = kit.game.player_counts()
    if players is not None and players not in counts:
        raise PictureError(
            f"--players {players}: {kit.key} is played by {', '.join(map(str, counts))}"
        )

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
    window = _window(app, size, scratch)
    try:
        if page == "chooser":
            _wait_for_cards(app, window)
            return window.grab().toImage()
        _play(app, window, kit, variant, position, moves, players)
        click_points(app, window, clicks)
        if dialog is None:
            return window.grab().toImage()
        return _over(window.grab().toImage(), _open_dialog(app, window, kit, dialog), window)
    finally:
        window.session.shutdown(keep_autosave=False)
        window.hide()
        window.deleteLater()
        _settle(app)


def _window(app: QApplication, size: tuple[int, int], scratch: Path) -> Any:
    from morra_suite.controllers.autosave import Autosave
    from morra_suite.ui.window.main_window import MainWindow

    window = MainWindow()
    window.autosave = Autosave(scratch / "autosave")
    window.resize(*size)
    window.show()
    _settle(app)
    return window


def _wait_for_cards(app: QApplication, window: Any, seconds: float = 30.0) -> None:
    """The chooser's board pictures are rendered after start-up, one per event-loop turn."""
    import time

    end = time.monotonic() + seconds
    _settle(app)
    while window.cards.pending and time.monotonic() < end:
        _settle(app)
    _settle(app)


def _play(
    app: QApplication,
    window: Any,
    kit: Any,
    variant: str,
    position: str | None,
    moves: Sequence[str],
    players: int | None,
) -> None:
    if position:
        if not window.start_from_position(kit.key, position):
            raise PictureError(f"--position {position!r}: not a position of {kit.key}")
    else:
        window.start_game(kit.key, variant, count=players)
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
    window.ensure_menus().dress()
    _settle(app)


def click_points(app: QApplication, window: Any, names: Sequence[str]) -> None:
    """Clicks the board's points ``names`` as the mouse would (``BoardView.click_points``)."""
    if not names:
        return
    try:
        window.view.click_points(names)
    except NotImplementedError as exc:
        raise PictureError(f"--clicks: {exc}") from None
    except ValueError as exc:
        raise PictureError(f"--clicks {' '.join(names)!r}: {exc}") from None
    _settle(app)


def _open_dialog(app: QApplication, window: Any, kit: Any, name: str) -> Any:
    """Opens the dialog ``name`` as its menu entry does and waits until it shows its content."""
    import time

    if name == "new-game":
        dialog = window.new_game_dialog(kit.key)
    elif name == "review":
        from morra_suite.ui.dialogs.review import review_game

        dialog = review_game(window)
    elif name == "set-up":
        from morra_suite.ui.commands.position_actions import set_up_position

        dialog = set_up_position(window)
    elif name in LEARN_DIALOGS:
        dialog = _learn_picture(app, window, kit, name)
    else:
        dialog = window.open_settings(kit.key)
        if dialog is not None:
            dialog.show_page(name.removeprefix("settings-"))
    if dialog is None:
        raise PictureError(f"--dialog {name}: it cannot be opened for {kit.key}")
    _settle(app)
    if name == "review":  # the review's analysis runs off the GUI thread
        end = time.monotonic() + REVIEW_WAIT_SECONDS
        while not dialog.reviews and time.monotonic() < end:
            _settle(app)
        _settle(app)
    return dialog


def _learn_picture(app: QApplication, window: Any, kit: Any, name: str) -> Any:
    """The Learn window for ``name`` (see the module's docstring), its message line speaking."""
    import os
    import time

    from morra_suite.ui.learn import centre

    scratch = Path(QSettings().fileName()).parent
    os.environ["MORRA_SUITE_DATA_DIR"] = str(scratch / "data")  # never the learner's own
    if name == "lesson":
        learn = centre.open_lessons(window, kit.key)
        _settle(app)
        lesson: Any = learn.page
        lesson.board.tried.emit(lesson.runner.step.wrong)
        _settle(app)
        return learn
    from morra_suite.controllers import course_store

    record = window.session.controller.record
    everyone = range(record.state_at(0).num_players)
    course_store.practice().queue_game(
        kit.key, record.state_at(0).position(), [str(m) for m in record.moves], everyone
    )
    learn = centre.learn_window(window)
    page = learn.open_puzzles(kit.key, "mine")
    end = time.monotonic() + REVIEW_WAIT_SECONDS

    def looking() -> bool:  # the finder still at the game shown
        return page.runner.puzzle is None and page.finder is not None and page.finder.busy

    while looking() and time.monotonic() < end:
        _settle(app)
    mine = getattr(page, "_mine", None)
    if mine is None:
        raise PictureError(f"--dialog {name}: no mistake of the game shown was confirmed")
    page.board.tried.emit(_played_text(page, mine))
    while page.runner.refutation is None and time.monotonic() < end:
        _settle(app)
    _settle(app)
    return learn


def _played_text(page: Any, mine: Any) -> str:
    """The move played in the game, as the board would give it (a joint move where several
    choose: the learner's own part with the others' parts the page fixed)."""
    from morra_suite.learn import joint

    state = page.board.state
    if len(state.choosers()) < 2:
        return str(mine.played)
    choice = next(c for c in state.legal_choices(mine.player) if str(c) == mine.played)
    return joint.joint_text(state, mine.player, choice, page.board.fixed)


def _over(window_image: QImage, dialog: Any, window: Any) -> QImage:
    """The window dimmed, with ``dialog`` where it opened on it (centred; clipped by the
    window's edges only if it is bigger than the window, as a reviewer should see)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter

    picture = window_image.convertToFormat(QImage.Format.Format_ARGB32)
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
    corner = dialog.frameGeometry().topLeft() - window.frameGeometry().topLeft()
    ratio = picture.devicePixelRatio() or 1.0
    at = QPoint(round(corner.x() * ratio), round(corner.y() * ratio))
    at.setX(max(0, min(at.x(), picture.width() - 1)))
    at.setY(max(0, min(at.y(), picture.height() - 1)))
    painter.drawImage(at, dialog.grab().toImage())
    painter.setPen(QColor(0, 0, 0, 160))
    painter.drawRect(at.x(), at.y(), dialog.width() - 1, dialog.height() - 1)
    painter.end()
    dialog.close()
    return picture


def _settle(app: QApplication) -> None:
    """Lets posted events and the first timers run (layout, icons, cards)."""
    import time

    for _ in range(5):
        QCoreApplication.sendPostedEvents()
        app.processEvents()
        time.sleep(0.02)
