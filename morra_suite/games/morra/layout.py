"""Morra boards as data: rings of fields and dots between rings, read from JSON and validated.

The original board is lost, so a board is a file a user may write. A file that breaks the shape of
the board is refused with a message that names the file, the dot and the problem, because the person
who reads it is the one editing the JSON by hand.

Reading is bounded and total: a board file is read only when it is a regular file of at most
``FILE_LIMIT`` bytes, as UTF-8; JSON nested deeper than Python reads or with numbers of
thousands of digits is refused, and so is any shape but a board's; a board has at most
``MAX_RINGS`` rings, ``MAX_RING_FIELDS`` fields a ring and ``MAX_FIELDS`` fields in all (the
solver needs about a second for that many); every failure is a ``LayoutError``. A text (a record's
``[Layout]`` tag, a position string, a pasted text) names a layout, and ``load_layout`` looks the
name up among the shipped boards and the user's only: a name that is a path is refused. Only the
user's own Open (``open_layout_file``) reads a path.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from morra_suite.core.files import FileRefused, read_regular_file, user_folder

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "Dot",
    "Field",
    "Layout",
    "LayoutError",
    "add_layout_folder",
    "layout_folders",
    "layout_from_data",
    "layout_names",
    "layout_problems",
    "load_layout",
    "open_layout_file",
    "parse_field",
    "remove_layout_folder",
    "user_layout_names",
]


class LayoutError(ValueError):
    """A layout file or layout data that is not a valid board; the message says where and why."""

    def __init__(self, source: str, problem: str) -> None:
        self.source = source
        self.problem = problem
        super().__init__(f"layout {source}: {problem}")


class Field(NamedTuple):
    """A field: ``ring`` counts from 0 (outermost); ``number`` clockwise from 12 o'clock.

    The centre is ``Field(len(fields), 0)``. A tuple keeps fields cheap to hash and compare, which
    the solver's table building does tens of thousands of times.
    """

    ring: int
    number: int

    def text(self, rings: int) -> str:
        """``ring.number``, or ``c`` for the centre of a board with ``rings`` rings."""
        return "c" if self.ring == rings else f"{self.ring}.{self.number}"


@dataclass(frozen=True)
class Dot:
    """A dot on field ``at`` pointing to ``to``: white when ``to`` is one ring inward."""

    at: Field
    to: Field

    @property
    def is_white(self) -> bool:
        return self.to.ring == self.at.ring + 1


_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
FILE_LIMIT = 1_000_000  # bytes of a board file: a board takes a few hundred
MAX_RINGS = 8
MAX_RING_FIELDS = 36
MAX_FIELDS = 64  # fields of all rings: the solver needs about a second for that many
MAX_TEXT = 2000  # characters of a title or a description

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Layout:
    """A validated board. Build it with ``load_layout`` or ``layout_from_data``, never by hand.

    ``fields[r]`` is the number of fields of ring ``r`` (outermost first). ``source`` only says
    where the layout came from (for messages) and takes no part in equality.
    """

    name: str
    title: str
    fields: tuple[int, ...]
    dots: tuple[Dot, ...]
    description: str = ""
    source: str = field(default="", compare=False)
    _dot_map: dict[Field, Field] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "_dot_map", {dot.at: dot.to for dot in self.dots})

    def __hash__(self) -> int:
        return hash((self.name, self.fields, self.dots))

    @property
    def rings(self) -> int:
        return len(self.fields)

    @property
    def centre(self) -> Field:
        return Field(len(self.fields), 0)

    def dot_at(self, where: Field) -> Field | None:
        """Where the dot on ``where`` points, or ``None`` for a plain field."""
        return self._dot_map.get(where)

    def all_fields(self) -> tuple[Field, ...]:
        """Every field except the centre, ring by ring, outermost first (the solver's order)."""
        return tuple(Field(r, i) for r, n in enumerate(self.fields) for i in range(n))

    def start_fields(self) -> tuple[Field, ...]:
        return tuple(Field(0, i) for i in range(self.fields[0]))

    def contains(self, where: Field) -> bool:
        if where == self.centre:
            return True
        return 0 <= where.ring < self.rings and 0 <= where.number < self.fields[where.ring]

    def outward(self, where: Field) -> Field:
        """The field of the next ring outward at the same angle (the early push rule).

        Fields are equal sectors starting at 12 o'clock, so the field whose sector holds the
        middle of ``where``'s sector is the one "straight outward".
        """
        if where.ring <= 0 or where.ring >= self.rings:
            raise ValueError(f"field {self.field_text(where)} has no ring outside it")
        inner, outer = self.fields[where.ring], self.fields[where.ring - 1]
        return Field(where.ring - 1, ((2 * where.number + 1) * outer) // (2 * inner))

    def field_text(self, where: Field) -> str:
        return where.text(self.rings)

    # Any: the layout file's JSON values
    def to_data(self) -> dict[str, Any]:
        """The JSON object this layout is read from (round-trips through ``layout_from_data``)."""
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "fields": list(self.fields),
            "dots": [{"at": list(d.at), "to": list(d.to)} for d in self.dots],
        }


def parse_field(text: str, layout: Layout) -> Field:
    """Reads ``ring.field`` or ``c``; a ``ValueError`` says why it is no field of ``layout``."""
    text = text.strip()
    if text.lower() == "c":
        return layout.centre
    match = re.fullmatch(r"(\d{1,4})\.(\d{1,4})", text)
    if not match:
        raise ValueError(f"{text!r} is not a field: write ring.field (like 0.5) or c")
    where = Field(int(match.group(1)), int(match.group(2)))
    if where.ring >= layout.rings or not layout.contains(where):
        raise ValueError(f"{text!r} is not a field of layout {layout.name!r}")
    return where


def _dot_label(number: int, raw: object) -> str:
    try:
        shown = json.dumps(raw, separators=(", ", ": "))
    except (ValueError, RecursionError):
        shown = "(unreadable)"
    return f"dot {number} {shown if len(shown) <= 60 else shown[:60] + '…'}"


def _int_pair(raw: object) -> tuple[int, int] | None:
    if (
        isinstance(raw, list)
        and len(raw) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)
    ):
        return raw[0], raw[1]
    return None


# Any: a JSON value as read from a file, checked here
def layout_from_data(data: Any, source: str = "<data>", default_name: str | None = None) -> Layout:
    """Validates a layout's JSON object and builds it; ``LayoutError`` for every broken rule.

    Dots are numbered from 1 in messages, in the order of the file.
    """
    if not isinstance(data, dict):
        raise LayoutError(source, "the file must hold one JSON object with 'fields' and 'dots'")
    name = data.get("name", default_name)
    if not isinstance(name, str) or not _NAME.match(name):
        raise LayoutError(
            source,
            f"name {name!r} is not usable: use lower-case letters, digits, '-' and '_' "
            "(it appears in position strings)",
        )
    title = data.get("title", name.capitalize())
    description = data.get("description", "")
    if not isinstance(title, str) or not isinstance(description, str):
        raise LayoutError(source, "'title' and 'description' must be text")
    if len(title) > MAX_TEXT or len(description) > MAX_TEXT:
        raise LayoutError(source, f"'title' and 'description' take at most {MAX_TEXT} characters")
    rings = data.get("fields")
    if not isinstance(rings, list) or not rings:
        raise LayoutError(source, "'fields' must be a non-empty list: the fields of each ring")
    if len(rings) > MAX_RINGS:
        raise LayoutError(source, f"{len(rings)} rings; a board has at most {MAX_RINGS}")
    for r, n in enumerate(rings):
        if not isinstance(n, int) or isinstance(n, bool) or n < 2:
            raise LayoutError(
                source,
                f"ring {r} has {n!r} fields; a ring needs a whole number of at least 2 fields "
                "(so that a push can move a stone on)",
            )
        if n > MAX_RING_FIELDS:
            raise LayoutError(
                source, f"ring {r} has {n} fields; a ring has at most {MAX_RING_FIELDS}"
            )
    if sum(rings) > MAX_FIELDS:
        raise LayoutError(
            source,
            f"{sum(rings)} fields in all; a board has at most {MAX_FIELDS}, which the solver "
            "judges in about a second",
        )
    fields = tuple(rings)
    centre_ring = len(fields)
    raw_dots = data.get("dots", [])
    if not isinstance(raw_dots, list):
        raise LayoutError(source, '\'dots\' must be a list of {"at": [ring, field], "to": [...]}')
    if len(raw_dots) > sum(fields):
        raise LayoutError(source, f"{len(raw_dots)} dots; a field carries at most one dot")

    def in_range(where: tuple[int, int]) -> bool:
        ring, index = where
        if ring == centre_ring:
            return index == 0
        return 0 <= ring < centre_ring and 0 <= index < fields[ring]

    def range_problem(role: str, where: tuple[int, int]) -> str:
        ring = where[0]
        if ring == centre_ring:
            return f"'{role}' {list(where)} is outside the board: the centre is [{centre_ring}, 0]"
        if 0 <= ring < centre_ring:
            return (
                f"'{role}' {list(where)} is outside the board: ring {ring} has {fields[ring]} "
                f"fields (0..{fields[ring] - 1})"
            )
        return (
            f"'{role}' {list(where)} is outside the board: rings are 0..{centre_ring - 1} "
            f"and the centre is [{centre_ring}, 0]"
        )

    dots: list[Dot] = []
    seen: dict[Field, int] = {}
    for number, raw in enumerate(raw_dots, start=1):
        label = _dot_label(number, raw)
        if not isinstance(raw, dict) or set(raw) - {"at", "to"} or not {"at", "to"} <= set(raw):
            raise LayoutError(source, f'{label}: a dot is {{"at": [ring, field], "to": [...]}}')
        at, to = _int_pair(raw["at"]), _int_pair(raw["to"])
        if at is None or to is None:
            raise LayoutError(source, f"{label}: 'at' and 'to' must each be [ring, field]")
        if at[0] == centre_ring:
            raise LayoutError(source, f"{label}: the centre cannot carry a dot")
        if not in_range(at):
            raise LayoutError(source, f"{label}: {range_problem('at', at)}")
        step = to[0] - at[0]
        if step == 0:
            raise LayoutError(
                source, f"{label}: points within its own ring; a dot must lead to the next ring"
            )
        if abs(step) > 1:
            direction = "inward" if step > 0 else "outward"
            raise LayoutError(
                source,
                f"{label}: points {abs(step)} rings {direction}; a dot leads one ring inward "
                "(white) or one ring outward (black)",
            )
        if not in_range(to):
            raise LayoutError(source, f"{label}: {range_problem('to', to)}")
        where = Field(*at)
        if where in seen:
            raise LayoutError(
                source,
                f"{label}: field {where.ring}.{where.number} already has dot {seen[where]}; "
                "a field carries at most one dot",
            )
        seen[where] = number
        dots.append(Dot(where, Field(*to)))
    white_rings = {d.at.ring for d in dots if d.is_white}
    for r in range(centre_ring):
        if r not in white_rings:
            inner = "the centre" if r == centre_ring - 1 else f"ring {r + 1}"
            raise LayoutError(
                source,
                f"no way to reach the centre: ring {r} has no white dot, so no stone can go on "
                f"to {inner}",
            )
    return Layout(
        name=name,
        title=title,
        fields=fields,
        dots=tuple(dots),
        description=description,
        source=source,
    )


def _layout_dir() -> Traversable:
    from morra_suite.resources import resource_path

    return resource_path("layouts")


# Layouts read from a path in this process, by name, so position strings and records that name
# them can be read back (a shipped name is never shadowed: see ``load_layout``).
_known: dict[str, Layout] = {}
_shipped_cache: dict[str, Layout] = {}


def layout_names() -> tuple[str, ...]:
    """The shipped layouts: the order of ``index.json`` first, then any other files, sorted."""
    folder = _layout_dir()
    order: list[str] = []
    index = folder.joinpath("index.json")
    if index.is_file():
        order = [str(n) for n in json.loads(index.read_text(encoding="utf-8")).get("order", [])]
    files = sorted(
        entry.name[: -len(".json")]
        for entry in folder.iterdir()
        if entry.name.endswith(".json") and entry.name != "index.json"
    )
    return tuple([n for n in order if n in files] + [n for n in files if n not in order])


def layout_from_text(text: str, source: str, default_name: str) -> Layout:
    """A layout from the text of a board file; ``LayoutError`` for anything else (deep nesting,
    numbers too long to read, JSON errors with their line and column, broken boards)."""
    if len(text) > FILE_LIMIT:
        raise LayoutError(source, f"longer than {FILE_LIMIT:,} characters: not a board")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise LayoutError(
            source, f"is not JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise LayoutError(source, "nests deeper than any board: not a board") from None
    except ValueError as error:  # an integer of thousands of digits
        raise LayoutError(source, f"is not a board: {error}") from None
    return layout_from_data(data, source, default_name)


def _read_file(path: Path | Traversable, source: str, default_name: str) -> Layout:
    """A board file (a shipped resource or a path the user chose): a regular file of at most
    ``FILE_LIMIT`` bytes, UTF-8; ``LayoutError`` for anything else, never another error."""
    try:
        raw = read_regular_file(path, FILE_LIMIT) if isinstance(path, Path) else path.read_bytes()
    except FileRefused as error:
        raise LayoutError(source, f"is {error.reason}: not a board") from None
    except OSError as error:
        raise LayoutError(source, f"cannot be read: {error.strerror or error}") from None
    if len(raw) > FILE_LIMIT:
        raise LayoutError(source, f"larger than {FILE_LIMIT:,} bytes: not a board")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise LayoutError(
            source, f"is not UTF-8 text (byte {error.start}): save the board as UTF-8"
        ) from None
    return layout_from_text(text.removeprefix("\ufeff"), source, default_name)


# Folders of the user's own boards, given by the app (its data folder, named as the user folder of
# ``USER_FOLDER_KIND`` in ``core.files``, or added here); this library knows no platform paths.
# Their layouts are offered after the shipped ones and found by name.
USER_FOLDER_KIND = "layouts"
_folders: list[Path] = []
# What each file in those folders held when last read: (mtime_ns, size) -> the layout, or None
# for a file that is not a valid board (skipped, so one broken file never hides the others).
_file_cache: dict[Path, tuple[tuple[int, int], Layout | None]] = {}
# Why each skipped file is skipped (``layout_problems``), for the message line.
_problems: dict[Path, str] = {}


def add_layout_folder(path: str | Path) -> None:
    """Offers the boards in ``path`` (``*.json``, read when asked, so a board saved there later is
    found at once) after the shipped ones. A folder that does not exist yet holds no boards."""
    folder = Path(path)
    if folder not in _folders:
        _folders.append(folder)


def remove_layout_folder(path: str | Path) -> None:
    """Stops offering the boards of a folder given to ``add_layout_folder`` (no error if not)."""
    folder = Path(path)
    if folder in _folders:
        _folders.remove(folder)


def layout_folders() -> tuple[Path, ...]:
    """The folders of user boards: the app's (``core.files.user_folder``), then those added, in
    the order they were added."""
    named = user_folder(USER_FOLDER_KIND)
    return tuple(dict.fromkeys([named, *_folders] if named is not None else _folders))


def _user_layouts() -> dict[str, Layout]:
    """The valid boards of the user folders by name: files in name order, earlier folders first;
    a board with a shipped layout's name, or a name already found, is left out."""
    shipped = set(layout_names())
    found: dict[str, Layout] = {}
    for folder in layout_folders():
        try:
            entries = sorted(p for p in folder.iterdir() if p.suffix == ".json" and p.is_file())
        except OSError:
            continue
        for path in entries:
            try:
                info = path.stat()
            except OSError:
                continue
            stamp = (info.st_mtime_ns, info.st_size)
            cached = _file_cache.get(path)
            if cached is not None and cached[0] == stamp:
                layout = cached[1]
            else:
                try:
                    layout = _read_file(path, str(path), path.stem.lower())
                    _problems.pop(path, None)
                except LayoutError as error:  # skipped and named once: the others still work
                    layout = None
                    _problems[path] = str(error)
                    log.warning("a board file is skipped: %s", error)
                _file_cache[path] = (stamp, layout)
            if layout is not None and layout.name not in shipped and layout.name not in found:
                found[layout.name] = layout
    return found


def layout_problems() -> tuple[str, ...]:
    """Why each board file of the user folders that is not a valid board is skipped (one
    message per file, naming it), as the last scan found them."""
    _user_layouts()
    folders = layout_folders()
    return tuple(message for path, message in _problems.items() if path.parent in folders)


def user_layout_names() -> tuple[str, ...]:
    """The names of the valid boards in the folders given to ``add_layout_folder``."""
    return tuple(_user_layouts())


def load_layout(name: str) -> Layout:
    """A layout by name (``"target"``: shipped first, then the user folders, then one opened
    by ``open_layout_file`` in this process). Never a path: a record, a position or a pasted
    text names a layout, and what it names is looked up, never opened (``LayoutError``)."""
    if not isinstance(name, str):
        raise LayoutError(str(name), "a layout is named, not given as a path")
    text = name.strip().lower()  # "Target" as the title says it
    if not _NAME.match(text):
        shown = name if len(name) <= 60 else name[:60] + "…"
        if any(mark in name for mark in "/\\") or name.endswith(".json"):
            raise LayoutError(
                repr(shown),
                "is a path; layouts are named (the shipped ones and your boards), and a board "
                "file is opened with the board designer's Open",
            )
        raise LayoutError(repr(shown), "is not a layout name")
    if text in _shipped_cache:
        return _shipped_cache[text]
    entry = _layout_dir().joinpath(f"{text}.json")
    if entry.is_file():
        layout = _read_file(entry, f"{text}.json", text)
        _shipped_cache[text] = layout
        return layout
    user = _user_layouts().get(text)
    if user is not None:
        return user
    if text in _known:
        return _known[text]
    names = ", ".join(layout_names())
    raise LayoutError(text, f"no such layout; shipped layouts: {names}")


def open_layout_file(path: str | Path) -> Layout:
    """The board in the file the user chose (the designer's Open, a command-line argument): a
    regular UTF-8 file of at most ``FILE_LIMIT`` bytes, else ``LayoutError``. Its layout is
    remembered by name for this process, so ``parse_position`` and ``read_record`` find it
    later; it must not reuse a shipped layout's name with other content."""
    path = Path(path)
    layout = _read_file(path, str(path), path.stem.lower())
    if layout.name in layout_names():
        shipped = load_layout(layout.name)
        if shipped != layout:
            raise LayoutError(
                str(path),
                f"its name {layout.name!r} is the name of a shipped layout; give it another name",
            )
    _known[layout.name] = layout
    return layout
