"""Set Up Position: build a position by hand (or paste one) and start a game from it.

```python
dialog = SetupDialog("mill", window.state, names=["White", "Black"], parent=window)
if dialog.exec():
    start = dialog.result_state()        # a state of the game, ready to play on
```

The dialog holds the game's set-up model (``Game.setup_of``: ``games/<game>/setup.py``) and
its editor (``GameKit.setup_editor``: ``ui/<game>/setup_editor.py``); after every edit it asks
the model for its problems and shows them, and OK stays disabled until there are none. The
position line shows the set-up as a position string and reads one back (typed, or pasted from
Copy Position or a text the game reads, like a Sanmill FEN), with the same reader Edit › Paste
Position uses. No rule is decided here, and nothing here asks which game it serves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from morra_suite.core.errors import PositionError, SetupProblem
from morra_suite.core.protocol import GameState
from morra_suite.games import load_game
from morra_suite.games.paste import read_pasted_position
from morra_suite.ui import theme
from morra_suite.ui.kits import get_kit


def setup_of(game_key: str, state: GameState) -> Any:
    """The game's set-up model, filled from ``state`` (``Game.setup_of``)."""
    return load_game(game_key).setup_of(state)


class SetupDialog(QDialog):
    """Edits a position of game ``game_key``, starting from ``state`` (its rules, its players)."""

    def __init__(
        self,
        game_key: str,
        state: GameState,
        names: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game_key = game_key
        self.start = state
        self.setWindowTitle(self.tr("Set Up Position"))
        # wide enough for the board and the instructions in a few lines (Danish took five at
        # the 338 pixels Qt chose, and the board lost their height)
        self.setMinimumWidth(480)
        self.setup = setup_of(game_key, state)
        self._result: GameState | None = None
        self.kit = get_kit(game_key)
        editor: Any = self.kit.setup_editor(self.setup, names, self)
        self.editor = editor  # changed, setup, load(setup), describe(problem), instructions()
        self.instructions_label = QLabel(editor.instructions())
        self.instructions_label.setObjectName("setup-instructions")
        self.instructions_label.setWordWrap(True)
        self.problems_label = QLabel()
        self.problems_label.setObjectName("setup-problems")
        self.problems_label.setWordWrap(True)
        self.position_edit = QLineEdit()
        self.position_edit.setAccessibleName(self.tr("Position"))
        self.position_edit.setToolTip(
            self.tr(
                "The position as text. Type or paste one (a copied position or a Sanmill FEN) "
                "and press Enter to read it."
            )
        )
        self.position_edit.installEventFilter(self)  # Enter reads the line (``eventFilter``)
        self.paste_button = QPushButton(self.tr("Paste"))
        self.paste_button.setToolTip(self.tr("Read the position on the clipboard"))
        self.paste_button.clicked.connect(self.paste)
        self.start_button = QPushButton(self.tr("Start Position"))
        self.start_button.clicked.connect(self.reset_to_start)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Play From Here"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        line = QHBoxLayout()
        line.addWidget(QLabel(self.tr("Position:")))
        line.addWidget(self.position_edit, 1)
        line.addWidget(self.paste_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.start_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.instructions_label)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.problems_label)
        layout.addLayout(line)
        layout.addLayout(bottom)
        self._read_error = ""
        editor.changed.connect(self._changed)
        self._changed()

    # ------------------------------------------------------------------ what the window asks
    def result_state(self) -> GameState | None:
        """The state to play on from once the dialog was accepted, else ``None``."""
        return self._result

    def problems(self) -> list[str]:
        """Why the position shown cannot be played on (empty when it can), in the user's
        language: the set-up's codes and facts, worded by the game's editor."""
        return [self.editor.describe(problem) for problem in self.setup.findings()]

    # ------------------------------------------------------------------ reading positions
    def paste(self) -> None:
        """Reads the clipboard's text as a position (what Paste Position reads)."""
        text = QGuiApplication.clipboard().text()
        self.position_edit.setText(text.strip())
        self.read_position_line()

    def read_position_line(self) -> None:
        """Loads the position typed or pasted in the position line, or says why it is none."""
        text = self.position_edit.text()
        try:
            state = read_pasted_position(self.game_key, text, self._rules())
        except PositionError as error:
            # an impossible position is said in the user's words; a typo names the text as is
            self._read_error = (
                self.editor.describe(SetupProblem(error.code, error.reason, error.facts))
                if error.code is not None
                else error.reason
            )
            self._show_problems()
            return
        other = self._other_board(state)
        if other:
            self._read_error = other
            self._show_problems()
            return
        self._load(setup_of(self.game_key, state))

    def _other_board(self, state: Any) -> str:
        """Why a read position does not fit this editor (another Morra layout, another number
        of Myra players: the kit's words), or ``""``."""
        return self.kit.setup_mismatch(self.setup, state)

    def reset_to_start(self) -> None:
        """The start of a game with the same rules and players."""
        start = load_game(self.game_key).setup_start(self.start, self._rules())
        self._load(setup_of(self.game_key, start))

    def _rules(self) -> Any:
        return getattr(self.setup, "rules", None)

    def _load(self, setup: Any) -> None:
        self.setup = setup
        self._read_error = ""
        self.editor.load(setup)

    # ------------------------------------------------------------------ feedback
    def _changed(self) -> None:
        self.setup = self.editor.setup
        self._read_error = ""
        self.position_edit.setText(self.setup.position())
        self._show_problems()

    def _show_problems(self) -> None:
        reasons = self.problems()
        if self._read_error:
            self.problems_label.setText(
                self.tr("This text is no position: %1").replace("%1", self._read_error)
            )
        elif reasons:
            self.problems_label.setText(
                self.tr("This position cannot be played: %1").replace("%1", "; ".join(reasons))
            )
        else:
            self.problems_label.setText(self.tr("The position can be played."))
        self.problems_label.setProperty("impossible", bool(reasons or self._read_error))
        warning = f"color: {theme.warning_colour()};"  # the theme's, light or dark
        self.problems_label.setStyleSheet(warning if reasons or self._read_error else "")
        self.ok_button.setEnabled(not reasons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the position line reads the position and stays there: the key never reaches
        the dialog, whose default button would close it. Only Play From Here closes it."""
        if (
            watched is self.position_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.read_position_line()
            return True
        return super().eventFilter(watched, event)

    def accept(self) -> None:
        if self.problems():
            return
        self._result = self.setup.state()
        super().accept()


def set_up_position(
    game_key: str, state: GameState, names: Sequence[str] = (), parent: QWidget | None = None
) -> GameState | None:
    """Opens the dialog over ``state`` and returns the position to play on, or ``None``."""
    dialog = SetupDialog(game_key, state, names, parent)
    dialog.exec()
    return dialog.result_state()


def pasted_position(game_key: str, text: str, state: GameState) -> GameState:
    """Edit › Paste Position: the position ``text`` describes, read with the rules of ``state``
    where the text names none; ``PositionError`` says why it is none."""
    rules = load_game(game_key).rules_of(state)
    return read_pasted_position(game_key, text, rules)
