"""Phase Two - Use Forts and Ships (Figure 4); Phase Three - Buy Construction Cards
(Figure 5)."""

import pytest

from seaboard.engine.game import IllegalAction
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import BUILD, PRODUCE

from .helpers import a, play, position, row, to_phase


def test_figure_4_forts_produce_and_a_ship_trades_once() -> None:
    s = position(
        2,
        res=[{"rum": 0}, {}],
        cards=[["starter_fort", "lumber_camp", "starter_ship"], []],
        ships={"ship1_1": 0},
        forts={"fort1_1": 0, "fort1_2": 0},
    )
    to_phase(s, PRODUCE)
    # (1) 1 rum + 1 plank and (2) 2 planks from the forts, straight away
    r = row(s, 0)
    assert (r["rum"], r["plank"]) == (1, 3)
    # (3) the ship trades the fresh rum for 1 doubloon and 1 gunpowder
    ship = s.construction[0].index(K.STARTER_SHIP)
    assert s.legal_actions() == [a(f"trade {ship}"), a("done")]
    play(s, f"trade {ship}")
    r = row(s, 0)
    assert (r["rum"], r["doubloon"], r["gunpowder"]) == (0, 1, 1)
    assert s.phase != PRODUCE


def test_a_ship_trades_at_most_once_even_with_more_rum() -> None:
    s = position(2, res=[{"rum": 3}, {}], cards=[["starter_ship"], []], ships={"ship1_1": 0})
    to_phase(s, PRODUCE)
    play(s, "trade 0")
    assert row(s, 0)["rum"] == 2
    assert s.phase != PRODUCE  # no second trade with the same card: Phase 2 is over
    with pytest.raises(IllegalAction):
        s.apply(a("trade 0"))


def test_figure_5_buying_a_ship_card_and_placing_on_the_wind_space() -> None:
    buyer = {"plank": 3, "crew": 1, "crew_area": 5}
    s = position(3, res=[dict(buyer), dict(buyer), {}], ships={}, forts={}, cards=[[], [], []])
    to_phase(s, BUILD)
    assert s.to_move == 0
    play(s, "buy 4")  # the Powder Sloop: 3 planks + 1 crew, 1 rum -> 2 gunpowder
    r = row(s, 0)
    assert (r["plank"], r["crew"], r["crew_area"]) == (0, 0, 6)  # crew back to the player
    assert s.construction[0] == [K.CARD_KEY["powder_sloop"]]
    # the piece goes on the board: the third space of a set has the wind symbol
    assert s.to_move == 0
    play(s, "build ship1_3")
    assert s.ships[K.SPACE_KEY["ship1_3"]] == 0
    # no new card is turned face up: the stack is exhausted for the round
    assert s.to_move == 1 and not s.stack_up[3]
    assert a("buy 4") not in s.legal_actions() and a("buy 5") in s.legal_actions()
    with pytest.raises(IllegalAction, match="Phase Three"):
        s.apply(a("buy 4"))


def test_no_buying_without_a_free_space_for_the_piece() -> None:
    rich = {"food": 9, "plank": 9, "rum": 9, "doubloon": 9, "crew": 3, "crew_area": 3}
    forts = {name: 1 for name in K.FORT_SPACES}
    s = position(2, res=[dict(rich), {}], forts=forts, ships={}, cards=[[], []])
    to_phase(s, BUILD)
    stacks = {x.args[0] for x in s.legal_actions() if x.kind == "buy"}
    assert {1, 2, 3}.isdisjoint(stacks)  # fort stacks: no empty fort space
    assert {4, 5, 6, 7, 8} <= stacks


def test_phase_3_buying_in_turn_order_until_all_pass() -> None:
    rich = {"rum": 9, "food": 9, "doubloon": 9, "plank": 9, "crew": 3, "crew_area": 3}
    s = position(2, res=[dict(rich), dict(rich)], ships={}, forts={}, cards=[[], []])
    to_phase(s, BUILD)
    play(s, "buy 7")  # a 3 VP rum party: 3 rum + 1 food
    assert s.to_move == 1
    assert a("buy 7") not in s.legal_actions()  # that stack is exhausted this round
    play(s, "buy 8")  # 5 rum + 1 doubloon
    assert s.to_move == 0
    play(s, "pass")  # house: passing in Phase 3 is final
    assert s.to_move == 1 and s.passed[0]
    assert row(s, 0)["rum"] == 6 and row(s, 1)["rum"] == 4
    play(s, "pass")
    assert s.phase > BUILD or s.over
