"""A process that imports a driver module once, then forks a fresh child to run it each time it is asked.

``python -m tests.zygote MODULE`` imports MODULE (which has a ``run(argv)``), prints ``loaded`` and reads
commands from its standard input, one a line:

* ``run ["ARG", ...]`` (a JSON list): forks a child that runs ``MODULE.run(["ARG", ...])`` and exits; prints
  ``pid N`` before the child prints anything (the child writes to the same standard output). A child that
  raises prints its traceback to standard error and ``failed: ...`` to standard output (so a reader waiting
  for its next line is not left waiting), and exits 1;
* ``wait N``: waits for child N to end and prints ``exit CODE``, as ``subprocess`` reports it (``-9``: killed by
  SIGKILL).

tests/test_crash_recovery.py kills 30 drivers (300 in ``make soak``): each started as a process of its own
imported the table service, the store and every game first, about half a second of CPU, half the test's.
A forked child is as real a process to kill as one started afresh: its own memory, its own database
connection, opened after the fork. The zygote itself opens nothing and starts no thread (it checks), so a
fork copies no lock held by another thread.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import threading
import traceback


def serve(module_name: str) -> None:
    module = importlib.import_module(module_name)
    assert threading.active_count() == 1, "a thread started at import: forking would copy its locks"
    print("loaded", flush=True)
    for line in sys.stdin:
        command, _, rest = line.strip().partition(" ")
        if command == "run":
            args = json.loads(rest)
            go_read, go_write = os.pipe()
            sys.stdout.flush()  # nothing buffered for the child to write out a second time
            pid = os.fork()
            if pid == 0:
                os.close(go_write)
                os.read(go_read, 1)  # after the zygote has said whose output follows
                code = 0
                try:
                    module.run(args)
                except BaseException as exc:  # the child reports anything and exits
                    traceback.print_exc()
                    print(f"failed: {exc!r}", flush=True)
                    code = 1
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
            os.close(go_read)
            print(f"pid {pid}", flush=True)
            os.write(go_write, b"!")
            os.close(go_write)
        elif command == "wait":
            _, status = os.waitpid(int(rest), 0)
            print(f"exit {os.waitstatus_to_exitcode(status)}", flush=True)
        else:
            print(f"unknown command {command!r}", flush=True)


if __name__ == "__main__":
    cli = argparse.ArgumentParser(
        prog="python -m tests.zygote",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog="Reads no environment settings.",
    )
    cli.add_argument("module", metavar="MODULE", help="the driver module to import once (it has a run(argv))")
    serve(cli.parse_args().module)
