"""The mill board's pieces are drawn once per side, colours and size, then blitted.

Why: the scene makes its pieces anew for every position, so each move drew the five gradients
of every piece on the board again (most of a move's repaint on a long game). A piece now comes
from a picture shared by all pieces alike, and looks the same as one drawn directly.
"""

from __future__ import annotations

from mill_helpers import click
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from morra_suite.ui.mill import items
from morra_suite.ui.mill.items import PIECE, ROLE, PieceItem


def drawn_ellipses(monkeypatch) -> list[int]:
    """Counts the ellipses drawn from Python (a piece drawn with its gradients has four)."""
    drawn: list[int] = []
    real = QPainter.drawEllipse

    def draw_ellipse(self: QPainter, *args: object) -> None:
        drawn.append(1)
        real(self, *args)

    monkeypatch.setattr(QPainter, "drawEllipse", draw_ellipse)
    return drawn


def test_a_move_blits_the_pieces_already_drawn(qtbot, main_window, monkeypatch) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    for name in ("a1", "g7", "d1"):
        click(qtbot, view, name)
    view.viewport().grab()
    click(qtbot, view, "a7")  # Black's second piece: every piece made anew by the scene
    view.finish_animations()
    drawn = drawn_ellipses(monkeypatch)
    view.viewport().grab()  # the board painted with its new pieces
    board = [item for item in view.scene().items() if item.data(ROLE) == PIECE]
    assert len(board) == 4
    assert drawn == []


def test_a_blitted_piece_looks_as_one_drawn_directly(qtbot) -> None:
    items._PICTURES.clear()
    for player in (0, 1):
        piece = PieceItem(player, 18.0)
        rect = piece.boundingRect()
        pictures = []
        for blitted in (False, True):
            image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(QColor("#c8a165"))  # on the board's wood
            painter = QPainter(image)
            painter.scale(2.5, 2.5)
            painter.translate(-rect.left(), -rect.top())
            if blitted:
                piece.paint(painter, None)
            else:
                piece.draw(painter)
            painter.end()
            pictures.append(image)
        direct, blitted = pictures
        box = QRectF(0, 0, rect.width() * 2.5, rect.height() * 2.5).toRect()
        worst = max(
            max(
                abs(a - b)
                for a, b in zip(
                    QColor(direct.pixel(x, y)).getRgb(),
                    QColor(blitted.pixel(x, y)).getRgb(),
                    strict=True,
                )
            )
            for x in range(box.width())
            for y in range(box.height())
        )
        assert worst <= 2, (player, worst)
        centre = QColor(blitted.pixel(box.center()))
        assert centre != QColor("#c8a165")  # a piece, not a blank
