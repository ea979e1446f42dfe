"""Chachapoya transitions: rounds, the offer, the reveal, taking treasures, draws and scoring.

Every function here works on a state the caller owns (a clone) and appends
the events it causes. ``advance`` style helpers run automatic steps until the
next awaited decision.
"""

from __future__ import annotations

from collections import Counter

from games.chachapoya import components as C
from games.chachapoya.bidding import canonical, describe, has_legal_bid, resolve
from games.chachapoya.state import Slot, State
from games.chachapoya.text import tname
from games.contract import Event, RngState, next_rng, seat_ref
from games.words import Text, and_list, cat, msg

Events = list[Event]


def name(key: str) -> Text:
    """ "🟢 green idol"."""
    return tname(key)


def names(keys: list[str]) -> Text:
    return and_list([name(k) for k in keys])


def alive(s: State) -> list[int]:
    return [p for p in range(s.n_players) if not s.eliminated[p]]


def clockwise_from(s: State, start: int) -> list[int]:
    """Players still in the game, clockwise from ``start`` (included if alive)."""
    return [q for k in range(s.n_players) if not s.eliminated[q := (start + k) % s.n_players]]


def next_alive(s: State, after: int) -> int:
    for k in range(1, s.n_players + 1):
        q = (after + k) % s.n_players
        if not s.eliminated[q]:
            return q
    return after


# ---- setup -----------------------------------------------------------------


def new_game(n: int, seed: int) -> State:
    rng = RngState(seed=seed)
    r = next_rng(rng)
    treasures = C.treasure_deck()
    r.shuffle(treasures)
    discards = C.SETUP_DISCARDS[n]
    adventurers = C.adventurer_deck()
    r.shuffle(adventurers)
    hands = [adventurers[i * C.HAND_START : (i + 1) * C.HAND_START] for i in range(n)]
    s = State(
        n_players=n,
        rng=rng,
        starting=r.randrange(n),
        deck=[Slot(card=c, tags=(0,) * n) for c in treasures[discards:]],
        box_unseen=treasures[:discards],
        collections=[[] for _ in range(n)],
        adv_deck=adventurers[n * C.HAND_START :],
        hands=hands,
        bids=[None] * n,
        last_bids=[None] * n,
        tokens=[True] * n,
        token_on=[None] * n,
        eliminated=[False] * n,
        eliminated_round=[0] * n,
        unresolved_leaders=[0] * n,
    )
    begin_round(s, [])
    return s


# ---- the offer ---------------------------------------------------------------


def begin_round(s: State, ev: Events) -> None:
    s.shown, s.drawn, s.offer, s.offerer = [], [], [], None
    s.deck = [slot.model_copy(update={"buried": False}) if slot.buried else slot for slot in s.deck]
    if len(s.deck) > C.LAST_ROUND_MAX:
        s.drawn = [s.deck.pop(0).card for _ in range(3)]
        s.shown = list(s.drawn)
        s.phase, s.awaiting = "offer", [s.starting]
        ev.append(
            Event.public(
                msg(
                    "chachapoya-round-start",
                    round=s.round_no,
                    player=seat_ref(s.starting),
                    treasures=names(s.drawn),
                )
            )
        )
        offers = legal_offers(s.drawn)
        if len(offers) == 1:  # three alike: nothing to choose
            make_offer(s, ev, *offers[0])
    elif len(s.deck) >= 2:
        s.last_round = True
        s.offer, s.deck = s.deck, []
        ev.append(Event.public(msg("chachapoya-last-round-start", round=s.round_no, n=len(s.offer))))
        open_bidding(s, ev)
    else:
        final_scoring(s, ev)


def legal_offers(drawn: list[str]) -> list[tuple[str, str]]:
    """(buried, face up) pairs, without repeats when two drawn cards are alike."""
    offers: list[tuple[str, str]] = []
    for i, bury in enumerate(drawn):
        for j, up in enumerate(drawn):
            if i != j and (bury, up) not in offers:
                offers.append((bury, up))
    return offers


def make_offer(s: State, ev: Events, bury: str, face_up: str) -> None:
    rest = list(s.drawn)
    rest.remove(bury)
    rest.remove(face_up)
    face_down = rest[0]
    p = s.starting
    # Others saw all three: they know the buried and face-down cards as a pair, not which is which.
    k = s.next_class
    s.next_class += 1
    tags = tuple(-1 if q == p else k for q in range(s.n_players))
    s.deck.append(Slot(card=bury, tags=tags, buried=True))
    s.offer = [
        Slot(card=face_up, tags=(-1,) * s.n_players, up=True),
        Slot(card=face_down, tags=tags),
    ]
    s.drawn, s.offerer = [], p
    ev.append(Event.public(msg("chachapoya-offers", player=seat_ref(p), treasure=name(face_up))))
    ev.append(Event.private(msg("chachapoya-you-buried", buried=name(bury), face_down=name(face_down)), p))
    open_bidding(s, ev)


# ---- bidding -----------------------------------------------------------------


def open_bidding(s: State, ev: Events) -> None:
    s.bids = [None] * s.n_players
    order = clockwise_from(s, s.starting)
    bidders = [p for p in order if has_legal_bid(s.hands[p])]
    for p in order:
        if p not in bidders:
            ev.append(Event.public(msg("chachapoya-sits-out", player=seat_ref(p))))
    if not bidders:
        # Nobody can ever bid again (both adventurer piles are empty): end rather than loop.
        s.no_more_bids = True
        ev.append(Event.public(msg("chachapoya-nobody-can-bid")))
        offer_to_bottom(s)
        final_scoring(s, ev)
        return
    s.phase, s.awaiting = "bid", bidders


def place_bid(s: State, ev: Events, p: int, cards: tuple[str, ...]) -> None:
    """Lay ``cards`` face down (taking back any earlier bid); reveal once the last bid is in."""
    changed = s.bids[p] is not None
    hand = s.hands[p] + (s.bids[p] or [])
    for c in cards:
        hand.remove(c)
    s.hands[p], s.bids[p] = hand, list(cards)
    said = "chachapoya-changes-bid" if changed else "chachapoya-bids"
    ev.append(Event.public(msg(said, player=seat_ref(p), n=len(cards))))
    if all(s.bids[q] is not None for q in s.awaiting):
        reveal(s, ev)


def reveal(s: State, ev: Events) -> None:
    order = list(s.awaiting)
    bids = {q: canonical(s.bids[q] or []) for q in order}
    s.last_bids = [list(bids[q]) if q in bids else None for q in range(s.n_players)]
    shown = cat(*(msg("chachapoya-seat-bid", player=seat_ref(q), bid=describe(bids[q])) for q in order), sep=", ")
    ev.append(Event.public(msg("chachapoya-bids-revealed", bids=shown)))
    res = resolve(order, bids, two_players=s.n_players == 2, offered=len(s.offer))
    s.resolution = res.text  # its first line starts with a capital (the resolution's ``first`` argument)
    ev.append(Event.public(s.resolution))
    for q in order:
        s.adv_discard += bids[q]
    s.bids = [None] * s.n_players
    s.awaiting = []
    if s.last_round:
        for q in res.unresolved:
            s.unresolved_leaders[q] += 1
            ev.append(
                Event.public(msg("chachapoya-leader-wasted", player=seat_ref(q), points=C.PENALTY_UNRESOLVED_LEADER))
            )
    if res.clash:
        if s.last_round:
            s.starting = next_alive(s, s.starting)
            s.round_no += 1
            ev.append(Event.public(msg("chachapoya-rebid-last", player=seat_ref(s.starting))))
            open_bidding(s, ev)
        else:
            s.rebid = True
            end_of_round(s, ev)
    elif res.tracker_pair is not None:
        offer_to_bottom(s)
        s.phase, s.awaiting = "tracker_draw", [res.tracker_pair]
    elif res.winner is None:
        offer_to_bottom(s)
        end_of_round(s, ev)
    elif res.take == "one":
        s.phase, s.awaiting, s.winner = "pick", [res.winner], res.winner
    else:
        cards = [slot.card for slot in s.offer]
        s.offer = []
        take(s, ev, res.winner, cards)


def offer_to_bottom(s: State) -> None:
    """The offered treasures go under the deck, face-up card first; hidden cards stay hidden."""
    s.deck += [slot.model_copy(update={"up": False}) for slot in s.offer]
    s.offer = []


def tracker_draw(s: State, ev: Events, p: int, draw: bool) -> None:
    if draw:
        got = draw_cards(s, ev, p, C.TRACKER_PAIR_DRAW)
        ev.append(Event.public(msg("chachapoya-tracker-draws", player=seat_ref(p), n=got)))
    else:
        ev.append(Event.public(msg("chachapoya-tracker-no-draw", player=seat_ref(p))))
    s.awaiting = []
    end_of_round(s, ev)


def pick(s: State, ev: Events, p: int, index: int) -> None:
    chosen = s.offer[index]
    rest = [slot for i, slot in enumerate(s.offer) if i != index]
    s.offer = []
    s.deck += [slot.model_copy(update={"up": False}) for slot in rest]
    if chosen.up:
        took = msg("chachapoya-takes-up", player=seat_ref(p), treasure=name(chosen.card))
    elif s.last_round:
        took = msg("chachapoya-takes-down-n", player=seat_ref(p), index=index + 1, treasure=name(chosen.card))
    else:
        took = msg("chachapoya-takes-down", player=seat_ref(p), treasure=name(chosen.card))
    ups = [name(r.card) for r in rest if r.up]
    downs = sum(1 for r in rest if not r.up)
    back_up = msg("chachapoya-rest-up", treasure=ups[0]) if ups else None
    back_down = None
    if downs:
        back_down = msg("chachapoya-rest-down-one") if downs == 1 else msg("chachapoya-rest-down", n=downs)
    ev.append(Event.public(cat(took, back_up, back_down, sep=" ")))
    s.awaiting = []
    take(s, ev, p, [chosen.card])


# ---- taking treasures (decision 5) ----------------------------------------------


def take(s: State, ev: Events, p: int, cards: list[str]) -> None:
    s.winner = p
    s.collections[p] += cards
    s.taken_now = list(cards)
    s.curses_left = cards.count("curse")
    s.warriors_left = cards.count("warriors")
    ev.append(Event.public(msg("chachapoya-collects", player=seat_ref(p), treasures=names(cards))))
    continue_take(s, ev)


def curse_candidates(s: State, p: int) -> list[str]:
    """The tied most valuable types among the player's treasures from earlier rounds (never a Curse)."""
    earlier = Counter(s.collections[p]) - Counter(s.taken_now)
    keys = [k for k in earlier if k != "curse"]
    if not keys:
        return []
    top = max(C.BY_KEY[k].corner for k in keys)
    return [k for k in C.TREASURE_ORDER if k in keys and C.BY_KEY[k].corner == top]


def curse_discard(s: State, ev: Events, p: int, key: str) -> None:
    s.collections[p].remove(key)
    s.box.append(key)
    s.curses_left -= 1
    ev.append(Event.public(msg("chachapoya-curse-takes", player=seat_ref(p), treasure=name(key))))


def continue_take(s: State, ev: Events) -> None:
    p = s.winner
    assert p is not None
    while s.curses_left > 0:
        options = curse_candidates(s, p)
        if not options:
            s.curses_left -= 1
            ev.append(Event.public(msg("chachapoya-curse-nothing", player=seat_ref(p))))
        elif len(options) == 1:
            curse_discard(s, ev, p, options[0])
        else:
            s.phase, s.awaiting = "curse", [p]
            return
    if s.warriors_left:
        want = C.WARRIOR_DRAW * s.warriors_left
        s.warriors_left = 0
        got = draw_cards(s, ev, p, want)
        ev.append(Event.public(msg("chachapoya-warriors-draw", player=seat_ref(p), n=got)))
    check_elimination(s, ev, p)
    s.awaiting = []
    end_of_round(s, ev)


def busted_type(s: State, p: int, extra: str | None = None) -> str | None:
    """A type the player holds past the end of its scale (X), if any."""
    counts = Counter(s.collections[p])
    if extra:
        counts[extra] += 1
    for key, n in counts.items():
        if C.scale_points(key, n) is None:
            return key
    return None


def check_elimination(s: State, ev: Events, p: int) -> None:
    key = busted_type(s, p)
    if key is None:
        return
    n = s.collections[p].count(key)
    if key == "curse":
        said = msg("chachapoya-eliminated-curse", player=seat_ref(p))
    else:
        said = msg("chachapoya-eliminated-x", player=seat_ref(p), n=n, treasure=name(key))
    eliminate(s, p)
    ev.append(Event.public(said))


def eliminate(s: State, p: int) -> None:
    s.eliminated[p] = True
    s.eliminated_round[p] = s.round_no
    s.adv_unseen += s.hands[p]
    s.hands[p] = []
    s.box += s.collections[p]
    s.collections[p] = []
    if s.tokens[p]:
        s.tokens[p] = False
        s.tokens_boxed += 1


# ---- drawing and the end of a round ----------------------------------------------


def draw_cards(s: State, ev: Events, p: int, k: int) -> int:
    """Draw up to ``k`` cards, rebuilding the deck from the discards when it runs out."""
    got = 0
    for _ in range(k):
        if not s.adv_deck:
            pile = s.adv_discard + s.adv_unseen
            if not pile:
                ev.append(Event.public(msg("chachapoya-no-cards-left")))
                break
            next_rng(s.rng).shuffle(pile)
            s.adv_deck, s.adv_discard, s.adv_unseen = pile, [], []
            ev.append(Event.public(msg("chachapoya-reshuffle", n=len(pile))))
        s.hands[p].append(s.adv_deck.pop(0))
        got += 1
    return got


def end_of_round(s: State, ev: Events) -> None:
    took = s.winner is not None
    s.taken_now, s.winner = [], None
    s.rounds_without_treasure = 0 if took else s.rounds_without_treasure + 1
    if len(alive(s)) <= 1:
        # One player left: the game is scored at once, an unused token included.
        final_scoring(s, ev)
        return
    if s.last_round and not s.rebid:
        final_scoring(s, ev)
        return
    if s.rounds_without_treasure >= C.STALL_ROUNDS:
        # A lone bidder can play Tracker pairs for ever (they draw their own pair back): end it.
        ev.append(Event.public(msg("chachapoya-stall-end", n=C.STALL_ROUNDS)))
        s.rebid = False
        offer_to_bottom(s)
        final_scoring(s, ev)
        return
    order = clockwise_from(s, s.starting)
    for p in order:
        draw_cards(s, ev, p, 1)
    filled = []
    for p in order:
        short = C.HAND_MINIMUM - len(s.hands[p])
        if short > 0 and draw_cards(s, ev, p, short):
            filled.append(seat_ref(p))
    if filled:
        said = msg("chachapoya-everyone-draws-fill", players=and_list(filled), n=len(filled), fill=C.HAND_MINIMUM)
    else:
        said = msg("chachapoya-everyone-draws")
    ev.append(Event.public(said))
    askees = [p for p in order if s.tokens[p] and len(s.hands[p]) < C.TOKEN_FILL]
    if askees:
        s.phase, s.awaiting = "spend_token", askees
        return
    next_round(s, ev)


def spend_token(s: State, ev: Events, p: int, spend: bool) -> None:
    s.awaiting.remove(p)
    if spend:
        s.tokens[p] = False
        s.tokens_boxed += 1
        got = draw_cards(s, ev, p, C.TOKEN_FILL - len(s.hands[p]))
        ev.append(Event.public(msg("chachapoya-spends-token", player=seat_ref(p), n=got)))
    if not s.awaiting:
        next_round(s, ev)


def next_round(s: State, ev: Events) -> None:
    s.starting = next_alive(s, s.starting)
    s.round_no += 1
    if s.rebid:
        s.rebid = False
        ev.append(Event.public(msg("chachapoya-rebid", round=s.round_no, player=seat_ref(s.starting))))
        open_bidding(s, ev)
        return
    begin_round(s, ev)


# ---- the end (decision 9) ------------------------------------------------------


def token_types(s: State, p: int) -> list[str]:
    held = set(s.collections[p])
    return [k for k in C.TREASURE_ORDER if k in held and k != "curse"]


def final_scoring(s: State, ev: Events) -> None:
    s.phase, s.awaiting = "place_token", []
    for p in alive(s):
        if not s.tokens[p]:
            continue
        options = token_types(s, p)
        if len(options) == 1:
            place_token(s, ev, p, options[0])
        elif not options:
            ev.append(Event.public(msg("chachapoya-no-token-place", player=seat_ref(p))))
        else:
            s.awaiting.append(p)
    if not s.awaiting:
        finish(s, ev)


def place_token(s: State, ev: Events, p: int, key: str) -> None:
    s.tokens[p] = False
    s.token_on[p] = key
    if p in s.awaiting:
        s.awaiting.remove(p)
    ev.append(Event.public(msg("chachapoya-token-placed", player=seat_ref(p), treasure=name(key))))


def finish(s: State, ev: Events) -> None:
    from games.chachapoya.scoring import final_result

    s.phase, s.awaiting = "over", []
    result = final_result(s)
    winners = and_list([seat_ref(w) for w in result.winners])
    ev.append(Event.public(msg("chachapoya-game-over", winners=winners, n=len(result.winners))))
