"""How the state changes: turns, rolls, moves, field cards, hits and the card picks."""

from __future__ import annotations

import random

from games.contract import Event, next_rng, seat_ref
from games.inka import board as B
from games.inka import components as C
from games.inka.moves import arrange, compute_options, field_kind, one_die, pay_text
from games.inka.state import CAMP, ON_WINDROSE, InkaState
from games.inka.texts import card_effect, card_name, counts_text, dir_letter, dirs_text, island_name
from games.words import cat, msg

DIRS = C.DIRECTIONS


# ---------------------------------------------------------------- turns


def roll_and_offer(s: InkaState, events: list[Event], dice: tuple[int, int] | None = None) -> None:
    """Roll both dice (publicly) and offer the moves; handle a player who cannot move (RULINGS 3, 22).

    ``dice`` fixes the roll (rulebook examples and tests); play always rolls from the state's seed.
    """
    if dice is None:
        rng = next_rng(s.rng)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    s.dice = dice
    me = s.players[s.current]
    s.free = s.dice[0] == s.dice[1] or me.machete
    s.zone = None
    s.options = arrange(s, compute_options(s.players, s.current, s.carrier, s.dice, s.free, one_die(s)))
    rolled = {
        (False, False): "inka-rolled",
        (False, True): "inka-rolled-pair",
        (True, False): "inka-rolled-bonus",
        (True, True): "inka-rolled-bonus-pair",
    }[(s.bonus_move, s.dice[0] == s.dice[1])]
    events.append(Event.public(msg(rolled, player=seat_ref(s.current), a=s.dice[0], b=s.dice[1])))
    if s.options:
        s.phase = "move"
    elif s.bonus_move:
        events.append(Event.public(msg("inka-no-bonus-move", player=seat_ref(s.current))))
        end_turn(s, events)
    elif me.guides:
        s.phase = "stuck"
    else:
        stuck(s, events)


def stuck(s: InkaState, events: list[Event]) -> None:
    events.append(Event.public(msg("inka-stuck", player=seat_ref(s.current))))
    s.pending = []
    if not start_take(s, 2, 0):
        end_turn(s, events)


def begin_turn(s: InkaState, events: list[Event]) -> None:
    """Start the current seat's turn: a Swamp loses it, else roll."""
    me = s.players[s.current]
    if me.swamp:
        me.swamp = False
        events.append(Event.public(msg("inka-swamp-skip", player=seat_ref(s.current))))
        end_turn(s, events)
        return
    me.fever_now = me.fever
    me.fever = False
    s.bonus_move = False
    roll_and_offer(s, events)


def end_turn(s: InkaState, events: list[Event]) -> None:
    """Pass play clockwise; stop at the round cap (RULINGS 21)."""
    while True:
        s.players[s.current].fever_now = False
        s.options, s.zone, s.pending, s.bonus_move, s.free = [], None, [], False, False
        s.take_left = s.give_left = s.take_scout = 0
        s.current = (s.current + 1) % s.n_players
        if s.current == s.first:
            s.round += 1
            if s.round > C.ROUND_CAP:
                s.phase, s.undecided = "over", True
                events.append(Event.public(msg("inka-round-cap", rounds=C.ROUND_CAP)))
                return
        me = s.players[s.current]
        if not me.swamp:
            break
        me.swamp = False
        events.append(Event.public(msg("inka-swamp-skip", player=seat_ref(s.current))))
    me.fever_now = me.fever
    me.fever = False
    roll_and_offer(s, events)


def resume(s: InkaState, events: list[Event]) -> None:
    """Work through the steps left after a move until one needs a decision; then end the turn."""
    s.phase = "move"  # a placeholder until a step asks for a decision
    while s.pending:
        step = s.pending.pop(0)
        if step == "banish":
            if free_islands(s):
                s.phase = "banish"
                return
            assert s.banish_seat is not None
            s.players[s.banish_seat].pos = ON_WINDROSE
            events.append(Event.public(msg("inka-no-island", player=seat_ref(s.banish_seat))))
            s.banish_seat = None
        elif step == "event":
            draw_event(s, events)
            if s.phase in ("take", "give"):
                return
        elif step == "risk":
            draw_risk(s, events)
            if s.phase in ("take", "give"):
                return
        elif step == "bonus":
            s.phase = "bonus"
            return
    end_turn(s, events)


def free_islands(s: InkaState) -> list[int]:
    taken = {p.pos for p in s.players}
    return [i for i in B.ISLANDS if i not in taken]


# ---------------------------------------------------------------- the move


def die_text(dice: tuple[int, int], die: int) -> str:
    """How many fields a die choice gives, as the log shows it: "6 = 4+2" or "4"."""
    a, b = dice
    return f"{a + b} = {a}+{b}" if die == 2 else str(dice[die])


def apply_move(s: InkaState, to: int, pay: int, rescue: bool, events: list[Event]) -> None:
    me = s.players[s.current]
    die = next((o.die for o in s.options if (o.to, o.pay, o.rescue) == (to, pay, rescue)), 0)
    walked = die_text(s.dice, die)
    seat = s.current
    start = me.pos
    for i in range(4):
        if pay >> i & 1:
            me.cards[i] -= 1
            s.depot[i] += 1
    if rescue:
        me.rescue = False
    me.machete = False
    s.move_start, s.options, s.zone = start, [], None
    paid = cat(
        msg("inka-paid-free") if not pay else msg("inka-paid", dirs=dirs_text(pay_text(pay))),
        msg("inka-paid-rescue") if rescue else None,
        sep=", ",
    )
    if to == CAMP:
        me.pos = B.cell_of("S17")
        s.last_move = (start, me.pos)
        s.winner, s.phase = seat, "over"
        events.append(Event.public(msg("inka-moved-camp", player=seat_ref(seat), walked=walked, paid=paid)))
        return
    s.last_move = (start, to)
    other = next((i for i, p in enumerate(s.players) if i != seat and p.pos == to), None)
    me.pos = to
    if start == ON_WINDROSE:
        moved = msg("inka-moved-windrose", player=seat_ref(seat), walked=walked, to=B.coord(to), paid=paid)
    else:
        moved = msg("inka-moved", player=seat_ref(seat), walked=walked, start=B.coord(start), to=B.coord(to), paid=paid)
    events.append(Event.public(moved))
    steps: list[str] = []
    if other is not None:
        s.banish_seat = other
        if s.carrier == other:
            s.carrier = seat
            events.append(Event.public(msg("inka-caught", player=seat_ref(seat), other=seat_ref(other))))
            steps = ["banish", *card_step(s, to), *([] if s.bonus_move else ["bonus"])]
        else:
            events.append(Event.public(msg("inka-carrier-hits", player=seat_ref(seat), other=seat_ref(other))))
            steps = ["banish", *card_step(s, to)]
    elif B.KIND[to] == "temple" and not s.opened[B.TEMPLES.index(to)]:
        k = B.TEMPLES.index(to)
        s.opened[k] = True
        content = s.temples[k]
        if content == "treasure":
            s.carrier = seat
            events.append(Event.public(msg("inka-temple-treasure", player=seat_ref(seat), cell=B.coord(to))))
        else:
            sign = "inka-temple-compass" if content == "compass" else "inka-temple-inca"
            events.append(Event.public(msg(sign, player=seat_ref(seat), cell=B.coord(to))))
            steps = ["event" if content == "compass" else "risk"]
    else:
        steps = card_step(s, to)
    s.pending = steps
    resume(s, events)


def card_step(s: InkaState, cell: int) -> list[str]:
    kind = field_kind(s, cell)
    return ["event"] if kind == "compass" else ["risk"] if kind == "inca" else []


def do_banish(s: InkaState, island: int, events: list[Event]) -> None:
    assert s.banish_seat is not None
    s.players[s.banish_seat].pos = island
    at = B.coord(island)
    events.append(Event.public(msg("inka-banished", player=seat_ref(s.banish_seat), cell=at, island=island_name(at))))
    s.banish_seat = None
    resume(s, events)


# ---------------------------------------------------------------- cards


def _draw(s: InkaState, stack: list[str], discard: list[str]) -> str | None:
    if not stack:
        if not discard:
            return None
        pool = sorted(discard)
        discard.clear()
        random.Random(next_rng(s.rng).random()).shuffle(pool)
        stack.extend(pool)
    return stack.pop()


def gain(s: InkaState, seat: int, counts: list[int]) -> list[int]:
    """Move up to ``counts`` cards from the depot to ``seat`` (only what the depot holds, RULINGS 23)."""
    got = [min(n, s.depot[i]) for i, n in enumerate(counts)]
    for i, n in enumerate(got):
        s.depot[i] -= n
        s.players[seat].cards[i] += n
    return got


def start_take(s: InkaState, n: int, scout: int) -> bool:
    """Ask the current seat to pick cards from the depot; False when the depot is empty."""
    if sum(s.depot) == 0:
        return False
    s.take_left, s.take_scout = (1 if scout else min(n, sum(s.depot))), scout
    s.phase = "take"
    return True


def draw_event(s: InkaState, events: list[Event]) -> None:
    name = _draw(s, s.event_stack, s.event_discard)
    if name is None:
        return
    s.last_card = name
    s.event_discard.append(name)
    _count, kind, amount, _text = C.EVENT_CARDS[name]
    seat = s.current
    events.append(
        Event.public(msg("inka-draws-event", player=seat_ref(seat), card=card_name(name), effect=card_effect(name)))
    )
    if kind == "each":
        got = gain(s, seat, [int(amount)] * 4)  # type: ignore[call-overload]
        events.append(Event.public(msg("inka-takes", player=seat_ref(seat), cards=counts_text(got))))
    elif kind == "fixed":
        got = gain(s, seat, [str(amount).count(d) for d in DIRS])
        events.append(Event.public(msg("inka-takes", player=seat_ref(seat), cards=counts_text(got))))
    elif kind == "choice":
        start_take(s, int(amount), 0)  # type: ignore[call-overload]
    elif kind == "scout":
        start_take(s, 1, int(amount))  # type: ignore[call-overload]
    elif kind == "caravan":
        for k in range(s.n_players):
            i = (seat + k) % s.n_players
            got = gain(s, i, [1, 1, 1, 1])
            events.append(Event.public(msg("inka-takes", player=seat_ref(i), cards=counts_text(got))))


def draw_risk(s: InkaState, events: list[Event]) -> None:
    name = _draw(s, s.risk_stack, s.risk_discard)
    if name is None:
        return
    s.last_card = name
    _count, kind, amount, _text = C.RISK_CARDS[name]
    seat = s.current
    me = s.players[seat]
    events.append(
        Event.public(msg("inka-draws-risk", player=seat_ref(seat), card=card_name(name), effect=card_effect(name)))
    )
    if kind == "guide":
        me.guides += 1
        return
    s.risk_discard.append(name)
    if kind == "lose_each":
        lost = [1 if n else 0 for n in me.cards]
        for i, n in enumerate(lost):
            me.cards[i] -= n
            s.depot[i] += n
        events.append(Event.public(msg("inka-returns", player=seat_ref(seat), cards=counts_text(lost))))
    elif kind == "give":
        s.give_left = min(amount, sum(me.cards))
        if s.give_left:
            s.phase = "give"
    elif kind == "swamp":
        me.swamp = True
    elif kind == "fever":
        me.fever = True
    elif kind == "machete":
        me.machete = True
    elif kind == "each":
        got = gain(s, seat, [amount] * 4)
        events.append(Event.public(msg("inka-takes", player=seat_ref(seat), cards=counts_text(got))))
    elif kind == "choice":
        start_take(s, amount, 0)
    elif kind == "lost":
        back = s.move_start
        assert back is not None
        held = any(i != seat and p.pos == back for i, p in enumerate(s.players)) and back != ON_WINDROSE
        if held:
            events.append(Event.public(msg("inka-lost-taken", player=seat_ref(seat), cell=B.coord(back))))
        else:
            s.last_move = (me.pos, back)
            me.pos = back
            lost = (
                msg("inka-lost-windrose", player=seat_ref(seat))
                if back == ON_WINDROSE
                else msg("inka-lost-back", player=seat_ref(seat), cell=B.coord(back))
            )
            events.append(Event.public(lost))


def do_take(s: InkaState, d: int, events: list[Event]) -> None:
    seat = s.current
    if s.take_scout:
        got = gain(s, seat, [s.take_scout if i == d else 0 for i in range(4)])
        s.take_left, s.take_scout = 0, 0
    else:
        got = gain(s, seat, [1 if i == d else 0 for i in range(4)])
        s.take_left -= 1
        if sum(s.depot) == 0:
            s.take_left = 0
    events.append(Event.public(msg("inka-takes-depot", player=seat_ref(seat), cards=counts_text(got))))
    if not s.take_left:
        resume(s, events)


def do_give(s: InkaState, d: int, events: list[Event]) -> None:
    me = s.players[s.current]
    me.cards[d] -= 1
    s.depot[d] += 1
    s.give_left -= 1
    events.append(Event.public(msg("inka-returns-one", player=seat_ref(s.current), dir=dir_letter(DIRS[d]))))
    if not s.give_left:
        resume(s, events)
