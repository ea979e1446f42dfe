"""Fitting a game's control groups into Discord's message limits (pure).

A message holds at most 5 rows: a row is up to 5 buttons or one select menu
of up to 25 options. Kept free of discord imports so the engine suite can
check every game's controls fit.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.contract import Choice, ControlGroup
from games.words import Text, cat

MAX_ROWS = 5
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25


@dataclass
class Row:
    kind: str  # "buttons" | "select"
    choices: list[Choice]
    placeholder: Text = ""


def _rows(groups: list[ControlGroup]) -> list[Row]:
    rows: list[Row] = []
    for group in groups:
        size = BUTTONS_PER_ROW if group.kind == "buttons" else OPTIONS_PER_SELECT
        chunks = [group.choices[i : i + size] for i in range(0, len(group.choices), size)]
        for k, chunk in enumerate(chunks):
            placeholder = group.placeholder
            if group.kind == "select" and len(chunks) > 1:
                placeholder = cat(group.placeholder, f"({k + 1}/{len(chunks)})", sep=" ")
            rows.append(Row(group.kind, chunk, placeholder))
    return rows


def plan_rows(groups: list[ControlGroup]) -> list[Row]:
    """Rows for ``groups``; button groups turn into selects when rows run out."""
    rows = _rows(groups)
    if len(rows) <= MAX_ROWS:
        return rows
    # Too many buttons: turn the largest button groups into select menus.
    converted = list(groups)
    for i in sorted(range(len(groups)), key=lambda i: -len(groups[i].choices)):
        if converted[i].kind == "buttons":
            converted[i] = converted[i].model_copy(update={"kind": "select"})
            rows = _rows(converted)
            if len(rows) <= MAX_ROWS:
                return rows
    raise ValueError(f"controls need {len(rows)} rows; a message holds {MAX_ROWS}")
