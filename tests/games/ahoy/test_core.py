"""Scenario tests for the core rules ahoy.md grades PUBLIC (section named in each test)."""

from __future__ import annotations

from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import control, controller, flagship, island, tile_of
from seaboard.games.ahoy.rules.turn import end_game
from seaboard.games.ahoy.state import OVER, PATROL, STRONGHOLD, Frame

from .helpers import act, move_flagship, started


def test_setup_by_player_count():
    """§3.1-3.3: factions by seat, 11 tiles in play (1 removed), 24 Market cards below 4
    players (one of each suit removed) and all 30 at 4; 3 face up; Mollusk 2 plans."""
    for players, factions in ((2, ["bluefin", "mollusk"]), (3, ["bluefin", "smuggler", "mollusk"]),
                              (4, ["bluefin", "smuggler", "mollusk", "smuggler"])):  # fmt: skip
        s = GAME.new_state(GAME.make_config(players), 5)
        assert [p.faction for p in s.players] == factions
        assert len(s.placed) == 2 and len(s.stack) == 9 and len(s.removed_tiles) == 1
        assert len(s.market) == 3
        assert len(s.deck) + 3 == (24 if players < 4 else 30)
        removed_suits = sorted(C.CARDS[c].suit for c in s.removed_cards)
        assert removed_suits == ([] if players == 4 else sorted(C.SUITS))
        union = next(p for p in s.players if p.faction == "mollusk")
        assert len(union.plans) == 2 and union.ready == 6
        assert [len(p.dice) for p in s.players] == [C.FACTIONS[f].dice for f in factions]
        assert all(p.gold == 1 for p in s.players)


def test_bluefin_picks_a_starting_island_and_the_union_takes_the_other():
    """§3.3: Bluefin Flagship and 1 Patrol on either starting Island; the Union's Flagship
    and 2 Comrades on the other."""
    s = GAME.new_state(GAME.make_config(2), 3)
    options = [a.args[0] for a in s.legal_actions()]
    islands = sorted(C.SPACE_IDS[island(p.tile)] for p in s.placed)
    assert sorted(options) == islands
    act(s, f"start {options[1]}")
    blue = s.figures[flagship(s, 0)].space
    union = s.figures[flagship(s, 1)].space
    assert (
        C.SPACE_IDS[blue] == options[1]
        and union == island(s.placed[0].tile)
        or union == island(s.placed[1].tile)
    )
    assert union != blue
    assert s.comrades[tile_of(union)] == 2
    assert any(f.kind == PATROL and f.space == blue for f in s.figures)


def test_control_formulas():
    """§7.1, §7.2: Patrol +1, Stronghold +2, Bluefin Flagship +2; Comrade +1, Union ship +1."""
    s = started(2)
    t = s.placed[0].tile
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    patrols = [i for i, f in enumerate(s.figures) if f.kind == PATROL][:2]
    fort = next(i for i, f in enumerate(s.figures) if f.kind == STRONGHOLD)
    for i in patrols:
        s.figures[i].space = t * 4
    s.figures[fort].space = island(t)
    s.figures[flagship(s, 0)].space = t * 4 + 1
    assert control(s, t) == (6, 0)
    s.comrades[t] = 5
    s.figures[flagship(s, 1)].space = t * 4 + 2
    assert control(s, t) == (6, 6) and controller(s, t) is None  # a tie: nobody scores
    s.comrades[t] = 6
    assert controller(s, t) == "mollusk"


def test_region_scoring_and_the_end_at_30_fame_ties_by_gold():
    """§4.2-4.3: controllers gain each region's wealth; at 30 Fame after scoring the game
    ends; most Fame wins, ties broken by gold."""
    s = started(2)
    s.players[0].fame = 29
    s.players[1].fame = 30
    s.players[0].gold = 5
    s.players[1].gold = 2
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    t = s.placed[0].tile
    s.figures[flagship(s, 0)].space = island(t)
    s.figures[flagship(s, 1)].space = island(s.placed[1].tile)
    s.placed[0].wealth = 1
    for p in s.players:
        p.dice = []
    s.pending = [Frame("endturn", 0)]
    from seaboard.games.ahoy.rules import settle

    events = []
    settle(s, events)
    assert s.phase == OVER
    assert [p.fame for p in s.players] == [30, 31]
    assert s.result().outcomes[1].value == "win"
    # equal Fame: gold decides
    s.players[0].fame = 31
    assert s.result().outcomes[0].value == "win"


def test_two_player_cleanup_raises_a_wealth_die_then_may_refresh():
    """§4.2 (First Player card): with 2 players the First Player must raise one region's
    wealth die by 1, then may box and refill the Market."""
    s = started(2)
    for p in s.players:
        p.dice = []
    s.pending = [Frame("endturn", 0)]
    from seaboard.games.ahoy.rules import settle

    settle(s, [])
    assert s.pending[-1].kind == "raise"
    name = C.TILE_IDS[s.placed[1].tile]
    act(s, f"raise {name}")
    assert s.placed[1].wealth == 2
    assert {a.kind for a in s.legal_actions()} == {"refresh", "pass"}
    before = list(s.market)
    act(s, "refresh")
    assert set(before) <= set(s.boxed) and len(s.market) == 3
    assert s.round == 2 and s.first == 1 and s.pending[-1].kind == "turn"


def test_pledge_scoring_example():
    """§7.3.5 (Smuggler aid card): 2 Skull Cargo pledged to the Union, which controls 2
    regions with Skull Islands: 4 Fame."""
    s = started(3)
    skulls = [C.TILE_IDS.index("skull-a"), C.TILE_IDS.index("skull-b")]
    from seaboard.games.ahoy.rules.common import place_tile

    for k, t in enumerate(skulls):
        if all(p.tile != t for p in s.placed):
            if t in s.stack:
                s.stack.remove(t)
            if t in s.removed_tiles:
                s.removed_tiles.remove(t)
            place_tile(s, t, 10 + 3 * k, 10, 0)
    for f in s.figures:
        f.space = -1
    s.comrades = [0] * 12
    for t in skulls:
        s.comrades[t] = 1
    skull_cards = [i for i, c in enumerate(C.CARDS) if c.suit == "skull"][:2]
    s.players[1].pledged = [[], skull_cards]
    before = s.players[1].fame
    end_game(s, [])
    assert s.players[1].fame - before == 4


def test_placing_a_die_needs_the_slot_value_and_gold_turns_it():
    """§4.1: a slot's pips must match; 1 gold per pip changed, no wrap."""
    s = started(2)
    s.players[0].dice = [1, 6]
    s.players[0].gold = 1
    legal = {a.text for a in s.legal_actions()}
    assert "place order1 1 3" not in legal  # 2 pips need 2 gold
    s.players[0].gold = 2
    s.legal_cache = None
    legal = {a.text for a in s.legal_actions()}
    assert "place order1 1 3" in legal and "place cannons2 6 6" in legal
    assert not any(a.startswith("place repair1") for a in legal if "6 1" in a)
    act(s, "place order1 1 3")
    assert s.players[0].gold == 0


def test_island_dominance_blocks_enemy_recruiting():
    """F&F "Change to Core Game": enemies cannot take Market cards by using an Island with a
    Stronghold."""
    s = started(2)
    t = s.placed[0].tile
    fort = next(i for i, f in enumerate(s.figures) if f.kind == STRONGHOLD)
    s.figures[fort].space = island(t)
    move_flagship(s, 1, C.SPACE_IDS[island(t)])
    s.market = [next(i for i, c in enumerate(C.CARDS) if c.suit == C.TILES[t].suit and not c.die)]
    s.players[1].gold = 5
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    assert not [a for a in s.legal_actions() if a.kind == "recruit"]
    # the Bluefin recruits there as if its Flagship were there
    s.players[0].gold = 5
    s.pending = [Frame("turn", 0)]
    s.legal_cache = None
    assert [a for a in s.legal_actions() if a.kind == "recruit"]
