"""Small helpers for player-facing English: counts and lists of players."""

from __future__ import annotations

from games.contract import seat_ref


def plural(n: int, word: str) -> str:
    """'1 card', '2 cards'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def names_and(seats: list[int]) -> str:
    """'<seat:0>', '<seat:0> and <seat:1>', '<seat:0>, <seat:1> and <seat:2>'."""
    return and_list([seat_ref(p) for p in seats])


def and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
