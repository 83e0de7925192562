"""Phase Five - Defend the Cove (Figures 7 and 8), breakthroughs and the all-lose end."""

from seaboard.engine.game import Outcome
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import DEFEND, PLACE

from .helpers import a, hero_card, play, position, put_hero, row, tile, to_phase


def test_figure_7_defending_the_cove() -> None:
    sixteen = tile("pirate", 3, 16)
    s = position(
        2,
        res=[{}, {}],
        hands=[[], []],
        ships={"ship1_1": 0, "ship1_3": 1},
        forts={},
        cards=[["starter_ship", "powder_sloop"], ["starter_ship"]],
        invaders={"sea1": (sixteen, False)},
    )
    to_phase(s, DEFEND)
    assert s.face_up[0]  # all invaders are flipped
    # the gold ship is attacked first (top space); it cannot flee (no wind symbol)
    assert s.to_move == 0
    assert s.legal_actions() == [a("defend")]
    play(s, "defend", "fight")
    # destroyed: the piece returns, and gold removes a ship card of their choice
    assert s.ships[K.SPACE_KEY["ship1_1"]] == -1
    assert s.to_move == 0 and {x.kind for x in s.legal_actions()} == {"lose"}
    play(s, f"lose {s.construction[0].index(K.CARD_KEY['powder_sloop'])}")
    assert s.construction[0] == [K.STARTER_SHIP]
    # the pirate attacks the next ship down: white, on a wind space, flees
    assert s.to_move == 1
    flee = {x.args[0] for x in s.legal_actions() if x.kind == "flee"}
    assert "ship3_2" in flee and not flee & {"ship1_1", "ship1_2"}  # not next to this pirate
    play(s, "flee ship3_2")
    # breakthrough: the pirate moves to a breakthrough space
    assert s.breakthrough[0] == [sixteen]
    assert s.ships[K.SPACE_KEY["ship3_2"]] == 1
    assert not s.over and s.phase == PLACE and s.round == 1


def test_figure_7_game_over_on_a_fourth_breakthrough() -> None:
    sixteen = tile("pirate", 3, 16)
    s = position(2, hands=[[], []], ships={}, forts={}, invaders={"sea1": (sixteen, False)})
    s.breakthrough[0] = [tile("pirate", 1, 12), tile("pirate", 1, 8), tile("pirate", 1, 10)]
    to_phase(s, DEFEND)
    assert s.over and s.cove_fell
    result = s.result()
    assert result.outcomes == (Outcome.LOSS, Outcome.LOSS)  # everyone loses
    assert s.to_move is None and s.legal_actions() == []


def test_figure_8_dennis_swap_defeat_and_flee() -> None:
    thirty = tile("pirate", 4, 30)
    dennis = hero_card("dennis", naval=3)
    s = position(
        3,
        res=[{}, {}, {}],
        hands=[[dennis], [], []],
        ships={"ship4_1": 0, "ship4_3": 2, "ship2_2": 1},
        forts={},
        cards=[["starter_ship"], ["starter_ship", "trade_brig"], ["starter_ship"]],
        invaders={"sea4": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    # white defends against the 30 pirate and plays Dennis: swap with the gold ship
    assert s.to_move == 0
    play(s, f"ability {dennis}", "move ship4_1 ship2_2")
    assert s.ships[K.SPACE_KEY["ship4_1"]] == 1 and s.ships[K.SPACE_KEY["ship2_2"]] == 0
    # gold cannot defeat the pirate: the ship is removed and a ship card discarded
    assert s.to_move == 1
    play(s, "defend", "fight", f"lose {s.construction[1].index(K.CARD_KEY['trade_brig'])}")
    assert s.ships[K.SPACE_KEY["ship4_1"]] == -1 and s.construction[1] == [K.STARTER_SHIP]
    # blue cannot win either but stands on a wind space and flees to an empty space
    assert s.to_move == 2
    play(s, "flee ship1_1")
    # the pirate moves into a pirate breakthrough space
    assert s.breakthrough[0] == [thirty]


def test_defeating_an_invader_claims_its_tile() -> None:
    six = tile("barbarian", 1, 6)
    s = position(
        2,
        res=[{"saber": 2}, {}],
        hands=[[], []],
        forts={"fort1_1": 0, "fort1_2": 1},
        ships={},
        invaders={"land1": (six, False)},
    )
    to_phase(s, DEFEND)
    play(s, "defend", "saber", "saber", "fight")
    assert s.defeated[0] == [six] and s.forts[K.SPACE_KEY["fort1_2"]] == 1
    assert row(s, 0)["saber_used"] == 0  # Phase 6 stood the sabers back up
    assert s.breakthrough == [[], []]


def test_art_makes_a_fort_invisible_to_barbarians() -> None:
    eight = tile("barbarian", 1, 8)
    s = position(
        2,
        res=[{}, {"saber": 3}],
        hands=[[], []],
        forts={"fort2_1": 0, "fort2_2": 1},
        ships={},
        invaders={"land2": (eight, False)},
    )
    s.art_tile[0] = True  # Art placed by player 0 this round
    to_phase(s, DEFEND)
    assert s.to_move == 0 and a("hide") in s.legal_actions()
    play(s, "hide")
    # the barbarian attacks the next fort: player 1 defends and wins
    assert s.to_move == 1
    play(s, "defend", "saber", "saber", "saber", "fight")
    assert s.defeated[1] == [eight] and s.forts[K.SPACE_KEY["fort2_1"]] == 0


def test_art_card_and_flint_card_in_phase_5() -> None:
    four_b, four_p = tile("barbarian", 1, 4), tile("pirate", 1, 4)
    art, flint = hero_card("art", martial=3), hero_card("flint", naval=3)
    s = position(
        2,
        hands=[[art, flint], []],
        forts={"fort1_1": 0},
        ships={"ship1_1": 0},
        invaders={"land1": (four_b, False), "sea1": (four_p, False)},
    )
    put_hero(s, "art", "garden")
    put_hero(s, "flint", "garden")
    to_phase(s, DEFEND)
    # the pirate first: Flint's card lets the ship flee from a space without wind
    assert not [x for x in s.legal_actions() if x.kind == "flee"]
    play(s, f"ability {flint}", "flee ship2_3")
    assert s.breakthrough[0] == [four_p]
    # then the barbarian: Art's card hides the fort
    play(s, f"ability {art}", "hide")
    assert s.breakthrough[1] == [four_b] and s.forts[0] == 0


def test_breakthrough_spaces_hold_three_of_each_kind() -> None:
    s = position(
        2,
        hands=[[], []],
        ships={},
        forts={},
        invaders={"land1": (tile("barbarian", 1, 2), False)},
    )
    s.breakthrough[1] = [tile("barbarian", 1, 4), tile("barbarian", 1, 6)]
    s.breakthrough[0] = [tile("pirate", 1, 2), tile("pirate", 1, 4), tile("pirate", 1, 6)]
    to_phase(s, DEFEND)
    assert not s.over and len(s.breakthrough[1]) == 3  # the third barbarian space is still free


# -- house clarification 3: ability cards after one's own Phase 5 combat -----------------


def test_dennis_after_ones_combat_moves_a_ship_out_of_a_later_pirates_way() -> None:
    two, thirty = tile("pirate", 1, 2), tile("pirate", 4, 30)
    dennis = hero_card("dennis", naval=3)
    s = position(
        2,
        res=[{"cannon": 1}, {}],
        hands=[[dennis], []],
        ships={"ship1_1": 0, "ship4_1": 0},
        forts={},
        invaders={"sea1": (two, False), "sea4": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    play(s, "defend", "cannon", "fight")
    assert s.defeated[0] == [two]
    # the combat is over; the defender may still play an ability card, or be done
    assert s.to_move == 0 and s.after_combat == 0
    assert s.legal_actions() == [a(f"ability {dennis}"), a("done")]
    play(s, f"ability {dennis}", "move ship4_1 ship1_2")
    # the window stays open while a card could still apply: here the hand is empty
    assert s.after_combat == -1
    # sea4's pirate finds no ship left next to it and breaks through
    assert s.breakthrough[0] == [thirty]
    assert s.ships[K.SPACE_KEY["ship1_2"]] == 0 and s.ships[K.SPACE_KEY["ship4_1"]] == -1


def test_rosa_after_ones_combat_stands_a_saber_up_for_the_next_combat() -> None:
    four, two = tile("barbarian", 1, 4), tile("barbarian", 1, 2)
    rosa = hero_card("rosa", naval=3)
    s = position(
        2,
        res=[{"saber": 1, "gunpowder": 1}, {}],
        hands=[[rosa], []],
        ships={},
        forts={"fort1_1": 0, "fort2_1": 0},
        invaders={"land1": (four, False), "land2": (two, False)},
    )
    put_hero(s, "rosa", "market")
    to_phase(s, DEFEND)
    play(s, "defend", "saber", "powder", "fight")
    assert s.defeated[0] == [four] and row(s, 0)["saber_used"] == 1
    assert s.to_move == 0 and s.legal_actions() == [a(f"ability {rosa}"), a("done")]
    play(s, f"ability {rosa}", "unflip saber")
    assert row(s, 0)["saber"] == 1 and row(s, 0)["saber_used"] == 0
    # land2 attacks the next fort: the same saber fights again
    assert s.to_move == 0 and s.legal_actions()[0] == a("defend")
    play(s, "defend", "saber", "fight")
    assert s.defeated[0] == [four, two]


def _after_lost_combat(hand: list[int]):
    thirty = tile("pirate", 4, 30)
    s = position(
        3,
        res=[{}, {}, {}],
        hands=[hand, [hero_card("colin", naval=3)], []],
        ships={"ship4_1": 0, "ship4_2": 1, "ship2_1": 0},
        forts={},
        cards=[["starter_ship"], ["starter_ship"], ["starter_ship"]],
        invaders={"sea4": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    play(s, "defend", "fight", "done", "fight")  # player 1 is asked for help: no offer
    return s


def test_a_hand_with_no_playable_card_gets_the_window_and_can_only_pass() -> None:
    gloria = hero_card("gloria", martial=2)  # a Phase 1 card: never playable now
    dennis = hero_card("dennis", naval=3)
    s = _after_lost_combat([gloria])
    t = _after_lost_combat([dennis])
    # the ship was lost; the window is opened on public facts (cards held, Dennis on the
    # board, a ship to move) for both hands alike, so being asked reveals nothing
    for x in (s, t):
        assert x.ships[K.SPACE_KEY["ship4_1"]] == -1
        assert x.to_move == 0 and x.after_combat == 0 and x.turn == 0
    assert s.view(1) == t.view(1) and s.view(2) == t.view(2)
    assert s.legal_actions() == [a("done")]
    assert t.legal_actions() == [a(f"ability {dennis}"), a("done")]
    play(s, "done")
    assert s.to_move == 1  # the pirate goes on to the next ship down
    # with no card at all there is no window
    u = _after_lost_combat([])
    assert u.to_move == 1 and u.after_combat == -1


def test_no_separate_window_when_ones_own_piece_defends_next() -> None:
    thirty = tile("pirate", 4, 30)
    dennis = hero_card("dennis", naval=3)
    s = position(
        2,
        res=[{}, {}],
        hands=[[dennis], []],
        ships={"ship4_1": 0, "ship4_2": 0},
        forts={},
        cards=[["starter_ship", "trade_brig"], []],
        invaders={"sea4": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    play(s, "defend", "fight", f"lose {s.construction[0].index(K.CARD_KEY['trade_brig'])}")
    # the next ship attacked is one's own: its defence window offers the same cards
    assert s.to_move == 0 and s.after_combat == -1
    assert s.legal_actions() == [a("defend"), a(f"ability {dennis}")]


def test_dennis_swap_after_ones_combat_the_swapped_in_ship_faces_the_same_pirate() -> None:
    # Figure 8's swap, made after white's own combat: white (0) loses at ship4_1, then
    # swaps its ship4_3 with gold's (1) ship2_2; blue (2) and then gold face the pirate
    thirty = tile("pirate", 4, 30)
    dennis = hero_card("dennis", naval=3)
    s = position(
        3,
        res=[{}, {}, {}],
        hands=[[dennis, hero_card("pip", naval=3)], [], []],
        ships={"ship4_1": 0, "ship4_2": 2, "ship4_3": 0, "ship2_2": 1},
        forts={},
        cards=[["starter_ship", "trade_brig"], ["starter_ship"], ["starter_ship"]],
        invaders={"sea4": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    play(s, "defend", "fight", f"lose {s.construction[0].index(K.CARD_KEY['trade_brig'])}")
    assert s.to_move == 0 and a(f"ability {dennis}") in s.legal_actions()
    play(s, f"ability {dennis}", "move ship4_3 ship2_2", "done")
    assert s.ships[K.SPACE_KEY["ship4_3"]] == 1 and s.ships[K.SPACE_KEY["ship2_2"]] == 0
    # blue, next down, cannot win and has no wind: destroyed
    assert s.to_move == 2 and s.legal_actions() == [a("defend")]
    play(s, "defend", "fight", "done", "fight")  # white, asked for help, offers none
    assert s.ships[K.SPACE_KEY["ship4_2"]] == -1
    # gold's swapped-in ship is attacked by the same pirate (wind space: it may flee)
    assert s.to_move == 1 and a("defend") in s.legal_actions()
    play(s, "defend", "fight", "done", "fight")
    assert s.ships[K.SPACE_KEY["ship4_3"]] == -1 and s.construction[1] == []
    assert s.breakthrough[0] == [thirty]
    assert s.ships[K.SPACE_KEY["ship2_2"]] == 0  # white's moved ship was never attacked


def test_a_ship_that_fled_is_not_attacked_again_when_swapped_back() -> None:
    thirty = tile("pirate", 4, 30)
    dennis = hero_card("dennis", naval=3)
    s = position(
        3,
        res=[{}, {}, {}],
        hands=[[], [dennis], []],
        ships={"ship1_1": 0, "ship1_3": 1},
        forts={},
        invaders={"sea1": (thirty, False)},
    )
    put_hero(s, "dennis", "port")
    s.flint_tile[0] = True  # Flint's tile: player 0's ships may flee from any space
    to_phase(s, DEFEND)
    play(s, "flee ship3_1")
    # player 1 swaps its ship with the one that just fled from this pirate
    assert s.to_move == 1
    play(s, f"ability {dennis}", "move ship1_3 ship3_1")
    assert s.ships[K.SPACE_KEY["ship1_3"]] == 0 and s.ships[K.SPACE_KEY["ship3_1"]] == 1
    # the ship escaped this pirate once: it sits it out, and the pirate breaks through
    assert s.breakthrough[0] == [thirty]
    assert s.ships[K.SPACE_KEY["ship1_3"]] == 0


def test_a_fort_swapped_into_a_hidden_forts_space_is_attacked() -> None:
    eight = tile("barbarian", 1, 8)
    edgar = hero_card("edgar", martial=3)
    s = position(
        2,
        res=[{}, {}],
        hands=[[], [edgar]],
        ships={},
        forts={"fort1_1": 0, "fort1_2": 1},
        cards=[["starter_fort"], ["starter_fort"]],
        invaders={"land1": (eight, False)},
    )
    put_hero(s, "edgar", "garden")
    s.art_tile[0] = True
    to_phase(s, DEFEND)
    play(s, "hide")
    # player 1 swaps its fort with the hidden one: invisibility stays with that fort
    assert s.to_move == 1
    play(s, f"ability {edgar}", "move fort1_2 fort1_1")
    assert s.forts[K.SPACE_KEY["fort1_1"]] == 1
    assert s.to_move == 1 and s.legal_actions()[0] == a("defend")
    play(s, "defend", "fight")
    assert s.forts[K.SPACE_KEY["fort1_1"]] == -1
    # the hidden fort (now at fort1_2) is skipped: the barbarian breaks through
    assert s.breakthrough[1] == [eight] and s.forts[K.SPACE_KEY["fort1_2"]] == 0


def test_a_flint_card_grant_stays_with_its_ship_after_a_swap() -> None:
    thirty = tile("pirate", 4, 30)
    flint, dennis = hero_card("flint", naval=3), hero_card("dennis", naval=3)
    s = position(
        2,
        res=[{}, {}],
        hands=[[flint, dennis], []],
        ships={"ship1_1": 0, "ship3_2": 1},
        forts={},
        invaders={"sea1": (thirty, False)},
    )
    put_hero(s, "flint", "garden")
    put_hero(s, "dennis", "port")
    to_phase(s, DEFEND)
    play(s, f"ability {flint}")
    assert a("flee ship2_1") in s.legal_actions()
    play(s, f"ability {dennis}", "move ship1_1 ship3_2")
    # player 1's ship now defends ship1_1; player 0's Flint card does not let it flee
    assert s.to_move == 1 and s.legal_actions() == [a("defend")]
