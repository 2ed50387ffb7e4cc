"""The native core's plain-C bit counts (``-DMILL_PORTABLE_BITS``) against the installed build.

The portable path is what a compiler without GCC built-ins or MSVC intrinsics compiles, and no
machine here would otherwise ever run it. So the test compiles the core's C files
(``native_build.compiled_files``) once more with that macro, loads the result beside the
installed extension, and demands the same legal moves, keys, evaluations and fixed-depth scores
on random positions of the three boards. Skipped where no C
compiler or no Python headers are present (the installed core is then missing too).
"""

from __future__ import annotations

import importlib.util
import os
import random
import shutil
import subprocess
import sysconfig

import pytest

from morra_suite.ai import native_build
from morra_suite.ai.mill import native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.games import mill


def _compiler() -> list[str] | None:
    cc = (sysconfig.get_config_var("CC") or "cc").split()
    headers = sysconfig.get_paths()["include"]
    if not shutil.which(cc[0]) or not os.path.isfile(os.path.join(headers, "Python.h")):
        return None
    return [*cc, f"-I{headers}"]


@pytest.fixture(scope="module")
def portable(tmp_path_factory):
    compiler = _compiler()
    if compiler is None or not native.available():
        pytest.skip("no C compiler, or the native core is not installed")
    out = tmp_path_factory.mktemp("portable") / ("_native" + sysconfig.get_config_var("EXT_SUFFIX"))
    sha = native._native.SOURCE_SHA  # the same source, so native.py's staleness check holds
    cmd = [
        *compiler,
        "-shared",
        "-fPIC",
        "-O1",
        "-DMILL_PORTABLE_BITS",
        f'-DSOURCE_SHA="{sha}"',
        f"-I{native.FOLDER}",
        *map(str, native_build.compiled_files(native.FOLDER)),
        "-o",
        str(out),
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    spec = importlib.util.spec_from_file_location("mill_portable._native", out)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert sha == module.SOURCE_SHA
    return module


def _engines(portable_module, rules):
    cfg = config_from_rules(rules)
    usual = native.NativeSearcher(cfg, contempt=25)
    saved = native._native
    native._native = portable_module
    try:
        plain = native.NativeSearcher(cfg, contempt=25)
    finally:
        native._native = saved
    assert type(plain.engine) is portable_module.Engine
    return cfg, usual, plain


@pytest.mark.parametrize("preset", ["nine", "twelve", "six", "three"])
def test_the_portable_bit_counts_play_the_same_game(portable, preset: str) -> None:
    rules = mill.MillRules.preset(preset)
    _cfg, usual, plain = _engines(portable, rules)
    rng = random.Random(preset)
    compared = searched = 0
    for _ in range(6):
        state = mill.new_game(rules)
        while state.outcome() is None:
            pos = pos_from_state(state)
            assert plain.engine.key(native.pos_tuple(pos)) == usual.engine.key(
                native.pos_tuple(pos)
            )
            assert sorted(plain.legal_moves(pos)) == sorted(usual.legal_moves(pos))
            assert plain.evaluate(pos) == usual.evaluate(pos)
            compared += 1
            if rng.random() < 0.05:
                a = usual.root_scores(pos, 3, frozenset(), use_tt=False)
                b = plain.root_scores(pos, 3, frozenset(), use_tt=False)
                assert sorted(a) == sorted(b), state.position()
                searched += 1
            state = state.play(rng.choice(state.legal_moves()))
    assert compared > 100 and searched > 0
