"""Whether a game's compiled search core must be there, for its ``test_an_install_with_a_
compiler_has_the_native_core``: the agreement tests skip without it, so this one check decides
whether a missing core is a skip (with the reason) or a failure of the run.

Why: the agreement tests (native against pure Python) skip when the core is not built. Outside CI
that is right (a machine without a C compiler plays with the pure-Python engine). In CI
(``CI`` set) a core that did not build, was left stale or is broken would leave both engines
untested while the run passes, so there it fails; likewise wherever a C compiler and Python's
headers exist (``pip install`` must have built it), or ``MORRA_REQUIRE_NATIVE`` asks for it.
"""

from __future__ import annotations

import os
import shutil
import sysconfig

import pytest


def can_build() -> bool:
    """Whether this machine has a C compiler and the headers of this Python."""
    compiler = sysconfig.get_config_var("CC") or "cc"
    headers = os.path.join(sysconfig.get_paths()["include"], "Python.h")
    return bool(shutil.which(compiler.split()[0])) and os.path.isfile(headers)


def check_built(available: bool, game: str) -> None:
    """Fails (CI, a machine that can build, or ``MORRA_REQUIRE_NATIVE``) or skips with the reason
    when the ``game``'s native core is not available; does nothing when it is."""
    if available:
        return
    problem = f"the native {game} core is missing, broken or stale"
    if os.environ.get("CI"):
        pytest.fail(f"{problem}: CI must build it (a C compiler and python3-dev; pip install -e .)")
    if can_build() or os.environ.get("MORRA_REQUIRE_NATIVE"):
        pytest.fail(f"{problem}, though a C compiler is here: reinstall (pip install -e .)")
    pytest.skip(f"{problem} (no C compiler or Python headers here): the agreement tests skip")
