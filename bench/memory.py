"""Ten thousand live tables in one bot process: resident memory, the bot's own apart from SimCord's.

The real bot runs against SimCord. Each Capybara table is opened, joined and started through the bot's
service (the slash command and buttons cost about 0.1 s a table in SimCord, too slow for 10,000), on a
table message the bot posted in a SimCord channel; from there the bot's own painter does what it does for
any live table: edits the table message, opens its play-by-play thread, posts the lines and sends each
player's DM hand. A move is then clicked on every ``MOVE_EVERY``-th table's DM hand and a My hand copy
asked for on every ``COPY_EVERY``-th, so news, shown hands, hand pictures and live copies are kept too.

SimCord's part is measured apart, two ways: the deep size of its stores (every message, channel, user,
interaction and attachment it keeps, walked object by object through SimCord's own models and plain
containers, never into the bot's objects), and RSS again once those stores are emptied (after a full
collection and ``malloc_trim``). The bot's part is RSS minus the first: an upper bound, since the
interpreter, SQLite's page cache and free space in the allocator's arenas all count as the bot's. The
second is printed as a check (freed small objects partly stay in the interpreter's arenas, so RSS drops
by less than SimCord held). ``tracemalloc`` attribution by allocating frame was tried and dropped: 30
frames deep it made the deal about 40 times slower (200 tables in 163 s), and a picture's bytes, made by
the bot and kept only by SimCord's fake CDN, would be counted as the bot's.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import datetime
import enum
import gc
import logging
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import simcord
from simcord.results import ResponseMessage

from bot import i18n
from bot.app import GameHostBot, create_bot
from bot.collector import FreezingCollector
from bot.config import Settings
from bot.pictures import Picture
from cogs.hands import HAND_PICTURES_KEPT, LIVE_COPIES, NEWS_KEPT

TABLES = 10_000
BATCH = 100  # tables started between two waits for the painter to catch up
MOVE_EVERY = 50  # one table in this many gets a move clicked on a DM hand
COPY_EVERY = 100  # one table in this many gets a My hand copy
GIB = 1024**3

#: SimCord's stores on its backend: what it keeps of the virtual Discord (test machinery included)
SIMCORD_STORES = (
    "users",
    "guilds",
    "channels",
    "messages",
    "dm_channels",
    "interactions",
    "interaction_tokens",
    "webhooks",
    "webhook_tokens",
    "http_requests",
    "transcript",
)
#: plain values a store may hold besides SimCord's own models
PLAIN = (dict, list, tuple, set, frozenset, str, bytes, bytearray, int, float, bool, type(None), datetime.datetime)


def rss_bytes() -> int:
    """Resident memory now (VmRSS), not the peak ``ru_maxrss`` reports."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def deep_size(roots: list[Any]) -> int:
    """Bytes held by ``roots`` and everything they reach through SimCord's models and plain containers
    (each object once); anything else (a bot's object, a class, a function) is neither counted nor entered."""
    seen: set[int] = set()
    total = 0
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        kind = type(obj)
        ours = kind.__module__.startswith("simcord") and not isinstance(obj, type)
        if not (ours or kind in PLAIN or isinstance(obj, enum.Enum)):
            continue
        seen.add(id(obj))
        if isinstance(obj, enum.Enum):
            continue  # a shared constant
        total += sys.getsizeof(obj)
        if ours and hasattr(obj, "__dict__"):
            total += sys.getsizeof(obj.__dict__)
            todo.extend(obj.__dict__.values())
        elif ours:
            todo.extend(getattr(obj, name) for name in getattr(kind, "__slots__", ()) if hasattr(obj, name))
        elif isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
    return total


def simcord_bytes(env: Any) -> int:
    """The deep size of SimCord's stores, its fake CDN's attachments included."""
    backend = env.backend
    return deep_size([getattr(backend, name) for name in SIMCORD_STORES] + [backend.cdn._blobs])


def empty_simcord(env: Any) -> None:
    """Drop what SimCord keeps of every message and attachment (the bench is done with them)."""
    backend = env.backend
    for channel in backend.messages.values():
        channel.clear()
    backend.cdn._blobs.clear()
    for name in ("interactions", "interaction_tokens", "http_requests", "transcript"):
        getattr(backend, name).clear()


def trimmed_rss() -> int:
    """RSS after a full collection and glibc's ``malloc_trim`` (freed memory handed back where it can be)."""
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_bytes()


def _controls(stored: Any) -> list[dict[str, Any]]:
    """The move buttons and menus of a stored message (a V2 card nests its rows in a container)."""
    found: list[dict[str, Any]] = []

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
            walk(c.get("components", []))

    walk(stored.components or [])
    return found


def _draw_once(bot: GameHostBot) -> None:
    """Draw each game's table picture and hand picture once and send that one again: drawing 10,000
    would take the deal ten minutes and more, and the bot keeps no table picture once sent (hand pictures
    are kept, at most ``HAND_PICTURES_KEPT``, shared here: Capybara draws none)."""
    pictures: Any = bot.pictures
    table, hand = pictures.table, pictures.hand
    drawn: dict[tuple[str, str], Picture | None] = {}

    async def table_once(game: Any, *args: Any, **kwargs: Any) -> Picture | None:
        if ("table", game.id) not in drawn:
            drawn["table", game.id] = await table(game, *args, **kwargs)
        return drawn["table", game.id]

    async def hand_once(game: Any, *args: Any, **kwargs: Any) -> Picture | None:
        if ("hand", game.id) not in drawn:
            drawn["hand", game.id] = await hand(game, *args, **kwargs)
        return drawn["hand", game.id]

    pictures.table, pictures.hand = table_once, hand_once


async def _painted(bot: GameHostBot) -> None:
    """Wait until the painter has shown every table dealt so far (SimCord's settle does not wait for it)."""
    play: Any = bot.get_cog("Play")
    while any(t is not None and not t.done() for w in play.workers.values() for t in (w.painter, w.poster)):
        await play.drain(timeout=60)


async def _deal(env: Any, bot: GameHostBot, tables: int) -> tuple[dict[int, Any], list[int], Any]:
    """Open, fill and start ``tables`` tables through the service; the painter shows them."""
    # SimCord waits after each step until the bot is idle; pictures queued behind thousands of others
    # take longer than its default 5 s (the deal is set-up, not measured)
    env.settle_timeout = max(env.settle_timeout, 120.0)
    guild = env.create_guild("Bench")
    channel = guild.create_text_channel("games")
    await env.settle()
    posting: Any = bot.get_channel(channel.id)  # the text channel just made
    assert posting is not None
    service = bot.service
    members: dict[int, Any] = {}
    table_ids: list[int] = []
    for i in range(tables):
        host = guild.add_member(env.create_user(f"host{i}"))
        guest = guild.add_member(env.create_user(f"guest{i}"))
        members[host.id], members[guest.id] = host, guest
        table = await service.open_table("capybara", guild.id, channel.id, host.id, f"host{i}", pace="none")
        lobby = await posting.send(f"Capybara table {table.id}")  # the lobby card the slash command posts
        await service.attach_message(table.id, lobby.id, None)
        await service.join(table.id, guest.id, f"guest{i}")
        await service.start(table.id, host.id)
        table_ids.append(table.id)
        if (i + 1) % BATCH == 0:
            await _painted(bot)
            await env.settle(timeout=120)
            env.backend.http_requests.clear()  # test machinery: a deep copy of every request
            env.backend.transcript.clear()
    await env.settle(timeout=120)
    return members, table_ids, channel


async def _play_some(env: Any, bot: GameHostBot, members: dict[int, Any], table_ids: list[int]) -> tuple[int, int]:
    """A move on a DM hand of every MOVE_EVERY-th table, a My hand copy on every COPY_EVERY-th."""
    moves = copies = 0
    for n, table_id in enumerate(table_ids):
        if n % MOVE_EVERY and n % COPY_EVERY:
            continue
        table = await bot.service.table(table_id)
        if n % COPY_EVERY == 0 and table.message_id is not None:
            stored = env.backend.get_message(table.channel_id, table.message_id)
            host = members[table.host_id]
            await host.click(ResponseMessage(env, stored), custom_id=f"hand:{table_id}")
            copies += 1
        if n % MOVE_EVERY:
            continue
        for seat in table.humans:
            if seat.user_id is None or seat.dm_channel_id is None or seat.dm_message_id is None:
                continue
            stored = env.backend.get_message(seat.dm_channel_id, seat.dm_message_id)
            controls = _controls(stored)
            if not controls:
                continue
            member, control = members[seat.user_id], controls[0]
            if control["type"] == 3:
                value = control["options"][0]["value"]
                await member.user.select(ResponseMessage(env, stored), [value], custom_id=control["custom_id"])
            else:
                await member.user.click(ResponseMessage(env, stored), custom_id=control["custom_id"])
            moves += 1
            await _painted(bot)
            break
        if n % BATCH == 0:
            env.backend.http_requests.clear()
            env.backend.transcript.clear()
    await env.settle(timeout=120)
    return moves, copies


def _caches(bot: GameHostBot) -> list[str]:
    """Each cache the bot keeps, its size and its bound."""
    service = bot.service
    play: Any = bot.get_cog("Play")
    texts = i18n._format.cache_info()
    pictures = sum(len(p.png) for _, p in play.hand_pictures.values() if p is not None)
    news = sum(len(n) for n in play.notes.values())
    copies = sum(len(c) for c in play.live.values())
    state = bot._connection
    guild_threads = sum(len(g._threads) for g in bot.guilds)
    return [
        f"service._states (parsed table states): {len(service._states)} of at most {service._states.maxsize}",
        f"service._tables (table records): {len(service._tables)} of at most {service._tables.maxsize}",
        f"service._undo_offers: {len(service._undo_offers)} of at most {service._undo_offers.maxsize}",
        f"Play.workers (a painter per table): {len(play.workers)}, one per table shown since start",
        f"Play.shown (digest of each DM hand): {len(play.shown)}, one per human seat painted",
        f"Play.notes (news per seat): {len(play.notes)} seats, {news} lines (at most {NEWS_KEPT} a seat)",
        f"Play.hand_pictures: {len(play.hand_pictures)} of at most {HAND_PICTURES_KEPT}, {pictures / 1024:.0f} KiB",
        f"Play.live (My hand copies): {len(play.live)} seats, {copies} copies (at most {LIVE_COPIES} a seat)",
        f"i18n formatted texts: {texts.currsize} of at most {texts.maxsize}",
        f"members' languages: {len(bot.languages._cache)} of at most {bot.languages._cache.maxsize}",
        f"discord.py message cache: max_messages={bot._connection.max_messages}"
        f" ({len(state._messages) if state._messages is not None else 0} messages)",
        f"discord.py state: {len(bot.users)} users, {sum(len(g._members) for g in bot.guilds)} members,"
        f" {guild_threads} threads, {len(state._private_channels)} DM channels (discord.py keeps at most 128)",
    ]


async def measure(tables: int = TABLES) -> None:
    print(f"{tables} live Capybara tables in one bot process against SimCord; load {os.getloadavg()[0]:.1f}")
    collector = FreezingCollector()  # as `python -m bot` runs
    collector.install()
    folder = Path(tempfile.mkdtemp(prefix="gamehost-memory-"))
    settings = Settings(_env_file=None, database_path=folder / "memory.sqlite3", ai_pause_seconds=0)  # type: ignore[call-arg]
    bot = create_bot(settings)
    if bot.pictures.pool is not None:
        await bot.pictures.pool.warm()  # outside the simulation: SimCord's virtual clock stalls a spawn
    _draw_once(bot)
    try:
        async with simcord.run(bot) as env:
            try:
                await env.settle()
                rss_before = trimmed_rss()
                begin = time.perf_counter()
                members, table_ids, _ = await _deal(env, bot, tables)
                dealt = time.perf_counter() - begin
                moves, copies = await _play_some(env, bot, members, table_ids)
                running = len(await bot.store.running_tables())
                env.backend.http_requests.clear()
                env.backend.transcript.clear()
                rss = trimmed_rss()
                simcord_part = simcord_bytes(env)
                stored = sum(len(m) for m in env.backend.messages.values())
                blobs = sum(len(b) for b in {id(b): b for b in env.backend.cdn._blobs.values()}.values())  # each once
                empty_simcord(env)
                rss_without = trimmed_rss()
                print(
                    f"  dealt {running} running tables in {dealt:.0f} s, then {moves} moves and {copies} My hand copies"
                )
                _report(bot, tables, rss, rss_before, simcord_part, rss_without, stored, blobs)
            finally:  # as bench.clicks closes: every timer and task that uses the store first, then the store
                await bot.service.shutdown()
                with contextlib.suppress(Exception):
                    await env.settle(timeout=30)
                await bot.wind_down()
    finally:
        collector.uninstall()
        shutil.rmtree(folder, ignore_errors=True)


def _report(
    bot: GameHostBot,
    tables: int,
    rss: int,
    rss_before: int,
    simcord_part: int,
    rss_without: int,
    stored: int,
    blobs: int,
) -> None:
    mib = 1024 * 1024
    bot_part = rss - simcord_part
    verdict = "under" if bot_part < GIB else "OVER"
    print(
        f"  RSS {rss / mib:.0f} MiB (was {rss_before / mib:.0f} MiB before the deal): SimCord's part"
        f" {simcord_part / mib:.0f} MiB ({stored} messages, {blobs / mib:.0f} MiB of attachments),"
        f" the bot's {bot_part / mib:.0f} MiB, {verdict} 1 GiB"
    )
    print(
        f"  per table: the bot's {(bot_part - rss_before) / max(1, tables) / 1024:.1f} KiB beyond its start-up,"
        f" SimCord's {simcord_part / max(1, tables) / 1024:.1f} KiB; with SimCord's stores emptied RSS is"
        f" {rss_without / mib:.0f} MiB (freed small objects partly stay in the interpreter's arenas)"
    )
    print("  the bot's caches:")
    for line in _caches(bot):
        print(f"    {line}")


if __name__ == "__main__":
    from bench.cli import parser

    cli = parser("bench.memory", __doc__)
    cli.add_argument("--tables", type=int, default=TABLES, help=f"live tables to deal (default {TABLES})")
    logging.disable(logging.WARNING)
    asyncio.run(measure(cli.parse_args().tables))
