"""Scenario tests, one or more per rule of the rulebook and per tactical card. Positions
are in millimetres, headings in degrees counter-clockwise from +x; a card is 63 x 88 mm
(its length along its heading). The numbers in the comments are worked by hand."""

from __future__ import annotations

import pytest

from seaboard.engine.game import Action, IllegalAction
from seaboard.engine.rng import Rng
from seaboard.games.leviathan import GAME
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    CAPSIZED,
    GONE,
    HUNTERS,
    OVER,
    REVEALED,
    STEP1,
    STEP2,
    STEP3,
)
from tests.games.leviathan.helpers import kinds, play, position

NO_CARDS = {"beasts_cards": "none", "hunters_cards": "none"}


# -- Set-Up --------------------------------------------------------------------------------


def test_setup_lays_the_whales_in_a_row_and_the_pequod_at_the_far_edge():
    state = GAME.new_state(GAME.make_config(), 1)
    order = ["morquan", "decoy_1", "moby_dick", "decoy_2", "timor_tom", "nz_jack"]
    assert [a.text for a in state.legal_actions()][:2] == ["place moby_dick", "place timor_tom"]
    assert "place decoy_2" not in [a.text for a in state.legal_actions()]  # decoys are alike
    events = play(state, *(f"place {w}" for w in order))
    # gap between six 63 mm cards on 914.4 mm: (914.4 - 378) / 7 = 76.629; first centre
    # 76.629 + 31.5 = 108.129, last 6 x 76.629 + 5 x 63 + 31.5 = 806.271; tails on y = 0
    assert state.pose[0] == (108.129, 44.0, 90) and state.pose[5] == (806.271, 44.0, 90)
    secret = [e for e in events if e.kind == "laid_secretly"]
    assert all(e.to == frozenset({BEASTS}) for e in secret)
    assert [c["whale"] for c in state.view(HUNTERS)["cards"][:6]] == [None] * 6
    assert state.view(BEASTS)["cards"][2]["whale"] == "moby_dick"
    assert state.to_move == HUNTERS
    play(state, "launch 0")  # centred: x = 457.2; stern on y = 914.4, so centre 870.4
    assert state.pose[6] == (457.2, 870.4, 270)
    assert state.to_move == BEASTS and state.phase == STEP1
    assert state.held == [["ramming_speed", "tail_slap", "barrel_roll"], ["make_sail", "harpoon"]]


# -- Game Play and Movement -------------------------------------------------------------------


def test_every_whale_moves_once_in_step_1_then_step_2_offers_its_three_choices():
    state = position(
        {"w1": ("moby_dick", 200.0, 300.0, 90), "w2": ("decoy_1", 400.0, 300.0, 90)},
        beasts_cards="none",
    )
    assert {a.text for a in state.legal_actions()} == {"move w1", "move w2"}
    play(state, "move w1", "steer 30", "go 100")
    # pivot on the stern (200, 256), heading 120, stern + 100 along it, centre 44 further:
    # (200 - 72, 256 + 144 x 0.8660254) = (128, 380.708)
    assert state.pose[0] == (128.0, 380.708, 120)
    assert {a.text for a in state.legal_actions()} == {"move w2"}  # w1 has moved
    with pytest.raises(IllegalAction):
        state.apply(Action("end"))
    play(state, "move w2", "steer 0", "go 40")
    assert state.phase == STEP2
    texts = {a.text for a in state.legal_actions()}
    assert {"move w1", "move w2", "swap w1 w2", "reorient w1"} <= texts
    with pytest.raises(IllegalAction):  # beyond the whales' 60-degree turn
        play(state, "move w1", "steer 65")


def test_a_card_whose_centre_leaves_the_table_falls_off():
    # Moby Dick at x = 30 heading 180: stern at x = 74; 40 mm on puts the stern at 34 and
    # the centre at -10, off the table: revealed and destroyed, so the Ahab player wins
    state = position({"w1": ("moby_dick", 30.0, 400.0, 180)})
    events = play(state, "move w1", "steer 0", "go 40")
    assert kinds(events)[1:] == ["revealed", "slain", "game_over"]
    assert state.winner == HUNTERS and state.phase == OVER
    # a decoy off the table is only removed
    state = position({"w1": ("decoy_1", 30.0, 400.0, 180), "w2": ("moby_dick", 500.0, 300.0, 90)})
    events = play(state, "move w1", "steer 0", "go 40")
    assert kinds(events)[1:] == ["revealed", "decoy_removed"]
    assert state.status[0] == GONE and state.phase != OVER


def test_one_card_moves_option_ends_step_1_after_one_movement():
    state = position(
        {"w1": ("moby_dick", 200.0, 300.0, 90), "w2": ("decoy_1", 400.0, 300.0, 90)},
        one_card_moves=True,
    )
    play(state, "move w2", "steer 0", "go 40")
    assert state.phase == STEP2


# -- Maneuvers -----------------------------------------------------------------------------


def test_lowering_a_boat_and_its_exemption_from_colliding_with_the_pequod():
    state = position(active=HUNTERS, phase=STEP2, **NO_CARDS)
    play(state, "lower port ahead")
    # n(270) = (1, 0): the boat's centre is 63 mm to +x of the Pequod's, same heading
    assert state.pose[7] == (520.2, 870.4, 270) and state.status[7] == AFLOAT
    # nothing to attack: the turn ends; the Beasts have no card to move (none is on this
    # table), so the Ahab player's next turn begins: the Pequod moves 25 mm
    # straight on (centre 845.4): its x range 425.7-488.7 still touches the boat's
    # 488.7-551.7, and the exemption ended when it moved, so they collide
    assert state.to_move == HUNTERS and state.phase == STEP1
    events = play(state, "move pequod", "steer 0", "go 25")
    assert kinds(events) == ["moved", "collision"]
    assert {a.text for a in state.legal_actions()} == {"sink pequod", "sink boat1"}
    events = play(state, "sink boat1")
    # it capsizes where it lies, still touching the Pequod: its crew is rescued at once
    assert kinds(events) == ["capsized", "rescued"] and state.status[7] == GONE


def test_a_boat_may_not_be_lowered_onto_another_boat():
    # boat1 lies where a port-side boat would go (520.2, 870.4): only starboard remains
    state = position(boats={"boat1": (520.2, 870.4, 270)}, active=HUNTERS, phase=STEP2,
                     **NO_CARDS)  # fmt: skip
    lowers = {a.text for a in state.legal_actions() if a.kind == "lower"}
    assert lowers == {"lower starboard ahead", "lower starboard astern"}


def test_undersea_movement_switches_two_hidden_cards_or_turns_one_about():
    state = position(
        {"w1": ("moby_dick", 200.0, 300.0, 90), "w2": ("decoy_1", 400.0, 300.0, 90),
         "w3": ("morquan", 600.0, 300.0, 45)},
        phase=STEP2, revealed=("w3",), beasts_cards="none",
    )  # fmt: skip
    assert "swap w1 w3" not in {a.text for a in state.legal_actions()}  # w3 is revealed
    play(state, "swap w1 w2")
    assert state.identity[:2] == [4, 0]  # Moby Dick now lies at (400, 300)
    assert state.pose[1] == (400.0, 300.0, 90)
    state = position({"w3": ("morquan", 600.0, 300.0, 45)}, phase=STEP2, beasts_cards="none")
    play(state, "reorient w3")
    assert state.pose[2] == (600.0, 300.0, 225)


def test_determinize_keeps_what_was_revealed_and_resamples_the_rest():
    state = position(
        {"w1": ("moby_dick", 200.0, 300.0, 90), "w2": ("decoy_1", 400.0, 300.0, 90),
         "w3": ("morquan", 600.0, 300.0, 45), "w4": ("timor_tom", 100.0, 500.0, 90)},
        revealed=("w3",),
    )  # fmt: skip
    seen = set()
    for k in range(40):
        d = state.determinize(HUNTERS, Rng(k))
        assert d.identity[2] == 3  # Morquan, revealed
        assert sorted(d.identity[i] for i in (0, 1, 3)) == [0, 1, 4]
        seen.add(tuple(d.identity[:4]))
    assert len(seen) == 6  # every arrangement of the three hidden identities
    assert state.determinize(BEASTS, Rng(1)).identity == state.identity


# -- Attacks -------------------------------------------------------------------------------

# The Pequod at (457.2, 870.4) heading 270 covers x 425.7-488.7, y 826.4-914.4. A whale at
# (457.2, 782.4) heading 90 covers y 738.4-826.4: it touches the Pequod's bow. A second
# whale at (457.2, 700) covers y 656-744 and overlaps the first: one group of three.
TOUCHING, CHAINED = (457.2, 782.4, 90), (457.2, 700.0, 90)


@pytest.mark.parametrize(
    ("second", "slap", "sunk"),
    [
        ("timor_tom", False, True),  # 4 + 3 = 7 > 6
        ("nz_jack", False, False),  # 4 + 2 = 6: a tie does nothing
        ("morquan", True, True),  # 4 + 1 + Tail Slap 2 = 7 > 6
        ("morquan", False, False),  # 5 < 6
    ],
)
def test_the_beasts_attack_the_pequod(second, slap, sunk):
    state = position({"w1": ("moby_dick", *TOUCHING), "w2": (second, *CHAINED)}, phase=STEP2)
    if slap:
        play(state, "play tail_slap")
        assert "swap w1 w2" not in {a.text for a in state.legal_actions()}  # no maneuver now
    events = play(state, "attack w1")
    assert kinds(events)[:3] == ["attack", "revealed", "revealed"]
    result = next(e for e in events if e.kind == "attack_result")
    assert result.data["success"] is sunk
    assert (state.winner == BEASTS) is sunk and (state.status[6] == GONE) is sunk
    if not sunk:  # the attacker is never hurt by its own attack; both whales now face up
        assert state.status[:2] == [REVEALED, REVEALED] and state.status[6] == AFLOAT


def test_the_hunters_attack_reveals_and_removes_a_decoy():
    # boat1 at (263, 400) heading 90 touches the decoy at (200, 400) along x = 231.5
    state = position(
        {"w1": ("decoy_1", 200.0, 400.0, 90), "w2": ("moby_dick", 700.0, 300.0, 90)},
        boats={"boat1": (263.0, 400.0, 90)}, active=HUNTERS, phase=STEP3, **NO_CARDS,
    )  # fmt: skip
    events = play(state, "attack w1")
    assert kinds(events)[:4] == ["attack", "revealed", "decoy_removed", "attack_spent"]
    assert state.status[0] == GONE


def test_one_boat_slays_timor_tom_and_two_slay_moby_dick():
    state = position(
        {"w1": ("timor_tom", 200.0, 400.0, 90), "w2": ("moby_dick", 700.0, 300.0, 90)},
        boats={"boat1": (263.0, 400.0, 90)}, active=HUNTERS, phase=STEP3, **NO_CARDS,
    )  # fmt: skip
    events = play(state, "attack w1")  # 3 > 2
    assert "slain" in kinds(events) and state.status[0] == GONE
    # Moby Dick at (300, 400): boats at x 237 and 363 touch him on both sides (x 268.5
    # and 331.5) and are 63 mm apart themselves: 3 + 3 = 6 > 5
    state = position(
        {"w1": ("moby_dick", 300.0, 400.0, 90)},
        boats={"boat1": (237.0, 400.0, 90), "boat2": (363.0, 400.0, 90)},
        active=HUNTERS, phase=STEP3, **NO_CARDS,
    )  # fmt: skip
    play(state, "attack w1")
    assert state.winner == HUNTERS and state.reason == "Moby Dick is slain"


def test_barrel_roll_slides_moby_dick_out_of_one_boat_before_the_flip():
    state = position(
        {"w1": ("moby_dick", 300.0, 400.0, 90)},
        boats={"boat1": (237.0, 400.0, 90), "boat2": (363.0, 400.0, 90)},
        active=HUNTERS, phase=STEP3, hunters_cards="none",
    )  # fmt: skip
    play(state, "attack w1")
    assert state.to_move == BEASTS
    assert {a.text for a in state.legal_actions()} == {"roll w1", "no_roll"}
    play(state, "roll w1")
    # heading 90: port is -x. 60 mm to port: Moby Dick's x range 208.5-271.5 still
    # overlaps boat1 (205.5-268.5) but no longer reaches boat2 (from 331.5): 3 < 5
    events = play(state, "slide port 60")
    assert state.pose[0] == (240.0, 400.0, 90)
    result = next(e for e in events if e.kind == "attack_result")
    assert (result.data["attack"], result.data["defend"], result.data["success"]) == (3, 5, False)
    assert state.spent[BEASTS] == ["barrel_roll"] and state.status[0] == REVEALED


def test_the_harpoon_adds_three_and_its_line_capsizes_the_boat():
    # boat1 (3) against Morquan (3) fails; with the Harpoon 6 > 3, then boat1 capsizes
    state = position(
        {"w1": ("morquan", 200.0, 400.0, 90), "w2": ("moby_dick", 700.0, 300.0, 90)},
        boats={"boat1": (263.0, 400.0, 90)}, active=HUNTERS, phase=STEP3,
        beasts_cards="none",
    )  # fmt: skip
    play(state, "play harpoon")
    events = play(state, "attack w1")
    assert kinds(events)[-4:-1] == ["attack_result", "slain", "capsized"]  # then a new turn
    assert state.status[7] == CAPSIZED and state.boats_destroyed == 1


# -- Collisions, Rescues, Game End -------------------------------------------------------------


def test_a_collision_capsizes_the_boat_the_ahab_player_picks_and_the_third_starts_the_end():
    # boat1 (200, 500) heading 90 covers y 456-544; boat2 (262, 600) covers x 230.5-293.5,
    # y 556-644. boat1 goes 25 straight on: y 481-569, x 168.5-231.5: 1 mm into boat2
    state = position(
        {"w1": ("moby_dick", 800.0, 200.0, 90)},
        boats={"boat1": (200.0, 500.0, 90), "boat2": (262.0, 600.0, 90)},
        active=HUNTERS, phase=STEP2, **NO_CARDS,
    )  # fmt: skip
    state.boats_destroyed = 2
    events = play(state, "move boat1", "steer 0", "go 25")
    assert kinds(events) == ["moved", "collision"]
    events = play(state, "sink boat2")
    assert kinds(events)[:2] == ["capsized", "countdown"]  # the turn then ends
    assert state.status[8] == CAPSIZED and state.last_turn == 1 + 6
    # three more turns each, then a draw: at the end of turn 7
    state.turn, state.active, state.phase = 7, HUNTERS, STEP3
    events = play(state, "end")
    assert state.phase == OVER and state.winner is None
    assert state.result().outcomes[0] == state.result().outcomes[1]


def test_the_pequod_rescues_a_capsized_crew_and_takes_back_a_spent_card():
    # the capsized boat covers y 726-814; the Pequod's bow moves from 826.4 to 801.4
    state = position(boats={"boat1": (457.2, 770.0, 270)}, active=HUNTERS, phase=STEP1)
    state.status[7] = CAPSIZED
    state.held[HUNTERS] = ["make_sail"]
    state.spent[HUNTERS] = ["harpoon"]
    events = play(state, "move pequod", "steer 0", "go 25")
    assert kinds(events) == ["moved", "rescued"] and state.status[7] == GONE
    assert {a.text for a in state.legal_actions()} == {"retrieve harpoon", "retrieve none"}
    play(state, "retrieve harpoon")
    assert state.held[HUNTERS] == ["make_sail", "harpoon"] and state.spent[HUNTERS] == []


# -- Tactical Cards --------------------------------------------------------------------------


def test_ramming_speed_gives_a_whale_its_third_movement():
    state = position({"w1": ("moby_dick", 300.0, 100.0, 90)}, beasts_cards="ramming_speed")
    play(state, "move w1", "steer 0", "go 40", "move w1", "steer 0", "go 40")
    assert state.to_move == BEASTS  # Ramming Speed may still be played
    play(state, "play ramming_speed", "move w1", "steer 0", "go 40")
    assert state.pose[0] == (300.0, 220.0, 90)  # three movements of 40 mm
    assert state.to_move == HUNTERS


def test_make_sail_moves_a_vessel_once_more():
    state = position(active=HUNTERS, phase=STEP1, hunters_cards="make_sail")
    play(state, "play make_sail", "move pequod", "steer 0", "go 75")
    play(state, "move pequod", "steer 0", "go 75")
    assert state.pose[6] == (457.2, 720.4, 270)  # 870.4 - 150
    assert state.phase == STEP2


def test_tactical_cards_once_a_turn_and_never_after_the_attack_is_declared():
    state = position({"w1": ("moby_dick", *TOUCHING), "w2": ("timor_tom", *CHAINED)}, phase=STEP2)
    play(state, "play tail_slap")
    assert not [a for a in state.legal_actions() if a.kind == "play"]
    state = position({"w1": ("moby_dick", *TOUCHING), "w2": ("timor_tom", *CHAINED)},
                     phase=STEP2, beasts_cards="tail_slap,ramming_speed")  # fmt: skip
    play(state, "attack w1")
    assert state.phase == OVER


def test_there_she_blows_reveals_a_whale_near_the_pequod():
    # the Pequod's bow edge is y = 826.4; a whale at (457.2, 700) reaches 744: 82.4 mm away
    # (within 176); one at (200, 500) is far beyond
    state = position(
        {"w1": ("decoy_1", 457.2, 700.0, 90), "w2": ("moby_dick", 200.0, 500.0, 90)},
        active=HUNTERS, phase=STEP3, hunters_cards="there_she_blows",
    )  # fmt: skip
    play(state, "play there_she_blows")
    assert {a.text for a in state.legal_actions()} == {"spot w1"}
    events = play(state, "spot w1")
    assert kinds(events)[:2] == ["revealed", "decoy_removed"]


# -- Optional rules -----------------------------------------------------------------------------


def test_without_touch_counting_cards_that_only_touch_form_no_group():
    whales = {"w1": ("moby_dick", *TOUCHING), "w2": ("timor_tom", *CHAINED)}
    assert "attack w1" in {a.text for a in position(whales, phase=STEP2).legal_actions()}
    state = position(whales, phase=STEP2, touch_counts=False)
    assert "attack w1" not in {a.text for a in state.legal_actions()}


def test_islands_block_movement_through_them():
    state = position({"w1": ("moby_dick", 457.2, 300.0, 90)}, islands=1)
    state.islands = [(457.2, 480.0, 40.0)]  # its near edge at y = 440
    # straight on, the card's front edge goes from 344 to 344 + D; the swept corridor must
    # stay more than 0.5 mm from the island: 344 + D < 439.5, so D = 40..95, not 100
    play(state, "move w1", "steer 0")
    assert [a.args[0] for a in state.legal_actions()] == list(range(40, 100, 5))


def test_handicaps_remove_tactical_cards_and_decoys():
    state = GAME.new_state(
        GAME.make_config(decoys=1, beasts_cards="tail_slap", hunters_cards="none"), 0
    )
    assert state.held == [["tail_slap"], []]
    assert state.whale_count == 5
    assert {a.text for a in state.legal_actions()} == {
        "place moby_dick", "place timor_tom", "place nz_jack", "place morquan", "place decoy_1",
    }  # fmt: skip
    # five cards on 914.4 mm: gap (914.4 - 315) / 6 = 99.9, first centre 99.9 + 31.5
    play(state, "place decoy_1")
    assert state.pose[0] == (131.4, 44.0, 90)


def test_play_area_sizes():
    # 2 x 3 ft with the players at the short ends: 609.6 wide, 914.4 deep; six cards leave
    # gaps of (609.6 - 378) / 7 = 33.086 (leviathan.md 2.13: 33.1 on a 2 ft width)
    state = GAME.new_state(GAME.make_config(table="2x3"), 0)
    play(state, *(f"place {w}" for w in
                  ("moby_dick", "timor_tom", "nz_jack", "morquan", "decoy_1", "decoy_2")))  # fmt: skip
    assert state.pose[0] == (64.586, 44.0, 90)
    play(state, "launch 0")
    assert state.pose[6] == (304.8, 870.4, 270)
    # 2 x 3 ft across the long sides: the Pequod's edge is 609.6 away
    state = GAME.new_state(GAME.make_config(table="2x3-long"), 0)
    play(state, *(f"place {w}" for w in
                  ("moby_dick", "timor_tom", "nz_jack", "morquan", "decoy_1", "decoy_2")))  # fmt: skip
    play(state, "launch 0")
    assert state.pose[6] == (457.2, 565.6, 270)
