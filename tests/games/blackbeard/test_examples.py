"""The rulebook's worked examples, played move by move."""

from __future__ import annotations

import pytest

from seaboard.engine.game import IllegalAction
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    BLACKBEARD,
    BLANK,
    BRAND,
    CAMP,
    HUNTERS,
    JANE,
    OVER,
    SIGHTING,
)
from tests.games.blackbeard.helpers import (
    Dice,
    can,
    do,
    new_game,
    quiet_hunters,
    resolve_piracy,
    sid,
    to_hunter_actions,
)


def test_example_interview_informants_wm_howard() -> None:
    """Example: Interview Informants - Wm Howard Spots up to 4 Anchorages, one pawn each;
    the Camp found with the third pawn; three Surveil markers, no extra pawns (FAQ)."""
    s = new_game("pasquotank_river", informants=("wm_howard",))
    to_hunter_actions(s, "sail albemarle_sound", "sail roanoke_island")
    quiet_hunters(s)
    assert s.turn == 2
    s.informants = [C.INF_IDS.index("wm_howard")]
    s.informant_used = [False]
    s.informant_spots = [[0]]
    assert not can(s, "spot wm_howard albemarle_sound")  # only Anchorages
    do(s, "spot wm_howard bats_grave", "spot wm_howard nots_island")
    events = do(s, "spot wm_howard pasquotank_river")
    assert [e.data for e in events if e.visible_to(HUNTERS)] == [
        {"space": "pasquotank_river", "block": "camp"}
    ]
    assert [e for e in events if e.visible_to(BLACKBEARD)] == []  # he learns nothing
    assert s.hunter_pawns_used == 3
    assert can(s, "spot wm_howard core_banks")  # a fourth icon remains
    do(s, "surveil bats_grave", "surveil nots_island", "surveil pasquotank_river")
    assert s.hunter_pawns_used == 3  # Surveil costs no pawns
    view = s.view(HUNTERS)
    assert view["camp_marker"] == "pasquotank_river"
    assert view["map"]["pasquotank_river"] == "camp"
    assert [(x["turn"], x["space"]) for x in view["spots"]] == [
        (2, "bats_grave"),
        (2, "nots_island"),
        (2, "pasquotank_river"),
    ]
    # Blocks at Surveil markers stay face up and are updated openly while the Map is Set
    do(s, "done")
    assert s.face_up[sid("bats_grave")] and not s.face_up[sid("roanoke_river")]
    do(s, "sail albemarle_sound", "sail bats_grave", "done")
    assert s.view(HUNTERS)["map"]["bats_grave"] == "adventure"
    assert s.view(HUNTERS)["adventure"] == "bats_grave"


def test_example_plan_piracy_and_sail_adventure() -> None:
    """Examples: Plan Piracy (3 pawns on Raid Delaware) and Sail Adventure (Camp at Roanoke
    Island, through Roanoke Inlet to Currituck Inlet for 2 pawns)."""
    s = new_game("roanoke_island", acts=("raid_delaware",))
    do(s, "done")
    do(s, "plan raid_delaware", "plan raid_delaware", "plan raid_delaware")
    do(s, "sail roanoke_inlet", "sail currituck_inlet")
    assert s.blackbeard_pawns_used == 5
    assert not can(s, "sail roanoke_inlet")  # no pawn left
    do(s, "done")
    assert s.blocks[sid("roanoke_island")] == CAMP  # empty Camp, no Sighting where it began
    assert s.blocks[sid("roanoke_inlet")] == SIGHTING  # Sailed through, in and out
    assert s.blocks[sid("currituck_inlet")] == ADVENTURE
    assert s.view(HUNTERS)["map"]["roanoke_inlet"] == "hidden"  # set secretly
    quiet_hunters(s)
    assert s.cubes[C.TID["raid_delaware"]] == 3  # Adventure is at Currituck Inlet


def test_plan_piracy_never_more_pawns_than_open_squares() -> None:
    s = new_game("roanoke_island", acts=("seize_gun",))
    do(s, "done", "plan seize_gun", "plan seize_gun")
    assert not can(s, "plan seize_gun")
    with pytest.raises(IllegalAction) as err:
        do(s, "plan seize_gun")
    assert err.value.rule == "Plan Piracy"


def test_example_scout_march_sail_spot() -> None:
    """Example: Scout, March, Sail, Spot (without the ADVANCED Partisans and Canoes)."""
    s = new_game("roanoke_island")
    to_hunter_actions(s)
    do(s, "next", "next", "move brand albemarle_county", "move brand queen_annes_creek")
    do(s, "stop brand", "stop jane", "stop ranger", "next", "done")
    assert s.turn == 2
    to_hunter_actions(s, "sail roanoke_inlet", "sail currituck_inlet")
    do(s, "next")
    events = do(s, "scout brand queen_annes_creek")  # Brand Scouts his own locale
    assert events[-1].data == {"space": "queen_annes_creek", "block": "blank"}
    do(s, "next")
    do(s, "move brand roanoke_river", "move brand bath_town", "stop brand")
    assert s.face_up[sid("bath_town")]
    do(s, "move both cape_henry", "move both roanoke_inlet")
    assert s.hunter_pawns_used == 5
    do(s, "stop ranger")  # Ranger stops and Spots a Sighting
    assert s.blocks[sid("roanoke_inlet")] == SIGHTING and s.face_up[sid("roanoke_inlet")]
    assert can(s, "chain gun_inlet") and not can(s, "move jane gun_inlet")
    events = do(s, "chain gun_inlet")
    assert events[-1].data == {"space": "gun_inlet", "block": "blank"}
    # up to two pawns left: Jane may Sail on; Ranger has ended its move
    assert can(s, "move jane currituck_inlet") and not can(s, "move ranger currituck_inlet")
    do(s, "move jane currituck_inlet", "stop jane")
    # FAQ: Scout twice in a turn - before, and again after, Sail/March
    assert s.hunter_segment == 3 and can(s, "scout brand roanoke_river")


def test_example_arrest_and_escape() -> None:
    """Example: Arrest and Escape at Fish Town - Lookouts against Capt Gordon, 3 dice to 4;
    the pirate's high die wins, Adventure must Escape, to Topsail Inlet; Piracy planned at
    Fish Town does not occur."""
    s = new_game("core_banks", acts=("take_on_stores",))
    do(s, "done", "sail hunting_quarter_sound", "sail fish_town", "done")
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.assets[C.AID["capt_gordon"]] = True
    s.prepared[C.DID["lookouts"]] = True
    s.tile_pawns[C.TID["take_on_stores"]] = 3
    s.rng = Dice([2, 6, 3, 5, 5, 4, 1])
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    do(s, "next")
    assert s.battle is not None and s.to_move == BLACKBEARD
    do(s, "declare lookouts", "roll")  # Blackbeard declares first ...
    assert s.view(HUNTERS)["declared_defenses"] == ["lookouts"] and s.to_move == HUNTERS
    assert [a.text for a in s.legal_actions()] == ["declare capt_gordon", "roll"]
    do(s, "declare capt_gordon", "roll")  # ... then the Hunters
    assert s.last_roll == {"what": "arrest", "blackbeard": [2, 6, 3], "hunters": [5, 5, 4, 1]}
    assert s.view(BLACKBEARD)["declared_assets"] == ["capt_gordon"]
    assert sorted(a.text for a in s.legal_actions()) == [
        "escape hunting_quarter_sound",
        "escape topsail_inlet",
    ]
    do(s, "escape topsail_inlet")
    assert s.escaped and s.adventure == sid("topsail_inlet")
    assert s.blocks[sid("fish_town")] == BLANK
    assert s.cubes[C.TID["take_on_stores"]] == 0  # Piracy at Fish Town does not occur
    resolve_piracy(s)
    assert s.turn == 2


def test_example_arrest_with_most_dice_option() -> None:
    """Same Arrest with the "most dice win" option: 4 Hunter dice beat 3 - Hunters win."""
    s = new_game("core_banks", most_dice=True)
    do(s, "done", "sail hunting_quarter_sound", "sail fish_town", "done")
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.assets[C.AID["capt_gordon"]] = True
    s.prepared[C.DID["lookouts"]] = True
    s.rng = Dice([])
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    do(s, "next", "declare lookouts", "roll", "declare capt_gordon", "roll")
    assert s.phase == OVER and s.winner == HUNTERS and s.reason == "arrest"


def test_example_battle() -> None:
    """Example: Battle - Swivel Guns against Cannon and Chain & Grape; Lookouts and Lt
    Maynard at the Escape; the Hunters win it, Board, and win the tied Boarding roll."""
    s = new_game("core_banks")
    do(s, "done", "sail hunting_quarter_sound", "sail ocracoke_inlet", "done")
    for name in ("cannon_jane", "chain_grape", "lt_maynard"):
        s.assets[C.AID[name]] = True
    for name in ("swivel_guns", "lookouts"):
        s.prepared[C.DID[name]] = True
    s.hunter_spaces[JANE] = sid("cape_henry")
    # Adventure fires 3 dice (two misses, a Rigging Hit), Jane 2 (3, 4: Chain & Grape Hits);
    # Escape: Adventure 2 dice (3, 5), Jane 1 (6); Boarding: one die each, tied 4 and 4
    s.rng = Dice([1, 2, 6, 3, 4, 3, 5, 6, 4, 4])
    do(s, "next", "next", "move jane ocracoke_inlet", "stop jane", "stop ranger", "stop brand")
    do(s, "next")
    assert s.battle is not None and s.to_move == BLACKBEARD  # Blackbeard declares first
    assert [a.text for a in s.legal_actions()] == ["declare swivel_guns", "roll"]
    do(s, "declare swivel_guns", "roll")
    assert s.to_move == HUNTERS and s.view(HUNTERS)["declared_defenses"] == ["swivel_guns"]
    assert not can(s, "declare chain_grape")  # Chain & Grape only with a Cannon declared
    do(s, "declare cannon_jane", "declare chain_grape", "roll")
    b = s.battle
    assert b.sloop_rigging[JANE] == 1 and b.sloop_crew[JANE] == 0
    assert sorted(s.view(HUNTERS)["declared_defenses"]) == ["swivel_guns"]
    assert sorted(s.view(BLACKBEARD)["declared_assets"]) == ["cannon_jane", "chain_grape"]
    do(s, "mark rigging", "mark crew")
    assert (b.adventure_rigging, b.adventure_crew) == (1, 1)
    do(s, "declare lookouts", "roll", "declare maynard", "roll")
    assert s.last_roll == {"what": "escape", "blackbeard": [3, 5], "hunters": [6]}
    assert can(s, "withdraw") and can(s, "board")
    do(s, "board", "roll")  # Boarding: no one declares any tiles
    assert s.last_roll == {"what": "boarding", "blackbeard": [4], "hunters": [4]}
    assert s.phase == OVER and s.winner == HUNTERS and s.reason == "boarding"


def test_example_resolve_piracy_banyan_for_vane() -> None:
    """Example: Resolve Piracy - Banyan for Vane at Nots Island with three gold cubes from the
    Purse; filled, so Show the block and Take a Loot worth one."""
    s = new_game("roanoke_island", life=("banyan_for_vane",))
    s.loot_pool.remove(1)
    s.loot_pool.append(1)
    purse = s.purse
    do(s, "done", "plan banyan_for_vane", "plan banyan_for_vane", "plan banyan_for_vane")
    do(s, "sail currituck_sound", "sail nots_island", "done")
    events = []
    do(s, "next", "next", "stop jane", "stop ranger", "stop brand")
    events = do(s, "next", "done")
    t = C.TID["banyan_for_vane"]
    assert s.cubes[t] == 3
    assert s.purse == purse - 3 + 1
    assert s.taken_loot[-1] == 1
    shows = [e.data for e in events if e.kind == "show"]
    assert shows == [{"space": "nots_island", "tile": "banyan_for_vane"}]
    view = s.view(HUNTERS)
    assert view["map"]["nots_island"] == "adventure" and view["adventure"] == "nots_island"
    assert view["map"]["roanoke_island"] == "hidden"  # the Camp stays hidden


@pytest.mark.parametrize(("more_than_half", "winner"), [(False, BLACKBEARD), (True, HUNTERS)])
def test_example_win_by_piracy(more_than_half: bool, winner: int) -> None:
    """Example: Win by Piracy - Acts of Piracy 4 of 12 squares (too few), Pirate's Life 5 of
    10 (exactly half: a Blackbeard win; with the more-than-half option, a loss)."""
    s = new_game(
        "roanoke_island",
        acts=("raid_delaware", "raid_charles_town", "seize_gun", "seize_ocracoke"),
        life=("crew_to_ordinary", "buy_rum", "seek_pardon", "visit_with_wife"),
        more_than_half=more_than_half,
    )
    s.turn = 4
    s.cubes[C.TID["raid_delaware"]] = 4
    s.cubes[C.TID["visit_with_wife"]] = 4
    s.cubes[C.TID["seek_pardon"]] = 1
    to_hunter_actions(s)
    quiet_hunters(s)
    assert s.phase == OVER and s.winner == winner


@pytest.mark.parametrize(("cubes", "winner"), [(5, HUNTERS), (6, BLACKBEARD)])
def test_victory_by_piracy_on_an_odd_row_needs_half_rounded_up(cubes: int, winner: int) -> None:
    """Victory - Piracy: "cubes in at least half of the total number of squares". Pirate's
    Life of 11 squares: 5 cubes are less than half (5.5), 6 are enough."""
    s = new_game(
        "roanoke_island",
        acts=("raid_delaware",),
        life=("crew_to_ordinary", "buy_rum", "sell_cargo", "visit_with_wife"),
    )
    s.turn = 4
    s.cubes[C.TID["visit_with_wife"]] = 4
    s.cubes[C.TID["sell_cargo"]] = cubes - 4
    to_hunter_actions(s)
    quiet_hunters(s)
    assert s.phase == OVER and s.winner == winner
