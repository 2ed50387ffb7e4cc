"""The top level's opening book (``ai/mill/book.py``): shipped and verified as the tables are,
folded by the board's symmetries, for the standard Nine Men's Morris settings only, read by the
top level only; a damaged book is refused and the search plays instead."""

from __future__ import annotations

import json
import lzma
import random
import shutil
from dataclasses import replace

import pytest

from morra_suite.ai.mill import book, table_files
from morra_suite.ai.mill import player as player_module
from morra_suite.ai.mill.convert import config_from_rules, move_to_lib, pos_from_state
from morra_suite.ai.mill.engine import Move, Pos, legal_moves, make_pos, play
from morra_suite.ai.mill.player import (
    DEEP_BOOK_BELOW,
    DEEP_BOOK_PLIES,
    MAX_LEVEL,
    TODAY,
    TOP,
    MillPlayer,
)
from morra_suite.games import mill


@pytest.fixture
def fresh_book(monkeypatch):
    """Each test reads the book anew and notes its own damage."""
    monkeypatch.setattr(table_files, "damage_notes", [])
    monkeypatch.setattr(table_files, "_noted", set())
    book.forget()
    yield
    book.forget()
    table_files.manifest.cache_clear()


def _state(cfg, pos: Pos) -> mill.MillState:
    """The rules library's state of an engine position of the standard game."""
    names = cfg.topo.names

    def side(mask: int) -> str:
        return ",".join(names[i] for i in range(cfg.topo.size) if mask >> i & 1) or "-"

    text = (
        f"nine w:{side(pos.bb[0])} b:{side(pos.bb[1])} hand:{pos.hand[0]},{pos.hand[1]} "
        f"to:{'wb'[pos.side]}"
    )
    return mill.parse_position(text)


def _key_pos(key: str) -> Pos:
    b0, b1, h0, h1, side = key.split("/")
    return make_pos((int(b0, 16), int(b1, 16)), (int(h0), int(h1)), int(side))


def test_the_board_has_sixteen_symmetries_that_keep_its_lines_and_neighbours() -> None:
    cfg = book.standard_config()
    perms = book.symmetries(cfg.board, cfg.diagonals)
    assert len(perms) == 16 and perms[0] == tuple(range(24))
    assert len(set(perms)) == 16
    topo = cfg.topo
    for perm in perms:
        assert {book._map_mask(line, perm) for line in topo.mills} == set(topo.mills)
        for i in range(24):
            assert book._map_mask(topo.adjacent[i], perm) == topo.adjacent[perm[i]]


def test_a_position_and_its_images_share_one_key_and_moves_map_back() -> None:
    """Whatever symmetry a game's position is in, it finds the same entry, and the entry's
    moves carried back are legal moves of that position."""
    cfg = book.standard_config()
    rng = random.Random(5)
    state = mill.new_game(mill.MillRules.preset("nine"))
    for _ in range(7):
        state = state.play(rng.choice(state.legal_moves()))
    pos = pos_from_state(state)
    key, perm = book.canonical(cfg, pos)
    moves = legal_moves(cfg, pos)
    for sym in book.symmetries(cfg.board, cfg.diagonals):
        image = make_pos(
            (book._map_mask(pos.bb[0], sym), book._map_mask(pos.bb[1], sym)), pos.hand, pos.side
        )
        assert book.canonical(cfg, image)[0] == key
        image_moves = set(legal_moves(cfg, image))
        assert {book.map_move(m, sym) for m in moves} == image_moves
    # the key's position is the image of pos under the symmetry canonical() returned
    assert _key_pos(key).bb == (book._map_mask(pos.bb[0], perm), book._map_mask(pos.bb[1], perm))


def test_the_shipped_book_loads_with_its_digest_checked(fresh_book) -> None:
    cfg = book.standard_config()
    found = book.read_book()
    assert found.variant == book.variant_key(cfg)
    assert book.BOOK_NAME in table_files.shipped_digests()
    facts = table_files.manifest()[book.BOOK_NAME]
    assert facts["sha256"] == table_files.shipped_digests()[book.BOOK_NAME]
    raw = lzma.decompress(table_files.shipped(book.BOOK_NAME).read_bytes())
    assert table_files.content_sum(raw) == facts["sha256"] and len(raw) == facts["size"]
    # the empty board, every first placement and every answer to it are in the book
    root = make_pos((0, 0), (9, 9), 0)
    assert book.canonical(cfg, root)[0] in found.entries
    for first in legal_moves(cfg, root):
        after = play(cfg, root, first)
        assert book.canonical(cfg, after)[0] in found.entries
        for second in legal_moves(cfg, after):
            assert book.canonical(cfg, play(cfg, after, second))[0] in found.entries
    # every entry's moves are legal in its position
    for key, entry in found.entries.items():
        pos = _key_pos(key)
        assert set(entry.moves) <= set(legal_moves(cfg, pos)), key


def test_the_top_level_plays_the_book_move_in_a_book_position(fresh_book) -> None:
    cfg = book.standard_config()
    found = book.shipped_book()
    assert found is not None
    rng = random.Random(11)
    state = mill.new_game(mill.MillRules.preset("nine"))
    for _ in range(2):
        state = state.play(rng.choice(state.legal_moves()))
    pos = pos_from_state(state)
    hit = found.lookup(cfg, pos)
    assert hit is not None
    _entry, moves = hit
    expected = {move_to_lib(m, state.rules) for m in moves}
    for native in (True, False):  # the pure-Python fallback reads the same book
        player = MillPlayer(
            MAX_LEVEL, random.Random(1), time_limit=0.05, native=native, threads=1, clock="cpu"
        )
        move = player(state)
        assert move in expected and move in state.legal_moves()
        assert player.last_info["source"] == "book"


def test_only_the_top_level_and_only_the_standard_rules_read_the_book(fresh_book) -> None:
    cfg = book.standard_config()
    found = book.shipped_book()
    assert found is not None
    state = mill.new_game(mill.MillRules.preset("nine"))
    # today's top level (the benchmarks' opponent) and the levels below search
    today = MillPlayer(MAX_LEVEL, time_limit=0.05, settings=TODAY, threads=1, clock="cpu")
    today(state)
    assert today.last_info["source"] == "search"
    below = MillPlayer(MAX_LEVEL - 1, threads=1)
    below(state)
    assert below.last_info["source"] != "book"
    # another setting of the same board: the book is not for it
    other = mill.parse_position("nine(flying=no) w:- b:- hand:9,9 to:w")
    other_cfg = config_from_rules(other.rules)
    assert other_cfg != cfg
    assert found.lookup(other_cfg, pos_from_state(other)) is None
    top = MillPlayer(MAX_LEVEL, time_limit=0.05, settings=TOP, threads=1, clock="cpu")
    top(other)
    assert top.last_info["source"] == "search"
    top(state)
    assert top.last_info["source"] == "book"


def _shipped_copy(tmp_path, monkeypatch):
    folder = tmp_path / "shipped"
    shutil.copytree(table_files.shipped(table_files.MANIFEST).parent, folder)  # type: ignore[arg-type]
    monkeypatch.setattr(table_files, "shipped", lambda n: folder / n)
    table_files.manifest.cache_clear()
    return folder


def _rewrite_book(folder, change) -> None:
    """A rewrite of the book together with its manifest line (what a checksum beside the file
    cannot catch): only the digest recorded in the package refuses it."""
    path = folder / book.BOOK_NAME
    data = json.loads(lzma.decompress(path.read_bytes()))
    change(data)
    raw = json.dumps(data).encode("utf-8")
    path.write_bytes(lzma.compress(raw, format=lzma.FORMAT_XZ))
    manifest = json.loads((folder / table_files.MANIFEST).read_text(encoding="utf-8"))
    manifest["tables"][book.BOOK_NAME]["size"] = len(raw)
    manifest["tables"][book.BOOK_NAME]["sha256"] = table_files.content_sum(raw)
    (folder / table_files.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")


def _worst_moves(data) -> None:
    """Every entry's move replaced by another legal move of its position."""
    cfg = book.standard_config()
    for key, row in data["entries"].items():
        moves = legal_moves(cfg, _key_pos(key))
        frm, to, rems = moves[-1]
        row["m"] = [[frm, to, list(rems)]]


@pytest.mark.parametrize("damage", ["bytes", "rewrite", "missing"])
def test_a_damaged_book_is_refused_and_the_search_plays(
    fresh_book, tmp_path, monkeypatch, damage: str
) -> None:
    folder = _shipped_copy(tmp_path, monkeypatch)
    path = folder / book.BOOK_NAME
    if damage == "bytes":
        blob = bytearray(path.read_bytes())
        blob[len(blob) // 2] ^= 0x40
        path.write_bytes(bytes(blob))
    elif damage == "rewrite":
        _rewrite_book(folder, _worst_moves)
    else:
        path.unlink()
    with pytest.raises(table_files.TableFileError):
        book.read_book()
    assert book.shipped_book() is None
    assert table_files.damage_notes and book.BOOK_NAME in table_files.damage_notes[0]
    state = mill.new_game(mill.MillRules.preset("nine"))
    top = MillPlayer(MAX_LEVEL, time_limit=0.05, threads=1, clock="cpu")
    move = top(state)
    assert move in state.legal_moves() and top.last_info["source"] == "search"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(variant="board=twenty-four"), "other rules"),
        (lambda d: d.update(format=2), "another format"),
        (
            lambda d: d["entries"].update(
                {"1000000/0/9/9/1": {"m": [[-1, 0, []]], "v": 0, "d": 9}}
            ),
            "no position",
        ),
        (
            lambda d: d["entries"].update({"1/2/0/0/0": {"m": [[-1, 0, []]], "v": 0, "d": 9}}),
            "past the placing",
        ),
        (
            lambda d: d["entries"].update({"01/2/8/8/0": {"m": [[-1, 0, []]], "v": 0, "d": 9}}),
            "plain form",
        ),
        (
            lambda d: d["entries"].update({"1/2/8/8/0": {"m": [[-1, 24, []]], "v": 0, "d": 9}}),
            "off the board",
        ),
        (
            lambda d: d["entries"].update({"1/2/8/8/0": {"m": [[30, 3, []]], "v": 0, "d": 9}}),
            "from off",
        ),
        (lambda d: d["entries"].update({"1/2/8/8/0": {"m": [], "v": 0, "d": 9}}), "without moves"),
        (
            lambda d: d["entries"].update({"1/2/8/8/0": {"m": [[-1, 3, []]], "v": 0}}),
            "value and depth",
        ),
    ],
)
def test_a_book_of_other_rules_or_with_a_bad_entry_is_refused(change, reason: str) -> None:
    """What the digest lets through only from a build of the wrong script: refused by bounds."""
    cfg = book.standard_config()
    data = json.loads(book.encode_book(cfg, {}))
    change(data)
    with pytest.raises(book.BookError, match=reason):
        book.parse_book("test", json.dumps(data).encode("utf-8"), cfg)


def test_an_encoded_book_reads_back_as_written() -> None:
    cfg = book.standard_config()
    entries = {
        book.position_key((1, 2), (8, 8), 0): book.Entry(((-1, 3, ()),), 12, 13),
        book.position_key((0, 0), (9, 9), 0): book.Entry(((-1, 0, ()), (-1, 8, ())), -4, 15),
    }  # entries of two depths: a book deepened in part (build_mill_book.py --deepen-from)
    raw = book.encode_book(cfg, entries)
    assert book.parse_book("test", raw, cfg).entries == entries
    assert book.encode_book(cfg, dict(reversed(entries.items()))) == raw  # same bytes


def test_the_top_reads_the_book_past_its_last_ply_only_when_its_settings_say(
    fresh_book, monkeypatch
) -> None:
    """``Settings.book_plies``: the entries past ply 10 are for the short budgets' settings; the
    top at the app's settings without them searches there, as the ladder measured it."""
    state, move = _ply_12_entry(monkeypatch)
    at_one_second = replace(TOP, deep_book_below=0.0)  # what TOP plays with at 1 s
    plain = MillPlayer(MAX_LEVEL, time_limit=0.05, settings=at_one_second, threads=1, clock="cpu")
    plain(state)
    assert TOP.book_plies == 10 and plain.last_info["source"] == "search"
    deeper = replace(at_one_second, book_plies=12)
    reader = MillPlayer(MAX_LEVEL, time_limit=0.05, settings=deeper, threads=1, clock="cpu")
    assert reader(state) == move_to_lib(move, state.rules)
    assert reader.last_info["source"] == "book"


def _ply_12_entry(monkeypatch) -> tuple[mill.MillState, Move]:
    """A position of ply 12 and a book holding it alone, its move the last legal one (not the
    search's, as a rule): the top plays that move only if it reads the book there."""
    cfg = book.standard_config()
    rng = random.Random(3)
    state = mill.new_game(mill.MillRules.preset("nine"))
    while 2 * cfg.pieces - sum(pos_from_state(state).hand) < 12:
        state = state.play(rng.choice([m for m in state.legal_moves() if not m.removals]))
    pos = pos_from_state(state)
    key, perm = book.canonical(cfg, pos)
    move = legal_moves(cfg, pos)[-1]
    entries = {key: book.Entry((book.map_move(move, perm),), 0, 16)}
    monkeypatch.setattr(
        player_module, "shipped_book", lambda: book.Book(book.variant_key(cfg), entries)
    )
    return state, move


def test_the_top_reads_the_book_to_the_end_of_the_placing_only_at_short_budgets(
    fresh_book, monkeypatch
) -> None:
    """``Settings.deep_book_below``: a top with it at 0.1 s a move reads the entries past ply
    10 (``build_mill_book.py --cover-replies``), at 1 s (the ladder's) it searches there as
    before, and at both the settings' repr (the ladder's key) is the same. The app's top has it
    off (the covering book was measured and not shipped): it searches there at every budget."""
    state, move = _ply_12_entry(monkeypatch)
    deep = replace(TOP, deep_book_below=DEEP_BOOK_BELOW)
    assert deep.last_book_ply(0.1) == DEEP_BOOK_PLIES and deep.last_book_ply(1.0) == 10
    assert repr(deep.at(0.1)) == repr(deep.at(1.0)) == repr(TOP.at(1.0))
    short = MillPlayer(MAX_LEVEL, time_limit=0.1, settings=deep, threads=1, clock="cpu")
    assert short(state) == move_to_lib(move, state.rules)
    assert short.last_info["source"] == "book"
    for seconds, settings in ((DEEP_BOOK_BELOW, deep), (1.0, deep), (0.1, TOP)):
        app = MillPlayer(MAX_LEVEL, time_limit=seconds, settings=settings, threads=1, clock="cpu")
        app(state)
        assert app.last_info["source"] == "search"
