"""The database's schema: numbered migrations, and the checks made before a database is opened."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import tempfile
from importlib import resources
from pathlib import Path

SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26  # the result codes of a damaged file (others: busy, I/O, ...)


class StoreError(Exception):
    """The database cannot be used as configured: one line naming the setting and what to do."""


def newer_schema(path: str, found: int, known: int) -> str:
    return (
        f"DATABASE_PATH={path} was written by a newer version of this bot (schema {found}, this code knows"
        f" up to {known}): update the bot, or point DATABASE_PATH at another file. The file was not changed."
    )


def check_database(path: str | Path) -> None:
    """Refuse, with one clear line, a database path this bot cannot use; never changes the file."""
    if str(path) == ":memory:":
        return
    file = Path(path)
    for folder in file.parents:
        if folder.exists() and not folder.is_dir():
            raise StoreError(f"DATABASE_PATH={path}: {folder} is a file, not a folder. Choose a path in a folder.")
    if file.is_dir():
        raise StoreError(f"DATABASE_PATH={path} is a folder. Set it to a file, e.g. {file / 'gamehost.sqlite3'}.")
    check_folder(str(path), file.parent)
    if not file.exists() or file.stat().st_size == 0:
        return  # a new database
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
    try:
        conn = sqlite3.connect(f"{file.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise StoreError(f"DATABASE_PATH={path} cannot be opened ({exc}). Check its permissions.") from None
    try:
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            known = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").fetchone()
            found = conn.execute("SELECT MAX(number) FROM schema_migrations").fetchone()[0] if known else None
        except sqlite3.DatabaseError:
            raise StoreError(not_sqlite) from None
        try:
            # Every page's structure, not the indexes against their tables: about 0.2 s for 100 MB in the
            # page cache (integrity_check: 1-1.4 s); read cold from disk, both take what the disk takes.
            problems = ["ok"] if trusted else [row[0] for row in conn.execute("PRAGMA quick_check(1)").fetchall()]
        except sqlite3.DatabaseError as exc:
            if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) not in (SQLITE_CORRUPT, SQLITE_NOTADB):
                raise StoreError(f"DATABASE_PATH={path} cannot be read ({exc}). The file was not changed.") from None
            problems = [str(exc)]
    finally:
        conn.close()
    if problems != ["ok"]:
        found_text = " ".join(" ".join(problems).split())[:160]
        raise StoreError(
            f"DATABASE_PATH={path} is damaged (SQLite's quick check: {found_text}). Restore it from a backup,"
            " or point DATABASE_PATH at another file. The file was not changed."
        )
    newest = max((number for number, _ in migrations()), default=0)
    if found is not None and found > newest:
        raise StoreError(newer_schema(str(path), found, newest))


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
