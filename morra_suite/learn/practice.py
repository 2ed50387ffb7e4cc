"""The learner's own mistakes to practise (``learn.mistakes``), on a spaced schedule, in a file.

```python
book = PracticeBook.open(folder, clock=time.time)   # mistakes.json in the learner's folder
book.add(puzzles)                 # new ones are due at once; one already kept keeps its schedule
book.due("mill")                  # the puzzles due now, the longest waiting first
book.record(puzzle_id, solved=True)   # solved: back after INTERVALS[solves]; missed: soon again
book.counts("mill")               # Counts(waiting, due, learnt)
book.queue_game("mill", start, move_texts, players)   # a finished game, looked at later
```

A finished game is only queued when it ends (cheap: its moves as texts); it is looked at for
mistakes when the learner opens My Mistakes (``controllers.mistake_finder`` runs the analyses
off the GUI thread), so a game's end never starts searches the player did not ask for.

A puzzle comes back until it is solved twice (``SOLVES_TO_LEARN``): solved, it returns after a
day, then it is learnt; missed, it returns ``AGAIN_AFTER`` later and its solves start over (a
Leitner box of three). The clock is a parameter (seconds since the epoch), so the tests move time
themselves. Each entry is checked on its own when read: a bad one is set aside, the rest kept;
the file holds at most ``MAX_ENTRIES`` (the oldest learnt ones go first). Written atomically,
private to the user. Pure Python, no Qt.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from morra_suite.core.files import FileRefused, atomic_writer, read_regular_file
from morra_suite.learn.mistakes import PersonalPuzzle
from morra_suite.learn.storage import keep_side_copy, loads_bounded

FILE_NAME = "mistakes.json"
FORMAT = "morra-suite-mistakes"
VERSION = 1
MAX_BYTES = 2_000_000
MAX_ENTRIES = 300
MAX_PENDING = 5  # finished games waiting to be looked at (the newest kept)
MAX_MOVES = 600
MAX_TEXT = 400  # a position or a move text longer than this is no entry of ours
SOLVES_TO_LEARN = 2
DAY = 86_400.0
INTERVALS = (DAY, 3 * DAY)  # after the first solve, after the second (then learnt)
AGAIN_AFTER = 600.0  # a missed puzzle comes back ten minutes later


@dataclass(frozen=True, slots=True)
class Entry:
    """A puzzle and where it stands: ``due`` (epoch seconds), ``solves`` in a row, ``added``."""

    puzzle: PersonalPuzzle
    due: float
    solves: int = 0
    added: float = 0.0

    @property
    def learnt(self) -> bool:
        return self.solves >= SOLVES_TO_LEARN


@dataclass(frozen=True, slots=True)
class PendingGame:
    """A finished game not yet looked at for mistakes: its start position, its moves (texts) and
    the players whose moves count (the people who played)."""

    game: str
    start: str
    moves: tuple[str, ...]
    players: tuple[int, ...]

    def states(self) -> list[Any]:
        """The game's positions, replayed by the rules (``ValueError`` if a move is refused)."""
        from morra_suite.games import load_game

        state = load_game(self.game).parse_position(self.start)
        out = [state]
        for move in self.moves:
            state = state.play(move)
            out.append(state)
        return out


@dataclass(frozen=True, slots=True)
class Counts:
    waiting: int  # not learnt, not due yet
    due: int
    learnt: int


class PracticeBook:
    """The learner's personal puzzles; ``problem`` says what was set aside when it was read."""

    def __init__(
        self,
        path: Path,
        entries: dict[str, Entry],
        clock: Callable[[], float],
        pending: list[PendingGame] | None = None,
    ):
        self.path = path
        self._entries = entries
        self._pending = list(pending or [])
        self.clock = clock
        self.problem: str | None = None

    @classmethod
    def open(cls, folder: Path | str, clock: Callable[[], float] = time.time) -> PracticeBook:
        path = Path(folder) / FILE_NAME
        try:
            raw = read_regular_file(path, MAX_BYTES)
        except FileNotFoundError:
            return cls(path, {}, clock)
        except (OSError, FileRefused) as error:
            book = cls(path, {}, clock)
            book.problem = f"{path.name}: {error}"
            return book
        entries, pending, dropped = _parse(raw)
        book = cls(path, entries, clock, pending)
        if dropped:
            side = keep_side_copy(path, raw)
            book.problem = f"{path}: set aside {dropped} bad entries (kept in {side.name})"
        return book

    # ------------------------------------------------------------------ reading
    def entries(self, game: str | None = None) -> list[Entry]:
        return [e for e in self._entries.values() if game is None or e.puzzle.game == game]

    def entry(self, puzzle_id: str) -> Entry | None:
        return self._entries.get(puzzle_id)

    def due(self, game: str | None = None) -> list[PersonalPuzzle]:
        """The puzzles due now and not learnt, the longest waiting first."""
        now = self.clock()
        found = [e for e in self.entries(game) if not e.learnt and e.due <= now]
        found.sort(key=lambda e: (e.due, e.puzzle.id))
        return [e.puzzle for e in found]

    def counts(self, game: str | None = None) -> Counts:
        now = self.clock()
        mine = self.entries(game)
        learnt = sum(1 for e in mine if e.learnt)
        due = sum(1 for e in mine if not e.learnt and e.due <= now)
        return Counts(len(mine) - learnt - due, due, learnt)

    @property
    def pending(self) -> list[PendingGame]:
        return list(self._pending)

    # ------------------------------------------------------------------ writing
    def queue_game(
        self, game: str, start: str, moves: Iterable[str], players: Iterable[int]
    ) -> None:
        """Keeps a finished game to be looked at for mistakes later (the newest few)."""
        entry = PendingGame(
            _text(game), _text(start), tuple(_text(m) for m in moves)[:MAX_MOVES], tuple(players)
        )
        self._pending = [*self._pending, entry][-MAX_PENDING:]
        self.save()

    def take_pending(self) -> list[PendingGame]:
        """The games waiting to be looked at, now taken off the list."""
        taken, self._pending = self._pending, []
        if taken:
            self.save()
        return taken

    def add(self, puzzles: Iterable[PersonalPuzzle]) -> int:
        """Keeps the new puzzles (due now); returns how many were new."""
        now = self.clock()
        new = 0
        for puzzle in puzzles:
            if puzzle.id not in self._entries:
                self._entries[puzzle.id] = Entry(puzzle, now, 0, now)
                new += 1
        if new:
            self._trim()
            self.save()
        return new

    def record(self, puzzle_id: str, solved: bool) -> Entry:
        """A try at the puzzle: solved, it comes back later (or is learnt); missed, soon again,
        its solves starting over. ``KeyError`` for a puzzle not kept."""
        entry = self._entries[puzzle_id]
        now = self.clock()
        if solved:
            solves = entry.solves + 1
            wait = INTERVALS[min(solves, len(INTERVALS)) - 1]
            entry = replace(entry, solves=solves, due=now + wait)
        else:
            entry = replace(entry, solves=0, due=now + AGAIN_AFTER)
        self._entries[puzzle_id] = entry
        self.save()
        return entry

    def _trim(self) -> None:
        if len(self._entries) <= MAX_ENTRIES:
            return
        order = sorted(self._entries.values(), key=lambda e: (not e.learnt, e.added))
        for entry in order[: len(self._entries) - MAX_ENTRIES]:
            del self._entries[entry.puzzle.id]

    def save(self) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "entries": [
                {"puzzle": e.puzzle.to_data(), "due": e.due, "solves": e.solves, "added": e.added}
                for e in sorted(self._entries.values(), key=lambda e: e.puzzle.id)
            ],
            "pending": [
                {
                    "game": g.game,
                    "start": g.start,
                    "moves": list(g.moves),
                    "players": list(g.players),
                }
                for g in self._pending
            ],
        }
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        with atomic_writer(self.path, private=True) as handle:
            handle.write(text.encode("utf-8"))


def _text(value: Any) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
        raise ValueError("not a short text")
    return value


def _number(value: Any) -> float:
    if type(value) not in (int, float) or not math.isfinite(value):
        raise ValueError("not a number")
    return float(value)


def _puzzle(data: Any) -> PersonalPuzzle:
    if not isinstance(data, dict):
        raise ValueError("not a puzzle")
    refutation = data.get("refutation")
    if not isinstance(refutation, list) or len(refutation) > 60:
        raise ValueError("no refutation line")
    player, ply = data.get("player"), data.get("ply")
    if type(player) is not int or not 0 <= player < 8 or type(ply) is not int or ply < 0:
        raise ValueError("no player or ply")
    proof = data.get("proof")
    if proof not in ("solved", "search"):
        raise ValueError("no proof")
    return PersonalPuzzle(
        id=_text(data.get("id")),
        game=_text(data.get("game")),
        position=_text(data.get("position")),
        player=player,
        played=_text(data.get("played")),
        best=_text(data.get("best")),
        refutation=tuple(_text(m) for m in refutation),
        cost=_number(data.get("cost")),
        proof=proof,
        ply=ply,
    )


def _pending_game(item: Any) -> PendingGame:
    if not isinstance(item, dict):
        raise ValueError("not a game")
    moves, players = item.get("moves"), item.get("players")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES or not isinstance(players, list):
        raise ValueError("no moves or players")
    if len(players) > 8 or not all(type(p) is int and 0 <= p < 8 for p in players):
        raise ValueError("bad players")
    return PendingGame(
        _text(item.get("game")),
        _text(item.get("start")),
        tuple(_text(m) for m in moves),
        tuple(players),
    )


def _parse(raw: bytes) -> tuple[dict[str, Entry], list[PendingGame], int]:
    try:
        data: Any = loads_bounded(raw)
    except ValueError:  # bad UTF-8 or JSON, too deep, too long a number, NaN
        return {}, [], 1
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return {}, [], 1
    items = data.get("entries")
    if not isinstance(items, list):
        return {}, [], 1
    pending: list[PendingGame] = []
    dropped = 0
    raw_pending = data.get("pending", [])
    for item in raw_pending[:MAX_PENDING] if isinstance(raw_pending, list) else []:
        try:
            pending.append(_pending_game(item))
        except ValueError:
            dropped += 1
    entries: dict[str, Entry] = {}
    for item in items[:MAX_ENTRIES]:
        try:
            if not isinstance(item, dict):
                raise ValueError("not an entry")
            solves = item.get("solves")
            if type(solves) is not int or not 0 <= solves <= SOLVES_TO_LEARN:
                raise ValueError("bad solves")
            puzzle = _puzzle(item.get("puzzle"))
            entry = Entry(puzzle, _number(item.get("due")), solves, _number(item.get("added")))
        except ValueError:
            dropped += 1
            continue
        entries[puzzle.id] = entry
    return entries, pending, dropped + max(0, len(items) - MAX_ENTRIES)
