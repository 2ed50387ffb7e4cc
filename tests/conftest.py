"""Shared test set-up: Qt offscreen, settings kept out of the user's real configuration, and the
cache folder (solved tables, Morra solutions) a temporary one for the whole run, so no test reads
or writes the user's real cache."""

from __future__ import annotations

import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _hold_widgets_until_teardown() -> None:
    """Every widget handed to ``qtbot.addWidget`` is kept alive until the test's teardown has
    closed it.

    Why: pytest-qt remembers those widgets by weak reference only, and closes them after the
    events left by the test body are processed. A window whose last strong reference was the
    test function's local variable, and that sits in a reference cycle (a lambda connected to
    its own signal, a board and its binding), is then freed by whichever cyclic garbage
    collection comes next; when that collection is set off by Python code running inside the
    window's own paint (an item's ``paint``), Qt deletes the window, its backing store and the
    painter's engine in the middle of the paint, and the test process dies of a segmentation
    fault a few calls later (seen in about one full run in two on a loaded machine)."""
    from pytestqt.qtbot import QtBot

    register = QtBot.addWidget
    if getattr(register, "holds_widgets", False):
        return

    def add_widget(self: QtBot, widget, *, before_close_func=None) -> None:
        register(self, widget, before_close_func=before_close_func)
        node = self._request.node
        held = node.__dict__.setdefault("_held_widgets", [])
        held.append(widget)

    add_widget.holds_widgets = True  # type: ignore[attr-defined]
    QtBot.addWidget = add_widget  # type: ignore[method-assign]


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item):
    """Lets go of the widgets held for the test (``_hold_widgets_until_teardown``) once the
    teardown has closed them: a closed window is never painted, so freeing it is safe."""
    try:
        return (yield)
    finally:
        item.__dict__.pop("_held_widgets", None)


@pytest.fixture(autouse=True)
def _fresh_analysis_memo():
    """Every test starts without the application's remembered analyses (``controllers.analyser``
    keeps one per position for the whole process), so one test's findings never answer another's
    question; cleared only where the module was loaded, which costs the other tests nothing."""
    memo_module = sys.modules.get("morra_suite.controllers.analyser")
    if memo_module is not None:
        memo_module.MEMO.clear()
    notices_module = sys.modules.get("morra_suite.core.notices")
    if notices_module is not None:  # nor sees a notice another test left for a window
        notices_module.forget()
    yield


@pytest.fixture(autouse=True)
def _no_dialog_left_open():
    """Closes every modal dialog a test left on screen (a message box after a closed window, a
    New Game dialog a question led to).

    Why: such a dialog outlives its test in the worker's one QApplication and stays
    ``QApplication.activeModalWidget()`` for every test after it; the game clock, for one, holds
    (pauses) while a modal dialog is open, so a clock test that ran after ``test_unsaved_changes``
    on the same worker found its clock stopped at its first tick and failed, by the order of the
    files and the timer's timing. Only where the test loaded Qt's widgets."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    for _ in range(50):  # a dialog refusing to close is hidden instead: never an endless loop
        modal = widgets.QApplication.activeModalWidget()
        if modal is None:
            return
        if isinstance(modal, widgets.QDialog):
            modal.reject()
        else:
            modal.close()
        if modal.isVisible():
            modal.hide()


def pytest_configure(config: object) -> None:
    """One temporary cache folder for the whole run (the app's and its child processes'): the
    solved tables a test builds serve the later tests, and never reach the user's own cache."""
    import tempfile

    _hold_widgets_until_teardown()

    folder = tempfile.mkdtemp(prefix="morra-suite-test-cache-")
    os.environ["MORRA_SUITE_CACHE_DIR"] = _session_cache[0] = folder
    _keep_the_users_folders()


def _keep_the_users_folders() -> None:
    """The user's settings, data and runtime folders out of every test's reach, the apps the
    tests start included (they inherit this environment): without this, a test that starts the
    launcher with ``os.environ`` had its settings written to ``~/.config/MorraSuite`` and the
    settings writer's private copy made in the user's ``XDG_RUNTIME_DIR``. A test that wants
    its own folders still sets them."""
    import tempfile

    home = tempfile.mkdtemp(prefix="morra-suite-test-home-")
    _session_home[0] = home
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(home, name.lower())
    if os.environ.get("XDG_RUNTIME_DIR"):  # a desktop's: a private one (CI has none)
        runtime = os.path.join(home, "runtime")
        os.mkdir(runtime, 0o700)
        os.environ["XDG_RUNTIME_DIR"] = runtime


def pytest_unconfigure(config: object) -> None:
    import shutil

    for folder in (_session_cache[0], _session_home[0]):
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


_session_cache: list[str] = [""]
_session_home: list[str] = [""]
