"""Tournaments through Discord (SimCord, virtual days): sign-up, rounds opened by the bot, a silent
player's clock forfeiting, a restart in every round, and standings checked against a computation
written here from the stored game results (not from bot/tournaments.py)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import discord
import pytest

from bot.app import GameHostBot
from tests.e2e.conftest import World
from tests.e2e.helpers import components, fresh, hand_message, press_action, press_random
from tests.e2e.helpers import restart as restart_bot

# A bot timer due within a settle's real-time budget is sat out in real time (170 s made the test
# fail); the players here get no "Your turns" pushes (without_pushes) and deadlines are a day away.
# No pictures: nothing here looks at them, and drawing a Capybara table at each of the Swiss's 3,359 clicks
# was a third of its CPU.
pytestmark = [pytest.mark.simcord(settle_timeout=120), pytest.mark.usefixtures("no_pictures")]


async def restart(world: World, bot_factory: Callable[[], GameHostBot]) -> None:
    await restart_bot(world, bot_factory)
    await settle(world)


async def settle(world: World) -> None:
    """Until the bot has nothing left to do: AI moves, rounds being opened."""
    bot = world.env.bot
    for _ in range(50):
        await bot.service.wait_idle()
        cog: Any = bot.get_cog("Tournaments")
        pending = [t for t in cog.tasks if not t.done()]
        if not pending:
            return
        for task in pending:
            await task
    raise AssertionError("the bot never settled")


async def without_pushes(world: World, members: list[Any]) -> None:
    """No "Your turns" pushes for the players of a long test: played slowly (a loaded CI machine),
    their three-minute timers came due in real time between two deadlines, and SimCord sat out each
    following one inside a click's settle budget until it ran out. The pushes have their own tests
    (tests/e2e/test_notifications.py)."""
    for member in members:
        answer = await member.slash(world.channel, "game settings", notifications="off")
        assert answer.ephemeral, answer.response.content


async def games_of(bot: GameHostBot, tournament_id: int) -> list[tuple[int, int, list[int], int | None]]:
    rows = await bot.store._exec(
        "SELECT round, pod, players, table_id FROM tournament_games WHERE tournament_id = ? ORDER BY round, pod",
        (tournament_id,),
    )
    return [(int(r[0]), int(r[1]), json.loads(r[2]), r[3]) for r in rows]


async def expected_standings(bot: GameHostBot, tournament_id: int, players: list[int]) -> dict[int, tuple[Any, Any]]:
    """Points and Buchholz from the stored tables, computed here for two-player tables: a win 1, a
    draw ½; a seat that is no longer its player's (forfeited) loses; a bye 1."""
    score = dict.fromkeys(players, Fraction(0))
    opponents: dict[int, list[int]] = {p: [] for p in players}
    for _, _, seated, table_id in await games_of(bot, tournament_id):
        if table_id is None:
            score[seated[0]] += 1
            continue
        table = await bot.service.table(table_id)
        if table.status != "finished":
            continue
        a, b = seated
        opponents[a].append(b)
        opponents[b].append(a)
        a_gone = table.seats[0].user_id != a
        b_gone = table.seats[1].user_id != b
        ranks = json.loads(table.outcome or "{}")["ranks"]
        if a_gone != b_gone:
            score[b if a_gone else a] += 1
        elif ranks[0] == ranks[1]:
            score[a] += Fraction(1, 2)
            score[b] += Fraction(1, 2)
        else:
            score[a if ranks[0] < ranks[1] else b] += 1
    return {p: (score[p], sum((score[o] for o in opponents[p]), Fraction(0))) for p in players}


LINE = re.compile(r"^(\d+)\. (.+?): ([\d.]+) points? \(Buchholz ([\d.]+),")


def shown_standings(text: str) -> list[tuple[str, Fraction, Fraction]]:
    rows = []
    for line in text.splitlines():
        found = LINE.match(line)
        if found:
            rows.append((found[2], Fraction(found[3]), Fraction(found[4])))
    return rows


async def advance_in_steps(env: Any, seconds: float) -> None:
    """``seconds`` of virtual time in steps of at most an hour. SimCord gives one ``advance_time`` call
    one real-time budget (the settle timeout) for everything that happens inside it: a day in one
    jump (eight players' "Your turns" pushes, forfeits, the next round opening) timed out under a
    loaded CI run, while each hour alone has little to do."""
    remaining = max(0.0, seconds)
    while remaining > 0:
        step = min(remaining, 3600.0)
        await env.advance_time(step)
        remaining -= step


async def play_round(
    world: World,
    bot_factory: Callable[[], GameHostBot],
    games: list[tuple[int, int, list[int], int | None]],
    silent: int | None,
    by_id: dict[int, Any],
    rng: random.Random,
    sensible: bool = False,
) -> tuple[int, int, bool]:
    """Random clicks by every seat but ``silent``'s until the round's tables end (``sensible``: the
    engine's heuristic move, a random one in five); a restart in the middle. Returns (clicks,
    deadlines passed, restarted)."""
    env = world.env
    clicks = expiries = 0
    restarted = False
    tables_of_round = [g[3] for g in games if g[3] is not None]
    for _ in range(3000):
        bot = env.bot
        await settle(world)
        tables = [await bot.service.table(t) for t in tables_of_round]
        running = [t for t in tables if t.status == "running"]
        if not running:
            return clicks, expiries, restarted
        if not restarted and clicks == 5:
            await restart(world, bot_factory)
            restarted = True
            continue
        moved = False
        for table in running:
            state = await bot.service.state_of(table)
            waiting = bot.service.game(table.game).waiting_for(state)
            for seat in sorted(waiting):
                user = table.seats[seat].user_id
                if user is None or user == silent:
                    continue
                engine = bot.service.game(table.game)
                actions = engine.legal_actions(state, seat)
                choice = engine.heuristic_action(engine.view(state, seat), actions, rng) if sensible else None
                if choice is None or rng.random() < 0.2:
                    result = await press_random(by_id[user].user, hand_message(by_id[user]), rng)
                else:
                    result = await press_action(by_id[user].user, hand_message(by_id[user]), actions.index(choice))
                assert result.acknowledged
                clicks += 1
                moved = True
                break
            if moved:
                break
        if moved:
            continue
        # only the silent player is awaited: their deadline passes (no vacation days in tournaments)
        dues = [w.due_at for t in running for w in await bot.store.waits(t.id) if w.due_at is not None]
        assert dues, "every awaited decision has a deadline"
        await advance_in_steps(env, (min(dues) - discord.utils.utcnow()).total_seconds() + 1)
        expiries += 1
    raise AssertionError("the round did not end")


async def test_an_eight_player_swiss_of_capybara_cookie_club(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    env = world.env
    rng = random.Random(37)
    names = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
    members = [world.ana, world.bo, world.cy, world.dee] + [
        world.guild.add_member(env.create_user(n.lower(), global_name=n)) for n in names[4:]
    ]
    silent = members[5]  # Fay never clicks: her clock forfeits every table of hers
    by_id = {m.id: m for m in members}

    await without_pushes(world, members)
    opened = await world.ana.slash(
        world.channel, "game tournament new", game="capybara", format="swiss", rounds=3, pace="daily", seats=2
    )
    assert opened.acknowledged and not opened.ephemeral, opened.response.content
    announcement = opened.response
    assert "Tournament #1" in announcement.content and "Sign-up is open" in announcement.content
    too_few = await world.ana.click(announcement, label="Start")
    assert too_few.ephemeral and "needs at least 3" in too_few.response.content
    for member in members:
        assert (await member.click(announcement, label="Join")).acknowledged
    again = await world.bo.click(announcement, label="Join")
    assert again.ephemeral and again.response.content.startswith("You are in this tournament already")
    not_organiser = await world.bo.click(announcement, label="Start")
    assert not_organiser.ephemeral and "Only the organiser" in not_organiser.response.content
    assert (await world.ana.click(announcement, label="Start")).acknowledged
    await settle(world)
    late = await world.guild.add_member(env.create_user("late", global_name="Late")).click(
        fresh(world.channel, announcement.id), label="Leave"
    )
    assert late.ephemeral and "not in this tournament" in late.response.content

    player_ids = [m.id for m in members]
    clicks = expiries = 0
    for number in (1, 2, 3):
        bot = env.bot
        games = [g for g in await games_of(bot, 1) if g[0] == number]
        assert len(games) == 4 and all(g[3] is not None for g in games), f"round {number}: four tables"
        assert sorted(p for g in games for p in g[2]) == sorted(player_ids)
        played, waited, restarted = await play_round(world, bot_factory, games, silent.id, by_id, rng, sensible=True)
        clicks += played
        expiries += waited
        if not restarted:  # a restart in every round, at the latest between two rounds
            await restart(world, bot_factory)
        await settle(world)
        bot = env.bot
        expected = await expected_standings(bot, 1, player_ids)
        text = fresh(world.channel, announcement.id).content
        shown = shown_standings(text)
        assert len(shown) == 8, text
        name_of = {m.id: n for m, n in zip(members, names, strict=True)}
        assert {(n, p, b) for n, p, b in shown} == {(name_of[p], *expected[p]) for p in player_ids}, text
        keys = [(p, b) for _, p, b in shown]
        assert keys == sorted(keys, reverse=True), "points, then Buchholz"
        print(f"round {number}: {clicks} clicks, {expiries} deadlines passed so far")

    bot = env.bot
    tournament = await bot.store._exec("SELECT status, round FROM tournaments WHERE id = 1")
    assert tournament == [("finished", 3)]
    games = await games_of(bot, 1)
    assert len(games) == 12 and len({(g[0], g[1]) for g in games}) == 12, "each round paired once"
    pairs = [frozenset(g[2]) for g in games]
    assert len(set(pairs)) == 12, "nobody met the same opponent twice"
    fay_tables = [await bot.service.table(g[3]) for g in games if silent.id in g[2]]  # type: ignore[arg-type]
    assert len(fay_tables) == 3 and all(t.seat_of(silent.id) is None for t in fay_tables), "Fay forfeited each"
    final = fresh(world.channel, announcement.id).content
    assert "🥇 Winner" in final, final
    expected = await expected_standings(bot, 1, player_ids)
    assert expected[silent.id][0] == 0
    standings = await world.cy.slash(world.channel, "game tournament standings")
    assert standings.ephemeral and "🥇 Winner" in standings.response.content
    assert expiries >= 3 and clicks > 0


async def test_a_five_player_round_robin_of_der_schatz_der_inka(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    env = world.env
    rng = random.Random(5)
    eli = world.guild.add_member(env.create_user("eli", global_name="Eli"))
    members = [world.ana, world.bo, world.cy, world.dee, eli]
    by_id = {m.id: m for m in members}
    await without_pushes(world, members)
    opened = await world.ana.slash(
        world.channel, "game tournament new", game="inka", format="round-robin", pace="daily"
    )
    announcement = opened.response
    for member in members:
        assert (await member.click(announcement, label="Join")).acknowledged
    assert (await world.ana.click(announcement, label="Start")).acknowledged
    await settle(world)
    for number in range(1, 6):
        games = [g for g in await games_of(env.bot, 1) if g[0] == number]
        assert [len(g[2]) for g in games] == [2, 2, 1], f"round {number}: two tables and a bye"
        played, _, _ = await play_round(world, bot_factory, games, None, by_id, rng, sensible=True)
        await settle(world)
        print(f"round {number}: {played} clicks")
    games = await games_of(env.bot, 1)
    pairs = [frozenset(g[2]) for g in games if g[3] is not None]
    assert len(pairs) == 10 and len(set(pairs)) == 10, "every pair met once"
    assert sorted(g[2][0] for g in games if g[3] is None) == sorted(by_id), "one bye each"
    assert await env.bot.store._exec("SELECT status, round FROM tournaments") == [("finished", 5)]
    expected = await expected_standings(env.bot, 1, list(by_id))
    shown = shown_standings(fresh(world.channel, announcement.id).content)
    names = {m.id: n for m, n in zip(members, ["Ana", "Bo", "Cy", "Dee", "Eli"], strict=True)}
    assert {(n, p, b) for n, p, b in shown} == {(names[p], *expected[p]) for p in by_id}
    assert sum(p for _, p, _ in shown) == 10 + 5  # ten games and five byes, a point each


async def test_bad_input_gets_a_private_answer_and_changes_nothing(world: World) -> None:
    env = world.env
    wrong = await world.ana.slash(world.channel, "game tournament new", game="chachapoya", seats=5)
    assert wrong.ephemeral and "2 to 4 players" in wrong.response.content
    role = world.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(env.create_user("boss", global_name="Boss"), roles=[role])
    elsewhere = world.guild.create_text_channel("elsewhere")
    panel = await boss.slash(world.channel, "game config")
    picked = await boss.select(panel.response, ["channels"], custom_id="cfg:pick")
    await boss.select(picked.response, [elsewhere], custom_id="cfgch:channels")
    refused = await world.bo.slash(world.channel, "game tournament new", game="chachapoya")
    assert refused.ephemeral and refused.response.content.startswith("🚫 Tables are opened only in")
    assert await env.bot.store._exec("SELECT COUNT(*) FROM tournaments") == [(0,)]

    opened = await world.bo.slash(elsewhere, "game tournament new", game="chachapoya", pace="relaxed")
    announcement = opened.response
    for member in (world.bo, world.cy, world.dee):
        await member.click(announcement, label="Join")
    assert (await world.bo.click(announcement, label="Start")).acknowledged
    await settle(world)
    late = await world.ana.click(fresh(elsewhere, announcement.id), label="Leave")
    assert late.ephemeral and "not in this tournament" in late.response.content
    assert [c.get("label") for c in components(fresh(elsewhere, announcement.id))] == ["Leave"]
    assert await env.bot.store._exec("SELECT COUNT(*) FROM tournament_players") == [(3,)]
    # a player who leaves a running tournament forfeits the table in play: an AI takes the seat
    left = await world.cy.click(fresh(elsewhere, announcement.id), label="Leave")
    assert left.acknowledged
    await settle(world)
    tables = await env.bot.store._exec(
        "SELECT table_id FROM tournament_games WHERE players LIKE ? AND table_id IS NOT NULL", (f"%{world.cy.id}%",)
    )
    table = await env.bot.service.table(tables[0][0])
    assert table.seat_of(world.cy.id) is None
