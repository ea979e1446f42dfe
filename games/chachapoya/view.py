"""What one seat (or a spectator) may know: the only input of presentation and AI."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel

from games.chachapoya import components as C
from games.chachapoya.rules import curse_candidates
from games.chachapoya.scoring import final_result, score_player
from games.chachapoya.state import State
from games.words import Text


class TypeView(BaseModel):
    key: str
    count: int
    points: int | None  # None: X
    near_x: bool  # one more card of this type would be an X
    token: bool = False  # at the end: the Hidden Treasure token counts here as one more card


class PlayerView(BaseModel):
    seat: int
    eliminated: bool
    hand_size: int
    token: bool
    token_on: str | None
    collection: list[TypeView]
    points: int  # by the scales now, before token and hand penalties
    bidding: bool  # asked to bid this round
    has_bid: bool
    bid_size: int  # public: how many cards lie face down (never which)
    last_bid: list[str] | None  # revealed at the last reveal
    eliminated_round: int = 0
    # at the end of the game
    out_by_token: str | None = None  # the type the token pushed to X (eliminated at scoring)
    penalties: list[tuple[Text, int]] = []  # cards left in hand and wasted Leaders, with their points


class OfferedCard(BaseModel):
    face_up: bool
    card: str | None  # None when face down (to this viewer)


class ChachapoyaView(BaseModel):
    seat: int | None
    n_players: int
    round_no: int
    starting: int
    phase: str
    awaiting: list[int]
    last_round: bool
    treasures_left: int
    boxed: list[str]  # treasures boxed face up (Curse, eliminations)
    adventurers_left: int
    discards: int
    shown: list[str]  # the three turned up this round
    offer: list[OfferedCard]
    offerer: int | None
    deciding: int | None  # the winner choosing a card or a Curse loss
    curse_options: list[str]  # the tied most valuable earlier treasures the Curse may take
    players: list[PlayerView]
    resolution: Text
    final: list[Text]
    winners: list[int]
    scores: list[float]  # final scores, once the game is over
    rounds_without_treasure: int = 0  # the game ends at C.STALL_ROUNDS
    # the seat's own secrets
    hand: list[str] | None = None
    my_bid: list[str] | None = None
    my_buried: str | None = None
    my_face_down: str | None = None


def collection_view(cards: list[str], token_on: str | None = None) -> list[TypeView]:
    """One entry per type held; ``token_on`` (at the end) adds the token as one more card."""
    counts = Counter(cards)
    if token_on:
        counts[token_on] += 1
    return [
        TypeView(
            key=k,
            count=counts[k],
            points=C.scale_points(k, counts[k]),
            near_x=C.scale_points(k, counts[k] + 1) is None,
            token=k == token_on,
        )
        for k in C.TREASURE_ORDER
        if counts[k]
    ]


def _player(s: State, p: int, over: bool, knocked_out: set[int]) -> PlayerView:
    collection = collection_view(s.collections[p], s.token_on[p] if over else None)
    if over:  # nothing more can come: no warnings
        collection = [t.model_copy(update={"near_x": False}) for t in collection]
    at_end = score_player(s, p) if over and not s.eliminated[p] else None
    return PlayerView(
        seat=p,
        eliminated=s.eliminated[p] or p in knocked_out,
        hand_size=len(s.hands[p]),
        token=s.tokens[p] and not over,  # at the end a token left over had no treasure to go on
        token_on=s.token_on[p],
        collection=collection,
        points=sum(t.points or 0 for t in collection),
        bidding=s.phase == "bid" and p in s.awaiting,
        has_bid=s.bids[p] is not None,
        bid_size=len(s.bids[p] or []),
        last_bid=None if over else s.last_bids[p],
        eliminated_round=s.eliminated_round[p],
        out_by_token=at_end.busted if at_end and p in knocked_out else None,
        penalties=at_end.penalties if at_end else [],
    )


def make_view(s: State, seat: int | None) -> ChachapoyaView:
    over = s.phase == "over"
    result = final_result(s) if over else None
    knocked_out = {p for p in result.eliminated if not s.eliminated[p]} if result else set()
    players = [_player(s, p, over, knocked_out) for p in range(s.n_players)]
    knows_offer = seat is not None and seat == s.offerer
    offer = [OfferedCard(face_up=o.up, card=o.card if o.up or knows_offer else None) for o in s.offer]
    view = ChachapoyaView(
        seat=seat,
        n_players=s.n_players,
        round_no=s.round_no,
        starting=s.starting,
        phase=s.phase,
        awaiting=list(s.awaiting),
        last_round=s.last_round,
        treasures_left=len(s.deck),
        boxed=list(s.box),
        adventurers_left=len(s.adv_deck),
        discards=len(s.adv_discard) + len(s.adv_unseen),
        shown=[] if over else list(s.shown),
        offer=offer,
        offerer=s.offerer,
        deciding=s.winner if s.phase in ("pick", "curse") else None,
        curse_options=curse_candidates(s, s.winner) if s.phase == "curse" and s.winner is not None else [],
        players=players,
        resolution=s.resolution,
        final=result.breakdown if result else [],
        winners=result.winners if result else [],
        scores=result.scores if result else [],
        rounds_without_treasure=s.rounds_without_treasure,
    )
    if seat is not None:
        view.hand = sorted(s.hands[seat], key=_hand_order)
        mine = s.bids[seat]
        view.my_bid = list(mine) if mine is not None else None
        if knows_offer:
            view.my_face_down = next((o.card for o in s.offer if not o.up), None)
            view.my_buried = next((d.card for d in s.deck if d.buried), None)
    return view


def _hand_order(card: str) -> tuple[int, int]:
    if card.isdigit():
        return (0, int(card))
    if card == C.TRACKER:
        return (1, 0)
    return (2, C.LEADERS.index(card))
