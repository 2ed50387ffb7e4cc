"""``morra-suite --screenshot FILE``: the window with a game in mid-position (or the board alone,
``--board``) rendered to a PNG file without showing it.

Kept out of the launcher (``morra_suite.app``), which every start imports before Qt: a start that
shows the window never needs this.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any


def screenshot(args: Any, install_language: Callable[[Any], None]) -> int:
    """Renders what ``args`` asks for (the launcher's parsed command line) to its PNG file;
    returns the exit status (2: bad input, named on stderr). ``install_language`` is the
    launcher's (English if the catalogue cannot be installed)."""
    from PySide6.QtWidgets import QApplication

    scratch = None
    if not args.board:  # the window's picture reads and writes settings of its own only
        from morra_suite.ui.window.window_picture import isolate, offscreen_screen

        scratch = isolate()
        try:
            size = _parse_size(args.size)
        except ValueError:
            size = None  # refused below, by name
        offscreen = os.environ.get("QT_QPA_PLATFORM") == "offscreen"
        if size is not None and offscreen and QApplication.instance() is None:
            from pathlib import Path

            os.environ["QT_QPA_PLATFORM"] = offscreen_screen(size, Path(scratch.name))
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from morra_suite.ui.app_config import configure_application
    from morra_suite.ui.render import render_state

    try:
        return _screenshot(args, app, render_state, configure_application, install_language)
    finally:
        if scratch is not None:
            scratch.cleanup()


def _screenshot(
    args: Any,
    app: Any,
    render_state: Any,
    configure_application: Any,
    install_language: Callable[[Any], None],
) -> int:
    configure_application(app)
    install_language(app)
    try:
        from morra_suite.ui.app_config import pass_layout_folder

        pass_layout_folder()  # the user's own Morra boards can be pictured too
        width, height = _parse_size(args.size)
        kit, variant = _resolve_game(args.game)
        if args.variant:
            if all(v.key != args.variant for v in kit.game.variants()):
                raise ValueError(f"--variant {args.variant!r}: {kit.key} has no such variant")
            variant = args.variant
        if not args.board:
            from morra_suite.ui.window.window_picture import picture_window

            image = picture_window(
                app,
                kit,
                variant,
                (width, height),
                args.theme,
                args.look,
                args.language,
                args.position,
                (args.moves or "").split(),
                args.players,
                args.page,
                args.dialog,
                (args.clicks or "").split(),
            )
            if (image.width(), image.height()) != (width, height):  # the window's own minimum
                sys.stderr.write(
                    f"morra-suite: the window cannot be {width}x{height}; "
                    f"the picture is {image.width()}x{image.height()}\n"
                )
            return _save(image, args.screenshot)
        game = kit.game
        last = None
        if args.position:
            state = game.parse_position(args.position)
        else:
            state = game.new_state(variant=variant, players=args.players or game.player_counts()[0])
        for text in (args.moves or "").split():
            last = state.parse_move(text)
            state = state.play(last)
        image = render_state(kit, state, width, height, last)
    except (ValueError, NotImplementedError) as exc:  # bad input, or a game without positions
        sys.stderr.write(f"morra-suite: {exc}\n")
        return 2
    return _save(image, args.screenshot)


def _save(image: Any, path: str) -> int:
    if not image.save(str(path), "PNG"):
        sys.stderr.write(f"morra-suite: could not write {path}\n")
        return 1
    return 0


def _parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size {text!r}: expected WIDTHxHEIGHT, e.g. 1200x760") from None
    if not (16 <= width <= 8000 and 16 <= height <= 8000):
        raise ValueError(f"--size {text!r}: each side must be 16 to 8000 pixels")
    return width, height


def _resolve_game(name: str) -> tuple[Any, str]:
    """(kit, variant) for a game key (``key`` or ``key:variant``) or a variant name of any game
    in the registry."""
    from morra_suite.games import game_keys
    from morra_suite.ui import kits

    key, _, variant = name.partition(":")
    if key in game_keys():
        kit = kits.get_kit(key)
        return kit, variant or kit.game.default_variant()
    for key in game_keys():
        kit = kits.get_kit(key)  # a game that cannot load is an error, not a game left out
        if any(v.key == name for v in kit.game.variants()):
            return kit, name
    raise ValueError(f"--game {name!r}: no such game or variant")
