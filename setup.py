"""Builds the native search cores (mill, Myra); everything else is in pyproject.toml.

The extensions are optional: without a C compiler ``pip install`` still succeeds and the engines
fall back to pure Python (``morra_suite.ai.mill.native.available()`` and
``morra_suite.ai.myra.native.available()`` say which one runs).
The C code is C11 with the bit counts from GCC/Clang built-ins, MSVC intrinsics or plain C
(``-DMILL_PORTABLE_BITS`` forces the plain C); MSVC builds are written for, not tried here.
"""

import hashlib
import platform
import sys
from pathlib import Path

from setuptools import Extension, setup

args = [] if sys.platform == "win32" else ["-O3"]
if sys.platform != "win32" and platform.machine().lower() in ("x86_64", "amd64"):
    args.append("-mpopcnt")  # every x86-64 CPU of the last fifteen years; Qt 6 needs it too


def native_core(name: str, source: str) -> Extension:
    """One optional extension; the build remembers which source it was made from (its hash), so
    the package's native.py ignores a stale build."""
    sha = hashlib.sha256((Path(__file__).parent / source).read_bytes()).hexdigest()[:16]
    return Extension(
        name,
        sources=[source],
        extra_compile_args=args,
        define_macros=[("SOURCE_SHA", f'"{sha}"')],
        optional=True,
    )


setup(
    ext_modules=[
        native_core("morra_suite.ai.mill._native", "morra_suite/ai/mill/_native.c"),
        native_core("morra_suite.ai.myra._native", "morra_suite/ai/myra/_native.c"),
    ]
)
