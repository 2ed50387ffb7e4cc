"""The two native cores' shared header, checked whether or not a core is built here.

The mill and Myra cores each compile their own copy of ``threads.h`` (the POSIX and Windows
threads of their Lazy SMP): a core is one folder, compiled, hashed (``ai/native_build.py``'s
``SOURCE_SHA``), rebuilt and packed on its own, so a header shared from a third folder would have
to join that rule in setup.py, ensure-env.sh, the sanitizer build and the packaging tests alike.
Two copies it is, and they must not drift apart. This check lives apart from the native tests,
which skip where no core is built: a copy changed without a compiler at hand (or one that makes a
core fail to build) must still fail here.
"""

from __future__ import annotations

from pathlib import Path

from morra_suite.ai import native_build

AI = Path(native_build.__file__).resolve().parent


def test_both_cores_carry_the_same_threads_header() -> None:
    mill = AI / "mill" / "native_core" / "threads.h"
    myra = AI / "myra" / "native_core" / "threads.h"
    assert mill.read_bytes() == myra.read_bytes(), "the cores' threads.h copies differ"
