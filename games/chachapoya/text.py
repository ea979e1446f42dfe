"""Player-facing texts: the rules summary and the list of our proposals."""

from __future__ import annotations

from collections.abc import Sequence

from games.chachapoya import components as C


def count(n: int, word: str, plural: str | None = None) -> str:
    """ "1 card", "2 cards" (``plural`` for irregular words)."""
    return f"{n} {word if abs(n) == 1 else plural or word + 's'}"


def and_list(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _treasure_copies() -> str:
    names = {"warriors": "Grim Warriors", "curse": "Curses"}
    return ", ".join(f"{t.copies} {names.get(t.key, t.key)}" for t in C.TREASURES)


def _adventurer_copies() -> str:
    counts = ", ".join(
        f"{a.copies} of value {a.value}" if i == 0 else f"{a.copies} of {a.value}"
        for i, a in enumerate(C.ADVENTURER_VALUES)
    )
    return f"{counts} and {C.TRACKER_COPIES} Trackers"


_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _limits() -> str:
    return ", ".join(f"{_WORDS[a.limit]} {a.value}" + ("" if a.limit == 1 else "s") for a in C.ADVENTURER_VALUES)


def minus(n: int) -> str:
    """A number with a true minus sign (U+2212) when negative: "−5"."""
    return str(n).replace("-", "−")


_RED, _GOLD, _WAR = C.BY_KEY["red"].scale, C.BY_KEY["gold"].scale, C.BY_KEY["warriors"].scale

RULES_SUMMARY = f"""\
**Chachapoya** — bid with adventurers for treasures, but don't get greedy.

**Each round** the starting player turns up three treasures, secretly buries one under the deck and \
offers the other two: one face up, one face down. Then everyone bids at once, face down: 1–5 adventurers \
of **one value** (at most {_limits()}), optionally with one **Tracker** counting as one more \
card; or **two Trackers** alone; or **one Leader**. You may change your bid until the last bid is in.

**Reveal:** a lone pair of Trackers cancels the round (its player may draw 3). Otherwise the last \
Leader in bid order acts: the **Mafia** takes both treasures, the **Dictator** takes one, the **Spy** \
makes the lowest unique bid win. With **two players**, two Leaders cancel each other out: nobody wins, \
everyone draws as usual and the same treasures are bid for again. Without a Leader the highest **unique** \
total wins — equal totals knock each other out. A bid with a Tracker takes only one treasure.

**Treasures** score by the scale on the card; one card too many is an **X** and knocks you out. \
A **Curse** boxes your most valuable earlier treasure (three Curses knock you out); **Grim Warriors** \
give you 3 adventurer cards.

**End of round:** everyone draws 1 and fills up to 3. Once per game you may spend your **Hidden \
Treasure token** to fill up to 8. With 2–3 treasures left they go face down in a last round.

**Scoring:** an unspent token counts as one more card of a type you choose (not the Curse) — it can \
make an X! {minus(C.PENALTY_TRACKER)} per Tracker and {minus(C.PENALTY_LEADER)} per Leader left in hand, \
and {minus(C.PENALTY_UNRESOLVED_LEADER)} per Leader played in the last round that had no effect. Most points wins.
"""

PROPOSALS = f"""\
Where the rulebook gives no number or says nothing, we play it like this:
- Treasure cards: {_treasure_copies()}.
- Corner values: red idol {C.BY_KEY["red"].corner}, Curse {C.BY_KEY["curse"].corner}. Points: red \
{_RED[0]} for one card and {_RED[2]} for three, gold {_GOLD[2]} for three, Grim Warriors {minus(_WAR[3])} \
for four; a third blue idol is an X.
- Adventurer cards: {_adventurer_copies()}.
- Most cards of one value in a bid (a Tracker counts as one of them): {_limits()}.
- If you hold no card you can bid (say, a lone Tracker), you sit that bid out.
- If the token would knock out every player still in, nobody is knocked out by it: \
a type pushed past its scale scores 0 points.
- The game ends and is scored when nobody can bid any more, or after {C.STALL_ROUNDS} rounds in a row \
with no treasure taken.
- In a 2-player last round, two Leaders cancel each other out (each costs \
{minus(C.PENALTY_UNRESOLVED_LEADER)}) and the same treasures are bid for again at once, without drawing.
"""
