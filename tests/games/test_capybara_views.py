"""Capybara Cookie Club: what each seat may see (RULINGS 14), determinize, presentation and the AI."""

from __future__ import annotations

import random

from PIL import Image

from bot.i18n import english
from games.capybara import GAME
from games.capybara.cards import CAPYBARA_CARD
from games.capybara.scenario import build_state, cards, cd
from games.capybara.state import Accept, Discard, Draw, PassCard, Play, RefuseWithTeapot, State, Target


def _after_tapir_pass(teapot: int | None = None) -> State:
    s = build_state(
        [["tapir 2", "capybara", "sloth 5"], ["anteater 1", "toucan 5"], ["toucan 2", "toucan 3"]],
        piles=[["sloth 1"], ["capuchin 3"]],
        teapot=teapot,
    )
    s, _ = GAME.apply(s, 0, Play(card=cd("tapir 2"), pile=0))
    s, _ = GAME.apply(s, 0, PassCard(card=CAPYBARA_CARD))
    return s


def test_spectators_see_public_information_and_seats_only_their_own_hand() -> None:
    s = GAME.setup(4, 7)
    spectator = GAME.view(s, None)
    assert spectator.hand is None and spectator.hand_sizes == [7, 7, 7, 7]
    assert spectator.draw_size == len(s.draw_pile) and spectator.piles == s.piles
    for seat in range(4):
        v = GAME.view(s, seat)
        assert v.hand == sorted(s.hands[seat])
        dumped = v.model_dump()
        assert "hands" not in dumped and "draw_pile" not in dumped


def test_a_passed_card_is_known_to_its_passer_and_its_keeper_only() -> None:
    s = _after_tapir_pass()
    assert GAME.view(s, 0).known == [(1, CAPYBARA_CARD)]
    assert GAME.view(s, 2).known == [] and GAME.view(s, None).known == []
    # the passer's worlds keep the card where it went; others' worlds reshuffle it
    rng = random.Random(3)
    for _ in range(20):
        assert CAPYBARA_CARD in GAME.determinize(s, 0, rng).hands[1]
    moved = [CAPYBARA_CARD not in GAME.determinize(s, 2, rng).hands[1] for _ in range(40)]
    assert any(moved)


def test_knowledge_of_a_passed_card_ends_when_its_holder_plays_that_card() -> None:
    s = build_state(
        [["tapir 2", "sloth 3", "anteater 4"], ["anteater 1", "toucan 5"], ["toucan 2", "toucan 3"]],
        piles=[["sloth 1"], ["capuchin 3"]],
    )
    s, _ = GAME.apply(s, 0, Play(card=cd("tapir 2"), pile=0))
    s, _ = GAME.apply(s, 0, PassCard(card=cd("anteater 4")))
    assert GAME.view(s, 0).known == [(1, cd("anteater 4"))]
    s, _ = GAME.apply(s, 1, Play(card=cd("anteater 4"), pile=1))
    assert GAME.view(s, 0).known == []


def test_the_teapot_holder_does_not_see_the_card_it_decides_on() -> None:
    s = _after_tapir_pass(teapot=1)
    assert GAME.view(s, 1).transit_card is None and GAME.view(s, None).transit_from == 0
    rng = random.Random(5)
    worlds = [GAME.determinize(s, 1, rng) for _ in range(30)]
    assert any(w.transit != CAPYBARA_CARD for w in worlds)
    assert all(GAME.view(w, 1) == GAME.view(s, 1) for w in worlds)
    assert all(GAME.determinize(s, 0, rng).transit == CAPYBARA_CARD for _ in range(10))


def test_determinize_keeps_every_view_and_hand_size_but_reshuffles_hidden_cards() -> None:
    s = GAME.setup(3, 11)
    rng = random.Random(1)
    for seat in range(3):
        w = GAME.determinize(s, seat, rng)
        assert GAME.view(w, seat) == GAME.view(s, seat) and GAME.view(w, None) == GAME.view(s, None)
        assert [len(h) for h in w.hands] == [len(h) for h in s.hands]
        assert w.hands[seat] == s.hands[seat]
        assert w.hands != s.hands or w.draw_pile != s.draw_pile
        GAME.check_invariants(w)


# ---------------------------------------------------------------- presentation


def _offered(s: State, seat: int) -> list[int]:
    groups = GAME.controls(GAME.view(s, seat), GAME.legal_actions(s, seat))
    return [c.action for g in groups for c in g.choices]


def test_controls_offer_play_per_card_and_pile_plus_draw() -> None:
    s = build_state([["sloth 2", "sloth 2", "tapir 4", "capybara"], ["anteater 1"]])
    actions = GAME.legal_actions(s, 0)
    groups = GAME.controls(GAME.view(s, 0), actions)
    labels = [english(c.label) for g in groups for c in g.choices]
    assert labels == ["Tapir 4 → right", "Sloth 2 → left", "Draw"]  # one button for both sloth 2s
    assert sorted(_offered(s, 0)) == list(range(len(actions)))


def test_controls_for_the_teapot_decision() -> None:
    s = _after_tapir_pass(teapot=1)
    groups = GAME.controls(GAME.view(s, 1), GAME.legal_actions(s, 1))
    labels = {english(c.label): GAME.legal_actions(s, 1)[c.action] for g in groups for c in g.choices}
    assert labels == {"Refuse with the teapot": RefuseWithTeapot(), "Accept the card": Accept()}
    assert GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) == []


def test_big_hands_fit_the_discord_limits() -> None:
    everything = [
        f"{a} {v}" for a in ("anteater", "armadillo", "toucan", "tapir", "sloth", "capuchin") for v in (1, 2, 3, 4, 5)
    ]
    s = build_state([everything, ["turtle 1"]], piles=[["turtle 3"], ["turtle 3"]])
    actions = GAME.legal_actions(s, 0)
    assert len(actions) == 61  # 30 cards × 2 piles + draw
    groups = GAME.controls(GAME.view(s, 0), actions)
    buttons = sum(len(g.choices) for g in groups if g.kind == "buttons")
    rows = sum(-(-len(g.choices) // 5) for g in groups if g.kind == "buttons")
    rows += sum(-(-len(g.choices) // 25) for g in groups if g.kind == "select")
    assert buttons <= 25 and rows <= 5
    assert sorted(c.action for g in groups for c in g.choices) == list(range(61))


def test_hand_face_groups_by_animal_with_values_sorted() -> None:
    s = build_state([["sloth 5", "anteater 3", "sloth 2", "capybara", "anteater 1"], ["tapir 1"]])
    face = GAME.hand_face(GAME.view(s, 0))
    lines = english(face.description).splitlines()
    assert "🐜 **anteater**: 1 · 3" in lines and "🦥 **sloth**: 2 · 5" in lines and "🦫 **capybara**: 7" in lines
    assert lines.index("🐜 **anteater**: 1 · 3") < lines.index("🦥 **sloth**: 2 · 5")
    assert "Your turn" in english(face.prompt)


def test_table_face_shows_teapot_capybara_and_who_decides() -> None:
    s = _after_tapir_pass(teapot=1)
    face = GAME.table_face(GAME.view(s, None))
    text = english(face.description) + "\n".join(english(v) for _, v in face.fields)
    assert "in front of <seat:1>" in text and "[🦫 on 🍪 cookies]" in text
    assert "<seat:1> holds the teapot" in text and "🃏 2 cards" in text
    assert "capybara 7" not in text  # the card waiting for the teapot holder stays hidden


def test_render_table_is_a_readable_png() -> None:
    import io

    for s in (GAME.setup(5, 2), _after_tapir_pass(teapot=1)):
        png = GAME.render_table(GAME.view(s, None), [f"Player {i}" for i in range(s.n_players)], english)
        assert png is not None
        image = Image.open(io.BytesIO(png))
        assert (
            image.format == "PNG" and 600 <= image.width <= 800
        )  # about 400 px wide on a phone: see test_capybara_picture


# ---------------------------------------------------------------- the heuristic


def _pick(s: State, seat: int) -> object:
    return GAME.heuristic_action(GAME.view(s, seat), GAME.legal_actions(s, seat), random.Random(0))


def test_heuristic_plays_rather_than_draws_and_sheds_the_costlier_card() -> None:
    s = build_state([["sloth 2", "tapir 4", "tapir 1", "capybara"], ["anteater 1"]])
    assert _pick(s, 0) == Play(card=cd("tapir 4"), pile=1)  # tapir 4 cuts the bill by 3, sloth 2 by 2
    s = build_state([["tapir 5", "capybara"], ["anteater 1"]])
    assert _pick(s, 0) == Draw()


def test_heuristic_gets_rid_of_a_capybara_with_tapir_and_turtle() -> None:
    s = build_state([["tapir 2", "capybara", "sloth 5"], ["anteater 1"]])
    s, _ = GAME.apply(s, 0, Play(card=cd("tapir 2"), pile=0))
    assert _pick(s, 0) == PassCard(card=CAPYBARA_CARD)
    s = build_state([["turtle 2", "capybara", "sloth 5"], ["anteater 1"]], draw=["toucan 1"])
    s, _ = GAME.apply(s, 0, Play(card=cd("turtle 2"), pile=0))
    assert _pick(s, 0) == Discard(card=CAPYBARA_CARD)


def test_heuristic_refuses_a_tapir_card_with_the_teapot_and_keeps_an_armadillo_chain() -> None:
    assert _pick(_after_tapir_pass(teapot=1), 1) == RefuseWithTeapot()
    # an armadillo is played when another card can follow it, not when it would force a draw
    chained = build_state([["armadillo 2", "anteater 2", "sloth 3"], ["tapir 1"]], piles=[["sloth 1"], ["tapir 5"]])
    assert _pick(chained, 0) == Play(card=cd("armadillo 2"), pile=0)
    dead = build_state([["armadillo 2", "anteater 2", "sloth 5"], ["tapir 1"]], piles=[["sloth 1"], ["tapir 5"]])
    assert _pick(dead, 0) == Play(card=cd("anteater 2"), pile=0)


def test_heuristic_sends_the_anteater_to_the_richest_player() -> None:
    s = build_state([["anteater 2", "tapir 5"], ["sloth 4"], ["sloth 5"]], cookies=[5, 9, 30])
    s, _ = GAME.apply(s, 0, Play(card=cd("anteater 2"), pile=0))
    assert _pick(s, 0) == Target(seat=2)


def test_heuristic_beats_random_play() -> None:
    total = 0.0
    games = 40
    for seed in range(games):
        s = GAME.setup(3, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s):
            (seat,) = GAME.to_act(s)
            actions = GAME.legal_actions(s, seat)
            pick = GAME.heuristic_action(GAME.view(s, seat), actions, rng) if seat == 0 else rng.choice(actions)
            assert pick is not None
            s, _ = GAME.apply(s, seat, pick)
        outcome = GAME.outcome(s)
        assert outcome is not None
        total += outcome.reward(0)
    assert total / games > 0.7


def test_cards_helpers_round_trip() -> None:
    assert cards(["capybara", "olive turtle 3"]) == [CAPYBARA_CARD, cd("turtle 3")]
