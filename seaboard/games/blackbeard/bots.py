"""Heuristic bots for both sides, and a cheap evaluation for search.

Blackbeard commits to the Piracy row he can fill best, and each turn sails to the space where
his pawns turn into the most cubes, away from the Hunters. ADVANCED: he Prepares Longboat /
Israel Hands when Blackbeard alone / Israel Hands can work a tile with his icon where Adventure
is not, sets them there while Setting the Map, and buys Silence for Sightings the Hunters are
near. The Hunters Commandeer on Turn 1 (few Informants then), then Spot, Scout and move toward
the likeliest spaces of the belief set, each position weighed by the Piracy tiles Blackbeard
may work there and by its distance from the Hunters (never the true state: bots get a
determinized copy, and the belief depends only on what the Hunters observed).

For search (`mcts`): cheap rollout policies that play on the search's sample (RolloutBlackbeard,
RolloutHunters), the Hunters' samples weighed like the heuristic's odds (`search_sample`), and
`evaluate` at the rollout cap.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from functools import cache, lru_cache

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import Belief, belief
from seaboard.games.blackbeard.rules.blackbeard import sail_limit
from seaboard.games.blackbeard.rules.common import adventure_shown, bb_pawn_limit, defense_pool
from seaboard.games.blackbeard.rules.end import row_fill, row_target
from seaboard.games.blackbeard.rules.hunters import sloop_moves
from seaboard.games.blackbeard.rules.piracy import adventure_takes, listed, piracy_here
from seaboard.games.blackbeard.state import (
    ADVENTURE_BLOCKS,
    ARREST_BLACKBEARD,
    ASSET_EXTRA_HANDS,
    BLACKBEARD,
    BLACKBEARD_ACTIONS,
    BRAND,
    CHOICE_BLACKBEARD,
    CHOICE_HUNTERS,
    COMMANDEER,
    DEFENSE_GRENADOES,
    DEFENSE_ISRAEL_HANDS,
    DEFENSE_LONGBOAT,
    ENCOUNTER,
    HUNTER_ACTIONS,
    HUNTERS,
    INTERVIEW,
    JANE,
    OVER,
    PIECES,
    PIRACY,
    RANGER,
    SCOUT,
    SCOUT_AGAIN,
    SET_CAMP,
    SET_MAP,
    SIGHTING_BLOCKS,
    SLOOPS,
    TILE_CAREEN,
    TILE_DOCTOR,
    TILE_ORDINARY,
    TILE_RUM,
    BlackbeardData,
)
from seaboard.games.blackbeard.view import determinize

R = C.R
SPACE_IDS = C.SPACE_IDS
SID = C.SID


# ================================================================================================
# movement costs for the Hunters
# ================================================================================================
# the map never changes, so each start's costs are computed once (they were 40% of a search)
@cache
def sloop_costs(start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Pawn cost and previous step of the cheapest Sail from `start` (Dijkstra)."""
    cost = [99] * C.N
    prev = [-1] * C.N
    cost[start] = 0
    heap = [(0, start)]
    while heap:
        spent, space = heapq.heappop(heap)
        if spent > cost[space]:
            continue
        for step, pawns in sloop_moves(space).items():
            if spent + pawns < cost[step]:
                cost[step] = spent + pawns
                prev[step] = space
                heapq.heappush(heap, (spent + pawns, step))
    return tuple(cost), tuple(prev)


@cache
def land_costs(start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cost = [99] * C.N
    prev = [-1] * C.N
    cost[start] = 0
    frontier = [start]
    while frontier:
        next_frontier = []
        for space in frontier:
            for step in C.LAND[space]:
                if cost[step] == 99:
                    cost[step] = cost[space] + 1
                    prev[step] = space
                    next_frontier.append(step)
        frontier = next_frontier
    return tuple(cost), tuple(prev)


def first_step(prev: tuple[int, ...], start: int, target: int) -> int:
    space = target
    while prev[space] != start and prev[space] >= 0:
        space = prev[space]
    return space


def hunter_reach(state: BlackbeardData, hunter_spaces: list[int] | None = None) -> tuple[int, ...]:
    """The fewest pawns any Hunter piece (at `hpos`, default where they are) needs to end in
    each space."""
    return _reach(*(state.hunter_spaces if hunter_spaces is None else hunter_spaces))


@lru_cache(maxsize=4096)
def _reach(*hunter_spaces: int) -> tuple[int, ...]:
    costs = [
        land_costs(space)[0] if piece == BRAND else sloop_costs(space)[0]
        for piece, space in enumerate(hunter_spaces)
    ]
    return tuple(map(min, *costs))


# ================================================================================================
# beliefs for the Hunters
# ================================================================================================
# house heuristic: a space's weight for Adventure is BASE_WEIGHT plus the chance of each tile
# Blackbeard can work there; times AVOID_F by the pawns the nearest Hunter needs to reach it
BASE_WEIGHT = 0.3
AVOID_F = (0.3, 0.3, 0.5, 0.8, 0.8, 1.0)


def tile_odds(state: BlackbeardData) -> list[float]:
    """For each Piracy tile, the chance (to the Hunters) that it is on the mat with squares
    still open: shown tiles were filled; the others share the row's unseen slots."""
    odds = [0.0] * len(C.PIRACY)
    shown = {tile for _, _, tile in state.shows}
    for row, tiles in enumerate((C.ACTS, C.LIFE)):
        seen = [tile for tile in tiles if state.tile_public[tile]]
        unseen = [tile for tile in tiles if not state.tile_public[tile]]
        slots = max(0, len(state.piracy_rows[row]) - len(seen))
        for tile in unseen:
            odds[tile] = slots / max(1, len(unseen))
        for tile in seen:
            if tile not in shown:
                odds[tile] = 1.0  # declared (Crew to Ordinary), not filled when seen
    return odds


_SPACE_WEIGHTS: dict[tuple, tuple[list[float], float]] = {}
_SPACE_WEIGHTS_MAX = 4096


def space_weights(state: BlackbeardData) -> tuple[list[float], float]:
    """How attractive each space is for Blackbeard's Piracy, by the tiles he may hold: per
    space, and the extra for the Camp. Memoized by what `tile_odds` reads (the callers only
    read the list)."""
    key = (
        tuple(state.tile_public),
        tuple([tile for _, _, tile in state.shows]),
        len(state.piracy_rows[0]),
        len(state.piracy_rows[1]),
    )
    found = _SPACE_WEIGHTS.get(key)
    if found is None:
        if len(_SPACE_WEIGHTS) >= _SPACE_WEIGHTS_MAX:
            _SPACE_WEIGHTS.clear()
        found = _SPACE_WEIGHTS[key] = _space_weights(state)
    return found


def _space_weights(state: BlackbeardData) -> tuple[list[float], float]:
    odds = tile_odds(state)
    weight = [BASE_WEIGHT] * C.N
    camp = 0.0
    for tile, chance in enumerate(odds):
        if chance <= 0:
            continue
        for space in C.TILE_SPACES[tile]:
            weight[space] += chance
        if C.TILE_CAMP[tile]:
            camp += chance
    return weight, camp


def likelihood(
    state: BlackbeardData, hunter_spaces: list[int] | None = None
) -> tuple[list[float], list[float]]:
    """Probability, over the belief set, that Adventure / the Camp is in each space, weighing
    each position by the Piracy tiles Blackbeard may work there and by how far it lies from
    the Hunters (at `hpos`: where they stood when Blackbeard Sailed)."""
    keys = belief(state) if state.epochs else []
    p_adventure = [0.0] * C.N
    p_camp = [0.0] * C.N
    if not keys:
        return p_adventure, p_camp
    weight, camp_extra = space_weights(state)
    reach = hunter_reach(
        state, hunter_spaces
    )  # Blackbeard keeps clear of where the Hunters can reach
    # the same belief set, weights and reach give the same answer: a Hunters' turn asks
    # again and again between two observations (the callers only read the lists)
    memo_key = (id(keys), id(weight), reach)
    found = _LIKELIHOOD.get(memo_key)
    if found is not None and found[0] is keys and found[1] is weight:
        return found[2]
    base = weight
    weight = [w * AVOID_F[min(reach[space], 5)] for space, w in enumerate(weight)]
    total = 0.0
    for camp, adventure, _, _, _, masks in keys:
        odds = len(masks) * (weight[adventure] + (camp_extra if adventure == camp else 0.0))
        p_adventure[adventure] += odds
        p_camp[camp] += odds
        total += odds
    result = [odds / total for odds in p_adventure], [odds / total for odds in p_camp]
    if len(_LIKELIHOOD) >= _LIKELIHOOD_MAX:
        _LIKELIHOOD.clear()
    _LIKELIHOOD[memo_key] = (keys, base, result)  # holds both: their ids are not reused
    return result


_LIKELIHOOD: dict[tuple, tuple[Belief, list[float], tuple[list[float], list[float]]]] = {}
_LIKELIHOOD_MAX = 256


# ================================================================================================
# Blackbeard
# ================================================================================================
def workable(
    state: BlackbeardData,
    tile: int,
    space: int,
    sailed: bool,
    blackbeard: int = -1,
    israel: int = -1,
) -> bool:
    """Whether `tile` takes cubes with Adventure at `space`, ADVANCED Blackbeard alone at
    `blackbeard` and Israel Hands at `israel` (each on the tiles showing his icon)."""
    if adventure_takes(tile, space, state.camp, sailed):
        return True
    printed = C.PIRACY[tile]
    if blackbeard >= 0 and printed.blackbeard and listed(state, tile, blackbeard):
        return True
    return (
        israel >= 0 and printed.israel and not state.israel_arrested and listed(state, tile, israel)
    )


def allocate(
    state: BlackbeardData,
    space: int,
    pawns: int,
    sailed: bool,
    purse: int,
    blackbeard: int = -1,
    israel: int = -1,
    planned: bool = False,
    finish: float = 0.0,
) -> tuple[float, dict]:
    """The best use of `pawns` with Adventure at `space` (ADVANCED: Blackbeard alone at
    `blackbeard`, Israel Hands at `israel`): (score, tile -> pawns). With
    `planned`, the pawns already on the tiles count too (free: they are spent). On the last
    turn a plan that fills a row scores `finish` more: only a filled row wins."""
    best_score, best_alloc = -1.0, {}
    for row in (0, 1):
        cubes, total = row_fill(state, row)
        alloc: dict[int, int] = {}
        left, gold = pawns, purse
        tiles = [
            tile
            for tile in state.piracy_rows[row]
            if workable(state, tile, space, sailed, blackbeard, israel)
        ]
        tiles.sort(key=lambda tile: (-(C.SQUARES[tile] - state.cubes[tile]), tile))
        gain = 0
        for tile in tiles:
            open_sq = C.SQUARES[tile] - state.cubes[tile]
            base = min(state.tile_pawns[tile], open_sq) if planned else 0
            cubes_here = base + min(open_sq - base, left)
            if C.GOLD_TILE[tile]:
                cubes_here = min(cubes_here, gold)
                gold -= cubes_here
            if cubes_here > 0:
                alloc[tile] = cubes_here
                left -= max(0, cubes_here - base)
                gain += cubes_here
        if total == 0:
            continue
        target = row_target(state, total)
        ratio = min(1.0, (cubes + gain) / max(1, target))
        score = ratio + 0.05 * gain
        if finish and state.turn == R.turns and cubes + gain >= target:
            score += finish
        if score > best_score:
            best_score, best_alloc = score, alloc
    return best_score, best_alloc


def danger_at(state: BlackbeardData, reach: tuple[int, ...], space: int) -> float:
    """How likely the Hunters reach (and Spot) `space` this turn."""
    cost = reach[space]
    danger = 0.45 if cost <= 1 else 0.3 if cost <= 2 else 0.12 if cost <= 4 else 0.03
    return danger + (0.5 if state.surveilled[space] else 0.0)


def sea_routes(start: int, limit: int) -> dict[int, list[int]]:
    """Shortest Sail route (list of spaces after start) to each space within `limit` steps."""
    routes = {start: []}
    frontier = [start]
    for _ in range(limit):
        next_frontier = []
        for space in frontier:
            for step in C.SEA[space]:
                if step not in routes:
                    routes[step] = [*routes[space], step]
                    next_frontier.append(step)
        frontier = next_frontier
    return routes


@dataclass
class Plan:
    score: float
    end: int  # where Adventure ends its Sail
    route: list[int]
    alloc: dict[int, int]  # tile -> pawns to plan
    blackbeard: int = -1  # ADVANCED: Blackbeard alone (Longboat)
    israel: int = -1  # ADVANCED: Israel Hands
    prepare: list[int] = field(default_factory=list)  # Defenses the plan needs


def figure_options(
    state: BlackbeardData,
) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """ADVANCED: where Blackbeard alone / Israel Hands could work an open tile with his icon,
    with the pawns and gold it costs to Prepare the tile first: (space, pawns, gold)."""
    blackbeard_options: list[tuple[int, int, int]] = [(-1, 0, 0)]
    israel_options: list[tuple[int, int, int]] = [(-1, 0, 0)]
    if not state.config.advanced:
        return blackbeard_options, israel_options
    pool = defense_pool(state)
    tiles = [
        tile
        for tile in state.piracy_rows[0] + state.piracy_rows[1]
        if state.cubes[tile] < C.SQUARES[tile]
    ]
    for defense, flag, opts, spaces in (
        (
            DEFENSE_LONGBOAT,
            "blackbeard",
            blackbeard_options,
            [space for space in C.SLOTS if C.DIST[state.camp][space] <= 3],
        ),
        (DEFENSE_ISRAEL_HANDS, "israel", israel_options, C.TOWNS),
    ):
        if defense not in pool:
            continue
        cost = (0, 0) if state.prepared[defense] else (1, C.DEF_COST[defense])
        for space in spaces:
            if any(getattr(C.PIRACY[tile], flag) and listed(state, tile, space) for tile in tiles):
                opts.append((space, *cost))
    return blackbeard_options, israel_options


class BlackbeardBot(Agent):
    FINISH = 0.0  # the last turn's bonus for a plan that fills a row (see `allocate`)

    def __init__(self, spec: str = "heuristic", seat: int = BLACKBEARD) -> None:
        Agent.__init__(self, spec, seat)
        self.memo: dict[tuple, Plan] = {}

    def act(self, state: BlackbeardData, legal: list[Action], clock: Clock) -> Action:
        try:
            action = self.choose(state, legal)
        except (ValueError, KeyError, IndexError):
            action = None
        return action if action in legal else legal[-1] if legal[-1].kind == "done" else legal[0]

    def choose(self, state: BlackbeardData, legal: list[Action]) -> Action | None:
        if state.phase == SET_CAMP:
            self.memo.clear()
            return self.set_camp(state, legal)
        if state.phase == BLACKBEARD_ACTIONS:
            return self.actions(state, legal)
        if state.phase == ENCOUNTER:
            return self.encounter(state, legal)
        if state.phase == PIRACY:
            return self.piracy(state, legal)
        return legal[0]

    def set_camp(self, state: BlackbeardData, legal: list[Action]) -> Action:
        def score(action: Action) -> float:
            space = SID[action.args[0]]
            far = C.DIST[C.JAMES][space]
            return far + 0.5 * self.rng.random() - (2 if C.TYPE[space] != "anchorage" else 0)

        return max(legal, key=score)

    def plan_key(self, state: BlackbeardData) -> tuple:
        """What the plan of this turn is remembered by while it is carried out."""
        return (state.turn, state.sail_path[0], state.camp)

    def turn_plan(self, state: BlackbeardData) -> Plan:
        """The plan of the turn, made as Blackbeard's actions begin."""
        start = state.sail_path[0]
        key = self.plan_key(state)
        if key in self.memo:
            return self.memo[key]
        pawns = bb_pawn_limit(state)
        limit = min(sail_limit(state), pawns)
        reach = hunter_reach(state)
        blackbeard_options, israel_options = figure_options(state)
        best = Plan(-99.0, start, [], {})
        for end, route in sea_routes(start, limit).items():
            steps = len(route)
            interior = set(route[:-1])
            danger = danger_at(state, reach, end)
            if any(state.surveilled[space] for space in route[:-1]):
                danger += 0.2
            for blackbeard, blackbeard_pawns, blackbeard_gold in blackbeard_options:
                if blackbeard >= 0 and (blackbeard == end or blackbeard in interior):
                    continue
                for israel, israel_pawns, israel_gold in israel_options:
                    if israel >= 0 and (israel in (end, blackbeard) or israel in interior):
                        continue
                    left = pawns - steps - blackbeard_pawns - israel_pawns
                    gold = state.purse - blackbeard_gold - israel_gold
                    if left < 0 or gold < 0:
                        continue
                    score, alloc = allocate(
                        state, end, left, steps > 0, gold, blackbeard, israel, finish=self.FINISH
                    )
                    risk = danger
                    if blackbeard >= 0:  # Blackbeard alone arrested: the Hunters win
                        risk += danger_at(state, reach, blackbeard) + 0.02 * blackbeard_pawns
                    if israel >= 0:  # Israel Hands arrested: the tile is lost
                        risk += 0.3 * danger_at(state, reach, israel) + 0.02 * israel_pawns
                    total = score - risk + 0.01 * self.rng.random()
                    if total > best.score:
                        figures = (
                            (DEFENSE_LONGBOAT, blackbeard_pawns),
                            (DEFENSE_ISRAEL_HANDS, israel_pawns),
                        )
                        prep = [defense for defense, pawns_for in figures if pawns_for]
                        best = Plan(total, end, route, alloc, blackbeard, israel, prep)
        self.memo[key] = best
        return best

    def plan(self, state: BlackbeardData) -> Plan:
        """The turn's plan, or, where play left it (a search's tree Sailed elsewhere, planned
        other tiles, spent pawns on Defenses), a plan for the rest of the turn from where
        Adventure is. The heuristic playing on its own never leaves its plan."""
        plan = self.turn_plan(state)
        here = len(state.sail_path) - 1
        more = (
            sum(max(0, pawns - state.tile_pawns[tile]) for tile, pawns in plan.alloc.items())
            + len(plan.route)
            - here
        )
        if (
            state.sail_path[1:] == plan.route[:here]
            and all(
                state.tile_pawns[tile] <= plan.alloc.get(tile, 0)
                for tile in state.piracy_rows[0] + state.piracy_rows[1]
            )
            and more <= bb_pawn_limit(state) - state.blackbeard_pawns_used
        ):
            return plan
        return self.replan(state)

    def replan(self, state: BlackbeardData) -> Plan:
        key = (
            *self.plan_key(state),
            tuple(state.sail_path),
            tuple(state.tile_pawns),
            state.blackbeard_pawns_used,
            state.purse,
        )
        if key in self.memo:
            return self.memo[key]
        start, here = state.sail_path[-1], len(state.sail_path) - 1
        pawns = bb_pawn_limit(state) - state.blackbeard_pawns_used
        reach = hunter_reach(state)
        sailed = state.sail_path[1:]
        best = Plan(
            -99.0, start, sailed, {tile: state.tile_pawns[tile] for tile in range(len(C.PIRACY))}
        )
        for end, route in sea_routes(start, max(0, min(sail_limit(state) - here, pawns))).items():
            if any(space in state.sail_path for space in route):
                continue  # Adventure does not Sail back through its own path
            danger = danger_at(state, reach, end)
            if any(state.surveilled[space] for space in (*sailed, *route[:-1])):
                danger += 0.2
            steps = len(route)
            score, alloc = allocate(
                state,
                end,
                pawns - steps,
                here + steps > 0,
                state.purse,
                planned=True,
                finish=self.FINISH,
            )
            total = score - danger + 0.01 * self.rng.random()
            if total > best.score:
                best = Plan(total, end, [*sailed, *route], alloc)
        self.memo[key] = best
        return best

    def actions(self, state: BlackbeardData, legal: list[Action]) -> Action:
        plan = self.plan(state)
        kinds = {action.kind for action in legal}
        gold_need = sum(pawns for tile, pawns in plan.alloc.items() if C.GOLD_TILE[tile])
        if state.blackbeard_segment == SET_MAP:
            return self.set_map(state, legal, plan, gold_need)
        if "plan" in kinds:
            for tile, pawns in sorted(plan.alloc.items()):
                if state.tile_pawns[tile] < pawns:
                    action = Action("plan", (C.TILE_IDS[tile],))
                    if action in legal:
                        return action
        for defense in plan.prepare:
            action = Action("prepare", (C.DEF_IDS[defense],))
            if action in legal:
                return action
        left_route = len(plan.route) - (len(state.sail_path) - 1)
        spare = bb_pawn_limit(state) - state.blackbeard_pawns_used - left_route
        if spare > 0 and "prepare" in kinds:
            reserve = gold_need + 2  # keep the gold this turn's plans need
            wants = ["lookouts", "swivel_guns", "grenadoes"]
            if state.config.advanced and len(plan.route) > 1:
                wants.insert(1, "bought_silence")
            for defense in wants:
                action = Action("prepare", (defense,))
                if action in legal and state.purse - C.DEF_COST[C.DID[defense]] >= reserve:
                    return action
        done = len(state.sail_path) - 1
        if state.sail_path[1:] == plan.route[:done] and done < len(plan.route):
            action = Action("sail", (SPACE_IDS[plan.route[done]],))
            if action in legal:
                return action
        return Action("done")

    def set_map(
        self, state: BlackbeardData, legal: list[Action], plan: Plan, gold_need: int
    ) -> Action:
        """ADVANCED, Setting the Map: Blackbeard alone and Israel Hands where planned; Bought
        Silence for the Sightings the Hunters would likely find."""
        if plan.blackbeard >= 0 and state.blackbeard_space < 0:
            action = Action("longboat", (SPACE_IDS[plan.blackbeard],))
            if action in legal:
                return action
        if plan.israel >= 0 and state.israel_space < 0:
            action = Action("israel", (SPACE_IDS[plan.israel],))
            if action in legal:
                return action
        reach = hunter_reach(state)
        for action in legal:
            if action.kind == "silence" and state.purse - 2 >= gold_need:
                space = SID[action.args[0]]
                if reach[space] <= 2 or state.surveilled[space]:
                    return action
        return Action("done")

    def encounter(self, state: BlackbeardData, legal: list[Action]) -> Action:
        battle = state.battle
        assert battle is not None
        for action in legal:
            if action.kind == "declare":
                return action
        if battle.stage == CHOICE_BLACKBEARD:
            pirate_dice = (
                max(0, R.pirate_piece_dice - battle.adventure_crew)
                + state.prepared[DEFENSE_GRENADOES]
            )
            hunter_dice = sum(
                max(0, 1 - battle.sloop_crew[piece])
                + (1 if state.assets[ASSET_EXTRA_HANDS[piece]] else 0)
                for piece in battle.sloops
            )
            if win_chance(pirate_dice, hunter_dice, state.escaped) > 0.6:
                return Action("board")
        escapes = [action for action in legal if action.kind == "escape"]
        if escapes:
            reach = hunter_reach(state)
            return max(escapes, key=lambda action: (reach[SID[action.args[0]]], action.args[0]))
        if battle.stage == ARREST_BLACKBEARD:
            return Action("roll")
        if Action("show_camp") in legal:  # 4 gold, at the price of showing the Camp
            known = state.camp_found or state.face_up[state.camp]
            return Action("show_camp" if known or state.purse < 3 else "keep_camp")
        for action in legal:
            if action.kind == "shot" and action.args[0] == "rigging":
                return action
        return legal[0]

    def piracy(self, state: BlackbeardData, legal: list[Action]) -> Action:
        if legal[0].kind == "pardon":
            penalties = {TILE_DOCTOR, TILE_RUM, TILE_ORDINARY}

            def badness(action: Action) -> float:
                tile = C.TID[action.args[0]]
                if tile in penalties and state.cubes[tile] < C.SQUARES[tile]:
                    return 10.0
                return C.SQUARES[tile] - state.cubes[tile] - 3 * state.cubes[tile]

            return max(legal, key=badness)
        prefs = ["lookouts", "swivel_guns", "grenadoes", "chain_shot", "philip_morton", "grape"]
        if state.config.advanced:
            open_tiles = [
                tile
                for tile in state.piracy_rows[0] + state.piracy_rows[1]
                if state.cubes[tile] < C.SQUARES[tile]
            ]
            if any(C.PIRACY[tile].israel for tile in open_tiles):
                prefs.insert(0, "israel_hands")
            if any(C.PIRACY[tile].blackbeard for tile in open_tiles):
                prefs.insert(0, "longboat")
            prefs.append("bought_silence")
        for defense in prefs:
            action = Action("fete", (defense,))
            if action in legal:
                return action
        return legal[0]


def win_chance(pirate_dice: int, hunter_dice: int, bb_wins_ties: bool) -> float:
    """Chance that Blackbeard wins a highest-die contest."""
    if pirate_dice == 0 and hunter_dice == 0:
        return 1.0 if bb_wins_ties else 0.0
    if pirate_dice == 0:
        return 0.0
    if hunter_dice == 0:
        return 1.0
    chance = 0.0
    for face in range(1, 7):
        p_pirate_best = (face / 6) ** pirate_dice - ((face - 1) / 6) ** pirate_dice
        below = ((face - 1) / 6) ** hunter_dice
        p_equal = (face / 6) ** hunter_dice - below
        chance += p_pirate_best * (below + (p_equal if bb_wins_ties else 0.0))
    return chance


# ================================================================================================
# the Hunters
# ================================================================================================
COST_W = 0.15
BOARD_MIN, BOARD_MAX = 0.35, 0.6
SCOUT_MIN = 0.04
WISHLIST = [
    "capt_gordon", "partisans", "cannon_jane", "lt_maynard", "cannon_ranger", "chain_grape",
    "canoes",
]  # fmt: skip


class HuntersBot(Agent):
    start: tuple[int, list[int]] | None = None
    INTERVIEW = (1, 3, 3, 3)  # pawns for Informants on each turn (few on Turn 1: Commandeer)
    KEEP = 3  # pawns kept for moving when Commandeering
    RESERVE = 3  # pawns kept for moving when Scouting first

    def act(self, state: BlackbeardData, legal: list[Action], clock: Clock) -> Action:
        try:
            action = self.choose(state, legal)
        except (ValueError, KeyError, IndexError):
            action = None
        return action if action in legal else legal[-1]

    def choose(self, state: BlackbeardData, legal: list[Action]) -> Action | None:
        if state.phase == INTERVIEW or (
            state.phase == HUNTER_ACTIONS and state.hunter_segment == COMMANDEER
        ):
            self.start = (
                state.turn,
                list(state.hunter_spaces),
            )  # where the pieces stood as Blackbeard Sailed
        hunter_spaces = self.start[1] if self.start and self.start[0] == state.turn else None
        p_adventure, p_camp = self.likelihood(state, hunter_spaces)
        score = [
            p_adventure[space] + (0.0 if state.camp_found else 0.4 * p_camp[space])
            for space in range(C.N)
        ]
        if state.sighting_chains:
            opts = [action for action in legal if action.kind == "chain"]
            if opts:
                return max(opts, key=lambda action: (score[SID[action.args[0]]], action.args[0]))
            return Action("chain_end")
        if state.phase == INTERVIEW:
            return self.interview(state, legal, score, p_adventure)
        if state.phase == HUNTER_ACTIONS:
            return self.actions(state, legal, p_adventure)
        if state.phase == ENCOUNTER:
            return self.encounter(state, legal)
        return legal[0]

    def likelihood(
        self, state: BlackbeardData, hunter_spaces: list[int] | None
    ) -> tuple[list[float], list[float]]:
        return likelihood(state, hunter_spaces)

    def interview(
        self, state: BlackbeardData, legal: list[Action], score: list[float], p_adventure
    ) -> Action:  # noqa: ANN001
        for turn, space, block in state.spots:
            if (
                turn == state.turn
                and block in ADVENTURE_BLOCKS
                and space in state.spotted_now
                and not state.surveilled[space]
            ):
                return Action("surveil", (SPACE_IDS[space],))
        budget = self.INTERVIEW[state.turn - 1]
        if state.hunter_pawns_used < budget:
            spots = [
                action
                for action in legal
                if action.kind == "spot" and not state.face_up[SID[action.args[1]]]
            ]
            if spots:
                best = max(spots, key=lambda action: (score[SID[action.args[1]]], action.args))
                if score[SID[best.args[1]]] > 0.02:
                    return best
        return Action("done")

    def actions(
        self, state: BlackbeardData, legal: list[Action], p_adventure: list[float]
    ) -> Action:
        left = R.hunter_pawns - state.hunter_pawns_used
        if state.hunter_segment == COMMANDEER:
            if state.turn == 1 or left > 4:
                for name in WISHLIST:
                    action = Action("commandeer", (name,))
                    if action in legal and left > self.KEEP:
                        return action
            return Action("next")
        shown = state.adventure if adventure_shown(state) else -1
        if state.hunter_segment in (SCOUT, SCOUT_AGAIN):
            reserve = self.RESERVE if state.hunter_segment == SCOUT else 0
            if shown < 0 and left > reserve:
                scouts = [action for action in legal if action.kind == "scout"]
                if scouts:
                    best = max(
                        scouts, key=lambda action: (p_adventure[SID[action.args[1]]], action.args)
                    )
                    if p_adventure[SID[best.args[1]]] > SCOUT_MIN:
                        return best
            return Action("next")
        # Sail and March
        targets = self.targets(state, p_adventure, shown, left)
        for piece in (BRAND, *SLOOPS):
            if state.stopped[piece]:
                continue
            target = targets.get(piece, state.hunter_spaces[piece])
            if target == state.hunter_spaces[piece]:
                return Action("stop", (PIECES[piece],))
            cost, prev = (
                land_costs(state.hunter_spaces[piece])
                if piece == BRAND
                else sloop_costs(state.hunter_spaces[piece])
            )
            if cost[target] > left:
                return Action("stop", (PIECES[piece],))
            step = first_step(prev, state.hunter_spaces[piece], target)
            who = PIECES[piece]
            if piece == JANE and self.together(state, targets, step, left):
                who = "both"  # one pawn moves both Sloops
            action = Action("move", (who, SPACE_IDS[step]))
            if action in legal:
                return action
            return Action("stop", (PIECES[piece],))
        return legal[-1]

    def together(
        self, state: BlackbeardData, targets: dict[int, int], step: int, left: int
    ) -> bool:
        """Whether Ranger, at Jane's space, takes the same first step towards its target."""
        ranger = RANGER
        if state.stopped[ranger] or state.hunter_spaces[ranger] != state.hunter_spaces[JANE]:
            return False
        target = targets.get(ranger, state.hunter_spaces[ranger])
        if target == state.hunter_spaces[ranger]:
            return False
        cost, prev = sloop_costs(state.hunter_spaces[ranger])
        return (
            cost[target] <= left and first_step(prev, state.hunter_spaces[ranger], target) == step
        )

    def targets(
        self, state: BlackbeardData, p_adventure: list[float], shown: int, left: int
    ) -> dict[int, int]:
        out: dict[int, int] = {}
        budget = left
        taken: set[int] = set()
        for piece in (BRAND, *SLOOPS):
            if state.stopped[piece]:
                continue
            cost = (
                land_costs(state.hunter_spaces[piece])[0]
                if piece == BRAND
                else sloop_costs(state.hunter_spaces[piece])[0]
            )
            if shown >= 0 and cost[shown] <= budget:
                out[piece] = shown
                budget -= cost[shown]
                continue
            best, best_v = (
                state.hunter_spaces[piece],
                p_adventure[state.hunter_spaces[piece]]
                if C.IS_SLOT[state.hunter_spaces[piece]]
                else -1.0,
            )
            for space in C.SLOTS:
                if cost[space] > budget or space in taken or state.face_up[space]:
                    continue
                value = p_adventure[space] / (1 + COST_W * cost[space])
                if value > best_v:
                    best, best_v = space, value
            if (
                state.turn == 1
                and best == state.hunter_spaces[piece]
                and piece in SLOOPS
                and cost[C.CAPE_HENRY] <= 1
            ):
                best = C.CAPE_HENRY  # head south
            out[piece] = best
            taken.add(best)
            budget -= min(cost[best], budget)
        return out

    def encounter(self, state: BlackbeardData, legal: list[Action]) -> Action:
        battle = state.battle
        assert battle is not None
        for action in legal:
            if action.kind == "declare":
                return action
        if battle.stage == CHOICE_HUNTERS:
            pirate_dice = max(0, R.pirate_piece_dice - battle.adventure_crew)
            hunter_dice = sum(
                max(0, 1 - battle.sloop_crew[piece])
                + (1 if state.assets[ASSET_EXTRA_HANDS[piece]] else 0)
                for piece in battle.sloops
            )
            # Board when the odds beat the game's outlook after letting Adventure go
            bar = min(BOARD_MAX, max(BOARD_MIN, outlook(state, HUNTERS)))
            win = 1 - win_chance(pirate_dice, hunter_dice, state.escaped)
            return Action("board") if win >= bar else Action("withdraw")
        for action in legal:
            if action.kind == "mark" and action.args[0] == "rigging":
                return action
        return legal[-1] if legal[-1].kind == "roll" else legal[0]


def make_heuristic(seat: int, options: dict[str, str]) -> Agent:
    return BlackbeardBot("heuristic", seat) if seat == BLACKBEARD else HuntersBot("heuristic", seat)


# ================================================================================================
# rollout policies for search
# ================================================================================================
# house tuning: in a rollout the Hunters aim at the sample's Adventure (and Camp) on a share
# KNOW of their decisions, KNOW_TRAIL once a Sighting or Adventure lies face up this turn;
# otherwise at the spaces the Piracy tiles make attractive, as `likelihood` weighs them
KNOW = 0.3
KNOW_TRAIL = 0.7
MEMO_MAX = 512  # plans kept by the rollout Blackbeard before forgetting them all


class RolloutBlackbeard(BlackbeardBot):
    """The heuristic Blackbeard for rollouts: one agent plays out many different samples,
    so its plans are remembered by the sample's mat and the Hunters' positions too. On the
    last turn a plan that fills a row beats any safer one (FINISH): a row short of half
    loses as surely as an arrest, and the search should see the bold line played well."""

    FINISH = 1.0

    def plan_key(self, state: BlackbeardData) -> tuple:
        if len(self.memo) >= MEMO_MAX:
            self.memo.clear()
        return (
            state.turn,
            state.sail_path[0],
            state.camp,
            tuple(state.hunter_spaces),
            tuple(state.piracy_rows[0]),
            tuple(state.piracy_rows[1]),
            tuple(state.cubes),
        )


class RolloutHunters(HuntersBot):
    """The heuristic Hunters for rollouts, without the belief set (refiltering it after
    every new observation costs tens of milliseconds). They play on the search's sample of
    Blackbeard's secrets, never on the true state: on a share of their decisions they aim
    at the sample's Adventure and Camp, as if they had read the trail, and otherwise at the
    spaces the Piracy tiles make likely, away from where the Hunters can reach."""

    def likelihood(
        self, state: BlackbeardData, hunter_spaces: list[int] | None
    ) -> tuple[list[float], list[float]]:
        trail = any(
            state.face_up[space] and state.blocks[space] in (*SIGHTING_BLOCKS, *ADVENTURE_BLOCKS)
            for space in C.SLOTS
        )
        know = KNOW_TRAIL if trail else KNOW
        p_adventure = [0.0] * C.N
        p_camp = [0.0] * C.N
        if self.rng.random() < know:
            if state.adventure >= 0:
                p_adventure[state.adventure] = 1.0
            if state.camp >= 0:
                p_camp[state.camp] = 1.0
            return p_adventure, p_camp
        weight, camp_extra = space_weights(state)
        reach = hunter_reach(state, hunter_spaces)
        for space in C.SLOTS:
            if not state.face_up[space]:
                p_adventure[space] = weight[space] * AVOID_F[min(reach[space], 5)]
        for space in C.ANCHORAGES:
            if not state.face_up[space]:
                p_camp[space] = p_adventure[space] + camp_extra
        total_adventure, total_camp = sum(p_adventure) or 1.0, sum(p_camp) or 1.0
        return [value / total_adventure for value in p_adventure], [
            value / total_camp for value in p_camp
        ]


_WEIGHTS: dict[tuple, tuple[Belief, list[float]]] = {}
_WEIGHTS_MAX = 64


def belief_weights(state: BlackbeardData, keys: Belief) -> list[float]:
    """Cumulative weights of the belief set's positions for the Hunters' search samples, as
    `likelihood` weighs them: by the Sail routes that lead there and the Piracy tiles
    Blackbeard may work there (the Camp's too when Adventure is at it). Only what the
    Hunters know: the belief set and the tiles shown or declared."""
    odds = tuple(tile_odds(state))
    key = (id(keys), odds)
    entry = _WEIGHTS.get(key)
    if entry is not None and entry[0] is keys:  # the entry holds the set: its id is not reused
        return entry[1]
    weight, camp_extra = space_weights(state)
    cum: list[float] = []
    total = 0.0
    for camp, adventure, _, _, _, reps in keys:
        total += len(reps) * (weight[adventure] + (camp_extra if adventure == camp else 0.0))
        cum.append(total)
    if len(_WEIGHTS) >= _WEIGHTS_MAX:
        _WEIGHTS.clear()
    _WEIGHTS[key] = (keys, cum)
    return cum


def search_sample(state: BlackbeardData, seat: int, rng: Rng) -> BlackbeardData:
    """The Hunters' search samples Blackbeard's position weighed like the heuristic's odds.
    Blackbeard's search samples the Hunters' secrets uniformly, except the pawns they spent
    Interviewing this turn (`interview_guess`)."""
    if seat != BLACKBEARD:
        return determinize(state, seat, rng, belief_weights)
    sample = determinize(state, seat, rng)
    interview_guess(sample)
    return sample


def interview_guess(sample: BlackbeardData) -> None:
    """Blackbeard cannot see how many pawns the Hunters put on Informants this turn (Spots
    are secret, or pretended), and a uniform sample leaves them six or seven for their
    Actions where a Hunter who Interviews has three or four: rollouts against such Hunters
    see Brand and the Sloops reach Adventure wherever it Sails, and the search drops its
    plans. So, while Blackbeard acts, his search assumes the Hunters spent at least what
    the heuristic Hunters spend on Interviews this turn (a model of the opponent, as the
    Hunters' search weighs Blackbeard's positions; it reads only the sample)."""
    if sample.phase == BLACKBEARD_ACTIONS:
        spent = HuntersBot.INTERVIEW[min(sample.turn, len(HuntersBot.INTERVIEW)) - 1]
        sample.hunter_pawns_used = max(sample.hunter_pawns_used, min(R.hunter_pawns, spent))


def make_rollout(seat: int, options: dict[str, str]) -> Agent:
    return (
        RolloutBlackbeard("rollout", seat)
        if seat == BLACKBEARD
        else RolloutHunters("rollout", seat)
    )


# ================================================================================================
# the Hunters' outlook for Boarding
# ================================================================================================
# house tuning: how much the Hunters close around Adventure lowers Blackbeard's outlook, and
# the weight of a piece by the pawns it needs to reach Adventure (0, 1, 2, 3 or more)
PRESSURE = 0.3
PRESS_BY_COST = (0.6, 0.4, 0.2, 0.0)
_COSTS: list[list[list[int]]] = []


def pressure(state: BlackbeardData) -> float:
    """The Hunter pieces near Adventure, weighed by the pawns they need to reach it."""
    if not _COSTS:
        _COSTS.append([sloop_costs(space)[0] for space in range(C.N)])
        _COSTS.append([land_costs(space)[0] for space in range(C.N)])
    last = len(PRESS_BY_COST) - 1
    total = 0.0
    for piece in range(3):
        cost = _COSTS[piece == BRAND][state.hunter_spaces[piece]][state.adventure]
        total += PRESS_BY_COST[min(cost, last)]
    return total


def outlook(state: BlackbeardData, player: int) -> float:
    """A rough value in [0, 1] (the heuristic Hunters' bar for Boarding): Blackbeard's best
    row progress against the turns left, lowered when Adventure is shown, the Camp found,
    or Hunter pieces are near Adventure. Search values positions by `evaluate`."""
    if state.phase == OVER:
        return 1.0 if state.winner == player else 0.0
    best = 0.0
    for row in (0, 1):
        cubes, total = row_fill(state, row)
        if total:
            best = max(best, cubes / max(1, row_target(state, total)))
    turns_left = R.turns - state.turn + 1
    v_bb = min(0.95, 0.1 + 0.6 * min(1.0, best) + 0.05 * turns_left * min(1.0, best + 0.3))
    if adventure_shown(state):
        v_bb *= 0.8
    if PRESSURE and state.adventure >= 0:
        v_bb *= 1.0 - PRESSURE * min(1.0, pressure(state))
    if state.camp_found:
        v_bb *= 0.9
    return v_bb if player == BLACKBEARD else 1.0 - v_bb


# ================================================================================================
# what Blackbeard can still plunder
# ================================================================================================
@cache
def sail_routes(start: int) -> dict[int, tuple[int, ...]]:
    """Adventure's shortest Sail (spaces after `start`) to every slotted space."""
    return {end: tuple(route) for end, route in sea_routes(start, len(C.SLOTS)).items()}


def planned_cubes(state: BlackbeardData, row: int) -> int:
    """The cubes the pawns planned on a row's tiles will take at Resolve Piracy where
    Adventure is (or, while Blackbeard Sails, where it has got to), gold tiles within the
    Purse."""
    sailing = state.phase == BLACKBEARD_ACTIONS and len(state.sail_path) > 1
    space = state.sail_path[-1] if sailing else state.adventure
    gold, cubes = state.purse, 0
    for tile in state.piracy_rows[row]:
        pawns = min(state.tile_pawns[tile], C.SQUARES[tile] - state.cubes[tile])
        if pawns <= 0:
            continue
        if sailing:
            works = adventure_takes(tile, space, state.camp, sailed=True)
            works = works or (
                C.PIRACY[tile].blackbeard and listed(state, tile, state.blackbeard_space)
            )
            works = works or (
                C.PIRACY[tile].israel
                and not state.israel_arrested
                and listed(state, tile, state.israel_space)
            )
        else:
            works = piracy_here(state, tile) >= 0
        if works and C.GOLD_TILE[tile]:
            pawns = min(pawns, gold)
            gold -= pawns
        cubes += pawns if works else 0
    return cubes


def row_capacity(state: BlackbeardData, row: int) -> tuple[int, int, int]:
    """(cubes the row will need, cubes Blackbeard can still add, cubes it needs as its tiles
    stand) for a Piracy row of this state, which in a search is a sample: the tiles still
    to be drawn are the sample's. Pawns planned count as cubes. The cubes he can add are
    the best use of his pawns over the turns left, Sailing to the spaces the tiles list
    (and his Camp) once they are drawn, and paying gold tiles from today's Purse (gold still
    to be won is not counted)."""
    cubes, total = row_fill(state, row)
    pending = planned_cubes(state, row)
    need_now = max(0, row_target(state, total) - cubes - pending) if total else 1
    pile = state.piracy_piles[row]
    coming = [pile[-1 - index] for index in range(min(len(pile), R.turns - state.turn))]
    final = total + sum(C.SQUARES[tile] for tile in coming)
    need = max(0, row_target(state, final) - cubes - pending) if final else 1
    if need == 0 or state.phase == OVER:
        return need, 0, need_now
    # the first turn whose Blackbeard actions are (still partly) to come
    turn, space, pawns, sail, sailed = (
        state.turn + 1,
        state.adventure,
        bb_pawn_limit(state),
        sail_limit(state),
        False,
    )
    if state.phase in (SET_CAMP, INTERVIEW):
        turn = state.turn
    elif state.phase == BLACKBEARD_ACTIONS and state.blackbeard_segment != SET_MAP:
        turn = state.turn
        space = state.sail_path[-1] if state.sail_path else state.adventure
        pawns -= state.blackbeard_pawns_used
        sail -= max(0, len(state.sail_path) - 1)
        sailed = len(state.sail_path) > 1
    tiles, drawn, open_ = [], [], []
    for index, tile in enumerate(state.piracy_rows[row] + coming):
        left = C.SQUARES[tile] - state.cubes[tile] - state.tile_pawns[tile]
        if left > 0:
            tiles.append(tile)
            drawn.append(state.turn + max(0, index - len(state.piracy_rows[row]) + 1))
            open_.append(left)
    if turn > R.turns or not tiles:
        return need, 0, need_now
    can_add = _capacity(
        tuple(tiles),
        tuple(drawn),
        tuple(open_),
        space,
        state.camp,
        pawns,
        sail,
        sailed,
        turn,
        bb_pawn_limit(state),
        sail_limit(state),
        state.purse,
    )
    return need, can_add, need_now


@lru_cache(maxsize=1 << 16)
def _capacity(
    tiles: tuple[int, ...],
    drawn: tuple[int, ...],
    open_: tuple[int, ...],
    space: int,
    camp: int,
    pawns: int,
    sail: int,
    sailed: bool,
    turn: int,
    full_pawns: int,
    full_sail: int,
    purse: int,
) -> int:
    """The most cubes from this turn to the last, from y, with `pawns` and `sail` left this
    turn (which has `sailed` already): each turn Sail to one space listed by a tile drawn by
    then and work what is there, or Sail as far as the turn allows towards one."""
    best = 0
    targets = {space}
    for tile, when, open_squares in zip(tiles, drawn, open_, strict=True):
        if open_squares and when <= turn:
            targets.update(C.TILE_SPACES[tile])
            if C.TILE_CAMP[tile] and camp >= 0:
                targets.add(camp)
    routes = sail_routes(space)
    reach = min(sail, pawns)
    more = turn < R.turns
    # the tiles open and drawn by this turn, most open squares first (ties: tile order);
    # the same for every target, each tile worked once
    order = [
        index
        for index in sorted(range(len(tiles)), key=lambda index: -open_[index])
        if open_[index] and drawn[index] <= turn
    ]
    for target in targets:
        route = routes.get(target)
        if route is None:
            continue
        distance = len(route)
        if distance <= reach:
            left, gold, gain = pawns - distance, purse, 0
            after = list(open_)
            careen_out = bool(distance) or sailed  # Careen Sloop: not on a turn it Sailed
            for index in order:
                tile = tiles[index]
                if not (
                    target >= 0
                    and (target in C.TILE_SPACES[tile] or (target == camp and C.TILE_CAMP[tile]))
                ) or (tile == TILE_CAREEN and careen_out):
                    continue  # `adventure_takes`, inlined: the hottest loop of a rollout
                cubes = min(after[index], left)
                if C.GOLD_TILE[tile]:
                    cubes = min(cubes, gold)
                    gold -= cubes
                after[index] -= cubes
                left -= cubes
                gain += cubes
            if more and any(after):
                gain += _capacity(
                    tiles,
                    drawn,
                    tuple(after),
                    target,
                    camp,
                    full_pawns,
                    full_sail,
                    False,
                    turn + 1,
                    full_pawns,
                    full_sail,
                    gold,
                )
        elif more and reach:
            gain = _capacity(
                tiles,
                drawn,
                open_,
                route[reach - 1],
                camp,
                full_pawns,
                full_sail,
                False,
                turn + 1,
                full_pawns,
                full_sail,
                purse,
            )
        else:
            continue
        if gain > best:
            best = gain
            if best >= sum(open_):
                break
    return best


# ================================================================================================
# evaluation at the rollout cap
# ================================================================================================
# house: a logistic model of Blackbeard's chance to win, fitted by
# benchmarks/blackbeard_value.py on positions of heuristic Blackbeard's games against the
# heuristic and the random Hunters (its report gives the data, the weights and the scores)
VALUE_FEATURES = (
    "progress", "slack", "slack_ge_0", "slack_ge_2", "row_done_now", "turns_left", "last_turn",
    "short_in_last_turn", "adventure_shown", "camp_found", "pressure", "hunter_reach",
    "hunter_reach_1", "purse",
)  # fmt: skip
VALUE_BIAS = -5.052
VALUE_WEIGHTS = (
    2.639, 0.007, 3.077, -0.281, -0.457, 0.236, 0.498, -0.490, 0.028, -0.394, -0.864, 0.479, 0.677,
    0.099,
)  # fmt: skip


def value_features(state: BlackbeardData) -> tuple[float, ...]:
    """Blackbeard's prospects, for `evaluate`. In his best row: the share of the cubes the
    row will need once its last tiles are drawn that he has (or has planned), and the cubes
    he can still add over the turns left (`row_capacity`) less those still needed
    (`slack`); whether a row is won as the tiles stand. Then how close the Hunters are to
    Adventure and what they know. Cubes in hand count apart from cubes within reach: the
    capacity assumes every later turn goes to plan, so with slack alone a search would
    put its Piracy off."""
    best = None
    for row_index in (0, 1):
        cubes, _ = row_fill(state, row_index)
        pending = planned_cubes(state, row_index)
        need, can_add, need_now = row_capacity(state, row_index)
        # a row filled for good (as the sample's tiles will stand) beats any other
        row = (
            need == 0,
            can_add - need,
            (cubes + pending) / max(1, cubes + pending + need),
            need_now == 0,
        )
        if best is None or row > best:
            best = row
    assert best is not None
    _, slack, progress, done_now = best
    slack = max(-6.0, min(6.0, slack))
    turns = (
        R.turns
        - state.turn
        + (1 if state.phase in (SET_CAMP, INTERVIEW, BLACKBEARD_ACTIONS) else 0)
    )
    reach = min(hunter_reach(state)[state.adventure], 4) if state.adventure >= 0 else 4
    return (
        progress,
        slack,
        float(slack >= 0),
        float(slack >= 2),
        float(done_now),
        float(turns),
        float(turns <= 1),
        float(turns <= 1 and slack < 0),
        float(adventure_shown(state)),
        float(state.camp_found),
        pressure(state) if state.adventure >= 0 else 0.0,
        float(reach),
        float(reach == 1),
        float(min(state.purse, 8)),
    )


def evaluate(state: BlackbeardData, player: int) -> float:
    """Blackbeard's chance to win (the model above), or the Hunters'; exact when over."""
    if state.phase == OVER:
        return 1.0 if state.winner == player else 0.0
    logit = VALUE_BIAS + sum(
        weight * feature
        for weight, feature in zip(VALUE_WEIGHTS, value_features(state), strict=True)
    )
    v_bb = 1.0 / (1.0 + math.exp(-logit))
    return v_bb if player == BLACKBEARD else 1.0 - v_bb
