"""How the bot reaches a player between moves, through the real bot (SimCord, virtual days): the
"Your turns" list, pushes in each mode, digests at local times, mutes, follows, user installs.

A push is a new DM without an embed (hands carry embeds); the list is edited in place, which
does not ring a phone, so the tests count new messages, and read what each said when it came.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import discord
import pytest

from bot.app import GameHostBot
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import V2, components, controls, embed_text, is_card, press, restart, table_state

HOUR = 3600
DAY = 24 * HOUR
BERLIN = ZoneInfo("Europe/Berlin")

pytestmark = pytest.mark.simcord(settle_timeout=60)


class Inbox:
    """A member's DM pushes as they arrived: each new message without an embed, with the text it had
    when it came (the list is edited later; a push's words are what rang the phone)."""

    def __init__(self, member: Any) -> None:
        self.member = member
        self.seen: set[int] = set()
        self.pushes: list[tuple[datetime, str]] = []

    def collect(self) -> list[str]:
        env = self.member.user._env
        channel = env.backend.get_dm_channel(self.member.user.id)
        new = []
        for message_id, message in sorted(env.backend.messages.get(channel.id, {}).items()):
            if message_id in self.seen:
                continue
            self.seen.add(message_id)
            if message.embeds or message.flags & V2:
                continue  # a hand
            new.append(message.content)
            self.pushes.append((discord.utils.utcnow(), message.content))
        return new

    def current_list(self) -> Any:
        """The list DM as it is now (the newest message without an embed)."""
        env = self.member.user._env
        channel = env.backend.get_dm_channel(self.member.user.id)
        stored = env.backend.messages.get(channel.id, {})
        newest = next(m for _, m in sorted(stored.items(), reverse=True) if not (m.embeds or m.flags & V2))
        from simcord.results import to_discord_message

        return to_discord_message(env, newest)


def tables_named(text: str) -> set[int]:
    """The table numbers a list names ("#12")."""
    return {int(n) for n in re.findall(r"\*\* #(\d+)", text)}


async def owed(bot: GameHostBot, user_id: int) -> set[int]:
    """The tables where the player's move is awaited, from the store (independent of the list)."""
    return {w.table_id for w in await bot.store.user_waits(user_id)}


async def play_random(actor: Any, message: Any, rng: random.Random) -> None:
    """Press a random game control on a hand; its answer must not be a refusal."""
    found = controls(message)
    assert found, "the hand offers no move"
    result = await press(actor, message, rng.choice(found), rng.randrange(25))
    assert result.acknowledged and not result.response.content, result.response.content


async def play_from_list(member: Any, list_message: Any, table_id: int, rng: random.Random) -> None:
    """Open the table's hand from a list's button, and play a move from it."""
    shown = await member.user.click(list_message, custom_id=f"hand:{table_id}")
    assert shown.ephemeral, "the list's button opens the hand privately"
    await play_random(member.user, shown.response, rng)


async def play_bo(world: World, rng: random.Random) -> None:
    """Bo plays every move he owes, from `/game mine` (the same list, privately)."""
    for _ in range(20):
        waiting = await owed(world.env.bot, world.bo.id)
        if not waiting:
            return
        mine = await world.bo.slash(world.channel, "game mine")
        await play_from_list_message(world.bo, mine.response, min(waiting), rng)


async def play_from_list_message(member: Any, message: Any, table_id: int, rng: random.Random) -> None:
    shown = await member.click(message, custom_id=f"hand:{table_id}")
    assert shown.ephemeral
    await play_random(member, shown.response, rng)


async def pass_turns(world: World, member: Any, rng: random.Random) -> None:
    """The member plays (from `/game mine`) until no move of theirs is awaited anywhere."""
    for _ in range(60):
        waiting = await owed(world.env.bot, member.id)
        if not waiting:
            return
        mine = await member.slash(world.channel, "game mine")
        await play_from_list_message(member, mine.response, min(waiting), rng)
    raise AssertionError("the member still owes moves")


async def open_tables(world: World, places: list[Any], game: str = "capybara") -> list[int]:
    """A two-player table (Ana hosts, Bo joins) in each (channel, ana, bo) place; their numbers."""
    numbers = []
    for channel, ana, bo in places:
        opened = await ana.slash(channel, "game new", game=game, pace="daily")
        assert not opened.ephemeral, opened.response.content
        await bo.click(opened.response, label="Join")
        await ana.click(opened.response, label="Start")
        numbers.append(len(numbers) + 1)
    return numbers


def three_servers(world: World) -> list[Any]:
    env = world.env
    places = [(world.channel, world.ana, world.bo), (world.channel, world.ana, world.bo)]
    for name, count in (("Second Server", 2), ("Third Server", 1)):
        guild = env.create_guild(name)
        channel = guild.create_text_channel("play")
        ana, bo = guild.add_member(world.ana.user), guild.add_member(world.bo.user)
        places += [(channel, ana, bo)] * count
    return places


def next_local(now: datetime, hour: int, tz: ZoneInfo) -> datetime:
    local = now.astimezone(tz)
    moment = local.replace(hour=hour, minute=0, second=0, microsecond=0)
    if moment <= local:
        moment = (local + timedelta(days=1)).replace(hour=hour, minute=0, second=0, microsecond=0)
    return moment


async def advance_to(world: World, moment: datetime) -> None:
    delta = (moment - discord.utils.utcnow()).total_seconds()
    assert delta >= 0
    await world.env.advance_time(delta)


async def test_a_digest_at_eight_in_berlin_lists_every_pending_move_once_a_day(world: World) -> None:
    """Ana plays at five tables in three servers on `digest` at 08:00 Europe/Berlin. Over three
    virtual days she gets exactly one DM at each 08:00, listing exactly the moves she owes then,
    and no other push; she plays from the list's buttons."""
    env = world.env
    rng = random.Random(33)
    answer = await world.ana.slash(
        world.channel, "game settings", time_zone="Europe/Berlin", notifications="digest", digest_times="8:00"
    )
    assert "Nothing was changed" not in answer.response.content
    assert "digest" in answer.response.content and "08:00 (Europe/Berlin)" in answer.response.content
    ana = Inbox(world.ana)
    tables = await open_tables(world, three_servers(world))
    assert len(tables) == 5
    await play_bo(world, rng)
    assert await owed(env.bot, world.ana.id), "Ana owes moves"
    for day in range(3):
        start = discord.utils.utcnow()
        eight = next_local(start, 8, BERLIN)
        await advance_to(world, eight - timedelta(minutes=1))
        assert ana.collect() == [], f"day {day}: no push before 08:00"
        expected = await owed(env.bot, world.ana.id)
        await advance_to(world, eight + timedelta(seconds=30))
        pushes = ana.collect()
        assert len(pushes) == 1, f"day {day}: one digest at 08:00, got {pushes}"
        assert pushes[0].startswith("🗞️ **Your digest**")
        assert tables_named(pushes[0]) == expected, "the digest lists exactly the moves owed at 08:00"
        # She plays them from the list's buttons; Bo answers from /game mine.
        listed = ana.current_list()
        buttons = [c["custom_id"] for c in components(listed) if c.get("custom_id", "").startswith("hand:")]
        assert {int(b.split(":")[1]) for b in buttons} == expected, "a button per table she owes"
        for table_id in sorted(expected):  # at each table, until her turn passes (a turn can take two steps)
            moves_before = len(await env.bot.store.actions(table_id))
            while table_id in await owed(env.bot, world.ana.id):
                await play_from_list(world.ana, ana.current_list(), table_id, rng)
            assert len(await env.bot.store.actions(table_id)) > moves_before, "the clicks from the list played"
        await play_bo(world, rng)
        await advance_to(world, eight + timedelta(hours=12))
        assert ana.collect() == [], f"day {day}: no push between digests"
    assert len(ana.pushes) == 3


async def test_every_move_three_tables_turning_within_two_minutes_give_one_push(world: World) -> None:
    env = world.env
    rng = random.Random(5)
    ana = Inbox(world.ana)
    await open_tables(world, [(world.channel, world.ana, world.bo)] * 3)
    await pass_turns(world, world.ana, rng)
    assert await owed(env.bot, world.bo.id) == {1, 2, 3}
    await env.advance_time(10 * 60)
    ana.collect()
    for table_id in (1, 2, 3):  # Bo's moves turn the three tables to Ana within three minutes
        while table_id in await owed(env.bot, world.bo.id):
            mine = await world.bo.slash(world.channel, "game mine")
            await play_from_list_message(world.bo, mine.response, table_id, rng)
        await env.advance_time(30)
    assert await owed(env.bot, world.ana.id) == {1, 2, 3}
    assert ana.collect() == [], "nothing yet: the push waits for other tables turning to her"
    await env.advance_time(3 * 60)
    pushes = ana.collect()
    assert len(pushes) == 1, pushes
    assert pushes[0].startswith("🔔 Your move at 3 tables") and tables_named(pushes[0]) == {1, 2, 3}


async def test_a_push_survives_a_restart_and_is_sent_once(world: World, bot_factory: Callable[[], GameHostBot]) -> None:
    env = world.env
    ana, bo = Inbox(world.ana), Inbox(world.bo)
    await open_tables(world, [(world.channel, world.ana, world.bo)])
    waiting = await owed(env.bot, world.ana.id) | await owed(env.bot, world.bo.id)
    assert waiting == {1}
    await env.advance_time(30)  # scheduled, not sent (three minutes)
    assert ana.collect() == [] and bo.collect() == []
    await restart(world, bot_factory)
    await env.advance_time(5 * 60)
    await restart(world, bot_factory)
    await env.advance_time(DAY // 2)
    assert len(ana.collect()) + len(bo.collect()) == 1, "the awaited player got exactly one push"


async def test_a_push_for_a_move_made_meanwhile_rings_nobody_and_the_list_says_so(world: World) -> None:
    env = world.env
    rng = random.Random(9)
    await open_tables(world, [(world.channel, world.ana, world.bo)])
    await env.advance_time(5 * 60)
    mover = world.ana if await owed(env.bot, world.ana.id) else world.bo
    other = world.bo if mover is world.ana else world.ana
    inbox, other_inbox = Inbox(mover), Inbox(other)
    (push,) = inbox.collect()
    assert push.startswith("🔔 Your move in **Capybara Cookie Club** #1")
    other_inbox.collect()
    while await owed(env.bot, mover.id):
        await play_from_list(mover, inbox.current_list(), 1, rng)
    listed = inbox.current_list()
    assert listed.content.startswith("✅ **Your turns**: no move awaits you"), "the old push now says so"
    assert inbox.collect() == [], "an edit, not a new message"
    await env.advance_time(5 * 60)
    assert len(other_inbox.collect()) == 1, "the other player's turn rang once"
    assert inbox.collect() == []


async def test_mute_keeps_a_table_listed_but_silent_and_bad_input_changes_nothing(world: World) -> None:
    env = world.env
    await open_tables(world, [(world.channel, world.ana, world.bo)] * 2)
    await pass_turns(world, world.ana, random.Random(2))
    awaited = world.bo
    refused = await world.dee.slash(world.channel, "game mute", table=1)
    assert refused.ephemeral and "You don't play at an open table #1" in refused.response.content
    muted = await awaited.slash(world.channel, "game mute", table=1)
    assert "is muted" in muted.response.content
    await env.advance_time(5 * 60)
    pushes = Inbox(awaited).collect()
    assert len(pushes) == 1 and tables_named(pushes[0]) == {1, 2}, "both listed"
    assert "#2" in pushes[0].split("\n")[0], "the push rang for table 2 only"
    assert "🔕" in pushes[0], "the muted table is marked"
    unmuted = await awaited.slash(world.channel, "game mute", table=1)
    assert "no longer muted" in unmuted.response.content
    store = env.bot.store
    before = await store.notify_settings(world.ana.id)
    bad = await world.ana.slash(world.channel, "game settings", digest_times="after lunch")
    assert "are not digest times I can read" in bad.response.content and "Nothing was changed" in (bad.response.content)
    three = await world.ana.slash(world.channel, "game settings", digest_times="7:00, 12:00, 19:00")
    assert "Nothing was changed" in three.response.content
    assert await store.notify_settings(world.ana.id) == before


async def test_following_another_servers_table_you_cannot_see_is_refused(world: World) -> None:
    env = world.env
    other = env.create_guild("Private Club")
    channel = other.create_text_channel("games")
    ana2, bo2 = other.add_member(world.ana.user), other.add_member(world.bo.user)
    await open_tables(world, [(channel, ana2, bo2)])
    refused = await world.dee.slash(world.channel, "game follow", table=1)
    assert refused.ephemeral and "I can't show you table #1" in refused.response.content
    assert await env.bot.store.followed_tables(world.dee.id) == []
    in_dm = await world.dee.user.slash("game follow", table=1)
    assert "I can't show you table #1" in in_dm.response.content
    playing = await ana2.slash(channel, "game follow", table=1)
    assert "You play at table #1" in playing.response.content
    nothing = await world.dee.slash(world.channel, "game unfollow", table=1)
    assert "You don't follow table #1" in nothing.response.content


async def test_the_app_installs_to_users_and_answers_in_dms(world: World) -> None:
    """The synced /game command: installable to servers and users, usable in servers, the bot's DM
    and other DMs; commands that need the bot in the server say so elsewhere."""
    env = world.env
    (game,) = [c for c in env.backend.commands.get(None, {}).values() if c["name"] == "game"]
    assert sorted(game["integration_types"]) == [0, 1], "guild install and user install"
    assert sorted(game["contexts"]) == [0, 1, 2], "servers, the bot's DM, other DMs and group DMs"
    await open_tables(world, [(world.channel, world.ana, world.bo)])
    awaited = world.ana if await owed(env.bot, world.ana.id) else world.bo
    mine = await awaited.user.slash("game mine")
    assert "**Your turns** (one move awaits you)" in mine.response.content
    assert "Game Night" in mine.response.content, "the server is named"
    assert [c["custom_id"] for c in components(mine.response) if c.get("type") == 2] == ["hand:1"]
    settings = await awaited.user.slash("game settings", notifications="deadline")
    assert "Notifications: **deadline only**" in settings.response.content
    new = await awaited.user.slash("game new", game="capybara")
    assert new.ephemeral and "needs the bot in this server" in new.response.content
    panel = await awaited.user.slash("game settings")
    chosen = await awaited.user.select(panel.response, ["digest"], custom_id="settings:mode")
    assert "Notifications: digest" in chosen.response.content, "the panel's own select changes the mode"
    assert await env.bot.store.notify_mode(awaited.id) == "digest"
    # A table the player left is no longer listed.
    asked = await awaited.slash(world.channel, "game leave", table=1)
    assert (await awaited.click(asked.response, label="Yes, leave the game")).acknowledged
    mine_after = await awaited.user.slash("game mine")
    assert "#1" not in mine_after.response.content, "nor in the other tables: she has none"


CASES = list(GAMES)


@pytest.mark.parametrize("game_id", CASES)
async def test_a_followers_digest_shows_only_what_the_thread_shows(world: World, game_id: str) -> None:
    """Dee follows a table of Ana's and Bo's (and Cy's, for larger games): her digest's lines are
    lines of the table's public thread, and nothing of any hand."""
    env = world.env
    game = GAMES[game_id]
    rng = random.Random(game_id)
    players = [world.ana, world.bo, world.cy][: max(2, game.min_players)]
    opened = await world.ana.slash(world.channel, "game new", game=game_id, pace="daily")
    for member in players[1:]:
        await member.click(opened.response, label="Join")
    await world.ana.click(opened.response, label="Start")
    follow = await world.dee.slash(world.channel, "game follow", table=1)
    assert "You follow" in follow.response.content
    dee = Inbox(world.dee)
    members = {m.id: m for m in players}
    for _ in range(12):
        table, state = await table_state(env.bot, 1)
        if table.status != "running":
            break
        seat = min(game.waiting_for(state))
        member = members[table.seats[seat].user_id]  # type: ignore[index]
        mine = await member.slash(world.channel, "game mine")
        await play_from_list_message(member, mine.response, 1, rng)
    await env.advance_time(DAY)
    (digest,) = dee.collect()
    assert digest.startswith("🗞️ **Tables you follow**")
    (thread,) = world.channel.threads
    public = "\n".join(m.content for m in thread.history())
    for seat in table.seats:
        public = public.replace(f"<@{seat.user_id}>", f"**{seat.name}**")
    _header, table_line, *lines = digest.split("\n")
    assert table_line.startswith(f"👀 **{game.title}** #1")
    assert lines, "the digest has lines"
    for line in lines:
        assert line in public, f"not a public line: {line!r}"
    for member in players:
        for message in member.user.dm_channel.history():
            for private in [embed_text(message)] if is_card(message) else []:
                assert not private or private not in digest, "a hand's text in a follower's digest"


@pytest.mark.parametrize("mode", ["every", "digest", "deadline", "off"])
async def test_dms_in_a_virtual_day_at_five_tables(world: World, mode: str) -> None:
    """The figure for the issue's note: Ana (Europe/Berlin) at five tables in three servers plays a
    virtual day: she looks in at 09:00, 13:00 and 20:00 and plays what she owes; Bo answers at once.
    Before this issue every decision of hers was its own DM: that count is the number of her new
    decisions, read from the store. Printed with -s; the bounds are each mode's promise."""
    env = world.env
    rng = random.Random(mode)
    await world.ana.slash(world.channel, "game settings", time_zone="Europe/Berlin", notifications=mode)
    ana = Inbox(world.ana)
    await open_tables(world, three_servers(world))
    await play_bo(world, rng)
    decisions: set[tuple[int, int]] = set()

    async def note_decisions() -> None:
        decisions.update((w.table_id, w.since) for w in await env.bot.store.user_waits(world.ana.id))

    await note_decisions()
    start = next_local(discord.utils.utcnow(), 8, BERLIN)
    await advance_to(world, start)
    ana.collect()  # a push replaces the list before it: collect each one as it comes
    for hour in (9, 13, 20):
        for step in range(0, 60 * (hour - 8) - int((discord.utils.utcnow() - start).total_seconds() // 60), 10):
            await env.advance_time(10 * 60 if step else 0)
            ana.collect()
        for table_id in sorted(await owed(env.bot, world.ana.id)):
            while table_id in await owed(env.bot, world.ana.id):
                mine = await world.ana.slash(world.channel, "game mine")
                await play_from_list_message(world.ana, mine.response, table_id, rng)
                await note_decisions()
            await play_bo(world, rng)
            await note_decisions()
            ana.collect()
    while discord.utils.utcnow() < start + timedelta(hours=23, minutes=30):  # the day from 08:00 to 08:00
        await env.advance_time(30 * 60)
        ana.collect()
    pushes = [text for _, text in ana.pushes]
    print(f"\nmode {mode}: {len(pushes)} DMs in the day; before (one DM a decision): {len(decisions)}")
    bound = {"every": 4, "digest": 2, "deadline": 5, "off": 0}[mode]
    assert len(pushes) <= bound, pushes
    assert len(decisions) > 10, "she had many decisions to make"


@pytest.mark.parametrize(("turn_hour", "warned"), [(7, True), (9, False)])
async def test_a_digest_player_is_warned_when_the_time_runs_out_before_the_next_digest(
    world: World, turn_hour: int, warned: bool
) -> None:
    """Ana reads one digest a day, at 08:00 in Berlin, and her daily clock gives a move one day.
    A move that falls to her at 07:30 runs out at 08:00 the next day (07:30 is in her quiet hours,
    which end at 08:00), the very time of the digest that would list it: the reminder reaches her by
    DM. One that falls to her at 09:30 is in the next digest in time: no reminder, the digest is
    enough."""
    env = world.env
    rng = random.Random(turn_hour)
    settings = await world.ana.slash(
        world.channel, "game settings", time_zone="Europe/Berlin", notifications="digest", digest_times="08:00"
    )
    assert settings.ephemeral, settings.response.content
    await advance_to(world, next_local(discord.utils.utcnow(), turn_hour, BERLIN) + timedelta(minutes=30))
    ana = Inbox(world.ana)
    (table_id,) = await open_tables(world, [(world.channel, world.ana, world.bo)])
    await play_bo(world, rng)
    assert await owed(env.bot, world.ana.id) == {table_id}
    (wait,) = [w for w in await env.bot.store.user_waits(world.ana.id)]
    assert wait.due_at is not None
    before_due = wait.due_at - timedelta(minutes=1)  # 08:00 at the latest: quiet hours end there
    while discord.utils.utcnow() < before_due:
        await env.advance_time(min(HOUR, (before_due - discord.utils.utcnow()).total_seconds()))
        ana.collect()
    reminders = [text for _, text in ana.pushes if text.startswith("⏰ Reminder")]
    digests = [text for _, text in ana.pushes if text.startswith("🗞️ **Your digest**")]
    assert len(reminders) == (1 if warned else 0), ana.pushes
    assert len(digests) == 1, "one digest at 08:00 in the day the move waited"


async def test_a_push_due_while_the_bot_shuts_down_waits_for_the_next_start(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    """Shutting down stops the pushes' timer before the store closes: a push falling due meanwhile fails on
    nothing (the closed store once made it log an error) and is sent once by the next start."""
    env = world.env
    ana, bo = Inbox(world.ana), Inbox(world.bo)
    await open_tables(world, [(world.channel, world.ana, world.bo)])
    await env.advance_time(30)  # the push is scheduled three minutes out, not sent
    old = env.bot
    await old.wind_down()
    await env.advance_time(5 * 60)  # its time passes while the bot is down (an error logged here fails the test)
    assert ana.collect() == [] and bo.collect() == [], "nothing is sent by a bot shutting down"
    await env.restart_bot(bot_factory())
    await env.advance_time(60)
    assert len(ana.collect()) + len(bo.collect()) == 1, "the next start sends the push, once"


async def test_a_move_landing_as_the_bot_shuts_down_starts_no_deadline_timer_on_the_closing_store(
    world: World,
) -> None:
    """The deadlines' timer is stopped for good when the bot winds down: a move answered in between (its
    write asks the timer to look again) starts no new one, which read the closed store and died logging
    "Cannot operate on a closed database" (seen at the end of ``bench.memory``)."""
    env = world.env
    await open_tables(world, [(world.channel, world.ana, world.bo)])
    bot = env.bot
    deadlines = bot.service.deadlines
    await bot.service.shutdown()  # the first step of ``wind_down``; the cogs still answer clicks
    table, state = await table_state(bot, 1)
    seat = next(s for s in table.seats if s.seat in GAMES["capybara"].waiting_for(state))
    await bot.service.act(1, seat.user_id, 0, table.decisions.get(seat.seat, table.version))  # re-arms the timer
    deadlines.rearm()  # and whatever else asks it to look again
    assert deadlines._task is None, "no timer started after the shutdown"
    await bot.wind_down()
    await env.advance_time(60)
