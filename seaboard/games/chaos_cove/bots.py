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
    A_RECRUIT,
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
from seaboard.games.chaos_cove.rules.town import bounce_options, market_items
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_PHASE3,
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
    T_RECRUIT,
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


def own_power(state: ChaosCoveData, player: int, naval: bool, gus: bool = False) -> int:
    """Combat strength the player can put in alone (weapons, gunpowder, crew, hero cards)."""
    row = state.resources[player]
    C = K.COMBAT
    total = (row[CANNON] * C.cannon if naval else row[SABER] * C.saber) + row[POWDER] * C.gunpowder
    if state.gus_tile[player] or gus:
        total += row[CREW] * C.gus_crew
    for card in state.hands[player]:
        if on_board(state, card):
            total += card_value(card, naval)
    return total


def evaluate(state: ChaosCoveData, player: int) -> float:
    """A rough value in [0, 1]: the VP lead (arms counted), weighed by the chance that the
    cove holds, where a fallen cove leaves only the score half of the search's reward.

    Why the chance: beside a weak player the lead alone is the same after every move (it
    is clamped), so a short search had no reason to arm or to cover an empty lane. In the
    30 last rounds of `benchmarks/chaos_cove_last_round.py` that the heuristic holds
    sometimes, `mcts:time=1` held the cove in 17 with this value and in 10 with the lead
    and a flat 0.1 per breakthrough (the heuristic's own rates predict 10.3).
    """
    if state.over:
        res = result(state)
        return {"win": 1.0, "draw": 0.5, "loss": 0.0}[res.outcomes[player].value]
    pts = vp(state)
    mine = pts[player] + 2 * state.resources[player][CANNON] + 2 * state.resources[player][SABER]
    best = max(pts[other] for other in range(state.players) if other != player)
    lead = 0.5 + max(-0.4, min(0.4, (mine - best) / 40.0))
    risk = fall_risk(state)
    return (1.0 - risk) * lead + risk * 0.5 * lead


# Chance that the cove falls by the breakthrough spaces still free after this round's
# Phase 5 (bot tuning, not rules): none free (or fewer) is near certain, 3 free is safe.
FALL_BY_SLACK = (0.45, 0.2, 0.08, 0.02)
FALL_THIS_ROUND = 0.85


def fall_risk(state: ChaosCoveData) -> float:
    """How likely the cove is to fall, from the invaders still to attack this round
    (Phase 5: Defend the Cove) and the breakthrough spaces left after them."""
    ahead = breakthroughs_ahead(state)
    slack = min(
        K.BT_SPACES - len(state.breakthrough[kind]) - ahead[kind]
        for kind in (K.PIRATE, K.BARBARIAN)
    )
    if slack < 0:
        return FALL_THIS_ROUND
    if state.round == state.rounds - 1:
        slack += 1  # no later wave will need the free spaces: only this estimate's error
    return FALL_BY_SLACK[min(slack, len(FALL_BY_SLACK) - 1)]


def breakthroughs_ahead(state: ChaosCoveData) -> list[int]:
    """Pirates and barbarians that would break through in this round's Phase 5 if each
    defender fought, top to bottom, with what its owner holds now (weapons of the kind
    first, then gunpowder, Gus' crew and hero cards of heroes on the board), the
    Fortress token added. A greedy estimate: no help from other players, no fleeing."""
    through = [0, 0]
    if state.phase > DEFEND:
        return through
    C = K.COMBAT
    weapons = [
        [row[CANNON] * C.cannon for row in state.resources],
        [row[SABER] * C.saber for row in state.resources],
    ]
    spare = [
        row[POWDER] * C.gunpowder
        + (row[CREW] * C.gus_crew if state.gus_tile[other] else 0)
        + sum(
            max(K.CARD_NAVAL[card], K.CARD_MARTIAL[card])
            for card in state.hands[other]
            if on_board(state, card)
        )
        for other, row in enumerate(state.resources)
    ]
    first = state.attacking_lane if state.phase == DEFEND else 0
    for lane in range(first, 2 * K.LANES):
        tile = state.invaders[lane]
        if tile < 0:
            continue
        naval = lane < K.LANES
        kind = 0 if naval else 1
        board = state.ships if naval else state.forts
        base = (lane % K.LANES) * K.PER_LANE
        strength = K.TILE_STRENGTH[tile]
        for space in range(base, base + K.PER_LANE):
            other = board[space]
            if other < 0:
                continue
            need = strength - (C.fortress if state.fortress_token[other] else 0)
            pool = weapons[kind]
            if pool[other] + spare[other] >= need:
                unit = C.cannon if naval else C.saber
                rest = need  # weapons first, as the heuristic commits them
                while (
                    rest > 0 and pool[other] >= unit and (rest >= unit - 1 or rest > spare[other])
                ):
                    pool[other] -= unit
                    rest -= unit
                spare[other] -= max(0, rest)
                break
        else:
            through[kind] += 1
    return through


class CoveHeuristic(Agent):
    """Rule-based: one rule per kind of decision, named after the rulebook step."""

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        assert isinstance(state, ChaosCoveData)
        player = to_move(state)
        assert player is not None
        choice = self.choose(state, player, legal)
        if choice is None or choice not in legal:
            choice = legal[-1] if legal[-1].kind in ("stop", "end", "pass", "done") else legal[0]
        return choice

    # -- dispatch ----------------------------------------------------------------------
    def choose(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action | None:
        if state.pending:
            top = state.pending[-1]
            if isinstance(top, Fight):
                return self.fight(state, player, top, legal)
            return self.task(state, player, top, legal)
        phase = state.phase
        if phase == PLACE:
            return self.place(state, player, legal)
        if phase == PRODUCE:
            trades = [action for action in legal if action.kind == "trade"]
            return trades[0] if trades else A_DONE
        if phase == BUILD:
            return self.build(state, player, legal)
        if phase == SURPRISE:
            return self.surprise(state, player, legal)
        if phase == DEFEND:
            return self.defend(state, player, legal)
        return None

    # -- Phase 1 -----------------------------------------------------------------------
    def place(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action | None:
        if state.turn_hero == -1:
            places = [action for action in legal if action.kind == "place"]
            row = state.resources[player]
            # a 3rd/4th hero costs 3 doubloons: only with money to spare
            if (
                state.placed[player] >= K.PLACE.free_placements
                and A_PASS in legal
                and row[DOUBLOON] < K.PLACE.extra_placement_cost + 2
            ):
                return A_PASS
            if not places:
                return A_PASS if A_PASS in legal else None
            best = max(
                places,
                key=lambda action: (
                    self.place_score(state, player, action) + self.rng.random() * 0.5
                ),
            )
            return best
        # after placing: hero effect, location effect, then resources, then end
        if A_HERO in legal and self.hero_good(state, player, state.turn_hero):
            return A_HERO
        if A_LOCATION in legal and self.location_good(state, player):
            return A_LOCATION
        takes = [action for action in legal if action.kind == "take"]
        if takes:
            best = max(takes, key=lambda action: self.want(state, player, action.args[0]))
            free = state.turn_takes < state.turn_free_takes
            if free or (
                state.resources[player][DOUBLOON] >= 4
                and best.args[0] in ("cannon", "saber", "gunpowder")
            ):
                return best
        return A_END

    def want(self, state: ChaosCoveData, player: int, name: str) -> float:
        row = state.resources[player]
        weight = WANT[name]
        if name == "cannon":
            weight -= 0.8 * (row[CANNON] + row[CANNON_USED])
        elif name == "saber":
            weight -= 0.8 * (row[SABER] + row[SABER_USED])
        elif name == "crew":
            weight += 1.0 if row[CREW] < 2 else 0.0
        elif name == "plank":
            weight += 0.5 if row[PLANK] < 3 else 0.0
        elif name == "food":
            weight += 0.5 if row[FOOD] < 3 else 0.0
        return weight

    def place_score(self, state: ChaosCoveData, player: int, action: Action) -> float:
        hero = K.HERO_KEY[action.args[0]]
        location = K.LOC_KEY[action.args[1]]
        eff = K.LOC_EFFECT[location]
        score = LOC_WANT[eff] + HERO_WANT[hero]
        if eff == "fortress" and state.fortress_token[player]:
            score -= 6.0
        if eff in ("town_hall", "shipyard") and not buyable(
            state, player, BUY_SHIPYARD if eff == "shipyard" else BUY_TOWN_HALL
        ):
            score -= 3.0
        if eff == "market" and market_items(state, player) < 3:
            score -= 4.0
        sym = K.SYMBOLS[state.config.map_side][location]
        values = sorted(
            (
                self.want(state, player, K.TAKE_NAMES[i])
                for i in range(len(sym))
                for _ in range(sym[i])
            ),
            reverse=True,
        )
        score += sum(values[:2])
        if hero == K.CALVIN and not any_targets(state):
            score -= 1.0
        return score

    def hero_good(self, state: ChaosCoveData, player: int, hero: int) -> bool:
        """Whether to use the hero tile's effect now (those that can hurt are weighed)."""
        if hero == K.DENNIS:
            return self.reposition(state, player, True) is not None
        if hero == K.EDGAR:
            return self.reposition(state, player, False) is not None
        if hero == K.IGGY:
            return self.bounce_choice(state, player) is not None
        return True

    def expected_strength(self, state: ChaosCoveData, lane: int) -> float:
        """The strength of the invader in a sea/land space: printed when face up, else the
        mean of the tiles of its wave and kind not in sight."""
        tile = state.invaders[lane]
        if state.face_up[lane]:
            return K.TILE_STRENGTH[tile]
        kind, wave = K.tile_kind(tile), K.tile_wave(tile)
        seen = {state.invaders[i] for i in range(2 * K.LANES) if state.face_up[i]}
        seen.update(t for tiles in state.defeated for t in tiles)
        seen.update(t for tiles in state.breakthrough for t in tiles)
        unseen = [K.TILE_STRENGTH[t] for t in K.wave_tiles(kind, wave) if t not in seen]
        return sum(unseen) / len(unseen) if unseen else K.TILE_STRENGTH[tile]

    def reposition(self, state: ChaosCoveData, player: int, naval: bool) -> tuple[int, int] | None:
        """Dennis / Edgar before Phase 5: move one of your pieces to an empty space (never a
        swap onto another player) where it does more good. Either it covers a lane with an
        invader and no defender, which the piece can beat, from a lane that keeps another
        defender; or it leaves a lane whose face-up invader would destroy it (and cost a
        card) for a lane with no invader. The best by what is at stake, else None."""
        board = state.ships if naval else state.forts
        offset = 0 if naval else K.LANES
        bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
        power = own_power(state, player, naval) + bonus + self.help_guess(state, player, naval)

        def pieces(lane: int) -> int:
            return sum(
                1 for x in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE) if board[x] >= 0
            )

        def empty_space(lane: int) -> int:
            return next(
                (x for x in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE) if board[x] < 0), -1
            )

        best, best_gain = None, 0.0
        for source in range(K.N_SPACES):
            if board[source] != player:
                continue
            home = source // K.PER_LANE
            threat = state.invaders[offset + home]
            for lane in range(K.LANES):
                target = empty_space(lane)
                if lane == home or target < 0:
                    continue
                invader = state.invaders[offset + lane]
                if invader >= 0 and pieces(lane) == 0 and pieces(home) >= 2:
                    if power >= self.expected_strength(state, offset + lane):
                        gain = 5.0  # one breakthrough fewer
                        if gain > best_gain:
                            best, best_gain = (source, target), gain
                elif (
                    invader < 0
                    and threat >= 0
                    and state.face_up[offset + home]
                    and K.TILE_STRENGTH[threat] > power
                ):
                    gain = float(K.VP[self.lost_card(state, player, naval)])  # the card saved
                    if gain > best_gain:
                        best, best_gain = (source, target), gain
        return best

    def lost_card(self, state: ChaosCoveData, player: int, naval: bool) -> int:
        """The construction card the player would give up with a destroyed piece."""
        kind = K.SHIP if naval else K.FORT
        cards = [c for c in state.construction[player] if K.KIND[c] == kind]
        return min(cards, key=lambda card: K.VP[card]) if cards else K.STARTER_SHIP

    def bounce_choice(self, state: ChaosCoveData, player: int) -> tuple[int, int] | None:
        """Iggy: move another player's hero off the Fortress, sending their Fortress token
        back, when that player leads on points and the cove is safe enough to spare their
        +2. Else None (the effect is not used)."""
        if fall_risk(state) > FALL_BY_SLACK[-2]:
            return None
        points = vp(state)
        here = state.hero_location[state.turn_hero]
        if K.LOC_EFFECT[here] != "fortress":
            return None
        for hero, destination in bounce_options(state):
            owner = state.hero_owner[hero]
            if (
                owner >= 0
                and owner != player
                and state.fortress_token[owner]
                and points[owner] > points[player]
            ):
                return hero, destination
        return None

    def marker_choice(self, state: ChaosCoveData, player: int) -> int:
        """Garden: the first-player marker leads Phases 2 to 5 now and passes left at the
        end of the round. Given to the player on your right it comes back to you, first in
        every phase of the next round; kept, it makes you first to buy in Phase 3 now. Keep
        it in the last round, or when the card you would buy first is one others want too."""
        right = (player - 1) % state.players
        if state.round == state.rounds - 1:
            return player
        mine = buyable(state, player, BUY_PHASE3)
        if mine:
            best = max(
                mine, key=lambda stack: self.card_score(state, player, stack_card(state, stack))
            )
            others = [other for other in range(state.players) if other != player]
            if any(best in buyable(state, other, BUY_PHASE3) for other in others):
                return player
        return right

    def location_good(self, state: ChaosCoveData, player: int) -> bool:
        eff = K.LOC_EFFECT[here(state)]
        if eff == "blacksmith":
            return state.resources[player][PLANK] > 4
        if eff == "distillery":
            return state.resources[player][FOOD] > 3
        return True

    # -- Phase 3 -----------------------------------------------------------------------
    def build(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action | None:
        buys = [action for action in legal if action.kind == "buy"]
        if not buys:
            return A_PASS
        return max(
            buys,
            key=lambda action: self.card_score(
                state, player, stack_card(state, action.args[0] - 1)
            ),
        )

    def card_score(self, state: ChaosCoveData, player: int, card: int) -> float:
        kind = K.KIND[card]
        score = float(K.VP[card])
        if kind != K.PARTY:
            board = state.ships if kind == K.SHIP else state.forts
            empty_lanes = sum(
                1
                for lane in range(K.LANES)
                if all(
                    board[space] < 0 for space in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE)
                )
            )
            score += 2.0 + 2.0 * empty_lanes
            score += 1.0 * (state.rounds - 1 - state.round)
        return score

    # -- Phase 4 -----------------------------------------------------------------------
    def surprise(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action | None:
        attacks = [action for action in legal if action.kind == "attack"]
        best = None
        best_score = 0.0
        for action in attacks:
            target = K.TARGET_KEY[action.args[0]]
            tile = target_tile(state, target)
            if state.failed_attacks[player] >> tile & 1:
                continue  # failed once this phase: the rules allow a retry, but not in vain
            naval = K.tile_kind(tile) == K.PIRATE
            strength = K.TILE_STRENGTH[tile]
            bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
            power = own_power(state, player, naval) + bonus
            if target >= 2 * K.LANES:
                kind = K.tile_kind(tile)
                danger = len(state.breakthrough[kind])
                # a breakthrough invader: clear it while there is room, with help if need be
                if (
                    power >= strength
                    or danger >= 2
                    and power + self.help_guess(state, player, naval) >= strength
                ):
                    score = 10.0 + danger * 5 - strength * 0.1
                else:
                    continue
            else:
                if power < strength:
                    continue
                score = 3.0 - strength * 0.05
            if score > best_score:
                best, best_score = action, score
        return best or A_PASS

    def help_guess(self, state: ChaosCoveData, player: int, naval: bool) -> int:
        total = 0
        for other in range(state.players):
            if other != player:
                total += (
                    sum(
                        card_value(card, naval)
                        for card in state.hands[other]
                        if on_board(state, card)
                    )
                    // 2
                )
        return total

    # -- Phase 5 -----------------------------------------------------------------------
    def defend(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action | None:
        if state.after_combat >= 0:
            return self.after_combat(state, player, legal)
        tile = state.invaders[state.attacking_lane]
        naval = state.attacking_lane < K.LANES
        strength = K.TILE_STRENGTH[tile]
        bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
        power = own_power(state, player, naval) + bonus + self.help_guess(state, player, naval)
        if power >= strength:
            return A_DEFEND
        flees = [action for action in legal if action.kind == "flee"]
        if flees:
            # flee to a lane whose pirate has already attacked, else the weakest one
            def risk(action: Action) -> float:
                lane = K.SPACE_KEY[action.args[0]] // K.PER_LANE
                tile = state.invaders[lane]
                return -1.0 if tile < 0 or lane < state.attacking_lane else K.TILE_STRENGTH[tile]

            return min(flees, key=risk)
        if A_HIDE in legal:
            return A_HIDE
        return A_DEFEND

    def after_combat(self, state: ChaosCoveData, player: int, legal: list[Action]) -> Action:
        """The window after one's own Phase 5 combat: pass unless a card clearly helps."""
        plays = {action.args[0] // 4: action for action in legal if action.kind == "ability"}
        if K.DENNIS in plays and self.escape(state, player, True) is not None:
            return plays[K.DENNIS]
        if K.EDGAR in plays and self.escape(state, player, False) is not None:
            return plays[K.EDGAR]
        row = state.resources[player]
        if K.ROSA in plays and (
            row[CANNON_USED]
            and True in self.weapon_helps(state, player)
            or row[SABER_USED]
            and False in self.weapon_helps(state, player)
        ):
            return plays[K.ROSA]
        # a weapon for good (it stands up every round) for a one-combat card
        if K.COLIN in plays and state.cannon_stock > 0:
            return plays[K.COLIN]
        if K.CLAUDIA in plays and state.saber_stock > 0:
            return plays[K.CLAUDIA]
        if K.CALVIN in plays and self.rescue_target(state, player) is not None:
            return plays[K.CALVIN]
        return A_DONE

    def weapon_helps(self, state: ChaosCoveData, player: int) -> set[bool]:
        """Kinds for which one more weapon could turn a combat still ahead of the player this
        phase (an invader that will attack their piece, beatable with 3 more)."""
        out = set()
        bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
        for lane in range(state.attacking_lane, 2 * K.LANES):
            tile = state.invaders[lane]
            if tile < 0 or not lane_has(state, player, lane):
                continue
            naval = lane < K.LANES
            power = own_power(state, player, naval) + bonus + self.help_guess(state, player, naval)
            if K.TILE_STRENGTH[tile] <= power + (K.COMBAT.cannon if naval else K.COMBAT.saber):
                out.add(naval)
        return out

    def escape(self, state: ChaosCoveData, player: int, naval: bool) -> tuple[int, int] | None:
        """Dennis / Edgar: move a piece that would lose (and cannot flee or hide) to an
        empty space of a lane with no invader left. Never a swap onto another player."""
        board = state.ships if naval else state.forts
        offset = 0 if naval else K.LANES
        safe = [
            free
            for free in range(K.N_SPACES)
            if board[free] < 0 and state.invaders[offset + free // K.PER_LANE] < 0
        ]
        if not safe:
            return None
        bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
        power = own_power(state, player, naval) + bonus + self.help_guess(state, player, naval)
        for space in range(K.N_SPACES):
            lane = offset + space // K.PER_LANE
            if board[space] != player or lane < state.attacking_lane or state.invaders[lane] < 0:
                continue
            if lane == state.attacking_lane and state.sat_out >> space & 1:
                continue  # it already sat this invader out
            if naval and (space % K.PER_LANE == K.WIND_POS or state.flint_tile[player]):
                continue  # it can flee for free
            if not naval and state.art_tile[player]:
                continue  # it can hide for free
            if K.TILE_STRENGTH[state.invaders[lane]] > power:
                return space, safe[0]
        return None

    def rescue_target(self, state: ChaosCoveData, player: int) -> int | None:
        """Calvin in Phase 5: a breakthrough invader the player can beat alone when the cove is
        close to falling (two or more of its kind through)."""
        for target in any_targets(state):
            if target < 2 * K.LANES:
                continue
            tile = target_tile(state, target)
            kind = K.tile_kind(tile)
            naval = kind == K.PIRATE
            bonus = K.COMBAT.fortress if state.fortress_token[player] else 0
            calvin = max(
                (card_value(card, naval) for card in state.hands[player] if card // 4 == K.CALVIN),
                default=0,
            )
            power = own_power(state, player, naval) + bonus - calvin
            if len(state.breakthrough[kind]) >= 2 and power >= K.TILE_STRENGTH[tile]:
                return target
        return None

    # -- combat ------------------------------------------------------------------------
    def fight(
        self, state: ChaosCoveData, player: int, fight: Fight, legal: list[Action]
    ) -> Action | None:
        if fight.stage == HELP:
            return self.offer(state, player, fight, legal)
        if fight.stage == REVIEW:
            need = fight.strength - fight.total
            own = self.own_left(state, player, fight)
            pending = sum(
                card_value(fight.offers[i + 1], fight.naval) for i in range(0, len(fight.offers), 2)
            )
            if need > 0 and own + pending >= need:
                return A_ACCEPT
            return A_REFUSE
        need = fight.strength - fight.total
        if need <= 0:
            return A_FIGHT
        own = self.own_left(state, player, fight)
        if own < need:
            gus = [
                action
                for action in legal
                if action.kind == "ability" and action.args[0] // 4 == K.GUS
            ]
            if gus and state.resources[player][CREW] and not fight.gus_card:
                return gus[0]
            return A_FIGHT  # ask for help (OWN) or give up (FINAL)
        return self.commit(state, player, fight, legal, need)

    def own_left(self, state: ChaosCoveData, player: int, fight: Fight) -> int:
        return own_power(state, player, fight.naval, fight.gus_card)

    def commit(
        self, state: ChaosCoveData, player: int, fight: Fight, legal: list[Action], need: int
    ) -> Action | None:
        weapon = A_CANNON if fight.naval else A_SABER
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
        cards = [action for action in legal if action.kind == "combat"]
        if cards:
            # the smallest card that covers the need, else the largest
            vals = [(card_value(action.args[0], fight.naval), action) for action in cards]
            covering = [amount for amount in vals if amount[0] >= need]
            return min(covering)[1] if covering else max(vals)[1]
        return A_FIGHT

    def offer(
        self, state: ChaosCoveData, player: int, fight: Fight, legal: list[Action]
    ) -> Action | None:
        offers = [action for action in legal if action.kind == "offer"]
        if not offers:
            return A_DONE
        offered = sum(
            card_value(fight.offers[i + 1], fight.naval) for i in range(0, len(fight.offers), 2)
        )
        active_left = self.own_left(state, fight.player, fight)
        short = fight.strength - fight.total - offered - active_left
        if short <= 0:
            return A_DONE
        mine = sum(card_value(action.args[0], fight.naval) for action in offers)
        urgent = fight.origin == O_DEF or (
            fight.target >= 2 * K.LANES and len(state.breakthrough[0 if fight.naval else 1]) >= 2
        )
        if not urgent or mine < short:
            return A_DONE
        vals = [(card_value(action.args[0], fight.naval), action) for action in offers]
        covering = [amount for amount in vals if amount[0] >= short]
        return min(covering)[1] if covering else max(vals)[1]

    # -- pending tasks -------------------------------------------------------------------
    def task(
        self, state: ChaosCoveData, player: int, task: Task, legal: list[Action]
    ) -> Action | None:
        kind = task.kind
        row = state.resources[player]
        if kind == T_FLIP:
            return legal[0]
        if kind == T_USE:
            return legal[0]
        if kind == T_SMITH:
            return A_SMITH if A_SMITH in legal and row[PLANK] > 4 else A_STOP
        if kind == T_DISTIL:
            return A_DISTIL if A_DISTIL in legal and row[FOOD] > 3 else A_STOP
        if kind == T_MARKET:
            if task.left > 0:
                return min(legal, key=lambda action: self.give_cost(state, player, action))
            return max(legal, key=lambda action: self.want(state, player, action.args[0]))
        if kind == T_BUY:
            buys = [action for action in legal if action.kind == "buy"]
            if not buys:
                return A_STOP
            return max(
                buys,
                key=lambda action: self.card_score(
                    state, player, stack_card(state, action.args[0] - 1)
                ),
            )
        if kind == T_BUILD:
            return max(
                legal,
                key=lambda action: self.space_score(
                    state, K.SPACE_KEY[action.args[0]], task.variant
                ),
            )
        if kind == T_MARKER:
            return Action("marker", (self.marker_choice(state, player),))
        if kind == T_MOVE and state.phase == DEFEND:
            move = self.escape(state, player, task.variant == K.SHIP)
            if move is not None:
                names = K.SHIP_SPACES if task.variant == K.SHIP else K.FORT_SPACES
                return Action("move", (names[move[0]], names[move[1]]))
            return A_STOP
        if kind == T_MOVE:
            move = self.reposition(state, player, task.variant == K.SHIP)
            if move is not None:
                names = K.SHIP_SPACES if task.variant == K.SHIP else K.FORT_SPACES
                return Action("move", (names[move[0]], names[move[1]]))
            return A_STOP
        if kind == T_BOUNCE:
            bounce = self.bounce_choice(state, player)
            if bounce is not None:
                return Action("bounce", (K.HERO_IDS[bounce[0]], K.LOC_IDS[bounce[1]]))
            return A_STOP
        if kind == T_GAIN:
            return max(legal, key=lambda action: self.want(state, player, action.args[0]))
        if kind == T_UNFLIP:
            saber = Action("unflip", ("saber",))
            if (
                state.phase == DEFEND
                and saber in legal
                and self.weapon_helps(state, player) == {False}
            ):
                return saber  # only barbarians still to come: the saber, not the cannon
            return legal[0]
        if kind == T_TAKE1:
            return max(legal, key=lambda action: self.want(state, player, action.args[0]))
        if kind == T_ATTACK:
            if state.phase == DEFEND:
                task = self.rescue_target(state, player)
                if task is not None:
                    return ACT_ATTACK[task]

            def margin(action: Action) -> float:
                tile = target_tile(state, K.TARGET_KEY[action.args[0]])
                naval = K.tile_kind(tile) == K.PIRATE
                return own_power(state, player, naval) - K.TILE_STRENGTH[tile]

            return max(legal, key=margin)
        if kind == T_LOSE:
            return min(legal, key=lambda action: K.VP[state.construction[player][action.args[0]]])
        if kind == T_RECRUIT:
            return A_RECRUIT if A_RECRUIT in legal else A_STOP
        return None

    def give_cost(self, state: ChaosCoveData, player: int, action: Action) -> float:
        if action.kind == "givecard":
            return 1.5
        name = action.args[0]
        row = state.resources[player]
        if name == "cannon":
            return 4.0 if row[CANNON_USED] == 0 else 3.0
        if name == "saber":
            return 4.0 if row[SABER_USED] == 0 else 3.0
        amount = row[K.RES_KEY[name]]
        return WANT[name] - 0.2 * amount + (1.0 if name == "doubloon" and amount < 4 else 0.0)

    def space_score(self, state: ChaosCoveData, space: int, kind: int) -> float:
        board = state.ships if kind == K.SHIP else state.forts
        lane = space // K.PER_LANE
        others = sum(
            1 for other in range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE) if board[other] >= 0
        )
        wind = 0.5 if kind == K.SHIP and space % K.PER_LANE == K.WIND_POS else 0.0
        return -others + wind


__all__ = ["CoveHeuristic", "evaluate"]
