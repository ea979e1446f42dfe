"""Player-facing text helpers of the table messages."""

from __future__ import annotations

from cogs.ui import chunk_lines, join_names


def test_winners_read_as_a_list_in_each_language() -> None:
    """Babel's CLDR list patterns (English's has the serial comma)."""
    assert join_names(["Ann", "Bob", "Cid"]) == "Ann, Bob, and Cid"
    assert join_names(["Ann", "Bob"]) == "Ann and Bob"
    assert join_names(["Ann"]) == "Ann"
    assert join_names(["Ann", "Bob", "Cid"], "de") == "Ann, Bob und Cid"
    assert join_names(["Ann", "Bob", "Cid"], "pl") == "Ann, Bob i Cid"


def test_a_long_score_breakdown_continues_in_more_fields_without_cutting_a_player() -> None:
    lines = [f"Player {i}: " + "x" * 300 for i in range(5)]  # a 5-player breakdown with long names
    chunks = chunk_lines(lines)
    assert all(len(c) <= 1024 for c in chunks)
    assert "\n".join(chunks).split("\n") == lines, "every line whole, in order"
