"""What the PyInstaller spec leaves out must not be needed: every module our code imports, at the
top of a file or inside a function, must import with the spec's excludes blocked. The frozen app's
``--smoke`` cannot see a lazy import fail.
"""

from __future__ import annotations

import ast
import subprocess
import sys

from packaging_helpers import ROOT

SPEC = ROOT / "packaging" / "morra-suite.spec"

CHECK = """
import importlib, importlib.abc, json, sys
blocked = set(json.loads(sys.argv[1]))
class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        parts = name.split(".")
        if parts[0] in blocked or ".".join(parts[:2]) in blocked:
            raise ModuleNotFoundError(f"excluded by the spec: {name}", name=name)
sys.meta_path.insert(0, Blocker())
failures = {}
for module in json.loads(sys.argv[2]):
    try:
        importlib.import_module(module)
    except Exception as exc:
        failures[module] = repr(exc)
print(json.dumps(failures))
"""


def spec_excludes() -> list[str]:
    """QT_EXCLUDES + OTHER_EXCLUDES, evaluated from the spec without running PyInstaller."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    wanted = {"QT_EXCLUDES", "OTHER_EXCLUDES"}
    assignments = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id in wanted for t in node.targets)
    ]
    namespace: dict[str, list[str]] = {}
    exec(compile(ast.Module(assignments, []), str(SPEC), "exec"), namespace)
    return namespace["QT_EXCLUDES"] + namespace["OTHER_EXCLUDES"]


def imported_modules() -> list[str]:
    """Every absolute module name imported anywhere in morra_suite, and our own modules."""
    names: set[str] = set()
    package = ROOT / "morra_suite"
    for path in package.rglob("*.py"):
        if "__pycache__" in path.parts or path.name == "__main__.py":
            continue
        relative = path.relative_to(ROOT).with_suffix("")
        parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
        names.add(".".join(parts))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(names - {"__future__"})


def test_spec_excludes_nothing_the_code_imports() -> None:
    import json

    excludes = spec_excludes()
    assert "PySide6.QtQuick" in excludes and "tkinter" in excludes
    modules = imported_modules()
    assert "PySide6.QtWidgets" in modules and "morra_suite.games.mill.rules" in modules
    result = subprocess.run(
        [sys.executable, "-c", CHECK, json.dumps(excludes), json.dumps(modules)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    failures = json.loads(result.stdout.strip().splitlines()[-1])
    assert not failures, f"modules that fail with the spec's excludes: {failures}"
