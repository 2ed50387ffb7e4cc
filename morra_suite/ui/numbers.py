"""Numbers as the window's language writes them: "0,05" in a German window, "0.05" in English.

The figures of the analysis, the review and the standing bar are written here, through the
``QLocale`` of the language the translators were installed for (``i18n.locale_for``), not
Python's ``format``, which always writes a point.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale


def _locale() -> QLocale:
    from morra_suite.ui.i18n import locale_for

    return locale_for()


def decimal(value: float, places: int) -> str:
    """``value`` with ``places`` decimals in the window's language."""
    return _locale().toString(float(value), "f", places)


def signed_decimal(value: float, places: int) -> str:
    """As ``decimal``, with a "+" before a positive value ("+0,25"); a zero has no sign."""
    text = decimal(value, places)
    return f"+{text}" if round(value, places) > 0 else text


def percent(probability: float, places: int = 1) -> str:
    """A probability in per cent: "12,5 %"."""
    return f"{decimal(100.0 * probability, places)} %"


__all__ = ["decimal", "percent", "signed_decimal"]
