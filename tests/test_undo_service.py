"""Taking back a move through the table service and the store (issue 34), without Discord."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import pytest_asyncio

from bot.service import TableError, TableService
from db.store import Store
from games import GAMES

START = datetime(2026, 1, 1, 12, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest_asyncio.fixture
async def clock() -> Clock:
    return Clock()


@pytest_asyncio.fixture
async def service(new_store: Callable[[], Store], clock: Clock) -> AsyncIterator[TableService]:
    """A service on SQLite, and again on PostgreSQL (when a cluster is at hand: tests.pg_cluster)."""
    store = new_store()
    await store.open()
    original = store.append_action

    async def append(table_id: int, expected_version: int, move: Any, now: datetime) -> Any:
        """Remember the waits and banks each table had just before each move."""
        _WAITS[(table_id, expected_version)] = await store.waits(table_id)
        table = await store.get_table(table_id)
        assert table is not None
        _BANKS[(table_id, expected_version)] = [s.bank_seconds for s in table.seats]
        return await original(table_id, expected_version, move, now)

    store.append_action = append  # type: ignore[method-assign]
    svc = TableService(store, clock=clock, rng=random.Random(3))
    yield svc
    await svc.shutdown()
    await store.close()


USERS = (100, 200)


async def running(service: TableService, game_id: str, pace: str = "daily") -> int:
    table = await service.open_table(game_id, 1, 10, USERS[0], "Ana", pace=pace)
    await service.join(table.id, USERS[1], "Bo")
    await service.start(table.id, USERS[0])
    return table.id


async def awaited(service: TableService, table_id: int) -> tuple[int, int, Any]:
    """The user awaited now (the lowest seat of several), their seat and the state."""
    table = await service.table(table_id)
    game = GAMES[table.game]
    state = await service.state_of(table)
    seat = min(game.waiting_for(state))
    user = table.seats[seat].user_id
    assert user is not None
    return user, seat, state


async def play_until_undoable(service: TableService, table_id: int, *, limit: int = 200) -> tuple[int, int, int]:
    """Play moves the engine would not let be taken back until an undoable one is offered; make it.

    Returns (user, index of the action taken, version before it). The moves chosen are the first
    undoable action offered (found by trying each on the state), else the first action.
    """
    table = await service.table(table_id)
    game = GAMES[table.game]
    for _ in range(limit):
        table = await service.table(table_id)
        user, seat, state = await awaited(service, table_id)
        actions = game.legal_actions(state, seat)
        decision = table.decisions.get(seat, table.version)
        for index, action in enumerate(actions):
            after, _ = game.apply(state, seat, action)
            if game.undoable(state, seat, action, after):
                await service.act(table_id, user, index, decision)
                return user, index, table.version
        await service.act(table_id, user, 0, decision)
    raise AssertionError("no undoable move offered")


@pytest.mark.parametrize("game_id", ["capybara", "chachapoya", "pachamama", "inka", "anasazi"])
async def test_an_undo_restores_the_table_as_it_was(service: TableService, clock: Clock, game_id: str) -> None:
    tid = await running(service, game_id)
    clock.now += timedelta(minutes=1)
    game = GAMES[game_id]
    moved_user, _, version = await play_until_undoable(service, tid)
    table = await service.table(tid)
    before_log = (await service.store.actions(tid))[:-1]
    snapshot = await service.store.snapshot(tid)
    assert snapshot is not None
    # what the table was before that move: replay of the log without it
    before_state = game.replay(
        len(table.seats),
        table.seed or 0,
        game.options_from(table.options),
        [(a.seat, game.load_action(a.action)) for a in before_log],
    )
    before_waits = {(w.seat, w.since, w.started_at, w.due_at) for w in _WAITS[(tid, version)]}
    before_banks = _BANKS[(tid, version)]
    seat = table.seat_of(moved_user)
    assert await service.undo_offer(table, seat)  # type: ignore[arg-type]
    clock.now += timedelta(minutes=5)
    change = await service.undo(tid, moved_user, table.version)
    assert change.kind == "undone" and change.table.version == table.version + 1
    restored = await service.state_of(change.table)
    assert game.dump_state(restored) == game.dump_state(before_state)
    for s in range(len(table.seats)):
        assert game.view(restored, s) == game.view(before_state, s)
    # the log: the move and its withdrawal are skipped by everything that reads it
    assert [(a.seq, a.action) for a in await service.store.actions(tid)] == [(a.seq, a.action) for a in before_log]
    stored = await service.store.snapshot(tid)
    assert stored is not None and stored[0] == change.table.version
    # the waits are the ones from before the move: the mover's clock runs since their decision began
    # (the time of the misclick is theirs), the seat asked next was never charged
    after_waits = {(w.seat, w.since, w.started_at, w.due_at) for w in await service.store.waits(tid)}
    assert after_waits == before_waits
    assert [s.bank_seconds for s in change.table.seats] == before_banks
    assert not await service.undo_offer(change.table, seat)  # type: ignore[arg-type]


_WAITS: dict[tuple[int, int], list[Any]] = {}
_BANKS: dict[tuple[int, int], list[float | None]] = {}


async def test_undo_is_refused_when_stale_by_another_or_after_the_next_move(service: TableService) -> None:
    tid = await running(service, "anasazi")
    user, _, _ = await play_until_undoable(service, tid)
    table = await service.table(tid)
    other = USERS[1] if user == USERS[0] else USERS[0]
    with pytest.raises(TableError, match="Too late"):
        await service.undo(tid, user, table.version - 1)  # an old Undo button
    with pytest.raises(TableError, match="can no longer be taken back"):
        await service.undo(tid, other, table.version)  # not their move
    with pytest.raises(TableError, match="seat"):
        await service.undo(tid, 999, table.version)
    # the next decision is made (by whoever is asked now): the move stands
    next_user, seat, _ = await awaited(service, tid)
    table = await service.table(tid)
    await service.act(tid, next_user, 0, table.decisions.get(seat, table.version))
    with pytest.raises(TableError, match="Too late"):
        await service.undo(tid, user, table.version)
    assert (await service.table(tid)).version == table.version + 1  # the next move stands


async def test_a_move_that_revealed_something_cannot_be_taken_back(service: TableService) -> None:
    """Capybara: a card drawn from the face-down pile is final."""
    tid = await running(service, "capybara")
    game = GAMES["capybara"]
    user, seat, state = await awaited(service, tid)
    table = await service.table(tid)
    actions = game.legal_actions(state, seat)
    draw = next(i for i, a in enumerate(actions) if a.kind == "draw")
    change = await service.act(tid, user, draw, table.decisions.get(seat, table.version))
    assert not await service.undo_offer(change.table, seat)
    with pytest.raises(TableError, match="can no longer be taken back"):
        await service.undo(tid, user, change.table.version)
    assert (await service.table(tid)).version == change.table.version


@pytest.mark.parametrize("undo_first", [True, False], ids=["undo-first", "click-first"])
async def test_undo_and_the_next_players_click_at_the_same_instant_apply_exactly_one(
    service: TableService, undo_first: bool
) -> None:
    tid = await running(service, "capybara")
    for _ in range(30):
        user, _, _ = await play_until_undoable(service, tid)
        table = await service.table(tid)
        next_user, seat, _ = await awaited(service, tid)
        if next_user == user:
            continue  # the mover's own next step: no one else to race
        decision = table.decisions.get(seat, table.version)
        first, second = (
            (service.undo(tid, user, table.version), service.act(tid, next_user, 0, decision))
            if undo_first
            else (service.act(tid, next_user, 0, decision), service.undo(tid, user, table.version))
        )
        results = await asyncio.gather(first, second, return_exceptions=True)
        refused = [r for r in results if isinstance(r, TableError)]
        applied = [r for r in results if not isinstance(r, BaseException)]
        assert len(applied) == 1 and len(refused) == 1, results
        assert isinstance(results[1], TableError)  # the one that came second is told why, privately
        assert (await service.table(tid)).version == table.version + 1
        return
    pytest.fail("the next decision was always the mover's own")


async def test_a_game_with_undos_replays_exports_and_ends_as_the_same_game_without_them(
    service: TableService,
) -> None:
    from bot.replays import export_of

    game = GAMES["capybara"]
    rng = random.Random(5)
    service.rng = random.Random(11)
    with_undos = await running(service, "capybara")
    undone = 0
    while (await service.table(with_undos)).status == "running":
        table = await service.table(with_undos)
        user, seat, state = await awaited(service, with_undos)
        actions = game.legal_actions(state, seat)
        change = await service.act(
            with_undos, user, rng.randrange(len(actions)), table.decisions.get(seat, table.version)
        )
        if change.table.status == "running" and await service.undo_offer(change.table, seat) and rng.random() < 0.5:
            await service.undo(with_undos, user, change.table.version)
            undone += 1
    assert undone
    kept = await service.store.actions(with_undos)
    # the same moves, none taken back, at a table dealt the same
    service.rng = random.Random(11)
    without = await running(service, "capybara")
    for a in kept:
        table = await service.table(without)
        user = table.seats[a.seat].user_id
        assert user is not None
        state = await service.state_of(table)
        actions = [game.dump_action(x) for x in game.legal_actions(state, a.seat)]
        await service.act(without, user, actions.index(a.action), table.decisions.get(a.seat, table.version))
    one, other = await service.table(with_undos), await service.table(without)
    assert one.status == other.status == "finished" and one.outcome == other.outcome
    assert one.version == other.version + 2 * undone
    export_one = (await export_of(service.store, one)).model_dump()
    export_other = (await export_of(service.store, other)).model_dump()
    for doc in (export_one, export_other):
        doc.pop("table")
    assert export_one == export_other


async def test_an_ai_seat_leaves_the_undo_its_grace(new_store: Callable[[], Store], clock: Clock) -> None:
    """Against an AI, the Undo works: the AI waits the grace before answering a move that can be taken
    back, and answers the move made instead."""
    store = new_store()
    await store.open()
    service = TableService(store, clock=clock, rng=random.Random(3), undo_grace=0.5, ai_iterations=5)
    try:
        table = await service.open_table("anasazi", 1, 10, USERS[0], "Ana")
        await service.add_ai(table.id, USERS[0], "easy")
        await service.start(table.id, USERS[0])
        game = GAMES["anasazi"]
        for _ in range(100):
            await service.wait_idle()
            table = await service.table(table.id)
            state = await service.state_of(table)
            (seat,) = game.waiting_for(state)
            picks = undoable_actions_here(game, state, seat, other_next=True)
            if picks:
                break
            await service.act(table.id, USERS[0], 0, table.decisions.get(seat, table.version))
        else:
            pytest.fail("no undoable move handing the turn to the AI")
        change = await service.act(table.id, USERS[0], picks[0], table.decisions.get(seat, table.version))
        await asyncio.sleep(0.1)  # well within the grace: the AI has not answered
        assert (await service.table(table.id)).version == change.table.version
        undone = await service.undo(table.id, USERS[0], change.table.version)
        await service.wait_idle()
        after = await service.table(table.id)
        assert after.version == undone.table.version, "the AI did not move on the withdrawn move"
        assert game.dump_state(await service.state_of(after)) == game.dump_state(state)
    finally:
        await service.shutdown()
        await store.close()


def undoable_actions_here(game: Any, state: Any, seat: int, *, other_next: bool) -> list[int]:
    found = []
    for index, action in enumerate(game.legal_actions(state, seat)):
        after, _ = game.apply(state, seat, action)
        if game.undoable(state, seat, action, after) and not (other_next and seat in game.waiting_for(after)):
            found.append(index)
    return found


async def test_a_bid_taken_back_leaves_the_other_bidders_decision_as_it_is(service: TableService) -> None:
    """Chachapoya: the other player's bid is still awaited, with its reminder already sent; taking back
    one's own bid leaves their decision, its clock and its reminder as they are (no second reminder)."""
    tid = await running(service, "chachapoya")
    game = GAMES["chachapoya"]
    for _ in range(100):
        table = await service.table(tid)
        user, seat, state = await awaited(service, tid)
        if state.phase == "bid" and len(game.waiting_for(state)) == 2:
            break
        await service.act(tid, user, 0, table.decisions.get(seat, table.version))
    else:
        pytest.fail("no bidding with both bids missing")
    change = await service.act(tid, user, 0, table.decisions.get(seat, table.version))
    other = next(s for s in game.waiting_for(state) if s != seat)
    await service.store.mark_reminded(tid, other, [])
    theirs = next(w for w in await service.store.waits(tid) if w.seat == other)
    assert theirs.reminded
    await service.undo(tid, user, change.table.version)
    after = {w.seat: w for w in await service.store.waits(tid)}
    assert after[other] == theirs, "the other bidder's decision is untouched"
    assert after[seat].since == table.decisions[seat], "the bidder decides again, in the decision they had"
