"""Busy cores, for the tests of what waits for one (AI searches and pictures in the background, the loop's wait
for a core that bench.clicks prints)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def spinning(count: int) -> Iterator[list[subprocess.Popen[bytes]]]:
    """``count`` processes spinning at the default priority, killed on the way out."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield spinners
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


@contextlib.contextmanager
def every_core_busy() -> Iterator[None]:
    """One spinning process per core: a machine with no core to spare."""
    with spinning(os.cpu_count() or 1):
        yield
