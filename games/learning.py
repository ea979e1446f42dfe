"""``/game learn`` (issue 36), pure: which kind of decision a seat faces, its lesson, and the summary.

A kind of decision is the phase of the seat's view (Capybara's ``turn``, Chachapoya's ``bid``,
Inka's ``take``...); each game lists the lesson of each of its phases in ``games.<id>.lessons``
(message ids, texts in ``games/<id>/locales/*/<id>-lessons.ftl``). A lesson is shown the first
time its kind comes up for the learner: the kinds met before are read back from the game's own
log (replayed from its seed), so a restart or a repainted hand never explains a kind twice.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from games.contract import Game, Outcome
from games.words import Msg, Text, cat, lines, msg


def lessons(game_id: str) -> dict[str, str]:
    """The game's phase -> lesson message id."""
    return importlib.import_module(f"games.{game_id}.lessons").LESSONS  # type: ignore[no-any-return]


def decision_kind(view: Any) -> str | None:
    """The kind of decision a view asks for: its phase."""
    phase = getattr(view, "phase", None)
    return str(phase) if phase is not None else None


def kinds_met(
    game: Game[Any, Any, Any], n_players: int, seed: int, options: Any, log: Sequence[tuple[int, Any]], seat: int
) -> list[str]:
    """The kinds of decision ``seat`` made before the latest state, in the order first met."""
    return KindsMet(game.setup(n_players, seed, options)).read(game, log, seat)


@dataclass
class KindsMet:
    """A game's log replayed to read the kinds of decision a seat met, kept with the state it reached.

    A lesson's hand asks at every move: replaying the whole log from the seed each time made a lesson cost
    the square of its length (a quarter of the lessons' end-to-end tests). ``read`` goes on from there.
    """

    state: Any  # after the moves read so far
    met: list[str] = field(default_factory=list)

    def read(self, game: Game[Any, Any, Any], moves: Sequence[tuple[int, Any]], seat: int) -> list[str]:
        """The kinds ``seat`` met up to the end of ``moves``, the moves that follow those read before."""
        state, met = self.state, list(self.met)
        for mover, action in moves:
            if mover == seat:  # a decision the seat made (a simultaneous one counts once it is made)
                kind = decision_kind(game.view(state, seat))
                if kind is not None and kind not in met:
                    met.append(kind)
            state, _ = game.apply(state, mover, action)
        self.state, self.met = state, met
        return list(met)


def lesson_now(game: Game[Any, Any, Any], state: Any, seat: int, met: Sequence[str]) -> tuple[str, Msg] | None:
    """The lesson for the decision ``seat`` faces now, if this kind comes up for the first time."""
    if seat not in game.waiting_for(state):
        return None
    kind = decision_kind(game.view(state, seat))
    if kind is None or kind in met:
        return None
    key = lessons(game.id).get(kind)
    return (kind, msg(key)) if key else None


def summary(outcome: Outcome, seat: int, met: Sequence[str]) -> Text:
    """After the lesson: the learner's place and score against the winner's, then how the scores came about."""
    n = len(outcome.scores)
    best = max(range(n), key=lambda i: (outcome.scores[i], -outcome.ranks[i]))
    head = msg(
        "learn-summary",
        place=outcome.ranks[seat],
        players=n,
        score=_number(outcome.scores[seat]),
        best=_number(outcome.scores[best]),
        kinds=len(met),
    )
    return lines([head, cat(*outcome.breakdown, sep="\n") if outcome.breakdown else None])


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 1)
