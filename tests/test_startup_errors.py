"""Start-up with a database the bot cannot use: one clear line naming DATABASE_PATH, a non-zero exit,
and the file exactly as it was."""

from __future__ import annotations

import asyncio
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.config import Settings
from db.store import SqliteStore

ROOT = Path(__file__).resolve().parent.parent


def parent_is_a_file(tmp: Path) -> Path:
    (tmp / "notes.txt").write_text("not a folder")
    return tmp / "notes.txt" / "gamehost.sqlite3"


def a_folder(tmp: Path) -> Path:
    (tmp / "data").mkdir()
    return tmp / "data"


def not_a_database(tmp: Path) -> Path:
    path = tmp / "gamehost.sqlite3"
    path.write_bytes(b"this is a spreadsheet, not a database\n" * 100)
    return path


def corrupt_database(tmp: Path) -> Path:
    path = tmp / "gamehost.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(500)])
    conn.commit()
    conn.close()
    data = bytearray(path.read_bytes())
    data[100:4096] = os.urandom(4096 - 100)  # the header survives, the schema page does not
    path.write_bytes(bytes(data))
    return path


def damaged_pages(tmp: Path) -> Path:
    """A real database of many pages with garbage written over one in the middle (not the header's)."""
    path = tmp / "gamehost.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x INTEGER PRIMARY KEY, note TEXT)")
    conn.execute("CREATE INDEX t_note ON t (note)")
    conn.executemany("INSERT INTO t (note) VALUES (?)", [(f"move {i} " * 8,) for i in range(3000)])
    conn.commit()
    page_size, pages = conn.execute("PRAGMA page_size").fetchone()[0], conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    assert pages > 20
    middle = pages // 2  # 0-based: page 1 (the header and the schema) stays intact
    with path.open("r+b") as handle:
        handle.seek(middle * page_size)
        handle.write(b"\xde\xad\xbe\xef" * (page_size // 4))
    check = sqlite3.connect(path)
    assert check.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 2, "the schema still reads"
    assert check.execute("PRAGMA quick_check").fetchall() != [("ok",)], "and the damage is there"
    check.close()
    return path


#: files and folders made unwritable for a test; made writable again after it
LOCKED: list[Path] = []


def lock(path: Path) -> None:
    """Make ``path`` unwritable even for root: the immutable attribute (root ignores permissions)."""
    if os.geteuid() != 0:
        path.chmod(0o555 if path.is_dir() else 0o444)
        LOCKED.append(path)
        return
    if shutil.which("chattr") is None:
        pytest.skip("no chattr here, and root ignores permissions: cannot make a path root cannot write")
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"this filesystem has no immutable attribute ({done.stderr.strip()})")
    LOCKED.append(path)


@pytest.fixture(autouse=True)
def unlock() -> Iterator[None]:
    yield
    while LOCKED:
        path = LOCKED.pop()
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(path)], check=False)
        path.chmod(0o755 if path.is_dir() else 0o644)


def immutable_database(tmp: Path) -> Path:
    path = tmp / "gamehost.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    lock(path)
    return path


def database_in_a_locked_folder(tmp: Path) -> Path:
    """The file could be written, but not its journal beside it: the folder holds no new file."""
    folder = tmp / "data"
    folder.mkdir()
    path = folder / "gamehost.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    lock(folder)
    return path


def new_database_in_a_locked_folder(tmp: Path) -> Path:
    folder = tmp / "data"
    folder.mkdir()
    lock(folder)
    return folder / "more" / "gamehost.sqlite3"


def under_proc(tmp: Path) -> Path:
    """A folder that cannot be made: /proc holds no folder of ours."""
    return Path("/proc/gamehost/x.sqlite3")


def newer_schema(tmp: Path) -> Path:
    path = tmp / "gamehost.sqlite3"

    async def make() -> None:
        store = SqliteStore(path)
        await store.open()
        await store._exec("INSERT INTO schema_migrations (number) VALUES (999)")
        await store.close()

    asyncio.run(make())
    return path


def fingerprint(path: Path) -> str:
    if path.is_dir():
        return "dir:" + ",".join(sorted(p.name for p in path.iterdir()))
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else "missing"


@pytest.mark.parametrize(
    "make",
    [
        parent_is_a_file,
        a_folder,
        not_a_database,
        corrupt_database,
        newer_schema,
        damaged_pages,
        immutable_database,
        database_in_a_locked_folder,
        new_database_in_a_locked_folder,
        under_proc,
    ],
    ids=lambda f: f.__name__,
)
def test_a_bad_database_path_is_refused_in_one_line(tmp_path: Path, make: Callable[[Path], Path]) -> None:
    path = make(tmp_path)
    watched = path if path.exists() else path.parent
    before = fingerprint(watched)
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    env.update(DATABASE_PATH=str(path), PYTHONPATH=str(ROOT))
    run = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode != 0
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, run.stderr
    assert "DATABASE_PATH" in lines[0] and str(path) in lines[0]
    assert "Traceback" not in run.stderr
    assert fingerprint(watched) == before, "the file is untouched"


def test_newer_schema_is_refused_by_the_store_too(tmp_path: Path) -> None:
    path = newer_schema(tmp_path)
    from db.schema import StoreError

    with pytest.raises(StoreError, match="newer version"):
        asyncio.run(SqliteStore(path).open())


def test_an_empty_token_means_the_playground() -> None:
    assert Settings(_env_file=None, discord_token="").discord_token is None  # type: ignore[call-arg]
    assert Settings(_env_file=None, discord_token="  ").discord_token is None  # type: ignore[call-arg]
    token = Settings(_env_file=None, discord_token="abc").discord_token  # type: ignore[call-arg]
    assert token is not None and token.get_secret_value() == "abc"


@pytest.mark.parametrize(
    ("shards", "says"),
    [
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "set DATABASE_URL"),  # the other shard's process cannot share SQLite
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0-5"}, "SHARD_COUNT=2 has shards 0-1"),
        ({"SHARD_COUNT": "0"}, "at least 1"),
    ],
)
def test_shard_settings_that_cannot_work_are_refused_in_one_line(
    tmp_path: Path, shards: dict[str, str], says: str
) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_URL")}
    env.update(DATABASE_PATH=str(tmp_path / "db.sqlite3"), PYTHONPATH=str(ROOT), **shards)
    run = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode != 0
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and says in lines[0], run.stderr
    assert not (tmp_path / "db.sqlite3").exists(), "nothing was created"


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (damaged_pages, "is damaged"),
        (immutable_database, "cannot be written"),
        (database_in_a_locked_folder, "no file can be created in"),
        (new_database_in_a_locked_folder, "no file can be created in"),
        (under_proc, "no file can be created in /proc"),
    ],
    ids=lambda x: getattr(x, "__name__", ""),
)
def test_what_to_do_is_said(tmp_path: Path, make: Callable[[Path], Path], says: str) -> None:
    from db.schema import StoreError, check_database

    path = make(tmp_path)
    with pytest.raises(StoreError) as refused:
        check_database(path)
    text = str(refused.value)
    print(text)
    assert says in text and "\n" not in text
    assert ("backup" in text) == (make is damaged_pages), "a damaged file is restored from a backup"


def _checks_made(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Open the store at ``path`` and close it again; returns the statements its start-up check ran."""
    from db import schema

    ran: list[str] = []
    connect = sqlite3.connect

    def traced(*args: object, **kwargs: object) -> sqlite3.Connection:
        conn = connect(*args, **kwargs)  # type: ignore[arg-type]
        conn.set_trace_callback(ran.append)
        return conn

    monkeypatch.setattr(schema.sqlite3, "connect", traced)

    async def restart() -> None:
        store = SqliteStore(path)
        await store.open()
        await store.close()

    asyncio.run(restart())
    monkeypatch.undo()
    return [sql for sql in ran if "quick_check" in sql]


def test_every_page_is_read_again_only_when_the_file_may_have_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 40: a file of gigabytes took seconds to check page by page before the first move; a file the
    bot closed cleanly, untouched since, is not read again. After a crash, or once anything else wrote
    to the file, every page is."""
    path = damaged_pages(tmp_path)  # garbage over a page in the middle: the full check refuses it
    fresh = tmp_path / "fresh" / "gamehost.sqlite3"
    assert _checks_made(fresh, monkeypatch) == [], "a new database: nothing to check"
    assert _checks_made(fresh, monkeypatch) == [], "closed cleanly by the bot, untouched since"
    with sqlite3.connect(fresh) as other:  # another program writes to it
        other.execute("CREATE TABLE notes (x)")
    other.close()
    assert _checks_made(fresh, monkeypatch), "changed since the bot closed it: every page is read"
    assert _checks_made(fresh, monkeypatch) == []

    async def crash() -> None:
        store = SqliteStore(fresh)
        await store.open()
        await store.conn.close()  # as the process dying would: not the store's own close

    asyncio.run(crash())
    assert _checks_made(fresh, monkeypatch), "after a crash every page is read"

    # a damaged file copied over one the bot had closed cleanly is still refused
    fresh.write_bytes(path.read_bytes())
    from db.schema import StoreError

    with pytest.raises(StoreError, match="is damaged"):
        asyncio.run(SqliteStore(fresh).open())
