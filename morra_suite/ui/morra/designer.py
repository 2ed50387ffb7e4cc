"""Game › New Morra Board…: design a Morra board and see at once what the exact solver makes of it.

The window edits a board as layout data (``games.morra.designer``: rings, fields, dots). Every
edit is judged by the layout rules at once (a broken board is explained and cannot be saved) and
a valid one is solved off the GUI thread (``ai.morra.assessment.assess`` in a thread pool: a
newer edit supersedes an older computation, whose result is dropped). Boards are saved as JSON in
the user's layouts folder (``app_config.user_layout_folder``), which Morra's layouts read, so New
Game offers a saved board at once; a board file someone sent opens like a shipped one and is
copied there.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ai.morra import assessment
from morra_suite.controllers.autosave import write_atomic
from morra_suite.games import morra
from morra_suite.games.morra import designer
from morra_suite.ui.app_config import pass_layout_folder
from morra_suite.ui.morra.designer_scene import DesignerScene, DesignerView

MAX_RINGS = 8
FIELDS_RANGE = (2, 36)
_SKIPPED_SAID: set[str] = set()  # the skipped board files the designer has named this run
NEW_BOARD: dict[str, Any] = {"fields": [12, 8, 4], "dots": []}
UPDATE_DELAY_MS = 120  # edits closer together than this are solved once, for the last one


def verdict_words(verdict: str) -> str:
    """The pure designer's verdict in the user's language."""
    words = {
        "fair": QCoreApplication.translate("BoardDesigner", "fair"),
        "favours the first player": QCoreApplication.translate(
            "BoardDesigner", "favours the first player"
        ),
        "favours the second player": QCoreApplication.translate(
            "BoardDesigner", "favours the second player"
        ),
        "games may never end": QCoreApplication.translate("BoardDesigner", "games may never end"),
    }
    return words.get(verdict, verdict)


class _Signals(QObject):
    done = Signal(int, object)  # the edit's number, its Assessment (or the exception)


class _AssessTask(QRunnable):
    """One board solved in the pool's thread; the result goes back by signal."""

    def __init__(self, number: int, board: dict[str, Any], signals: _Signals) -> None:
        super().__init__()
        self.number, self.board, self.signals = number, board, signals

    def run(self) -> None:
        try:
            result: Any = assessment.assess(self.board)
        except Exception as error:  # shown in the message line, never a crash of the thread
            result = error
        with contextlib.suppress(RuntimeError):  # the window is gone: nobody waits for them
            self.signals.done.emit(self.number, result)


class BoardDesigner(QDialog):
    """The designer window (not modal: the main window stays usable beside it).

    ``figures_shown(assessment)`` follows every result that is still current; ``board_saved``
    gives the saved layout's name. Tests and menus call ``load_board``, ``open_board`` and
    ``save_board``; the buttons do the same."""

    figures_shown = Signal(object)
    board_saved = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Morra Board"))
        self.setAccessibleName(self.tr("Morra board designer"))
        self.setWindowFlag(Qt.WindowType.Window)
        self.resize(1040, 680)
        self.board: dict[str, Any] = {"fields": [], "dots": []}
        self.assessment: assessment.Assessment | None = None  # of the board shown, when current
        self.problem: str | None = None  # why the board cannot be played, by the layout rules
        self._number = 0  # counts edits; a result for an older edit is dropped
        self._answered = -1  # the edit whose result (figures or a failure) is shown
        self._running = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._assessed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(UPDATE_DELAY_MS)
        self._timer.timeout.connect(self._start_assessment)

        self.scene = DesignerScene(self)
        self.view = DesignerView(self.scene)
        self.view.setAccessibleName(self.tr("Board being designed"))
        self.scene.dot_drawn.connect(self.add_dot)
        self.scene.dot_removed.connect(self.remove_dot)
        self._build_panel()
        self.load_board(NEW_BOARD, "")
        self._say_skipped_boards()

    # ================================================================== widgets
    def _build_panel(self) -> None:
        panel = QVBoxLayout()
        form = QFormLayout()
        self.start_box = QComboBox()
        self.start_box.setAccessibleName(self.tr("Start from a board"))
        self.start_box.addItem(self.tr("Empty board"), "")
        for name in morra.layout_names() + morra.user_layout_names():
            self.start_box.addItem(morra.load_layout(name).title, name)
        # A pick of another board, or of the same one again after edits (activated).
        self.start_box.currentIndexChanged.connect(self._start_chosen)
        self.start_box.activated.connect(self._start_chosen)
        form.addRow(self.tr("Start &from:"), self.start_box)
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Board name"))
        self.name_edit.setPlaceholderText(self.tr("The board's name, as New Game will list it"))
        self.name_edit.textChanged.connect(lambda _text: self._update_save())
        form.addRow(self.tr("&Name:"), self.name_edit)
        self.name_note = QLabel()
        self.name_note.setAccessibleName(self.tr("Why the board cannot be saved"))
        self.name_note.setWordWrap(True)
        # the theme's secondary words (palette(mid) is a line colour: 2:1 on the dark theme)
        self.name_note.setStyleSheet("color: palette(placeholder-text);")
        form.addRow("", self.name_note)
        self.rings_spin = QSpinBox()
        self.rings_spin.setRange(1, MAX_RINGS)
        self.rings_spin.setAccessibleName(self.tr("Number of rings"))
        self.rings_spin.valueChanged.connect(self._rings_changed)
        form.addRow(self.tr("&Rings:"), self.rings_spin)
        self.fields_row = QHBoxLayout()
        self.fields_spins: list[QSpinBox] = []
        form.addRow(self.tr("Fields per ring:"), self.fields_row)
        panel.addLayout(form)
        hint = QLabel(
            self.tr(
                "Drag from a field to a field of the next ring inward for a white dot, or of "
                "the ring outside for a black dot. Right-click a field to remove its dot."
            )
        )
        hint.setWordWrap(True)
        panel.addWidget(hint)

        figures = QGroupBox(self.tr("What the exact solver sees"))
        figures.setAccessibleName(self.tr("What the exact solver sees"))
        grid = QFormLayout(figures)
        self.value_label = QLabel()
        self.first_label = QLabel()
        self.second_label = QLabel()
        self.rounds_label = QLabel()
        self.ending_label = QLabel()
        self.ending_caption = QLabel()
        self.verdict_label = QLabel()
        self.verdict_label.setStyleSheet("font-weight: bold;")
        grid.addRow(self.tr("Value of the start for the player who begins:"), self.value_label)
        grid.addRow(self.tr("First player wins:"), self.first_label)
        grid.addRow(self.tr("Second player wins:"), self.second_label)
        grid.addRow(self.tr("Expected number of rounds:"), self.rounds_label)
        grid.addRow(self.ending_caption, self.ending_label)
        grid.addRow(self.tr("Verdict:"), self.verdict_label)
        panel.addWidget(figures)
        self.message_line = QLabel()
        self.message_line.setAccessibleName(self.tr("Message"))
        self.message_line.setWordWrap(True)
        self.message_line.setTextFormat(Qt.TextFormat.PlainText)
        self.message_line.setMinimumHeight(48)
        self.message_line.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        panel.addWidget(self.message_line)
        panel.addStretch(1)
        buttons = QHBoxLayout()
        self.open_button = QPushButton(self.tr("&Open Board…"))
        self.open_button.clicked.connect(self.open_dialog)
        self.save_button = QPushButton(self.tr("&Save"))
        self.save_button.clicked.connect(self.save_board)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.clicked.connect(self.close)
        for button in (self.open_button, self.save_button, self.close_button):
            button.setAutoDefault(False)  # Enter in the name field saves, never opens a file
            buttons.addWidget(button)
        self.save_button.setDefault(True)
        panel.addLayout(buttons)
        side = QWidget()
        side.setLayout(panel)
        side.setMinimumWidth(380)
        side.setMaximumWidth(460)
        outer = QHBoxLayout(self)
        outer.addWidget(self.view, 1)
        outer.addWidget(side)

    def _set_spins(self, fields: list[int]) -> None:
        """One spin box per ring, showing ``fields`` (no edits are made while they are set)."""
        while len(self.fields_spins) > len(fields):
            spin = self.fields_spins.pop()
            self.fields_row.removeWidget(spin)
            spin.deleteLater()
        while len(self.fields_spins) < len(fields):
            spin = QSpinBox()
            spin.setRange(*FIELDS_RANGE)
            ring = len(self.fields_spins)
            spin.setAccessibleName(self.tr("Fields of ring %1").replace("%1", str(ring)))
            spin.setToolTip(spin.accessibleName())
            spin.valueChanged.connect(self._fields_changed)
            self.fields_row.addWidget(spin)
            self.fields_spins.append(spin)
        for spin, count in zip(self.fields_spins, fields, strict=True):
            spin.blockSignals(True)
            spin.setValue(count)
            spin.blockSignals(False)
        self.rings_spin.blockSignals(True)
        self.rings_spin.setValue(len(fields))
        self.rings_spin.blockSignals(False)

    # ================================================================== edits
    def load_board(self, board: dict[str, Any], title: str) -> None:
        """Shows a board to edit (layout data: ``fields`` and ``dots``) under ``title``."""
        self.name_edit.setText(title)
        plain = {"fields": list(board["fields"]), "dots": list(board["dots"])}
        self._edited(designer.with_fields(plain, plain["fields"]), self.tr("Board loaded."))

    def _start_chosen(self, index: int) -> None:
        name = self.start_box.itemData(index)
        board, title = NEW_BOARD, ""
        if name:
            layout = morra.load_layout(name)
            board, title = layout.to_data(), layout.title
        shown = {"fields": list(board["fields"]), "dots": list(board["dots"])}
        if shown != self.board or title != self.name_edit.text():
            self.load_board(board, title)

    def _rings_changed(self, rings: int) -> None:
        fields = list(self.board["fields"][:rings])
        while len(fields) < rings:
            fields.append(max(FIELDS_RANGE[0], fields[-1] // 2) if fields else 12)
        self._edited(designer.with_fields(self.board, fields))

    def _fields_changed(self, _value: int) -> None:
        fields = [spin.value() for spin in self.fields_spins]
        self._edited(designer.with_fields(self.board, fields))

    def add_dot(self, at: tuple[int, int], to: tuple[int, int]) -> bool:
        """A dot on ``at`` leading to ``to``, if the layout rules allow it; else their reason
        goes to the message line."""
        try:
            board = designer.add_dot(self.board, at, to)
        except designer.DotRefused as refused:
            self._say(
                self.tr("No dot from %1 to %2: %3")
                .replace("%1", self._field_text(at))
                .replace("%2", self._field_text(to))
                .replace("%3", refused.problem)
            )
            return False
        self._edited(board)
        return True

    def remove_dot(self, at: tuple[int, int]) -> bool:
        board = designer.remove_dot(self.board, at)
        if board["dots"] == self.board["dots"]:
            self._say(self.tr("Field %1 has no dot.").replace("%1", self._field_text(at)))
            return False
        self._edited(board)
        return True

    def _field_text(self, field: tuple[int, int]) -> str:
        return morra.Field(*field).text(len(self.board["fields"]))

    def _edited(self, board: dict[str, Any], note: str = "") -> None:
        """Shows ``board``: drawn, judged by the layout rules now, solved soon (off the GUI
        thread); any computation for an older board no longer counts."""
        self.board = board
        self._number += 1
        fields = list(board["fields"])
        self._set_spins(fields)
        dots = tuple((tuple(d["at"]), tuple(d["to"])) for d in board["dots"])
        white = tuple(designer.is_white(at, to) for at, to in dots)
        self.scene.set_board(tuple(fields), dots, white)  # type: ignore[arg-type]
        self.assessment = None
        self._show_figures(None)
        try:
            morra.layout_from_data(board, "(designer)", "custom")
        except morra.LayoutError as error:
            self.problem = error.problem
            self._timer.stop()
            self._say(self.tr("This board cannot be played: %1").replace("%1", error.problem))
        else:
            self.problem = None
            self._say(" ".join(part for part in (note, self.tr("Computing…")) if part))
            self._timer.start()
        self._update_save()

    # ================================================================== figures, off the GUI thread
    @property
    def busy(self) -> bool:
        """True while figures for the board shown are still to come."""
        return self.problem is None and self._answered != self._number

    def _start_assessment(self) -> None:
        if self._running or self.problem is not None:
            return  # the running one's result starts the next (see ``_assessed``)
        self._running = True
        task = _AssessTask(self._number, dict(self.board), self._signals)
        self._pool.start(task)

    def _assessed(self, number: int, result: Any) -> None:
        self._running = False
        if number != self._number:
            if self.problem is None and not self._timer.isActive():
                self._start_assessment()  # the board changed meanwhile: solve the newest
            return
        self._answered = number
        if isinstance(result, Exception):
            self._say(self.tr("The solver failed: %1").replace("%1", str(result)))
            return
        self.assessment = result
        self._show_figures(result)
        self._say(
            self.tr("The verdict: %1.").replace("%1", verdict_words(result.verdict or ""))
            if result.valid
            else self.tr("This board cannot be played: %1").replace("%1", result.problem or "")
        )
        self.figures_shown.emit(result)

    def _show_figures(self, figures: assessment.Assessment | None) -> None:
        limit = morra.MorraRules().round_limit
        self.ending_caption.setText(
            self.tr("Games end within %1 rounds:").replace("%1", str(limit))
        )
        labels = (
            self.value_label,
            self.first_label,
            self.second_label,
            self.rounds_label,
            self.ending_label,
            self.verdict_label,
        )
        if figures is None or not figures.valid:
            for label in labels:
                label.setText("—")
            return
        texts = figure_texts(figures)
        for label, text in zip(labels, texts, strict=True):
            label.setText(text)

    # ================================================================== files
    def _update_save(self) -> None:
        """Save needs a playable board and a name that is not a shipped board's."""
        title = self.name_edit.text().strip()
        key = designer.layout_key(title)
        why = ""
        if self.problem is not None:
            why = self.tr("Fix the board to save it.")
        elif not key:
            why = self.tr("Give the board a name (letters or digits) to save it.")
        elif key in morra.layout_names():
            why = self.tr("“%1” is the name of a board that comes with the game: choose another.")
            why = why.replace("%1", title)
        self.save_button.setEnabled(not why)
        self.save_button.setToolTip(why)
        self.name_note.setText(why if self.problem is None else "")
        self.name_note.setVisible(bool(self.name_note.text()))

    def save_board(self) -> Path | None:
        """Writes the board to the user's layouts folder (atomically) as ``<name>.json``; New
        Game offers it from now on. Returns the file, or ``None`` (the reason is shown)."""
        if not self.save_button.isEnabled():
            self._say(self.save_button.toolTip())
            return None
        data = designer.board_data(self.board, self.name_edit.text())
        try:
            morra.layout_from_data(data, "(designer)")
            path = pass_layout_folder() / f"{data['name']}.json"
            write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        except (OSError, ValueError) as error:
            self._say(self.tr("The board was not saved: %1").replace("%1", str(error)))
            return None
        self._say(
            self.tr("Saved as %1: New Game offers “%2” now.")
            .replace("%1", str(path))
            .replace("%2", data["title"])
        )
        if self.start_box.findData(data["name"]) < 0:
            self.start_box.addItem(data["title"], data["name"])
        self.board_saved.emit(data["name"])
        return path

    def open_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a Morra board"), "", self.tr("Morra boards (*.json)")
        )
        if path:
            self.open_board(path)

    def open_board(self, path: str | Path) -> bool:
        """Opens a board file (shared, or a shipped one) for editing; a valid board that is not
        a shipped one is copied into the user's layouts folder, so New Game offers it."""
        try:
            layout = morra.open_layout_file(path)
        except morra.LayoutError as error:
            self._say(self.tr("The board could not be opened: %1").replace("%1", str(error)))
            return False
        self.load_board(layout.to_data(), layout.title)
        if layout.name in morra.layout_names():
            return True
        target = pass_layout_folder() / f"{layout.name}.json"
        note = self.tr("Opened %1; it is among your boards now.").replace("%1", str(path))
        try:
            if target.exists() and morra.open_layout_file(target) != layout:
                note = (
                    self.tr("Opened %1; one of your boards already has its name %2: not copied.")
                    .replace("%1", str(path))
                    .replace("%2", layout.name)
                )
            else:
                text = json.dumps(layout.to_data(), indent=2, ensure_ascii=False) + "\n"
                write_atomic(target, text)
        except (OSError, ValueError) as error:
            note = (
                self.tr("Opened %1, but it could not be copied: %2")
                .replace("%1", str(path))
                .replace("%2", str(error))
            )
        self._say(note)
        return True

    # ================================================================== messages, closing
    def _say_skipped_boards(self) -> None:
        """Names the files of the user's boards folder that are not boards (they are left out,
        every other board works), each once a run; the log has them all."""
        new = [problem for problem in morra.layout_problems() if problem not in _SKIPPED_SAID]
        if not new:
            return
        _SKIPPED_SAID.update(new)
        # the words Open Board says for a file that is no board (translated already)
        text = self.tr("The board could not be opened: %1").replace("%1", "; ".join(new))
        self._say(text)

    def _say(self, text: str) -> None:
        self.message_line.setText(text)

    def message(self) -> str:
        return self.message_line.text()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._timer.stop()
        self._number += 1  # a result still coming is not shown
        self._pool.waitForDone()
        super().closeEvent(event)


def figure_texts(figures: assessment.Assessment) -> tuple[str, str, str, str, str, str]:
    """The figures as the designer shows them (value, P(first), P(second), rounds, P(ending),
    verdict): the benchmark's precision, probabilities as percentages."""
    assert figures.valid and figures.verdict is not None
    return (
        f"{figures.value:+.4f}",
        f"{100 * (figures.p_first_wins or 0.0):.2f} %",
        f"{100 * (figures.p_second_wins or 0.0):.2f} %",
        f"{figures.expected_rounds:.2f}",
        f"{100 * (figures.p_end_within_limit or 0.0):.3f} %",
        verdict_words(figures.verdict),
    )
