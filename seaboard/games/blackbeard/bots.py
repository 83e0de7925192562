"""Heuristic bots for both sides, and a cheap evaluation for search.

Blackbeard commits to the Piracy row he can fill best, and each turn sails to the space where
his pawns turn into the most cubes, away from the Hunters. The Hunters commandeer on Turn 1,
then Spot, Scout and move toward the likeliest spaces of the belief set (never the true state:
bots get a determinized copy, and the belief depends only on what the Hunters observed).
"""

from __future__ import annotations

import heapq

from seaboard.agents.base import Agent, Clock
from seaboard.engine.game import Action
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
from seaboard.games.blackbeard.view import belief

R = C.R
S = C.SPACE_IDS
SID = C.SID


# ================================================================================================
# movement costs for the Hunters
# ================================================================================================
def sloop_costs(start: int) -> tuple[list[int], list[int]]:
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
    return cost, prev


def land_costs(start: int) -> tuple[list[int], list[int]]:
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
    return cost, prev


def first_step(prev: list[int], start: int, target: int) -> int:
    x = target
    while prev[x] != start and prev[x] >= 0:
        x = prev[x]
    return x


def hunter_reach(s: BBState) -> list[int]:
    """The fewest pawns any Hunter piece needs to end in each space."""
    best = [99] * C.N
    for p in range(3):
        cost = land_costs(s.hpos[p])[0] if p == BRAND else sloop_costs(s.hpos[p])[0]
        for x in range(C.N):
            best[x] = min(best[x], cost[x])
    return best


# ================================================================================================
# beliefs for the Hunters
# ================================================================================================
# how much likelier Blackbeard ends a Sail in a space of each type (house heuristic: where
# Piracy tiles can be worked)
PRIOR = {"sound": 0.25, "town": 2.0, "ocean": 1.5, "anchorage": 1.0}
PRIOR_CAMP = 2.0


def likelihood(s: BBState) -> tuple[list[float], list[float]]:
    """Probability, over the belief set, that Adventure / the Camp is in each space."""
    keys = belief(s) if s.epochs else []
    pa = [0.0] * C.N
    pc = [0.0] * C.N
    if not keys:
        return pa, pc
    w_total = 0.0
    for c, a, _, _, _, reps in keys:
        w = len(reps) * (PRIOR_CAMP if a == c else PRIOR[C.TYPE[a]])
        pa[a] += w
        pc[c] += w
        w_total += w
    return [x / w_total for x in pa], [x / w_total for x in pc]


# ================================================================================================
# Blackbeard
# ================================================================================================
def tile_here(s: BBState, t: int, y: int, sailed: bool) -> bool:
    if y in C.TILE_SPACES[t] or (y == s.camp and C.TILE_CAMP[t]):
        return not (t == ST.T_CAREEN and sailed)
    return False


def allocate(s: BBState, y: int, pawns: int, sailed: bool, purse: int) -> tuple[float, dict]:
    """The best use of `pawns` at `y`: (score, tile -> pawns)."""
    best_score, best_alloc = -1.0, {}
    need_half = 1 if s.config.more_than_half else 0
    for r in (0, 1):
        cubes, total = rules.row_fill(s, r)
        alloc: dict[int, int] = {}
        left, gold = pawns, purse
        tiles = [t for t in s.rows[r] if tile_here(s, t, y, sailed)]
        tiles.sort(key=lambda t: (-(C.SQUARES[t] - s.cubes[t]), t))
        gain = 0
        for t in tiles:
            open_sq = C.SQUARES[t] - s.cubes[t]
            n = min(open_sq, left)
            if C.GOLD_TILE[t]:
                n = min(n, gold)
                gold -= n
            if n > 0:
                alloc[t] = n
                left -= n
                gain += n
        if total == 0:
            continue
        target = total // 2 + need_half
        ratio = min(1.0, (cubes + gain) / max(1, target))
        other = 0.2 * sum(alloc.values()) / max(1, target)
        score = ratio + other * 0 + 0.05 * gain
        if score > best_score:
            best_score, best_alloc = score, alloc
    return best_score, best_alloc


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


class BlackbeardBot(Agent):
    def __init__(self, spec: str = "heuristic", seat: int = BB) -> None:
        Agent.__init__(self, spec, seat)
        self.memo: dict[tuple[int, int, int], tuple[int, list[int], dict[int, int]]] = {}

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

    def plan(self, s: BBState) -> tuple[int, list[int], dict[int, int]]:
        start = s.path[0]
        key = (s.turn, start, s.camp)
        if key in self.memo:
            return self.memo[key]
        pawns = s.bb_pawn_limit()
        limit = min(rules.sail_limit(s), pawns)
        reach = hunter_reach(s)
        best = (-99.0, start, [], {})
        for y, route in sea_routes(start, limit).items():
            k = len(route)
            score, alloc = allocate(s, y, pawns - k, k > 0, s.purse)
            danger = 0.0
            if s.surveil[y]:
                danger += 0.5
            r = reach[y]
            danger += 0.45 if r <= 1 else 0.3 if r <= 2 else 0.12 if r <= 4 else 0.03
            if any(s.surveil[x] for x in route[:-1]):
                danger += 0.2
            total = score - danger + 0.01 * self.rng.random()
            if total > best[0]:
                best = (total, y, route, alloc)
        _, y, route, alloc = best
        self.memo[key] = (y, route, alloc)
        return y, route, alloc

    def actions(self, s: BBState, legal: list[Action]) -> Action:
        y, route, alloc = self.plan(s)
        kinds = {a.kind for a in legal}
        if "plan" in kinds:
            for t, n in sorted(alloc.items()):
                if s.tpawns[t] < n:
                    a = Action("plan", (C.TILE_IDS[t],))
                    if a in legal:
                        return a
        spare = s.bb_pawn_limit() - s.bb_pawns - (len(route) - (len(s.path) - 1))
        if spare > 0 and "prepare" in kinds:
            gold_need = sum(n for t, n in alloc.items() if C.GOLD_TILE[t])
            for d in ("lookouts", "swivel_guns", "grenadoes"):
                d_i = C.DID[d]
                a = Action("prepare", (d,))
                if a in legal and s.purse - C.DEF_COST[d_i] >= gold_need + 2:
                    return a
        done = len(s.path) - 1
        if s.path[1:] == route[:done] and done < len(route):
            a = Action("sail", (S[route[done]],))
            if a in legal:
                return a
        return Action("done")

    def encounter(self, s: BBState, legal: list[Action]) -> Action:
        b = s.battle
        assert b is not None
        for a in legal:
            if a.kind == "declare":
                return a
        if b.stage == CHOICE_BB:
            nb = max(0, R.pirate_piece_dice - b.adv_crew) + (1 if s.defenses[3] else 0)
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
WISHLIST = ["capt_gordon", "cannon_jane", "lt_maynard", "cannon_ranger", "chain_grape"]


class HuntersBot(Agent):
    INTERVIEW = (2, 3, 3, 3)  # pawns for Informants on each turn
    KEEP = 4  # pawns kept for moving when Commandeering
    RESERVE = 3  # pawns kept for moving when Scouting first

    def act(self, state, legal: list[Action], clock: Clock) -> Action:  # noqa: ANN001
        s: BBState = state
        try:
            a = self.choose(s, legal)
        except (ValueError, KeyError, IndexError):
            a = None
        return a if a in legal else legal[-1]

    def choose(self, s: BBState, legal: list[Action]) -> Action | None:
        pa, pc = likelihood(s)
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
                    if pa[SID[best.args[1]]] > 0.04:
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
            a = Action("move", (PIECES[p], S[step]))
            if a in legal:
                return a
            return Action("stop", (PIECES[p],))
        return legal[-1]

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
                v = pa[x] / (1 + 0.15 * cost[x])
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
            return (
                Action("board") if 1 - win_chance(nb, nh, s.escaped) >= 0.35 else Action("withdraw")
            )
        for a in legal:
            if a.kind == "mark" and a.args[0] == "rigging":
                return a
        return legal[-1] if legal[-1].kind == "roll" else legal[0]


def make_heuristic(seat: int, options: dict[str, str]) -> Agent:
    return BlackbeardBot("heuristic", seat) if seat == BB else HuntersBot("heuristic", seat)


# ================================================================================================
# evaluation
# ================================================================================================
def evaluate(s: BBState, player: int) -> float:
    """A cheap value in [0, 1]: Blackbeard's best row progress against the turns left."""
    if s.is_over:
        return 1.0 if s.winner == player else 0.0
    best = 0.0
    for r in (0, 1):
        cubes, total = rules.row_fill(s, r)
        if total:
            best = max(best, cubes / max(1, (total + 1) // 2))
    turns_left = R.turns - s.turn + 1
    v_bb = min(0.95, 0.1 + 0.6 * min(1.0, best) + 0.05 * turns_left * min(1.0, best + 0.3))
    if s.adventure_shown():
        v_bb *= 0.8
    if s.camp_found:
        v_bb *= 0.9
    return v_bb if player == BB else 1.0 - v_bb
