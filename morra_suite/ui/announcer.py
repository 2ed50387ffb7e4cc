"""What a screen reader says aloud: every event of the game, in the status line's words.

The status line already says what happened and what to do next (a prompt, a refusal with its
reason, whose turn, the end); a move just played is told as the move list tells it
(``history_bar.describe_ply``). One description serves the eye and the ear: the announcer sends
the same words as a ``QAccessibleAnnouncementEvent`` (Qt maps it to AT-SPI's ``announcement``,
UI Automation's notification, VoiceOver's announcement).

Settings (``QSettings``): ``access/announce`` on or off, ``access/verbosity`` "full" (the move and
what to do next) or "short" (the move alone, or the sentence alone when nothing moved),
``access/clock_each_turn`` (a player's time said as each of their turns begins: the game clock's
display, ``ui.panels.clock_display``, says it; kept here with the other settings of what is
heard, because View's toggle reads it when the menus are built, and the clock's modules bring
``dataclasses``, about 0.7 MiB, into a window that may never run a clock).

A panel or a dialog of the window is heard through the same announcer (``announce_in``: the
analysis's new best move, a hint). Qt's accessibility types are made with the first announcement
once the window is up, not at start-up.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

ANNOUNCE_KEY = "access/announce"
VERBOSITY_KEY = "access/verbosity"
SPEAK_TURNS_KEY = "access/clock_each_turn"


def announcements_on() -> bool:
    return str(QSettings().value(ANNOUNCE_KEY, "true")).lower() == "true"


def set_announcements_on(on: bool) -> None:
    QSettings().setValue(ANNOUNCE_KEY, on)


def full_announcements() -> bool:
    return str(QSettings().value(VERBOSITY_KEY, "full")) != "short"


def set_full_announcements(full: bool) -> None:
    QSettings().setValue(VERBOSITY_KEY, "full" if full else "short")


def speak_turns() -> bool:
    """Whether each turn's start says the player's time (View › Announce the Clock…)."""
    return str(QSettings().value(SPEAK_TURNS_KEY, "false")).lower() == "true"


def set_speak_turns(on: bool) -> None:
    QSettings().setValue(SPEAK_TURNS_KEY, on)


def read_position(host: Any) -> None:
    """The window's "Read the Position Aloud": the whole position said (asked for: said even
    with announcements off)."""
    view, status = getattr(host, "view", None), getattr(host, "status", None)
    if view is not None and status is not None:
        words = view.describe_position()
        session, kit = getattr(host, "existing_session", lambda: None)(), getattr(host, "kit", None)
        if session is not None and kit is not None:  # and the game clock's times, if one runs
            from morra_suite.ui.clock_words import clock_sentence

            words = " ".join(
                filter(None, (words, clock_sentence(kit, session.names, session.clock)))
            )
        status.announcer.announce(words, asked=True)


def announce_in(widget: Any, words: str) -> None:
    """Announces ``words`` through the announcer of ``widget``'s window (the status line's), so
    that a panel or a dialog is heard as the game is (the analysis's new best move, a hint);
    nothing where the window has none."""
    found = widget.window().findChild(Announcer)
    if found is not None:
        found.announce(words)


class Announcer(QObject):
    """Announces the status line's sentences (and the move before them) on ``source``.

    ``spoken`` keeps what was announced, newest last (the tests read it; a screen reader hears it
    through the announcement event). ``spoke`` carries the words each time they go to a screen
    reader (the sound is quieter while they are said: ``ui.sound.cues``)."""

    spoke = Signal(str)

    def __init__(self, source: QObject) -> None:
        super().__init__(source)
        self.source = source
        self.spoken: list[str] = []
        self._last = ""
        self._move: str | None = None
        self._detail: str | None = None

    def move_played(self, description: str, detail: str | None = None) -> None:
        """A move was just played (``describe_ply``'s words): said with the next sentence; the
        board's ``detail`` of it (``BoardView.move_detail``) too in full announcements."""
        self._move = description
        self._detail = detail

    def say(self, text: str) -> None:
        """Announces ``text`` (with a move just played before it); the same sentence twice in a
        row is said once, unless a move came between."""
        move, self._move = self._move, None
        detail, self._detail = self._detail, None
        if move is None and text == self._last:
            return
        self._last = text
        if move is not None:
            full = full_announcements()
            said = [
                move,
                *([detail] if detail and full else []),
                *([text] if text and full else []),
            ]
            words = ". ".join(part.rstrip(".") for part in said)
            words += "." if said[-1].endswith(".") else ""
        else:
            words = text if full_announcements() else text.split(". ")[0]
        self.announce(words)

    def announce(self, words: str, asked: bool = False) -> None:
        """Sends ``words`` to the screen reader now (if announcements are on, or ``asked``: the
        player asked to hear them)."""
        if not words or not (asked or announcements_on()):
            return
        self.spoken.append(words)
        del self.spoken[:-50]
        window = getattr(self.source, "window", None)  # a widget's window (the status line's)
        if window is not None and not window().isVisible():
            # a window not yet on the screen has nobody listening (a screen reader reads it as it
            # appears); so Qt's accessibility types, whose enums cost start-up time, are made
            # with the first announcement after the window shows
            return
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.source, words))
            self.spoke.emit(words)
