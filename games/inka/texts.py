"""Rules summary and proposals for /game rules (our own words)."""

from __future__ import annotations

from games.inka import components as C

RULES_SUMMARY = f"""\
**Der Schatz der Inka** — find the gold in one of nine temples and carry it to the camp.

Everyone starts on the windrose (top left) with {C.START_CARDS} compass cards of each direction \
(⬆️➡️⬇️⬅️) and one 🛟 rescue card; the windrose is left through the field marked N. On your turn the \
bot rolls both dice: move **exactly** one die, the other, or their sum, orthogonally, never entering a field \
twice. Each *direction* you use costs one card of it, however often you step that way; a pair makes the \
move free. Water is impassable except once per game with the rescue card; islands are left for free.

Land on a 🧭 compass field to draw an event card (cards from the depot), on a ☀️ Inca field to draw a risk \
card (good or bad). Land exactly on a temple to open it: a compass sign, an Inca sign, or the treasure 💍.

The carrier uses one die only. A hunter who lands on the carrier takes the treasure, banishes the old \
carrier to an island and may roll again; the carrier may banish a hunter the same way. The carrier wins by \
walking over the arrow field into the ⛺ camp with an exact roll. Cannot move? Lose the turn and take two \
cards of your choice.
"""

PROPOSALS = f"""\
- The board (21×18 fields, every field's type) and the card texts are our own (no source prints them), \
chosen to agree with every rule the rulebook gives.
- Compass cards: {C.CARDS_PER_DIRECTION} per direction; 17 event cards (all gains from the depot) and 17 \
risk cards (10 negative, 7 positive).
- The first player is drawn at random; the dice are rolled by the bot, publicly.
- A move leaves its field; passing over pawns, temples and special fields does nothing. A pawn on the \
windrose moves as if on C1 with NORTH already paid for (C1 costs no die point).
- Moves never enter an island; leaving an island crosses its own pool of water for free (not the river \
beyond); the rescue card covers one run of water fields in one move, ending on land.
- Only the cheapest payments are offered per destination (fewer directions, no rescue card), so the die \
choice is implied; a bonus roll is costed as its own move; Machete frees the next move actually made.
- A banished pawn with no free island goes back to the windrose. The new carrier's bonus roll is \
optional and gives no further bonus; with no legal move it just ends the turn.
- A carrier on the arrow enters the camp with a 1; when the camp is in reach, only camp moves are offered.
- A player who can move must move. Unable to move with a Native guide held: roll again or skip.
- After {C.ROUND_CAP} rounds without a winner the game ends undecided: everyone shares the result (the \
platform wants at least one winner, so all are ranked first).
- With more than 25 options the first click offers the special fields and the areas of the board; the \
other fields are one click further (an area's list, with Back).
- Native guide: a reroll right after a roll (also a bonus roll) before moving. Scout: one pick of a \
direction, up to 3 of it. Supply caravan: clockwise from the drawer. Lost keeps the treasure with its \
carrier. An unable player facing an empty depot just loses the turn.
- Everything but the stacks' order and the closed temples is public.
"""
