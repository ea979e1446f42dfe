"""Bids: which are legal, what they are worth, and how a reveal resolves (decisions 2 and 3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from games.chachapoya.components import LEADERS, LIMITS, MAX_BID_CARDS, TRACKER, VALUES
from games.chachapoya.text import leader as leader_name
from games.contract import seat_ref
from games.words import Text, and_list, cat, msg

_ORDER = {
    **{str(v): i for i, v in enumerate(VALUES)},
    TRACKER: 10,
    **{k: 20 + i for i, k in enumerate(LEADERS)},
}


def canonical(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in a fixed order (values up, then Trackers, then Leaders), so equal bids compare equal."""
    return tuple(sorted(cards, key=lambda c: _ORDER.get(c, 99)))


def legal_bids(cards: Sequence[str]) -> list[tuple[str, ...]]:
    """Every bid that can be made from ``cards`` (a hand plus any bid already laid down)."""
    have = Counter(cards)
    trackers = have[TRACKER]
    bids: list[tuple[str, ...]] = []
    for v in VALUES:
        key = str(v)
        most = min(have[key], LIMITS[v], MAX_BID_CARDS)
        bids += [(key,) * k for k in range(1, most + 1)]
    if trackers:
        for v in VALUES:
            key = str(v)
            # the Tracker is one more card of the value and counts toward the limit
            most = min(have[key], LIMITS[v] - 1, MAX_BID_CARDS - 1)
            bids += [(key,) * k + (TRACKER,) for k in range(1, most + 1)]
    if trackers >= 2:
        bids.append((TRACKER, TRACKER))
    bids += [(k,) for k in LEADERS if have[k]]
    return bids


def has_legal_bid(cards: Sequence[str]) -> bool:
    return any(c != TRACKER for c in cards) or Counter(cards)[TRACKER] >= 2


def is_pair(bid: Sequence[str]) -> bool:
    return len(bid) == 2 and all(c == TRACKER for c in bid)


def leader_of(bid: Sequence[str]) -> str | None:
    return bid[0] if len(bid) == 1 and bid[0] in LEADERS else None


def has_tracker(bid: Sequence[str]) -> bool:
    return TRACKER in bid


def total(bid: Sequence[str]) -> int | None:
    """The value of a numbered bid (a Tracker is one more card of the value); None otherwise."""
    values = [int(c) for c in bid if c.isdigit()]
    if not values:
        return None
    return values[0] * (len(values) + (1 if TRACKER in bid else 0))


def describe(bid: Sequence[str], *, article: bool = True) -> Text:
    """Plain words for a bid: "2× 9 (18)", "7 + Tracker (14)", "two Trackers", "the Russian Spy".

    ``article=False`` leaves the article out of a Leader, for a button: "Russian Spy".
    """
    leader = leader_of(bid)
    if leader:
        return msg("chachapoya-bid-leader", leader=leader_name(leader)) if article else leader_name(leader)
    if is_pair(bid):
        return msg("chachapoya-bid-pair")
    values = [c for c in bid if c.isdigit()]
    count = f"{len(values)}× {values[0]}" if len(values) > 1 else values[0]
    if TRACKER in bid:
        return msg("chachapoya-bid-tracked", cards=count, total=total(bid) or 0)
    return f"{count} ({total(bid)})"


def owner(seat: int) -> Text:
    """ "<seat:0>'s" (in languages that say "of <seat:0>", just the name)."""
    return msg("chachapoya-owner", player=seat_ref(seat))


def possessive_list(seats: Sequence[int]) -> Text:
    """ "<seat:0>'s and <seat:1>'s"."""
    return and_list([owner(s) for s in seats])


def owned_leader(seat: int, kind: str) -> Text:
    """ "<seat:0>'s Dictator"."""
    return msg("chachapoya-owned-leader", player=seat_ref(seat), leader=leader_name(kind))


@dataclass
class Resolution:
    """What a reveal decides. ``take`` says how many treasures the winner gets."""

    winner: int | None = None
    take: Literal["all", "one"] | None = None
    tracker_pair: int | None = None  # the single player who removed the treasures with two Trackers
    clash: bool = False  # 2 players, two Leaders: bid again for the same treasures
    unresolved: list[int] = field(default_factory=list)  # players whose Leader had no effect
    lines: list[Text] = field(default_factory=list)

    @property
    def text(self) -> Text:
        """The lines as one sentence: "A; b; c."."""
        return cat(cat(*self.lines, sep="; "), ".")


def _unique(bids: list[tuple[int, int]], lowest: bool, lines: list[Text]) -> tuple[int, int] | None:
    """The highest (or lowest) unique total; equal totals knock each other out on the way."""
    by_total: dict[int, list[int]] = {}
    for seat, value in bids:
        by_total.setdefault(value, []).append(seat)
    for value in sorted(by_total, reverse=not lowest):
        seats = by_total[value]
        if len(seats) == 1:
            return seats[0], value
        lines.append(msg("chachapoya-res-knock", owners=possessive_list(seats), value=value))
    return None


def resolve(
    order: Sequence[int], bids: dict[int, tuple[str, ...]], *, two_players: bool, offered: int = 2
) -> Resolution:
    """Resolve revealed ``bids`` made in bid ``order`` (decision 3)."""
    res = Resolution()
    lines = res.lines
    everything = msg("chachapoya-both-treasures") if offered == 2 else msg("chachapoya-all-treasures", n=offered)
    pairs = [s for s in order if is_pair(bids[s])]
    leaders = [s for s in order if leader_of(bids[s])]
    numbered = [(s, t) for s in order if (t := total(bids[s])) is not None]

    # 1. Tracker pairs
    if len(pairs) == 1:
        res.tracker_pair = pairs[0]
        if leaders:
            res.unresolved = list(leaders)
            lines.append(
                msg(
                    "chachapoya-res-pair-leaders",
                    player=seat_ref(pairs[0]),
                    leaders=_leader_list(bids, leaders),
                    count=len(leaders),
                )
            )
        else:
            lines.append(msg("chachapoya-res-pair", player=seat_ref(pairs[0])))
        return res
    if len(pairs) > 1:
        lines.append(msg("chachapoya-res-pairs-knock", owners=possessive_list(pairs)))

    # 2. Leaders
    if leaders:
        if two_players and len(leaders) == 2:
            res.clash = True
            res.unresolved = list(leaders)
            lines.append(msg("chachapoya-res-leaders-clash", owners=possessive_list(leaders)))
            return res
        last, earlier = leaders[-1], leaders[:-1]
        kind = leader_of(bids[last])
        assert kind is not None
        if earlier:
            res.unresolved = list(earlier)
            lines.append(
                msg(
                    "chachapoya-res-only-last",
                    first=0 if lines else 1,
                    leaders=_leader_list(bids, earlier),
                    count=len(earlier),
                )
            )
        name = owned_leader(last, kind)
        if kind == "mafia":
            res.winner, res.take = last, "all"
            lines.append(msg("chachapoya-res-mafia", leader=name, everything=everything))
        elif kind == "dictator":
            res.winner, res.take = last, "one"
            lines.append(msg("chachapoya-res-dictator", leader=name))
        else:
            lines.append(msg("chachapoya-res-spy", leader=name))
            found = _unique(numbered, lowest=True, lines=lines)
            _numbered_winner(res, found, bids, everything, bool(numbered))
        return res

    # 3. Highest unique total
    found = _unique(numbered, lowest=False, lines=lines)
    _numbered_winner(res, found, bids, everything, bool(numbered))
    return res


def _leader_list(bids: dict[int, tuple[str, ...]], seats: Sequence[int]) -> Text:
    """ "<seat:0>'s Dictator and <seat:2>'s Russian Spy" (the verb comes with the sentence)."""
    return and_list([owned_leader(s, leader_of(bids[s]) or "spy") for s in seats])


def _numbered_winner(
    res: Resolution,
    found: tuple[int, int] | None,
    bids: dict[int, tuple[str, ...]],
    everything: Text,
    any_numbered: bool,
) -> None:
    first = 0 if res.lines else 1
    if found is None:
        why = "chachapoya-res-none-unique" if any_numbered else "chachapoya-res-none-numbered"
        res.lines.append(msg(why, first=first))
        return
    seat, value = found
    res.winner = seat
    if has_tracker(bids[seat]):
        res.take = "one"
        res.lines.append(msg("chachapoya-res-wins-tracker", player=seat_ref(seat), value=value))
    else:
        res.take = "all"
        res.lines.append(msg("chachapoya-res-wins", player=seat_ref(seat), value=value, everything=everything))
