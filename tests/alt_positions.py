"""The longest alt texts of every game over seeded random playouts (issue 40's note on alt text).

Run ``python -m tests.alt_positions`` from the checkout: per game and player count, the longest table
and hand alt text (before ``bot.alt_text.clip_alt``) in every language, how many of the sampled texts
exceed Discord's 1,024 characters and what the clipping loses at the longest. ``tests/test_alt_text.py``
and ``tests/games/test_{pachamama,inka}_alt.py`` check the longest positions of the same seeded games.

The positions come from the engines' own random legal moves (``games.testing.random_playout``): the
state at every ``STRIDE``-th step, and the last one (Pachamama's land is longest at the end).
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.alt_text import ALT_LIMIT, clip_alt
from bot.i18n import PSEUDO, words_for
from games import GAMES
from games.testing import random_playout

NAMES = ["Xanthe", "Yorick", "Quill", "Wren", "Juno", "Odile"]
#: the longest names Discord allows (32 characters): what the fitting must still hold with
LONG_NAMES = [f"{n} the Magnificent of Far {'Xy' * 4}"[:32] for n in NAMES]
LANGS = ["en", "de", "pl", PSEUDO]
#: every how many steps a state is measured (Inka's random games run to the 150-round cap)
STRIDE = {"inka": 5}
#: the tests' coarser sampling (the longest texts come late in a game, and the last state is always kept)
TEST_STRIDE = {"inka": 15, "pachamama": 3, "anasazi": 3, "capybara": 3, "chachapoya": 3}


@dataclass
class Position:
    """One text to describe: a state, and the seat whose hand it is (None: the table)."""

    game_id: str
    state: Any
    seat: int | None
    step: int
    texts: dict[tuple[str, tuple[str, ...]], str] = field(default_factory=dict, repr=False, compare=False)

    def text(self, lang: str, names: list[str] | None = None) -> str:
        """The alt text as the game writes it, before any clipping (whitespace made single, as sent)."""
        key = (lang, tuple(names or NAMES))
        if key not in self.texts:
            self.texts[key] = self._describe(lang, names)
        return self.texts[key]

    def _describe(self, lang: str, names: list[str] | None) -> str:
        game = GAMES[self.game_id]
        names = (names or NAMES)[: self.state.n_players]
        words = words_for(lang)
        if self.seat is None:
            raw = game.describe_table(game.view(self.state, None), names, words)
        else:
            actions = game.legal_actions(self.state, self.seat)
            raw = game.describe_hand(game.view(self.state, self.seat), names, actions, words)
        return " ".join(raw.split())


def playout_positions(game_id: str, n_players: int, seed: int, stride: int = 0) -> list[Position]:
    """The measured states of one seeded random game: tables and every seat's hand."""
    game = GAMES[game_id]
    playout = random_playout(game, n_players, seed=seed, rng=random.Random(seed), keep_states=True)
    states = [*playout.states, playout.final]
    stride = stride or STRIDE.get(game_id, 1)
    picked = sorted({*range(0, len(states), stride), len(states) - 1})
    out: list[Position] = []
    for step in picked:
        state = states[step]
        out.append(Position(game_id, state, None, step))
        out += [Position(game_id, state, seat, step) for seat in range(n_players)]
    return out


def longest(positions: list[Position], lang: str = "en", count: int = 1) -> tuple[list[Position], list[Position]]:
    """The ``count`` longest tables and hands in ``lang`` (ties: the earliest)."""
    measured = [(len(p.text(lang)), -i, p) for i, p in enumerate(positions)]
    tables = sorted((m for m in measured if m[2].seat is None), key=lambda m: m[:2], reverse=True)
    hands = sorted((m for m in measured if m[2].seat is not None), key=lambda m: m[:2], reverse=True)
    return [m[2] for m in tables[:count]], [m[2] for m in hands[:count]]


@cache
def longest_positions(game_id: str, seeds: tuple[int, ...] = (0,), count: int = 2) -> list[Position]:
    """The ``count`` longest tables and hands (in English) of every player count's seeded games, as the tests
    sample them (``TEST_STRIDE``)."""
    game = GAMES[game_id]
    stride = TEST_STRIDE[game_id]
    out: list[Position] = []
    for n in range(game.min_players, game.max_players + 1):
        positions = [p for seed in seeds for p in playout_positions(game_id, n, seed, stride)]
        tables, hands = longest(positions, count=count)
        out += tables + hands
    return out


def report(seeds: range = range(3)) -> None:
    print(f"Alt text lengths before clipping (limit {ALT_LIMIT}); seeds {list(seeds)}, names {NAMES}")
    print(f"{'game':<11}{'n':>2} {'kind':<6}" + "".join(f"{lang:>7}" for lang in LANGS) + "  over/measured (en)")
    examples: list[tuple[str, Position]] = []
    for game_id in sorted(GAMES):
        game = GAMES[game_id]
        for n in range(game.min_players, game.max_players + 1):
            positions = [p for seed in seeds for p in playout_positions(game_id, n, seed)]
            en = {id(p): len(p.text("en")) for p in positions}
            tables, hands = longest(positions, count=3)
            for kind, top in (("table", tables), ("hand", hands)):
                of_kind = [p for p in positions if (p.seat is None) == (kind == "table")]
                over = sum(1 for p in of_kind if en[id(p)] > ALT_LIMIT)
                worst = {lang: max(len(p.text(lang)) for p in top) for lang in LANGS}
                print(
                    f"{game_id:<11}{n:>2} {kind:<6}"
                    + "".join(f"{worst[lang]:>7}" for lang in LANGS)
                    + f"  {over}/{len(of_kind)}"
                )
                examples.append((f"{game_id} {n}p {kind}", top[0]))
    print("\nWhat clipping loses at the longest position (en, then the longest names Discord allows):")
    for label, p in examples:
        for names in (NAMES, LONG_NAMES):
            text = p.text("en", names)
            if len(text) > ALT_LIMIT:
                kept = len(clip_alt(text)) - 1
                print(f"- {label} (step {p.step}, {len(text)} chars): loses {len(text) - kept}: {text[kept:]!r}")


def show(game_id: str, n_players: int, seed: int, kind: str, langs: list[str]) -> None:
    """The full alt text at one playout's longest position of ``kind`` (table or hand)."""
    tables, hands = longest(playout_positions(game_id, n_players, seed))
    p = (tables if kind == "table" else hands)[0]
    for lang in langs:
        text = p.text(lang)
        print(f"--- {game_id} {n_players}p seed {seed} {kind} step {p.step} seat {p.seat} {lang}: {len(text)} chars")
        print(text)


if __name__ == "__main__":
    if len(sys.argv) > 1:  # python -m tests.alt_positions pachamama 4 0 hand en de
        show(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5:] or ["en", "de"])
    else:
        report()
