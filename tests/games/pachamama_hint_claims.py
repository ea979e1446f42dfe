"""Pachamama hints in plain words (issue 36): an independent checker of every claim a hint makes.

Every claim of an explanation (a square's field, a divination's points, a cube count, the types of
cube after a trade, an offering's actions, the squares in reach) is checked against the real state
through the engine (``GAME.apply`` and the true land), never through the helpers that built the
sentence; a breadth-first walk written here counts the squares an explorer reaches.

No tests here (pytest does not collect this module): ``test_pachamama_hint_claims.py`` runs ``check``
over every legal move of positions from four games, ``test_pachamama_hints.py`` asserts one named
position per kind of decision.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import english
from games.contract import fill_seat_refs, seat_ref
from games.pachamama import GAME
from games.pachamama.grid import grid_of, regions_of
from games.pachamama.hints import explain
from games.pachamama.rules import clone
from games.pachamama.state import Aim, Divine, KeepCubes, PachamamaState
from games.words import Cat, Msg, Text

NAMES = ["Ana", "Bo", "Cy", "Di"]


def said(state: PachamamaState, seat: int, action: Any) -> str:
    """The explanation of ``action`` for ``seat`` in English, as the hint shows it after the move's label."""
    text = explain(GAME.view(state, seat), seat, action, GAME.legal_actions(state, seat))
    assert text is not None
    return fill_seat_refs(english(text), NAMES)


# ------------------------------------------------------------------ every claim checked against the state


def parts(text: Text) -> list[Msg]:
    """Every message in ``text``, nested ones included."""
    if isinstance(text, Msg):
        out = [text]
        for value in text.args.values():
            if isinstance(value, (Msg, Cat)):
                out += parts(value)
        return out
    if isinstance(text, Cat):
        return [m for p in text.parts for m in parts(p)]
    return []


def listed(value: Any) -> list[str]:
    """The items of an ``and_list`` (or a single item) as plain strings."""
    if isinstance(value, Msg) and value.id == "@list":
        return [str(v) for k, v in value.args.items() if k != "style"]
    return [str(value)]


def cell(s: PachamamaState, label: str) -> int:
    return grid_of(s.width, s.height).cell(label)


def kinds(cubes: list[int]) -> int:
    return sum(1 for n in cubes if n)


def divined_now(s: PachamamaState, seat: int, where: int, value: int) -> int:
    """Score change when ``seat`` divines ``value`` at ``where`` now (an explorer of theirs stands there)."""
    s = s.model_copy(update={"current": seat, "phase": "main", "final_round": False, "chosen": None})
    k = s.seats[seat].explorers.index(where)
    before = s.seats[seat].score
    s, _ = GAME.apply(s, seat, Aim(explorer=k))
    s, _ = GAME.apply(s, seat, Divine(value=value))
    return s.seats[seat].score - before


def walk(s: PachamamaState, seat: int, start: int | None) -> set[int]:
    """Squares an explorer can end on (the rules' move, written again): through cultivated squares and own
    explorers, never through an opponent, ending on a square with no explorer; off the land, from a free edge."""
    grid = grid_of(s.width, s.height)
    who = {c: i for i, p in enumerate(s.seats) for c in p.explorers if c is not None}
    ends: set[int] = set()
    todo = [start] if start is not None else []
    if start is None:
        for e in grid.edge:
            if e not in who:
                ends.add(e)
                if s.cultivated[e]:
                    todo.append(e)
    seen = set(todo)
    while todo:
        c = todo.pop()
        for j in grid.orth[c]:
            if j == start or j in seen:
                continue
            if j not in who:
                ends.add(j)
                if s.cultivated[j]:
                    seen.add(j)
                    todo.append(j)
            elif who[j] == seat:
                seen.add(j)
                todo.append(j)
    return ends


def check(s: PachamamaState, seat: int, action: Any, text: Text) -> set[str]:
    """Assert every claim of ``text`` (the explanation of ``action``) on the true state; the ids checked."""
    me = s.seats[seat]
    grid = grid_of(s.width, s.height)
    regions = regions_of(grid, s.land)
    region = {c: r for r in regions for c in r}
    ids = set()
    spot = me.explorers[s.chosen] if s.chosen is not None else None
    for m in parts(text):
        a = m.args
        ids.add(m.id)
        here = cell(s, str(a["square"])) if "square" in a else None
        options = [int(v) for v in listed(a["options"])] if "options" in a else None
        if here is not None and options is not None:
            assert s.field[here] in options, (m, s.field[here])
            assert not s.cultivated[here]
        if m.id == "pachamama-hint-field-at":
            c = cell(s, str(a["square"]))
            assert s.field[c] == a["field"] and (s.cultivated[c] or any(p.cell == c for p in me.peeks))
        elif m.id == "pachamama-hint-field-worked":
            c = cell(s, str(a["square"]))
            assert s.field[c] == a["field"] and not s.cultivated[c]
        elif m.id in ("pachamama-hint-must", "pachamama-hint-reach-sure"):
            assert here is not None and s.field[here] == a["field"] and not s.cultivated[here]
            assert s.discovered[here]
        elif m.id in ("pachamama-hint-why-region", "pachamama-hint-why-only-place"):
            sizes = {len(region[c]) for c in range(grid.n) if s.field[c] is not None and len(region[c]) == a["size"]}
            assert sizes == {a["size"]}
        elif m.id == "pachamama-hint-divine-sure":
            assert action.kind in ("aim", "divine")
            where = me.explorers[action.explorer] if action.kind == "aim" else spot
            assert where is not None
            assert divined_now(s, seat, where, a["field"]) == a["points"] == a["field"] + a["bonus"]
            assert s.field[where] == a["field"]
        elif m.id in ("pachamama-hint-guess", "pachamama-hint-guess-final"):
            assert here is not None
            true = s.field[here]
            gained = divined_now(s, seat, here, a["field"])
            assert gained == (a["points"] if true == a["field"] else -true)
            assert true == a["field"] or str(true) in listed(a["losses"])
        elif m.id == "pachamama-hint-pass":
            assert here is not None and here in me.explorers and s.phase == "final"
            true = s.field[here]
            assert divined_now(s, seat, here, a["field"]) == (a["points"] if true == a["field"] else -true)
        elif m.id == "pachamama-hint-pass-sure":
            assert here is not None and s.phase == "final"
            assert divined_now(s, seat, here, s.field[here]) == a["points"]
        elif m.id == "pachamama-hint-ruled-out":
            assert here is not None and s.field[here] != a["field"]
        elif m.id in ("pachamama-hint-stop", "pachamama-hint-stop-keep", "pachamama-hint-divine-more"):
            for label in listed(a["squares"]):
                c = cell(s, label)
                assert c in me.explorers and s.discovered[c] and not s.cultivated[c]
        elif m.id == "pachamama-hint-cube-take":
            assert sum(me.cubes) + 1 == a["after"] <= a["limit"]
        elif m.id == "pachamama-hint-cube-full":
            assert sum(me.cubes) == a["limit"]
        elif m.id in ("pachamama-hint-reach-new", "pachamama-hint-reach-new-all", "pachamama-hint-reach-moves"):
            after, _ = GAME.apply(s, seat, action)
            gos = [b.cell for b in GAME.legal_actions(after, seat) if b.kind == "go"]
            assert set(gos) == walk(s, seat, me.explorers[action.explorer])
            new = [c for c in gos if not s.discovered[c]]
            if m.id == "pachamama-hint-reach-new":
                assert len(new) == a["count"] and {cell(s, x) for x in listed(a["squares"])} <= set(new)
            elif m.id == "pachamama-hint-reach-new-all":
                assert len(new) == a["count"] and {cell(s, x) for x in listed(a["squares"])} == set(new)
            else:
                assert len(gos) == a["count"] and not new
        elif m.id == "pachamama-hint-explore":
            assert not s.discovered[here] and s.discovered.count(False) == a["count"]
        elif m.id in ("pachamama-hint-rivals-reach", "pachamama-hint-nobody-reaches"):
            reaching = {
                seat_ref(i)
                for i, p in enumerate(s.seats)
                if i != seat and any(here in walk(s, i, start) for start in set(p.explorers))
            }
            assert reaching == (set(listed(a["players"])) if "players" in a else set())
        elif m.id == "pachamama-hint-explore-open":
            assert not s.discovered[here]
        elif m.id == "pachamama-hint-explore-fewest":
            others = [b.cell for b in GAME.legal_actions(s, seat) if b.kind == "go" and b.cell != here]
            assert not s.discovered[here] and sum(1 for c in others if not s.discovered[c]) == a["count"]
        elif m.id == "pachamama-hint-explore-last":
            after, _ = GAME.apply(s, seat, action)
            assert all(after.discovered)
        elif m.id == "pachamama-hint-park":
            after, _ = GAME.apply(s, seat, action)
            assert divined_now(after, seat, action.cell, s.field[action.cell]) == a["points"]
        elif m.id == "pachamama-hint-move-cultivated":
            assert s.cultivated[here] and s.field[here] == a["field"]
            moved = clone(s)
            assert s.chosen is not None
            moved.seats[seat].explorers[s.chosen] = here
            assert sum(1 for c in walk(moved, seat, here) if not s.discovered[c]) == a["count"]
        elif m.id.startswith("pachamama-hint-leave"):
            after, _ = GAME.apply(s, seat, action)
            taken = {c for p in after.seats for c in p.explorers if c is not None}
            assert sum(1 for e in grid.edge if e not in taken) == a["count"]
            if m.id == "pachamama-hint-leave-cultivated":
                assert s.cultivated[here] and s.field[here] == a["field"]
            if m.id == "pachamama-hint-leave-sure":
                assert s.field[here] == a["field"]
        elif m.id in ("pachamama-hint-back-move", "pachamama-hint-back-enter"):
            assert len(walk(s, seat, spot)) == a["count"]
        elif m.id == "pachamama-hint-back-look":
            assert sum(me.cubes) == a["held"]
        elif m.id == "pachamama-hint-offer-action":
            after, _ = GAME.apply(s, seat, action)
            assert (s.actions_left, after.actions_left) == (a["before"], a["after"])
            assert [x - y for x, y in zip(me.cubes, after.seats[seat].cubes, strict=True)] == [1, 1, 1, 1]
        elif m.id == "pachamama-hint-offer-look":
            after, _ = GAME.apply(s, seat, action)
            assert sum(1 for b in GAME.legal_actions(after, seat) if b.kind == "look") == a["count"]
        elif m.id in ("pachamama-hint-offer-look-spot", "pachamama-hint-look-spot"):
            assert here in me.explorers
        elif m.id == "pachamama-hint-look-sure":
            assert s.field[here] == a["field"] and not s.cultivated[here]
        elif m.id == "pachamama-hint-look-hidden":
            assert not s.discovered[here]
        elif m.id in ("pachamama-hint-then-reach", "pachamama-hint-then-divine"):
            for label in listed(a["squares"]):
                assert s.discovered[cell(s, label)] and not s.cultivated[cell(s, label)]
        elif m.id in ("pachamama-hint-trade", "pachamama-hint-trade-new"):
            after, _ = GAME.apply(s, seat, action)
            assert kinds(after.seats[seat].cubes) == a["after"]
            if m.id == "pachamama-hint-trade":
                assert kinds(me.cubes) == a["before"]
            else:
                kept, _ = GAME.apply(s, seat, KeepCubes())
                assert kinds(kept.seats[seat].cubes) == a["before"]
        elif m.id in ("pachamama-hint-keep", "pachamama-hint-keep-worse"):
            assert kinds(me.cubes) == a["kinds"]
            best = max(
                kinds(GAME.apply(s, seat, t)[0].seats[seat].cubes)
                for t in GAME.legal_actions(s, seat)
                if t.kind == "trade"
            )
            assert best == a["best"] if m.id == "pachamama-hint-keep-worse" else best <= a["kinds"]
        elif m.id == "pachamama-hint-end":
            assert sum(me.cubes) == a["held"] == a["points"] and kinds(me.cubes) == a["kinds"]
    return ids
