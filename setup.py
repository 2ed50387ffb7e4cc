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

args = [] if sys.platform == "win32" else ["-O3"]
if sys.platform != "win32" and platform.machine().lower() in ("x86_64", "amd64"):
    args.append("-mpopcnt")  # every x86-64 CPU of the last fifteen years; Qt 6 needs it too


HERE = Path(__file__).resolve().parent


def split_core(name: str, rules: str) -> Extension:
    """One optional extension from one C file per job and their header, as the core's
    ``native_sources.py`` (at ``rules``) lists them; the build records their hash (``SOURCE_SHA``),
    the rule the package's native.py checks, so a stale build is ignored."""
    path = HERE / rules
    spec = importlib.util.spec_from_file_location(f"{name}_sources", path)
    assert spec is not None and spec.loader is not None
    rule = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rule)
    folder = rule.FOLDER

    def relative(paths: list[Path]) -> list[str]:
        return [p.relative_to(HERE).as_posix() for p in paths]

    headers = [p for p in rule.source_files(folder) if p.suffix == ".h"]
    return Extension(
        name,
        sources=relative(rule.compiled_files(folder)),
        depends=relative(headers),
        include_dirs=[folder.relative_to(HERE).as_posix()],
        extra_compile_args=args,
        define_macros=[("SOURCE_SHA", f'"{rule.source_hash(folder)}"')],
        optional=True,
    )


setup(
    ext_modules=[
        split_core("morra_suite.ai.mill._native", "morra_suite/ai/mill/native_sources.py"),
        split_core("morra_suite.ai.myra._native", "morra_suite/ai/myra/native_sources.py"),
    ]
)
