"""A heuristic player for Chaos Cove: arm up, keep every lane defended, fight where a
breakthrough threatens, and score with ships, forts, parties and invader tiles.

It only ever sees a determinized state (the other hands are a sample).
"""

from __future__ import annotations

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, State
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    DOUBLOON,
    FOOD,
    PLANK,
    POWDER,
    SABER,
    SABER_USED,
)
from seaboard.games.chaos_cove.rules import to_move
from seaboard.games.chaos_cove.rules.board import any_targets, lane_has, target_tile
from seaboard.games.chaos_cove.rules.build import buyable, stack_card
from seaboard.games.chaos_cove.rules.common import (
    A_ACCEPT,
    A_CANNON,
    A_CREW,
    A_DEFEND,
    A_DISTIL,
    A_DONE,
    A_END,
    A_FIGHT,
    A_HERO,
    A_HIDE,
    A_LOCATION,
    A_PASS,
    A_POWDER,
    A_REFUSE,
    A_SABER,
    A_SMITH,
    A_STOP,
    ACT_ATTACK,
    card_value,
    here,
    on_board,
)
from seaboard.games.chaos_cove.rules.end import result, vp
from seaboard.games.chaos_cove.rules.town import market_items
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_SHIPYARD,
    BUY_TOWN_HALL,
    DEFEND,
    HELP,
    O_DEF,
    PLACE,
    PRODUCE,
    REVIEW,
    SURPRISE,
    T_ATTACK,
    T_BOUNCE,
    T_BUILD,
    T_BUY,
    T_DISTIL,
    T_FLIP,
    T_GAIN,
    T_LOSE,
    T_MARKER,
    T_MARKET,
    T_MOVE,
    T_SMITH,
    T_TAKE1,
    T_UNFLIP,
    T_USE,
    ChaosCoveData,
    Fight,
    Task,
)

# how much the bot wants one unit of each resource (rough doubloon equivalents)
WANT = {
    "cannon": 5.0,
    "saber": 5.0,
    "gunpowder": 2.0,
    "crew": 1.6,
    "plank": 1.3,
    "food": 1.2,
    "rum": 1.2,
    "doubloon": 1.0,
}
LOC_WANT = {
    "fortress": 6.0,
    "blacksmith": 1.0,
    "market": 4.0,
    "tavern": 4.0,
    "town_hall": 3.0,
    "shipyard": 3.0,
    "port": 2.0,
    "recruit": 1.5,
    "garden": 0.3,
    "flip_pirates": 0.8,
    "flip_barbarians": 0.8,
    "distillery": 1.0,
}
HERO_WANT = {
    K.ART: 1.5,
    K.BELLE: 1.5,
    K.BEN: 0.5,
    K.CALVIN: 1.0,
    K.CLAUDIA: 5.0,
    K.COLIN: 5.0,
    K.DENNIS: 0.3,
    K.EDGAR: 0.3,
    K.GLORIA: 2.5,
    K.GUS: 2.5,
    K.FLINT: 1.5,
    K.HATTIE: 0.5,
    K.IGGY: 0.2,
    K.MORGAN: 3.0,
    K.PIP: 2.5,
    K.ROSA: 2.0,
}


def own_power(s: ChaosCoveData, p: int, naval: bool, gus: bool = False) -> int:
    """Combat strength p can put in alone (weapons, gunpowder, crew, hero cards)."""
    row = s.res[p]
    C = K.COMBAT
    total = (row[CANNON] * C.cannon if naval else row[SABER] * C.saber) + row[POWDER] * C.gunpowder
    if s.gus[p] or gus:
        total += row[CREW] * C.gus_crew
    for c in s.hands[p]:
        if on_board(s, c):
            total += card_value(c, naval)
    return total


def evaluate(s: ChaosCoveData, player: int) -> float:
    """A rough value in [0, 1]: the VP lead (arms counted), weighed by the chance that the
    cove holds, where a fallen cove leaves only the score half of the search's reward.

    Why the chance: beside a weak player the lead alone is the same after every move (it
    is clamped), so a short search had no reason to arm or to cover an empty lane. In the
    30 last rounds of `benchmarks/chaos_cove_last_round.py` that the heuristic holds
    sometimes, `mcts:time=1` held the cove in 17 with this value and in 10 with the lead
    and a flat 0.1 per breakthrough (the heuristic's own rates predict 10.3).
    """
    if s.over:
        res = result(s)
        return {"win": 1.0, "draw": 0.5, "loss": 0.0}[res.outcomes[player].value]
    pts = vp(s)
    mine = pts[player] + 2 * s.res[player][CANNON] + 2 * s.res[player][SABER]
    best = max(pts[q] for q in range(s.n) if q != player)
    lead = 0.5 + max(-0.4, min(0.4, (mine - best) / 40.0))
    risk = fall_risk(s)
    return (1.0 - risk) * lead + risk * 0.5 * lead


# Chance that the cove falls by the breakthrough spaces still free after this round's
# Phase 5 (bot tuning, not rules): none free (or fewer) is near certain, 3 free is safe.
FALL_BY_SLACK = (0.45, 0.2, 0.08, 0.02)
FALL_THIS_ROUND = 0.85


def fall_risk(s: ChaosCoveData) -> float:
    """How likely the cove is to fall, from the invaders still to attack this round
    (Phase 5: Defend the Cove) and the breakthrough spaces left after them."""
    ahead = breakthroughs_ahead(s)
    slack = min(K.BT_SPACES - len(s.bt[k]) - ahead[k] for k in (K.PIRATE, K.BARBARIAN))
    if slack < 0:
        return FALL_THIS_ROUND
    if s.round == s.rounds - 1:
        slack += 1  # no later wave will need the free spaces: only this estimate's error
    return FALL_BY_SLACK[min(slack, len(FALL_BY_SLACK) - 1)]


def breakthroughs_ahead(s: ChaosCoveData) -> list[int]:
    """Pirates and barbarians that would break through in this round's Phase 5 if each
    defender fought, top to bottom, with what its owner holds now (weapons of the kind
    first, then gunpowder, Gus' crew and hero cards of heroes on the board), the
    Fortress token added. A greedy estimate: no help from other players, no fleeing."""
    through = [0, 0]
    if s.phase > DEFEND:
        return through
    C = K.COMBAT
    weapons = [
        [row[CANNON] * C.cannon for row in s.res],
        [row[SABER] * C.saber for row in s.res],
    ]
    spare = [
        row[POWDER] * C.gunpowder
        + (row[CREW] * C.gus_crew if s.gus[q] else 0)
        + sum(max(K.CARD_NAVAL[c], K.CARD_MARTIAL[c]) for c in s.hands[q] if on_board(s, c))
        for q, row in enumerate(s.res)
    ]
    first = s.lane if s.phase == DEFEND else 0
    for lane in range(first, 2 * K.LANES):
        t = s.invader[lane]
        if t < 0:
            continue
        naval = lane < K.LANES
        kind = 0 if naval else 1
        board = s.ships if naval else s.forts
        base = (lane % K.LANES) * K.PER_LANE
        strength = K.TILE_STRENGTH[t]
        for sp in range(base, base + K.PER_LANE):
            q = board[sp]
            if q < 0:
                continue
            need = strength - (C.fortress if s.token[q] else 0)
            pool = weapons[kind]
            if pool[q] + spare[q] >= need:
                unit = C.cannon if naval else C.saber
                rest = need  # weapons first, as the heuristic commits them
                while rest > 0 and pool[q] >= unit and (rest >= unit - 1 or rest > spare[q]):
                    pool[q] -= unit
                    rest -= unit
                spare[q] -= max(0, rest)
                break
        else:
            through[kind] += 1
    return through


class CoveHeuristic(Agent):
    """Rule-based: one rule per kind of decision, named after the rulebook step."""

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        assert isinstance(state, ChaosCoveData)
        s = state
        p = to_move(s)
        assert p is not None
        choice = self.choose(s, p, legal)
        if choice is None or choice not in legal:
            choice = legal[-1] if legal[-1].kind in ("stop", "end", "pass", "done") else legal[0]
        return choice

    # -- dispatch ----------------------------------------------------------------------
    def choose(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action | None:
        if s.stack:
            top = s.stack[-1]
            if isinstance(top, Fight):
                return self.fight(s, p, top, legal)
            return self.task(s, p, top, legal)
        ph = s.phase
        if ph == PLACE:
            return self.place(s, p, legal)
        if ph == PRODUCE:
            trades = [a for a in legal if a.kind == "trade"]
            return trades[0] if trades else A_DONE
        if ph == BUILD:
            return self.build(s, p, legal)
        if ph == SURPRISE:
            return self.surprise(s, p, legal)
        if ph == DEFEND:
            return self.defend(s, p, legal)
        return None

    # -- Phase 1 -----------------------------------------------------------------------
    def place(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action | None:
        if s.t_hero == -1:
            places = [a for a in legal if a.kind == "place"]
            row = s.res[p]
            # a 3rd/4th hero costs 3 doubloons: only with money to spare
            if (
                s.placed[p] >= K.PLACE.free_placements
                and A_PASS in legal
                and row[DOUBLOON] < K.PLACE.extra_placement_cost + 2
            ):
                return A_PASS
            if not places:
                return A_PASS if A_PASS in legal else None
            best = max(places, key=lambda a: self.place_score(s, p, a) + self.rng.random() * 0.5)
            return best
        # after placing: hero effect, location effect, then resources, then end
        if A_HERO in legal and self.hero_good(s, p, s.t_hero):
            return A_HERO
        if A_LOCATION in legal and self.location_good(s, p):
            return A_LOCATION
        takes = [a for a in legal if a.kind == "take"]
        if takes:
            best = max(takes, key=lambda a: self.want(s, p, a.args[0]))
            free = s.t_taken < s.t_free
            if free or (
                s.res[p][DOUBLOON] >= 4 and best.args[0] in ("cannon", "saber", "gunpowder")
            ):
                return best
        return A_END

    def want(self, s: ChaosCoveData, p: int, name: str) -> float:
        row = s.res[p]
        w = WANT[name]
        if name == "cannon":
            w -= 0.8 * (row[CANNON] + row[CANNON_USED])
        elif name == "saber":
            w -= 0.8 * (row[SABER] + row[SABER_USED])
        elif name == "crew":
            w += 1.0 if row[CREW] < 2 else 0.0
        elif name == "plank":
            w += 0.5 if row[PLANK] < 3 else 0.0
        elif name == "food":
            w += 0.5 if row[FOOD] < 3 else 0.0
        return w

    def place_score(self, s: ChaosCoveData, p: int, a: Action) -> float:
        h = K.HERO_KEY[a.args[0]]
        loc = K.LOC_KEY[a.args[1]]
        eff = K.LOC_EFFECT[loc]
        score = LOC_WANT[eff] + HERO_WANT[h]
        if eff == "fortress" and s.token[p]:
            score -= 6.0
        if eff in ("town_hall", "shipyard") and not buyable(
            s, p, BUY_SHIPYARD if eff == "shipyard" else BUY_TOWN_HALL
        ):
            score -= 3.0
        if eff == "market" and market_items(s, p) < 3:
            score -= 4.0
        sym = K.SYMBOLS[s.config.map_side][loc]
        values = sorted(
            (self.want(s, p, K.TAKE_NAMES[i]) for i in range(len(sym)) for _ in range(sym[i])),
            reverse=True,
        )
        score += sum(values[:2])
        if h == K.CALVIN and not any_targets(s):
            score -= 1.0
        return score

    def hero_good(self, s: ChaosCoveData, p: int, h: int) -> bool:
        return h not in (K.DENNIS, K.EDGAR, K.IGGY)

    def location_good(self, s: ChaosCoveData, p: int) -> bool:
        eff = K.LOC_EFFECT[here(s)]
        if eff == "blacksmith":
            return s.res[p][PLANK] > 4
        if eff == "distillery":
            return s.res[p][FOOD] > 3
        return True

    # -- Phase 3 -----------------------------------------------------------------------
    def build(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action | None:
        buys = [a for a in legal if a.kind == "buy"]
        if not buys:
            return A_PASS
        return max(buys, key=lambda a: self.card_score(s, p, stack_card(s, a.args[0] - 1)))

    def card_score(self, s: ChaosCoveData, p: int, c: int) -> float:
        kind = K.KIND[c]
        score = float(K.VP[c])
        if kind != K.PARTY:
            board = s.ships if kind == K.SHIP else s.forts
            empty_lanes = sum(
                1
                for lane in range(K.LANES)
                if all(board[x] < 0 for x in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE))
            )
            score += 2.0 + 2.0 * empty_lanes
            score += 1.0 * (s.rounds - 1 - s.round)
        return score

    # -- Phase 4 -----------------------------------------------------------------------
    def surprise(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action | None:
        attacks = [a for a in legal if a.kind == "attack"]
        best = None
        best_score = 0.0
        for a in attacks:
            t = K.TARGET_KEY[a.args[0]]
            tile = target_tile(s, t)
            naval = K.tile_kind(tile) == K.PIRATE
            strength = K.TILE_STRENGTH[tile]
            bonus = K.COMBAT.fortress if s.token[p] else 0
            power = own_power(s, p, naval) + bonus
            if t >= 2 * K.LANES:
                kind = K.tile_kind(tile)
                danger = len(s.bt[kind])
                # a breakthrough invader: clear it while there is room, with help if need be
                if (
                    power >= strength
                    or danger >= 2
                    and power + self.help_guess(s, p, naval) >= strength
                ):
                    score = 10.0 + danger * 5 - strength * 0.1
                else:
                    continue
            else:
                if power < strength:
                    continue
                score = 3.0 - strength * 0.05
            if score > best_score:
                best, best_score = a, score
        return best or A_PASS

    def help_guess(self, s: ChaosCoveData, p: int, naval: bool) -> int:
        total = 0
        for q in range(s.n):
            if q != p:
                total += sum(card_value(c, naval) for c in s.hands[q] if on_board(s, c)) // 2
        return total

    # -- Phase 5 -----------------------------------------------------------------------
    def defend(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action | None:
        if s.post >= 0:
            return self.after_combat(s, p, legal)
        tile = s.invader[s.lane]
        naval = s.lane < K.LANES
        strength = K.TILE_STRENGTH[tile]
        bonus = K.COMBAT.fortress if s.token[p] else 0
        power = own_power(s, p, naval) + bonus + self.help_guess(s, p, naval)
        if power >= strength:
            return A_DEFEND
        flees = [a for a in legal if a.kind == "flee"]
        if flees:
            # flee to a lane whose pirate has already attacked, else the weakest one
            def risk(a: Action) -> float:
                lane = K.SPACE_KEY[a.args[0]] // K.PER_LANE
                t = s.invader[lane]
                return -1.0 if t < 0 or lane < s.lane else K.TILE_STRENGTH[t]

            return min(flees, key=risk)
        if A_HIDE in legal:
            return A_HIDE
        return A_DEFEND

    def after_combat(self, s: ChaosCoveData, p: int, legal: list[Action]) -> Action:
        """The window after one's own Phase 5 combat: pass unless a card clearly helps."""
        plays = {a.args[0] // 4: a for a in legal if a.kind == "ability"}
        if K.DENNIS in plays and self.escape(s, p, True) is not None:
            return plays[K.DENNIS]
        if K.EDGAR in plays and self.escape(s, p, False) is not None:
            return plays[K.EDGAR]
        row = s.res[p]
        if K.ROSA in plays and (
            row[CANNON_USED]
            and True in self.weapon_helps(s, p)
            or row[SABER_USED]
            and False in self.weapon_helps(s, p)
        ):
            return plays[K.ROSA]
        # a weapon for good (it stands up every round) for a one-combat card
        if K.COLIN in plays and s.cannon_stock > 0:
            return plays[K.COLIN]
        if K.CLAUDIA in plays and s.saber_stock > 0:
            return plays[K.CLAUDIA]
        if K.CALVIN in plays and self.rescue_target(s, p) is not None:
            return plays[K.CALVIN]
        return A_DONE

    def weapon_helps(self, s: ChaosCoveData, p: int) -> set[bool]:
        """Kinds for which one more weapon could turn a combat still ahead of p this
        phase (an invader that will attack p's piece, beatable with 3 more)."""
        out = set()
        bonus = K.COMBAT.fortress if s.token[p] else 0
        for lane in range(s.lane, 2 * K.LANES):
            t = s.invader[lane]
            if t < 0 or not lane_has(s, p, lane):
                continue
            naval = lane < K.LANES
            power = own_power(s, p, naval) + bonus + self.help_guess(s, p, naval)
            if K.TILE_STRENGTH[t] <= power + (K.COMBAT.cannon if naval else K.COMBAT.saber):
                out.add(naval)
        return out

    def escape(self, s: ChaosCoveData, p: int, naval: bool) -> tuple[int, int] | None:
        """Dennis / Edgar: move a piece that would lose (and cannot flee or hide) to an
        empty space of a lane with no invader left. Never a swap onto another player."""
        board = s.ships if naval else s.forts
        offset = 0 if naval else K.LANES
        safe = [
            y for y in range(K.N_SPACES) if board[y] < 0 and s.invader[offset + y // K.PER_LANE] < 0
        ]
        if not safe:
            return None
        bonus = K.COMBAT.fortress if s.token[p] else 0
        power = own_power(s, p, naval) + bonus + self.help_guess(s, p, naval)
        for x in range(K.N_SPACES):
            lane = offset + x // K.PER_LANE
            if board[x] != p or lane < s.lane or s.invader[lane] < 0:
                continue
            if lane == s.lane and s.mark >> x & 1:
                continue  # it already sat this invader out
            if naval and (x % K.PER_LANE == K.WIND_POS or s.flint[p]):
                continue  # it can flee for free
            if not naval and s.art[p]:
                continue  # it can hide for free
            if K.TILE_STRENGTH[s.invader[lane]] > power:
                return x, safe[0]
        return None

    def rescue_target(self, s: ChaosCoveData, p: int) -> int | None:
        """Calvin in Phase 5: a breakthrough invader p can beat alone when the cove is
        close to falling (two or more of its kind through)."""
        for t in any_targets(s):
            if t < 2 * K.LANES:
                continue
            tile = target_tile(s, t)
            kind = K.tile_kind(tile)
            naval = kind == K.PIRATE
            bonus = K.COMBAT.fortress if s.token[p] else 0
            calvin = max(
                (card_value(c, naval) for c in s.hands[p] if c // 4 == K.CALVIN), default=0
            )
            power = own_power(s, p, naval) + bonus - calvin
            if len(s.bt[kind]) >= 2 and power >= K.TILE_STRENGTH[tile]:
                return t
        return None

    # -- combat ------------------------------------------------------------------------
    def fight(self, s: ChaosCoveData, p: int, f: Fight, legal: list[Action]) -> Action | None:
        if f.stage == HELP:
            return self.offer(s, p, f, legal)
        if f.stage == REVIEW:
            need = f.strength - f.total
            own = self.own_left(s, p, f)
            pending = sum(card_value(f.offers[i + 1], f.naval) for i in range(0, len(f.offers), 2))
            if need > 0 and own + pending >= need:
                return A_ACCEPT
            return A_REFUSE
        need = f.strength - f.total
        if need <= 0:
            return A_FIGHT
        own = self.own_left(s, p, f)
        if own < need:
            gus = [a for a in legal if a.kind == "ability" and a.args[0] // 4 == K.GUS]
            if gus and s.res[p][CREW] and not f.gus:
                return gus[0]
            return A_FIGHT  # ask for help (OWN) or give up (FINAL)
        return self.commit(s, p, f, legal, need)

    def own_left(self, s: ChaosCoveData, p: int, f: Fight) -> int:
        return own_power(s, p, f.naval, f.gus)

    def commit(
        self, s: ChaosCoveData, p: int, f: Fight, legal: list[Action], need: int
    ) -> Action | None:
        weapon = A_CANNON if f.naval else A_SABER
        C = K.COMBAT
        if weapon in legal and (need >= C.cannon - 1 or A_POWDER not in legal):
            return weapon
        if A_CREW in legal and need >= C.gus_crew:
            return A_CREW
        if A_POWDER in legal:
            return A_POWDER
        if A_CREW in legal:
            return A_CREW
        if weapon in legal:
            return weapon
        cards = [a for a in legal if a.kind == "combat"]
        if cards:
            # the smallest card that covers the need, else the largest
            vals = [(card_value(a.args[0], f.naval), a) for a in cards]
            covering = [v for v in vals if v[0] >= need]
            return min(covering)[1] if covering else max(vals)[1]
        return A_FIGHT

    def offer(self, s: ChaosCoveData, p: int, f: Fight, legal: list[Action]) -> Action | None:
        offers = [a for a in legal if a.kind == "offer"]
        if not offers:
            return A_DONE
        offered = sum(card_value(f.offers[i + 1], f.naval) for i in range(0, len(f.offers), 2))
        active_left = self.own_left(s, f.player, f)
        short = f.strength - f.total - offered - active_left
        if short <= 0:
            return A_DONE
        mine = sum(card_value(a.args[0], f.naval) for a in offers)
        urgent = f.origin == O_DEF or (
            f.target >= 2 * K.LANES and len(s.bt[0 if f.naval else 1]) >= 2
        )
        if not urgent or mine < short:
            return A_DONE
        vals = [(card_value(a.args[0], f.naval), a) for a in offers]
        covering = [v for v in vals if v[0] >= short]
        return min(covering)[1] if covering else max(vals)[1]

    # -- pending tasks -------------------------------------------------------------------
    def task(self, s: ChaosCoveData, p: int, t: Task, legal: list[Action]) -> Action | None:
        k = t.kind
        row = s.res[p]
        if k == T_FLIP:
            return legal[0]
        if k == T_USE:
            return legal[0]
        if k == T_SMITH:
            return A_SMITH if A_SMITH in legal and row[PLANK] > 4 else A_STOP
        if k == T_DISTIL:
            return A_DISTIL if A_DISTIL in legal and row[FOOD] > 3 else A_STOP
        if k == T_MARKET:
            if t.n > 0:
                return min(legal, key=lambda a: self.give_cost(s, p, a))
            return max(legal, key=lambda a: self.want(s, p, a.args[0]))
        if k == T_BUY:
            buys = [a for a in legal if a.kind == "buy"]
            if not buys:
                return A_STOP
            return max(buys, key=lambda a: self.card_score(s, p, stack_card(s, a.args[0] - 1)))
        if k == T_BUILD:
            return max(legal, key=lambda a: self.space_score(s, K.SPACE_KEY[a.args[0]], t.a))
        if k == T_MARKER:
            return Action("marker", (p,))
        if k == T_MOVE and s.phase == DEFEND:
            move = self.escape(s, p, t.a == K.SHIP)
            if move is not None:
                names = K.SHIP_SPACES if t.a == K.SHIP else K.FORT_SPACES
                return Action("move", (names[move[0]], names[move[1]]))
            return A_STOP
        if k in (T_MOVE, T_BOUNCE):
            return A_STOP
        if k == T_GAIN:
            return max(legal, key=lambda a: self.want(s, p, a.args[0]))
        if k == T_UNFLIP:
            saber = Action("unflip", ("saber",))
            if s.phase == DEFEND and saber in legal and self.weapon_helps(s, p) == {False}:
                return saber  # only barbarians still to come: the saber, not the cannon
            return legal[0]
        if k == T_TAKE1:
            return max(legal, key=lambda a: self.want(s, p, a.args[0]))
        if k == T_ATTACK:
            if s.phase == DEFEND:
                t = self.rescue_target(s, p)
                if t is not None:
                    return ACT_ATTACK[t]

            def margin(a: Action) -> float:
                tile = target_tile(s, K.TARGET_KEY[a.args[0]])
                naval = K.tile_kind(tile) == K.PIRATE
                return own_power(s, p, naval) - K.TILE_STRENGTH[tile]

            return max(legal, key=margin)
        if k == T_LOSE:
            return min(legal, key=lambda a: K.VP[s.cards[p][a.args[0]]])
        return None

    def give_cost(self, s: ChaosCoveData, p: int, a: Action) -> float:
        if a.kind == "givecard":
            return 1.5
        name = a.args[0]
        row = s.res[p]
        if name == "cannon":
            return 4.0 if row[CANNON_USED] == 0 else 3.0
        if name == "saber":
            return 4.0 if row[SABER_USED] == 0 else 3.0
        amount = row[K.RES_KEY[name]]
        return WANT[name] - 0.2 * amount + (1.0 if name == "doubloon" and amount < 4 else 0.0)

    def space_score(self, s: ChaosCoveData, x: int, kind: int) -> float:
        board = s.ships if kind == K.SHIP else s.forts
        lane = x // K.PER_LANE
        others = sum(1 for y in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE) if board[y] >= 0)
        wind = 0.5 if kind == K.SHIP and x % K.PER_LANE == K.WIND_POS else 0.0
        return -others + wind


__all__ = ["CoveHeuristic", "evaluate"]
