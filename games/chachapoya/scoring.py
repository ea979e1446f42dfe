"""Final scoring (decision 9): scales, the Hidden Treasure token, hand penalties."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from games.chachapoya import components as C
from games.chachapoya.state import State
from games.chachapoya.text import count
from games.contract import Outcome, seat_ref


@dataclass
class PlayerScore:
    points: int = 0
    busted: str | None = None  # the type the token pushed to X
    parts: list[str] = field(default_factory=list)
    penalties: list[tuple[str, int]] = field(
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
        with_token = " (token)" if key == token else ""
        pts = C.scale_points(key, n)
        if pts is None:
            result.busted = key
            result.parts.append(f"{t.emoji}×{n}{with_token}: X")
            continue
        result.points += pts
        result.parts.append(f"{t.emoji}×{n}{with_token}: {pts}")
    hand = s.hands[p]
    trackers = hand.count(C.TRACKER)
    leaders = sum(1 for c in hand if C.is_leader(c))
    wasted = s.unresolved_leaders[p]
    for n, what, each in (
        (trackers, count(trackers, "Tracker") + " in hand", C.PENALTY_TRACKER),
        (leaders, count(leaders, "Leader") + " in hand", C.PENALTY_LEADER),
        (wasted, count(wasted, "wasted last-round Leader"), C.PENALTY_UNRESOLVED_LEADER),
    ):
        if n:
            result.points += each * n
            result.penalties.append((what, each * n))
            result.parts.append(f"{what}: {each * n}")
    return result


def final_result(s: State) -> Outcome:
    n = s.n_players
    scores = [0] * n
    lines: list[str] = []
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
            lines.append(f"{seat_ref(p)}: eliminated in round {s.eliminated_round[p]}.")
            continue
        sc = per[p]
        scores[p] = sc.points
        body = ", ".join(sc.parts) if sc.parts else "nothing collected"
        if sc.busted and not all_busted:
            lines.append(f"{seat_ref(p)}: {body}: the token makes an X, eliminated.")
        elif sc.busted:
            lines.append(f"{seat_ref(p)}: {body} = {sc.points} (all left hit X, so X counts 0).")
        else:
            lines.append(f"{seat_ref(p)}: {body} = {sc.points}.")
    if len(still_in) == 1 and n > 1:
        lines.append(f"{seat_ref(still_in[0])} is the last adventurer standing.")
    elif s.rounds_without_treasure >= C.STALL_ROUNDS:
        lines.append(f"The game ended early: no treasure was taken for {C.STALL_ROUNDS} rounds in a row.")
    elif s.no_more_bids:
        lines.append("The game ended early: nobody could bid any more.")
    return Outcome.from_scores(scores, eliminated=sorted(eliminated), breakdown=lines)
