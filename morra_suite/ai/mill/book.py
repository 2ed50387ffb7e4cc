"""The top level's opening book for the placing phase of Nine Men's Morris.

Why a book: at a tenth of a second a move the top level searches ten plies in the placing
phase, and the games it lost at short time were decided there (a blockade, a double mill built
over several placements). The book holds what the project's own search found with minutes
instead: ``scripts/build_mill_book.py`` searches every position of the first plies and the
lines the top level and today's top level play from them, far deeper than a move's budget
allows, and keeps for each the best move and its searched value. Nothing is copied from
elsewhere.

What it holds: one entry per position up to the board's symmetries (the rotations, the
reflections and the swap of the inner and outer squares: sixteen on the plain board, found here
from the board's lines and neighbours, not written down), keyed by the smallest of the images.
A move is stored in the frame of that image and carried back to the position's own frame when
it is played.

Why it cannot mislead: the book records the rules it was made for (every ``Config`` field of
the standard Nine Men's Morris settings) and another setting never reads it; the file is shipped
and verified as the solved tables are (``table_files.read_shipped``: its manifest entry, its size
and the SHA-256 recorded in ``shipped_digests``), and its entries are read by bounds; a damaged
book is refused as a whole (the damage is noted once) and the search plays instead. A book move
that is not legal in the position (it cannot be, short of a bug) is ignored likewise.

Pure Python: no Qt.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, fields
from functools import cache

from morra_suite.ai.mill import table_files
from morra_suite.ai.mill.engine import PLACE, Config, Move, Pos
from morra_suite.ai.mill.table_files import TableFileError, TableId

BOOK_NAME = "mill_book_v1.json.xz"
BOOK_VERSION = 1
BOOK_FORMAT = 1
SIZE_LIMIT = 8_000_000  # bytes the unpacked book may take (a few thousand entries)
ENTRY_LIMIT = 200_000  # entries a book may hold


class BookError(TableFileError):
    """A book file that is not a book: names the file and the reason."""


def variant_key(cfg: Config) -> str:
    """Every rule of ``cfg`` in one string: a book is for these rules and no others."""
    return ";".join(f"{f.name}={getattr(cfg, f.name)}" for f in fields(Config))


def standard_config() -> Config:
    """The standard Nine Men's Morris settings, the only ones a book is made for."""
    from morra_suite.ai.mill.convert import config_from_rules
    from morra_suite.games.mill import MillRules

    return config_from_rules(MillRules.preset("nine"))


# ---- the board's symmetries ----------------------------------------------------------------


@cache
def symmetries(board: str, diagonals: bool) -> tuple[tuple[int, ...], ...]:
    """Every permutation of the points that maps the board onto itself: neighbours to
    neighbours and lines of three to lines of three (a search over the points in order, each
    placed where its already placed neighbours allow). The identity comes first."""
    from morra_suite.games.mill.board import compact_board

    topo = compact_board(board, diagonals)
    n = topo.size
    adjacent = topo.adjacent
    mills = set(topo.mills)
    found: list[tuple[int, ...]] = []
    image = [-1] * n
    used = [False] * n

    def fits(i: int, j: int) -> bool:
        if adjacent[i].bit_count() != adjacent[j].bit_count():
            return False
        return all((adjacent[i] >> k & 1) == (adjacent[j] >> image[k] & 1) for k in range(i))

    def place(i: int) -> None:
        if i == n:
            mapped = {_map_mask(line, image) for line in topo.mills}
            if mapped == mills:
                found.append(tuple(image))
            return
        for j in range(n):
            if not used[j] and fits(i, j):
                image[i], used[j] = j, True
                place(i + 1)
                image[i], used[j] = -1, False

    place(0)
    found.sort(key=lambda p: p != tuple(range(n)))
    return tuple(found)


def _map_mask(mask: int, perm: tuple[int, ...] | list[int]) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << perm[low.bit_length() - 1]
        mask ^= low
    return out


def _inverse(perm: tuple[int, ...]) -> tuple[int, ...]:
    inv = [0] * len(perm)
    for i, j in enumerate(perm):
        inv[j] = i
    return tuple(inv)


def map_move(move: Move, perm: tuple[int, ...]) -> Move:
    """``move`` with every point carried by ``perm``."""
    frm, to, rems = move
    return (
        frm if frm < 0 else perm[frm],
        to if to < 0 else perm[to],
        tuple(sorted(perm[r] for r in rems)),
    )


def canonical(cfg: Config, pos: Pos) -> tuple[str, tuple[int, ...]]:
    """The book's key of ``pos`` (its smallest image under the board's symmetries, with the
    hands and the side to move) and the symmetry that carries ``pos`` to it."""
    best: tuple[int, int] | None = None
    chosen: tuple[int, ...] = ()
    for perm in symmetries(cfg.board, cfg.diagonals):
        image = (_map_mask(pos.bb[0], perm), _map_mask(pos.bb[1], perm))
        if best is None or image < best:
            best, chosen = image, perm
    assert best is not None
    return position_key(best, pos.hand, pos.side), chosen


def position_key(bb: tuple[int, int], hand: tuple[int, int], side: int) -> str:
    """The text key of a position of the book (pieces as hex masks, hands, side)."""
    return f"{bb[0]:x}/{bb[1]:x}/{hand[0]}/{hand[1]}/{side}"


# ---- the book ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    """A position's best move(s) in the book's frame, the searched value (the mover's, a piece
    is 100) and the depth of the search that found them."""

    moves: tuple[Move, ...]
    value: int
    depth: int


@dataclass(frozen=True, slots=True)
class Book:
    """The entries of a book and the rules they are for (``variant_key``)."""

    variant: str
    entries: dict[str, Entry]

    def lookup(self, cfg: Config, pos: Pos) -> tuple[Entry, tuple[Move, ...]] | None:
        """The entry of ``pos`` and its moves in ``pos``'s own frame, or ``None`` (another
        variant, a position past the placing or not in the book)."""
        if variant_key(cfg) != self.variant or not (pos.hand[0] or pos.hand[1]):
            return None
        key, perm = canonical(cfg, pos)
        entry = self.entries.get(key)
        if entry is None:
            return None
        back = _inverse(perm)
        return entry, tuple(map_move(m, back) for m in entry.moves)


def _check_move(where: object, raw: object, size: int) -> Move:
    if not (isinstance(raw, list) and len(raw) == 3 and isinstance(raw[2], list)):
        raise BookError(where, f"a move that is not [from, to, [removals]]: {raw!r:.60}")
    frm, to, rems = raw
    points = [to, *rems]
    if not all(type(p) is int and 0 <= p < size for p in points) or len(rems) > 2:
        raise BookError(where, f"a move off the board: {raw!r:.60}")
    if type(frm) is not int or not (frm == PLACE or 0 <= frm < size):
        raise BookError(where, f"a move from off the board: {raw!r:.60}")
    return (frm, to, tuple(rems))


def parse_book(where: object, raw: bytes, cfg: Config) -> Book:
    """The book in ``raw`` (the unpacked JSON), every entry checked by bounds; ``BookError`` for
    anything else (a book of another format or for other rules included)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BookError(where, "not readable JSON") from None
    if not isinstance(data, dict) or data.get("format") != BOOK_FORMAT:
        raise BookError(where, "a book of another format")
    if data.get("variant") != variant_key(cfg):
        raise BookError(where, f"made for other rules: {data.get('variant')!r:.80}")
    rows = data.get("entries")
    if not isinstance(rows, dict) or len(rows) > ENTRY_LIMIT:
        raise BookError(where, "no table of entries (or too many)")
    size = cfg.topo.size
    full = (1 << size) - 1
    entries: dict[str, Entry] = {}
    for key, row in rows.items():
        parts = key.split("/") if isinstance(key, str) else []
        try:
            b0, b1 = int(parts[0], 16), int(parts[1], 16)
            h0, h1, side = int(parts[2]), int(parts[3]), int(parts[4])
        except (ValueError, IndexError):
            raise BookError(where, f"a key that is no position: {key!r:.60}") from None
        if len(parts) != 5 or b0 & ~full or b1 & ~full or b0 & b1 or side not in (0, 1):
            raise BookError(where, f"a key that is no position: {key!r:.60}")
        if not (0 <= h0 <= cfg.pieces and 0 <= h1 <= cfg.pieces and (h0 or h1)):
            raise BookError(where, f"a key past the placing: {key!r:.60}")
        if key != position_key((b0, b1), (h0, h1), side):
            raise BookError(where, f"a key not in its plain form: {key!r:.60}")
        if not (isinstance(row, dict) and isinstance(row.get("m"), list) and row["m"]):
            raise BookError(where, f"an entry without moves at {key!r:.60}")
        value, depth = row.get("v"), row.get("d")
        if type(value) is not int or type(depth) is not int or not 0 < depth < 128:
            raise BookError(where, f"an entry without its value and depth at {key!r:.60}")
        moves = tuple(_check_move(where, m, size) for m in row["m"][:4])
        entries[key] = Entry(moves, value, depth)
    return Book(variant_key(cfg), entries)


def read_book(name: str = BOOK_NAME) -> Book:
    """The shipped book, verified (manifest, size, the digest recorded in the package) and
    parsed; ``TableFileError`` (``BookError``) for a book that is not the one shipped,
    ``OSError`` when it cannot be read, ``None`` never: a missing book is an error here."""
    cfg = standard_config()
    facts = table_files.manifest().get(name)
    if not isinstance(facts, dict):
        raise BookError(name, "not in the shipped tables' manifest")
    size = facts.get("size")
    if type(size) is not int or not 0 < size <= SIZE_LIMIT:
        raise BookError(name, f"a size out of bounds in the manifest: {size!r}")
    raw = table_files.read_shipped(name, TableId(BOOK_VERSION, variant_key(cfg), size))
    if raw is None:
        raise BookError(name, "not shipped")
    return parse_book(table_files.shipped(name), raw, cfg)


_lock = threading.Lock()
_loaded: dict[str, Book | None] = {}


def shipped_book() -> Book | None:
    """The shipped book, read once; ``None`` when it is missing or damaged (noted once: the top
    level then searches every move, as it did before there was a book)."""
    with _lock:
        if BOOK_NAME not in _loaded:
            book: Book | None = None
            try:
                book = read_book()
            except TableFileError as error:
                table_files.note_damage(error)
            except OSError as error:
                table_files.note_damage(TableFileError(BOOK_NAME, str(error)))
            _loaded[BOOK_NAME] = book
        return _loaded[BOOK_NAME]


def forget() -> None:
    """Reads the book again at its next use (tests that damage or replace it)."""
    with _lock:
        _loaded.clear()


def encode_book(cfg: Config, entries: dict[str, Entry]) -> bytes:
    """A book's JSON (the build script): sorted keys, one entry a line, so that the same
    search gives the same bytes and the same digest."""
    lines = [
        json.dumps(key)
        + ": "
        + json.dumps({"m": [[f, t, list(r)] for f, t, r in e.moves], "v": e.value, "d": e.depth})
        for key, e in sorted(entries.items())
    ]
    head = json.dumps({"format": BOOK_FORMAT, "variant": variant_key(cfg)})[:-1]
    return (head + ', "entries": {\n' + ",\n".join(lines) + "\n}}\n").encode("utf-8")
