"""Builds the mill engine's native search core; everything else is in pyproject.toml.

The extension is optional: without a C compiler ``pip install`` still succeeds and the engine
falls back to pure Python (``morra_suite.ai.mill.native.available()`` says which one runs).
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

SOURCE = "morra_suite/ai/mill/_native.c"
# The build remembers which source it was made from: native.py ignores a stale build.
SOURCE_SHA = hashlib.sha256((Path(__file__).parent / SOURCE).read_bytes()).hexdigest()[:16]

setup(
    ext_modules=[
        Extension(
            "morra_suite.ai.mill._native",
            sources=[SOURCE],
            extra_compile_args=args,
            define_macros=[("SOURCE_SHA", f'"{SOURCE_SHA}"')],
            optional=True,
        )
    ]
)
