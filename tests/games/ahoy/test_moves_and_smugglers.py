"""Scenario tests for movement, terrain, battles and the Smugglers (ahoy.md §5-§7.3)."""

from __future__ import annotations

from seaboard.engine.game import events_for
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import flagship, island, sandbar_between, tile_of
from seaboard.games.ahoy.state import PATROL, STRONGHOLD, Frame

from .helpers import act, move_flagship, started


def _clear(s):
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12


def test_sailing_off_the_edge_explores_and_stops():
    """§5.5: moving off the map places the next tile (the explorer chooses how) and the
    figure stops there."""
    s = started(2)
    seat = s.pending[-1].player
    ship = flagship(s, seat)
    x, y = min(s.grid)  # a corner square of the map
    edge_space = s.grid[(x, y)]
    s.figures[ship].space = edge_space
    s.pending.append(Frame("move", seat, fig=ship, n=2, text="sail"))
    s.legal_cache = None
    steps = [a.text for a in s.legal_actions() if a.kind == "step"]
    off = next(t for t in steps if t in ("step n", "step w"))
    top = s.stack[-1]
    act(s, off)
    assert s.pending[-1].kind == "explore"
    choice = s.legal_actions()[0]
    act(s, choice.text)
    assert tile_of(s.figures[ship].space) == top
    assert any(p.tile == top for p in s.placed)


def test_sandbar_blocks_movement():
    """§5.3: movement may not cross a Sandbar's edge."""
    fish_b = C.TILE_IDS.index("fish-b")
    assert sandbar_between(fish_b * 4 + 0, fish_b * 4 + 1)
    assert not sandbar_between(fish_b * 4 + 0, fish_b * 4 + 2)


def test_wreckage_damages_and_a_battle_needs_loaded_cannons():
    """§5.3 Wreckage (house G4: 1 damage); §6.4: no loaded Cannons on either side, no battle."""
    s = started(2)
    _clear(s)
    a, b = s.placed[0].tile, s.placed[1].tile
    move_flagship(s, 0, C.SPACE_IDS[island(a)])
    move_flagship(s, 1, C.SPACE_IDS[island(a)])
    s.pending = [Frame("turn", 0)]
    s.players[0].dice = [3]
    s.legal_cache = None
    events = act(s, "place order1 3 3")  # no Patrols on the map: nothing to order
    assert not [e for e in events if e.kind == "battle"]
    del b


def test_loading_cannons_beside_an_enemy_starts_a_battle():
    """§6.4 / house G9: a Cannons die placed while an enemy shares the space battles it;
    the winner picks a Battle Victory and the loser takes damage."""
    s = started(2)
    _clear(s)
    a = s.placed[0].tile
    move_flagship(s, 0, C.SPACE_IDS[island(a)])
    move_flagship(s, 1, C.SPACE_IDS[island(a)])
    s.pending = [Frame("turn", 0)]
    s.players[0].dice = [5, 6]
    s.legal_cache = None
    act(s, "place cannons1 5 5")
    assert s.pending[-1].kind == "battle"
    # the Union is asked for battle plans (always, so its hand stays secret)
    assert s.to_move == 1
    act(s, "pass")
    while s.pending[-1].kind == "battle" and s.pending[-1].battle.stage != "victory":
        act(s, "pass")
    winner = s.to_move
    options = {a.args[0] for a in s.legal_actions()}
    assert options == ({"gold", "double", "comrade"} if winner == 0 else {"gold", "comrade"})


def test_stronghold_at_end_of_turn():
    """§7.1: at the end of its turn the Bluefin may turn 2 Patrols on one Island into a
    Stronghold."""
    s = started(2)
    _clear(s)
    isl = island(s.placed[0].tile)
    patrols = [i for i, f in enumerate(s.figures) if f.kind == PATROL][:2]
    for i in patrols:
        s.figures[i].space = isl
    move_flagship(s, 0, C.SPACE_IDS[isl])
    move_flagship(s, 1, C.SPACE_IDS[island(s.placed[1].tile)])
    s.players[0].dice = []
    s.pending = [Frame("turn", 0)]
    s.legal_cache = None
    act(s, "end")
    assert s.pending[-1].kind == "fortify"
    act(s, f"fortify {C.SPACE_IDS[isl]}")
    assert any(f.kind == STRONGHOLD and f.space == isl for f in s.figures)
    assert all(s.figures[i].space == -1 for i in patrols)


def test_bombard_removes_all_comrades_in_the_region():
    """§7.1 Bombard (4): remove all Comrades from the Island in the Flagship's region."""
    s = started(2)
    t = s.placed[0].tile
    s.comrades[t] = 5
    move_flagship(s, 0, C.SPACE_IDS[t * 4])
    s.players[0].dice = [4]
    s.pending = [Frame("turn", 0)]
    s.legal_cache = None
    act(s, "place bombard1 4 4")
    assert s.comrades[t] == 0


def test_deliver_scores_raises_wealth_rewards_and_pledges_in_secret():
    """§7.3.2 Deliver: 2 Fame, +1 wealth, a reward (not back to the previous cell), then the
    Cargo under a pledge marker that only the Smuggler sees."""
    s = started(3)
    _clear(s)
    t = s.placed[0].tile
    suit = C.TILES[t].suit
    card = next(i for i, c in enumerate(C.CARDS) if c.deliver_to == suit)
    s.players[1].cargo = [card]
    move_flagship(s, 1, C.SPACE_IDS[island(t)])
    move_flagship(s, 0, C.SPACE_IDS[island(s.placed[1].tile)])
    move_flagship(s, 2, C.SPACE_IDS[island(s.placed[1].tile)])
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    fame = s.players[1].fame
    act(s, f"deliver {C.CARD_IDS[card]}")
    assert s.players[1].fame == fame + 2
    assert s.placed[0].wealth == 2
    cells = sorted(a.args[0] for a in s.legal_actions())
    assert cells == [7, 11, 13, 17]  # the centre's neighbours
    act(s, "reward 13")  # add a tile: decide it, or the pledge follows
    while s.pending[-1].kind != "pledge":
        act(s, s.legal_actions()[0].text)
    events = act(s, "pledge mollusk")
    assert s.players[1].pledged[1] == [card]
    for seat in (0, 2):
        seen = events_for(events, seat)
        assert all("marker" not in e.data for e in seen)
        assert "pledged" not in s.view(seat)["players"][1]
    assert s.view(1)["players"][1]["pledged"][1] == [C.CARD_IDS[card]]
    # next reward: not back to the cell it came from
    s.players[1].reward, s.players[1].reward_prev = 13, 12
    from seaboard.games.ahoy.rules.smuggler import reward_cells

    assert 12 not in reward_cells(13, 12)


def test_determinize_keeps_what_a_seat_sees():
    s = started(4)
    from seaboard.engine.rng import Rng

    for seat in range(4):
        d = s.determinize(seat, Rng(7))
        assert d.view(seat) == s.view(seat)
