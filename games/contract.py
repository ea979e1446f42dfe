"""The engine contract every game implements.

Engines are pure: no I/O, no clock, no global randomness, no Discord ids.
Players are seats ``0..n-1``. A game is replayable from ``setup(n, seed,
options)`` plus its action log. Text meant for people (events, table lines,
hands) refers to players as ``seat_ref(i)`` ("<seat:i>"); the bot replaces
those with names or mentions, so engines never learn who is playing.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from games.fieldwise import as_validated
from games.words import KEPT_TEXTS, Text, Words, msg

SEAT_REF = re.compile(r"<seat:(\d+)>")


def seat_ref(seat: int) -> str:
    """How engine text names a seat; the bot substitutes a name or a mention."""
    return f"<seat:{seat}>"


def fill_seat_refs(text: str, names: Sequence[str]) -> str:
    """Replace every ``<seat:i>`` in ``text`` with ``names[i]``."""
    return SEAT_REF.sub(lambda m: names[int(m.group(1))], text)


def spoken(text: Text, names: Sequence[str], words: Words) -> str:
    """An engine's alt text (a :class:`Text` with seat refs) as a sentence in the reader's language."""
    # a reused table message may end in a full stop already, before the "." that makes it a sentence here
    return re.sub(r"([.!?…])\.", r"\1", fill_seat_refs(words(text), names))


class IllegalAction(Exception):
    """Raised by ``apply`` with a message fit to show the player (``games.words``)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason


class Event(BaseModel):
    """Something that happened, as one short message (``games.words``).

    ``audience`` None means public; otherwise only those seats may see it.
    Public events never carry hidden information.
    """

    model_config = ConfigDict(frozen=True)

    text: Text
    audience: tuple[int, ...] | None = None

    @classmethod
    def public(cls, text: Text) -> Event:
        if type(text) in KEPT_TEXTS:  # kept as it is by validation (``games.words.message``): 5 s of make test
            return as_validated(cls, {"text": text, "audience": None}, {"text"})
        return cls(text=text)

    @classmethod
    def private(cls, text: Text, *seats: int) -> Event:
        return cls(text=text, audience=tuple(sorted(seats)))

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)


class Outcome(BaseModel):
    """Final result. ``ranks[i]`` is seat i's place (1 = first; ties share)."""

    scores: list[float]
    ranks: list[int]
    winners: list[int]
    eliminated: list[int] = Field(default_factory=list)
    breakdown: list[Text] = Field(default_factory=list)  # lines with seat refs

    @classmethod
    def from_scores(
        cls,
        scores: Sequence[float],
        *,
        eliminated: Sequence[int] = (),
        breakdown: Sequence[Text] = (),
    ) -> Outcome:
        """Rank by score (higher is better); eliminated seats rank last and never win."""
        n = len(scores)

        def key(i: int) -> tuple[int, float]:
            return (0 if i in eliminated else 1, scores[i])

        ranks = [1 + sum(1 for j in range(n) if key(j) > key(i)) for i in range(n)]
        alive = [i for i in range(n) if i not in eliminated]
        winners = [i for i in alive if ranks[i] == 1]
        return cls(
            scores=list(scores),
            ranks=ranks,
            winners=winners,
            eliminated=sorted(eliminated),
            breakdown=list(breakdown),
        )

    def reward(self, seat: int) -> float:
        """A value in [0, 1] for search: 1 for sole first, 0 for last."""
        n = len(self.ranks)
        if n <= 1:
            return 1.0
        return (n - self.ranks[seat]) / (n - 1)


# --------------------------------------------------------------------------
# Presentation: what the table and a hand show, still pure (no Discord).
# The bot turns these into embeds, buttons and select menus.

ButtonStyle = Literal["primary", "secondary", "success", "danger"]


class Choice(BaseModel):
    """One clickable option; ``action`` indexes ``legal_actions(state, seat)``."""

    label: Text
    action: int
    emoji: str | None = None
    description: Text | None = None  # shown under the label in select menus
    style: ButtonStyle = "secondary"


class ControlGroup(BaseModel):
    """A set of choices shown together: a row of buttons or one select menu.

    The bot lays out "buttons" groups in rows of five and turns a group of
    more than 25 choices into several select menus.
    """

    kind: Literal["buttons", "select"] = "buttons"
    placeholder: Text = Field(default_factory=lambda: msg("ui-choose"))
    choices: list[Choice]


class TableFace(BaseModel):
    """The public table as text: an embed's description and fields."""

    description: Text
    fields: list[tuple[Text, Text]] = Field(default_factory=list)


class HandFace(BaseModel):
    """A player's private view as text, plus a prompt over their controls."""

    description: Text
    prompt: Text = ""


# --------------------------------------------------------------------------
# Deterministic randomness stored in the state.


class RngState(BaseModel):
    """Seed and position of the game's random stream, kept in the state."""

    seed: int
    counter: int = 0


def quiet(before: BaseModel, after: BaseModel, *fields: str) -> bool:
    """True when ``after`` has the same random position (``rng``) and the same ``fields`` as ``before``.

    A helper for :meth:`Game.undoable`: each engine names the parts of its state that hold hidden
    information or a score.
    """
    return all(getattr(before, f) == getattr(after, f) for f in ("rng", *fields))


def next_rng(rng: RngState) -> random.Random:
    """A fresh generator for the next random event; advances ``rng`` in place.

    Call it only on a state copy you own (inside ``apply`` or ``setup``).
    """
    rng.counter += 1
    return random.Random(f"{rng.seed}:{rng.counter}")


S = TypeVar("S", bound=BaseModel)
A = TypeVar("A")
Opt = TypeVar("Opt", bound=BaseModel)


class Game(ABC, Generic[S, A, Opt]):
    """A rules engine. Subclasses set the class attributes and implement the rules."""

    id: ClassVar[str]
    title: ClassVar[str]  # in English, for logs and tools
    #: the game's name for players (its catalogue's "<id>-title"); None: ``title`` as it is
    title_text: ClassVar[Text | None] = None
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: type[Opt]
    State: type[S]
    #: a TypeAdapter over the Action union (usually a discriminated union)
    action_adapter: TypeAdapter[A]
    #: a few paragraphs for /game rules, in our own words
    rules_summary: ClassVar[Text] = ""
    #: the component counts and decisions that are our proposals (RULINGS "P")
    proposals: ClassVar[Text] = ""
    #: named variants offered by /game new: name -> (description, Options fields)
    variants: ClassVar[dict[str, tuple[Text, dict[str, Any]]]] = {}
    #: AI levels' search settings in this game over the level's own (``games.ai.config_for``):
    #: level -> ``games.ismcts.SearchConfig`` fields; ``iterations`` is a ceiling on any budget. E.g.
    #: where normal's search already finds its best move, a lower cap keeps hard the stronger opponent.
    level_search: ClassVar[dict[str, dict[str, Any]]] = {}

    # ---- rules ---------------------------------------------------------
    @abstractmethod
    def setup(self, n_players: int, seed: int, options: Opt | None = None) -> S: ...

    @abstractmethod
    def to_act(self, state: S) -> frozenset[int]: ...

    def waiting_for(self, state: S) -> frozenset[int]:
        """The seats whose decision is still missing: a subset of ``to_act``.

        Usually all of ``to_act``. A game where a secret choice can be revised
        until the last one is in (Chachapoya's bids) keeps those who already
        chose in ``to_act`` but not here. AI seats, reminders and deadlines act
        only for these seats.
        """
        return self.to_act(state)

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]: ...

    @abstractmethod
    def view(self, state: S, seat: int | None) -> BaseModel: ...

    @abstractmethod
    def determinize(self, state: S, seat: int, rng: random.Random) -> S:
        """A full state drawn at random from those ``seat`` cannot tell from ``state``.

        The result should depend only on ``view(state, seat)`` and ``rng``: sort pooled hidden
        items before shuffling them and give the world a fresh seed drawn from ``rng`` (the true
        seed would predict future shuffles). Then an AI fed with two states it cannot tell apart
        plays identically (``tests/test_ai.py`` checks it).
        """

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    # ---- presentation (pure; reads only views) -------------------------
    @abstractmethod
    def table_face(self, view: Any) -> TableFace: ...

    @abstractmethod
    def hand_face(self, view: Any) -> HandFace: ...

    @abstractmethod
    def controls(self, view: Any, actions: list[A]) -> list[ControlGroup]:
        """Group ``actions`` (this seat's legal actions) into buttons / selects."""

    def render_table(self, view: Any, names: Sequence[str], words: Words) -> bytes | None:
        """A PNG of the public table, or None when the game has no picture; ``words`` writes its labels."""
        return None

    def render_rules(self, words: Words) -> bytes | None:
        """A PNG for ``/game rules``: a typical setup with its components numbered and named in a legend;
        None when the game has none. Never changes for given ``words``. By default drawn from the
        game's ``games.<id>.rules_picture`` module (its ``SEED`` and ``CALLOUTS``) by
        ``games.rules_picture.render``."""
        from games import rules_picture

        own = rules_picture.module_of(self.id)
        return None if own is None else rules_picture.render(self, own.SEED, own.CALLOUTS, words)

    def rules_labels(self) -> list[Text]:
        """The names :meth:`render_rules` gives its numbered components, in order (for the alt text)."""
        from games import rules_picture

        own = rules_picture.module_of(self.id)
        return [] if own is None else [c.label for c in own.CALLOUTS]

    @property
    def has_hand_picture(self) -> bool:
        """Whether the game draws hand pictures at all (it overrides :meth:`render_hand`)."""
        return type(self).render_hand is not Game.render_hand

    def render_hand(self, view: Any, names: Sequence[str], actions: list[A], words: Words) -> bytes | None:
        """A PNG for one seat's private hand, drawn from that seat's ``view`` (None: no picture).

        Games whose choices are places on a board mark the places ``actions`` offer (the seat's
        legal actions now; empty when it is not their move), labelled as their buttons are.
        """
        return None

    def describe_table(self, view: Any, names: Sequence[str], words: Words) -> str:
        """Alt text for :meth:`render_table`'s picture, from the same public ``view``: what it shows,
        the most useful facts first (a screen reader reads it; the bot clips it to Discord's 1,024
        characters). Every game with a table picture overrides it (the engine suite checks it)."""
        raise NotImplementedError(f"{self.id} draws a table but does not describe it")

    def describe_hand(self, view: Any, names: Sequence[str], actions: list[A], words: Words) -> str:
        """Alt text for :meth:`render_hand`'s picture (or for the seat's hand, when the game draws no hand
        picture), from that seat's own ``view``: never anything another seat hides."""
        raise NotImplementedError(f"{self.id} does not describe a hand")

    def undoable(self, before: S, seat: int, action: A, after: S) -> bool:
        """Whether ``seat`` may take back ``action``, which led from ``before`` to ``after``.

        The engine declares it from its own rules (DESIGN: "every transition says whether its mover
        may take it back"): only when the move revealed nothing to anyone that they did not know
        (no card drawn or looked at, no hidden tile seen, no secret choice revealed), used no
        randomness (the ``rng`` position did not move), did not end a scored round and did not end
        the game. What the mover chose to show (a card played face up) is the move itself, not a
        reveal. The platform adds the rest (the move is still the table's last one). Default: never.
        """
        return False

    def timeout_action(self, state: S, seat: int) -> A | None:
        """What a seat does when its deadline passes, if the rules say (None: an AI decides).

        E.g. Chachapoya: a missed Hidden Treasure decision means "keep it".
        """
        return None

    # ---- AI hook -------------------------------------------------------
    def heuristic_action(self, view: Any, actions: list[A], rng: random.Random) -> A | None:
        """A quick, sensible move from the seat's view (None: no opinion)."""
        return None

    def evaluate(self, state: S, seat: int) -> float | None:
        """How good an unfinished ``state`` looks for ``seat``, in [0, 1] (None: no opinion).

        Estimates ``Outcome.reward(seat)``, so 1 is a sure sole first place. The AI calls it only
        on worlds sampled by ``determinize``, so it may read the whole state. Without it the AI's
        playouts run to the end of the game.
        """
        return None

    # ---- serialisation (shared) ----------------------------------------
    def options_from(self, data: dict[str, Any] | None) -> Opt:
        return self.Options.model_validate(data or {})

    def dump_state(self, state: S) -> str:
        return state.model_dump_json()

    def load_state(self, data: str) -> S:
        return self.State.model_validate_json(data)

    def dump_action(self, action: A) -> str:
        return self.action_adapter.dump_json(action).decode()

    def load_action(self, data: str) -> A:
        return self.action_adapter.validate_json(data)

    def replay(self, n_players: int, seed: int, options: Opt | None, log: Sequence[tuple[int, A]]) -> S:
        """Rebuild a state from its seed and (seat, action) log."""
        state = self.setup(n_players, seed, options)
        for seat, action in log:
            state, _ = self.apply(state, seat, action)
        return state

    def is_over(self, state: S) -> bool:
        return not self.to_act(state)

    def check_invariants(self, state: S) -> None:
        """Assert component conservation and other invariants (used by the shared suite)."""
