"""A throwaway PostgreSQL cluster for the tests: initdb + pg_ctl in a temporary folder.

Two ways in:

* ``python -m tests.pg_cluster COMMAND...`` (what ``make test`` does): starts one cluster,
  runs COMMAND with ``TEST_DATABASE_URL`` exported, stops and removes the cluster however
  COMMAND ends (failures, Ctrl-C, SIGTERM), and exits with COMMAND's status. One cluster
  serves every xdist worker.
* ``Cluster.start()`` from the session fixture in ``tests/conftest.py``, when pytest is run
  directly without ``TEST_DATABASE_URL``: one cluster per pytest process, stopped at the end.

The cluster listens only on a unix socket inside its folder (no TCP port to collide with
other runs on the machine) and trades durability for speed: fsync, full-page writes and
synchronous commit are off, which is fine for data that dies with the test run.
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

SERVER_OPTIONS = (
    "-c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    " -c max_connections=200 -c shared_buffers=32MB"
)


def find_bin_dir() -> Path | None:
    """Where initdb and pg_ctl are: $PG_BIN, then PATH, then Debian's /usr/lib/postgresql/N/bin (newest)."""
    candidates: list[str] = []
    if os.environ.get("PG_BIN"):
        candidates.append(os.environ["PG_BIN"])
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(str(Path(on_path).parent))
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True)
    for folder in candidates:
        if (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    return None


@dataclass
class Cluster:
    folder: Path
    bin_dir: Path
    user: str | None  # run the server as this user (root may not run PostgreSQL); None: as ourselves

    @property
    def url(self) -> str:
        """An admin DSN over the unix socket in the cluster's folder."""
        return f"postgresql://postgres@/postgres?host={self.folder}"

    @classmethod
    def start(cls, bin_dir: Path | None = None) -> Cluster:
        bin_dir = bin_dir or find_bin_dir()
        if bin_dir is None:
            raise RuntimeError("no PostgreSQL binaries (initdb, pg_ctl) found; set PG_BIN or TEST_DATABASE_URL")
        user = "postgres" if os.geteuid() == 0 else None
        folder = Path(tempfile.mkdtemp(prefix="gamehost-pg-"))
        cluster = cls(folder, bin_dir, user)
        try:
            if user is not None:
                shutil.chown(folder, user)
            cluster._run("initdb", "-D", str(folder / "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                         "--locale=C", "--no-sync")  # fmt: skip
            cluster._run("pg_ctl", "-D", str(folder / "data"), "-l", str(folder / "server.log"), "-w", "-t", "60",
                         "-o", f"{SERVER_OPTIONS} -k {folder}", "start")  # fmt: skip
        except BaseException:
            cluster.stop()
            raise
        return cluster

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin_dir / program), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.folder)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr.strip()}\n{tail}")

    def stop(self) -> None:
        """Stop the server (fast: no waiting for clients) and remove its folder. Safe to call twice."""
        if (self.folder / "data" / "postmaster.pid").exists():
            try:
                self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "immediate", "-w", "stop")
            except RuntimeError as exc:
                print(f"pg_cluster: {exc}", file=sys.stderr)
        shutil.rmtree(self.folder, ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.pg_cluster",
        usage="%(prog)s [-h] COMMAND [ARGS...]",
        description=textwrap.fill(
            "Start a throwaway PostgreSQL cluster (initdb and pg_ctl in a temporary folder, unix socket only),"
            " run COMMAND with TEST_DATABASE_URL pointing at it, then stop and remove the cluster however"
            " COMMAND ends; exit with COMMAND's status. `make test` runs the test suite this way.",
            width=100,
        ),
        epilog=(
            "settings (environment variables):\n"
            "  TEST_DATABASE_URL\n"
            "      set: no cluster is started; COMMAND uses that database\n"
            "  PG_BIN\n"
            "      the folder of initdb and pg_ctl (else PATH, then /usr/lib/postgresql/N/bin);\n"
            "      none found: COMMAND runs without a cluster and the PostgreSQL tests skip (fail under CI=true)"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("command", metavar="COMMAND [ARGS...]", nargs=argparse.REMAINDER, help="what to run")
    argv = parser.parse_args(argv).command
    if not argv:
        parser.error("a COMMAND to run is required")
    env = dict(os.environ)
    cluster = None
    if env.get("TEST_DATABASE_URL"):
        pass  # a database was given: use it
    elif find_bin_dir() is None:
        print("pg_cluster: no PostgreSQL binaries found; the PostgreSQL tests will skip (fail in CI)", file=sys.stderr)
    else:
        began = time.monotonic()
        cluster = Cluster.start()
        env["TEST_DATABASE_URL"] = cluster.url
        took = time.monotonic() - began
        print(f"pg_cluster: PostgreSQL started in {took:.1f} s at {cluster.folder}", file=sys.stderr)
    try:
        child = subprocess.Popen(argv, env=env)
    except OSError as exc:
        if cluster is not None:
            cluster.stop()
        print(f"pg_cluster: cannot run {argv[0]}: {exc}", file=sys.stderr)
        return 127

    def forward(signum: int, _frame: object) -> None:
        child.send_signal(signum)  # the child ends; we then stop the cluster below

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    try:
        return child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
