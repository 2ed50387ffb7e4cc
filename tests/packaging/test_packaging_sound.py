"""The built app carries its sound (issue 44): miniaudio, its compiled cffi module and cffi's
back-end (which that module imports from C, out of PyInstaller's sight) are named by the spec,
are in the frozen folder, and the frozen app, started on a saved game, connects to the sound
server as "Morra Suite" (a private PulseAudio with a null sink, as the sound tests start it).
"""

from __future__ import annotations

import ast
import importlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from packaging_helpers import ROOT, smoke_env

from tests.polling import wait_until

SPEC = ROOT / "packaging" / "morra-suite.spec"
SAVED_GAME = ROOT / "tests" / "mill" / "data" / "sanmill_nine.pgn"


def spec_sound_modules() -> list[str]:
    """SOUND_MODULES of the spec, read without running PyInstaller."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "SOUND_MODULES" for t in node.targets
        ):
            return list(ast.literal_eval(node.value))
    raise AssertionError("the spec has no SOUND_MODULES")


def test_the_spec_names_the_sound_library_and_its_hidden_parts() -> None:
    modules = spec_sound_modules()
    assert {"miniaudio", "_miniaudio", "_cffi_backend"} <= set(modules)
    for name in modules:
        importlib.import_module(name)  # each is there to be collected
    text = SPEC.read_text(encoding="utf-8")
    assert 'hiddenimports=collect_submodules("morra_suite") + SOUND_MODULES' in text


def test_the_frozen_app_carries_miniaudio_and_cffi(frozen_app: Path) -> None:
    names = [p.name for p in frozen_app.rglob("*") if p.is_file()]
    for stem in ("_miniaudio", "_cffi_backend"):
        assert any(n.startswith(f"{stem}.") and ".so" in n for n in names), stem


def _require_pulse() -> None:
    tools = [t for t in ("pulseaudio", "pactl") if shutil.which(t) is None]
    if tools:
        reason = f"{', '.join(tools)} not installed (Debian: pulseaudio pulseaudio-utils)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{reason} (CI=true: .ci/run should have installed it)")
        pytest.skip(reason)


@pytest.mark.slow
def test_the_frozen_app_plays_through_the_sound_server(frozen_app: Path, tmp_path: Path) -> None:
    _require_pulse()
    null_sink = importlib.import_module("tests.ui.null_sink")
    with null_sink.private_pulse(tmp_path / "pulse") as pulse:
        env = dict(
            smoke_env(tmp_path / "home"),  # the app's own settings (sound on) and files
            PULSE_SERVER=pulse["PULSE_SERVER"],
            XDG_RUNTIME_DIR=pulse["XDG_RUNTIME_DIR"],
        )
        app = subprocess.Popen(
            [str(frozen_app / "morra-suite"), str(SAVED_GAME)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:

            def connected() -> bool:
                if app.poll() is not None:
                    raise AssertionError(f"the app ended: {app.communicate()[1][-2000:]}")
                clients = subprocess.run(
                    ["pactl", "list", "clients"], env=pulse, capture_output=True, text=True
                ).stdout
                return 'application.name = "Morra Suite"' in clients

            wait_until(connected, "the frozen app connecting to the sound server", timeout_s=120)
        finally:
            app.terminate()
            try:
                app.wait(timeout=30)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait()
