"""Scenario tests for the die actions of the Bluefin and Mollusk boards (ahoy.md §7.1,
§7.2, read from the board scans) and the common ones (§6.1)."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import flagship, island
from seaboard.games.ahoy.state import PATROL, Frame

from .helpers import act, started


def _clear(s):
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12


def _turn(s, seat, dice):
    s.players[seat].dice = list(dice)
    s.players[seat].placed = 0
    s.pending = [Frame("turn", seat)]
    s.current = seat
    s.legal_cache = None


def test_mollusk_sail_to_an_island_places_comrades_or_readies_them():
    """Sail (Mollusk): anchoring at an Island, place 2 Comrades there or gain 2 Ready."""
    s = started(2)
    _clear(s)
    t = s.placed[0].tile
    ship = flagship(s, 1)
    s.figures[ship].space = t * 4 + 1  # NE, next to the SE Island (in printed order)
    _turn(s, 1, [3])
    act(s, "place sail1 3 3")
    to = next(a for a in s.legal_actions() if a.kind == "step" and s.clone() is not None)
    # find the step that reaches the Island
    for a in s.legal_actions():
        if a.kind != "step":
            continue
        twin = s.clone()
        act(twin, a.text)
        if twin.figures[ship].space == island(t):
            to = a
    act(s, to.text)
    act(s, "stop")
    assert {a.text for a in s.legal_actions()} == {"comrades island", "comrades ready"}
    ready = s.players[1].ready
    act(s, "comrades island")
    assert s.comrades[t] == 2 and s.players[1].ready == ready - 2


def test_assemble_inspire_rally():
    """Assemble (1): up to 4 Comrades on the Island of the Flagship's region. Inspire (6):
    1 Comrade on each of up to 4 different Islands. Rally (6): at an Island, gain 4 Ready."""
    s = started(2)
    _clear(s)
    a, b = s.placed[0].tile, s.placed[1].tile
    s.figures[flagship(s, 1)].space = island(a)
    p = s.players[1]
    p.ready = 6
    _turn(s, 1, [1, 6])
    act(s, "place assemble1 1 1")
    assert [x.args[0] for x in s.legal_actions()] == [0, 1, 2, 3, 4]
    act(s, "assemble 4")
    assert s.comrades[a] == 4 and p.ready == 2
    act(s, "place inspire1 6 6")
    act(s, f"inspire {C.SPACE_IDS[island(b)]}")
    assert f"inspire {C.SPACE_IDS[island(b)]}" not in {x.text for x in s.legal_actions()}
    act(s, f"inspire {C.SPACE_IDS[island(a)]}")
    assert s.comrades[b] == 1 and s.comrades[a] == 5 and p.ready == 0
    supply = p.supply
    _turn(s, 1, [6])
    act(s, "place rally1 6 6")
    assert p.ready == 4 and p.supply == supply - 4


def test_deploy_and_order():
    """Deploy: a Patrol in the Flagship's space or next to it. Order (3): up to 4 different
    Patrols 1 space each."""
    s = started(2)
    _clear(s)
    t = s.placed[0].tile
    s.figures[flagship(s, 0)].space = t * 4
    _turn(s, 0, [2, 3])
    act(s, "place deploy1 2 2")
    spaces = {x.args[0] for x in s.legal_actions()}
    assert C.SPACE_IDS[t * 4] in spaces and len(spaces) >= 2
    act(s, f"deploy {C.SPACE_IDS[t * 4]}")
    patrol = next(i for i, f in enumerate(s.figures) if f.kind == PATROL and f.space == t * 4)
    act(s, "place order1 3 3")
    k = [i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == PATROL].index(patrol)
    step = next(x for x in s.legal_actions() if x.kind == "order" and x.args[0] == k)
    act(s, step.text)
    assert s.figures[patrol].space != t * 4
    assert not [x for x in s.legal_actions() if x.kind == "order" and x.args[0] == k]


def test_repair_removes_up_to_two_damage_and_its_slot_cannot_be_damaged():
    """Repair: remove up to 2 damage; the Repair slot itself cannot be damaged."""
    s = started(2)
    p = s.players[0]
    for slot in p.slots[:3]:
        slot.damaged = True
    assert not any(sl.action == "repair" and sl.damageable for sl in p.slots)
    _turn(s, 0, [2])
    act(s, "place repair1 2 2")
    act(s, f"repair {p.slots[0].name}")
    act(s, f"repair {p.slots[1].name}")
    assert [sl.damaged for sl in p.slots[:3]] == [False, False, True]


def test_tailwind_goes_to_a_space_with_the_die_in_its_corner():
    """Tailwind: move directly to a space whose corner die shows the placed value."""
    from seaboard.games.ahoy.rules.common import terrain

    s = started(2)
    values = {terrain(sp).tailwind for sp in s.grid.values()} - {0}
    if not values:
        return
    v = min(values)
    _turn(s, 0, [v])
    act(s, f"place tailwind1 {v} {v}")
    targets = {x.args[0] for x in s.legal_actions() if x.kind == "to"}
    assert targets == {
        C.SPACE_IDS[sp]
        for sp in s.grid.values()
        if terrain(sp).tailwind == v and sp != s.figures[flagship(s, 0)].space
    }


def test_harbor_repair_lets_the_owner_choose_the_slot():
    """Harbor (ahoy.md §11 G1, house): "on anchoring at a Harbor, its owner removes 1
    damage token". With two damaged slots the owner picks which token goes; it is not
    optional."""
    from seaboard.games.ahoy.rules.common import terrain
    from seaboard.games.ahoy.rules.move import finish_move

    s = started(2)
    harbor = next(sp for sp in range(len(C.SPACE_IDS)) if terrain(sp).kind == "harbor")
    ship = flagship(s, 0)
    s.figures[ship].space = harbor
    p = s.players[0]
    hurt = [sl for sl in p.slots if not sl.die][:2]
    for sl in hurt:
        sl.damaged = True
    move = Frame("move", 0, fig=ship, n=0, a=1, text="direct")
    s.pending = [Frame("turn", 0), move]
    finish_move(s, move, [])
    assert s.pending[-1].kind == "harbor"
    s.legal_cache = None
    assert {a.text for a in s.legal_actions()} == {f"repair {sl.name}" for sl in hurt}
    act(s, f"repair {hurt[1].name}")
    assert hurt[0].damaged and not hurt[1].damaged


def test_the_mover_chooses_the_order_of_battles_in_a_space():
    """ahoy.md §6.4: entering a space with enemy figures starts battles with every enemy
    figure there, one at a time; the mover chooses the order (HOUSE values)."""
    from seaboard.engine.agent import Clock
    from seaboard.games.ahoy import rules
    from seaboard.games.ahoy.bots import make_heuristic
    from seaboard.games.ahoy.rules.move import enter
    from seaboard.games.ahoy.state import FLAGSHIP, STRONGHOLD

    s = started(2)
    blue = next(i for i, p in enumerate(s.players) if p.faction == "bluefin")
    union = 1 - blue
    for f in s.figures:
        f.space = -1
    target = s.placed[0].tile * 4
    mine = flagship(s, union)
    s.figures[mine].space = target + 1
    kinds = (FLAGSHIP, PATROL, PATROL, STRONGHOLD)
    enemies = {}
    for kind in kinds:
        i = next(
            i for i, f in enumerate(s.figures) if f.owner == blue and f.kind == kind and f.space < 0
        )
        s.figures[i].space = target
        enemies.setdefault(kind, i)
    cannons = next(sl for sl in s.players[blue].slots if sl.action == "cannons")
    cannons.die = 3  # the Squadron's Cannons are loaded: every enemy here battles
    move = Frame("move", union, fig=mine, n=1, text="sail")
    s.pending = [Frame("turn", union), move]
    events: list = []
    enter(s, move, target, events)
    rules.settle(s, events)
    s.legal_cache = None
    assert s.pending[-1].kind == "fightorder"
    # one choice per kind of enemy figure: the two Patrols are the same choice
    assert {a.text for a in s.legal_actions()} == {f"fight {i}" for i in enemies.values()}
    assert "next" in s.label(Action.parse(f"fight {enemies[FLAGSHIP]}"))
    bot_pick = make_heuristic(union, {}).act(s, s.legal_actions(), Clock())
    assert bot_pick.text == f"fight {enemies[STRONGHOLD]}"  # the heuristic's order
    act(s, f"fight {enemies[FLAGSHIP]}")
    battle = next(f for f in reversed(s.pending) if f.kind == "battle").battle
    assert battle.defender == enemies[FLAGSHIP]
