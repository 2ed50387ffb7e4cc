"""Builds the native search cores (mill, Myra); everything else is in pyproject.toml.

The extensions are optional: without a C compiler ``pip install`` still succeeds and the engines
fall back to pure Python (``morra_suite.ai.mill.native.available()`` and
``morra_suite.ai.myra.native.available()`` say which one runs).
The C code is C11 with the bit counts from GCC/Clang built-ins, MSVC intrinsics or plain C
(``-DMILL_PORTABLE_BITS`` forces the plain C); MSVC builds are written for, not tried here.
"""

import importlib.util
import platform
import sys
from pathlib import Path

from setuptools import Extension, setup

args = [] if sys.platform == "win32" else ["-O3", "-pthread"]
# the searches' helper threads (Lazy SMP): POSIX threads, Windows threads on win32
link_args = [] if sys.platform == "win32" else ["-pthread"]
if sys.platform != "win32" and platform.machine().lower() in ("x86_64", "amd64"):
    args.append("-mpopcnt")  # every x86-64 CPU of the last fifteen years; Qt 6 needs it too


HERE = Path(__file__).resolve().parent


def _load_rules():
    """morra_suite/ai/native_build.py, loaded by its path: the package and its dependencies are
    not installed yet, so it must not be imported as part of the package."""
    path = HERE / "morra_suite" / "ai" / "native_build.py"
    spec = importlib.util.spec_from_file_location("morra_native_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RULES = _load_rules()


def split_core(name: str, folder: str) -> Extension:
    """One optional extension from one C file per job and their header in ``folder``, as
    ``native_build.py`` lists them; the build records their hash (``SOURCE_SHA``), the rule the
    game's native.py checks, so a stale build is ignored."""
    path = HERE / folder

    def relative(paths: list[Path]) -> list[str]:
        return [p.relative_to(HERE).as_posix() for p in paths]

    return Extension(
        name,
        sources=relative(RULES.compiled_files(path)),
        depends=relative(RULES.headers(path)),
        include_dirs=[folder],
        extra_compile_args=args,
        extra_link_args=link_args,
        define_macros=[("SOURCE_SHA", f'"{RULES.source_hash(path)}"')],
        optional=True,
    )


setup(
    ext_modules=[
        split_core("morra_suite.ai.mill._native", "morra_suite/ai/mill/native_core"),
        split_core("morra_suite.ai.myra._native", "morra_suite/ai/myra/native_core"),
    ]
)
