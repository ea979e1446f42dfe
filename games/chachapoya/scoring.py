"""Final scoring (decision 9): scales, the Hidden Treasure token, hand penalties."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from games.chachapoya import components as C
from games.chachapoya.state import State
from games.contract import Outcome, seat_ref
from games.words import Text, cat, msg


@dataclass
class PlayerScore:
    points: int = 0
    busted: str | None = None  # the type the token pushed to X
    parts: list[Text] = field(default_factory=list)
    penalties: list[tuple[Text, int]] = field(
        default_factory=list
    )  # (what, points) for cards in hand and wasted Leaders


def collection_points(cards: list[str]) -> int:
    """Points of a collection by the scales (an X type counts 0 here)."""
    return sum(C.scale_points(k, n) or 0 for k, n in Counter(cards).items())


def score_player(s: State, p: int) -> PlayerScore:
    result = PlayerScore()
    counts = Counter(s.collections[p])
    token = s.token_on[p]
    if token:
        counts[token] += 1
    for key in C.TREASURE_ORDER:
        n = counts[key]
        if not n:
            continue
        t = C.BY_KEY[key]
        pts = C.scale_points(key, n)
        shown: int | str = "X" if pts is None else pts
        if key == token:
            result.parts.append(msg("chachapoya-part-token", cards=f"{t.emoji}×{n}", points=shown))
        else:
            result.parts.append(f"{t.emoji}×{n}: {shown}")
        if pts is None:
            result.busted = key
            continue
        result.points += pts
    hand = s.hands[p]
    trackers = hand.count(C.TRACKER)
    leaders = sum(1 for c in hand if C.is_leader(c))
    wasted = s.unresolved_leaders[p]
    for n, what, each in (
        (trackers, msg("chachapoya-pen-trackers", n=trackers), C.PENALTY_TRACKER),
        (leaders, msg("chachapoya-pen-leaders", n=leaders), C.PENALTY_LEADER),
        (wasted, msg("chachapoya-pen-wasted", n=wasted), C.PENALTY_UNRESOLVED_LEADER),
    ):
        if n:
            result.points += each * n
            result.penalties.append((what, each * n))
            result.parts.append(cat(what, f": {each * n}"))
    return result


def final_result(s: State) -> Outcome:
    n = s.n_players
    scores = [0] * n
    lines: list[Text] = []
    still_in = [p for p in range(n) if not s.eliminated[p]]
    per = {p: score_player(s, p) for p in still_in}
    busted = [p for p in still_in if per[p].busted]
    # If the tokens would knock out everyone left, nobody would win: then X types just score 0 (our ruling).
    all_busted = len(busted) == len(still_in)
    eliminated = [p for p in range(n) if s.eliminated[p]]
    if not all_busted:
        eliminated += busted
    for p in range(n):
        if s.eliminated[p]:
            lines.append(msg("chachapoya-final-eliminated", player=seat_ref(p), round=s.eliminated_round[p]))
            continue
        sc = per[p]
        scores[p] = sc.points
        body = cat(*sc.parts, sep=", ") if sc.parts else msg("chachapoya-nothing-collected")
        if sc.busted and not all_busted:
            lines.append(msg("chachapoya-final-busted", player=seat_ref(p), body=body))
        elif sc.busted:
            lines.append(msg("chachapoya-final-all-busted", player=seat_ref(p), body=body, points=sc.points))
        else:
            lines.append(msg("chachapoya-final-line", player=seat_ref(p), body=body, points=sc.points))
    if len(still_in) == 1 and n > 1:
        lines.append(msg("chachapoya-last-standing", player=seat_ref(still_in[0])))
    elif s.rounds_without_treasure >= C.STALL_ROUNDS:
        lines.append(msg("chachapoya-ended-stall", n=C.STALL_ROUNDS))
    elif s.no_more_bids:
        lines.append(msg("chachapoya-ended-no-bids"))
    return Outcome.from_scores(scores, eliminated=sorted(eliminated), breakdown=lines)
