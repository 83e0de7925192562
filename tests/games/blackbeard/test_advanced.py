"""ADVANCED rules: Longboat, Israel Hands, Bought Silence, Canoes, Wm Butler, Partisans."""

from __future__ import annotations

from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import belief
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    ADVENTURE_AT_CAMP,
    BLACKBEARD,
    BLACKBEARD_ALONE,
    BLANK,
    BRAND,
    HUNTERS,
    ISRAEL_HANDS,
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


def test_example_scout_with_partisans_and_canoes() -> None:
    """Example: Scout, March, Sail, Spot, in full: Brand Scouts his own space, then with
    Partisans (no second pawn) and Canoes across Albemarle Sound to Pasquotank River."""
    s = new_game("roanoke_island", advanced=True)
    to_hunter_actions(s)
    do(s, "commandeer partisans", "commandeer canoes", "next", "next")
    do(s, "move brand albemarle_county", "move brand queen_annes_creek")
    do(s, "stop brand", "stop jane", "stop ranger", "next")
    to_hunter_actions(s, "sail roanoke_inlet", "sail currituck_inlet")
    do(s, "next", "scout brand queen_annes_creek")
    assert s.hunter_pawns_used == 1
    assert can(s, "scout brand pasquotank_river")  # beyond Albemarle Sound, by canoe
    do(s, "scout brand pasquotank_river")
    assert s.hunter_pawns_used == 1  # Partisans: 2 spaces for 1 pawn
    assert {"partisans", "canoes"} <= set(s.view(BLACKBEARD)["declared_assets"])
    assert not any(a.args[0] == "brand" for a in s.legal_actions() if a.kind == "scout")
    do(s, "next", "move brand roanoke_river", "move brand bath_town", "stop brand")
    do(s, "move both cape_henry", "move both roanoke_inlet", "stop ranger", "chain gun_inlet")
    assert s.hunter_pawns_used == 5  # "with up to two pawns left"
    # the Sloops could Scout Currituck Sound and, beyond it by canoe, Nots Island
    do(s, "stop jane")
    assert can(s, "scout jane currituck_sound") and can(s, "scout ranger nots_island")


def test_wm_butler_lets_each_sloop_scout_two_spaces() -> None:
    s = new_game("roanoke_island", advanced=True)
    to_hunter_actions(s)
    do(s, "commandeer wm_butler", "next")
    s.hunter_spaces[JANE] = sid("gun_inlet")
    do(s, "scout jane gun_inlet", "scout jane cape_hatteras")
    assert s.hunter_pawns_used == 3 and not any(
        a.args[0] == "jane" for a in s.legal_actions() if a.kind == "scout"
    )
    assert "wm_butler" in s.view(BLACKBEARD)["declared_assets"]


def test_longboat_blackbeard_alone_fills_his_tiles_and_is_never_declared() -> None:
    s = new_game("machapunga_bluff", life=("visit_with_wife",), advanced=True)
    purse = s.purse
    do(s, "done", "plan visit_with_wife", "plan visit_with_wife", "plan visit_with_wife")
    do(s, "prepare longboat", "sail east_pamlico_sound", "done")
    assert s.to_move == BLACKBEARD and not can(s, "longboat topsail_inlet")  # more than 3 from Camp
    assert not can(s, "longboat east_pamlico_sound")  # Adventure is there
    do(s, "longboat bath_town", "done")
    assert s.blocks[sid("bath_town")] == BLACKBEARD_ALONE and s.purse == purse - 1
    assert s.view(HUNTERS)["map"]["bath_town"] == "hidden"
    quiet_hunters(s)
    assert s.cubes[C.TID["visit_with_wife"]] == 3  # as if Adventure were at Bath Town
    assert "longboat" not in s.view(HUNTERS)["declared_defenses"]
    do(s, "done")  # Reset Map clears the Blackbeard block
    assert s.blocks[sid("bath_town")] == BLANK and s.blackbeard_space == -1


def test_arrest_of_blackbeard_alone_wins_the_game() -> None:
    s = new_game("machapunga_bluff", advanced=True)
    do(s, "done", "prepare longboat", "sail east_pamlico_sound", "done", "longboat bath_town")
    do(s, "done")
    s.hunter_spaces[BRAND] = sid("roanoke_river")
    s.rng = Dice([1, 2, 3])
    do(s, "next", "next", "move brand bath_town", "stop brand", "stop jane", "stop ranger")
    assert s.view(HUNTERS)["blackbeard"] == "bath_town"
    do(s, "next", "roll", "roll")
    assert s.phase == OVER and s.winner == HUNTERS and s.reason == "arrest"


def test_blackbeard_alone_escapes_off_the_map() -> None:
    s = new_game("machapunga_bluff", advanced=True)
    do(s, "done", "prepare longboat", "sail east_pamlico_sound", "done", "longboat bath_town")
    do(s, "done")
    s.hunter_spaces[BRAND] = sid("roanoke_river")
    s.rng = Dice([6, 2, 3])
    do(s, "next", "next", "move brand bath_town", "stop brand", "stop jane", "stop ranger")
    do(s, "next", "roll", "roll")
    assert s.escaped and s.blackbeard_space == -1 and s.blocks[sid("bath_town")] == BLANK
    resolve_piracy(s)
    assert s.turn == 2


def test_israel_hands_arrest_removes_the_tile_and_may_show_the_camp() -> None:
    s = new_game("core_banks", advanced=True)
    purse = s.purse
    do(s, "done", "prepare israel_hands", "done", "israel fish_town", "done")
    assert s.blocks[sid("fish_town")] == ISRAEL_HANDS and s.purse == purse - 2
    s.hunter_spaces[BRAND] = sid("new_bern")
    s.rng = Dice([1, 2, 5])
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    do(s, "next", "roll", "roll")
    assert s.israel_arrested and not s.prepared[C.DID["israel_hands"]]
    assert s.to_move == BLACKBEARD and can(s, "show_camp") and can(s, "keep_camp")
    do(s, "show_camp")
    assert s.view(HUNTERS)["camp_marker"] == "core_banks"
    assert s.purse == purse - 2 + 4
    resolve_piracy(s)
    assert s.turn == 2
    do(s, "done")
    assert not can(s, "prepare israel_hands")


def test_faq_bought_silence() -> None:
    """FAQ: Bought Silence costs 1 pawn to Prepare, then 2 cubes (no pawns) per Sighting
    avoided; it cannot hide Adventure."""
    s = new_game("core_banks", advanced=True)
    purse = s.purse
    do(s, "done", "prepare bought_silence")
    assert s.purse == purse and s.blackbeard_pawns_used == 1
    do(s, "sail west_pamlico_sound", "sail east_pamlico_sound", "sail roanoke_island", "done")
    assert can(s, "silence west_pamlico_sound") and not can(s, "silence roanoke_island")
    do(s, "silence west_pamlico_sound", "done")
    assert s.purse == purse - 2 and s.blackbeard_pawns_used == 4
    assert s.blocks[sid("west_pamlico_sound")] == BLANK
    assert s.blocks[sid("east_pamlico_sound")] == SIGHTING


def test_blackbeards_view_says_when_his_actions_give_way_to_setting_the_map() -> None:
    """ADVANCED, Set Map (issue 32): after his last Sail Blackbeard places the figures and
    buys Silence, and may no longer Sail: his view must say which step he is at."""
    s = new_game("core_banks", advanced=True)
    do(s, "done", "sail west_pamlico_sound")
    assert s.view(BLACKBEARD)["blackbeard_segment"] == "sail" and can(s, "sail bath_town")
    do(s, "done")
    assert s.view(BLACKBEARD)["blackbeard_segment"] == "set_map" and not can(s, "sail bath_town")


def test_hunters_pick_the_order_of_encounters() -> None:
    s = new_game("machapunga_bluff", advanced=True)
    do(s, "done", "prepare longboat", "sail west_pamlico_sound", "sail bath_town")
    do(s, "done", "longboat roanoke_river", "done")
    s.hunter_spaces[BRAND] = sid("queen_annes_creek")
    s.hunter_spaces[JANE] = sid("west_pamlico_sound")
    s.rng = Dice([6, 5, 1, 1, 1, 1, 2, 2, 2, 2])
    do(s, "next", "next", "move brand roanoke_river", "stop brand")
    do(s, "move jane bath_town", "stop jane", "stop ranger", "next")
    assert s.to_move == HUNTERS and sorted(a.text for a in s.legal_actions()) == [
        "encounter bath_town",
        "encounter roanoke_river",
    ]
    assert s.view(HUNTERS)["encounters_pending"] == ["bath_town", "roanoke_river"]
    do(s, "encounter roanoke_river", "roll", "roll")  # Blackbeard alone beats Brand's Arrest
    assert s.blackbeard_space == -1 and s.battle is not None and s.battle.space == sid("bath_town")


def test_advanced_belief_keeps_the_truth() -> None:
    for seed in range(6):
        s = new_game(seed=seed, advanced=True)
        r = Rng(seed)
        while not s.is_over:
            if s.epochs:
                keys = belief(s)
                assert (s.camp, s.adventure) in {k[:2] for k in keys}
                if s.blackbeard_space >= 0 and s.face_up[s.blackbeard_space]:
                    assert s.blackbeard_space in {k[3] for k in keys}
            s.apply(r.choice(s.legal_actions()))


def escape_beside_israel_hands(israel: str):
    """ADVANCED: Adventure at Hunting Quarter Sound, Israel Hands hidden at `israel`; Jane
    Sails in, nobody Hits, Adventure wins the Escape roll [6, 1] against [2]."""
    s = new_game("core_banks", advanced=True)
    do(s, "done", "prepare israel_hands", "sail hunting_quarter_sound", "done")
    do(s, f"israel {israel}", "done")
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    s.rng = Dice([1, 1, 1, 6, 1, 2])
    do(s, "next", "next", "move jane hunting_quarter_sound", "stop jane", "stop ranger")
    do(s, "stop brand", "next", "roll", "roll", "roll", "roll")
    assert s.to_move == BLACKBEARD and can(s, "escape neus_river")
    return s


def test_advanced_escape_the_hunters_do_not_learn_where_hidden_figures_stand() -> None:
    """Escape: Adventure may not go where a Hunter is (nor, one block to a space, onto Israel
    Hands); the Hunters know only the first. With Israel Hands hidden at Fish Town, beside
    Adventure, or at Bath Town, far off, the Escape to Neus River looks the same to them,
    and Fish Town stays among the spaces where they think Adventure may be."""
    beside, far = escape_beside_israel_hands("fish_town"), escape_beside_israel_hands("bath_town")
    assert not can(beside, "escape fish_town") and can(far, "escape fish_town")
    assert beside.view(HUNTERS) == far.view(HUNTERS)
    do(beside, "escape neus_river")
    do(far, "escape neus_river")
    assert beside.view(HUNTERS) == far.view(HUNTERS)
    assert "fish_town" in beside.view(HUNTERS)["fog"]["adventure"]
    for seed in range(30):  # the Hunters' samples keep one block to a space
        sample = beside.determinize(HUNTERS, Rng(seed))
        assert sample.adventure not in (sample.israel_space, sample.blackbeard_space)
        assert sample.blocks[sample.adventure] in (ADVENTURE, ADVENTURE_AT_CAMP)
