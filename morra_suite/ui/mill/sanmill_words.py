"""Why a mill position has no Sanmill FEN (games/mill/sanmill.py's reasons), marked for lupdate in
the context "GameRules", where Edit › Copy Position as Sanmill FEN translates a game's reason
(``ui.mill.sanmill_action.sanmill_fen_of``). tests/ui/mill/test_mill_sanmill_copy.py holds them to
the library's words."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

SANMILL_REASONS = (
    QT_TRANSLATE_NOOP("GameRules", "Sanmill's FEN describes the 24-point board only"),
    QT_TRANSLATE_NOOP("GameRules", "Sanmill's FEN cannot say who owes a removal of whose pieces"),
    QT_TRANSLATE_NOOP("GameRules", "Sanmill's FEN has no field for the lines a player has spent"),
)
