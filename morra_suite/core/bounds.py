"""How much a reader reads: the bounds every record and position reader checks first.

Why: the readers replay what they read on the GUI thread, and a text is whatever a file or the
clipboard holds. 20,000 nested parentheses took over 10 s, a legal 20,000-ply game over 60 s and
284 MB, a 10 MB tag value over 10 s. Far beyond any real game, these bounds refuse such a text in
a few milliseconds with the reader's own error (``RecordError``, ``PositionError``), naming
which bound it broke, so every reader stays total and quick.
"""

from __future__ import annotations

import re

from morra_suite.core.errors import PositionError, RecordError

RECORD_FILE_BYTES = 4_000_000  # a record file the user opens: our longest games take 20 KB
RECORD_CHARS = 4_000_000
POSITION_CHARS = 10_000  # a position string or a pasted text: ours take under 200
TAG_CHARS = 10_000  # one tag value (an event's name, a start position)
MAX_PLIES = 3_000  # moves (or rounds) of one record: far beyond any game played here
MAX_NESTING = 16  # variations inside variations of a mill record
MAX_DIGITS = 40  # a number in a record or a position (Python refuses to read 4,300 digits)

MAX_TAGS = 1_000  # tag lines of one record: ours write about twenty
MAX_COMMENTS = MAX_PLIES  # comments ({...}) of one record: one a move
MAX_VARIATIONS = MAX_PLIES  # variations ("(...)") of one record
# Lines of one record: the tags, a move and a comment a line, and room to spare. Counted as line
# breaks of every kind ``str.splitlines`` knows (a "\r\n" counts twice, so twice the lines).
MAX_LINES = MAX_TAGS + 3 * MAX_PLIES + 10_000
_LINE_BREAKS = ("\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")

# Both checks are linear in the text and cost less than reading it. A tag line is matched whole
# from its "[" (the matches do not overlap). A long number is found by mapping every byte of the
# UTF-8 text to "1" (an ASCII digit) or "0" and looking for 41 ones in a row, all in C; other
# decimal digits (which ``int`` and ``\d`` take too) are first written as "1". The regular
# expression ``\d{41}`` tried 41 digits at every position of a run: a 3.9 MB record of 40-digit
# numbers took over a second to pass.
_TAG_LINE = re.compile(r"\[[^\[\]\n]*")
_DIGIT_BYTES = bytes(49 if 48 <= i <= 57 else 48 for i in range(256))
_OTHER_DIGIT = re.compile(r"[^\D0-9]")  # a decimal digit that is not ASCII
_LONG_RUN = b"1" * (MAX_DIGITS + 1)


def has_long_number(text: str) -> bool:
    """Whether ``text`` holds a run of more than ``MAX_DIGITS`` decimal digits."""
    if not text.isascii():
        text = _OTHER_DIGIT.sub("1", text)
    return _LONG_RUN in text.encode("utf-8", "surrogatepass").translate(_DIGIT_BYTES)


def line_breaks(text: str) -> int:
    """How many line breaks ``text`` holds, of every kind ``str.splitlines`` splits at (counted
    in C: a reader that goes line by line in Python takes a second for a million lines)."""
    return sum(text.count(mark) for mark in _LINE_BREAKS)


def check_record_text(text: str) -> None:
    """Refuses a record text longer than ``RECORD_CHARS``, with more than ``MAX_TAGS`` tags,
    ``MAX_COMMENTS`` comments or ``MAX_LINES`` lines, a tag line longer than ``TAG_CHARS`` or a
    number of more than ``MAX_DIGITS`` digits (``RecordError``)."""
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    if len(text) > RECORD_CHARS:
        raise RecordError(f"{len(text):,} characters: a record takes at most {RECORD_CHARS:,}")
    if text.count("[") > MAX_TAGS:
        raise RecordError(f"more than {MAX_TAGS:,} tag lines")
    if text.count("{") > MAX_COMMENTS:
        raise RecordError(f"more than {MAX_COMMENTS:,} comments")
    if line_breaks(text) > 2 * MAX_LINES:
        raise RecordError(f"more than {MAX_LINES:,} lines")
    if any(tag.end() - tag.start() > TAG_CHARS + 40 for tag in _TAG_LINE.finditer(text)):
        raise RecordError(f"a tag line longer than {TAG_CHARS:,} characters")
    if has_long_number(text):
        raise RecordError(f"a number of more than {MAX_DIGITS} digits")


def check_plies(count: int) -> None:
    """Refuses a record of more than ``MAX_PLIES`` moves, before any of them is replayed."""
    if count > MAX_PLIES:
        raise RecordError(f"{count:,} moves: a record holds at most {MAX_PLIES:,}")


def check_position_text(text: str) -> None:
    """Refuses a position string (or a pasted text) longer than ``POSITION_CHARS`` or with a
    number of more than ``MAX_DIGITS`` digits (``PositionError``)."""
    if not isinstance(text, str):
        raise PositionError(repr(text), "a position is text")
    if len(text) > POSITION_CHARS:
        raise PositionError(
            text, f"{len(text):,} characters: a position takes at most {POSITION_CHARS:,}"
        )
    if has_long_number(text):
        raise PositionError(text, f"a number of more than {MAX_DIGITS} digits")
