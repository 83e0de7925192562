"""Arctic Bounty Bay cards: Crab Meeples and Trophies (Promotional Cards)."""

from __future__ import annotations

from seaboard.games.fleet.rules.fishing import fishing_start
from seaboard.games.fleet.rules.scoring import check_trophies, game_over, score_parts
from seaboard.games.fleet.tables import BOAT_INDEX, K_ARTISAN, TROPHY_NAMES

from .helpers import add_boat, at_launch, licenses, new, play, run, set_hand


def bay(players: int = 3, **options: object):
    s = new(players, **options)
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    return s


# -- Crab Meeples -------------------------------------------------------------------------
def test_crab_meeple_example_first_full_boat_of_each_standard_type() -> None:
    """'In base Fleet, the first Shrimp boat to reach capacity immediately catches a Crab
    Meeple. Then the first Cod, Tuna, Lobster, and Processing Vessel boats that reach
    capacity will each catch a Crab Meeple.'"""
    s = bay(crab_meeples=True)
    assert sorted(t for t, o in enumerate(s.crab_meeples) if o == -1) == sorted(
        BOAT_INDEX[n] for n in ("shrimp", "cod", "tuna", "lobster", "processing")
    )
    add_boat(s, 1, "shrimp", captain="tuna", crates=3)  # fills this Fishing
    add_boat(s, 2, "shrimp", captain="tuna", crates=3)  # fills too, later in turn order
    add_boat(s, 0, "kingcrab", captain="tuna", crates=3)  # Premium: no meeple
    at_launch(s, start=1)
    assert s.crab_meeples[BOAT_INDEX["shrimp"]] == 1  # tie in the same phase: first in turn order
    assert s.crab_meeples[BOAT_INDEX["kingcrab"]] == -2
    assert score_parts(s, 1)["crab_meeples"] == 4
    assert "crab_meeples" not in score_parts(s, 2)


def test_crab_meeple_pacific_oyster_must_reach_its_current_capacity() -> None:
    s = bay(crab_meeples=True, standard="oyster,cod,tuna,lobster,shrimp")
    s.players[0].licenses = licenses(oyster=1)
    add_boat(s, 0, "oyster", captain="tuna", crates=2)  # 4 of 6 after Fishing
    at_launch(s)
    play(s, "done")  # two crates on the boat, none on the license
    assert s.players[0].boat_crates == [4]
    assert s.crab_meeples[BOAT_INDEX["oyster"]] == -1
    run(s, fishing_start)
    play(s, "done")
    assert s.players[0].boat_crates == [6] and s.crab_meeples[BOAT_INDEX["oyster"]] == 0


def test_dock_cards_do_not_catch_crab_meeples() -> None:
    s = bay(crab_meeples=True, dock="artisan,tug")
    add_boat(s, 0, "shrimp", captain="self")
    s.players[0].boat_types[0] = K_ARTISAN
    at_launch(s)
    assert s.players[0].boat_crates == [1]  # full (capacity one)
    assert 0 not in s.crab_meeples


# -- Trophies -----------------------------------------------------------------------------
def test_three_of_six_trophies_drawn_face_up() -> None:
    s = bay(trophies=True)
    assert len(s.trophies) == 3 and len(set(s.trophies)) == 3
    assert [t["owner"] for t in s.view(None)["trophies"]] == [None] * 3
    seen = {tuple(new(3, seed=i, trophies=True).trophies) for i in range(10)}
    assert len(seen) > 1


def test_first_to_trophies_ties_go_first_in_turn_order_and_are_kept() -> None:
    s = bay(trophies=True)
    s.trophies = [0, 2, 3]
    s.trophy_owners = [-1, -1, -1]
    for q in (1, 2):
        for _ in range(4):
            add_boat(s, q, "cod", captain="tuna", crates=3)
    s.players[2].licenses = licenses(cod=3)
    at_launch(s, start=2)  # end of Phase 2: both have 4 captained Cod boats
    assert s.trophy_owners[0] == 2  # same phase: first in turn order from the start player
    assert s.trophy_owners[2] == 2  # three Cod licenses
    # Fishing: both reach 16 crates in the same phase
    assert s.trophy_owners[1] == 2
    s.players[2].boat_types = []
    s.players[2].boat_captains = []
    check_trophies(s)
    assert s.trophy_owners[0] == 2  # cannot be lost
    assert score_parts(s, 2)["trophies"] == 15


def test_game_end_trophies_most_boats_most_standard_licenses_ties_give_nothing() -> None:
    s = bay(trophies=True)
    s.trophies = [4, 5]
    s.trophy_owners = [-1, -1]
    add_boat(s, 0, "cod")
    add_boat(s, 0, "cod")
    add_boat(s, 1, "cod")
    s.players[1].licenses = licenses(cod=1)
    s.players[2].licenses = licenses(shrimp=1)
    game_over(s, "test")
    assert s.trophy_owners == [0, -1]
    assert TROPHY_NAMES[4] == "most-boats"
