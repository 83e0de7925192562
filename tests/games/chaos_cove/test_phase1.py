"""Phase One - Place Heroes: Figures 3 and 9, and the placement rules."""

import pytest

from seaboard.engine.game import IllegalAction
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import PLACE, PRODUCE

from .helpers import a, hero_card, play, position, put_hero, row, tile

START = {
    "doubloon": 5,
    "cannon": 1,
    "saber": 1,
    "rum": 1,
    "food": 1,
    "plank": 1,
    "gunpowder": 1,
    "crew": 2,
    "crew_area": 4,
}
HEROES = [
    ["gloria", "calvin", "art", "belle"],
    ["ben", "claudia", "colin", "dennis"],
    ["gus", "edgar", "flint", "hattie"],
]


def test_figure_3_gloria_in_the_tavern() -> None:
    s = position(3, heroes=HEROES, res=[dict(START)] * 3, hands=[[], [], []])
    play(s, "place gloria tavern")
    # (2) Gloria: use 1 fort (1 rum + 1 plank) and 1 ship (1 rum -> 1 doubloon + 1 gunpowder)
    play(s, "hero")
    fort, ship = s.construction[0].index(K.STARTER_FORT), s.construction[0].index(K.STARTER_SHIP)
    play(s, f"use {fort}", f"use {ship}")
    r = row(s, 0)
    assert (r["rum"], r["plank"], r["doubloon"], r["gunpowder"]) == (1, 2, 6, 2)
    # (3) the Tavern: draw two hero cards
    play(s, "location")
    assert len(s.hands[0]) == 2
    # (4) two resources: 1 rum and 1 crew (the crew goes to the Fountain)
    play(s, "take rum", "take crew")
    r = row(s, 0)
    assert (r["rum"], r["crew"], r["crew_area"], r["doubloon"]) == (2, 3, 3, 6)
    play(s, "end")
    assert s.to_move == 1


def test_figure_9_calvin_on_the_lighthouse_fights_in_phase_1() -> None:
    two, eight = tile("pirate", 1, 2), tile("pirate", 1, 8)
    s = position(
        3,
        heroes=HEROES,
        res=[dict(START)] * 3,
        hands=[[], [], []],
        invaders={"sea1": (two, False), "sea2": (eight, False)},
    )
    play(s, "place calvin lighthouse")
    # the Lighthouse flips one or two pirate tiles: a 2 and an 8
    play(s, "location", "flip sea1", "flip sea2")
    assert s.face_up[0] and s.face_up[1]
    # Calvin: attack one face-up invader, no ship or fort needed
    play(s, "hero", "attack sea1", "cannon")
    assert s.pending[-1].total == 3
    play(s, "fight")
    assert s.defeated[0] == [two] and s.invaders[0] == -1
    assert row(s, 0)["cannon_used"] == 1 and row(s, 0)["cannon"] == 0
    # then a doubloon and a rum from the Lighthouse
    play(s, "take doubloon", "take rum")
    assert row(s, 0)["doubloon"] == 6 and row(s, 0)["rum"] == 2
    assert s.phase == PLACE


def test_two_free_placements_then_three_doubloons_and_pass_is_final() -> None:
    rich = dict(START, doubloon=9)
    s = position(3, heroes=HEROES, res=[dict(START), rich, dict(START)], hands=[[], [], []])
    with pytest.raises(IllegalAction, match="places two heroes before passing"):
        s.apply(a("pass"))  # every player places two heroes first
    play(s, "place gloria port", "end", "place ben garden", "end", "place gus tavern", "end")
    play(s, "place calvin market", "end", "place claudia garden", "end")
    play(s, "place edgar fountain", "end")
    assert row(s, 0)["doubloon"] == 5 and row(s, 1)["doubloon"] == 9
    play(s, "pass")  # player 0 passes: final for this round
    play(s, "place colin distillery")  # the third hero costs three doubloons
    assert row(s, 1)["doubloon"] == 6
    play(s, "end", "pass")
    assert s.to_move == 1  # player 0 is not asked again
    play(s, "place dennis townhall")  # the fourth hero, three doubloons more
    assert row(s, 1)["doubloon"] == 3
    play(s, "end")
    assert s.phase == PRODUCE  # each player places at most four heroes


def test_at_most_two_heroes_per_location_except_hattie() -> None:
    s = position(3, heroes=HEROES, res=[dict(START)] * 3, hands=[[], [], []])
    play(s, "place gloria market", "end", "place ben market", "end")
    assert a("place gus market") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="only two heroes can be in a single location"):
        s.apply(a("place gus market"))
    play(s, "place hattie market")  # house: Hattie may join a full location
    assert s.hero_location.count(K.LOC_KEY["market"]) == 3


def test_resources_two_free_then_one_doubloon_each_up_to_the_symbols() -> None:
    s = position(3, heroes=HEROES, res=[dict(START)] * 3, hands=[[], [], []])
    play(s, "place art blacksmith")  # symbols: cannon, saber, gunpowder, plank
    play(s, "take cannon", "take saber")
    assert row(s, 0)["doubloon"] == 5
    play(s, "take gunpowder")
    assert row(s, 0)["doubloon"] == 4
    assert a("take cannon") not in s.legal_actions()  # one cannon symbol only
    play(s, "take plank")
    assert row(s, 0)["doubloon"] == 3
    assert not [x for x in s.legal_actions() if x.kind == "take"]


def test_hero_cards_only_while_the_hero_is_on_the_board_and_not_when_passing() -> None:
    colin = hero_card("colin", naval=3)
    s = position(2, heroes=HEROES[:2], res=[dict(START)] * 2, hands=[[colin], []])
    assert a(f"ability {colin}") not in s.legal_actions()  # Colin is not on the board
    put_hero(s, "colin", "garden")
    play(s, f"ability {colin}", "gain cannon")
    assert row(s, 0)["cannon"] == 2 and colin in s.discard
    play(s, "place gloria port", "end", "place ben garden", "end", "place art market", "end")
    play(s, "place claudia tavern", "end")
    # a player who plays a card this turn may not pass in the same turn
    s.hands[0].append(hero_card("colin", naval=2))
    play(s, f"ability {hero_card('colin', naval=2)}", "gain gunpowder")
    assert a("pass") not in s.legal_actions()
