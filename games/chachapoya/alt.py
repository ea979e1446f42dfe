"""Alt text for Chachapoya's table picture, read from the same view it is drawn from.

The round and what is on offer first, then each player (points, cards in hand, collection, token,
bid), then the last reveal. A hand adds only that seat's own secrets (its cards, its bid, the buried
and face-down treasures it saw). Within Discord's 1,024 characters (issue 40's note): should the text
not fit (long names, a wordy language), the last reveal gives way first (the table's last moves tell
it), then every collection is named up to as many treasure types as fit, each saying how many it left
out (``games.alt_fit``), never a silent cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.alt_fit import fit, shortened
from games.chachapoya import components as C
from games.chachapoya.bidding import describe
from games.chachapoya.render import _status
from games.chachapoya.text import leader, minus, treasure
from games.chachapoya.view import ChachapoyaView, PlayerView
from games.contract import seat_ref, spoken
from games.words import Text, Words, and_list, cat, is_empty, msg


def _card(key: str) -> Text:
    if key.isdigit():
        return key
    return msg("chachapoya-alt-tracker") if key == C.TRACKER else leader(key)


def _player(v: ChachapoyaView, p: PlayerView, types: int) -> Text:
    """A player's line, naming at most ``types`` of their collection's treasure types (and counting the rest)."""
    if p.eliminated:
        score: Text = msg("chachapoya-alt-out")
    elif v.phase == "over":
        score = msg("chachapoya-pic-final", n=minus(int(v.scores[p.seat])))
    else:
        score = msg("chachapoya-n-points", n=p.points)
    held = [
        msg(
            "chachapoya-alt-type", treasure=treasure(t.key), count=t.count, points="X" if t.points is None else t.points
        )
        for t in p.collection
    ]
    token: Text | None = None
    if p.token_on:
        token = msg("chachapoya-pic-token-on", treasure=treasure(p.token_on))
    elif p.token:
        token = msg("chachapoya-pic-token")
    if v.phase == "over" and p.penalties:  # listed in words: the picture's " · " would be read as "middle dot"
        listed = and_list(cat(what, minus(pts), sep=" ") for what, pts in p.penalties)
        status: Text = msg("chachapoya-pic-penalties", penalties=listed)
    else:
        status, _ = _status(v, p)
    if not held:
        collection: Text = msg("chachapoya-no-treasures")
    elif types == 0:
        collection = msg("chachapoya-alt-n-types", n=len(held))
    else:
        collection = and_list(shortened(held, types, lambda n: msg("chachapoya-alt-more-types", n=n)))
    parts = [
        score,
        msg("chachapoya-pic-in-hand", n=p.hand_size),
        collection,
        token,
        None if is_empty(status) else status,
    ]
    return msg("chachapoya-alt-player", player=seat_ref(p.seat), about=cat(*parts, sep=", "))


def _public(v: ChachapoyaView, types: int, reveal: int) -> list[Text]:
    """The public table; ``types``: how many treasure types of each collection to name; ``reveal``: 0 to say
    only that the last reveal is in the table's last moves."""
    out: list[Text] = []
    if v.phase == "over":
        out.append(msg("chachapoya-alt-over", n=v.round_no))
    else:
        out.append(msg("chachapoya-alt-round", n=v.round_no, last=1 if v.last_round else 0))
        out.append(msg("chachapoya-alt-info", treasures=v.treasures_left, adventurers=v.adventurers_left))
        if v.phase == "offer" or not v.offer:
            shown = [treasure(k) for k in v.shown]
        else:
            shown = [treasure(o.card) if o.face_up and o.card else msg("chachapoya-pic-face-down") for o in v.offer]
        if shown:
            out.append(msg("chachapoya-alt-offer", cards=and_list(shown)))
    out += [_player(v, p, types) for p in v.players]
    if v.resolution:
        told = cat(msg("chachapoya-pic-last-reveal", text=v.resolution), ".")
        out.append(told if reveal else msg("chachapoya-alt-reveal-elsewhere"))
    return out


def _fitted(view: ChachapoyaView, mine: list[Text], names: Sequence[str], words: Words) -> str:
    def text(keep: Sequence[int]) -> str:
        return spoken(cat(*mine, *_public(view, keep[0], keep[1]), sep=" "), names, words)

    most_types = max((len(p.collection) for p in view.players), default=0)
    return fit(text, [most_types, 1 if view.resolution else 0])


def describe_table(view: ChachapoyaView, names: Sequence[str], words: Words) -> str:
    return _fitted(view, [msg("chachapoya-alt-table")], names, words)


def describe_hand(view: ChachapoyaView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None or view.hand is None:
        return describe_table(view, names, words)
    cards = (
        and_list(_card(k) for k in sorted(view.hand, key=lambda k: (not k.isdigit(), int(k) if k.isdigit() else 0, k)))
        if view.hand
        else msg("chachapoya-alt-no-cards")
    )
    mine: list[Text] = [msg("chachapoya-alt-hand", player=seat_ref(view.seat), cards=cards)]
    if view.my_bid:
        mine.append(msg("chachapoya-alt-my-bid", bid=describe(view.my_bid)))
    if view.my_buried:
        mine.append(msg("chachapoya-alt-buried", treasure=treasure(view.my_buried)))
    if view.my_face_down:
        mine.append(msg("chachapoya-alt-face-down", treasure=treasure(view.my_face_down)))
    return _fitted(view, mine, names, words)
