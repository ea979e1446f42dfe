"""The database's schema: numbered migrations, and the checks made before a database is opened."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import tempfile
import threading
from collections.abc import Callable
from importlib import resources
from pathlib import Path

log = logging.getLogger(__name__)

SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26  # the result codes of a damaged file (others: busy, I/O, ...)
SQLITE_INTERRUPT = 9  # a statement stopped (``PageCheck.stop``)


class StoreError(Exception):
    """The database cannot be used as configured: one line naming the setting and what to do."""


def newer_schema(path: str, found: int, known: int) -> str:
    return (
        f"DATABASE_PATH={path} was written by a newer version of this bot (schema {found}, this code knows"
        f" up to {known}): update the bot, or point DATABASE_PATH at another file. The file was not changed."
    )


#: A file not closed cleanly is read page by page before the store opens up to this size (about 0.2 s for
#: 100 MB in the page cache); a larger one is read after, while the bot serves (``PageCheck``): at a million
#: stored tables (3.4 GB) the check alone delayed the first move by 4.9 s (issue 40), and a million games
#: with their logs would be tens of GB.
CHECKED_BEFORE_OPENING = 256 * 2**20


def check_database(path: str | Path) -> bool:
    """Refuse, with one clear line, a database path this bot cannot use; never changes the file.

    Returns True when the page check is still owed: a file larger than ``CHECKED_BEFORE_OPENING`` that the
    bot did not close cleanly, which the store checks with a ``PageCheck`` once it is open."""
    if str(path) == ":memory:":
        return False
    file = Path(path)
    for folder in file.parents:
        if folder.exists() and not folder.is_dir():
            raise StoreError(f"DATABASE_PATH={path}: {folder} is a file, not a folder. Choose a path in a folder.")
    if file.is_dir():
        raise StoreError(f"DATABASE_PATH={path} is a folder. Set it to a file, e.g. {file / 'gamehost.sqlite3'}.")
    check_folder(str(path), file.parent)
    if not file.exists() or file.stat().st_size == 0:
        return False  # a new database
    not_sqlite = (
        f"DATABASE_PATH={path} is not a readable SQLite database (corrupt or another kind of file)."
        " Restore it from a backup or point DATABASE_PATH at another file. The file was not changed."
    )
    with file.open("rb") as handle:
        if handle.read(16) != b"SQLite format 3\x00":
            raise StoreError(not_sqlite)
    try:
        os.close(os.open(file, os.O_RDWR))  # opened for writing, nothing written: immutable, read-only, ...
    except OSError as exc:
        raise StoreError(
            f"DATABASE_PATH={path} cannot be written ({exc.strerror}). Make it writable (its permissions, or"
            " `chattr -i` if it is immutable) or point DATABASE_PATH at another file. The file was not changed."
        ) from None
    # A file this bot closed cleanly and nothing touched since is not read page by page again: with a
    # million stored tables (gigabytes) the check alone took longer than the first move may (issue 40).
    # Looked at before anything opens the file (a reader may leave a -wal file behind).
    trusted = closed_cleanly(file)
    owed = not trusted and file.stat().st_size > CHECKED_BEFORE_OPENING
    try:
        conn = read_only(file)
    except sqlite3.Error as exc:
        raise StoreError(f"DATABASE_PATH={path} cannot be opened ({exc}). Check its permissions.") from None
    try:
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            known = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").fetchone()
            found = conn.execute("SELECT MAX(number) FROM schema_migrations").fetchone()[0] if known else None
        except sqlite3.DatabaseError:
            raise StoreError(not_sqlite) from None
        problem = None if trusted or owed else quick_check(conn, str(path))
    finally:
        conn.close()
    if problem is not None:
        raise StoreError(f"{problem} The file was not changed.")
    newest = max((number for number, _ in migrations()), default=0)
    if found is not None and found > newest:
        raise StoreError(newer_schema(str(path), found, newest))
    return owed


def read_only(file: Path) -> sqlite3.Connection:
    """A connection that cannot write to ``file`` (nor create it)."""
    return sqlite3.connect(f"{file.resolve().as_uri()}?mode=ro", uri=True)


def quick_check(conn: sqlite3.Connection, path: str) -> str | None:
    """SQLite's check of every page of ``conn``'s file: None, or one line saying what is wrong and what to do."""
    try:
        # Every page's structure, not the indexes against their tables: about 0.2 s for 100 MB in the
        # page cache (integrity_check: 1-1.4 s); read cold from disk, both take what the disk takes.
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(1)").fetchall()]
    except sqlite3.DatabaseError as exc:
        code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
        if code == SQLITE_INTERRUPT:
            raise  # ``PageCheck.stop``: no finding either way
        if code not in (SQLITE_CORRUPT, SQLITE_NOTADB):
            return f"DATABASE_PATH={path} cannot be read ({exc})."
        problems = [str(exc)]
    if problems == ["ok"]:
        return None
    found_text = " ".join(" ".join(problems).split())[:160]
    return (
        f"DATABASE_PATH={path} is damaged (SQLite's quick check: {found_text}). Restore it from a backup,"
        " or point DATABASE_PATH at another file."
    )


class PageCheck:
    """The page check owed by a large file the bot did not close cleanly, read in a thread of its own while
    the bot serves (``start``).

    It reads one snapshot of the file on a connection of its own (WAL: the bot's writes go on meanwhile).
    Its own thread, not the event loop's executor: nothing on the loop waits for it (a test's settling, or
    the loop's shutdown, would wait seconds); it calls its listeners from that thread when it ends (``when_done``).
    ``stop`` ends it early (a clean shutdown before it is done); ``completed`` says whether it read every page.
    """

    #: SQLite asks whether to stop every this many steps: some 60 times in a check of 770 MB (about every 7 ms),
    #: each a moment with the interpreter lock; every 1,000 steps the check took three times as long
    STEPS_BETWEEN_LOOKS = 100_000

    def __init__(self, path: str) -> None:
        self.path = path
        self.completed = False
        self.found: str | None = None  # what it found wrong: the one line to stop with
        self._stopped = False
        self._ended = False  # found is final: listeners added from now on are called at once
        self._done = threading.Event()  # set once the listeners have been called: ``wait`` returns after them
        self._lock = threading.Lock()
        self._listeners: list[Callable[[str | None], None]] = []
        self._thread = threading.Thread(target=self._check, name="page-check", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def run(self) -> str | None:
        """Read every page (in the calling thread): None if all are sound (or the check was stopped), else
        the one line to stop with."""
        try:
            conn = read_only(Path(self.path))
        except sqlite3.Error as exc:
            return f"DATABASE_PATH={self.path} cannot be opened for its page check ({exc})."
        # A handler, not Connection.interrupt(): an interrupt asked just before the statement starts is lost.
        conn.set_progress_handler(lambda: self._stopped, self.STEPS_BETWEEN_LOOKS)
        try:
            problem = quick_check(conn, self.path)
        except sqlite3.DatabaseError:  # only an interrupt is raised: ``stop`` was called
            return None
        finally:
            conn.close()
        self.completed = True
        return problem

    def _check(self) -> None:
        try:
            found = self.run()
        except Exception:  # a bug, not a finding: the file stays unchecked (no clean mark at the next close)
            log.exception("the page check of %s failed", self.path)
            found = None
        with self._lock:
            self.found = found
            self._ended = True
            listeners, self._listeners = self._listeners, []
        try:
            for listener in listeners:
                listener(found)
        finally:
            self._done.set()

    def when_done(self, listener: Callable[[str | None], None]) -> None:
        """Call ``listener(found)`` when the check ends, in its thread (at once, here, if it has ended)."""
        with self._lock:
            if not self._ended:
                self._listeners.append(listener)
                return
        listener(self.found)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the check has ended and its listeners were called (True) or ``timeout`` seconds have passed
        (False)."""
        return self._done.wait(timeout)

    def stop(self, wait: float = 5.0) -> None:
        """End the check soon (from any thread; within milliseconds) without ``completed``, waiting at most
        ``wait`` seconds for its thread (a disk that hangs must not hang the shutdown: the file then just
        stays unchecked)."""
        self._stopped = True
        if self._thread.is_alive():
            self._thread.join(wait)


def clean_mark(path: str | Path) -> Path:
    """The file beside the database that says the bot closed it cleanly, and how the file looked then."""
    return Path(f"{path}-closed")


def _stamp(file: Path) -> dict[str, int]:
    # ctime changes with every write and cannot be set back (unlike mtime): a file copied over the
    # database, restored from a backup or damaged by another program no longer matches
    info = file.stat()
    return {"size": info.st_size, "mtime_ns": info.st_mtime_ns, "ctime_ns": info.st_ctime_ns, "inode": info.st_ino}


def mark_closed(path: str | Path) -> None:
    """After a clean close: remember the file as it is, so the next start need not read every page."""
    file = Path(path)
    if str(path) == ":memory:" or not file.exists():
        return
    with contextlib.suppress(OSError):  # no mark: the next start checks every page, as after a crash
        clean_mark(path).write_text(json.dumps(_stamp(file)))


def closed_cleanly(file: Path) -> bool:
    """The bot closed this file cleanly (no WAL left behind) and nothing has touched it since."""
    mark = clean_mark(file)
    if not mark.exists() or Path(f"{file}-wal").exists():
        return False
    try:
        return bool(json.loads(mark.read_text()) == _stamp(file))
    except (OSError, ValueError):
        return False


def check_folder(path: str, folder: Path) -> None:
    """The folder of DATABASE_PATH must hold new files (the database, its journal): it is tried with a
    file (or, if the folder is still to be made, a folder) made and removed at once."""
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    try:
        if existing == folder:
            handle, probe = tempfile.mkstemp(prefix=".gamehost-", dir=folder)
            os.close(handle)
            os.unlink(probe)
        else:
            os.rmdir(tempfile.mkdtemp(prefix=".gamehost-", dir=existing))
    except OSError as exc:
        where = folder if existing == folder else f"{existing} (to make {folder} in it)"
        raise StoreError(
            f"DATABASE_PATH={path}: no file can be created in {where} ({exc.strerror})."
            " Choose a path in a folder this user can write to."
        ) from None


def migrations(package: str = "db.migrations") -> list[tuple[int, str]]:
    """The numbered ``NNN_name.sql`` files of ``db/migrations`` (``db.migrations_pg``: PostgreSQL's), in order."""
    found = []
    for entry in resources.files(package).iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:3].isdigit():
            found.append((int(name[:3]), entry.read_text()))
    return sorted(found)


def split_sql(sql: str) -> list[str]:
    """Split a migration into statements (sqlite3 knows where trigger bodies end)."""
    statements, current = [], ""
    for line in sql.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current.strip())
            current = ""
    if current.strip():
        statements.append(current.strip())
    return statements
