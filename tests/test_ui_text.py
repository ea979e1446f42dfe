"""Player-facing text helpers of the table messages."""

from __future__ import annotations

from cogs.ui import chunk_lines, join_names, pace_text
from db.records import TableRecord


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


def test_a_table_card_states_its_own_pace_late_rule_and_vacation_days() -> None:
    """Each table's pace is written from its own settings (they are kept per setting, not per table): two tables
    of one pace that differ in one setting read differently, in every language."""

    def table(**fields: object) -> TableRecord:
        base: dict[str, object] = {"pace": "daily", "move_seconds": None, "on_timeout": "ai", "vacation": True}
        base.update(fields)
        return TableRecord(1, "capybara", 1, 2, 3, None, 4, {}, "running", 5, 0, None, "", **base)  # type: ignore[arg-type]

    assert pace_text(table()) == (
        "⏱️ Daily: each player has a bank of 1 day; each move adds 1 day, up to 3 days. When a bank runs out, the AI"
        " plays that move for them.\n🏖️ An empty bank first spends one of the player's vacation days."
    )
    assert pace_text(table(vacation=False)).endswith("\n🏖️ No vacation days at this table.")
    assert "they forfeit and an AI takes the seat" in pace_text(table(on_timeout="forfeit"))
    assert pace_text(table(pace=None, move_seconds=3600)) == (
        "⏱️ 1 hour per decision; when it passes, the AI plays that move for them."
    )
    assert pace_text(table(pace=None, move_seconds=7200), "de").startswith("⏱️ 2 Stunden")
    assert pace_text(table(pace=None)) == "⏱️ No deadline: take your time."
    assert pace_text(table(pace="relaxed"), "de").startswith("⏱️ Entspannt: ")
    assert pace_text(table(pace="live"), "pl").startswith("⏱️ Na żywo: ")
    for lang in ("en", "de", "pl"):
        texts = {pace_text(table(**changed), lang) for changed in ({}, {"vacation": False}, {"on_timeout": "forfeit"})}
        assert len(texts) == 3, lang
