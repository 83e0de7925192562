"""Scenario tests for the Leviathan (Fang & Fortune rulebook, "The Leviathan"); each test
names the rulebook section and plays its example where it has one."""

from __future__ import annotations

from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules import leviathan as L
from seaboard.games.ahoy.state import BODY, FLAGSHIP, NOWHERE, Frame

from .helpers import act


def lev_game(players: int = 3, seed: int = 0):
    s = GAME.new_state(GAME.make_config(players, leviathan=True), seed)
    while s.pending and s.pending[-1].kind == "start":
        act(s, s.legal_actions()[0].text)
    seat = next(i for i, p in enumerate(s.players) if p.faction == "leviathan")
    return s, seat


def open_map(s):
    """A 3x2-tile map of plain spaces: the rest of the stack laid out, for examples."""
    for f in s.figures:
        f.space = NOWHERE
    s.comrades = [0] * 12


def heads(s, seat):
    return L.heads(s, seat)


def put(s, fig, square):
    s.figures[fig].space = s.grid[square]


def test_setup_and_seat():
    """Faction Setup: 1 gold, 4 dice, 2 Evolutions in hand, an Appetite card face up,
    Speed 1 and Fangs 0, 2 Ready Bodies; a Head on any space but an Island; replaces the
    Smuggler (3 players: 2nd seat; 4 players: 2nd or 4th)."""
    s = GAME.new_state(GAME.make_config(3, leviathan=True), 1)
    assert [p.faction for p in s.players] == ["bluefin", "leviathan", "mollusk"]
    lev = s.players[1]
    assert (lev.gold, len(lev.dice), len(lev.evolutions), lev.speed, lev.fangs, lev.bodies) == (
        1, 4, 2, 1, 0, 2,
    )  # fmt: skip
    assert s.appetite >= 0
    seats4 = {
        [p.faction for p in GAME.new_state(GAME.make_config(4, leviathan=True), k).players].index(
            "leviathan"
        )
        for k in range(12)
    }
    assert seats4 == {1, 3}
    act(s, s.legal_actions()[0].text)  # Bluefin
    starts = [a.args[0] for a in s.legal_actions()]
    assert starts and all(not a.endswith("-se") for a in starts)


def test_start_of_turn_movement_example():
    """Start-of-Turn Movement example: 2 Heads and 2 Speed; one Head moves twice; a Body
    goes in the first space left; no Ready Body is left for the second."""
    s, seat = lev_game()
    open_map(s)
    p = s.players[seat]
    p.speed, p.bodies = 2, 1
    h0, h1 = heads(s, seat)[:2]
    row = sorted(sq for sq in s.grid if sq[1] == 1)
    put(s, h0, row[0])
    put(s, h1, (row[0][0], row[0][1] + 1) if (row[0][0], row[0][1] + 1) in s.grid else row[-1])
    start = s.figures[h0].space
    s.pending = [Frame("turn", seat)]
    L.begin_turn(s, seat)
    s.legal_cache = None
    act(s, "slither 0 e")
    mid = s.figures[h0].space
    assert any(f.kind == BODY and f.space == start for f in s.figures)
    act(s, "slither 0 e")
    assert s.figures[h0].space != mid
    bodies = [f for f in s.figures if f.owner == seat and f.kind == BODY and f.space >= 0]
    assert len(bodies) == 1 and p.bodies == 0
    assert s.pending[-1].kind == "turn"  # Speed spent: the turn goes on


def test_heads_cannot_enter_their_own_figures():
    """Heads and Bodies: only 1 Head or Body per space."""
    s, seat = lev_game()
    open_map(s)
    h0 = heads(s, seat)[0]
    body = next(i for i, f in enumerate(s.figures) if f.owner == seat and f.kind == BODY)
    row = sorted(sq for sq in s.grid if sq[1] == 1)
    put(s, h0, row[0])
    put(s, body, (row[0][0] + 1, row[0][1]))
    assert "e" not in L.head_steps(s, seat, h0)


def test_longest_chain_example():
    """End-of-Round Scoring example: 2 Heads and 2 Bodies in a chain with an extra branch of
    1 Body: 4 Fame, as a path cannot trace backward to count the branch."""
    s, seat = lev_game()
    open_map(s)
    h = heads(s, seat)
    bodies = [i for i, f in enumerate(s.figures) if f.owner == seat and f.kind == BODY]
    # the starting map: tiles at (0,0) and (2,1); y = 1 runs x = 0..3, (2,2) lies below
    line = [(0, 1), (1, 1), (2, 1), (3, 1)]
    for fig, sq in zip([h[0], bodies[0], bodies[1], h[1]], line, strict=True):
        put(s, fig, sq)
    put(s, bodies[2], (2, 2))  # the branch off the middle
    assert L.longest_chain(s, seat) == 4
    # diagonal figures are not adjacent
    s.figures[bodies[2]].space = NOWHERE
    put(s, h[1], (2, 2))
    s.figures[h[1]].space = s.grid[(0, 0)]
    assert L.longest_chain(s, seat) == 4  # (0,0) sits above (0,1): a path of 4
    s.figures[h[1]].space = NOWHERE
    assert L.longest_chain(s, seat) == 3


def test_chain_scores_at_end_of_round_and_evolutions_at_end_of_game():
    """End-of-Round Scoring and Evolution Cards: 1, 3, 5, 8 Fame for 1-4 Evolutions."""
    s, seat = lev_game()
    p = s.players[seat]
    for n, fame in enumerate(C.LEVIATHAN.scoring.evolution_fame):
        p.evolved = list(range(n))
        assert L.evolution_fame(s, seat) == fame
    p.evolved = list(range(6))
    assert L.evolution_fame(s, seat) == 8  # no extra Fame beyond 4


def test_strike_exact_distance_not_into_fog_and_a_lost_strike_gives_nothing():
    """Strike: a figure exactly the die's value away, not in Fog; the Leviathan adds its
    Fangs; if it loses, the defender gets no Battle Victory."""
    s, seat = lev_game()
    open_map(s)
    h0 = heads(s, seat)[0]
    row = sorted(sq for sq in s.grid if sq[1] == 1)
    put(s, h0, row[0])
    target_sq = (row[0][0] + 2, row[0][1])
    enemy = next(i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == FLAGSHIP)
    put(s, enemy, target_sq)
    targets = L.strike_targets(s, seat, 2)
    fog = C.TILES[s.figures[enemy].space // 4].spaces[s.figures[enemy].space % 4].kind == "fog"
    assert ((0, enemy) in targets) != fog
    assert (0, enemy) not in L.strike_targets(s, seat, 1)
    if fog:
        return
    s.players[seat].fangs = 0
    s.pending = [Frame("turn", seat)]
    s.players[seat].dice = [2]
    s.legal_cache = None
    act(s, "place strike1 2 2")
    act(s, f"strike 0 {enemy}")
    # play the battle out; a lost Strike ends it with no Battle Victory for the Bluefin
    while s.pending[-1].kind == "battle" and s.pending[-1].battle.stage != "victory":
        act(s, "pass")
    if s.pending[-1].kind == "battle":
        assert s.to_move == seat and [a.text for a in s.legal_actions()] == ["victory bite"]
    else:
        assert s.pending[-1].kind == "turn" and s.to_move == seat


def test_grow_pays_the_track_and_devour_advances_free():
    """Grow: pay the gold on the step advanced to, any number of times; Devour: remove 2
    Comrades from an adjacent Island and advance once for free."""
    s, seat = lev_game()
    p = s.players[seat]
    p.gold = 3
    s.pending = [Frame("turn", seat), Frame("grow", seat)]
    s.legal_cache = None
    act(s, "grow fangs")  # Fangs 1 costs 1
    act(s, "grow speed")  # Speed 2 costs 1
    assert (p.fangs, p.speed, p.gold) == (1, 2, 1)
    assert {a.text for a in s.legal_actions()} == {"done"}  # Fangs 2 and Speed 3 cost 2
    act(s, "done")
    open_map(s)
    t = s.placed[0].tile
    s.comrades[t] = 3
    h0 = heads(s, seat)[0]
    s.figures[h0].space = t * 4 + 1  # next to the Island (SE)
    s.pending = [Frame("turn", seat), Frame("devour", seat)]
    s.legal_cache = None
    act(s, f"devour {C.TILE_IDS[t]}")
    assert s.comrades[t] == 1
    act(s, "grow fangs")
    assert p.fangs == 2 and p.gold == 1


def test_feast_pays_the_appetite_reward_and_raises_wealth_where_the_head_is():
    """Feast and the Appetite card: Grow Body gives 2 Ready Bodies and raises the wealth
    die of the region with the Head used."""
    s, seat = lev_game()
    open_map(s)
    t = s.placed[0].tile
    h0 = heads(s, seat)[0]
    s.figures[h0].space = t * 4 + 1
    suit = C.TILES[t].suit
    appetite = next(k for k, card in enumerate(C.LEVIATHAN.appetite.cards) if card.index(suit) == 1)
    s.appetite = appetite  # this card's Grow Body suit is the Island's
    card = next(i for i, c in enumerate(C.CARDS) if c.suit == suit)
    if card in s.deck:
        s.deck.remove(card)
    if card in s.removed_cards:
        s.removed_cards.remove(card)
    s.market = [card]
    p = s.players[seat]
    bodies, wealth = p.bodies, s.placed[0].wealth
    s.pending = [Frame("turn", seat), Frame("feast", seat)]
    s.legal_cache = None
    act(s, f"feast 0 {C.CARD_IDS[card]}")
    assert p.bodies == bodies + 2 and s.placed[0].wealth == wealth + 1
    assert card in s.boxed and card not in p.crew


def test_battle_victory_extras_are_distinct_and_number_the_fangs():
    """Battle Victory: 1 damage plus Fangs-many different extra results."""
    s, seat = lev_game()
    s.players[seat].fangs = 2
    enemy = next(i for i, f in enumerate(s.figures) if f.owner == 0 and f.kind == FLAGSHIP)
    s.pending = [Frame("turn", seat), Frame("extras", seat, fig=enemy, n=2, a=0)]
    s.legal_cache = None
    fame = s.players[seat].fame
    act(s, "extra fame")
    assert "extra fame" not in {a.text for a in s.legal_actions()}
    act(s, "extra body")
    assert s.players[seat].fame == fame + 1
    assert s.pending[-1].kind == "turn"


def test_dive_ends_the_turn_and_gives_a_third_turn():
    """Dive: a Tailwind that ends your turn; as the first action, a third turn follows."""
    s, seat = lev_game()
    p = s.players[seat]
    p.dice = [2, 3, 4, 5]
    s.pending = [Frame("turn", seat)]
    s.legal_cache = None
    act(s, "place dive1 2 2")
    act(s, "head 0")
    while s.pending[-1].kind == "tailwind":
        act(s, s.legal_actions()[0].text)
    assert [a.text for a in s.legal_actions() if a.kind == "place"] == []
    assert len(p.dice) == 3  # 3 dice left: two more turns this round


def test_evolutions():
    """Appendix: Evolutions. Massive blocks direct moves into Head/Body spaces; Spiked
    damages a Flagship moving in; Developed Brain and Nimble are new slots; Symbiotic keeps
    the Feast card as Crew; Caustic Spray strikes every enemy in the space."""
    s, seat = lev_game()
    open_map(s)
    p = s.players[seat]
    from seaboard.games.ahoy.rules.move import massive_at, spiked_at

    h0 = heads(s, seat)[0]
    space = s.placed[0].tile * 4 + 1
    s.figures[h0].space = space
    assert not massive_at(s, 0, space)
    p.evolved = [C.EVOLUTIONS.index("massive"), C.EVOLUTIONS.index("spiked")]
    assert massive_at(s, 0, space) and spiked_at(s, 0, space)
    assert not massive_at(s, seat, space)
    p.evolutions = [C.EVOLUTIONS.index("nimble")]
    s.pending = [Frame("turn", seat), Frame("evolve", seat)]
    s.legal_cache = None
    act(s, "evolve nimble")
    assert any(sl.name == "nimble" for sl in p.slots)
    assert len(p.evolutions) == 1  # drew a replacement


def test_a_damaged_body_returns_to_the_supply():
    """Heads and Bodies: a Body that takes damage returns to the supply, not Ready Bodies."""
    from seaboard.games.ahoy.rules.common import damage_figure

    s, seat = lev_game()
    body = next(i for i, f in enumerate(s.figures) if f.owner == seat and f.kind == BODY)
    s.figures[body].space = s.placed[0].tile * 4
    ready = s.players[seat].bodies
    damage_figure(s, body, 1, [])
    assert s.figures[body].space == NOWHERE and s.players[seat].bodies == ready
    assert not any(sl.damaged for sl in s.players[seat].slots)
