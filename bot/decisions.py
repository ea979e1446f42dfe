"""Which decisions a move opens, pure: the waits and button numbers a move writes with itself.

A seat's decision is numbered by the table version at which it began. It begins anew when the
seat has just acted, has just become awaited, or its legal actions changed under it; otherwise
(another player placed a secret bid) it stays, and so do its buttons and its deadline.
"""

from __future__ import annotations

from typing import Any

from db.pace import WaitRecord
from db.store import Move, TableRecord
from games.contract import Game
from games.words import Text, msg


def plan_move(
    game: Game[Any, Any, Any],
    table: TableRecord,
    before: Any,
    after: Any,
    *,
    actor: int | None,
    by_ai: bool,
    action: str,
    outcome: str | None,
) -> Move:
    """What a move (or the start, with ``before`` None) writes besides the action itself."""
    version = table.version + 1 if before is not None else 0  # a game starts at version 0
    asked_before = game.to_act(before) if before is not None else frozenset()
    decisions: dict[int, int] = {}
    for seat in sorted(game.to_act(after)):
        kept = table.decisions.get(seat)
        same = (
            kept is not None
            and seat != actor
            and seat in asked_before
            and game.legal_actions(before, seat) == game.legal_actions(after, seat)
        )
        decisions[seat] = kept if same and kept is not None else version
    waiting = {seat: decisions[seat] for seat in game.waiting_for(after)}
    # Nobody is told "your move" by an AI seat's wait, nor right after their own click.
    quiet = {s.seat for s in table.seats if s.is_ai}
    if actor is not None and not by_ai:
        quiet.add(actor)
    fresh = [seat for seat, since in waiting.items() if since == version and seat not in quiet]
    lines: list[Text] = []
    if fresh:
        who = " ".join(f"<mention:{seat}>" for seat in sorted(fresh))  # pings, filled in by the cog
        lines.append(msg("service-your-move", players=who, count=len(fresh)))
    return Move(
        seat=actor if actor is not None else -1,
        action=action,
        state=game.dump_state(after),
        by_ai=by_ai,
        outcome=outcome,
        decisions=decisions,
        waiting=waiting,
        quiet=frozenset(quiet),
        stopped=frozenset({actor}) if actor is not None and len(asked_before) > 1 else frozenset(),
        lines=lines,
        holder=table.seats[actor].user_id if actor is not None else None,
        pace=(table.pace, table.move_seconds, table.remind_share),
    )


def unnotified(waits: list[WaitRecord]) -> list[WaitRecord]:
    """The new waits whose player still has to be told (your-move DM)."""
    return [w for w in waits if not w.notified]
