"""The screen reader's side of the accessibility-bus test, run by the SYSTEM Python with the
AT-SPI client library Orca uses (pyatspi): ``atspi_client.py PYTHON APP FOLDER GAME PLAN``.

It starts the app (``PYTHON APP FOLDER GAME``), finds the board (a table named by ``PLAN``'s
``board``) and its points, holes or fields by role and name as a screen reader does, then for
each step of the plan presses the point named (its name, or the part before its first comma)
through its accessible press action alone, waits to hear an announcement with the step's words
and, if the step names one, for a point of that name (a name changed by the move). It prints
one JSON object: the points it found, every point's name and whether it may be pressed after
each step, the labels read at the end (``PLAN``'s ``read``: the first label whose name begins
with each prefix), and every announcement heard.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

BOUND = 60.0  # seconds the whole exchange may take before the client gives up


def pump() -> None:
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_for(what, deadline: float):
    """Pumps the bus until ``what()`` gives something (a condition, not a fixed wait)."""
    while time.monotonic() < deadline:
        pump()
        found = what()
        if found:
            return found
        time.sleep(0.05)  # poll interval of the condition, not a synchronising wait
    raise TimeoutError("the app did not answer on the accessibility bus")


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    try:
        count = node.childCount
    except Exception:  # an object going away while it is read (the app still starting)
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def board_points(app, board: str):
    for node in walk(app):
        try:
            if node.getRoleName() == "table" and node.name == board:
                points = [node.getChildAtIndex(i) for i in range(node.childCount)]
                return points or None
        except Exception:
            continue
    return None


def named(points, name: str):
    for point in points:
        if point.name == name or point.name.split(",")[0] == name:
            return point
    return None


def seen(points) -> list:
    """Each point's name and whether it may be pressed now (AT-SPI's sensitive state)."""
    return [[point.name, point.getState().contains(pyatspi.STATE_SENSITIVE)] for point in points]


def read_text(app, prefix: str) -> str | None:
    """The name of a text the reader can read (a label) that begins with ``prefix``."""
    for node in walk(app):
        try:
            if node.getRoleName() == "label" and node.name.startswith(prefix):
                return node.name
        except Exception:
            continue
    return None


def main() -> int:
    python, script, folder, game, plan_text = sys.argv[1:6]
    plan = json.loads(plan_text)
    heard: list[str] = []

    def on_event(event) -> None:
        text = event.any_data
        if isinstance(text, str) and text:
            heard.append(text)

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    # the registry runs before the app starts: an app registers with the registry it finds
    desktop = pyatspi.Registry.getDesktop(0)
    pump()
    app_process = subprocess.Popen(
        [python, script, folder, game], stdout=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + BOUND
    result: dict = {"seen": []}
    try:

        def our_app():
            desktop.clear_cache()  # the registry's list of apps as it is now
            for index in range(desktop.childCount):
                try:
                    candidate = desktop.getChildAtIndex(index)
                    if candidate is not None and board_points(candidate, plan["board"]):
                        return candidate
                except Exception:  # an app that went away meanwhile
                    continue
            return None

        app = wait_for(our_app, deadline)
        points = board_points(app, plan["board"])
        result["points"] = [(p.getRoleName(), p.name) for p in points]
        result["seen"].append(seen(points))
        for name, words, *shows in plan["steps"]:
            point = wait_for(
                lambda name=name: named(board_points(app, plan["board"]), name), deadline
            )
            action = point.queryAction()
            actions = [action.getName(i) for i in range(action.nActions)]
            before = len(heard)
            action.doAction(actions.index("Press"))
            wait_for(
                lambda words=words, before=before: any(words in h for h in heard[before:]), deadline
            )
            for shown in shows:  # a point's new name, once its change has reached the bus
                wait_for(
                    lambda shown=shown: named(board_points(app, plan["board"]), shown), deadline
                )
            result["seen"].append(seen(board_points(app, plan["board"])))
        result["read"] = [
            wait_for(lambda prefix=prefix: read_text(app, prefix), deadline)
            for prefix in plan.get("read", ())
        ]
    except TimeoutError as error:
        result["error"] = f"{error} after {time.monotonic() - deadline + BOUND:.1f} s: {result}"
    finally:
        pump()
        result["heard"] = heard
        app_process.terminate()
        try:
            app_process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            app_process.kill()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
