"""Der Schatz der Inka's rules engine: setup, legal actions, apply, views, determinize, outcome."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pydantic import TypeAdapter

from games.contract import (
    ControlGroup,
    Event,
    Game,
    HandFace,
    IllegalAction,
    Outcome,
    RngState,
    TableFace,
    next_rng,
    quiet,
    seat_ref,
)
from games.inka import ai, alt, hand_picture, present, render
from games.inka import board as B
from games.inka import components as C
from games.inka import transitions as T
from games.inka.moves import browse_actions, move_action, move_phase_actions, pay_bits
from games.inka.state import (
    CAMP,
    Action,
    Back,
    Banish,
    Bonus,
    Give,
    InkaOptions,
    InkaState,
    InkaView,
    Player,
    Reroll,
    Skip,
    Take,
    clone,
)
from games.inka.texts import PROPOSALS, RULES_SUMMARY, zone_label
from games.words import Text, Words, msg

_REROLL, _SKIP, _BACK = Reroll(), Skip(), Back()
_BONUS = [Bonus(roll=True), Bonus(roll=False)]
_TAKE = [Take(dir=d) for d in C.DIRECTIONS]
_GIVE = [Give(dir=d) for d in C.DIRECTIONS]
_BANISH = {i: Banish(island=B.coord(i)) for i in B.ISLANDS}


def legal_in(s: InkaState | InkaView, seat: int) -> list[Action]:
    """The legal actions, from public facts only (so a view gives the same list as the state)."""
    if s.phase == "over" or seat != s.current:
        return []
    me = s.players[seat]
    phase = s.phase
    if phase == "move":
        acts: list[Action] = list(move_phase_actions(s))
        return [*acts, _REROLL] if me.guides else acts
    if phase == "browse":
        return [*browse_actions(s), _BACK]
    if phase == "banish":
        taken = {p.pos for p in s.players}
        return [_BANISH[i] for i in B.ISLANDS if i not in taken]
    if phase == "bonus":
        return list(_BONUS)
    if phase == "take":
        return [_TAKE[i] for i in range(4) if s.depot[i] > 0]
    if phase == "give":
        return [_GIVE[i] for i in range(4) if me.cards[i] > 0]
    if phase == "stuck":
        return [_REROLL, _SKIP]
    raise AssertionError(f"unknown phase {phase}")


def why_illegal(s: InkaState, action: Action) -> Text:
    kind = action.kind
    if kind == "move":
        if s.phase not in ("move", "browse"):
            return msg("inka-illegal-no-move-now")
        # A possible move that is listed one step away (under an area, or outside the area being browsed):
        # say where it is, not that it is impossible.
        for o in s.options:
            if move_action(o.to, o.pay, o.rescue) == action:
                if s.phase == "move" and o.area >= 0:
                    return msg("inka-illegal-move-open-area", zone=zone_label(o.area))
                return msg("inka-illegal-move-other-area")
        return msg("inka-illegal-move")
    if kind in ("browse", "back"):
        return msg("inka-illegal-browse")
    if kind == "reroll":
        return msg("inka-illegal-reroll")
    if kind == "banish":
        return msg("inka-illegal-banish")
    if kind == "take":
        return msg("inka-illegal-take")
    if kind == "give":
        return msg("inka-illegal-give")
    return msg("inka-illegal-other")


class InkaGame(Game[InkaState, Action, InkaOptions]):
    id = "inka"
    title = "Der Schatz der Inka"
    title_text = msg("inka-title")
    min_players = C.MIN_PLAYERS
    max_players = C.MAX_PLAYERS
    Options = InkaOptions
    State = InkaState
    action_adapter: TypeAdapter[Action] = TypeAdapter(Action)
    rules_summary = RULES_SUMMARY
    proposals = PROPOSALS  # type: ignore[assignment]  # shown by /game rules, rendered like every Text

    def setup(self, n_players: int, seed: int, options: InkaOptions | None = None) -> InkaState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(
                f"Der Schatz der Inka takes {self.min_players}–{self.max_players} players, not {n_players}"
            )
        rng_state = RngState(seed=seed)
        rng = next_rng(rng_state)
        events_deck = C.deck(C.EVENT_CARDS)
        risk_deck = C.deck(C.RISK_CARDS)
        temples = list(C.TEMPLE_CONTENTS)
        rng.shuffle(events_deck)
        rng.shuffle(risk_deck)
        rng.shuffle(temples)
        first = rng.randrange(n_players)
        s = InkaState(
            n_players=n_players,
            players=[Player(cards=[C.START_CARDS] * 4) for _ in range(n_players)],
            depot=[C.CARDS_PER_DIRECTION - C.START_CARDS * n_players] * 4,
            event_stack=events_deck,
            risk_stack=risk_deck,
            temples=temples,
            opened=[False] * len(temples),
            first=first,
            current=first,
            rng=rng_state,
        )
        T.begin_turn(s, [])
        return s

    def to_act(self, state: InkaState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset({state.current})

    def legal_actions(self, state: InkaState, seat: int) -> list[Action]:
        return legal_in(state, seat)

    def apply(self, state: InkaState, seat: int, action: Action) -> tuple[InkaState, list[Event]]:
        if state.phase == "over":
            raise IllegalAction(msg("inka-illegal-over"))
        if seat != state.current:
            raise IllegalAction(msg("inka-illegal-not-your-turn", player=seat_ref(state.current)))
        if action not in legal_in(state, seat):
            raise IllegalAction(why_illegal(state, action))
        s = clone(state)
        events: list[Event] = []
        kind = action.kind
        if kind == "move":
            to = CAMP if action.to == "camp" else B.cell_of(action.to)
            T.apply_move(s, to, pay_bits(action.pay), action.rescue, events)
        elif kind == "browse":
            s.phase, s.zone = "browse", action.zone
        elif kind == "back":
            s.phase, s.zone = "move", None
        elif kind == "reroll":
            s.players[seat].guides -= 1
            s.risk_discard.append("Native guide")
            events.append(Event.public(msg("inka-guide-reroll", player=seat_ref(seat))))
            T.roll_and_offer(s, events)
        elif kind == "skip":
            T.stuck(s, events)
        elif kind == "banish":
            T.do_banish(s, B.cell_of(action.island), events)
        elif kind == "bonus":
            if action.roll:
                s.bonus_move = True
                T.roll_and_offer(s, events)
            else:
                events.append(Event.public(msg("inka-no-bonus", player=seat_ref(seat))))
                T.end_turn(s, events)
        elif kind == "take":
            T.do_take(s, C.DIRECTIONS.index(action.dir), events)
        elif kind == "give":
            T.do_give(s, C.DIRECTIONS.index(action.dir), events)
        return s, events

    def undoable(self, before: InkaState, seat: int, action: Action, after: InkaState) -> bool:
        """Undoable: browsing an area and Back, taking and giving compass cards, banishing a pawn,
        skipping, unless dice were rolled, an event or risk card was turned, a temple opened, or the
        round or the game ended. Not: a move (it rolls the dice for the next step or opens a temple),
        a reroll, a bonus move."""
        return after.phase != "over" and quiet(
            before, after, "dice", "event_stack", "risk_stack", "temples", "opened", "round"
        )

    def view(self, state: InkaState, seat: int | None) -> InkaView:
        s = state
        # players and options are shared, not copied: a state is never edited once made, nor is a view
        return InkaView(
            seat=seat,
            n_players=s.n_players,
            players=list(s.players),
            depot=list(s.depot),
            event_left=len(s.event_stack),
            event_discard=list(s.event_discard),
            risk_left=len(s.risk_stack),
            risk_discard=list(s.risk_discard),
            temples=[t if o else None for t, o in zip(s.temples, s.opened, strict=True)],
            carrier=s.carrier,
            first=s.first,
            current=s.current,
            round=s.round,
            phase=s.phase,
            dice=s.dice,
            bonus_move=s.bonus_move,
            free=s.free,
            options=s.options,
            zone=s.zone,
            move_start=s.move_start,
            last_move=s.last_move,
            pending=list(s.pending),
            banish_seat=s.banish_seat,
            take_left=s.take_left,
            take_scout=s.take_scout,
            give_left=s.give_left,
            winner=s.winner,
            undecided=s.undecided,
            last_card=s.last_card,
        )

    def determinize(self, state: InkaState, seat: int, rng: random.Random) -> InkaState:
        """Reshuffle both stacks and the closed temples' contents; a fresh seed (RULINGS 25)."""
        out = clone(state)
        events_pool = sorted(state.event_stack)
        risk_pool = sorted(state.risk_stack)
        rng.shuffle(events_pool)
        rng.shuffle(risk_pool)
        out.event_stack, out.risk_stack = events_pool, risk_pool
        closed = [k for k, o in enumerate(state.opened) if not o]
        contents = sorted(state.temples[k] for k in closed)
        rng.shuffle(contents)
        for k, content in zip(closed, contents, strict=True):
            out.temples[k] = content
        out.rng = RngState(seed=rng.randrange(1 << 62))
        return out

    def outcome(self, state: InkaState) -> Outcome | None:
        if state.phase != "over":
            return None
        n = state.n_players
        if state.winner is None:
            # RULINGS 21: after the round cap nobody wins; every seat played, all share one place, none won.
            lines: list[Text] = [msg("inka-outcome-undecided", rounds=C.ROUND_CAP)]
            return Outcome(scores=[0.0] * n, ranks=[1] * n, winners=[], breakdown=lines)
        w = state.winner
        lines = [msg("inka-outcome-winner", player=seat_ref(w))]
        lines += [msg("inka-outcome-second", player=seat_ref(i), others=n - 1) for i in range(n) if i != w]
        return Outcome.from_scores([1.0 if i == w else 0.0 for i in range(n)], breakdown=lines)

    def check_invariants(self, state: InkaState) -> None:
        s = state
        for i in range(4):
            assert s.depot[i] + sum(p.cards[i] for p in s.players) == C.CARDS_PER_DIRECTION, "compass cards"
            assert s.depot[i] >= 0 and all(p.cards[i] >= 0 for p in s.players)
        assert len(s.event_stack) + len(s.event_discard) == 17, "event cards"
        assert len(s.risk_stack) + len(s.risk_discard) + sum(p.guides for p in s.players) == 17, "risk cards"
        on_board = [p.pos for p in s.players if p.pos >= 0]
        if s.phase != "banish":
            assert len(on_board) == len(set(on_board)), "one pawn per field"
        assert sorted(s.temples) == sorted(C.TEMPLE_CONTENTS)
        if s.carrier is not None:
            assert s.opened[s.temples.index("treasure")]

    # ---- presentation ----------------------------------------------------
    def table_face(self, view: InkaView) -> TableFace:
        return present.table_face(view)

    def hand_face(self, view: InkaView) -> HandFace:
        return present.hand_face(view)

    def controls(self, view: InkaView, actions: list[Action]) -> list[ControlGroup]:
        return present.controls(view, actions)

    def render_table(self, view: InkaView, names: Sequence[str], words: Words) -> bytes | None:
        return render.render_table(view, names, words)

    def render_hand(self, view: InkaView, names: Sequence[str], actions: list[Action], words: Words) -> bytes | None:
        """The board with the places the seat's menus offer named on it; None when no place is offered
        (every seat's view is the public one, so the table picture then shows all there is)."""
        marks = present.place_marks(view, actions) if view.seat is not None else []
        return hand_picture.render_hand(view, names, marks, words) if marks else None

    def describe_table(self, view: InkaView, names: Sequence[str], words: Words) -> str:
        return alt.describe_table(view, names, words)

    def describe_hand(self, view: InkaView, names: Sequence[str], actions: list[Action], words: Words) -> str:
        return alt.describe_hand(view, names, actions, words)

    def timeout_action(self, state: InkaState, seat: int) -> Action | None:
        """A pending pick on timeout: take the direction held least, return the one held most."""
        if seat != state.current:
            return None
        me = state.players[seat]
        if state.phase == "take":
            options = [i for i in range(4) if state.depot[i] > 0]
            return _TAKE[min(options, key=lambda i: (me.cards[i], i))] if options else None
        if state.phase == "give":
            options = [i for i in range(4) if me.cards[i] > 0]
            return _GIVE[max(options, key=lambda i: (me.cards[i], -i))] if options else None
        return None

    # ---- AI ----------------------------------------------------------------
    def heuristic_action(self, view: InkaView, actions: list[Action], rng: random.Random) -> Action | None:
        return ai.heuristic_action(view, actions, rng)

    def evaluate(self, state: InkaState, seat: int) -> float:
        return ai.evaluate(state, seat)

    def opponent_action(self, world: InkaState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
        """How the other seats act in the AI's search: the heuristic from their own view, without the
        playouts' random moves (a random Inka move wastes a whole turn; real opponents do not)."""
        return ai.heuristic_action(self.view(world, seat), actions, rng)

    def search_candidates(self, view: InkaView, actions: list[Action]) -> list[Action]:
        """Only the heuristic's best few moves are searched (a roll offers up to ~180)."""
        return ai.search_candidates(view, actions)
