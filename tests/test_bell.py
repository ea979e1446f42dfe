"""Changes announced across processes (PostgreSQL NOTIFY), and which process paints which table."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.shards import ShardError, Shards, parse_shard_ids, shard_of
from db.bell import PgBell


def test_a_server_belongs_to_the_shard_discord_gives_it() -> None:
    guild = 81384788765712384
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 2) == (guild >> 22) % 2
    assert shard_of(None, 4) == 0, "tables without a server go where DMs arrive"
    assert {shard_of(g << 22, 3) for g in range(6)} == {0, 1, 2}


def test_shard_ids_read_as_ranges_and_lists() -> None:
    assert parse_shard_ids("0-2", 4) == (0, 1, 2)
    assert parse_shard_ids("3, 1", 4) == (1, 3)
    assert parse_shard_ids(None, 2) == (0, 1)
    assert parse_shard_ids("", 2) == (0, 1)


@pytest.mark.parametrize(
    ("text", "count", "says"),
    [("2-1", 4, "backwards"), ("one", 4, "not a shard number"), ("0-4", 4, "SHARD_COUNT=4"), ("0", 0, "at least 1")],
)
def test_impossible_shard_settings_say_what_to_change(text: str, count: int, says: str) -> None:
    with pytest.raises(ShardError, match=says):
        parse_shard_ids(text, count)


def test_each_table_has_exactly_one_painter_among_the_processes() -> None:
    processes = [Shards.parse(4, "0-1"), Shards.parse(4, "2"), Shards.parse(4, "3")]
    for guild in [None, *(g << 22 for g in range(20))]:
        assert sum(p.paints(guild) for p in processes) == 1
    assert Shards.parse(1, None).every_shard and not processes[0].every_shard


async def test_a_ring_reaches_every_listener_and_a_lost_listener_catches_up(pg_url: str) -> None:
    heard: list[int] = []
    catch_ups = 0

    async def caught_up() -> None:
        nonlocal catch_ups
        catch_ups += 1

    painter, other = PgBell(pg_url), PgBell(pg_url)
    try:
        await painter.listen(heard.append, caught_up)
        await asyncio.wait_for(painter.connected.wait(), 10)
        assert catch_ups == 1, "listening starts with a catch-up"
        await other.ring(7)
        await other.ring(9)
        for _ in range(100):
            if heard == [7, 9]:
                break
            await asyncio.sleep(0.02)
        assert heard == [7, 9]

        # The server drops the listening connection: the bell listens again and catches up.
        admin = await asyncpg.connect(pg_url)
        try:
            await admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()"
            )
        finally:
            await admin.close()
        for _ in range(200):
            if catch_ups == 2 and painter.connected.is_set():
                break
            await asyncio.sleep(0.05)
        assert catch_ups == 2, "a painter that lost its connection reads what it missed"
        await other.ring(11)
        for _ in range(100):
            if 11 in heard:
                break
            await asyncio.sleep(0.02)
        assert heard[-1] == 11
    finally:
        await painter.close()
        await other.close()


async def test_a_process_does_not_hear_its_own_ring(pg_url: str) -> None:
    """A process has already painted its own change: hearing its ring too drew every picture twice."""
    heard_self: list[int] = []
    heard_other: list[int] = []

    async def nothing() -> None:
        return None

    one, two = PgBell(pg_url), PgBell(pg_url)
    try:
        await one.listen(heard_self.append, nothing)
        await two.listen(heard_other.append, nothing)
        await asyncio.wait_for(one.connected.wait(), 10)
        await asyncio.wait_for(two.connected.wait(), 10)
        await one.ring(5)
        await two.ring(6)
        for _ in range(100):
            if heard_other == [5] and heard_self == [6]:
                break
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)  # a stray own ring would have arrived by now
        assert heard_self == [6] and heard_other == [5]
    finally:
        await one.close()
        await two.close()
