"""The transitions of Capybara Cookie Club: pure functions over a State copy the caller owns.

Every effect either leaves a decision pending (``phase`` and ``decider``) or ends the turn;
playing or passing away one's last card ends the round at once (RULINGS 5).
"""

from __future__ import annotations

from games.capybara import components as C
from games.capybara.cards import (
    CAPYBARA_CARD,
    TOKEN_IN_SENTENCE,
    animal_of,
    bill,
    billed_cards,
    card_name,
    value_of,
)
from games.capybara.state import (
    T_ANTEATER,
    T_ENDED,
    T_ENDED_GAIN,
    T_HAND_PAID,
    T_TOKEN_GAIN,
    Accept,
    Action,
    Discard,
    Draw,
    Pass,
    PassCard,
    Payment,
    Play,
    RefuseWithTeapot,
    RoundResult,
    State,
    Target,
    new_tallies,
)
from games.contract import Event, RngState, next_rng, seat_ref
from games.words import Text, and_list, cat, msg

ANTEATER, ARMADILLO, TOUCAN, TAPIR, SLOTH, CAPUCHIN, TURTLE = range(7)
COOKIE_TOKEN_WHY = "token"
ROUND_OVER_WHY = "round"
#: why a card is revealed -> (the message when it is, the message when none is left)
REVEAL = {
    COOKIE_TOKEN_WHY: ("capybara-reveal-token", "capybara-reveal-token-none"),
    ROUND_OVER_WHY: ("capybara-reveal-round", "capybara-reveal-round-none"),
}
#: what a decision waits for, as the refusal of anything else says it
EXPECTED = {
    "turn": "capybara-illegal-now-turn",
    "play_or_pass": "capybara-illegal-now-play-or-pass",
    "extra_play": "capybara-illegal-now-extra-play",
    "pass_card": "capybara-illegal-now-pass-card",
    "discard": "capybara-illegal-now-discard",
    "target": "capybara-illegal-now-target",
    "teapot_tapir": "capybara-illegal-now-teapot-tapir",
    "teapot_anteater": "capybara-illegal-now-teapot-anteater",
}


# ---------------------------------------------------------------- set-up and copies


def new_state(n_players: int, seed: int) -> State:
    rng = RngState(seed=seed)
    r = next_rng(rng)
    tokens = list(C.TOKENS)
    r.shuffle(tokens)
    deck = C.full_deck()
    r.shuffle(deck)
    hands = [[deck.pop() for _ in range(C.HAND_SIZE)] for _ in range(n_players)]
    piles: list[list[int]] = []
    for _ in range(2):
        top = deck.pop()
        # RULINGS 3 (P): a capybara cannot start a pile; shuffle it back and reveal another
        while top == CAPYBARA_CARD and C.RESHUFFLE_CAPYBARA_STARTING_TOP:
            deck.append(top)
            r.shuffle(deck)
            top = deck.pop()
        piles.append([top])
    first = r.randrange(n_players) if C.RANDOM_FIRST_PLAYER else 0
    return State(
        n_players=n_players,
        rng=rng,
        cookies=[C.STARTING_COOKIES] * n_players,
        tallies=new_tallies([C.STARTING_COOKIES] * n_players),
        hands=hands,
        draw_pile=deck,
        piles=piles,
        discard=[],
        tokens=tokens,
        figure=tokens.index(C.FIGURE_START),
        active=first,
        phase="turn",
        decider=first,
    )


def copy_state(s: State) -> State:
    """A fast deep copy (model_copy(deep=True) is the hot spot of playouts)."""
    return State.model_construct(
        n_players=s.n_players,
        rng=RngState.model_construct(seed=s.rng.seed, counter=s.rng.counter),
        round_no=s.round_no,
        cookies=list(s.cookies),
        hands=[list(h) for h in s.hands],
        draw_pile=list(s.draw_pile),
        piles=[list(p) for p in s.piles],
        discard=list(s.discard),
        tokens=list(s.tokens),
        figure=s.figure,
        teapot=s.teapot,
        active=s.active,
        phase=s.phase,
        decider=s.decider,
        transit=s.transit,
        transit_from=s.transit_from,
        known=list(s.known),
        last_round=s.last_round,  # replaced, never mutated
        tallies=[list(t) for t in s.tallies],
    )


# ---------------------------------------------------------------- what is legal


def plays_for(hand: list[int], piles: list[list[int]]) -> list[Play]:
    """One action per distinct card and pile it may go on (RULINGS 2)."""
    t0 = piles[0][-1] % 10
    t1 = piles[1][-1] % 10
    out: list[Play] = []
    for c in sorted(set(hand)):
        if c == CAPYBARA_CARD:
            continue
        v = c % 10
        if t0 == t1:
            out.append(Play(card=c, pile=0))
            out.append(Play(card=c, pile=1))
        else:
            if v == t0 % 5 + 1:
                out.append(Play(card=c, pile=0))
            if v == t1 % 5 + 1:
                out.append(Play(card=c, pile=1))
    return out


def rebuild_material(s: State) -> int:
    return len(s.discard) + len(s.piles[0]) - 1 + len(s.piles[1]) - 1


def can_draw(s: State) -> bool:
    return bool(s.draw_pile) or rebuild_material(s) > 0


def legal_actions(s: State, seat: int) -> list[Action]:
    if s.phase == "over" or seat != s.decider:
        return []
    hand = s.hands[seat]
    if s.phase == "turn":
        acts: list[Action] = list(plays_for(hand, s.piles))
        if can_draw(s):
            acts.append(Draw())
        return acts
    if s.phase == "play_or_pass":
        return [*plays_for(hand, s.piles), Pass()]
    if s.phase == "extra_play":
        return list(plays_for(hand, s.piles))
    if s.phase == "pass_card":
        return [PassCard(card=c) for c in sorted(set(hand))]
    if s.phase == "discard":
        return [Discard(card=c) for c in sorted(set(hand))]
    if s.phase == "target":
        return [Target(seat=p) for p in anteater_targets(s, seat)]
    return [RefuseWithTeapot(), Accept()]  # teapot_tapir / teapot_anteater


def anteater_targets(s: State, seat: int) -> list[int]:
    """Other players who may lose a cookie: never their last one (R)."""
    return [p for p in _others(s, seat) if s.cookies[p] >= 2]


def illegal_reason(s: State, seat: int, action: Action) -> Text:
    """A sentence for the player saying why ``action`` is refused."""
    if s.phase == "over":
        return msg("capybara-illegal-over")
    if seat != s.decider:
        return msg("capybara-illegal-not-yours", player=seat_ref(s.decider))
    if isinstance(action, Play) and s.phase in ("turn", "play_or_pass", "extra_play"):
        if action.card not in s.hands[seat]:
            return _not_held(action.card)
        if action.card == CAPYBARA_CARD:
            return msg("capybara-illegal-capybara")
        if action.pile not in (0, 1):
            return msg("capybara-illegal-two-piles")
        top = s.piles[action.pile][-1]
        return msg("capybara-illegal-wrong-pile", card=card_name(action.card), pile=action.pile, needed=top % 5 + 1)
    if isinstance(action, Draw) and s.phase == "turn":
        return msg("capybara-illegal-nothing-to-draw")
    if isinstance(action, (PassCard, Discard)) and s.phase in ("pass_card", "discard"):
        return _not_held(action.card)
    if isinstance(action, Target) and s.phase == "target":
        return msg("capybara-illegal-target")
    if isinstance(action, Pass) and s.phase == "turn":
        return msg("capybara-illegal-pass-first")
    return msg(EXPECTED[s.phase])


def _not_held(card: int) -> Text:
    """ "You hold no …", safe for codes that are no card at all."""
    if card in _CODES:
        return msg("capybara-illegal-not-held", card=card_name(card))
    return msg("capybara-illegal-no-such-card")


_CODES = frozenset(C.full_deck())


# ---------------------------------------------------------------- applying an action


def apply_action(s: State, seat: int, action: Action, events: list[Event]) -> None:
    """Apply a legal action to ``s`` (a copy the caller owns)."""
    if isinstance(action, Play):
        _play(s, seat, action.card, action.pile, events)
    elif isinstance(action, Draw):
        c = _draw(s, seat, events)
        assert c is not None
        # the drawer decides even when nothing fits: an automatic pass would tell everyone so
        _wait(s, "play_or_pass", seat)
    elif isinstance(action, Pass):
        events.append(Event.public(msg("capybara-passes", player=seat_ref(seat))))
        _end_turn(s, events)
    elif isinstance(action, PassCard):
        _pass_card(s, seat, action.card, events)
    elif isinstance(action, Discard):
        _discard(s, seat, action.card, events)
    elif isinstance(action, Target):
        _anteater_visits(s, seat, action.seat, events)
    elif s.phase == "teapot_tapir":
        _teapot_tapir(s, seat, isinstance(action, RefuseWithTeapot), events)
    else:
        assert isinstance(action, (RefuseWithTeapot, Accept))
        _teapot_anteater(s, seat, isinstance(action, RefuseWithTeapot), events)


def _count(s: State, seat: int, what: int, amount: int) -> None:
    """Note a change of ``seat``'s cookies (or rounds ended) in its tally, for the final breakdown."""
    if s.tallies:  # a state saved before tallies existed has none
        s.tallies[seat][what] += amount


def _wait(s: State, phase: str, decider: int) -> None:
    s.phase = phase  # type: ignore[assignment]
    s.decider = decider


def _others(s: State, seat: int) -> list[int]:
    """The other players clockwise from ``seat``'s left."""
    return [(seat + k) % s.n_players for k in range(1, s.n_players)]


def _forget(s: State, holder: int, card: int | None) -> None:
    """Drop tapir knowledge about ``holder`` (one card, or all when an unseen card leaves the hand)."""
    if s.known:
        s.known = [k for k in s.known if not (k[1] == holder and (card is None or k[2] == card))]


def _rebuild(s: State, events: list[Event]) -> None:
    """RULINGS 11: keep both pile tops, shuffle everything else not in a hand into a new draw pile."""
    material = s.discard + s.piles[0][:-1] + s.piles[1][:-1]
    if not material:
        return
    next_rng(s.rng).shuffle(material)
    s.draw_pile = material
    s.discard = []
    s.piles = [[s.piles[0][-1]], [s.piles[1][-1]]]
    events.append(Event.public(msg("capybara-rebuilt", count=len(material))))


def _top_card(s: State, events: list[Event]) -> int | None:
    if not s.draw_pile:
        _rebuild(s, events)
    return s.draw_pile.pop() if s.draw_pile else None


def _draw(s: State, seat: int, events: list[Event]) -> int | None:
    c = _top_card(s, events)
    if c is None:
        events.append(Event.public(msg("capybara-no-card-to-draw")))
        return None
    s.hands[seat].append(c)
    events.append(Event.public(msg("capybara-draws", player=seat_ref(seat))))
    events.append(Event.private(msg("capybara-you-drew", card=card_name(c)), seat))
    return c


def _reveal(s: State, seat: int, why: str, events: list[Event]) -> int | None:
    """The cookie token and the round's end: reveal the top card, gain its value, discard it."""
    c = _top_card(s, events)
    if c is None:
        events.append(Event.public(msg(REVEAL[why][1])))
        return None
    s.cookies[seat] += value_of(c)
    _count(s, seat, T_TOKEN_GAIN if why == COOKIE_TOKEN_WHY else T_ENDED_GAIN, value_of(c))
    s.discard.append(c)
    events.append(Event.public(msg(REVEAL[why][0], player=seat_ref(seat), card=card_name(c), cookies=value_of(c))))
    return c


def _play(s: State, seat: int, card: int, pile: int, events: list[Event]) -> None:
    s.hands[seat].remove(card)
    s.piles[pile].append(card)
    _forget(s, seat, card)
    events.append(Event.public(msg("capybara-played", player=seat_ref(seat), card=card_name(card), pile=pile)))
    if not s.hands[seat]:
        events.append(Event.public(msg("capybara-last-card-played", player=seat_ref(seat))))
        _end_round(s, seat, events)
        return
    _effect(s, seat, animal_of(card), False, events)


def _effect(s: State, seat: int, animal: int, token: bool, events: list[Event]) -> None:
    if animal == ANTEATER:
        if token:
            _anteater_token(s, seat, events)
        else:
            targets = anteater_targets(s, seat)
            if not targets:
                events.append(Event.public(msg("capybara-anteater-no-one")))
                _end_turn(s, events)
            elif len(targets) == 1:
                _anteater_visits(s, seat, targets[0], events)
            else:
                _wait(s, "target", seat)
    elif animal == ARMADILLO:
        _armadillo(s, seat, events)
    elif animal in (TOUCAN, CAPUCHIN):
        _move_figure(s, seat, 2 if animal == TOUCAN else 1, events)
    elif animal == TAPIR:
        # chosen for the player only when one card is left (hand sizes are public): skipping the
        # choice for a hand of identical cards would show that hand to everyone
        if len(s.hands[seat]) == 1:
            _pass_card(s, seat, s.hands[seat][0], events)
        else:
            _wait(s, "pass_card", seat)
    elif animal == SLOTH:
        s.teapot = seat
        events.append(Event.public(msg("capybara-takes-teapot", player=seat_ref(seat))))
        _end_turn(s, events)
    else:
        assert animal == TURTLE
        _draw(s, seat, events)
        _wait(s, "discard", seat)  # the draw always finds a card (see _discard): two or more to choose from


def _move_figure(s: State, seat: int, steps: int, events: list[Event]) -> None:
    s.figure = (s.figure + steps) % len(s.tokens)
    token = s.tokens[s.figure]
    name = msg(TOKEN_IN_SENTENCE[token])  # the rulebook's names
    events.append(Event.public(msg("capybara-figure-moves", steps=steps, token=name)))
    if token == C.COOKIE_TOKEN:
        _reveal(s, seat, COOKIE_TOKEN_WHY, events)
        _end_turn(s, events)
    else:
        _effect(s, seat, C.ANIMALS.index(token), True, events)


def _armadillo(s: State, seat: int, events: list[Event]) -> None:
    """RULINGS 4: a compulsory extra play if one is legal, else draw one and then play or not.

    The player always makes the extra play themselves, even when only one card fits, and always
    decides after the draw, even when nothing fits: the public sees a play or a draw and a pass,
    as at the table, never how many cards would have fitted.
    """
    if plays_for(s.hands[seat], s.piles):
        _wait(s, "extra_play", seat)
    elif _draw(s, seat, events) is not None:
        _wait(s, "play_or_pass", seat)
    else:  # cannot happen: the armadillo just played left a card to draw beneath it
        events.append(Event.public(msg("capybara-passes", player=seat_ref(seat))))
        _end_turn(s, events)


def _pass_card(s: State, seat: int, card: int, events: list[Event]) -> None:
    s.hands[seat].remove(card)
    _forget(s, seat, None)  # observers cannot tell which card left this hand
    left = (seat + 1) % s.n_players
    if not s.hands[seat]:
        # RULINGS 5: the last card passed away ends the round at once; no teapot refusal is pending
        _receive(s, seat, left, card, events)
        events.append(Event.public(msg("capybara-last-card-passed", player=seat_ref(seat))))
        _end_round(s, seat, events)
        return
    if s.teapot == left:
        s.transit, s.transit_from = card, seat
        events.append(Event.public(msg("capybara-tapir-to-teapot", player=seat_ref(seat), target=seat_ref(left))))
        events.append(Event.private(msg("capybara-you-pass", card=card_name(card), target=seat_ref(left)), seat))
        _wait(s, "teapot_tapir", left)
        return
    _receive(s, seat, left, card, events)
    _end_turn(s, events)


def _receive(s: State, passer: int, receiver: int, card: int, events: list[Event], *, told: bool = False) -> None:
    """``told``: the card waited for a teapot holder; the public heard where it goes, and the
    passer was already told which card they passed (so they hear only where it ended up)."""
    s.hands[receiver].append(card)
    if passer == receiver:
        if not told:
            events.append(Event.public(msg("capybara-tapir-comes-back", player=seat_ref(passer))))
        events.append(Event.private(msg("capybara-your-card-back", card=card_name(card)), passer))
        return
    s.known.append((passer, receiver, card))
    if not told:
        events.append(Event.public(msg("capybara-tapir-passes", player=seat_ref(passer), target=seat_ref(receiver))))
        events.append(Event.private(msg("capybara-you-pass", card=card_name(card), target=seat_ref(receiver)), passer))
    else:
        events.append(
            Event.private(msg("capybara-your-card-ends", card=card_name(card), target=seat_ref(receiver)), passer)
        )
    events.append(Event.private(msg("capybara-you-receive", card=card_name(card), player=seat_ref(passer)), receiver))


def _teapot_tapir(s: State, seat: int, refuse: bool, events: list[Event]) -> None:
    card, passer = s.transit, s.transit_from
    assert card is not None and passer is not None
    s.transit = s.transit_from = None
    if refuse:
        s.teapot = None
        onward = (seat + 1) % s.n_players
        events.append(Event.public(msg("capybara-teapot-refuses-card", player=seat_ref(seat), target=seat_ref(onward))))
        _receive(s, passer, onward, card, events, told=True)
    else:
        events.append(Event.public(msg("capybara-teapot-accepts-card", player=seat_ref(seat))))
        _receive(s, passer, seat, card, events, told=True)
    _end_turn(s, events)


def _discard(s: State, seat: int, card: int, events: list[Event]) -> None:
    s.hands[seat].remove(card)
    s.discard.append(card)
    _forget(s, seat, card)
    events.append(Event.public(msg("capybara-turtle-discards", player=seat_ref(seat), card=card_name(card))))
    # The hand is never empty here: the card that set off the turtle (the turtle card itself, or
    # the capuchin / toucan that moved the capybara to the turtle token) was just played onto a
    # pile, so at least the card beneath it can be reshuffled and the turtle's draw always finds a
    # card; with a card drawn, one is left after the discard.
    _end_turn(s, events)


def _anteater_visits(s: State, seat: int, victim: int, events: list[Event]) -> None:
    if s.teapot == victim:
        events.append(Event.public(msg("capybara-anteater-sent", player=seat_ref(seat), target=seat_ref(victim))))
        _wait(s, "teapot_anteater", victim)
        return
    s.cookies[victim] -= 1
    _count(s, victim, T_ANTEATER, 1)
    events.append(Event.public(msg("capybara-anteater-takes", player=seat_ref(victim))))
    _end_turn(s, events)


def _anteater_token(s: State, seat: int, events: list[Event]) -> None:
    """RULINGS 8: every other player with at least 2 cookies returns 1; the teapot holder may refuse."""
    holder: int | None = None
    for p in anteater_targets(s, seat):
        if s.teapot == p:
            holder = p
        else:
            s.cookies[p] -= 1
            _count(s, p, T_ANTEATER, 1)
            events.append(Event.public(msg("capybara-anteater-takes", player=seat_ref(p))))
    if holder is None:
        _end_turn(s, events)
    else:
        _wait(s, "teapot_anteater", holder)


def _teapot_anteater(s: State, seat: int, refuse: bool, events: list[Event]) -> None:
    if refuse:
        s.teapot = None
        events.append(Event.public(msg("capybara-teapot-refuses-anteater", player=seat_ref(seat))))
    else:
        s.cookies[seat] -= 1
        _count(s, seat, T_ANTEATER, 1)
        events.append(Event.public(msg("capybara-anteater-paid", player=seat_ref(seat))))
    _end_turn(s, events)


# ---------------------------------------------------------------- turns and rounds


def _end_turn(s: State, events: list[Event]) -> None:
    _start_turn(s, (s.active + 1) % s.n_players, events)


def _start_turn(s: State, seat: int, events: list[Event]) -> None:
    """Give the turn to ``seat``, skipping players who can neither play nor draw (RULINGS 11)."""
    drawable = can_draw(s)
    for k in range(s.n_players):
        p = (seat + k) % s.n_players
        if drawable or plays_for(s.hands[p], s.piles):
            s.active = p
            _wait(s, "turn", p)
            return
        events.append(Event.public(msg("capybara-stuck-passes", player=seat_ref(p))))
    events.append(Event.public(msg("capybara-round-stuck")))
    _end_round(s, None, events)


def _end_round(s: State, ender: int | None, events: list[Event]) -> None:
    """RULINGS 12–13: the ender reveals a card, the others pay, then the game ends or a new round starts."""
    if s.transit is not None:  # cannot happen (decisions resolve first), kept for conservation
        s.hands[s.decider].append(s.transit)
        s.transit = s.transit_from = None
    revealed = None
    if ender is not None:
        _count(s, ender, T_ENDED, 1)
        revealed = _reveal(s, ender, ROUND_OVER_WHY, events)
        if s.teapot == ender:
            s.teapot = None
            events.append(Event.public(msg("capybara-teapot-back-ender", player=seat_ref(ender))))
    payments: list[Payment] = []
    for p in range(s.n_players):
        if p == ender or (ender is None and not C.STUCK_ROUND_EVERYONE_PAYS):
            continue
        cards = billed_cards(s.hands[p])
        due = bill(s.hands[p])
        paid = min(due, s.cookies[p])
        s.cookies[p] -= paid
        _count(s, p, T_HAND_PAID, paid)
        payments.append(Payment(seat=p, cards=cards, bill=due, paid=paid))
        shown = cat(*(card_name(c) for c in cards), sep=", ") if cards else msg("capybara-nothing")
        if paid == due:
            events.append(Event.public(msg("capybara-shows-pays", player=seat_ref(p), cards=shown, paid=paid)))
        else:
            events.append(
                Event.public(msg("capybara-shows-pays-short", player=seat_ref(p), cards=shown, paid=paid, due=due))
            )
    s.last_round = RoundResult(round_no=s.round_no, ender=ender, revealed=revealed, payments=payments)
    s.known = []
    if min(s.cookies) == 0:
        s.phase = "over"
        best = max(s.cookies)
        tied = [p for p in range(s.n_players) if s.cookies[p] == best]
        winners = and_list([seat_ref(p) for p in tied])
        events.append(Event.public(msg("capybara-game-ends", winners=winners, count=len(tied), cookies=best)))
        return
    _new_round(s, events)


def _new_round(s: State, events: list[Event]) -> None:
    r = next_rng(s.rng)
    tops = [s.piles[0][-1], s.piles[1][-1]]
    rest = s.draw_pile + s.discard + s.piles[0][:-1] + s.piles[1][:-1]
    for h in s.hands:
        rest += h
    r.shuffle(rest)
    s.hands = [[rest.pop() for _ in range(C.HAND_SIZE)] for _ in range(s.n_players)]
    s.draw_pile = rest
    s.discard = []
    s.piles = [[tops[0]], [tops[1]]]
    s.round_no += 1
    fewest = min(s.cookies)
    tied = [p for p in range(s.n_players) if s.cookies[p] == fewest]
    start = tied[0] if len(tied) == 1 else r.choice(tied)
    begins = "capybara-round-begins" if len(tied) == 1 else "capybara-round-begins-drawn"
    events.append(Event.public(msg(begins, round=s.round_no, player=seat_ref(start))))
    _start_turn(s, start, events)
