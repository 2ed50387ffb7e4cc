"""Every ``Any`` in ``core``, ``games``, ``ai`` and ``controllers`` says why it is there.

Issue 42 item 6: in the packages ``mypy --strict`` checks, an ``Any`` stands only where nothing
more precise is honest (Qt, NumPy, a JSON value, a state invariant in its move type, ...), and
then with a comment on its own line or the line above saying why. A precise type (a TypeVar, a
Protocol, a union, ``object`` or the aliases of ``core/protocol.py``) is the rule; this test keeps
an unexplained ``Any`` from creeping back in.
"""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "morra_suite"
STRICT = ("core", "games", "ai", "controllers")


def unexplained_anys(source: str) -> list[int]:
    """The line numbers where the name ``Any`` is used with no comment on that line or the one
    above (the import of ``Any`` itself needs none: it says nothing about a type)."""
    commented: set[int] = set()
    uses: list[int] = []
    importing = False
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            commented.add(token.start[0])
        elif token.type == tokenize.NAME and token.string == "import":
            importing = True
        elif token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            importing = False
        elif token.type == tokenize.NAME and token.string == "Any" and not importing:
            uses.append(token.start[0])
        elif token.type == tokenize.STRING and not importing:
            uses.extend(token.start[0] + n for n in quoted_anys(token.string))
    return sorted({line for line in uses if not {line, line - 1} & commented})


def quoted_anys(text: str) -> list[int]:
    """Line offsets of ``Any`` inside a string annotation such as ``"GameState[Any]"``: a string
    that parses as an expression naming ``Any``. Prose (an English "Any ...", a docstring) does
    not parse as one and does not count."""
    try:
        body = ast.literal_eval(text)
        tree = ast.parse(body.strip(), mode="eval") if isinstance(body, str) else None
    except (SyntaxError, ValueError):
        return []
    if tree is None:
        return []
    return [0] if any(isinstance(n, ast.Name) and n.id == "Any" for n in ast.walk(tree)) else []


def test_the_scan_finds_an_unexplained_any_and_accepts_an_explained_one() -> None:
    source = (
        "from typing import Any\n"
        "x: Any = 1\n"
        'w: "list[Any]" = []\n'
        "# NumPy: an untyped array element\n"
        "y: Any = 2\n"
        "z: dict[str, Any] = {}  # a JSON value\n"
        '"""Any docstring word."""\n'
        'note = "Any piece may go."\n'
        "v: Any = 3\n"
    )
    assert unexplained_anys(source) == [2, 3, 9]


def test_every_any_in_the_strict_packages_has_a_comment() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for name in STRICT
        for path in sorted((PACKAGE / name).rglob("*.py"))
        for line in unexplained_anys(path.read_text(encoding="utf-8"))
    ]
    assert not found, "an Any without a comment saying why it is forced:\n" + "\n".join(found)
