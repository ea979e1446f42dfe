"""A roll's legal moves (RULINGS 4–11, 15, 19, 20) and how they are grouped into clicks."""

from __future__ import annotations

from functools import lru_cache

from games.inka import board as B
from games.inka.paths import WINDROSE, paths
from games.inka.state import CAMP, ON_WINDROSE, Browse, InkaState, InkaView, Move, Option, Player

DIR_LETTERS = "NESW"
MAX_SHOWN = 25  # a select menu's options
MAX_SPECIAL = 50  # two selects of specials at the first step


def pay_text(bits: int) -> str:
    return "".join(d for i, d in enumerate(DIR_LETTERS) if bits >> i & 1)


def pay_bits(text: str) -> int:
    return sum(1 << DIR_LETTERS.index(d) for d in text)


def held_bits(cards: list[int]) -> int:
    return sum(1 << i for i, n in enumerate(cards) if n > 0)


def lengths(dice: tuple[int, int], one_die: bool) -> list[tuple[int, int]]:
    """(length, die code) choices: each die, and their sum for a hunter without Fever (RULINGS 4)."""
    a, b = dice
    out = [(a, 0)] if a == b else [(a, 0), (b, 1)]
    if not one_die:
        out.append((a + b, 2))
    return out


def _dominated(pay: int, r: int, others: list[tuple[int, int]]) -> bool:
    return any((p2, r2) != (pay, r) and p2 & pay == p2 and r2 <= r for p2, r2 in others)


@lru_cache(maxsize=65536)
def _candidates(
    start: int, choices: tuple[tuple[int, int], ...], carrier: bool
) -> tuple[tuple[int, int, int, int], ...]:
    """(end, directions, rescue, die) over all die choices, Pareto-minimal per end, before cards and pawns.

    Filtering by the cards held and the rescue card afterwards keeps exactly the Pareto-minimal
    affordable options: whatever dominates an affordable option is affordable too.
    """
    found: dict[int, dict[tuple[int, int], int]] = {}
    for length, die in choices:
        for end, mask, r in paths(start, length):
            found.setdefault(end, {}).setdefault((mask, r), die)
        if carrier:
            for end, mask, r in paths(start, length - 1):
                if end == B.ARROW:
                    found.setdefault(CAMP, {}).setdefault((mask | B.EAST_BIT, r), die)
    out = []
    for to in sorted(found):
        keys = list(found[to])
        for mask, r in sorted(keys, key=lambda k: (bin(k[0]).count("1"), k[0], k[1])):
            if not _dominated(mask, r, keys):
                out.append((to, mask, r, found[to][(mask, r)]))
    return tuple(out)


@lru_cache(maxsize=65536)
def option(to: int, pay: int, rescue: bool, die: int, area: int = -1) -> Option:
    """Shared option instances (never edited once made)."""
    return Option(to=to, pay=pay, rescue=rescue, die=die, area=area)


def compute_options(
    players: list[Player], mover: int, carrier: int | None, dice: tuple[int, int], free: bool, one_die: bool
) -> list[Option]:
    """Every Pareto-minimal (destination, payment, rescue) the mover may choose (RULINGS 11)."""
    me = players[mover]
    start = WINDROSE if me.pos == ON_WINDROSE else me.pos
    held = 15 if free else held_bits(me.cards)
    rescue = me.rescue
    occupied = {p.pos: i for i, p in enumerate(players) if i != mover and p.pos >= 0}
    is_carrier = carrier == mover
    choices = tuple(lengths(dice, one_die))
    paths(start, max(n for n, _ in choices))  # one walk to the longest length serves the shorter ones too
    out: list[Option] = []
    last_to, best_r = None, 2
    camp = False
    for to, mask, r, die in _candidates(start, choices, is_carrier):
        if (r and not rescue) or mask & ~held:
            continue
        other = occupied.get(to)
        if other is not None and (carrier is None or not (is_carrier or other == carrier)):
            continue
        if to == CAMP and not camp:
            camp, out = True, []
        elif camp:
            continue
        if free:  # everything costs nothing: one option per field, without the rescue card if possible
            if to == last_to:
                if r < best_r:
                    out[-1] = option(to, 0, False, die)
                    best_r = r
                continue
            last_to, best_r = to, r
            out.append(option(to, 0, bool(r), die))
        else:
            out.append(option(to, mask, bool(r), die))
    return out


def one_die(s: InkaState) -> bool:
    me = s.players[s.current]
    return s.carrier == s.current or me.fever_now


# ---------------------------------------------------------------- grouping into clicks


def target_kind(s: InkaState | InkaView, to: int) -> str:
    """What a destination is: camp, hit, temple (closed), compass, inca or plain."""
    if to == CAMP:
        return "camp"
    if any(i != s.current and p.pos == to for i, p in enumerate(s.players)):
        return "hit"
    return field_kind(s, to)


def field_kind(s: InkaState | InkaView, cell: int) -> str:
    """compass / inca / temple (closed) / plain, an open temple counting as its sign."""
    kind = B.KIND[cell]
    if kind == "temple":
        k = B.TEMPLES.index(cell)
        closed = (not s.opened[k]) if isinstance(s, InkaState) else (s.temples[k] is None)
        if closed:
            return "temple"
        content = s.temples[k]
        return content if content in ("compass", "inca") else "plain"
    return kind if kind in ("compass", "inca") else "plain"


SPECIAL_ORDER = {"camp": 0, "hit": 1, "temple": 2, "compass": 3, "inca": 4}


@lru_cache(maxsize=4096)
def move_action(to: int, pay: int, rescue: bool) -> Move:
    """Shared action instances (never mutated): legal_actions runs on every step."""
    return Move(to="camp" if to == CAMP else B.coord(to), pay=pay_text(pay), rescue=rescue)


def move_of(o: Option) -> Move:
    return move_action(o.to, o.pay, o.rescue)


def option_zone(o: Option) -> int:
    return B.zone_of(B.CAMP[4] if o.to == CAMP else o.to)


def arrange(s: InkaState, opts: list[Option]) -> list[Option]:
    """Order the options for the clicks and mark where each is offered (RULINGS UI).

    Up to 25 options: all at the first step. Otherwise the first step offers the specials (camp,
    hit, closed temple, compass, Inca; at most 50) and every other option sits in its zone.
    """
    if len(opts) <= MAX_SHOWN:
        return opts
    occupied = {p.pos for i, p in enumerate(s.players) if i != s.current}
    kinds = {o.to: "hit" if o.to in occupied else target_kind(s, o.to) for o in opts}
    specials = sorted(
        (o for o in opts if kinds[o.to] in SPECIAL_ORDER),
        key=lambda o: (SPECIAL_ORDER[kinds[o.to]], o.to, o.pay, o.rescue),
    )[:MAX_SPECIAL]
    shown = {(o.to, o.pay, o.rescue) for o in specials}
    rest = [option(o.to, o.pay, o.rescue, o.die, option_zone(o)) for o in opts if (o.to, o.pay, o.rescue) not in shown]
    rest.sort(key=lambda o: (o.area, o.to // B.W, o.to % B.W, o.pay, o.rescue))
    return specials + rest


def split_options(s: InkaState | InkaView) -> tuple[list[Option], dict[int, list[Option]]]:
    """The first step's options and the rest by zone, as ``arrange`` marked them."""
    shown: list[Option] = []
    zones: dict[int, list[Option]] = {}
    for o in s.options:
        if o.area < 0:
            shown.append(o)
        else:
            zones.setdefault(o.area, []).append(o)
    return shown, zones


_BROWSE = [Browse(zone=z) for z in range(9)]


def move_phase_actions(s: InkaState | InkaView) -> list[Move | Browse]:
    out: list[Move | Browse] = []
    seen = -1
    for o in s.options:
        if o.area < 0:
            out.append(move_action(o.to, o.pay, o.rescue))
        elif o.area != seen:  # options are ordered by zone
            out.append(_BROWSE[o.area])
            seen = o.area
    return out


def browse_actions(s: InkaState | InkaView) -> list[Move]:
    return [move_action(o.to, o.pay, o.rescue) for o in s.options if o.area == s.zone]
