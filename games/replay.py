"""Replays rebuilt from seed and log, the export format, and the report ``python -m bot.replay_file FILE`` prints.

Pure: a replay is ``setup(n, seed, options)`` plus each
logged action applied in turn; every step keeps only what everyone could see then (the
spectator's view and the public events of that action). The export is a JSON document:

    {"format": 1, "game": "chachapoya", "title": ..., "table": 12, "version": 57,
     "options": {...}, "seed": 123, "seats": [{"name": "Ana", "ai_level": null}, ...],
     "actions": [{"seq": 1, "seat": 0, "action": {...}}, ...], "outcome": {...}}

A seat a player left to an AI also says who they were and the first step the AI played:
``{"name": "Bo (AI)", "ai_level": "normal", "player": "Bo", "ai_from": 14}``.

``version`` is the table's move count (one per logged action). The CLI (``bot/replay_file.py``) replays the
actions, prints each step's public lines and the final scores, and fails (exit 1) when an
action is refused or the outcome differs from the stored one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field

from games.contract import Game, IllegalAction, Outcome, fill_seat_refs
from games.words import Text, Words

FORMAT = 1


@dataclass
class Step:
    """The table after ``index`` actions (0: as dealt) and that action's public lines."""

    index: int
    seat: int | None  # who acted (None at step 0)
    state: Any
    lines: list[Text] = field(default_factory=list)  # public event messages, with seat refs


def replay_steps(
    game: Game[Any, Any, Any], n_players: int, seed: int, options: Any, log: Sequence[tuple[int, Any]]
) -> list[Step]:
    """Every step of a game, rebuilt from seed and log; raises IllegalAction on a bad log."""
    state = game.setup(n_players, seed, options)
    steps = [Step(0, None, state)]
    for i, (seat, action) in enumerate(log, start=1):
        state, events = game.apply(state, seat, action)
        steps.append(Step(i, seat, state, [e.text for e in events if e.audience is None]))
    return steps


def round_of(view: Any) -> int | None:
    """The round a spectator's view says it is, for games that count rounds."""
    for name in ("round_no", "round"):
        value = getattr(view, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def jump_points(game: Game[Any, Any, Any], steps: Sequence[Step], limit: int = 25) -> list[tuple[str, int]]:
    """Up to ``limit`` (label, step) marks: the first step of each round, or evenly spaced moves."""
    marks: list[tuple[str, int]] = []
    seen: set[int] = set()
    for step in steps:
        number = round_of(game.view(step.state, None))
        if number is None:
            marks = []
            break
        if number not in seen:
            seen.add(number)
            marks.append((f"Round {number} (step {step.index})", step.index))
    last = len(steps) - 1
    if len(marks) < 2:
        count = min(limit, last + 1)
        picks = sorted({round(i * last / max(count - 1, 1)) for i in range(count)})
        marks = [(f"Step {i}", i) for i in picks]
    if len(marks) > limit:  # keep the first and last, evenly spaced between
        picks = sorted({round(i * (len(marks) - 1) / (limit - 1)) for i in range(limit)})
        marks = [marks[i] for i in picks]
    return marks


def score_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def result_lines(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The final ranking, best first: '1. Ana: 12 (winner)'."""
    lines = []
    for i in sorted(range(len(names)), key=lambda i: (outcome.ranks[i], i)):
        tags = [t for t, on in (("winner", i in outcome.winners), ("eliminated", i in outcome.eliminated)) if on]
        extra = f" ({', '.join(tags)})" if tags else ""
        lines.append(f"{outcome.ranks[i]}. {names[i]}: {score_text(outcome.scores[i])}{extra}")
    return lines


# ---- export ----------------------------------------------------------------


class ExportSeat(BaseModel):
    """A seat as it ended (``name``, ``ai_level``); for a seat a player left to an AI, also ``player``,
    their name, and ``ai_from``, the first step the AI played in it (they are ``player`` before it)."""

    name: str
    ai_level: str | None = None
    player: str | None = None
    ai_from: int | None = None

    def name_at(self, step: int) -> str:
        """The seat's name at ``step``: the player's before the AI took it over."""
        if self.player is not None and self.ai_from is not None and step < self.ai_from:
            return self.player
        return self.name


class ExportAction(BaseModel):
    seq: int
    seat: int
    action: dict[str, Any]


class Export(BaseModel):
    """A finished game as a downloadable file."""

    format: int = FORMAT
    game: str
    title: str = ""
    table: int | None = None
    version: int
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    seats: list[ExportSeat]
    actions: list[ExportAction]
    outcome: dict[str, Any] | None = None


def export_document(
    game: Game[Any, Any, Any],
    *,
    table: int | None,
    version: int,
    options: dict[str, Any],
    seed: int,
    seats: Sequence[tuple[str, str | None]],
    actions: Sequence[tuple[int, int, str]],
    outcome: str | None,
    handovers: dict[int, tuple[str, int]] | None = None,
) -> Export:
    """Build the export from stored values: ``actions`` as (seq, seat, action JSON), ``outcome`` as JSON,
    ``handovers`` as seat -> (the player's name, the first step an AI played in their seat)."""
    taken = handovers or {}
    return Export(
        game=game.id,
        title=game.title,
        table=table,
        version=version,
        options=options,
        seed=seed,
        seats=[
            ExportSeat(name=name, ai_level=level, player=taken[i][0], ai_from=taken[i][1])
            if i in taken
            else ExportSeat(name=name, ai_level=level)
            for i, (name, level) in enumerate(seats)
        ],
        actions=[ExportAction(seq=seq, seat=seat, action=json.loads(data)) for seq, seat, data in actions],
        outcome=json.loads(outcome) if outcome else None,
    )


@dataclass
class Checked:
    steps: list[Step]
    outcome: Outcome | None
    problems: list[str]


def check_export(doc: Export, games: dict[str, Game[Any, Any, Any]]) -> Checked:
    """Replay an export and compare the result with its stored outcome."""
    game = games.get(doc.game)
    if game is None:
        return Checked([], None, [f"unknown game {doc.game!r} (known: {', '.join(games)})"])
    options = game.options_from(doc.options)
    log = []
    for entry in doc.actions:
        try:
            log.append((entry.seat, game.action_adapter.validate_python(entry.action)))
        except ValueError as exc:
            return Checked([], None, [f"action {entry.seq} cannot be read: {exc}"])
    try:
        steps = replay_steps(game, len(doc.seats), doc.seed, options, log)
    except IllegalAction as exc:
        return Checked([], None, [f"an action was refused during the replay: {exc.reason}"])
    outcome = game.outcome(steps[-1].state)
    problems = []
    if doc.version != len(doc.actions):
        problems.append(f"version {doc.version} but {len(doc.actions)} actions")
    stored = Outcome.model_validate(doc.outcome) if doc.outcome is not None else None
    if outcome != stored:
        problems.append(f"the replayed outcome {_brief(outcome)} differs from the stored one {_brief(stored)}")
    return Checked(steps, outcome, problems)


def _brief(outcome: Outcome | None) -> str:
    return "none (the game is not over)" if outcome is None else f"scores {outcome.scores}, winners {outcome.winners}"


def report(doc: Export, checked: Checked, games: dict[str, Game[Any, Any, Any]], words: Words) -> str:
    """What the CLI prints: each step's public lines, then the final scores, then the verdict; ``words``
    puts the engine's messages into a language."""
    names = [s.name for s in doc.seats]
    game = games.get(doc.game)
    first = [s.name_at(0) for s in doc.seats]
    out = [f"{doc.title or doc.game} · table {doc.table} · {len(names)} players: {', '.join(first)}"]
    out += [f"From step {s.ai_from} the AI played {s.player}'s seat, as {s.name}" for s in doc.seats if s.player]
    for step in checked.steps:
        at = [s.name_at(step.index) for s in doc.seats]
        who = f" · {at[step.seat]}" if step.seat is not None else ""
        out.append(f"Step {step.index}{who}" if step.index else "Step 0 · the table as dealt")
        out += [f"  {fill_seat_refs(words(line), at)}" for line in step.lines]
    if game is not None and checked.steps:
        face = game.table_face(game.view(checked.steps[-1].state, None))
        out.append("Final table:")
        out += [f"  {line}" for line in fill_seat_refs(words(face.description), names).splitlines()]
    if checked.outcome is not None:
        out.append("Final scores:")
        out += [f"  {line}" for line in result_lines(checked.outcome, names)]
    if checked.problems:
        out += [f"MISMATCH: {p}" for p in checked.problems]
    else:
        out.append(f"OK: {len(checked.steps) - 1} actions replayed; the outcome matches the stored one.")
    return "\n".join(out)
