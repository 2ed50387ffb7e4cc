"""Filling a translated sentence's ``%1``, ``%2``… in one pass.

Chained ``.replace("%1", a).replace("%2", b)`` goes wrong when ``a`` itself holds "%2" (a player
named so); one pass over the template cannot, and a translation may use the numbers in any order.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *values: object) -> str:
    """``template`` with ``%n`` replaced by ``values[n - 1]`` (a ``%n`` without a value stays)."""

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)
