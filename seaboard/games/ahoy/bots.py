"""Ahoy's heuristic bots: one-ply lookahead over a value that follows each faction's way of
scoring. The Bluefin Squadron and the Mollusk Union value Fame and the regions they control
(weighted by wealth), the pieces that hold them and a Flagship near rich regions; a Smuggler
values Fame, the Cargo it carries and the cards it could smuggle along its best route to
deliver them (sooner is worth more), its pledges where the pledged side controls the
matching Islands, and where its reward marker can go next. The Leviathan values its
longest chain, Evolutions, Speed, Fangs and Ready Bodies; the Coral Cap its Frigates, Jobs
and the Islands that fill them. Everyone values gold, open slots and unplaced dice a
little.

The Smuggler and the Leviathan score from plans that take a die and the free actions after
it (sail to an Island, deliver, smuggle; slither, then Feast), so they judge each die by
finishing their turn greedily (`PLANNERS`); that lookahead tries every free action and each
slot (`_followups`)."""

from __future__ import annotations

import math
from functools import cache

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, State
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.battle import can_boost, static_bonus, will_fight
from seaboard.games.ahoy.rules.common import (
    control,
    controller,
    flagship,
    is_island,
    island,
    neighbours,
    square,
    step_distances,
    stronghold_islands,
    tile_of,
)
from seaboard.games.ahoy.rules.coral import FRIGATE_CARDS, outfitted
from seaboard.games.ahoy.rules.leviathan import (
    appetite_reward,
    evolution_fame,
    heads,
    longest_chain,
)
from seaboard.games.ahoy.rules.smuggler import reward_cells
from seaboard.games.ahoy.state import (
    BLUEFIN,
    CORAL,
    FLAGSHIP,
    LEVIATHAN,
    MOLLUSK,
    PATROL,
    SMUGGLER,
    STRONGHOLD,
    AhoyData,
)

_FIGHT_ORDER = {STRONGHOLD: 0, PATROL: 1, "body": 1}
ROUND_VALUE = 0.8  # a region held now is worth most of its wealth again next round


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _edge_distance(state: AhoyData, here: tuple[int, int]) -> int:
    best = 99
    for x, y in state.grid:
        for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if sq not in state.grid:
                best = min(best, _distance(here, sq))
    return best if state.stack else 0


def value(state: AhoyData, seat: int) -> float:
    p = state.players[seat]
    v = p.fame + 0.3 * p.gold + 0.3 * len(p.dice)
    v -= 0.5 * sum(1 for s in p.slots if s.damaged)
    ship = state.figures[flagship(state, seat)]
    if p.faction in (BLUEFIN, MOLLUSK):
        here_sq = square(state, ship.space) if ship.space >= 0 else None
        for t in state.placed:
            blue, yellow = control(state, t.tile)
            mine, theirs = (blue, yellow) if p.faction == BLUEFIN else (yellow, blue)
            if mine > theirs:
                v += ROUND_VALUE * t.wealth + 0.1 * min(3, mine - theirs)
            elif mine == theirs and mine > 0:
                v += 0.3 * t.wealth
            if here_sq is not None and mine <= theirs:
                sq = square(state, t.tile * 4 + 3)
                v += 0.05 * t.wealth / (1 + _distance(here_sq, sq))
        if p.faction == BLUEFIN:
            for f in state.figures:
                if f.owner == seat and f.space >= 0:
                    v += 0.2 if f.kind == PATROL else 0.4 if f.kind == STRONGHOLD else 0
        else:
            on_islands = sum(state.comrades[t.tile] for t in state.placed)
            v += 0.15 * p.ready + 0.3 * min(on_islands, 16) + 0.1 * len(p.plans)
    elif p.faction == LEVIATHAN:
        v += _leviathan_value(state, seat)
    elif p.faction == CORAL:
        # Frigates out, Jobs filled (their tokens average 2 Fame), gold for Luxury and Rob
        v += 1.5 * sum(outfitted(state, seat)) + 2.0 * sum(1 for j in p.jobs if j > 0)
        v -= 0.3 * sum(1 for j in p.jobs if j < 0)
        # go where the next Frigate can be outfitted (any Island, a Captain of its suit in
        # the Market) and where Frigates can take Jobs (an Island, a card of the Job's suit)
        isles = [square(state, t.tile * 4 + 3) for t in state.placed]
        market = {C.CARDS[c].suit for c in state.market}
        ship_at = square(state, ship.space) if ship.space >= 0 else None
        for k, name in enumerate(C.FRIGATES):
            fig = next(f for f in state.figures if f.owner == seat and f.kind == name)
            card = FRIGATE_CARDS[name]
            if fig.space < 0:
                if card.suit in market and ship_at is not None:
                    v -= 0.25 * min(_distance(ship_at, sq) for sq in isles)
            elif any(p.jobs[k * 3 + j] == 0 and card.jobs[j] in market for j in range(3)):
                here = square(state, fig.space)
                v -= 0.15 * min(_distance(here, sq) for sq in isles)
    elif p.faction == SMUGGLER and ship.space >= 0:
        v += _smuggler_value(state, seat)
    return v


def rounds_left(state: AhoyData) -> float:
    """A rough count of the round ends still to come: the leader gains some 4 Fame a round
    toward the Fame that ends the game (ahoy.md §4.3)."""
    gap = C.RULES.end.fame_to_end - max(q.fame for q in state.players)
    return min(3.0, max(1.0, 1 + gap / 4))


# What the Appetite card's rewards are worth, in Ready Bodies (Grow Head: a Head beside a
# Body lengthens the chain at once and drags a second line of Bodies)
APPETITE_BODIES = {"grow_body": 2.0, "grow_head": 2.0, "evolve": 1.0, "spread_terror": 1.6}


def _leviathan_value(state: AhoyData, seat: int) -> float:
    """The Leviathan (F&F "End-of-Round Scoring", "Evolution Cards"): its longest chain
    scores every round still to come; Ready Bodies are the chain's next links, laid by the
    start-of-turn movement at Speed a turn; Feast (Appetite rewards: Bodies, Evolutions,
    Speed or Fangs) is where Bodies come from, so a Head near an Island whose suit the
    Market holds is worth part of that Feast."""
    p = state.players[seat]
    rounds = rounds_left(state)
    body = 0.6 * rounds  # a Ready Body: a link of the chain from the next turn on
    v = rounds * longest_chain(state, seat) + evolution_fame(state, seat) + body * p.bodies
    v += 0.5 * p.speed + 0.4 * rounds * min(p.speed, p.bodies) + 0.5 * p.fangs
    if state.appetite < 0:
        return v
    table = C.LEVIATHAN.scoring.evolution_fame
    done = min(len(p.evolved), len(table) - 2)
    reward_worth = {
        "advance": 1.0,
        "evolve": table[done + 1] - table[done] + body,
        **{k: n * body for k, n in APPETITE_BODIES.items() if k != "evolve"},
    }
    market = {C.CARDS[c].suit for c in state.market}
    # where a Head could Feast now: an Island of a suit in the Market, or next to it
    feast_at: dict[int, float] = {}
    forts = stronghold_islands(state)
    for t in state.placed:
        isle = island(t.tile)
        suit = C.TILES[t.tile].suit
        if isle in forts or suit not in market:
            continue
        worth = reward_worth.get(appetite_reward(state, suit), 0.0)
        for space in (isle, *neighbours(state, isle)):
            feast_at[space] = max(feast_at.get(space, 0.0), worth)
    best = 0.0
    for h in heads(state, seat):
        here = state.figures[h].space
        if here < 0 or not feast_at:
            continue
        for space, steps in _sailing(state, here, sandbars=False).items():
            if steps <= 4 and space in feast_at:
                best = max(best, feast_at[space] * (0.5 - 0.1 * steps))
    return v + best


# A delivery pays 2 Fame, a reward (about 1.5 Fame on the grid) and a pledge: carrying a
# Cargo must be worth less than that even at its Island, or the bot never hands it over.
# A step sailed takes 0.2 off it, so far deliveries still pull the Flagship (0.3 until
# stop 45; the runs are in benchmarks/README.md, "eighth pass").
CARGO_VALUE, STEP_COST, REWARD_VALUE, AT_ISLAND_VALUE = 2.4, 0.2, 1.5, 3.0
CARGO_FLOOR = 0.6  # a Cargo far from its Island is still a delivery to come
UNMAPPED_CARGO = 0.5  # its Island not explored yet (each suit has two tiles)
# A pick-up in sight is worth part of the Cargo it would be: at its Island, smuggling
# always looks better than leaving the card in the Market
PICKUP_SHARE = 0.75
# ... and nearly all of it at the Island itself, even mid-move: stopping and smuggling are
# free (with 0.75 the bot stepped off an Island with a card to smuggle for 1 gold of
# Treasure next to it)
PICKUP_HERE = 0.95


def _cargo_value(away: int | None, reach: int | None = None) -> float:
    """A carried Cargo `away` sailing steps from a delivery Island (None: no such Island is
    on the map); in the game's last round, nothing unless it can be delivered within the
    `reach` steps the Flagship still sails this round."""
    if away == 0:  # at its Island the delivery is one free action away
        return AT_ISLAND_VALUE
    if reach is not None and (away is None or away > reach):
        return 0.0
    if away is None:
        return UNMAPPED_CARGO
    return max(CARGO_FLOOR, CARGO_VALUE - STEP_COST * away)


CELL_VALUE = {"fame": 1.0, "fame_wealth": 1.0, "gold": 0.3}  # per its n


def _cell_value(cell: C.Cell, gold: int) -> float:
    if cell.kind == "buy_fame":  # 1 Fame a gold, up to its n: worth the gold I would spend
        return 0.7 * min(gold, cell.n) + 0.4
    return CELL_VALUE.get(cell.kind, 0.0) * cell.n + (0.8 if cell.kind == "recruit" else 0.4)


@cache
def _path_value(cell: int, previous: int, steps: int, gold: int) -> float:
    """The best rewards of the next `steps` moves of the reward marker from `cell` (it never
    goes back to the cell it just left, ahoy.md §7.3.3), later ones discounted; `gold` is
    what I could spend on Fame."""
    if steps == 0:
        return 0.0
    return max(
        _cell_value(C.REWARDS.cells[c], gold) + 0.7 * _path_value(c, cell, steps - 1, gold)
        for c in reward_cells(cell, previous)
    )


# Sailing distances depend on the map alone: kept per layout (tiles, places, rotations)
# and whether Sandbars block (a ship's sailing) or not (a Leviathan's steps)
_SAILING: dict[tuple, dict[int, dict[int, int]]] = {}
FAR = 12  # steps counted for a space the Flagship cannot sail to


def _sailing_table(state: AhoyData, sandbars: bool = True) -> dict[int, dict[int, int]]:
    layout = (sandbars, *((t.tile, t.x, t.y, t.rot) for t in state.placed))
    table = _SAILING.get(layout)
    if table is None:
        if len(_SAILING) > 256:
            _SAILING.clear()
        table = _SAILING[layout] = {}
    return table


def _sailing(
    state: AhoyData,
    start: int,
    table: dict[int, dict[int, int]] | None = None,
    sandbars: bool = True,
) -> dict[int, int]:
    """Steps from `start` to every space, kept per layout: around Sandbars for a ship's
    sailing, across them for a Leviathan's steps (`bfs_distances`)."""
    if table is None:
        table = _sailing_table(state, sandbars)
    dist = table.get(start)
    if dist is None:
        dist = table[start] = step_distances(state, start, sandbars=sandbars)
    return dist


def flagship_space(state: AhoyData, seat: int) -> int:
    return state.figures[flagship(state, seat)].space


TOUR_STOPS = 2  # Island visits planned ahead (deliver or smuggle)
# Routes already valued, by map layout (its distance table, held so that its id stays its
# own), Islands open to the Smuggler (not under Strongholds), start, Cargo and pick-ups
_TOURS: dict[tuple, tuple[dict, float]] = {}


def _tour(
    state: AhoyData,
    by_suit: dict[str, list[int]],
    start: int,
    cargo: tuple[str, ...],
    market: tuple[tuple[str, tuple[int, ...]], ...],
    reach: int | None = None,
) -> float:
    """The Cargo carried and the pick-ups in sight, valued along the best route of up to
    `TOUR_STOPS` Island visits: each delivery is worth less the later it comes (steps
    sailed since now), a card smuggled on the way counts `PICKUP_SHARE` of its Cargo, and
    Cargo still carried at the route's end counts from there. (Valued one by one, a Cargo
    pulled toward its Island and a pick-up toward another, and the Smuggler stood still
    between them.)"""
    limit = C.BOARDS.smuggler.cargo_limit
    table = _sailing_table(state)
    islands = tuple(sorted((suit, tuple(at)) for suit, at in by_suit.items()))
    key = (id(table), islands, start, tuple(sorted(cargo)), tuple(sorted(market)), reach)
    memo = _TOURS.get(key)
    if memo is not None and memo[0] is table:
        return memo[1]

    def dist(a: int, b: int) -> int:
        return _sailing(state, a, table).get(b, FAR)

    def later(at: int, t: int, held: tuple[tuple[str, float], ...]) -> float:
        """The Cargo left at the route's end, delivered from `at` in the best order (at
        most two). (Each used to count from `at` as if it came first: two cards smuggled
        at once then looked better than one in the hold and the other smuggled, and the
        bot ended its turn at an Island without smuggling.)"""
        best = 0.0 if not held else None
        for k, (suit, share) in enumerate(held):
            rest = held[:k] + held[k + 1 :]
            goals = by_suit.get(suit)
            if not goals:
                v = share * _cargo_value(None, reach) + later(at, t, rest)
            else:
                v = max(
                    share * _cargo_value(t + dist(at, sp), reach)
                    + later(sp, t + dist(at, sp), rest)
                    for sp in goals
                )
            best = v if best is None else max(best, v)
        return best

    def go(at: int, t: int, held: tuple[tuple[str, float], ...], picks, stops: int) -> float:
        if stops == 0:
            return later(at, t, held)
        best = None  # the best route on from here (one must be taken, if any: standing
        # still would value every Cargo from here at once, as if each came first)
        for k, (suit, share) in enumerate(held):
            rest = held[:k] + held[k + 1 :]
            for sp in by_suit.get(suit, []):
                t2 = t + dist(at, sp)
                v = share * _cargo_value(t2, reach) + go(sp, t2, rest, picks, stops - 1)
                best = v if best is None else max(best, v)
        if len(held) < limit:
            for k, (suit, sources) in enumerate(picks):
                rest_picks = picks[:k] + picks[k + 1 :]
                for sp in sources:
                    t2 = t + dist(at, sp)
                    held2 = (*held, (suit, PICKUP_HERE if t2 == 0 else PICKUP_SHARE))
                    v = go(sp, t2, held2, rest_picks, stops - 1)
                    best = v if best is None else max(best, v)
        return go(at, t, held, (), 0) if best is None else best

    v = go(start, 0, tuple((suit, 1.0) for suit in cargo), market, TOUR_STOPS)
    if len(_TOURS) > 50_000:
        _TOURS.clear()
    _TOURS[key] = (table, v)
    return v


LAST_ROUND = True  # a Smuggler plans the game's last round (`last_round`)


def last_round(state: AhoyData) -> bool:
    """Whether the round under way ends the game (ahoy.md §4.2, §4.3): a player reaches the
    Fame that ends it with this round's region scoring, control as it stands now."""
    end = C.RULES.end.fame_to_end
    fame = {p.faction: p.fame for p in state.players if p.faction in (BLUEFIN, MOLLUSK)}
    if any(p.fame >= end for p in state.players):
        return True
    for t in state.placed:
        owner = controller(state, t.tile)
        if owner in fame:
            fame[owner] += t.wealth
    return any(f >= end for f in fame.values())


def _reach_this_round(state: AhoyData, seat: int) -> int:
    """About how many steps my Flagship can still sail this round: the moves under way,
    2 a die left (Sail) and the largest die's Full Sail."""
    p = state.players[seat]
    ship = flagship(state, seat)
    steps = sum(f.n for f in state.pending if f.kind == "move" and f.fig == ship)
    if p.dice:
        steps += 2 * len(p.dice) + max(0, max(p.dice) - 2)
    return steps


def _smuggler_value(state: AhoyData, seat: int) -> float:
    """A Smuggler (ahoy.md §7.3): Cargo carried and pick-ups in sight along the best route
    to deliver and smuggle them (`_tour`); rewards about to be taken;
    pledges where the pledged side now controls Islands of the Cargo's suit (§7.3.5)."""
    p = state.players[seat]
    v = 0.3 * len(state.placed)  # more Islands on the map, more deliveries
    forts = stronghold_islands(state)
    by_suit: dict[str, list[int]] = {}  # the Islands to deliver to and smuggle at
    for t in state.placed:
        if island(t.tile) not in forts:
            by_suit.setdefault(C.TILES[t.tile].suit, []).append(island(t.tile))
    cargo = tuple(C.CARDS[c].deliver_to for c in p.cargo)
    market: list[tuple[str, tuple[int, ...]]] = []  # pick-ups: delivery suit, source Islands
    for c in state.market:
        info = C.CARDS[c]
        sources = tuple(by_suit.get(info.suit, []))
        if sources:
            market.append((info.deliver_to, sources))
    reach = _reach_this_round(state, seat) if LAST_ROUND and last_round(state) else None
    v += _tour(state, by_suit, flagship_space(state, seat), cargo, tuple(market), reach)
    v += sum(REWARD_VALUE for f in state.pending if f.kind == "reward" and f.player == seat)
    # the reward marker's place: the next reward is taken from its neighbours
    v += 0.4 * _path_value(p.reward, p.reward_prev, 3, min(p.gold, 5))

    def pledge_value(card: int, faction: str) -> float:
        suit = C.CARDS[card].suit
        return 0.9 * sum(
            1
            for t in state.placed
            if C.TILES[t.tile].suit == suit and controller(state, t.tile) == faction
        )

    for which, cards in enumerate(p.pledged):
        v += sum(pledge_value(card, (BLUEFIN, MOLLUSK)[which]) for card in cards)
    for f in state.pending:  # a delivery's pledge still to choose: the better marker
        if f.kind == "pledge" and f.player == seat:
            v += max(pledge_value(f.a, BLUEFIN), pledge_value(f.a, MOLLUSK))
    return v + _battle_outlook(state, seat)


# A battle of mine the lookahead leaves unresolved (ahoy.md §6.4, §6.5): won, my Flagship
# takes a reward; lost, the winner deals damage (0.5 a slot in `value`) and may steal gold
# (a Bluefin deals 2 damage or 1 and a gold, a Mollusk 1 and a gold or a Comrade)
BATTLE_WIN = REWARD_VALUE
BATTLE_LOSS = {BLUEFIN: 0.9, MOLLUSK: 0.65}
OTHER_LOSS = 0.65


def _cannons_room(state: AhoyData, fig: int) -> int:
    """How far `fig`'s side could turn its Cannons die down in a battle (`can_boost`)."""
    f = state.figures[fig]
    if f.kind not in (FLAGSHIP, PATROL, STRONGHOLD, *C.FRIGATES):
        return 0
    dice = [s.die for s in state.players[f.owner].slots if s.action == "cannons" and s.die > 1]
    return max(dice, default=1) - 1


def _win_chance(lead: int, bonus: int) -> float:
    """Rolled dice `lead` ahead in totals, `bonus` ahead in bonuses (a tie re-rolls the
    dice, house G10)."""
    return 1.0 if lead > 0 else _lead_chance(bonus) if lead == 0 else 0.0


def _battle_outlook(state: AhoyData, seat: int) -> float:
    """The expected worth of my battles still pending: the one under way (rolled or not)
    and those queued in the space. The lookahead stops where another player decides (the
    defender's Cannons turn-down, the winner's Battle Victory), so a lost battle counted
    nothing and a won one a reward: the bot sailed into Patrols with its Cannons turned
    down, or loaded them beside a Stronghold, and lost battle after battle."""
    v = 0.0

    def worth(mine: int, theirs: int, p: float) -> float:
        win = BATTLE_WIN if state.figures[mine].kind == FLAGSHIP else 0.0
        faction = state.players[state.figures[theirs].owner].faction
        return p * win - (1 - p) * BATTLE_LOSS.get(faction, OTHER_LOSS)

    def fresh(mine: int, theirs: int) -> float:
        """The chance to win a battle not rolled yet: my whole Cannons turn-down against
        theirs half the time and none of it half the time (as `boost_choice`)."""
        lead = static_bonus(state, mine) - static_bonus(state, theirs)
        room, their_room = _cannons_room(state, mine), _cannons_room(state, theirs)
        return 0.5 * _lead_chance(lead + room) + 0.5 * _lead_chance(lead + room - their_room)

    for f in state.pending:
        if f.kind == "fights":  # battles queued in the space, one at a time
            for enemy in f.used:
                owners = (state.figures[f.fig].owner, state.figures[enemy].owner)
                if seat in owners and will_fight(state, f, enemy):
                    mine, theirs = (f.fig, enemy) if owners[0] == seat else (enemy, f.fig)
                    v += worth(mine, theirs, fresh(mine, theirs))
            continue
        b = f.battle if f.kind == "battle" else None
        if b is None:
            continue
        figs = (b.attacker, b.defender)
        owners = [state.figures[fig].owner for fig in figs]
        if seat not in owners:
            continue
        side = owners.index(seat)
        mine, theirs = figs[side], figs[1 - side]
        if b.stage == "victory":
            p = 1.0 if b.winner == side else 0.0
        elif b.stage in ("boost_a", "boost_d", "grog_a", "grog_d", "compare"):
            mine_static, their_static = static_bonus(state, mine), static_bonus(state, theirs)
            bonus = b.bonus[side] + mine_static - b.bonus[1 - side] - their_static
            lead = b.roll[side] - b.roll[1 - side] + bonus
            # the turn-downs still to come: mine and theirs (attacker first, house G11)
            mine_next = b.stage == "boost_a" or (b.stage == "boost_d" and side == 1)
            theirs_next = b.stage == "boost_a" or (b.stage == "boost_d" and side == 0)
            room = _cannons_room(state, mine) if mine_next else 0
            their_room = _cannons_room(state, theirs) if theirs_next else 0
            p = 0.5 * _win_chance(lead + room, bonus + room) + 0.5 * _win_chance(
                lead + room - their_room, bonus + room - their_room
            )
        else:  # the plan window, Emissary, or the dice not rolled yet
            p = fresh(mine, theirs)
        v += worth(mine, theirs, p)
    return v


# Factions that race the region scorers without holding regions weigh the leader's value
# too: taking a Patrol or a Comrade away from the leader is as good as Fame of their own
RIVALRY = {SMUGGLER: 0.5}
PLANNERS = frozenset({SMUGGLER, LEVIATHAN})  # a die is judged over the rest of the turn
OPENERS = frozenset({"place", "figure"})  # actions judged by their best follow-up
SAMPLED = frozenset({SMUGGLER})  # factions that judge an action with dice over several draws
CHANCE_DRAWS = 4
# Factions whose turn's end is valued as the position it ends in: past it, the round's end
# re-rolls every die (0.3 each in `value`) and scores the regions, so ending a turn with a
# free action left (a Smuggler at an Island with a card to smuggle) looked better than
# taking it, whose value was judged before the turn passed
HELD_AT_END = frozenset({SMUGGLER})


def _lead_chance(lead: int) -> float:
    """The chance to win a battle from a fresh roll of both battle dice, `lead` ahead in
    bonuses (ties re-roll, house G10)."""
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if a + lead > b)
    ties = sum(1 for a in range(1, 7) for b in range(1, 7) if a + lead == b)
    return wins / (36 - ties) if ties < 36 else 0.5


def _boost_room(state: AhoyData, battle, side: int) -> int:
    return max((n for _, n in can_boost(state, battle, side)), default=0)


BOOST_PIP = 0.03  # a Cannons pip kept for the round's next battles


def boost_choice(state: AhoyData, legal: list[Action]) -> Action | None:
    """Cannons turn-down in my battle (ahoy.md §6.1, house G11): the least that wins,
    counting what the other side may still turn down after me (half the time all of it,
    half the time nothing: an opponent model). A tie re-rolls both dice with the bonuses
    kept (house G10). (The value does not see a battle's end, so every turn-down, and
    none, looked alike and the bot picked by its noise.)"""
    frame = state.pending[-1] if state.pending else None
    b = frame.battle if frame is not None else None
    if b is None or b.stage not in ("boost_a", "boost_d"):
        return None
    side = 0 if b.stage == "boost_a" else 1
    figs = (b.attacker, b.defender)
    static = [static_bonus(state, f) for f in figs]
    totals = [b.roll[s] + b.bonus[s] + static[s] for s in (0, 1)]
    their_more = _boost_room(state, b, 1) if side == 0 else 0

    def chance(lead: int, bonus: int) -> float:
        return 1.0 if lead > 0 else _lead_chance(bonus) if lead == 0 else 0.0

    best, best_score = None, -1e9
    for a in legal:
        n = int(str(a.args[1])) if a.kind == "boost" else 0
        lead = totals[side] + n - totals[1 - side]
        bonus = b.bonus[side] + n + static[side] - b.bonus[1 - side] - static[1 - side]
        win = 0.5 * chance(lead, bonus) + 0.5 * chance(lead - their_more, bonus - their_more)
        score = win - BOOST_PIP * n
        if score > best_score:
            best, best_score = a, score
    return best


def standing(state: AhoyData, seat: int) -> float:
    """What the bot maximises: its value, less part of the best other player's."""
    weight = RIVALRY.get(state.players[seat].faction, 0.0)
    mine = value(state, seat)
    if not weight:
        return mine
    return mine - weight * max(value(state, s) for s in range(len(state.players)) if s != seat)


def evaluate(state: AhoyData, seat: int) -> float:
    """A value in [0, 1]: my value against the best other player's, squashed."""
    mine = value(state, seat)
    best = max(value(state, s) for s in range(len(state.players)) if s != seat)
    return 1 / (1 + math.exp(-(mine - best) / 6))


def _candidates(state: AhoyData, legal: list[Action]) -> list[Action]:
    """Prune equivalent placements: one slot per action and restriction, cheapest first."""
    seen: dict[tuple, Action] = {}
    out = []
    seat = state.pending[-1].player if state.pending else 0
    slots = {s.name: s for s in state.players[seat].slots}
    for a in legal:
        if a.kind == "place":
            slot = slots[str(a.args[0])]
            key = (slot.action, slot.values, a.args[1], a.args[2])
            if key in seen:
                continue
            seen[key] = a
        out.append(a)
    return out


FOLLOW_LIMIT = 24  # follow-ups tried per decision of a lookahead


def _followups(state: AhoyData, legal: list[Action], limit: int = FOLLOW_LIMIT) -> list[Action]:
    """The actions a lookahead tries: every free action (Smuggle, Deliver, Recruit, Plan,
    Order, Job, Outfit, end...), each die placement as rolled, and placements that spend
    gold on the dice while there is room under `limit`. (The first `limit` candidates used
    to be tried, placements first: with a few dice and gold, every slot's placements
    filled them and free actions, or whole slots, were never looked at.)"""
    cands = _candidates(state, legal)
    free = [a for a in cands if a.kind != "place"]
    plain = [a for a in cands if a.kind == "place" and a.args[1] == a.args[2]]
    adjusted = [a for a in cands if a.kind == "place" and a.args[1] != a.args[2]]
    room = max(0, limit - len(free) - len(plain))
    return plain + adjusted[:room] + free


class AhoyHeuristic(Agent):
    """Tries each legal action on its determinized copy and keeps the best value."""

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        assert isinstance(state, AhoyData)
        seat = self.seat
        if len(legal) == 1:
            return legal[0]
        best: Action = legal[0]
        best_value = -1e9
        sampled = state.players[seat].faction in SAMPLED
        if sampled:
            boost = boost_choice(state, legal)
            if boost is not None:
                self.last_reason = "the least Cannons turn-down that wins this battle"
                return boost
        for action in _candidates(state, legal):
            v, by_chance = self._judge(state, action, seat)
            if by_chance and sampled:
                # a battle's dice: one draw flatters whichever action drew well, so average
                # a few (the true dice are hidden: these are the bot's own draws)
                draws = [v]
                for _ in range(CHANCE_DRAWS - 1):
                    other = state.clone()
                    other.rng = self.rng.split()
                    draws.append(self._judge(other, action, seat)[0])
                v = sum(draws) / len(draws)
            v += self.rng.random() * 0.01
            if action.kind == "done" and state.pending[-1].kind == "sneak_patrols":
                v -= 0.05  # Sneak Attack: a Squadron Patrol fewer is never worse for me
            if action.kind == "fight":
                # battles in a space: Strongholds, then Patrols and Bodies, then ships
                v -= 0.01 * _FIGHT_ORDER.get(state.figures[int(str(action.args[0]))].kind, 2)
            if action.kind == "jobdamage":
                # a Frigate's damage: spare the Jobs the Market can fill now
                card = FRIGATE_CARDS[str(action.args[0])]
                job = card.jobs[("left", "centre", "right").index(str(action.args[1]))]
                v -= 0.5 if job in {C.CARDS[c].suit for c in state.market} else 0
            if action.kind == "end":
                v -= 0.05  # prefer doing something useful with a free action
            if v > best_value:
                best, best_value = action, v
        self.last_reason = f"it looks best for my Fame and position ({best_value:.1f})"
        return best

    def _judge(self, state: AhoyData, action: Action, seat: int) -> tuple[float, bool]:
        """The value of `action` (followed up as below), and whether dice were rolled."""
        if action.kind == "end" and state.players[seat].faction in HELD_AT_END:
            return standing(state, seat), False
        twin = state.clone()
        twin.apply(action)  # type: ignore[attr-defined]
        by_chance = twin.rng != state.rng
        if twin.pending and twin.pending[-1].kind == "explore" and twin.to_move == seat:
            # look one step further: where the new tile would go (its first placement)
            twin.apply(twin.legal_actions()[0])  # type: ignore[attr-defined]
        v = standing(twin, seat)
        if action.kind == "place" and state.players[seat].faction in PLANNERS:
            # a die starts a short plan (move, then deliver and smuggle at the Island
            # reached): value it by finishing the turn greedily. A plan that rolls dice
            # (a battle on the way) is judged by chance too: on one draw, the bot chose
            # among its dice by which one's battle the draw had won
            finished, rolled = self._finish_turn(twin, seat)
            v = max(v, finished)
            by_chance = by_chance or rolled
        elif action.kind in OPENERS and twin.to_move == seat and twin.pending[-1].kind != "turn":
            # the die (or the Coral Cap's pick of a figure to move) opened a choice of
            # mine: value it by its best follow-up, or a move never looks better than
            # staying put
            v = max(v, self._best_next(twin, seat))
        return v, by_chance

    @staticmethod
    def _finish_turn(state: AhoyData, seat: int, limit: int = 10) -> tuple[float, bool]:
        """Play my own decisions greedily (one-ply) until the turn passes: its value, and
        whether dice were rolled on the way. A decision that rolls dice (a step into a
        battle) is judged, for the `SAMPLED` factions, by its mean over `CHANCE_DRAWS` draws
        of my own: judged on its one draw, the plan stepped into a battle only where that
        draw won."""
        twin = state
        held = state.players[seat].faction in HELD_AT_END
        sampled = state.players[seat].faction in SAMPLED
        draws = state.rng.clone() if sampled else None  # my own draws, not the plan's
        for _ in range(limit):
            if twin.is_over or twin.to_move != seat:  # type: ignore[attr-defined]
                break
            legal = _followups(twin, twin.legal_actions())  # type: ignore[attr-defined]
            best_value, best_twin = -1e9, None
            for follow in legal:
                if held and follow.kind == "end":
                    v = standing(twin, seat) - 0.05
                    if v > best_value:
                        best_value, best_twin = v, None
                    continue
                nxt = twin.clone()
                nxt.apply(follow)  # type: ignore[attr-defined]
                penalty = 0.05 if follow.kind == "end" else 0.0
                v = standing(nxt, seat) - penalty
                if sampled and nxt.rng != twin.rng:
                    total = v
                    for _draw in range(CHANCE_DRAWS - 1):
                        other = twin.clone()
                        other.rng = draws.split()  # type: ignore[union-attr]
                        other.apply(follow)  # type: ignore[attr-defined]
                        total += standing(other, seat) - penalty
                    v = total / CHANCE_DRAWS
                if v > best_value:
                    best_value, best_twin = v, nxt
            if best_twin is None:
                return best_value, twin.rng != state.rng  # the turn ends here
            twin = best_twin
        return standing(twin, seat), twin.rng != state.rng

    @staticmethod
    def _best_next(state: AhoyData, seat: int) -> float:
        best = -1e9
        for follow in _followups(state, state.legal_actions()):  # type: ignore[attr-defined]
            twin = state.clone()
            twin.apply(follow)  # type: ignore[attr-defined]
            best = max(best, standing(twin, seat))
        return best


def make_heuristic(seat: int, options: dict[str, str]) -> Agent:
    return AhoyHeuristic("heuristic", seat)


__all__ = ["is_island", "tile_of"]
