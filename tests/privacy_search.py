"""Every text of a database, for tests that check a forgotten player is nowhere (tests/e2e/test_privacy.py)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote


async def every_value(store: Any) -> list[tuple[str, str, str]]:
    """(table, column, value as text) for every column of every row of every table, on either store."""
    out: list[tuple[str, str, str]] = []
    if hasattr(store, "pool"):  # PostgreSQL: every column of every table of the schema, cast to text
        columns = await store._fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
        )
        for table, column in columns:
            for row in await store._fetch(f'SELECT "{column}"::text FROM "{table}"'):
                if row[0] is not None:
                    out.append((table, column, row[0]))
        return out
    tables = await store._exec("SELECT name FROM sqlite_master WHERE type = 'table'")
    for (table,) in tables:
        cursor = await store.conn.execute(f'SELECT * FROM "{table}"')
        names = [d[0] for d in cursor.description]
        for row in await cursor.fetchall():
            out.extend((table, c, str(v)) for c, v in zip(names, row, strict=True) if v is not None)
        await cursor.close()
    return out


def spellings(user_id: int, names: list[str]) -> list[str]:
    """The id and every name, as typed and as a stored line's placeholder spells it (percent-encoded)."""
    return [str(user_id), *names, *(quote(n, safe="") for n in names)]


async def found(store: Any, user_id: int, names: list[str]) -> list[tuple[str, str, str]]:
    """Where the player's id or names still are: (table, column, value)."""
    needles = [s.lower() for s in spellings(user_id, names)]
    return [hit for hit in await every_value(store) if any(n in hit[2].lower() for n in needles)]
