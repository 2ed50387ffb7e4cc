"""What deep layers tell the user is queued once per file and taken once."""

from __future__ import annotations

import threading

from morra_suite.core import notices


def test_a_notice_is_told_once_per_key_and_taken_once() -> None:
    notices.forget()
    first = notices.Notice(notices.DAMAGED_CACHE, "a.xz: checksum mismatch", "a.xz")
    assert notices.tell(first)
    assert not notices.tell(notices.Notice(notices.DAMAGED_CACHE, "a.xz: truncated", "a.xz"))
    assert notices.tell(notices.Notice(notices.DAMAGED_CACHE, "b.xz: truncated", "b.xz"))
    assert [n.key for n in notices.take()] == ["a.xz", "b.xz"]
    assert notices.take() == []


def test_notices_told_from_threads_all_arrive() -> None:
    notices.forget()
    threads = [
        threading.Thread(target=lambda i=i: notices.tell(notices.Notice("k", f"file {i}", str(i))))
        for i in range(20)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(int(n.key) for n in notices.take()) == list(range(20))
