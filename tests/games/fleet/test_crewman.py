"""Arctic Bounty Bay card Crewman and the Hire Crewman licenses."""

from __future__ import annotations

from seaboard.engine.rng import Rng
from seaboard.games.fleet.rules.auction import refill_row
from seaboard.games.fleet.rules.common import launches_allowed, shrimp_discount, wealth
from seaboard.games.fleet.rules.draw import round_end
from seaboard.games.fleet.rules.fishing import fishing_start
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import CREWDRAW, CREWPICK, LAUNCH
from seaboard.games.fleet.tables import (
    BOAT_INDEX,
    C_ARTISAN,
    C_BOOST,
    C_CRATES,
    C_DRAW,
    C_EMBARGO,
    C_LAUNCH,
    C_LEVEL,
    C_TUG,
    HIRE_CREWMAN,
    K_ARTISAN,
    K_TUG,
    LIC_INDEX,
)

from .helpers import add_boat, at_launch, legal, licenses, new, play, run, set_hand, set_row


def crew(players: int = 3):
    s = new(players, crewman=True)
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    return s


def test_three_hire_crewman_licenses_under_the_standard_top() -> None:
    s = new(3, crewman=True)
    deck = s.license_deck
    assert deck.count(HIRE_CREWMAN) == 3
    # the 2 x players set-aside Standard licenses stay on top (minus the row dealt)
    assert HIRE_CREWMAN not in deck[-3:]
    cuts = [i for i, li in enumerate(deck) if li == HIRE_CREWMAN]
    sizes = [cuts[0], cuts[1] - cuts[0] - 1, cuts[2] - cuts[1] - 1]
    assert max(sizes) - min(sizes) <= 1  # three roughly equal piles
    assert len(s.crewman_deck) == 12


def test_hire_crewman_revealed_is_replaced_and_a_crewman_goes_above_each_license() -> None:
    s = crew()
    s.license_deck = [LIC_INDEX["cod"], LIC_INDEX["tuna"], HIRE_CREWMAN, LIC_INDEX["shrimp"]]
    s.crewman_deck = [C_TUG, C_LAUNCH, C_CRATES]
    s.row = []
    s.row_crewmen = []
    refill_row(s)
    assert s.row == [LIC_INDEX["shrimp"], LIC_INDEX["tuna"], LIC_INDEX["cod"]]
    assert s.row_crewmen == [C_CRATES, C_LAUNCH, C_TUG]
    assert s.view(1)["row_crewmen"] == ["crates", "launch", "tug"]


def bought_with(c: int):
    """Player 0 buys the Shrimp license with Crewman `c` above it."""
    s = crew()
    set_hand(s, 0, tuna=2)
    set_row(s, "shrimp", "cod", "lobster")
    s.row_crewmen = [c, -1, -1]
    play(s, "open 0", "bid 4", "pay tuna", "pay tuna", "confirm")
    return s


def test_crewman_artisan_and_tug_act_as_launched_dock_cards() -> None:
    s = bought_with(C_ARTISAN)
    assert s.players[0].boat_types == [K_ARTISAN] and s.players[0].launched == 0
    s = bought_with(C_TUG)
    assert s.players[0].boat_types == [K_TUG]


def test_crewman_embargo_other_players_gain_no_crates_this_round() -> None:
    s = bought_with(C_EMBARGO)
    assert s.embargo == 0
    add_boat(s, 0, "shrimp", captain="cod")
    add_boat(s, 1, "shrimp", captain="cod")
    supply = s.crate_supply
    run(s, fishing_start)
    assert s.players[0].boat_crates == [1] and s.players[1].boat_crates == [0]
    assert s.crate_supply == supply - 1
    run(s, round_end)
    assert s.embargo == -1  # over at the end of the round


def test_crewman_four_crates_pay_one_dollar_and_score() -> None:
    s = bought_with(C_CRATES)
    assert s.players[0].crewman_crates == 4 and wealth(s, 0) == 4
    assert score_parts(s, 0)["crewman_crates"] == 4


def test_crewman_extra_launch_one_use_then_one_left_for_a_later_round() -> None:
    s = bought_with(C_LAUNCH)
    pl = s.players[0]
    assert pl.crewman_launches == 2
    pl.licenses = licenses(shrimp=1, tuna=1)
    set_hand(s, 0, tuna=3, shrimp=1)
    at_launch(s)
    play(s, "launch tuna")  # $1 - $1 Shrimp: nothing to pay
    assert s.phase == LAUNCH and "extralaunch" in legal(s)
    play(s, "extralaunch", "launch tuna")
    assert pl.launched == 2 and pl.crewman_launches == 1
    play(s, "done")  # keep the second use
    at_launch(s)  # a later round: the second use is still there
    play(s, "launch tuna", "extralaunch")
    assert pl.crewman_launches == 0 and pl.launched == 1 and "launch shrimp" in legal(s)


def test_crewman_extra_launch_both_uses_in_the_same_phase() -> None:
    """AB Crewman "Launch Two Boats": "May be used two separate times to perform an extra
    Launch action during the Launch Boats and Hire Captains Phase." Two uses, nothing
    forbids both in one phase (house reading; it used to be once a round)."""
    s = bought_with(C_LAUNCH)
    pl = s.players[0]
    pl.licenses = licenses(shrimp=1, tuna=1)
    set_hand(s, 0, tuna=4, shrimp=1)
    at_launch(s)
    play(s, "launch tuna", "extralaunch", "launch tuna")
    assert s.phase == LAUNCH and "extralaunch" in legal(s)
    play(s, "extralaunch", "launch tuna")
    assert pl.launched == 3 and pl.crewman_launches == 0 and pl.extra_launches == 2
    assert pl.boat_types == [BOAT_INDEX["tuna"]] * 3
    assert "extralaunch" not in legal(s)
    at_launch(s)  # the Crewman is used up: back to one launch a round
    play(s, "launch tuna")
    assert "extralaunch" not in legal(s) and launches_allowed(s, 0) == 1


def test_crewman_extra_launch_not_offered_before_the_own_launches_are_used() -> None:
    s = bought_with(C_LAUNCH)
    s.players[0].licenses = licenses(shrimp=1, tuna=1)
    set_hand(s, 0, tuna=2, shrimp=1)
    at_launch(s)
    assert "extralaunch" not in legal(s)


def test_crewman_boost_extra_crate_for_boats_of_the_chosen_license() -> None:
    s = bought_with(C_BOOST)
    assert s.phase == CREWPICK and legal(s) == ["boost shrimp"]
    play(s, "boost shrimp")
    assert s.players[0].boosted_types == [BOAT_INDEX["shrimp"]]
    add_boat(s, 0, "shrimp", captain="cod")
    run(s, fishing_start)
    assert s.players[0].boat_crates == [2]


def test_crewman_level_counts_one_more_license_for_bonuses() -> None:
    s = bought_with(C_LEVEL)
    assert legal(s) == ["level shrimp"]
    play(s, "level shrimp")
    assert shrimp_discount(s, 0) == 2  # one Shrimp license, counted twice
    assert score_parts(s, 0)["licenses"] == 4  # but only one license's VP


def test_crewman_draw_three_discard_one() -> None:
    s = bought_with(C_DRAW)
    assert s.phase == CREWDRAW and sum(s.players[0].hand) == 3
    play(s, legal(s)[0])
    assert sum(s.players[0].hand) == 2


def test_determinize_keeps_hire_crewman_positions_and_reshuffles_crewmen() -> None:
    s = new(3, crewman=True)
    cuts = [i for i, li in enumerate(s.license_deck) if li == HIRE_CREWMAN]
    orders = set()
    for i in range(10):
        d = s.determinize(0, Rng(i))
        assert [j for j, li in enumerate(d.license_deck) if li == HIRE_CREWMAN] == cuts
        orders.add(tuple(d.crewman_deck))
    assert len(orders) > 1
    assert BOAT_INDEX["shrimp"] == 0


def test_crewman_four_crates_come_from_the_crate_supply() -> None:
    """AB Crewman: "Four Crates are placed on the card immediately": crates of the supply,
    which count towards its running out."""
    before = crew().crate_supply
    s = bought_with(C_CRATES)
    assert s.crate_supply == before - 4
