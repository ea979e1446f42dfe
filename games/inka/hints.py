"""Der Schatz der Inka hints: why a move is good, in plain words from the seat's view (issue 36).

``explain`` names what the move does in this position: for a move, the goal it heads for (the
camp with the treasure, the carrier to hunt, the nearest closed temple) with the walking distances
before and after, the pawn it lands on, the temple it opens, the card its field draws and what it
costs; for an area, the best field in it; for a guide, the roll it replaces; for a banishment, how far
the island lies; for a card pick, how many of that direction the seat holds and whether its goal lies
that way. Distances are the AI's walking distances over land (``ai.dist``). It reads the view only
(never the state), so a hint never tells what the seat cannot see. ``context`` is the position line
for a move without an explanation.
"""

from __future__ import annotations

from typing import Any

from games.contract import seat_ref
from games.inka import board as B
from games.inka import components as C
from games.inka.ai import best_option, dist, needed_directions, score_option
from games.inka.moves import field_kind, move_action, pay_text
from games.inka.state import CAMP, ON_WINDROSE, InkaView, Option
from games.inka.texts import dir_letter, zone_label
from games.words import Text, cat, msg


def context(view: InkaView, seat: int, action: Any) -> Text | None:
    me = view.players[seat]
    others = [i for i in range(view.n_players) if i != seat]
    if not others:
        return None
    rival = max(others, key=lambda i: (sum(view.players[i].cards), -i))
    return msg(
        "inka-hint-context",
        a=view.dice[0],
        b=view.dice[1],
        cards=sum(me.cards),
        guides=me.guides,
        rival=seat_ref(rival),
        rival_cards=sum(view.players[rival].cards),
    )


# ---------------------------------------------------------------- the position, from the view


def closed_temples(view: InkaView) -> list[int]:
    return [c for c, t in zip(B.TEMPLES, view.temples, strict=True) if t is None]


def where(pos: int) -> Text:
    return msg("inka-windrose") if pos == ON_WINDROSE else B.coord(pos)


def nearest_temple(view: InkaView, pos: int) -> int | None:
    temples = closed_temples(view)
    return min(temples, key=lambda t: (dist(pos, t), t)) if temples else None


def nearest_other(view: InkaView, seat: int, cell: int, skip: int | None = None) -> int | None:
    """The other pawn (not ``skip``) with the shortest walk to ``cell``; the lower seat on a tie."""
    others = [i for i in range(view.n_players) if i not in (seat, skip)]
    return min(others, key=lambda i: (dist(view.players[i].pos, cell), i)) if others else None


def option_of(view: InkaView, action: Any) -> Option | None:
    for o in view.options:
        if move_action(o.to, o.pay, o.rescue) == action:
            return o
    return None


def walked(view: InkaView, o: Option) -> int:
    a, b = view.dice
    return a + b if o.die == 2 else view.dice[o.die]


# ---------------------------------------------------------------- a move


def goal_text(view: InkaView, seat: int, o: Option, hit: int | None) -> Text | None:
    """What the field does for the seat's goal: the arrow for the carrier, the carrier for a hunter,
    the nearest closed temple before the treasure is found."""
    me = view.players[seat]
    to = o.to
    if to == CAMP:
        return None
    cell = B.coord(to)
    carrier = view.carrier
    if carrier == seat:
        hunter = nearest_other(view, seat, to, skip=hit)
        reach = [dist(x.to, B.ARROW) for x in view.options if x.to != CAMP]
        return msg(
            "inka-why-carrier" if hunter is not None else "inka-why-carrier-alone",
            cell=cell,
            arrow=dist(to, B.ARROW),
            was=dist(me.pos, B.ARROW),
            closest="yes" if dist(to, B.ARROW) <= min(reach) and len(reach) > 1 else "no",
            hunter=seat_ref(hunter) if hunter is not None else "",
            away=dist(view.players[hunter].pos, to) if hunter is not None else 0,
        )
    if carrier is not None:
        at = view.players[carrier].pos
        return msg(
            "inka-why-hunt",
            cell=cell,
            d=dist(to, at),
            was=dist(me.pos, at),
            carrier=seat_ref(carrier),
            at=where(at),
        )
    temple = nearest_temple(view, to)
    if temple is None:
        return None
    return msg("inka-why-temple-near", cell=cell, d=dist(to, temple), was=dist(me.pos, temple), temple=B.coord(temple))


def cost_text(view: InkaView, seat: int, o: Option) -> Text:
    """What the seat keeps after paying (the button already says which directions it pays)."""
    paid = 0 if view.free else len(pay_text(o.pay))
    left = sum(view.players[seat].cards) - paid
    return msg("inka-why-keeps", all="yes" if not paid else "no", left=left, rescue="yes" if o.rescue else "no")


def field_text(view: InkaView, to: int) -> Text | None:
    kind = field_kind(view, to)
    if kind == "compass":
        return msg("inka-why-field-compass", left=view.event_left)
    if kind == "inca":
        return msg("inka-why-field-inca", left=view.risk_left)
    return None


def head_text(view: InkaView, seat: int, o: Option) -> Text | None:
    """The move's first sentence: the camp, the pawn it lands on, the temple it opens, or its goal."""
    to = o.to
    if to == CAMP:
        return msg("inka-why-camp", n=walked(view, o))
    cell = B.coord(to)
    hit = next((i for i, p in enumerate(view.players) if i != seat and p.pos == to), None)
    if hit is not None and view.carrier == hit:
        return msg("inka-why-take-treasure", other=seat_ref(hit), cell=cell, arrow=dist(to, B.ARROW))
    if hit is not None:
        return cat(msg("inka-why-banish-pawn", other=seat_ref(hit), cell=cell), goal_text(view, seat, o, hit), sep=" ")
    if view.carrier is None and B.KIND[to] == "temple" and to in closed_temples(view):
        return msg("inka-why-open-temple", cell=cell, closed=len(closed_temples(view)))
    return goal_text(view, seat, o, None)


def explain_option(view: InkaView, seat: int, o: Option) -> Text | None:
    first = head_text(view, seat, o)
    if first is None:
        return None
    if o.to == CAMP:
        return first
    takes = view.carrier is not None and view.carrier != seat and view.players[view.carrier].pos == o.to
    return cat(first, cost_text(view, seat, o), None if takes else field_text(view, o.to), sep=" ")


# ---------------------------------------------------------------- the other decisions


def goal_words(view: InkaView, seat: int) -> Text:
    """The seat's goal as ``ai.needed_directions`` sees it: the camp, the carrier or the nearest temple."""
    me = view.players[seat]
    if view.carrier == seat:
        return msg("inka-goal-camp")
    if view.carrier is not None:
        return msg("inka-goal-carrier", player=seat_ref(view.carrier), cell=where(view.players[view.carrier].pos))
    temple = nearest_temple(view, B.N_CELL if me.pos == ON_WINDROSE else me.pos)
    return msg("inka-goal-temple", cell=B.coord(temple)) if temple is not None else msg("inka-goal-camp")


def explain_card(view: InkaView, seat: int, action: Any, actions: list[Any]) -> Text:
    me = view.players[seat]
    d = C.DIRECTIONS.index(action.dir)
    held = [me.cards[C.DIRECTIONS.index(a.dir)] for a in actions]
    need = d in needed_directions(view, seat)
    args = {
        "dir": dir_letter(action.dir),
        "held": me.cards[d],
        "total": sum(me.cards),
        "goal": goal_words(view, seat),
        "need": "yes" if need else "no",
    }
    if view.phase == "take":
        fewest = "yes" if me.cards[d] == min(held) < max(held) else "no"
        n = view.take_scout or 1
        return msg("inka-why-take", n=n, fewest=fewest, **args)
    most = "yes" if me.cards[d] == max(held) > min(held) else "no"
    return msg("inka-why-give", most=most, left=view.give_left, **args)


def explain_banish(view: InkaView, seat: int, action: Any, actions: list[Any]) -> Text:
    island = B.cell_of(action.island)
    anchor = seat if view.carrier is None else view.carrier
    at = view.players[anchor].pos

    def far(a: Any) -> int:
        c = B.cell_of(a.island)
        return dist(c, at) + dist(c, B.ARROW)

    return msg(
        "inka-why-banish",
        other=seat_ref(view.banish_seat if view.banish_seat is not None else seat),
        arrow=dist(island, B.ARROW),
        d=dist(island, at),
        whom="you" if anchor == seat else "carrier",
        carrier=seat_ref(anchor),
        farthest="yes" if far(action) >= max(far(a) for a in actions) and len(actions) > 1 else "no",
        free=len(actions),
    )


def explain_bonus(view: InkaView, seat: int, action: Any) -> Text:
    pos = view.players[seat].pos
    hunter = nearest_other(view, seat, pos)
    return msg(
        "inka-why-bonus-roll" if action.roll else "inka-why-bonus-stay",
        cell=where(pos),
        arrow=dist(pos, B.ARROW),
        hunter=seat_ref(hunter) if hunter is not None else "",
        away=dist(view.players[hunter].pos, pos) if hunter is not None else 0,
        cards=sum(view.players[seat].cards),
    )


def explain(view: InkaView, seat: int, action: Any, actions: list[Any]) -> Text | None:
    """The plain why of ``action`` for ``seat``, from ``view`` alone (see the module's docstring)."""
    me = view.players[seat]
    kind = action.kind
    a, b = view.dice
    if kind == "move":
        o = option_of(view, action)
        return explain_option(view, seat, o) if o is not None else None
    if kind == "browse":
        opts = [o for o in view.options if o.area == action.zone]
        if not opts:
            return None
        best = max(opts, key=lambda o: (score_option(view, o), -o.to, -o.pay))
        reason = explain_option(view, seat, best)
        head = msg("inka-why-browse", n=len(opts), zone=zone_label(action.zone), cell=B.coord(best.to))
        return cat(head, reason, sep=" ") if reason is not None else head
    if kind == "back":
        best = best_option(view)
        if best is None or view.zone is None:
            return None
        here = sum(1 for o in view.options if o.area == view.zone)
        return msg(
            "inka-why-back", n=here, zone=zone_label(view.zone), cell=B.coord(best.to) if best.to != CAMP else "⛺"
        )
    if kind == "reroll":
        if view.phase == "stuck":
            return msg("inka-why-reroll-stuck", a=a, b=b, guides=me.guides)
        best = best_option(view)
        if best is None:
            return None
        head = msg("inka-why-reroll", a=a, b=b, n=len(view.options), guides=me.guides)
        return cat(head, head_text(view, seat, best), sep=" ")
    if kind == "skip":
        return msg("inka-why-skip", a=a, b=b, guides=me.guides, depot=sum(view.depot))
    if kind == "banish":
        return explain_banish(view, seat, action, actions)
    if kind == "bonus":
        return explain_bonus(view, seat, action)
    if kind in ("take", "give"):
        return explain_card(view, seat, action, actions)
    return None
