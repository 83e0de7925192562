"""Location Effects and Hero Tile and Card Effects (glossary; house effects marked)."""

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import DEFEND, PLACE, SURPRISE

from .helpers import a, hero_card, play, position, put_hero, row, tile, to_phase

HEROES = [
    ["belle", "calvin", "rosa", "iggy"],
    ["gus", "hattie", "pip", "morgan"],
    ["edgar", "ben", "colin", "claudia"],
]


def start(res0: dict[str, int], **kw):
    res = [dict(res0), {"doubloon": 5}, {"doubloon": 5}]
    kw.setdefault("hands", [[], [], []])
    return position(3, heroes=HEROES, res=res, **kw)


def test_market_trades_exactly_three_for_three() -> None:
    s = start({"doubloon": 2, "rum": 1, "cannon_used": 1})
    play(s, "place belle market", "location")
    # used (flipped) cannons may be traded (house); cannons return to the stock
    stock = s.cannon_stock
    play(s, "give doubloon", "give cannon", "give rum")
    assert s.cannon_stock == stock + 1
    assert a("get doubloon") not in s.legal_actions()  # doubloons cannot be received
    play(s, "get saber", "get saber", "get gunpowder")
    r = row(s, 0)
    assert (r["doubloon"], r["rum"], r["cannon_used"], r["saber"], r["gunpowder"]) == (
        1,
        0,
        0,
        2,
        1,
    )
    assert not s.pending


def test_blacksmith_planks_for_doubloons_and_distillery_food_for_rum() -> None:
    s = start({"plank": 3, "food": 2})
    play(s, "place belle blacksmith", "location", "smith", "smith", "stop", "end")
    assert row(s, 0)["plank"] == 1 and row(s, 0)["doubloon"] == 2
    play(s, "place gus port", "end", "place edgar garden", "end")
    play(s, "place calvin distillery", "location", "distil", "distil")
    assert row(s, 0)["food"] == 0 and row(s, 0)["rum"] == 2
    assert s.legal_actions()[0] == a("stop") or a("distil") not in s.legal_actions()


def test_town_hall_builds_and_flips_the_next_card() -> None:
    s = start({"food": 3, "crew": 1, "crew_area": 5}, forts={}, ships={})
    play(s, "place belle townhall", "location", "buy 1")  # Lumber Camp: 3 food + 1 crew
    play(s, "build fort2_2")
    assert s.forts[K.SPACE_KEY["fort2_2"]] == 0
    assert s.stack_up[0] and s.numbered_left[0] == 5  # the next card is face-up at once


def test_shipyard_one_plank_less_house() -> None:
    s = start({"plank": 2, "crew": 1, "crew_area": 5}, ships={}, forts={})
    play(s, "place belle shipyard", "location")
    assert a("buy 4") in s.legal_actions()  # 3 planks - 1
    play(s, "buy 4", "build ship3_3")
    assert row(s, 0)["plank"] == 0


def test_garden_reassigns_the_first_player_from_phase_2() -> None:
    s = start({})
    play(s, "place belle garden", "location", "marker 2", "end")
    assert s.first_player == 2 and s.to_move == 1  # Phase 1 keeps its order


def test_fortress_token_goes_back_when_iggy_moves_the_hero_off() -> None:
    s = start({})
    play(s, "place belle garden", "end")
    play(s, "place gus fortress", "location", "end")
    assert s.fortress_token[1]
    play(s, "place edgar market", "end")
    # Iggy (house): move another hero out of this location to one with room
    play(s, "place iggy fortress", "hero", "bounce gus tavern")
    assert s.hero_location[K.HERO_KEY["gus"]] == K.LOC_KEY["tavern"]
    assert not s.fortress_token[1]  # the Fortress token goes back to the Fortress


def test_fountain_recruits_crew_and_watchtower_flips_barbarians_house() -> None:
    s = start({"crew": 0, "crew_area": 6})
    play(s, "place belle fountain", "location", "recruit", "recruit")
    assert row(s, 0)["crew"] == 2 and row(s, 0)["crew_area"] == 4
    assert not s.pending  # two moved: the effect is spent
    play(s, "end", "place gus port", "end", "place edgar garden", "end")
    play(s, "place calvin watchtower", "location", "flip land3", "stop")
    assert s.face_up == [False] * 6 + [True, False]


def test_fountain_recruits_up_to_two_crew_a_choice_house() -> None:
    # Fountain (house, chaos-cove.md 1.1): "move up to 2 of your crew from your player area
    # into the Fountain": the player may move fewer (Phase One: the location effect "the
    # player can choose to activate")
    s = start({"crew": 0, "crew_area": 6})
    play(s, "place belle fountain", "location")
    assert set(s.legal_actions()) == {a("recruit"), a("stop")}
    play(s, "recruit", "stop")
    assert row(s, 0)["crew"] == 1 and row(s, 0)["crew_area"] == 5 and not s.pending


def test_belle_tile_and_card_take_one_more_resource() -> None:
    card = hero_card("belle", naval=3)
    s = start({"doubloon": 0, "crew_area": 4}, hands=[[card], [], []])
    play(s, "place belle tavern", "hero", "take crew")  # one more free resource
    play(s, "take rum", "take rum")
    assert row(s, 0)["doubloon"] == 0 and row(s, 0)["rum"] == 2
    play(s, f"ability {card}", "take food")  # the card: one more, symbols permitting
    assert row(s, 0)["food"] == 1
    assert not [x for x in s.legal_actions() if x.kind == "take"]  # all four taken


def test_belle_one_more_resource_after_free_and_paid_takes() -> None:
    # Hero Tile and Card Effects, Belle: "When you play this hero you can take one more
    # resource from the location", in whatever order the player takes the others (Phase
    # One: "When a player takes resources and resolves effects is entirely up to them").
    s = start({"doubloon": 1})
    play(s, "place belle port", "take rum", "take rum", "take plank")  # 2 free, 1 paid
    assert row(s, 0)["doubloon"] == 0
    assert a("hero") in s.legal_actions()
    play(s, "hero")
    assert s.legal_actions() == [a("take doubloon")]  # the one symbol left, free
    play(s, "take doubloon")
    assert row(s, 0)["doubloon"] == 1 and row(s, 0)["plank"] == 1
    assert a("hero") not in s.legal_actions()
    # the same in the other order: Belle first, then two free and one paid
    t = start({"doubloon": 1})
    play(t, "place belle port", "hero", "take doubloon", "take rum", "take rum")
    assert row(t, 0)["doubloon"] == 2
    play(t, "take plank")
    assert row(t, 0)["doubloon"] == 1 and row(t, 0)["plank"] == 1


def test_rosa_pip_and_morgan_house_effects() -> None:
    s = start({"cannon_used": 1, "saber_used": 1})
    play(s, "place rosa garden", "hero", "unflip cannon", "unflip saber")
    r = row(s, 0)
    assert (r["cannon"], r["saber"], r["gunpowder"]) == (1, 1, 1)
    play(s, "end", "place pip port", "hero", "gain plank", "gain food")
    assert row(s, 1)["plank"] == 1 and row(s, 1)["food"] == 1
    play(s, "end", "place edgar garden", "end", "place belle market", "end")
    play(s, "place morgan tavern", "hero")
    assert row(s, 1)["doubloon"] == 6 and len(s.hands[1]) == 1


def test_hattie_card_lets_the_next_hero_into_a_full_location() -> None:
    card = hero_card("hattie", naval=3)
    s = start({}, hands=[[card], [], []])
    put_hero(s, "hattie", "garden")
    s.hero_location[K.HERO_KEY["ben"]] = K.LOC_KEY["market"]
    s.hero_location[K.HERO_KEY["edgar"]] = K.LOC_KEY["market"]
    assert a("place belle market") not in s.legal_actions()
    play(s, f"ability {card}", "place belle market")
    assert s.hero_location.count(K.LOC_KEY["market"]) == 3


def test_colin_claudia_and_ben_tiles() -> None:
    s = start({})
    play(s, "place belle garden", "end", "place gus port", "end")
    play(s, "place colin tavern", "hero", "gain cannon", "end")
    assert row(s, 2)["cannon"] == 1
    play(s, "place calvin market", "end", "place hattie garden", "end")
    play(s, "place ben market")
    assert a("place ben market") not in s.legal_actions()
    play(s, "hero", "flip land1")
    assert s.face_up[4]
    play(s, "end", "pass")  # player 0 has no doubloons for a third hero: passed already
    play(s, "place claudia tavern", "hero", "gain saber")
    assert row(s, 2)["saber"] == 1


def test_edgar_swaps_forts_house() -> None:
    s = start({}, forts={"fort1_1": 2, "fort2_1": 0})
    play(s, "place belle garden", "end", "place gus port", "end")
    play(s, "place edgar tavern", "hero", "move fort1_1 fort2_1")
    assert s.forts[0] == 0 and s.forts[3] == 2


def test_calvin_card_in_phase_4_counts_as_the_attack() -> None:
    calvin = hero_card("calvin", naval=3)
    six = tile("pirate", 1, 6)
    s = start({"cannon": 2}, hands=[[calvin], [], []], ships={"ship1_1": 1}, forts={})
    s.invaders[2] = six
    s.face_up[2] = True
    put_hero(s, "calvin", "garden")
    to_phase(s, SURPRISE)
    assert s.to_move == 0
    # no ship next to sea3, but Calvin's card allows the attack anyway
    assert a("attack sea3") not in s.legal_actions()
    play(s, f"ability {calvin}", "attack sea3", "cannon", "cannon", "fight")
    assert s.defeated[0] == [six]
    assert s.to_move != 0  # the attack ended the turn


def test_calvin_card_in_phase_5_before_the_defender_fights() -> None:
    calvin = hero_card("calvin", naval=3)
    p4, b4 = tile("pirate", 1, 4), tile("barbarian", 1, 4)
    s = start(
        {"cannon": 2, "saber": 2},
        hands=[[calvin], [], []],
        ships={"ship1_1": 0},
        forts={"fort1_1": 0},
        invaders={"sea1": (p4, False), "land1": (b4, False)},
    )
    put_hero(s, "calvin", "garden")
    to_phase(s, DEFEND)
    play(s, f"ability {calvin}", "attack land1", "saber", "saber", "fight")
    assert s.defeated[0] == [b4]
    assert s.to_move == 0 and s.legal_actions()[0] == a("defend")  # still defends
    play(s, "defend", "cannon", "cannon", "fight")
    assert s.defeated[0] == [b4, p4] and s.phase == PLACE


def test_gus_card_lets_crew_fight_for_one_combat() -> None:
    gus = hero_card("gus", naval=3)
    eight = tile("barbarian", 1, 8)
    s = start(
        {"crew": 4, "crew_area": 2},
        hands=[[gus], [], []],
        forts={"fort1_1": 0},
        ships={},
        invaders={"land1": (eight, False)},
    )
    put_hero(s, "gus", "garden")
    to_phase(s, DEFEND)
    play(s, "defend")
    assert a("crew") not in s.legal_actions()
    play(s, f"ability {gus}", "crew", "crew", "crew", "crew", "fight")
    assert s.defeated[0] == [eight]


def test_calvin_card_in_phase_5_after_the_defenders_combat() -> None:
    calvin, spare = hero_card("calvin", naval=3), hero_card("pip", naval=3)
    b4, b2 = tile("barbarian", 1, 4), tile("barbarian", 1, 2)
    s = start(
        {"saber": 3},
        hands=[[calvin, spare], [], []],
        forts={"fort1_1": 0, "fort2_1": 1},
        ships={},
        invaders={"land1": (b4, False), "land2": (b2, False)},
    )
    put_hero(s, "calvin", "garden")
    to_phase(s, DEFEND)
    play(s, "defend", "saber", "saber", "fight")
    # after the combat the defender may still play Calvin (or be done)
    assert s.to_move == 0 and s.legal_actions() == [a(f"ability {calvin}"), a("done")]
    play(s, f"ability {calvin}", "attack land2", "saber", "fight")
    assert s.defeated[0] == [b4, b2]
    assert s.phase == PLACE  # no target left: the window closed, the round ended
