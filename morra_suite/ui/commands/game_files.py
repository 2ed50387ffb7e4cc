"""Saving, opening and resuming games as the user sees it: file dialogs, messages, the status line.

The session reads and writes the records (``game.read_record`` / ``write_record``) and the
autosave; this module asks for file names, writes atomically and says what happened.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from morra_suite.controllers.autosave import write_atomic
from morra_suite.controllers.autosave_summary import AutosaveSummary, autosave_summary
from morra_suite.core.bounds import RECORD_FILE_BYTES
from morra_suite.core.files import FileRefused, LinkedFileError, read_regular_file
from morra_suite.ui import kits as kit_registry
from morra_suite.ui.chooser.card_pictures import short_error
from morra_suite.ui.plurals import english

if TYPE_CHECKING:
    from morra_suite.controllers.record_reader import PreparedGame, RecordReader
    from morra_suite.controllers.session import GameSession
    from morra_suite.ui.window.host import FilesHost


class GameFiles(QObject):
    """Save, Save As, Open and Resume for the window's session."""

    def __init__(self, host: FilesHost) -> None:
        super().__init__(host.widget())
        self.host = host
        self._reader: RecordReader | None = None  # made on the first long file
        self._summarising: RecordReader | None = None  # reads a long autosave at start
        self._progress: Any = None  # the reading's progress dialog while it is open

    @property
    def session(self) -> GameSession:
        return self.host.session

    # ------------------------------------------------------------------ saving
    def save(self) -> bool:
        if self.session.file_path is None:
            return self.save_as_dialog()
        return self.save_to(self.session.file_path)

    def save_as_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        session = self.session
        if not session.has_game or session.key is None or session.game is None:
            return False
        kit = kit_registry.get_kit(session.key)
        folder = self.host.last_folder()
        suggested = str(folder / f"{session.key}-game{session.game.file_suffix}")
        path, _ = QFileDialog.getSaveFileName(
            self.host.widget(),
            self.tr("Save game"),
            str(session.file_path or suggested),
            kit.file_filter,
        )
        return self.save_to(path) if path else False

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Writes the game atomically to ``path``; a failure gives a message naming the file."""
        from PySide6.QtWidgets import QMessageBox

        if not self.session.has_game:
            return False
        target = Path(path)
        try:
            write_atomic(target, self.session.game_text())
        except (OSError, ValueError) as exc:
            reason = str(exc)
            if isinstance(exc, LinkedFileError):  # said in the user's language: it is news
                reason = self.tr(
                    "the file has other names (hard links), which would keep the old game; "
                    "save it under another name"
                )
            self.host.show_message(
                QMessageBox.Icon.Critical,
                self.tr("Could not save"),
                self.tr("The game could not be saved to %1: %2")
                .replace("%1", str(target))
                .replace("%2", reason),
            )
            return False
        self.session.file_path = target
        self.session.mark_saved()
        self.host.remember_file(target)
        self.host.update_title()
        self.host.set_status(self.tr("Saved to %1").replace("%1", str(target)))
        return True

    # ------------------------------------------------------------------ opening
    def open_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.host.widget(),
            self.tr("Open game"),
            str(self.host.last_folder()),
            ";;".join(self.open_filters()),
        )
        return self.open_file(path) if path else False

    def open_filters(self) -> list[str]:
        """Every registered game's records first, then the current game's, the others', all."""
        from morra_suite.games import game_keys, load_game

        suffixes = dict.fromkeys(load_game(key).file_suffix for key in game_keys())
        everything = self.tr("All game records (%1)").replace(
            "%1", " ".join(f"*{suffix}" for suffix in suffixes)
        )
        kits = self.host.available_kits()
        current = self.host.kit.key if self.host.kit is not None else None
        order = sorted(kits, key=lambda key: key != current)  # the current game's first
        return [everything, *(kits[key].file_filter for key in order), self.tr("All files (*)")]

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Reads a saved game; a broken or foreign file gives a message and the game is kept."""
        source = Path(path)
        try:  # a regular file of bounded size only: never a device or a pipe
            text = read_regular_file(source, RECORD_FILE_BYTES).decode("utf-8-sig")
        except FileRefused as exc:
            return self._refuse(source, exc.reason)
        except OSError as exc:
            return self._refuse(source, exc.strerror or str(exc))
        except UnicodeDecodeError:
            return self._refuse(source, self.tr("this is not a text file of a game"))
        from morra_suite.controllers.record_reader import BACKGROUND_CHARS  # not at start-up
        from morra_suite.ui.commands import first_game

        # a long game is checked move by move: not here; nor is a game whose modules are not
        # all in yet (the first of its kind): they are imported where the record is read
        if len(text) > BACKGROUND_CHARS or not first_game.is_ready(
            first_game.games_of(text, source.suffix)
        ):
            self._read_in_background(source, text)
            return True
        try:
            self.session.open_text(text, source.suffix)
        except Exception as exc:  # a foreign file may upset a reader in any way
            return self._refuse(source, short_error(exc))
        self._opened(source)
        return True

    @property
    def reading(self) -> bool:
        """A long file is being read on a worker thread (its progress dialog is open)."""
        return self._reader is not None and self._reader.busy

    def stop_reading(self) -> None:
        """Drops a background reading and lets its thread end (the window closes)."""
        for reader in (self._reader, self._summarising):
            if reader is not None:
                reader.cancel_and_wait()
        if self._progress is not None:  # a reading dropped unfinished says nothing more
            self._progress.close()
            self._progress.deleteLater()
            self._progress = None

    def wait_for_reading(self, msecs: int = 30_000) -> bool:
        """Blocks until a background reading is done (closing the window, tests)."""
        readers = [r for r in (self._reader, self._summarising) if r is not None]
        return all(reader.wait(msecs) for reader in readers)

    def _read_in_background(self, source: Path, text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QProgressDialog

        from morra_suite.controllers.record_reader import RecordReader

        if self._reader is None:
            self._reader = RecordReader(self)
        reader = self._reader
        progress = QProgressDialog(
            self.tr("Reading %1…").replace("%1", source.name),
            self.tr("Cancel"),
            0,
            0,  # no steps to count: a busy bar
            self.host.widget(),
        )
        progress.setWindowTitle(self.tr("Opening a game"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)  # a quick reading shows nothing
        progress.setAutoClose(False)
        progress.setAutoReset(False)

        def finish() -> None:
            for signal in (reader.read, reader.failed):
                signal.disconnect()
            progress.canceled.disconnect()
            progress.close()
            progress.deleteLater()
            self._progress = None

        def read(prepared: object) -> None:
            finish()
            try:
                self.session.open_prepared(prepared)  # type: ignore[arg-type]
            except Exception as exc:
                self._refuse(source, short_error(exc))
                return
            self._opened(source)

        def failed(problem: object) -> None:
            finish()
            self._refuse(source, short_error(problem))  # type: ignore[arg-type]

        def cancelled() -> None:
            reader.cancel()
            finish()
            self.host.set_status(
                self.tr("Opening %1 was cancelled. The current game goes on.").replace(
                    "%1", source.name
                )
            )

        reader.read.connect(read)
        reader.failed.connect(failed)
        progress.canceled.connect(cancelled)
        self._progress = progress
        self.host.set_status(self.tr("Reading %1…").replace("%1", source.name))
        from morra_suite.ui.commands.first_game import read_and_bring_in

        # the session's reader (``read_any``), and the game's modules brought in beside it: the
        # session itself is made when the game is put on, not before the reading
        reader.start(read_and_bring_in, text, source.suffix)

    def _opened(self, source: Path) -> None:
        self.session.file_path = source
        self.host.remember_file(source)
        self.host.update_title()
        self.host.set_status(
            self.tr("Opened %1. %2").replace("%1", source.name).replace("%2", self.host.prompt())
        )

    def _refuse(self, source: Path, problem: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        self.host.show_message(
            QMessageBox.Icon.Warning,
            self.tr("Could not open"),
            self.tr("%1 could not be opened: %2. The current game goes on.")
            .replace("%1", str(source))
            .replace("%2", problem),
        )
        return False

    # ------------------------------------------------------------------ the autosave
    def offer_resume(self) -> None:
        """After a crash or kill: offers to go on with the autosaved game. Read through the
        host's autosave: the session (and what it loads) is made only if the game is resumed."""
        from PySide6.QtWidgets import QMessageBox

        autosave = self.host.autosave
        try:
            payload = autosave.read()
        except ValueError as exc:
            moved = autosave.set_aside()
            self.host.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Autosave unreadable"),
                self.tr("The autosaved game %1 could not be read (%2). It was set aside as %3.")
                .replace("%1", str(autosave.path))
                .replace("%2", str(exc))
                .replace("%3", str(moved)),
            )
            return
        if payload is None or payload.get("finished"):
            return
        from morra_suite.controllers.record_reader import BACKGROUND_CHARS  # not at start-up

        record = payload.get("record")
        if isinstance(record, str) and len(record) > BACKGROUND_CHARS:
            self._summarise_in_background(payload, record)
            return
        try:
            summary = autosave_summary(payload, _colour_names)
        except (ValueError, LookupError):  # resuming it says what is wrong, as before
            self._offer(payload, None)
            return
        self._offer_summary(payload, summary)

    def _offer_summary(
        self,
        payload: dict[str, Any],
        summary: AutosaveSummary | None,
        prepared: PreparedGame | None = None,
    ) -> None:
        if summary is None:  # a game with no move: nothing to go on with
            self.host.autosave.discard()
            return
        self._offer(payload, summary, prepared)

    def _summarise_in_background(self, payload: dict[str, Any], record: str) -> None:
        """A long autosaved game is read on the record reader's thread before it is offered:
        read here, a game of 3,000 moves kept the new window still for over a second."""
        from morra_suite.controllers.autosave_summary import summary_of
        from morra_suite.controllers.record_reader import RecordReader
        from morra_suite.ui.commands.first_game import reading_bringing_in

        key = str(payload.get("game"))
        reader = RecordReader(self)
        # the game's reader, and its modules brought in: Yes then puts it on without them
        read_text = reading_bringing_in(key)

        def read(prepared: Any) -> None:
            self._summarising = None
            reader.deleteLater()
            try:
                summary = summary_of(key, prepared.data, payload, _colour_names)
            except (ValueError, LookupError):
                self._offer(payload, None)
                return
            self._offer_summary(payload, summary, prepared)

        def failed(_problem: object) -> None:
            self._summarising = None
            reader.deleteLater()
            self._offer(payload, None)  # resuming it says what is wrong, as before

        reader.read.connect(read)
        reader.failed.connect(failed)
        self._summarising = reader
        reader.start(read_text, record, "")

    def _offer(
        self,
        payload: dict[str, Any],
        summary: AutosaveSummary | None,
        prepared: PreparedGame | None = None,
    ) -> None:
        """Asks whether to go on with the autosaved game (``summary`` ``None``: it could not be
        read, so the question names nothing); a game with no move is discarded unasked. A long
        game comes ``prepared`` (read and replayed on the record reader's thread): Yes puts it
        on as it is, since replaying 3,000 moves here kept the window still for a second."""
        from PySide6.QtWidgets import QMessageBox

        autosave = self.host.autosave
        if summary is None:
            words = self.tr("A game was not finished last time. Go on with it?")
        else:
            words = self._resume_words(summary)
        box = QMessageBox(self.host.widget())
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume game"))
        box.setText(words)
        box.setAccessibleName(self.tr("Resume game"))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(
            lambda result: (
                self.resume(payload, prepared)
                if result == QMessageBox.StandardButton.Yes
                else autosave.discard()
            )
        )
        self.host.keep_message(box)
        box.open()

    def _resume_words(self, summary: AutosaveSummary) -> str:
        """ "Nine Men's Morris was not finished last time: Ann (White) against Bob (Black),
        12 moves played. Go on with it?" """
        kit = kit_registry.get_kit(summary.key)
        colours = kit.colour_names(len(summary.names) or 2)
        names = list(summary.names) + [""] * (len(colours) - len(summary.names))
        sides = [
            f"{name} ({colour})" if name else colour
            for name, colour in zip(names, colours, strict=False)
        ]
        players = self.tr(" against ").join(sides)
        moves = english(self.tr("%n move(s) played", "", summary.moves), summary.moves)
        return (
            self.tr("%1 was not finished last time: %2, %3. Go on with it?")
            .replace("%1", kit.game_title(summary.variant, summary.rules))
            .replace("%2", players)
            .replace("%3", moves)
        )

    def resume(
        self, payload: dict[str, Any] | None = None, prepared: PreparedGame | None = None
    ) -> bool:
        from PySide6.QtWidgets import QMessageBox

        autosave = self.session.autosave
        try:
            if not self.session.resume(payload, prepared):
                return False
        except Exception as exc:
            moved = autosave.set_aside()
            self.host.show_message(
                QMessageBox.Icon.Warning,
                self.tr("Autosave unreadable"),
                self.tr("The autosaved game %1 could not be resumed (%2). It was set aside as %3.")
                .replace("%1", str(autosave.path))
                .replace("%2", short_error(exc))
                .replace("%3", str(moved)),
            )
            return False
        self.host.update_title()
        self.host.set_status(
            self.tr("Resumed the unfinished game. %1").replace("%1", self.host.prompt())
        )
        return True


def _colour_names(key: str, count: int) -> list[str]:
    """The sides' names by colour for game ``key`` (as the session names its seats)."""
    return kit_registry.get_kit(key).colour_names(count)
