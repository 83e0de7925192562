"""Declaring Tiles (Hidden Information): a Defense or Asset is declared at the first moment
it is used, before the rolls it affects, and a player may hold it back; when both sides
declare at one moment, Blackbeard declares first (Dice; the Battle example)."""

from __future__ import annotations

import pytest

from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    BOARD_BLACKBEARD,
    BOARD_HUNTERS,
    BRAND,
    FIRE_BLACKBEARD,
    FIRE_HUNTERS,
    HIT_TYPE,
    HUNTERS,
    JANE,
    OVER,
    RANGER,
)
from tests.games.blackbeard.helpers import Dice, can, do, new_game, sid


def battle_at_fish_town(defenses: tuple[str, ...] = (), assets: tuple[str, ...] = (), **kw):
    """Adventure Sails to Fish Town; Jane Sails in from Topsail Inlet: a Battle, at its
    first declaration (Blackbeard's, for the Fire)."""
    s = new_game("core_banks", **kw)
    do(s, "done", "sail hunting_quarter_sound", "sail fish_town", "done")
    for name in defenses:
        s.prepared[C.DID[name]] = True
    for name in assets:
        s.assets[C.AID[name]] = True
    s.hunter_spaces[JANE] = sid("topsail_inlet")
    return s


def meet(s, faces: list[int]) -> None:  # noqa: ANN001
    s.rng = Dice(faces)
    do(s, "next", "next", "move jane fish_town", "stop jane", "stop ranger", "stop brand")
    do(s, "next")


def declared(s) -> list[str]:  # noqa: ANN001
    view = s.view(HUNTERS)
    return view["declared_defenses"] + view["declared_assets"]


# -- Blackbeard's Fire tiles: Swivel Guns, Chain Shot, Grape, Philip Morton -------------------
# Adventure rolls [3, 3] (+1 die with Swivel Guns: a third 1); Jane rolls [1]
@pytest.mark.parametrize("tile", ["swivel_guns", "chain_shot", "grape", "philip_morton"])
def test_declaring_tiles_blackbeard_may_hold_back_a_fire_defense(tile: str) -> None:
    s = battle_at_fish_town(defenses=(tile,))
    meet(s, [3, 3, 1])
    assert s.battle.stage == FIRE_BLACKBEARD and s.to_move == BLACKBEARD
    assert can(s, f"declare {tile}")
    do(s, "roll")  # held back: it stays behind the screen and does nothing
    assert tile not in declared(s)
    assert s.to_move == HUNTERS and s.rng.faces == [3, 3, 1]  # no early Fire (Morton)
    do(s, "roll")
    battle = s.battle
    assert s.rng.faces == []  # two dice for Adventure (no Swivel Guns), one for Jane
    assert battle.sloop_rigging[JANE] == battle.sloop_crew[JANE] == 0  # 3s miss


@pytest.mark.parametrize(
    ("tile", "rigging", "crew"),
    [("swivel_guns", 0, 0), ("chain_shot", 1, 0), ("grape", 0, 1), ("philip_morton", 0, 0)],
)
def test_declaring_tiles_a_declared_fire_defense_works(tile: str, rigging: int, crew: int) -> None:
    s = battle_at_fish_town(defenses=(tile,))
    meet(s, [3, 3, 1, 1])
    events = do(s, f"declare {tile}")
    assert [e.data for e in events] == [{"tile": tile}] and tile in declared(s)
    do(s, "roll")
    if tile == "philip_morton":  # Adventure Fires before the Hunters declare
        assert s.to_move == HUNTERS and s.rng.faces == [1, 1]
    do(s, "roll")
    if tile == "swivel_guns":
        assert s.rng.faces == []  # three dice for Adventure
    battle = s.battle
    assert (battle.sloop_rigging[JANE], battle.sloop_crew[JANE]) == (rigging, crew)


def test_declaring_tiles_a_declared_tile_works_in_later_battles() -> None:
    """A tile declared lies face up: in a later Battle it works without being asked for."""
    s = battle_at_fish_town(defenses=("swivel_guns", "chain_shot", "grape", "philip_morton"))
    for name in ("swivel_guns", "chain_shot", "grape", "philip_morton"):
        s.defense_declared[C.DID[name]] = True
    meet(s, [3, 6, 1, 1])
    # nothing left to declare: Blackbeard picks the Hit type of a 3 and Fires at once
    assert s.to_move == BLACKBEARD and [a.text for a in s.legal_actions()] == [
        "shot rigging",
        "shot crew",
    ]
    do(s, "shot crew")
    assert s.rng.faces == [1] and s.battle.sloop_crew[JANE] == 1 == s.battle.sloop_rigging[JANE]


# -- the Hunters' tiles: Cannon, Chain & Grape, Extra Hands, Capt Gordon ----------------------
def test_declaring_tiles_the_hunters_may_hold_back_cannon_and_chain_and_grape() -> None:
    s = battle_at_fish_town(assets=("cannon_jane", "chain_grape"))
    meet(s, [1, 1, 3, 1, 3])
    do(s, "roll")
    assert s.battle.stage == FIRE_HUNTERS and can(s, "declare cannon_jane")
    assert not can(s, "declare chain_grape")  # it needs a Cannon declared
    do(s, "roll")  # both held back: Jane Fires one die, a 3 misses
    assert s.rng.faces == [1, 3] and s.battle.adventure_rigging == s.battle.adventure_crew == 0
    assert declared(s) == []


def test_declaring_tiles_declared_cannon_and_chain_and_grape_work() -> None:
    s = battle_at_fish_town(assets=("cannon_jane", "chain_grape"))
    meet(s, [1, 1, 3, 4])
    do(s, "roll", "declare cannon_jane", "declare chain_grape", "roll")
    assert s.rng.faces == [] and s.battle.stage == HIT_TYPE  # Jane's two dice, both Hit
    assert sorted(declared(s)) == ["cannon_jane", "chain_grape"]


def test_declaring_tiles_cannon_held_back_chain_and_grape_cannot_be_used() -> None:
    s = battle_at_fish_town(assets=("cannon_jane", "chain_grape"))
    s.asset_declared[C.AID["cannon_jane"]] = True  # face up from an earlier Battle
    meet(s, [1, 1, 3, 1])
    do(s, "roll")
    assert [a.text for a in s.legal_actions()] == ["declare chain_grape", "roll"]
    do(s, "roll")
    assert s.rng.faces == [] and s.battle.adventure_rigging == s.battle.adventure_crew == 0


def boarding_at_fish_town(defenses: tuple[str, ...] = (), assets: tuple[str, ...] = ()):
    """A Battle where nobody Hits, then the Escape roll: Adventure [6, 1] beats Jane [2]."""
    s = battle_at_fish_town(defenses=defenses, assets=assets)
    meet(s, [1, 1, 1, 6, 1, 2])
    do(s, "roll", "roll", "roll", "roll")  # Fire (nothing declared), Escape
    return s


def test_declaring_tiles_grenadoes_and_extra_hands_blackbeard_first() -> None:
    """Boarding after Adventure won Escape: Blackbeard declares Grenadoes, then the Hunters
    declare Extra Hands."""
    s = boarding_at_fish_town(defenses=("grenadoes",), assets=("hands_jane",))
    assert s.to_move == BLACKBEARD and can(s, "board")
    s.rng = Dice([1, 1, 1, 6, 1])
    do(s, "board")
    assert s.battle.stage == BOARD_BLACKBEARD and s.to_move == BLACKBEARD
    assert [a.text for a in s.legal_actions()] == ["declare grenadoes", "roll"]
    do(s, "declare grenadoes", "roll")
    assert s.battle.stage == BOARD_HUNTERS and s.to_move == HUNTERS
    do(s, "declare hands_jane", "roll")  # 3 dice [1, 1, 1] against 2 [6, 1]
    assert s.phase == OVER and s.winner == HUNTERS and s.last_roll["hunters"] == [6, 1]


def test_declaring_tiles_grenadoes_and_extra_hands_held_back() -> None:
    s = boarding_at_fish_town(defenses=("grenadoes",), assets=("hands_jane",))
    s.rng = Dice([6, 1, 5])
    do(s, "board", "roll", "roll")  # both held back: 2 dice against 1
    assert s.last_roll == {"what": "boarding", "blackbeard": [6, 1], "hunters": [5]}
    assert declared(s) == [] and s.winner == BLACKBEARD


def arrest_at_fish_town(assets: tuple[str, ...] = ()):
    s = new_game("core_banks")
    do(s, "done", "sail hunting_quarter_sound", "sail fish_town", "done")
    for name in assets:
        s.assets[C.AID[name]] = True
    s.hunter_spaces[BRAND] = sid("new_bern")
    do(s, "next", "next", "move brand fish_town", "stop brand", "stop jane", "stop ranger")
    return s


def test_declaring_tiles_the_hunters_may_hold_back_capt_gordon() -> None:
    s = arrest_at_fish_town(assets=("capt_gordon",))
    s.rng = Dice([6, 1, 2])
    do(s, "next", "roll")  # Blackbeard, without Lookouts, declares nothing
    assert [a.text for a in s.legal_actions()] == ["declare capt_gordon", "roll"]
    do(s, "roll")  # held back: Brand's one die
    assert s.last_roll == {"what": "arrest", "blackbeard": [6, 1], "hunters": [2]}
    assert declared(s) == []


def test_declaring_tiles_capt_gordon_declared_gives_four_dice() -> None:
    s = arrest_at_fish_town(assets=("capt_gordon",))
    s.rng = Dice([6, 1, 2, 3, 4, 6])
    do(s, "next", "roll", "declare capt_gordon", "roll")
    assert s.last_roll["hunters"] == [2, 3, 4, 6] and s.winner == HUNTERS


def test_declaring_tiles_being_asked_shows_nothing() -> None:
    """A side is asked whenever, as far as the other knows, it may hold a tile for the
    moment: with no tile at all, both sides are still asked at the Fire, and the other side
    cannot tell a player who holds a tile back from one who has none."""
    views = []
    for tiles in ((), ("swivel_guns",)):
        s = battle_at_fish_town(defenses=tiles)
        meet(s, [1, 1, 1])
        assert s.to_move == BLACKBEARD and s.battle.stage == FIRE_BLACKBEARD
        do(s, "roll")
        assert s.to_move == HUNTERS and s.battle.stage == FIRE_HUNTERS
        views.append(s.view(HUNTERS))
    assert views[0] == views[1]


def test_escape_the_hunters_move_their_escaping_sloops_in_the_order_they_choose() -> None:
    """Escape: the Hunters won and Escape; each Sloop Sails to an adjacent space and Spots
    at once, in the order the Hunters choose (a Sighting found may guide the other)."""
    s = battle_at_fish_town()
    s.hunter_spaces[RANGER] = sid("topsail_inlet")
    s.rng = Dice([1, 1, 1, 1, 1, 1, 6, 1])
    do(s, "next", "next", "move both fish_town", "stop jane", "stop ranger", "stop brand")
    do(s, "next", "roll", "roll", "roll", "roll")  # Fire: all miss; Escape: the Hunters win
    do(s, "withdraw")
    movers = {a.args[0] for a in s.legal_actions()}
    assert movers == {"jane", "ranger"} and s.escaped
    events = do(s, "flee ranger hunting_quarter_sound")
    assert events[-1].data == {"space": "hunting_quarter_sound", "block": "sighting"}
    do(s, "chain_end")  # the Sighting lets them Spot on; they stop
    assert {a.args[0] for a in s.legal_actions()} == {"jane"}
    do(s, "flee jane topsail_inlet")
    assert s.battle is None
