"""Arctic Bounty Variants: 5- to 6-Player Fleet (Charter Boats) and Epic Fleet."""

from __future__ import annotations

import pytest

from seaboard.engine.game import ConfigError
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.common import boat_capacity
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import KEEP, OPEN, PAY
from seaboard.games.fleet.tables import B_CHARTER, BOAT_INDEX, LIC_NAMES, NB

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
    s = new(5, standard="shrimp,cod,lobster,tuna,oyster,char", premium="pub,kingcrab,dfo")
    for q in range(5):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(oyster=1, cod=1)
    set_hand(s, 0, charter=1, tuna=1, shrimp=1)
    at_launch(s)
    assert "charter oyster" in legal(s) and "charter cod" in legal(s)
    assert "charter tuna" not in legal(s)  # no Tuna license
    play(s, "charter oyster")
    assert s.phase == PAY and s.pay_due == 2
    play(s, "pay tuna", "confirm")
    assert pl.boat_types == [BOAT_INDEX["oyster"]] and pl.charters == [1]
    assert boat_capacity(s, 0, 0) == 6  # a Pacific Oyster boat: holds six
    assert score_parts(s, 0)["boats"] == 2  # the Charter Boat's own VP (house)
    play(s, "hire shrimp oyster")
    # Fishing: catches two, like other Pacific Oyster boats
    play(s, "done")
    assert pl.boat_crates == [2]


def test_epic_fleet_everything_150_crates_keep_seven() -> None:
    s = new(3, epic=True)
    assert s.crate_supply == 150
    assert len(s.license_deck) + len(s.row) == 9 * 4 + 4 * 3  # every license, none removed
    assert s.boat_supply.count(B_CHARTER) == 12
    assert s.phase == KEEP and sum(s.players[s.current].hand) == NB - 1
    while s.phase == KEEP:
        play(s, legal(s)[0])
    assert s.phase == OPEN
    assert all(sum(p.hand) == 7 for p in s.players)
