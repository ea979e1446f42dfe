"""Alt text for Pachamama's pictures, read from the same view they are drawn from.

The facts a screen-reader user needs for their next move come first: whose move, the squares the hand's
buttons offer, each player (points, explorers, cubes; nothing said of what they have none of), the hand's
own looks; then the land, written for listening and within Discord's 1,024 characters (issue 40's note):
each land type's squares with the runs of a column as ranges ("A1 to A4", the offered squares too), the
cultivated and revealed fields grouped by whose they are ("Xanthe: B2 4, C1 1"), and a count of the
undiscovered squares. Should the text still not fit (long names, a wordy language), the last lists are
shortened, each saying how many it left out (``games.alt_fit``), never a silent cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Any, NamedTuple

from games.alt_fit import fit
from games.contract import seat_ref, spoken
from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.render import offered_places
from games.pachamama.state import PachamamaView, Peek
from games.words import Text, Words, and_list, cat, msg

#: a column's run of at least this many squares is said as a range ("A1 to A3"), shorter ones square by square
RANGE_FROM = 3


class Field(NamedTuple):
    cell: int
    value: int
    owner: int  # the seat that cultivated it, -1 for a revealed field


def _players(view: PachamamaView) -> list[Text]:
    grid = grid_of(view.width, view.height)
    out: list[Text] = []
    for i, p in enumerate(view.players):
        on = [grid.label(c) for c in p.explorers if c is not None]
        cubes = [msg("pachamama-land", land=t) for t in range(len(C.LAND_TYPES)) for _ in range(p.cubes[t])]
        out.append(
            msg(
                "pachamama-alt-player",
                player=seat_ref(i),
                score=p.score,
                squares=and_list(on) if on else msg("pachamama-alt-nowhere"),
                off=sum(1 for c in p.explorers if c is None),
                cubes=and_list(cubes) if cubes else msg("pachamama-no-cubes"),
                offerings=p.offerings,
            )
        )
    return out


def _runs(grid: Grid, cells: Sequence[int]) -> list[Text]:
    """Cells in index order as their columns' runs: "A1 to A4", or square by square when short."""
    out: list[Text] = []
    start = 0
    for k in range(1, len(cells) + 1):
        if k < len(cells) and cells[k] == cells[k - 1] + 1 and cells[k] % grid.height != 0:
            continue  # the next square down the same column
        run = cells[start:k]
        if len(run) >= RANGE_FROM:
            out.append(msg("pachamama-alt-range", first=grid.label(run[0]), last=grid.label(run[-1])))
        else:
            out += [grid.label(c) for c in run]
        start = k
    return out


def _squares(grid: Grid, cells: Sequence[int], keep: int) -> Text:
    """The first ``keep`` of ``cells`` as runs, and how many more there are."""
    if keep == 0:
        return msg("pachamama-alt-n-squares", n=len(cells))
    more = msg("pachamama-alt-more-squares", n=len(cells) - keep) if keep < len(cells) else None
    return and_list([*_runs(grid, cells[:keep]), *([more] if more else [])])


def _fields(grid: Grid, fields: Sequence[Field], keep: int) -> Text:
    """ "Fields: Xanthe: B2 4, C1 1; revealed: D3 2." with the first ``keep`` fields named."""
    if keep == 0:
        return msg("pachamama-alt-fields", groups=msg("pachamama-alt-n-fields", n=len(fields)))
    groups: list[Text] = []
    for owner, of_owner in groupby(fields[:keep], key=lambda f: f.owner):
        named = and_list(msg("pachamama-alt-field-value", square=grid.label(f.cell), field=f.value) for f in of_owner)
        if owner < 0:
            groups.append(msg("pachamama-alt-fields-revealed", fields=named))
        else:
            groups.append(msg("pachamama-alt-fields-of", player=seat_ref(owner), fields=named))
    if keep < len(fields):
        groups.append(msg("pachamama-alt-more-fields", n=len(fields) - keep))
    return msg("pachamama-alt-fields", groups=cat(*groups, sep="; "))


def _looks(grid: Grid, looks: Sequence[Peek], keep: int) -> Text:
    named: list[Text] = [
        msg("pachamama-alt-look", square=grid.label(pk.cell), land=pk.land, field=pk.field) for pk in looks[:keep]
    ]
    if keep < len(looks):
        named.append(msg("pachamama-alt-more-squares" if keep else "pachamama-alt-n-squares", n=len(looks) - keep))
    return msg("pachamama-alt-looks", squares=and_list(named))


def _offered(grid: Grid, cells: Sequence[int], keep: int) -> Text:
    """ "Your buttons offer A1, B2 to B5 and 14 more squares." (the buttons name every one)."""
    return msg("pachamama-alt-offered", squares=_squares(grid, cells, keep))


def _write(
    view: PachamamaView, head: Text, places: Sequence[int], peeks: dict[int, Peek], names: Sequence[str], words: Words
) -> str:
    """The whole text, ``fit`` to Discord's limit. Should it need shortening, the fields go first, then the
    land types' squares (forest back to swamp), the looks, and the offered squares last."""
    grid = grid_of(view.width, view.height)
    looks = [pk for c, pk in sorted(peeks.items()) if view.land[c] is None]
    by_type = [[c for c in range(grid.n) if view.land[c] == t] for t in range(len(C.LAND_TYPES))]
    fields = sorted(
        (Field(c, f, view.cultivator[c]) for c, f in enumerate(view.field) if f is not None),
        key=lambda f: (f.owner < 0, f.owner, f.cell),
    )
    hidden = sum(1 for c in range(grid.n) if view.land[c] is None)
    players = _players(view)

    def text(keep: Sequence[int]) -> str:
        n_offered, n_looks, *n_types, n_fields = keep
        land = [
            msg("pachamama-alt-type", land=t, squares=_squares(grid, cells, n))
            for t, (cells, n) in enumerate(zip(by_type, n_types, strict=True))
            if cells
        ]
        parts = [
            head,
            _offered(grid, places, n_offered) if places else None,
            *players,
            _looks(grid, looks, n_looks) if looks else None,
            *land,
            _fields(grid, fields, n_fields) if fields else None,
            msg("pachamama-alt-undiscovered", count=hidden),
        ]
        return spoken(cat(*parts, sep=" "), names, words)

    return fit(text, [len(places), len(looks), *map(len, by_type), len(fields)])


def _whose_turn(view: PachamamaView) -> Text:
    """The picture's title as a sentence, without the game's name the text has just said."""
    if view.phase == "over":
        best = max(p.score for p in view.players)
        winners = [seat_ref(i) for i, p in enumerate(view.players) if p.score == best]
        return cat(msg("pachamama-pic-over", winners=and_list(winners), count=len(winners)), ".")
    if view.final_round:
        return cat(msg("pachamama-pic-final", player=seat_ref(view.current)), ".")
    return msg("pachamama-alt-to-play", player=seat_ref(view.current))


def describe_table(view: PachamamaView, names: Sequence[str], words: Words) -> str:
    head = cat(msg("pachamama-alt-table", width=view.width, height=view.height), _whose_turn(view), sep=" ")
    return _write(view, head, [], {}, names, words)


def describe_hand(view: PachamamaView, names: Sequence[str], actions: Sequence[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    places = sorted(offered_places(view, actions))
    head = msg("pachamama-alt-hand", player=seat_ref(view.seat), width=view.width, height=view.height)
    return _write(view, head, places, {pk.cell: pk for pk in view.my_peeks}, names, words)
