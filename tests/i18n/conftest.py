"""Fixtures for the language tests: isolated settings, and a language switched on and back off.

Translators are process-wide (``QCoreApplication.installTranslator``) and the kit registry keeps
one kit per game with its texts translated when it was made, so ``speaking`` removes both again:
tests elsewhere expect English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.settings_isolation import isolate_settings  # noqa: F401 (autouse here)


def _forget_kits() -> None:
    from morra_suite.ui import kits

    kits.forget_kits()


@pytest.fixture
def speaking(qapp) -> Iterator[Callable[[str], str]]:
    """``speaking("de")`` installs German (returns the code in use); English again afterwards."""
    from morra_suite.ui import i18n

    def switch(code: str) -> str:
        _forget_kits()
        return i18n.install_translators(qapp, code)

    yield switch
    i18n.remove_translators(qapp)
    _forget_kits()
