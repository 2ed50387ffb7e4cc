"""A private X server (Xvfb) for a test that starts the app on Qt's xcb platform.

Why not ``xvfb-run -a``: it picks the first display number without a lock file and only then
starts Xvfb, so two tests doing so at once (the suite runs one worker per core) can both pick
``:99``; the loser's Xvfb exits, xvfb-run runs the command anyway and the app finds no display
(CI failed this way). ``Xvfb -displayfd`` takes the number itself, atomically, and writes it to
us once the server accepts connections.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import tempfile
from collections.abc import Iterator


@contextlib.contextmanager
def private_x_server(screen: str = "1280x800x24") -> Iterator[str]:
    """Runs an Xvfb for the ``with`` block; yields its display name (``":<n>"``)."""
    read, write = os.pipe()
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=log,
        )
        os.close(write)
        try:
            with os.fdopen(read) as stream:
                number = stream.readline().strip()
            if not number:
                server.wait(timeout=30)
                log.seek(0)
                said = log.read().decode(errors="replace")
                raise RuntimeError(f"Xvfb did not start (exit {server.returncode}):\n{said}")
            yield f":{number}"
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
