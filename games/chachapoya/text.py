"""Player-facing texts: the rules summary and the list of our proposals."""

from __future__ import annotations

RULES_SUMMARY = """\
**Chachapoya** — bid with adventurers for treasures, but don't get greedy.

**Each round** the starting player turns up three treasures, secretly buries one under the deck and \
offers the other two: one face up, one face down. Then everyone bids at once, face down: 1–5 adventurers \
of **one value** (each value has a per-bid limit), optionally with one **Tracker** counting as one more \
card; or **two Trackers** alone; or **one Leader**. You may change your bid until the last bid is in.

**Reveal:** a lone pair of Trackers cancels the round (its player may draw 3). Otherwise the last \
Leader in bid order acts: the **Mafia** takes both treasures, the **Dictator** takes one, the **Spy** \
makes the lowest unique bid win. Without a Leader the highest **unique** total wins — equal totals \
knock each other out. A bid with a Tracker takes only one treasure.

**Treasures** score by the scale on the card; one card too many is an **X** and knocks you out. \
A **Curse** boxes your most valuable earlier treasure (three Curses knock you out); **Grim Warriors** \
give you 3 adventurer cards.

**End of round:** everyone draws 1 and fills up to 3. Once per game you may spend your **Hidden \
Treasure token** to fill up to 8. With 2–3 treasures left they go face down in a last round.

**Scoring:** an unspent token counts as one more card of a type you choose (not the Curse) — it can \
make an X! −1 per Tracker and −3 per Leader left in hand. Most points wins.
"""

PROPOSALS = """\
Our proposals (RULINGS "P"), all in `games/chachapoya/components.py`:
- Treasure copies: 7 yellow, 5 blue, 7 green, 7 red, 8 gold, 7 Grim Warriors, 4 Curses.
- Corner values red 2 and Curse 0; scale points red 2 and 7, gold 6, Warriors −15; blue ends (X) at 3.
- Adventurer copies: 14×7, 11×9, 8×11, 5×17, 3×31, 6 Trackers; per-bid limits 7:5, 9:4, 11:3, 31:1.
- If every player still in at the end would be knocked out by their token, X types score 0 instead \
(otherwise nobody could win).
- When nobody at all can bid any more (both adventurer piles empty), the game ends and is scored.
- In the last round a 2-player Leader clash is re-bid at once, without draws.
"""
