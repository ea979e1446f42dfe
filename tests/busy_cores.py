"""A machine with no core to spare, for the tests of what runs in the background (AI searches, pictures)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def every_core_busy() -> Iterator[None]:
    """One spinning process per core, at the default priority: a machine with no core to spare."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 1)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
