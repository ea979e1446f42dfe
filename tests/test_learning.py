"""``games.learning`` (issue 36): every kind of decision a game asks for has its lesson, and the kinds
met are read back from the log exactly as they came up."""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import replace
from types import SimpleNamespace

import discord
import pytest

from bot.i18n import SOURCE, english, t
from cogs.learn import LessonReplays, add_lesson
from db.interface import ActionRecord
from db.records import SeatRecord, TableRecord
from games import GAMES
from games.learning import KindsMet, decision_kind, kinds_met, lesson_now, lessons
from games.testing import random_playout
from games.words import msg


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_kind_of_decision_met_in_play_has_a_lesson_that_reads_as_sentences(game_id: str) -> None:
    game = GAMES[game_id]
    seen: set[str] = set()
    for seed in range(3):
        for n in sorted({2, game.max_players}):
            playout = random_playout(game, n, seed, random.Random(seed), keep_states=True)
            for state in playout.states:
                for seat in game.waiting_for(state):
                    kind = decision_kind(game.view(state, seat))
                    assert kind is not None
                    seen.add(kind)
    table = lessons(game_id)
    assert seen <= set(table), f"kinds without a lesson: {sorted(seen - set(table))}"
    for key in table.values():
        text = english(msg(key))
        assert len(text) > 40 and text.endswith("."), text


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_lesson_comes_with_the_first_decision_of_its_kind_only(game_id: str) -> None:
    game = GAMES[game_id]
    playout = random_playout(game, 2, 3, random.Random(3), keep_states=True)
    state = game.setup(2, 3)
    log: list[tuple[int, object]] = []
    shown: list[str] = []
    rng = random.Random(3)
    for _ in range(120):
        if game.is_over(state):
            break
        met = kinds_met(game, 2, 3, None, log, 0)
        lesson = lesson_now(game, state, 0, met)
        if lesson is not None:
            shown.append(lesson[0])
        if 0 in game.waiting_for(state):
            kind = decision_kind(game.view(state, 0))
            assert (lesson is not None) == (kind not in met)
        seat = min(game.waiting_for(state))
        action = rng.choice(game.legal_actions(state, seat))
        log.append((seat, action))
        state, _ = game.apply(state, seat, action)
    assert shown and len(shown) == len(set(shown))
    assert playout.states  # the game runs


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_log_read_a_few_moves_at_a_time_meets_the_kinds_a_whole_reading_meets(game_id: str) -> None:
    """A lesson's hand reads only the moves since its last reading (``KindsMet``): after every reading, what it
    met is what a walk through the whole game, written here, met by then."""
    game = GAMES[game_id]
    playout = random_playout(game, 2, 5, random.Random(5), keep_states=True)
    for seat in (0, 1):
        expected: list[list[str]] = [[]]  # after each move: the kinds the seat met, in order
        for state, (mover, _) in zip(playout.states, playout.log, strict=False):
            met = list(expected[-1])
            kind = decision_kind(game.view(state, seat)) if mover == seat else None
            expected.append([*met, kind] if kind is not None and kind not in met else met)
        reading = KindsMet(game.setup(2, 5))
        cut = 0
        cuts = random.Random(seat)
        while cut < len(playout.log):
            step = cuts.randint(1, 9)
            met = reading.read(game, playout.log[cut : cut + step], seat)
            cut = min(cut + step, len(playout.log))
            assert met == expected[cut], f"seat {seat}, after {cut} moves"
        assert reading.state == playout.final
        assert len(expected[-1]) >= 2, "the game met more than one kind of decision"


async def test_a_lesson_hand_after_moves_taken_back_reads_the_log_that_stands() -> None:
    """``cogs.learn.add_lesson`` keeps each learner's replay between hands and reads only the moves since; when
    moves it read were taken back (gone from the stored log), it reads the log that stands from the seed again:
    the learner's first decision is explained again after it was taken back, as it is the first time."""
    game = GAMES["chachapoya"]
    playout = random_playout(game, 2, 9, random.Random(9), keep_states=True)
    rows = [ActionRecord(seq, seat, game.dump_action(a), False, "") for seq, (seat, a) in enumerate(playout.log, 1)]
    first = next(i for i, r in enumerate(rows) if r.seat == 0)  # the learner's first move
    table = TableRecord(1, "chachapoya", None, 5, 6, None, 7, {"learn": True}, "running", 9, len(rows), None, "")
    table.seats = [SeatRecord(0, 7, "Ana"), SeatRecord(1, None, "AI", ai_level="easy")]
    replays: LessonReplays = OrderedDict()
    stored: list[ActionRecord] = []
    explained = t("learn-new-decision", SOURCE)

    async def actions(table_id: int) -> list[ActionRecord]:
        return list(stored)

    service = SimpleNamespace(store=SimpleNamespace(actions=actions))

    async def lesson_shown(standing: list[ActionRecord]) -> bool:
        """Whether the learner's hand explains its decision, with ``standing`` the stored moves."""
        stored[:] = standing
        embed = discord.Embed()
        await add_lesson(service, embed, table, 0, playout.states[len(standing)], SOURCE, replays)
        return any(f.name == explained for f in embed.fields)

    # written here from the game's states alone: after n moves, whether the learner faces a kind not met before
    first_time, met = [], set()
    for state, (mover, _) in zip(playout.states, playout.log, strict=False):
        kind = decision_kind(game.view(state, 0))
        first_time.append(0 in game.waiting_for(state) and kind is not None and kind not in met)
        if mover == 0 and kind is not None:
            met.add(kind)

    shown = [await lesson_shown(rows[:n]) for n in range(len(rows))]  # read on, one move at a time
    assert shown == first_time
    assert shown[first] and shown.count(True) >= 2, "the first decision, and another kind later, explained"
    # every move from the learner's first taken back: its first decision is explained again, and after it is
    # played again (new rows) the rest of the game reads as it did
    assert await lesson_shown(rows[:first])
    again = rows[:first] + [replace(r, seq=1000 + r.seq) for r in rows[first:]]
    assert [await lesson_shown(again[:n]) for n in range(first, len(again))] == shown[first:]
