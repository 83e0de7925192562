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
from seaboard.games.blackbeard import rules
from seaboard.games.blackbeard import state as ST
from seaboard.games.blackbeard.state import (
    ADVENTURE_BLOCKS,
    ARREST_BB,
    BB,
    BB_ACTIONS,
    BRAND,
    CHOICE_BB,
    CHOICE_H,
    COMMANDEER,
    ENCOUNTER,
    HUNTER_ACTIONS,
    INTERVIEW,
    PIECES,
    PIRACY,
    SCOUT1,
    SCOUT2,
    SETCAMP,
    SLOOPS,
    BBState,
)
from seaboard.games.blackbeard.view import Belief, belief, determinize

R = C.R
S = C.SPACE_IDS
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
        c, x = heapq.heappop(heap)
        if c > cost[x]:
            continue
        for y, k in rules.sloop_moves(x).items():
            if c + k < cost[y]:
                cost[y] = c + k
                prev[y] = x
                heapq.heappush(heap, (c + k, y))
    return tuple(cost), tuple(prev)


@cache
def land_costs(start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cost = [99] * C.N
    prev = [-1] * C.N
    cost[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for x in frontier:
            for y in C.LAND[x]:
                if cost[y] == 99:
                    cost[y] = cost[x] + 1
                    prev[y] = x
                    nxt.append(y)
        frontier = nxt
    return tuple(cost), tuple(prev)


def first_step(prev: tuple[int, ...], start: int, target: int) -> int:
    x = target
    while prev[x] != start and prev[x] >= 0:
        x = prev[x]
    return x


def hunter_reach(s: BBState, hpos: list[int] | None = None) -> tuple[int, ...]:
    """The fewest pawns any Hunter piece (at `hpos`, default where they are) needs to end in
    each space."""
    return _reach(*(s.hpos if hpos is None else hpos))


@lru_cache(maxsize=4096)
def _reach(*hpos: int) -> tuple[int, ...]:
    costs = [land_costs(x)[0] if p == BRAND else sloop_costs(x)[0] for p, x in enumerate(hpos)]
    return tuple(map(min, *costs))


# ================================================================================================
# beliefs for the Hunters
# ================================================================================================
# house heuristic: a space's weight for Adventure is BASE_WEIGHT plus the chance of each tile
# Blackbeard can work there; times AVOID_F by the pawns the nearest Hunter needs to reach it
BASE_WEIGHT = 0.3
AVOID_F = (0.3, 0.3, 0.5, 0.8, 0.8, 1.0)


def tile_odds(s: BBState) -> list[float]:
    """For each Piracy tile, the chance (to the Hunters) that it is on the mat with squares
    still open: shown tiles were filled; the others share the row's unseen slots."""
    odds = [0.0] * len(C.PIRACY)
    shown = {x for _, _, x in s.shows}
    for r, tiles in enumerate((C.ACTS, C.LIFE)):
        seen = [t for t in tiles if s.tile_public[t]]
        unseen = [t for t in tiles if not s.tile_public[t]]
        slots = max(0, len(s.rows[r]) - len(seen))
        for t in unseen:
            odds[t] = slots / max(1, len(unseen))
        for t in seen:
            if t not in shown:
                odds[t] = 1.0  # declared (Crew to Ordinary), not filled when seen
    return odds


def space_weights(s: BBState) -> tuple[list[float], float]:
    """How attractive each space is for Blackbeard's Piracy, by the tiles he may hold: per
    space, and the extra for the Camp."""
    odds = tile_odds(s)
    w = [BASE_WEIGHT] * C.N
    camp = 0.0
    for t, p in enumerate(odds):
        if p <= 0:
            continue
        for x in C.TILE_SPACES[t]:
            w[x] += p
        if C.TILE_CAMP[t]:
            camp += p
    return w, camp


def likelihood(s: BBState, hpos: list[int] | None = None) -> tuple[list[float], list[float]]:
    """Probability, over the belief set, that Adventure / the Camp is in each space, weighing
    each position by the Piracy tiles Blackbeard may work there and by how far it lies from
    the Hunters (at `hpos`: where they stood when Blackbeard Sailed)."""
    keys = belief(s) if s.epochs else []
    pa = [0.0] * C.N
    pc = [0.0] * C.N
    if not keys:
        return pa, pc
    weight, camp_extra = space_weights(s)
    reach = hunter_reach(s, hpos)  # Blackbeard keeps clear of where the Hunters can reach
    weight = [w * AVOID_F[min(reach[x], 5)] for x, w in enumerate(weight)]
    w_total = 0.0
    for c, a, _, _, _, reps in keys:
        w = len(reps) * (weight[a] + (camp_extra if a == c else 0.0))
        pa[a] += w
        pc[c] += w
        w_total += w
    return [x / w_total for x in pa], [x / w_total for x in pc]


# ================================================================================================
# Blackbeard
# ================================================================================================
def workable(s: BBState, t: int, y: int, sailed: bool, z: int = -1, w: int = -1) -> bool:
    """Whether tile t takes cubes with Adventure at y, ADVANCED Blackbeard alone at z and
    Israel Hands at w (each on the tiles showing his icon)."""
    if rules.adventure_takes(t, y, s.camp, sailed):
        return True
    tile = C.PIRACY[t]
    if z >= 0 and tile.blackbeard and rules.listed(s, t, z):
        return True
    return w >= 0 and tile.israel and not s.israel_out and rules.listed(s, t, w)


def allocate(
    s: BBState, y: int, pawns: int, sailed: bool, purse: int, z: int = -1, w: int = -1,
    planned: bool = False, finish: float = 0.0,
) -> tuple[float, dict]:  # fmt: skip
    """The best use of `pawns` with the pirates at y (z, w): (score, tile -> pawns). With
    `planned`, the pawns already on the tiles count too (free: they are spent). On the last
    turn a plan that fills a row scores `finish` more: only a filled row wins."""
    best_score, best_alloc = -1.0, {}
    for r in (0, 1):
        cubes, total = rules.row_fill(s, r)
        alloc: dict[int, int] = {}
        left, gold = pawns, purse
        tiles = [t for t in s.rows[r] if workable(s, t, y, sailed, z, w)]
        tiles.sort(key=lambda t: (-(C.SQUARES[t] - s.cubes[t]), t))
        gain = 0
        for t in tiles:
            open_sq = C.SQUARES[t] - s.cubes[t]
            base = min(s.tpawns[t], open_sq) if planned else 0
            n = base + min(open_sq - base, left)
            if C.GOLD_TILE[t]:
                n = min(n, gold)
                gold -= n
            if n > 0:
                alloc[t] = n
                left -= max(0, n - base)
                gain += n
        if total == 0:
            continue
        target = rules.row_target(s, total)
        ratio = min(1.0, (cubes + gain) / max(1, target))
        score = ratio + 0.05 * gain
        if finish and s.turn == R.turns and cubes + gain >= target:
            score += finish
        if score > best_score:
            best_score, best_alloc = score, alloc
    return best_score, best_alloc


def danger_at(s: BBState, reach: tuple[int, ...], x: int) -> float:
    """How likely the Hunters reach (and Spot) space x this turn."""
    r = reach[x]
    d = 0.45 if r <= 1 else 0.3 if r <= 2 else 0.12 if r <= 4 else 0.03
    return d + (0.5 if s.surveil[x] else 0.0)


def sea_routes(start: int, limit: int) -> dict[int, list[int]]:
    """Shortest Sail route (list of spaces after start) to each space within `limit` steps."""
    routes = {start: []}
    frontier = [start]
    for _ in range(limit):
        nxt = []
        for x in frontier:
            for y in C.SEA[x]:
                if y not in routes:
                    routes[y] = [*routes[x], y]
                    nxt.append(y)
        frontier = nxt
    return routes


@dataclass
class Plan:
    score: float
    y: int  # where Adventure ends its Sail
    route: list[int]
    alloc: dict[int, int]  # tile -> pawns to plan
    z: int = -1  # ADVANCED: Blackbeard alone (Longboat)
    w: int = -1  # ADVANCED: Israel Hands
    prepare: list[int] = field(default_factory=list)  # Defenses the plan needs


def figure_options(s: BBState) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """ADVANCED: where Blackbeard alone / Israel Hands could work an open tile with his icon,
    with the pawns and gold it costs to Prepare the tile first: (space, pawns, gold)."""
    z_opts: list[tuple[int, int, int]] = [(-1, 0, 0)]
    w_opts: list[tuple[int, int, int]] = [(-1, 0, 0)]
    if not s.config.advanced:
        return z_opts, w_opts
    pool = rules.defense_pool(s)
    tiles = [t for t in s.rows[0] + s.rows[1] if s.cubes[t] < C.SQUARES[t]]
    for d, flag, opts, spaces in (
        (ST.D_LONGBOAT, "blackbeard", z_opts, [x for x in C.SLOTS if C.DIST[s.camp][x] <= 3]),
        (ST.D_ISRAEL, "israel", w_opts, C.TOWNS),
    ):
        if d not in pool:
            continue
        cost = (0, 0) if s.defenses[d] else (1, C.DEF_COST[d])
        for x in spaces:
            if any(getattr(C.PIRACY[t], flag) and rules.listed(s, t, x) for t in tiles):
                opts.append((x, *cost))
    return z_opts, w_opts


class BlackbeardBot(Agent):
    FINISH = 0.0  # the last turn's bonus for a plan that fills a row (see `allocate`)

    def __init__(self, spec: str = "heuristic", seat: int = BB) -> None:
        Agent.__init__(self, spec, seat)
        self.memo: dict[tuple, Plan] = {}

    def act(self, state, legal: list[Action], clock: Clock) -> Action:  # noqa: ANN001
        s: BBState = state
        try:
            a = self.choose(s, legal)
        except (ValueError, KeyError, IndexError):
            a = None
        return a if a in legal else legal[-1] if legal[-1].kind == "done" else legal[0]

    def choose(self, s: BBState, legal: list[Action]) -> Action | None:
        if s.phase == SETCAMP:
            self.memo.clear()
            return self.set_camp(s, legal)
        if s.phase == BB_ACTIONS:
            return self.actions(s, legal)
        if s.phase == ENCOUNTER:
            return self.encounter(s, legal)
        if s.phase == PIRACY:
            return self.piracy(s, legal)
        return legal[0]

    def set_camp(self, s: BBState, legal: list[Action]) -> Action:
        def score(a: Action) -> float:
            x = SID[a.args[0]]
            far = C.DIST[C.JAMES][x]
            return far + 0.5 * self.rng.random() - (2 if C.TYPE[x] != "anchorage" else 0)

        return max(legal, key=score)

    def plan_key(self, s: BBState) -> tuple:
        """What the plan of this turn is remembered by while it is carried out."""
        return (s.turn, s.path[0], s.camp)

    def turn_plan(self, s: BBState) -> Plan:
        """The plan of the turn, made as Blackbeard's actions begin."""
        start = s.path[0]
        key = self.plan_key(s)
        if key in self.memo:
            return self.memo[key]
        pawns = s.bb_pawn_limit()
        limit = min(rules.sail_limit(s), pawns)
        reach = hunter_reach(s)
        z_opts, w_opts = figure_options(s)
        best = Plan(-99.0, start, [], {})
        for y, route in sea_routes(start, limit).items():
            k = len(route)
            interior = set(route[:-1])
            danger = danger_at(s, reach, y)
            if any(s.surveil[x] for x in route[:-1]):
                danger += 0.2
            for z, z_pawns, z_gold in z_opts:
                if z >= 0 and (z == y or z in interior):
                    continue
                for w, w_pawns, w_gold in w_opts:
                    if w >= 0 and (w in (y, z) or w in interior):
                        continue
                    left = pawns - k - z_pawns - w_pawns
                    gold = s.purse - z_gold - w_gold
                    if left < 0 or gold < 0:
                        continue
                    score, alloc = allocate(s, y, left, k > 0, gold, z, w, finish=self.FINISH)
                    risk = danger
                    if z >= 0:  # Blackbeard alone arrested: the Hunters win
                        risk += danger_at(s, reach, z) + 0.02 * z_pawns
                    if w >= 0:  # Israel Hands arrested: the tile is lost
                        risk += 0.3 * danger_at(s, reach, w) + 0.02 * w_pawns
                    total = score - risk + 0.01 * self.rng.random()
                    if total > best.score:
                        prep = [d for d, n in ((ST.D_LONGBOAT, z_pawns), (ST.D_ISRAEL, w_pawns))
                                if n]  # fmt: skip
                        best = Plan(total, y, route, alloc, z, w, prep)
        self.memo[key] = best
        return best

    def plan(self, s: BBState) -> Plan:
        """The turn's plan, or, where play left it (a search's tree Sailed elsewhere, planned
        other tiles, spent pawns on Defenses), a plan for the rest of the turn from where
        Adventure is. The heuristic playing on its own never leaves its plan."""
        p = self.turn_plan(s)
        here = len(s.path) - 1
        more = sum(max(0, n - s.tpawns[t]) for t, n in p.alloc.items()) + len(p.route) - here
        if (
            s.path[1:] == p.route[:here]
            and all(s.tpawns[t] <= p.alloc.get(t, 0) for t in s.rows[0] + s.rows[1])
            and more <= s.bb_pawn_limit() - s.bb_pawns
        ):
            return p
        return self.replan(s)

    def replan(self, s: BBState) -> Plan:
        key = (*self.plan_key(s), tuple(s.path), tuple(s.tpawns), s.bb_pawns, s.purse)
        if key in self.memo:
            return self.memo[key]
        start, here = s.path[-1], len(s.path) - 1
        pawns = s.bb_pawn_limit() - s.bb_pawns
        reach = hunter_reach(s)
        sailed = s.path[1:]
        best = Plan(-99.0, start, sailed, {t: s.tpawns[t] for t in range(len(C.PIRACY))})
        for y, route in sea_routes(start, max(0, min(rules.sail_limit(s) - here, pawns))).items():
            if any(x in s.path for x in route):
                continue  # Adventure does not Sail back through its own path
            danger = danger_at(s, reach, y)
            if any(s.surveil[x] for x in (*sailed, *route[:-1])):
                danger += 0.2
            k = len(route)
            score, alloc = allocate(s, y, pawns - k, here + k > 0, s.purse, planned=True,
                                    finish=self.FINISH)  # fmt: skip
            total = score - danger + 0.01 * self.rng.random()
            if total > best.score:
                best = Plan(total, y, [*sailed, *route], alloc)
        self.memo[key] = best
        return best

    def actions(self, s: BBState, legal: list[Action]) -> Action:
        p = self.plan(s)
        kinds = {a.kind for a in legal}
        gold_need = sum(n for t, n in p.alloc.items() if C.GOLD_TILE[t])
        if s.bb_segment == rules.SETMAP:
            return self.set_map(s, legal, p, gold_need)
        if "plan" in kinds:
            for t, n in sorted(p.alloc.items()):
                if s.tpawns[t] < n:
                    a = Action("plan", (C.TILE_IDS[t],))
                    if a in legal:
                        return a
        for d in p.prepare:
            a = Action("prepare", (C.DEF_IDS[d],))
            if a in legal:
                return a
        left_route = len(p.route) - (len(s.path) - 1)
        spare = s.bb_pawn_limit() - s.bb_pawns - left_route
        if spare > 0 and "prepare" in kinds:
            reserve = gold_need + 2  # keep the gold this turn's plans need
            wants = ["lookouts", "swivel_guns", "grenadoes"]
            if s.config.advanced and len(p.route) > 1:
                wants.insert(1, "bought_silence")
            for d in wants:
                a = Action("prepare", (d,))
                if a in legal and s.purse - C.DEF_COST[C.DID[d]] >= reserve:
                    return a
        done = len(s.path) - 1
        if s.path[1:] == p.route[:done] and done < len(p.route):
            a = Action("sail", (S[p.route[done]],))
            if a in legal:
                return a
        return Action("done")

    def set_map(self, s: BBState, legal: list[Action], p: Plan, gold_need: int) -> Action:
        """ADVANCED, Setting the Map: Blackbeard alone and Israel Hands where planned; Bought
        Silence for the Sightings the Hunters would likely find."""
        if p.z >= 0 and s.bpos < 0:
            a = Action("longboat", (S[p.z],))
            if a in legal:
                return a
        if p.w >= 0 and s.ipos < 0:
            a = Action("israel", (S[p.w],))
            if a in legal:
                return a
        reach = hunter_reach(s)
        for a in legal:
            if a.kind == "silence" and s.purse - 2 >= gold_need:
                x = SID[a.args[0]]
                if reach[x] <= 2 or s.surveil[x]:
                    return a
        return Action("done")

    def encounter(self, s: BBState, legal: list[Action]) -> Action:
        b = s.battle
        assert b is not None
        for a in legal:
            if a.kind == "declare":
                return a
        if b.stage == CHOICE_BB:
            nb = max(0, R.pirate_piece_dice - b.adv_crew) + s.defenses[ST.D_GRENADOES]
            nh = sum(max(0, 1 - b.crew[p]) + (1 if s.assets[ST.A_HANDS[p]] else 0)
                     for p in b.sloops)  # fmt: skip
            if win_chance(nb, nh, s.escaped) > 0.6:
                return Action("board")
        escapes = [a for a in legal if a.kind == "escape"]
        if escapes:
            reach = hunter_reach(s)
            return max(escapes, key=lambda a: (reach[SID[a.args[0]]], a.args[0]))
        if b.stage == ARREST_BB:
            return Action("roll")
        if Action("show_camp") in legal:  # 4 gold, at the price of showing the Camp
            known = s.camp_found or s.faceup[s.camp]
            return Action("show_camp" if known or s.purse < 3 else "keep_camp")
        for a in legal:
            if a.kind == "shot" and a.args[0] == "rigging":
                return a
        return legal[0]

    def piracy(self, s: BBState, legal: list[Action]) -> Action:
        if legal[0].kind == "pardon":
            penalties = {ST.T_DOCTOR, ST.T_RUM, ST.T_ORDINARY}

            def badness(a: Action) -> float:
                t = C.TID[a.args[0]]
                if t in penalties and s.cubes[t] < C.SQUARES[t]:
                    return 10.0
                return C.SQUARES[t] - s.cubes[t] - 3 * s.cubes[t]

            return max(legal, key=badness)
        prefs = ["lookouts", "swivel_guns", "grenadoes", "chain_shot", "philip_morton", "grape"]
        if s.config.advanced:
            open_tiles = [t for t in s.rows[0] + s.rows[1] if s.cubes[t] < C.SQUARES[t]]
            if any(C.PIRACY[t].israel for t in open_tiles):
                prefs.insert(0, "israel_hands")
            if any(C.PIRACY[t].blackbeard for t in open_tiles):
                prefs.insert(0, "longboat")
            prefs.append("bought_silence")
        for d in prefs:
            a = Action("fete", (d,))
            if a in legal:
                return a
        return legal[0]


def win_chance(nb: int, nh: int, bb_wins_ties: bool) -> float:
    """Chance that Blackbeard wins a highest-die contest."""
    if nb == 0 and nh == 0:
        return 1.0 if bb_wins_ties else 0.0
    if nb == 0:
        return 0.0
    if nh == 0:
        return 1.0
    p = 0.0
    for m in range(1, 7):
        pb = (m / 6) ** nb - ((m - 1) / 6) ** nb
        below = ((m - 1) / 6) ** nh
        eq = (m / 6) ** nh - below
        p += pb * (below + (eq if bb_wins_ties else 0.0))
    return p


# ================================================================================================
# the Hunters
# ================================================================================================
COST_W = 0.15
BOARD_MIN, BOARD_MAX = 0.35, 0.6
SCOUT_MIN = 0.04
WISHLIST = [
    "capt_gordon", "partisans", "cannon_jane", "lt_maynard", "cannon_ranger", "chain_grape", "canoes",
]  # fmt: skip


class HuntersBot(Agent):
    start: tuple[int, list[int]] | None = None
    INTERVIEW = (1, 3, 3, 3)  # pawns for Informants on each turn (few on Turn 1: Commandeer)
    KEEP = 3  # pawns kept for moving when Commandeering
    RESERVE = 3  # pawns kept for moving when Scouting first

    def act(self, state, legal: list[Action], clock: Clock) -> Action:  # noqa: ANN001
        s: BBState = state
        try:
            a = self.choose(s, legal)
        except (ValueError, KeyError, IndexError):
            a = None
        return a if a in legal else legal[-1]

    def choose(self, s: BBState, legal: list[Action]) -> Action | None:
        if s.phase == INTERVIEW or (s.phase == HUNTER_ACTIONS and s.segment == COMMANDEER):
            self.start = (s.turn, list(s.hpos))  # where the pieces stood as Blackbeard Sailed
        hpos = self.start[1] if self.start and self.start[0] == s.turn else None
        pa, pc = self.likelihood(s, hpos)
        score = [pa[x] + (0.0 if s.camp_found else 0.4 * pc[x]) for x in range(C.N)]
        if s.chains:
            opts = [a for a in legal if a.kind == "chain"]
            if opts:
                return max(opts, key=lambda a: (score[SID[a.args[0]]], a.args[0]))
            return Action("chain_end")
        if s.phase == INTERVIEW:
            return self.interview(s, legal, score, pa)
        if s.phase == HUNTER_ACTIONS:
            return self.actions(s, legal, pa)
        if s.phase == ENCOUNTER:
            return self.encounter(s, legal)
        return legal[0]

    def likelihood(self, s: BBState, hpos: list[int] | None) -> tuple[list[float], list[float]]:
        return likelihood(s, hpos)

    def interview(self, s: BBState, legal: list[Action], score: list[float], pa) -> Action:  # noqa: ANN001
        for t, x, b in s.spots:
            if t == s.turn and b in ADVENTURE_BLOCKS and x in s.spotted_now and not s.surveil[x]:
                return Action("surveil", (S[x],))
        budget = self.INTERVIEW[s.turn - 1]
        if s.h_pawns < budget:
            spots = [a for a in legal if a.kind == "spot" and not s.faceup[SID[a.args[1]]]]
            if spots:
                best = max(spots, key=lambda a: (score[SID[a.args[1]]], a.args))
                if score[SID[best.args[1]]] > 0.02:
                    return best
        return Action("done")

    def actions(self, s: BBState, legal: list[Action], pa: list[float]) -> Action:
        left = R.hunter_pawns - s.h_pawns
        if s.segment == COMMANDEER:
            if s.turn == 1 or left > 4:
                for name in WISHLIST:
                    a = Action("commandeer", (name,))
                    if a in legal and left > self.KEEP:
                        return a
            return Action("next")
        shown = s.adv if s.adventure_shown() else -1
        if s.segment in (SCOUT1, SCOUT2):
            reserve = self.RESERVE if s.segment == SCOUT1 else 0
            if shown < 0 and left > reserve:
                scouts = [a for a in legal if a.kind == "scout"]
                if scouts:
                    best = max(scouts, key=lambda a: (pa[SID[a.args[1]]], a.args))
                    if pa[SID[best.args[1]]] > SCOUT_MIN:
                        return best
            return Action("next")
        # Sail and March
        targets = self.targets(s, pa, shown, left)
        for p in (BRAND, *SLOOPS):
            if s.stopped[p]:
                continue
            tgt = targets.get(p, s.hpos[p])
            if tgt == s.hpos[p]:
                return Action("stop", (PIECES[p],))
            cost, prev = land_costs(s.hpos[p]) if p == BRAND else sloop_costs(s.hpos[p])
            if cost[tgt] > left:
                return Action("stop", (PIECES[p],))
            step = first_step(prev, s.hpos[p], tgt)
            who = PIECES[p]
            if p == ST.JANE and self.together(s, targets, step, left):
                who = "both"  # one pawn moves both Sloops
            a = Action("move", (who, S[step]))
            if a in legal:
                return a
            return Action("stop", (PIECES[p],))
        return legal[-1]

    def together(self, s: BBState, targets: dict[int, int], step: int, left: int) -> bool:
        """Whether Ranger, at Jane's space, takes the same first step towards its target."""
        r = ST.RANGER
        if s.stopped[r] or s.hpos[r] != s.hpos[ST.JANE]:
            return False
        tgt = targets.get(r, s.hpos[r])
        if tgt == s.hpos[r]:
            return False
        cost, prev = sloop_costs(s.hpos[r])
        return cost[tgt] <= left and first_step(prev, s.hpos[r], tgt) == step

    def targets(self, s: BBState, pa: list[float], shown: int, left: int) -> dict[int, int]:
        out: dict[int, int] = {}
        budget = left
        taken: set[int] = set()
        for p in (BRAND, *SLOOPS):
            if s.stopped[p]:
                continue
            cost = land_costs(s.hpos[p])[0] if p == BRAND else sloop_costs(s.hpos[p])[0]
            if shown >= 0 and cost[shown] <= budget:
                out[p] = shown
                budget -= cost[shown]
                continue
            best, best_v = s.hpos[p], pa[s.hpos[p]] if C.IS_SLOT[s.hpos[p]] else -1.0
            for x in C.SLOTS:
                if cost[x] > budget or x in taken or s.faceup[x]:
                    continue
                v = pa[x] / (1 + COST_W * cost[x])
                if v > best_v:
                    best, best_v = x, v
            if s.turn == 1 and best == s.hpos[p] and p in SLOOPS and cost[C.CAPE_HENRY] <= 1:
                best = C.CAPE_HENRY  # head south
            out[p] = best
            taken.add(best)
            budget -= min(cost[best], budget)
        return out

    def encounter(self, s: BBState, legal: list[Action]) -> Action:
        b = s.battle
        assert b is not None
        for a in legal:
            if a.kind == "declare":
                return a
        if b.stage == CHOICE_H:
            nb = max(0, R.pirate_piece_dice - b.adv_crew)
            nh = sum(max(0, 1 - b.crew[p]) + (1 if s.assets[ST.A_HANDS[p]] else 0)
                     for p in b.sloops)  # fmt: skip
            # Board when the odds beat the game's outlook after letting Adventure go
            bar = min(BOARD_MAX, max(BOARD_MIN, outlook(s, ST.HUNT)))
            win = 1 - win_chance(nb, nh, s.escaped)
            return Action("board") if win >= bar else Action("withdraw")
        for a in legal:
            if a.kind == "mark" and a.args[0] == "rigging":
                return a
        return legal[-1] if legal[-1].kind == "roll" else legal[0]


def make_heuristic(seat: int, options: dict[str, str]) -> Agent:
    return BlackbeardBot("heuristic", seat) if seat == BB else HuntersBot("heuristic", seat)


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

    def plan_key(self, s: BBState) -> tuple:
        if len(self.memo) >= MEMO_MAX:
            self.memo.clear()
        return (s.turn, s.path[0], s.camp, tuple(s.hpos), tuple(s.rows[0]), tuple(s.rows[1]),
                tuple(s.cubes))  # fmt: skip


class RolloutHunters(HuntersBot):
    """The heuristic Hunters for rollouts, without the belief set (refiltering it after
    every new observation costs tens of milliseconds). They play on the search's sample of
    Blackbeard's secrets, never on the true state: on a share of their decisions they aim
    at the sample's Adventure and Camp, as if they had read the trail, and otherwise at the
    spaces the Piracy tiles make likely, away from where the Hunters can reach."""

    def likelihood(self, s: BBState, hpos: list[int] | None) -> tuple[list[float], list[float]]:
        trail = any(
            s.faceup[x] and s.blocks[x] in (*ST.SIGHTINGS, *ADVENTURE_BLOCKS) for x in C.SLOTS
        )
        know = KNOW_TRAIL if trail else KNOW
        pa = [0.0] * C.N
        pc = [0.0] * C.N
        if self.rng.random() < know:
            if s.adv >= 0:
                pa[s.adv] = 1.0
            if s.camp >= 0:
                pc[s.camp] = 1.0
            return pa, pc
        weight, camp_extra = space_weights(s)
        reach = hunter_reach(s, hpos)
        for x in C.SLOTS:
            if not s.faceup[x]:
                pa[x] = weight[x] * AVOID_F[min(reach[x], 5)]
        for x in C.ANCHORAGES:
            if not s.faceup[x]:
                pc[x] = pa[x] + camp_extra
        ta, tc = sum(pa) or 1.0, sum(pc) or 1.0
        return [v / ta for v in pa], [v / tc for v in pc]


_WEIGHTS: dict[tuple, tuple[Belief, list[float]]] = {}
_WEIGHTS_MAX = 64


def belief_weights(s: BBState, keys: Belief) -> list[float]:
    """Cumulative weights of the belief set's positions for the Hunters' search samples, as
    `likelihood` weighs them: by the Sail routes that lead there and the Piracy tiles
    Blackbeard may work there (the Camp's too when Adventure is at it). Only what the
    Hunters know: the belief set and the tiles shown or declared."""
    odds = tuple(tile_odds(s))
    key = (id(keys), odds)
    entry = _WEIGHTS.get(key)
    if entry is not None and entry[0] is keys:  # the entry holds the set: its id is not reused
        return entry[1]
    weight, camp_extra = space_weights(s)
    cum: list[float] = []
    total = 0.0
    for c, a, _, _, _, reps in keys:
        total += len(reps) * (weight[a] + (camp_extra if a == c else 0.0))
        cum.append(total)
    if len(_WEIGHTS) >= _WEIGHTS_MAX:
        _WEIGHTS.clear()
    _WEIGHTS[key] = (keys, cum)
    return cum


def search_sample(s: BBState, seat: int, rng: Rng) -> BBState:
    """The Hunters' search samples Blackbeard's position weighed like the heuristic's odds;
    Blackbeard's search samples the Hunters' secrets uniformly."""
    return s.determinize(seat, rng) if seat == BB else determinize(s, seat, rng, belief_weights)


def make_rollout(seat: int, options: dict[str, str]) -> Agent:
    return RolloutBlackbeard("rollout", seat) if seat == BB else RolloutHunters("rollout", seat)


# ================================================================================================
# the Hunters' outlook for Boarding
# ================================================================================================
# house tuning: how much the Hunters close around Adventure lowers Blackbeard's outlook, and
# the weight of a piece by the pawns it needs to reach Adventure (0, 1, 2, 3 or more)
PRESSURE = 0.3
PRESS_BY_COST = (0.6, 0.4, 0.2, 0.0)
_COSTS: list[list[list[int]]] = []


def pressure(s: BBState) -> float:
    """The Hunter pieces near Adventure, weighed by the pawns they need to reach it."""
    if not _COSTS:
        _COSTS.append([sloop_costs(x)[0] for x in range(C.N)])
        _COSTS.append([land_costs(x)[0] for x in range(C.N)])
    last = len(PRESS_BY_COST) - 1
    total = 0.0
    for p in range(3):
        cost = _COSTS[p == BRAND][s.hpos[p]][s.adv]
        total += PRESS_BY_COST[min(cost, last)]
    return total


def outlook(s: BBState, player: int) -> float:
    """A rough value in [0, 1] (the heuristic Hunters' bar for Boarding): Blackbeard's best
    row progress against the turns left, lowered when Adventure is shown, the Camp found,
    or Hunter pieces are near Adventure. Search values positions by `evaluate`."""
    if s.is_over:
        return 1.0 if s.winner == player else 0.0
    best = 0.0
    for r in (0, 1):
        cubes, total = rules.row_fill(s, r)
        if total:
            best = max(best, cubes / max(1, rules.row_target(s, total)))
    turns_left = R.turns - s.turn + 1
    v_bb = min(0.95, 0.1 + 0.6 * min(1.0, best) + 0.05 * turns_left * min(1.0, best + 0.3))
    if s.adventure_shown():
        v_bb *= 0.8
    if PRESSURE and s.adv >= 0:
        v_bb *= 1.0 - PRESSURE * min(1.0, pressure(s))
    if s.camp_found:
        v_bb *= 0.9
    return v_bb if player == BB else 1.0 - v_bb


# ================================================================================================
# what Blackbeard can still plunder
# ================================================================================================
@cache
def sail_routes(start: int) -> dict[int, tuple[int, ...]]:
    """Adventure's shortest Sail (spaces after `start`) to every slotted space."""
    return {y: tuple(r) for y, r in sea_routes(start, len(C.SLOTS)).items()}


def planned_cubes(s: BBState, row: int) -> int:
    """The cubes the pawns planned on a row's tiles will take at Resolve Piracy where
    Adventure is (or, while Blackbeard Sails, where it has got to), gold tiles within the
    Purse."""
    sailing = s.phase == BB_ACTIONS and len(s.path) > 1
    y = s.path[-1] if sailing else s.adv
    gold, n = s.purse, 0
    for t in s.rows[row]:
        k = min(s.tpawns[t], C.SQUARES[t] - s.cubes[t])
        if k <= 0:
            continue
        if sailing:
            works = rules.adventure_takes(t, y, s.camp, sailed=True)
            works = works or (C.PIRACY[t].blackbeard and rules.listed(s, t, s.bpos))
            works = works or (
                C.PIRACY[t].israel and not s.israel_out and rules.listed(s, t, s.ipos)
            )
        else:
            works = rules.piracy_here(s, t) >= 0
        if works and C.GOLD_TILE[t]:
            k = min(k, gold)
            gold -= k
        n += k if works else 0
    return n


def row_capacity(s: BBState, row: int) -> tuple[int, int, int]:
    """(cubes the row will need, cubes Blackbeard can still add, cubes it needs as its tiles
    stand) for a Piracy row of this state, which in a search is a sample: the tiles still
    to be drawn are the sample's. Pawns planned count as cubes. The cubes he can add are
    the best use of his pawns over the turns left, Sailing to the spaces the tiles list
    (and his Camp) once they are drawn, and paying gold tiles from today's Purse (gold still
    to be won is not counted)."""
    cubes, total = rules.row_fill(s, row)
    pending = planned_cubes(s, row)
    need_now = max(0, rules.row_target(s, total) - cubes - pending) if total else 1
    pile = s.piles[row]
    coming = [pile[-1 - k] for k in range(min(len(pile), R.turns - s.turn))]
    final = total + sum(C.SQUARES[t] for t in coming)
    need = max(0, rules.row_target(s, final) - cubes - pending) if final else 1
    if need == 0 or s.is_over:
        return need, 0, need_now
    # the first turn whose Blackbeard actions are (still partly) to come
    turn, y, pawns, sail, sailed = s.turn + 1, s.adv, s.bb_pawn_limit(), rules.sail_limit(s), False
    if s.phase in (SETCAMP, INTERVIEW):
        turn = s.turn
    elif s.phase == BB_ACTIONS and s.bb_segment != rules.SETMAP:
        turn = s.turn
        y = s.path[-1] if s.path else s.adv
        pawns -= s.bb_pawns
        sail -= max(0, len(s.path) - 1)
        sailed = len(s.path) > 1
    tiles, drawn, open_ = [], [], []
    for k, t in enumerate(s.rows[row] + coming):
        left = C.SQUARES[t] - s.cubes[t] - s.tpawns[t]
        if left > 0:
            tiles.append(t)
            drawn.append(s.turn + max(0, k - len(s.rows[row]) + 1))
            open_.append(left)
    if turn > R.turns or not tiles:
        return need, 0, need_now
    can_add = _capacity(tuple(tiles), tuple(drawn), tuple(open_), y, s.camp, pawns, sail, sailed,
                        turn, s.bb_pawn_limit(), rules.sail_limit(s), s.purse)  # fmt: skip
    return need, can_add, need_now


@lru_cache(maxsize=1 << 16)
def _capacity(
    tiles: tuple[int, ...], drawn: tuple[int, ...], open_: tuple[int, ...], y: int, camp: int,
    pawns: int, sail: int, sailed: bool, turn: int, full_pawns: int, full_sail: int, purse: int,
) -> int:  # fmt: skip
    """The most cubes from this turn to the last, from y, with `pawns` and `sail` left this
    turn (which has `sailed` already): each turn Sail to one space listed by a tile drawn by
    then and work what is there, or Sail as far as the turn allows towards one."""
    best = 0
    targets = {y}
    for t, when, o in zip(tiles, drawn, open_, strict=True):
        if o and when <= turn:
            targets.update(C.TILE_SPACES[t])
            if C.TILE_CAMP[t] and camp >= 0:
                targets.add(camp)
    routes = sail_routes(y)
    reach = min(sail, pawns)
    more = turn < R.turns
    for x in targets:
        route = routes.get(x)
        if route is None:
            continue
        d = len(route)
        if d <= reach:
            left, gold, gain = pawns - d, purse, 0
            after = list(open_)
            for i in sorted(range(len(tiles)), key=lambda i: -open_[i]):
                t = tiles[i]
                if not after[i] or drawn[i] > turn:
                    continue
                if not rules.adventure_takes(t, x, camp, sailed=bool(d) or sailed):
                    continue
                n = min(after[i], left)
                if C.GOLD_TILE[t]:
                    n = min(n, gold)
                    gold -= n
                after[i] -= n
                left -= n
                gain += n
            if more and any(after):
                gain += _capacity(tiles, drawn, tuple(after), x, camp, full_pawns, full_sail,
                                  False, turn + 1, full_pawns, full_sail, gold)  # fmt: skip
        elif more and reach:
            gain = _capacity(tiles, drawn, open_, route[reach - 1], camp, full_pawns, full_sail,
                             False, turn + 1, full_pawns, full_sail, purse)  # fmt: skip
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


def value_features(s: BBState) -> tuple[float, ...]:
    """Blackbeard's prospects, for `evaluate`. In his best row: the share of the cubes the
    row will need once its last tiles are drawn that he has (or has planned), and the cubes
    he can still add over the turns left (`row_capacity`) less those still needed
    (`slack`); whether a row is won as the tiles stand. Then how close the Hunters are to
    Adventure and what they know. Cubes in hand count apart from cubes within reach: the
    capacity assumes every later turn goes to plan, so with slack alone a search would
    put its Piracy off."""
    best = None
    for r in (0, 1):
        cubes, _ = rules.row_fill(s, r)
        pending = planned_cubes(s, r)
        need, can_add, need_now = row_capacity(s, r)
        # a row filled for good (as the sample's tiles will stand) beats any other
        row = (need == 0, can_add - need, (cubes + pending) / max(1, cubes + pending + need),
               need_now == 0)  # fmt: skip
        if best is None or row > best:
            best = row
    assert best is not None
    _, slack, progress, done_now = best
    slack = max(-6.0, min(6.0, slack))
    turns = R.turns - s.turn + (1 if s.phase in (SETCAMP, INTERVIEW, BB_ACTIONS) else 0)
    reach = min(hunter_reach(s)[s.adv], 4) if s.adv >= 0 else 4
    return (
        progress, slack, float(slack >= 0), float(slack >= 2), float(done_now), float(turns),
        float(turns <= 1), float(turns <= 1 and slack < 0), float(s.adventure_shown()),
        float(s.camp_found), pressure(s) if s.adv >= 0 else 0.0, float(reach), float(reach == 1),
        float(min(s.purse, 8)),
    )  # fmt: skip


def evaluate(s: BBState, player: int) -> float:
    """Blackbeard's chance to win (the model above), or the Hunters'; exact when over."""
    if s.is_over:
        return 1.0 if s.winner == player else 0.0
    z = VALUE_BIAS + sum(w * f for w, f in zip(VALUE_WEIGHTS, value_features(s), strict=True))
    v_bb = 1.0 / (1.0 + math.exp(-z))
    return v_bb if player == BB else 1.0 - v_bb
