"""The screen reader's side of the accessibility-bus test, run by the SYSTEM Python with the
AT-SPI client library Orca uses (pyatspi): ``atspi_client.py PYTHON APP FOLDER``.

It starts the app (``PYTHON APP FOLDER``), finds the mill board's points by role and name as a
screen reader does, plays a whole Three Men's Morris game through the points' press actions alone
and listens to the app's announcements. It prints one JSON object: the points it found, the
names of a1 before and after the first move, and every announcement heard.
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
        context = GLib.MainContext.default()
        context.iteration(False)
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


def board_points(app):
    for node in walk(app):
        try:
            if node.getRoleName() == "table" and node.name == "Mill board":
                points = [node.getChildAtIndex(i) for i in range(node.childCount)]
                return points or None
        except Exception:
            continue
    return None


def white_on(app, name: str):
    """The name of point ``name`` once it says a white piece stands there."""
    for point in board_points(app) or ():
        if point.name.split(",")[0] == name and "white" in point.name:
            return point.name
    return None


def main() -> int:
    python, script, folder = sys.argv[1:4]
    heard: list[str] = []

    def on_event(event) -> None:
        text = event.any_data
        if isinstance(text, str) and text:
            heard.append(text)

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    # the registry runs before the app starts: an app registers with the registry it finds
    desktop = pyatspi.Registry.getDesktop(0)
    pump()
    app_process = subprocess.Popen([python, script, folder], stdout=subprocess.PIPE, text=True)
    deadline = time.monotonic() + BOUND
    result: dict = {}
    try:

        def our_app():
            desktop.clear_cache()  # the registry's list of apps as it is now
            for index in range(desktop.childCount):
                try:
                    candidate = desktop.getChildAtIndex(index)
                    if candidate is not None and board_points(candidate):
                        return candidate
                except Exception:  # an app that went away meanwhile
                    continue
            return None

        app = wait_for(our_app, deadline)
        points = board_points(app)
        by_name = {p.name.split(",")[0]: p for p in points}
        result["points"] = [(p.getRoleName(), p.name) for p in points]
        result["a1_before"] = by_name["a1"].name
        for name in ("a1", "a2", "b1", "b3", "c1"):
            action = by_name[name].queryAction()
            names = [action.getName(i) for i in range(action.nActions)]
            action.doAction(names.index("Press"))
            wait_for(lambda name=name: any(name in h for h in heard), deadline)
            if name == "a1":
                result["a1_after"] = wait_for(lambda: white_on(app, "a1"), deadline)
        wait_for(lambda: any("wins" in h for h in heard), deadline)
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
