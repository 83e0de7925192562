"""Rules of the Sequence of Play, section by section, and the FAQ answers."""

from __future__ import annotations

import pytest

from seaboard.engine.game import IllegalAction
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import (
    ADVENTURE_AT_CAMP,
    BLACKBEARD,
    BOARD_HUNTERS,
    BRAND,
    CAMP,
    HUNTERS,
    INTERVIEW,
    JANE,
    OVER,
    RANGER,
    SIGHTING_AT_CAMP,
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


# -- Setup, A. Draw Tiles, Set Camp ---------------------------------------------------------------
def test_setup_and_faq_setup_loot_adds_no_purse() -> None:
    s = GAME.new_state(GAME.make_config(), 1)
    assert len(s.taken_loot) == 1 and s.purse == C.R.start_purse
    assert len(s.piracy_rows[0]) == 1 and len(s.piracy_rows[1]) == 1 and len(s.informants) == 1
    assert s.hunter_spaces == [C.JAMES] * 3
    assert sorted(a.args[0] for a in s.legal_actions()) == sorted(
        C.SPACE_IDS[x] for x in C.ANCHORAGES
    )


def test_set_camp_only_in_an_anchorage() -> None:
    s = new_game()
    with pytest.raises(IllegalAction) as err:
        do(s, "camp bath_town")
    assert err.value.rule == "A. Turn 1: Set Camp" or "Camp" in str(err.value)
    do(s, "camp hatteras_bank")
    assert s.blocks[sid("hatteras_bank")] == ADVENTURE_AT_CAMP and s.phase == INTERVIEW


def test_draw_tiles_each_turn() -> None:
    s = new_game("hatteras_bank")
    to_hunter_actions(s)
    quiet_hunters(s)
    assert (
        s.turn == 2
        and len(s.piracy_rows[0]) == 2
        and len(s.piracy_rows[1]) == 2
        and len(s.informants) == 2
    )


# -- B. Interview Informants ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("informant", "good", "bad"),
    [
        ("condemned_pirates", "albemarle_sound", None),
        ("edwd_moseley", "fish_town", "albemarle_sound"),
        ("col_moore", "roanoke_river", "roanoke_island"),
        ("capt_vail", "core_banks", "hatteras_bank"),
        ("isaac_freeman", "cape_hatteras", "hatteras_bank"),
        ("bumboat_peddlers", "currituck_sound", "bath_town"),
        ("fishermen", "hatteras_bank", "gun_inlet"),
    ],
)
def test_informant_space_types(informant: str, good: str, bad: str | None) -> None:
    s = new_game("pasquotank_river", informants=(informant,))
    assert can(s, f"spot {informant} {good}")
    if bad:
        assert not can(s, f"spot {informant} {bad}")
        with pytest.raises(IllegalAction) as err:
            do(s, f"spot {informant} {bad}")
        assert err.value.rule == "B. Interview Informants"


def test_informant_icon_counts_and_used_informants_flip() -> None:
    s = new_game("pasquotank_river", informants=("capt_vail", "pardoned_pirates"))
    do(s, "spot capt_vail bath_town")
    assert not can(s, "spot capt_vail bath_town")
    do(s, "spot capt_vail neus_river")
    assert not any(a.args[0] == "capt_vail" for a in s.legal_actions() if a.kind == "spot")
    to_hunter_actions(s)
    quiet_hunters(s)
    assert s.informant_used[0] and not s.informant_used[1]  # Pardoned Pirates still usable later
    assert any(a.args[0] == "pardoned_pirates" for a in s.legal_actions() if a.kind == "spot")


def test_secret_sighting_chain_during_interview() -> None:
    s = new_game("roanoke_island", informants=("isaac_freeman",))
    to_hunter_actions(s, "sail roanoke_inlet", "sail currituck_inlet")
    quiet_hunters(s)
    s.informants = [C.INF_IDS.index("isaac_freeman")]
    s.informant_used, s.informant_spots = [False], [[0]]
    do(s, "spot isaac_freeman roanoke_inlet")
    assert s.sighting_chains == [(sid("roanoke_inlet"), True)]
    with pytest.raises(IllegalAction) as err:
        do(s, "done")
    assert err.value.rule == "Sightings"
    events = do(s, "chain currituck_inlet")
    assert [e.data for e in events if e.visible_to(HUNTERS)][0]["block"] == "adventure"
    assert not s.face_up[sid("currituck_inlet")]  # secret, as the first Spot was
    assert s.hunter_pawns_used == 1  # the chain costs no pawn
    before = s.view(BLACKBEARD)
    events = do(s, "surveil currituck_inlet")  # and may be Surveilled, which is open
    assert [e.kind for e in events if e.visible_to(BLACKBEARD)] == ["surveil", "spot"]
    assert s.view(BLACKBEARD)["surveil"] == ["currituck_inlet"] != before["surveil"]


# -- C. Blackbeard Actions ------------------------------------------------------------------------
def test_sighting_at_camp_and_reset_map() -> None:
    s = new_game("roanoke_island")
    to_hunter_actions(s, "sail gun_inlet")
    quiet_hunters(s)
    do(s, "done", "sail roanoke_island", "sail roanoke_inlet", "done")
    assert s.blocks[sid("roanoke_island")] == SIGHTING_AT_CAMP
    quiet_hunters(s)
    do(s, "done")  # Reset Map: the Sighting at Camp becomes the empty Camp
    assert s.blocks[sid("roanoke_island")] == CAMP


def test_blackbeard_actions_in_order() -> None:
    s = new_game("roanoke_island", acts=("seize_roanoke",))
    do(s, "done", "prepare lookouts")
    assert not can(s, "plan seize_roanoke")
    with pytest.raises(IllegalAction) as err:
        do(s, "plan seize_roanoke")
    assert err.value.rule == "C. Blackbeard Actions"
    do(s, "sail roanoke_inlet")
    assert not can(s, "prepare swivel_guns")
    assert s.purse == C.R.start_purse - 1 and s.prepared[C.DID["lookouts"]]


def test_hire_doctor_limits_sail_and_buy_rum_limits_pawns() -> None:
    s = new_game("core_banks", life=("hire_doctor",))
    do(s, "done", "sail west_pamlico_sound", "sail east_pamlico_sound", "sail roanoke_island")
    assert not any(a.kind == "sail" for a in s.legal_actions())
    s = new_game("core_banks", life=("buy_rum",))
    do(s, "done", "prepare lookouts", "prepare grape", "prepare chain_shot", "prepare grenadoes")
    assert s.legal_actions()[-1].text == "done" and len(s.legal_actions()) == 1


def test_careen_not_if_adventure_sails() -> None:
    s = new_game("core_banks", acts=("careen_sloop",))
    do(s, "done", "plan careen_sloop", "plan careen_sloop", "sail west_pamlico_sound")
    do(s, "sail ocracoke_island", "done")
    quiet_hunters(s)
    assert s.cubes[C.TID["careen_sloop"]] == 0
    do(s, "done", "plan careen_sloop", "plan careen_sloop", "done")
    quiet_hunters(s)
    assert s.cubes[C.TID["careen_sloop"]] == 2


def test_gold_pawns_beyond_the_purse_are_wasted() -> None:
    s = new_game("core_banks", life=("banyan_for_vane",))
    s.purse = 2
    do(s, "done", "plan banyan_for_vane", "plan banyan_for_vane", "plan banyan_for_vane")
    do(s, "done")
    quiet_hunters(s)
    assert s.cubes[C.TID["banyan_for_vane"]] == 2 and s.purse == 0


# -- D. Hunter Actions ----------------------------------------------------------------------------
def test_hunter_segments_in_strict_order() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    do(s, "next", "next", "move jane cape_henry")
    with pytest.raises(IllegalAction) as err:
        do(s, "commandeer capt_gordon")
    assert err.value.rule == "D. The Hunters Actions"


def test_commandeer_only_at_james_river() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    s.hunter_spaces[JANE] = sid("cape_henry")
    assert not can(s, "commandeer cannon_jane") and not can(s, "commandeer skilled_helm")
    assert can(s, "commandeer cannon_ranger") and can(s, "commandeer capt_gordon")
    do(s, "commandeer capt_gordon")
    assert s.hunter_pawns_used == 1 and "assets_commandeered" not in s.view(BLACKBEARD)
    assert (
        s.view(HUNTERS)["assets"] == ["capt_gordon"]
        and s.view(BLACKBEARD)["hunter_pawns_on_map"] == 0
    )
    assert "capt_gordon" not in s.view(BLACKBEARD)["declared_assets"]  # undeclared until used


def test_sailing_costs_cape_henry_and_ocean_to_ocean() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    do(s, "next", "next", "move jane cape_henry")
    assert s.hunter_pawns_used == 1
    assert not any(a.kind == "scout" for a in s.legal_actions())
    do(s, "move jane topsail_inlet")  # Cape Henry to any Ocean: 1 pawn
    assert s.hunter_pawns_used == 2
    do(s, "move jane currituck_inlet")  # Ocean to Ocean: 2 pawns
    assert s.hunter_pawns_used == 4
    do(s, "move jane cape_henry")  # and back to Cape Henry for 1
    assert s.hunter_pawns_used == 5


def test_no_scouting_from_cape_henry() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    s.hunter_spaces[JANE] = sid("cape_henry")
    do(s, "next")
    assert not any(a.args[0] == "jane" for a in s.legal_actions() if a.kind == "scout")


def test_skilled_helm() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    do(s, "commandeer skilled_helm", "next", "next", "move both cape_henry")
    do(s, "move both ocracoke_inlet")
    assert can(s, "helm both west_pamlico_sound")  # 3 water steps
    do(s, "helm jane bath_town")
    assert s.hunter_spaces[JANE] == sid("bath_town") and s.hunter_pawns_used == 4
    assert "skilled_helm" in s.view(BLACKBEARD)["declared_assets"]


def test_spotting_ends_the_move_and_sloops_split() -> None:
    s = new_game("core_banks")
    to_hunter_actions(s)
    do(s, "next", "next", "move both cape_henry", "move both gun_inlet", "stop jane")
    assert not any(a.args[0] in ("jane", "both") for a in s.legal_actions() if a.kind == "move")
    do(s, "move ranger roanoke_inlet")
    assert s.hunter_spaces[RANGER] == sid("roanoke_inlet") and s.hunter_spaces[JANE] == sid(
        "gun_inlet"
    )


# -- E. Encounters --------------------------------------------------------------------------------
def encounter_at_fish_town(**options: object):
    s = new_game("core_banks", **options)
    do(s, "done", "sail hunting_quarter_sound", "sail fish_town", "done")
    return s


def test_hammer_and_anvil() -> None:
    """Adventure beats the Arrest with Jane present: Battle, and if the Hunters win the Escape
    roll they must Board."""
    s = encounter_at_fish_town()
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    # Arrest: BB [6, 1] beats Hunters [5, 5]; Fire: Adventure [1, 2], Jane [1];
    # Escape: BB [2, 2] vs Jane [3]; Boarding: BB [1, 1] vs Jane [4]
    s.rng = Dice([6, 1, 5, 5, 1, 2, 1, 2, 2, 3, 1, 1, 4])
    do(s, "next", "next", "move brand fish_town", "move jane fish_town")
    do(s, "stop brand", "stop jane", "stop ranger", "next")
    do(s, "roll", "roll")  # Blackbeard declares nothing, nor the Hunters: Arrest
    assert s.battle is not None and s.battle.hammer_and_anvil
    do(s, "roll", "roll")  # Fire: Blackbeard, then the Hunters, declare nothing
    do(s, "roll", "roll")  # Escape
    assert s.last_roll["what"] == "escape"
    assert not can(s, "withdraw") and not can(s, "board")  # they Board, no choice
    assert s.battle.stage == BOARD_HUNTERS  # they may still declare Extra Hands, Maynard
    do(s, "roll")
    assert s.phase == OVER and s.reason == "boarding" and s.winner == HUNTERS


def test_forced_escape_impossible_means_arrest() -> None:
    s = encounter_at_fish_town()
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    s.hunter_spaces[RANGER] = sid("hunting_quarter_sound")
    s.rng = Dice([6, 1, 5])
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    do(s, "chain_end", "next", "roll", "roll")  # Ranger found the Sighting Adventure left
    assert s.phase == OVER and s.winner == HUNTERS


def test_warned_blackbeard_wins_ties_after_an_escape() -> None:
    s = encounter_at_fish_town()
    s.escaped = True
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.rng = Dice([5, 1, 5])
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    do(s, "next", "roll", "roll")
    assert s.phase != OVER and can(s, "escape topsail_inlet")


def test_lookouts_once_per_turn_and_hyde_cap() -> None:
    s = encounter_at_fish_town()
    s.prepared[C.DID["lookouts"]] = True
    s.assets[C.AID["midshipman_hyde"]] = True
    s.assets[C.AID["lt_maynard"]] = True
    s.hunter_spaces[JANE] = s.hunter_spaces[RANGER] = sid("topsail_inlet")
    s.rng = Dice([1, 1, 1, 1, 6, 1, 2, 2, 2])
    do(s, "next", "next", "move both fish_town", "stop jane", "stop ranger", "stop brand")
    do(s, "next", "roll")
    # Fire: Jane and Ranger one die each: Maynard could add one (to 3), Hyde not (max 2)
    assert can(s, "declare maynard") and not can(s, "declare hyde")
    do(s, "roll")
    do(s, "declare lookouts", "roll")
    assert can(s, "declare maynard")  # Escape: 2 Hunter dice, Maynard may make it 3
    assert not can(s, "declare lookouts")
    do(s, "roll")  # Escape: Adventure [6, 1, 2] vs [2, 2]
    assert can(s, "board") and s.lookouts_used
    assert s.last_roll["blackbeard"] == [6, 1, 2]


def test_philip_morton_fires_first_and_reduces_a_hit_sloop() -> None:
    s = encounter_at_fish_town()
    s.prepared[C.DID["philip_morton"]] = True
    s.assets[C.AID["cannon_jane"]] = True
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    s.rng = Dice([6, 1, 4, 2, 2, 1])
    do(s, "next", "next", "move jane fish_town", "stop jane", "stop ranger", "stop brand")
    do(s, "next", "declare philip_morton", "roll")  # Adventure Fires before the Hunters declare
    b = s.battle
    assert b is not None and b.sloop_rigging[JANE] == 1 and b.morton_hit[JANE] == 1
    assert s.rng.faces == [4, 2, 2, 1] and s.to_move == HUNTERS
    do(s, "declare cannon_jane", "roll")  # Jane fires 1 + Cannon - 1 = 1 die
    assert s.rng.faces == [2, 2, 1]


def test_crew_to_ordinary_cuts_adventure_fire() -> None:
    s = encounter_at_fish_town()
    from tests.games.blackbeard.helpers import put_tile

    put_tile(s, 1, 1, "crew_to_ordinary")
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    s.rng = Dice([1, 1, 2, 2, 3])
    do(s, "next", "next", "move jane fish_town", "stop jane", "stop ranger", "stop brand")
    do(s, "next", "roll", "roll")
    assert "crew_to_ordinary" in s.view(HUNTERS)["public_tiles"]
    assert s.rng.faces == [2, 2, 3]  # Jane 1 die, Adventure 1 die


# -- F. Resolve Piracy ----------------------------------------------------------------------------
def test_stow_booty_adds_all_taken_loot() -> None:
    s = new_game("core_banks", life=("stow_booty",))
    s.taken_loot = [3, 2]
    s.cubes[C.TID["stow_booty"]] = 2
    purse = s.purse
    do(s, "done", "plan stow_booty", "plan stow_booty", "done")
    quiet_hunters(s)
    assert s.purse == purse + 5


def test_seek_pardon_sets_a_tile_aside_and_redraws() -> None:
    s = new_game("core_banks", life=("seek_pardon", "hire_doctor"))
    do(s, "done", "sail west_pamlico_sound", "sail bath_town")
    s.sail_path = [sid("core_banks")]
    s.blackbeard_segment = 0
    s.blackbeard_pawns_used = 0
    do(s, "plan seek_pardon", "plan seek_pardon", "sail west_pamlico_sound", "sail bath_town")
    do(s, "done")
    quiet_hunters(s)
    assert s.to_move == BLACKBEARD and can(s, "pardon hire_doctor")
    pile = list(s.piracy_piles[1])
    do(s, "pardon hire_doctor")
    assert C.TID["hire_doctor"] in s.tiles_set_aside and s.piracy_rows[1][1] == pile[-1]
    assert s.turn == 2


def test_fete_tobias_knight_prepares_two_defenses_free() -> None:
    s = new_game("core_banks", life=("fete_tobias_knight",))
    purse = s.purse
    do(s, "done", "plan fete_tobias_knight", "plan fete_tobias_knight", "done")
    quiet_hunters(s)
    assert s.to_move == BLACKBEARD
    do(s, "fete lookouts", "fete swivel_guns")
    assert s.prepared[C.DID["lookouts"]] and s.prepared[C.DID["swivel_guns"]]
    assert s.purse == purse - 2 and s.turn == 2


def test_seize_prize_at_cape_hatteras_adds_one_more() -> None:
    s = new_game("core_banks", acts=("seize_hatteras",))
    s.loot_pool.remove(2)
    s.loot_pool.append(2)
    purse = s.purse
    do(s, "done", "plan seize_hatteras", "plan seize_hatteras")
    do(s, "sail hunting_quarter_sound", "sail ocracoke_inlet", "sail cape_hatteras", "done")
    quiet_hunters(s)
    assert s.purse == purse + 3
    assert s.view(HUNTERS)["adventure"] == "cape_hatteras"


def test_hunters_thwart_piracy_by_showing_up() -> None:
    """TIP (F): showing up where Piracy is planned forces an Encounter; Adventure Escapes and
    the Raid does not happen."""
    s = new_game("core_banks", acts=("raid_charles_town",))
    do(s, "done", "plan raid_charles_town", "plan raid_charles_town", "sail hunting_quarter_sound")
    do(s, "sail topsail_inlet", "done")
    s.hunter_spaces[JANE] = sid("cape_henry")
    # Fire: Adventure [1, 1], Jane [1]; Escape: Adventure [6, 1] against Jane [2]
    s.rng = Dice([1, 1, 1, 6, 1, 2])
    do(s, "next", "next", "move jane topsail_inlet", "stop jane", "stop ranger", "stop brand")
    do(s, "next", "roll", "roll", "roll", "roll")
    assert can(s, "escape hunting_quarter_sound") and can(s, "board")
    do(s, "escape ocracoke_inlet")
    resolve_piracy(s)
    assert s.cubes[C.TID["raid_charles_town"]] == 0 and s.turn == 2
    assert s.escaped


def test_turn_four_ends_the_game() -> None:
    s = new_game("core_banks")
    for _ in range(4):
        to_hunter_actions(s)
        quiet_hunters(s)
    assert s.phase == OVER and s.winner == HUNTERS and s.reason == "piracy failed"
    assert s.legal_actions() == [] and s.to_move is None


def test_clone_copies_every_field_and_shares_no_list():
    from dataclasses import fields

    from seaboard.engine.rng import Rng

    s = GAME.new_state(GAME.make_config(advanced=True), 3)
    rng = Rng(3)
    while s.turn < 2 and not s.is_over:  # into a turn with Sightings, Spots and a battle maybe
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    s.legal_actions()
    t = s.clone()
    assert type(t) is type(s) and t.legal_cache is None
    for f in fields(s):
        if f.name in ("rng", "legal_cache"):
            continue
        mine, theirs = getattr(s, f.name), getattr(t, f.name)
        assert mine == theirs, f.name
        if isinstance(mine, list) and mine:
            assert mine is not theirs, f.name
    assert t.rng == s.rng and t.rng is not s.rng
