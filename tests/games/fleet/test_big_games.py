"""Arctic Bounty Variants: 5- to 6-Player Fleet (Charter Boats) and Epic Fleet."""

from __future__ import annotations

import pytest

from seaboard.engine.game import ConfigError
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.common import boat_capacity
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import KEEP, OPEN, PAY
from seaboard.games.fleet.tables import B_CHARTER, BOAT_COST, BOAT_INDEX, BOAT_VP, LIC_NAMES, NB

from .helpers import at_launch, legal, licenses, new, play, set_hand


def test_five_players_setup_charters_in_the_supply_not_in_hands() -> None:
    s = new(5, dock="tug,artisan,houseboat")
    assert s.crate_supply == 125 and len(s.row) == 5
    assert s.dock_piles == [8, 8, 8, 0, 0, 0]  # eight of each selected Dock card
    assert s.boat_supply.count(B_CHARTER) == 12
    assert all(p.hand[B_CHARTER] == 0 for p in s.players)
    names = {LIC_NAMES[li] for li in s.license_deck + s.row}
    assert {"char", "marina"} <= names  # house extras when the options are defaults
    assert new(6).crate_supply == 150


def test_five_and_six_players_license_counts() -> None:
    GAME.make_config(
        players=5, standard="shrimp,cod,lobster,tuna,processing,char", premium="pub,kingcrab,dfo"
    )
    GAME.make_config(players=5, standard="shrimp,cod,lobster,tuna,processing,char,oyster")
    with pytest.raises(ConfigError, match="5 players"):
        GAME.make_config(players=5, standard="shrimp,cod,lobster,tuna,processing,char")
    with pytest.raises(ConfigError, match="6 players"):
        GAME.make_config(
            players=6,
            standard="shrimp,cod,lobster,tuna,processing,char",
            premium="pub,kingcrab,dfo",
        )


def test_charter_boat_launched_as_a_licensed_type_acts_as_that_type() -> None:
    """AB 5- to 6-Player Fleet: "Charter boats launched as Pacific Oyster boats, for
    instance, will have a capacity of six crates and catch two crates a turn just like
    other Pacific Oyster boats": the launch cost and the VP are those of that type."""
    s = new(5, standard="shrimp,cod,lobster,tuna,oyster,char", premium="pub,kingcrab,dfo")
    for q in range(5):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(oyster=1, cod=1)
    set_hand(s, 0, charter=1, tuna=1, shrimp=1)
    at_launch(s)
    assert "charter oyster" in legal(s) and "charter cod" in legal(s)
    assert "charter tuna" not in legal(s)  # no Tuna license
    oyster = BOAT_INDEX["oyster"]
    play(s, "charter oyster")
    assert s.phase == PAY and s.pay_due == BOAT_COST[oyster] != BOAT_COST[B_CHARTER]
    play(s, "pay tuna", "confirm")
    assert pl.boat_types == [oyster] and pl.charters == [1]
    assert boat_capacity(s, 0, 0) == 6  # a Pacific Oyster boat: holds six
    assert score_parts(s, 0)["boats"] == BOAT_VP[oyster] != BOAT_VP[B_CHARTER]
    play(s, "hire shrimp oyster")
    # Fishing: catches two, like other Pacific Oyster boats
    play(s, "done")
    assert pl.boat_crates == [2]


def test_epic_fleet_everything_150_crates_keep_seven() -> None:
    """AB Epic Fleet: "use all the Boats and Licenses from Fleet and Fleet: Arctic Bounty"
    (the Salmon promo only when chosen); "In a 3-player game, do not remove any licenses"."""
    s = new(3, epic=True)
    assert s.crate_supply == 150
    # every license but the Salmon promo, none removed
    assert len(s.license_deck) + len(s.row) == 8 * 4 + 4 * 3
    assert "salmon" not in {LIC_NAMES[li] for li in s.license_deck + s.row}
    assert s.boat_supply.count(BOAT_INDEX["salmon"]) == 0
    assert s.boat_supply.count(B_CHARTER) == 12
    assert s.phase == KEEP and sum(s.players[s.current].hand) == NB - 2  # no Charter, Salmon
    while s.phase == KEEP:
        play(s, legal(s)[0])
    assert s.phase == OPEN
    assert all(sum(p.hand) == 7 for p in s.players)


def test_epic_fleet_salmon_promo_only_when_chosen() -> None:
    """AB Epic Fleet and Promotional Cards: the Salmon license is a promo, added by choice."""
    s = new(3, epic=True, salmon_promo=True)
    assert len(s.license_deck) + len(s.row) == 9 * 4 + 4 * 3
    assert s.boat_supply.count(BOAT_INDEX["salmon"]) == 16 - 3
    with pytest.raises(ConfigError, match="salmon_promo"):
        GAME.make_config(players=3, salmon_promo=True)


def test_five_to_six_players_select_three_dock_cards() -> None:
    """AB 5- to 6-Player Fleet: "Select three Dock Cards and use eight Dock Cards of each
    selected type"; left empty, the option plays three (house: Tug, Artisan, House Boat)."""
    with pytest.raises(ConfigError, match="three Dock cards"):
        GAME.make_config(players=5, dock="tug,artisan")
    with pytest.raises(ConfigError, match="three Dock cards"):
        GAME.make_config(players=6, dock="tug")
    assert new(6).dock_piles == [8, 8, 8, 0, 0, 0]
    assert new(5, dock="tug,firstmate,salty").dock_piles == [8, 0, 0, 8, 8, 0]
