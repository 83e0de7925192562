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
    play(s, f"lose {s.cards[0].index(K.CARD_KEY['powder_sloop'])}")
    assert s.cards[0] == [K.STARTER_SHIP]
    # the pirate attacks the next ship down: white, on a wind space, flees
    assert s.to_move == 1
    flee = {x.args[0] for x in s.legal_actions() if x.kind == "flee"}
    assert "ship3_2" in flee and not flee & {"ship1_1", "ship1_2"}  # not next to this pirate
    play(s, "flee ship3_2")
    # breakthrough: the pirate moves to a breakthrough space
    assert s.bt[0] == [sixteen]
    assert s.ships[K.SPACE_KEY["ship3_2"]] == 1
    assert not s.over and s.phase == PLACE and s.round == 1


def test_figure_7_game_over_on_a_fourth_breakthrough() -> None:
    sixteen = tile("pirate", 3, 16)
    s = position(2, hands=[[], []], ships={}, forts={}, invaders={"sea1": (sixteen, False)})
    s.bt[0] = [tile("pirate", 1, 12), tile("pirate", 1, 8), tile("pirate", 1, 10)]
    to_phase(s, DEFEND)
    assert s.over and s.lost
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
    play(s, "defend", "fight", f"lose {s.cards[1].index(K.CARD_KEY['trade_brig'])}")
    assert s.ships[K.SPACE_KEY["ship4_1"]] == -1 and s.cards[1] == [K.STARTER_SHIP]
    # blue cannot win either but stands on a wind space and flees to an empty space
    assert s.to_move == 2
    play(s, "flee ship1_1")
    # the pirate moves into a pirate breakthrough space
    assert s.bt[0] == [thirty]


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
    assert s.tiles[0] == [six] and s.forts[K.SPACE_KEY["fort1_2"]] == 1
    assert row(s, 0)["saber_used"] == 0  # Phase 6 stood the sabers back up
    assert s.bt == [[], []]


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
    s.art[0] = True  # Art placed by player 0 this round
    to_phase(s, DEFEND)
    assert s.to_move == 0 and a("hide") in s.legal_actions()
    play(s, "hide")
    # the barbarian attacks the next fort: player 1 defends and wins
    assert s.to_move == 1
    play(s, "defend", "saber", "saber", "saber", "fight")
    assert s.tiles[1] == [eight] and s.forts[K.SPACE_KEY["fort2_1"]] == 0


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
    assert s.bt[0] == [four_p]
    # then the barbarian: Art's card hides the fort
    play(s, f"ability {art}", "hide")
    assert s.bt[1] == [four_b] and s.forts[0] == 0


def test_breakthrough_spaces_hold_three_of_each_kind() -> None:
    s = position(
        2,
        hands=[[], []],
        ships={},
        forts={},
        invaders={"land1": (tile("barbarian", 1, 2), False)},
    )
    s.bt[1] = [tile("barbarian", 1, 4), tile("barbarian", 1, 6)]
    s.bt[0] = [tile("pirate", 1, 2), tile("pirate", 1, 4), tile("pirate", 1, 6)]
    to_phase(s, DEFEND)
    assert not s.over and len(s.bt[1]) == 3  # the third barbarian space is still free
