"""``lines_now``: a table's newest lines and those still to post in one read, as the two reads give them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from db.records import SeatRecord
from db.store import Store
from games.words import msg


async def test_one_read_gives_what_recent_lines_and_pending_lines_give(new_store: Callable[[], Store]) -> None:
    store = new_store()
    await store.open()
    try:
        now = datetime(2026, 1, 1, tzinfo=UTC)
        table = await store.create_table("toy", 1, 2, SeatRecord(0, 100, "Ana"), {}, now)
        other = await store.create_table("toy", 1, 2, SeatRecord(0, 200, "Bo"), {}, now)
        await store.set_status(other.id, "cancelled", now, [msg("service-started", players="elsewhere")])
        seen = []
        for step in range(4):
            # any path that queues lines (here: the status changes), two at a time
            await store.set_status(table.id, "lobby", now, [msg("service-started", players=f"{step}a")])
            await store.set_status(table.id, "lobby", now, [msg("service-started", players=f"{step}b")])
            pending = await store.pending_lines(table.id)
            if step % 2:  # every other step the lines so far are posted
                await store.delete_lines(table.id, pending[-1][0])
            lines = await store.lines_now(table.id)
            assert lines.recent == await store.recent_lines(table.id)
            assert lines.pending == await store.pending_lines(table.id)
            seen.append((len(lines.recent), len(lines.pending)))
        assert seen == [(2, 2), (3, 0), (3, 2), (3, 0)], "posted, pending, and the newest three across both"
        assert [text.args["players"] for text in (await store.lines_now(table.id)).recent] == ["2b", "3a", "3b"]
    finally:
        await store.close()


async def test_several_lines_of_one_change_wait_in_the_order_given(new_store: Callable[[], Store]) -> None:
    """Lines queued together (one statement for all of them on SQLite) keep their order and their texts."""
    store = new_store()
    await store.open()
    try:
        now = datetime(2026, 1, 1, tzinfo=UTC)
        table = await store.create_table("toy", 1, 2, SeatRecord(0, 100, "Ana"), {}, now)
        names = [f'player {i} "quoted" \\ ✓' for i in range(12)]  # more than 10: "10" sorts before "2" as text
        await store.set_status(table.id, "lobby", now, [msg("service-started", players=n) for n in names])
        pending = await store.pending_lines(table.id)
        assert [text.args["players"] for _, text in pending] == names
        assert [line_id for line_id, _ in pending] == sorted(line_id for line_id, _ in pending)
    finally:
        await store.close()
