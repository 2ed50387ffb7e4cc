"""Builds the mill engine's native search core; everything else is in pyproject.toml.

The extension is optional: without a C compiler ``pip install`` still succeeds and the engine
falls back to pure Python (``morra_suite.ai.mill.native.available()`` says which one runs).
The C code uses GCC/Clang built-ins; other compilers fall back the same way.
"""

import platform
import sys

from setuptools import Extension, setup

args = [] if sys.platform == "win32" else ["-O3"]
if sys.platform != "win32" and platform.machine().lower() in ("x86_64", "amd64"):
    args.append("-mpopcnt")  # every x86-64 CPU of the last fifteen years; Qt 6 needs it too

setup(
    ext_modules=[
        Extension(
            "morra_suite.ai.mill._native",
            sources=["morra_suite/ai/mill/_native.c"],
            extra_compile_args=args,
            optional=True,
        )
    ]
)
