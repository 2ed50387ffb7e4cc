"""Under ``CI=true`` a native core that did not build fails the run; elsewhere it is a skip.

Each case runs the two cores' ``test_an_install_with_a_compiler_has_the_native_core`` in a fresh
pytest with the compiled module made unusable before the package is imported (a
``sitecustomize`` on ``PYTHONPATH`` puts a finder in front of the import system): missing (no
file), broken (the dynamic linker refuses the file) or stale (built from other sources). Outside
CI, with no C compiler on ``PATH``, the same run skips and says why.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKS = [
    "tests/ai/mill/test_native.py::test_an_install_with_a_compiler_has_the_native_core",
    "tests/ai/myra/test_native.py::test_an_install_with_a_compiler_has_the_native_core",
]
CORES = ("morra_suite.ai.mill._native", "morra_suite.ai.myra._native")

SPOILER = """
import importlib.abc, importlib.machinery, sys, types

CORES = {cores!r}
HOW = {how!r}


class Spoiler(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        if name not in CORES:
            return None
        if HOW == "missing":
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return importlib.machinery.ModuleSpec(name, self)

    def create_module(self, spec):
        if HOW == "broken":
            raise ImportError(f"{{spec.name}}.so: file too short", name=spec.name)
        return types.ModuleType(spec.name)

    def exec_module(self, module):
        module.VERSION = 1  # a build of other sources: the right version, the wrong hash
        module.WEIGHTS = 0
        module.SOURCE_SHA = "0" * 16


sys.meta_path.insert(0, Spoiler())
"""


def run_checks(tmp_path: Path, how: str, ci: bool) -> subprocess.CompletedProcess[str]:
    """The two checks in a fresh pytest, their core spoilt ``how``; with ``CI=true`` or without
    CI and without a C compiler on ``PATH``."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SPOILER.format(cores=CORES, how=how))
    env = {k: v for k, v in os.environ.items() if k not in {"CI", "MORRA_REQUIRE_NATIVE"}}
    env["PYTHONPATH"] = os.pathsep.join([str(site), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    if ci:
        env["CI"] = "true"
    else:
        empty = tmp_path / "bin"  # no compiler to be found
        empty.mkdir()
        env["PATH"] = str(empty)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rs", *CHECKS]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("how", ["missing", "broken", "stale"])
def test_under_ci_a_core_that_did_not_build_fails_the_run(tmp_path: Path, how: str) -> None:
    run = run_checks(tmp_path, how, ci=True)
    output = run.stdout + run.stderr
    assert run.returncode == 1, output
    assert "2 failed" in output, output
    for game in ("mill", "Myra"):
        assert f"the native {game} core is missing, broken or stale: CI must build it" in output


def test_outside_ci_without_a_compiler_a_missing_core_is_skipped_with_the_reason(
    tmp_path: Path,
) -> None:
    run = run_checks(tmp_path, "missing", ci=False)
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert "2 skipped" in output, output
    assert "no C compiler or Python headers here" in output
